/**
 * Business days and local dates of a branch. Pure functions on instants, IANA zones and the
 * organisation's business-day start hour; the zone rules come from the runtime's Intl data, so no
 * offset is ever hard-coded (Iraq has no DST today, other zones do).
 */

export const DEFAULT_TIME_ZONE = 'Asia/Baghdad';
/** A sale at 01:30 belongs to the previous business day until this hour (docs/design.md "Money and time"). */
export const DEFAULT_BUSINESS_DAY_START_HOUR = 4;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True for a zone name the runtime knows (`Asia/Baghdad`, `UTC`); false for anything else. */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock date and time of an instant in a zone. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar date of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).date;
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

/**
 * The business date an instant belongs to: its local date, or the day before while the local
 * time is earlier than the business-day start hour (01:30 with a 04:00 start is yesterday's day).
 */
export function businessDateAt(instant: Date, timeZone: string, dayStartHour: number): string {
  const local = localDateTime(instant, timeZone);
  return local.hour < dayStartHour ? addDays(local.date, -1) : local.date;
}

/** The UTC instant at which a local wall-clock time occurs in a zone. */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d, hour);
  // The zone's offset at the guess, applied once, then checked again for a DST edge.
  let instant = guess - offsetMs(new Date(guess), timeZone);
  const corrected = guess - offsetMs(new Date(instant), timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

function offsetMs(instant: Date, timeZone: string): number {
  const local = localDateTime(instant, timeZone);
  const [y, m, d] = local.date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instants a business date spans: [start, end), start at the day-start hour in the zone. */
export function businessDayBounds(date: string, timeZone: string, dayStartHour: number): { start: Date; end: Date } {
  return { start: zonedInstant(date, dayStartHour, timeZone), end: zonedInstant(addDays(date, 1), dayStartHour, timeZone) };
}
