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

/** The wall-clock date and time of an instant in a zone, as Intl reads it. */
function intlLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const HOUR_MS = 3_600_000;
/** Instants from 1970 to the end of 9999 take the cached offset (four-digit years, as Intl writes them). */
const CACHED_UNTIL_MS = 253_402_214_400_000;
/** Per zone, the UTC offset of each UTC hour it was asked about; null when it changes inside the hour. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset through a whole UTC hour, read from Intl once per hour and zone: the same at
 * the hour's first and last second, or null (a change inside the hour; Intl answers each instant).
 */
function hourOffset(ms: number, timeZone: string): number | null {
  let offsets = hourOffsets.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    hourOffsets.set(timeZone, offsets);
  }
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const first = intlOffsetMs(new Date(hour * HOUR_MS), timeZone);
    offset = first === intlOffsetMs(new Date(hour * HOUR_MS + HOUR_MS - 1000), timeZone) ? first : null;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The wall-clock date and time of an instant in a zone. Intl's zone rules give each UTC hour's
 * offset once (docs/performance.md, "Per-request CPU"); the instant plus that offset is read as UTC.
 */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const ms = instant.getTime();
  const offset = ms >= 0 && ms < CACHED_UNTIL_MS ? hourOffset(ms, timeZone) : null;
  if (offset === null) return intlLocalDateTime(instant, timeZone);
  const local = ms + offset;
  const day = Math.floor(local / DAY_MS);
  const ofDay = local - day * DAY_MS;
  return {
    date: dateOfDay(day),
    hour: Math.floor(ofDay / HOUR_MS),
    minute: Math.floor((ofDay % HOUR_MS) / 60_000),
    second: Math.floor((ofDay % 60_000) / 1000),
  };
}

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` of each day since 1970 asked for. */
const dayDates = new Map<number, string>();

function dateOfDay(day: number): string {
  let date = dayDates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dayDates.size >= 100_000) dayDates.clear();
    dayDates.set(day, date);
  }
  return date;
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

function intlOffsetMs(instant: Date, timeZone: string): number {
  const local = intlLocalDateTime(instant, timeZone);
  const [y, m, d] = local.date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, local.hour, local.minute, local.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instants a business date spans: [start, end), start at the day-start hour in the zone. */
export function businessDayBounds(date: string, timeZone: string, dayStartHour: number): { start: Date; end: Date } {
  return { start: zonedInstant(date, dayStartHour, timeZone), end: zonedInstant(addDays(date, 1), dayStartHour, timeZone) };
}
