/**
 * Calendar arithmetic on `YYYY-MM-DD` strings (no time, no zone), shared by HR rules.
 * "Today" is not decided here: it is the business date of the caller's branch
 * (`callerCalendar(ctx).today()`: the branch's IANA zone and the organisation's day-start hour).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function toUtcDate(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

export function fromUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtcDate(new Date(toUtcDate(date).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcDate(to).getTime() - toUtcDate(from).getTime()) / DAY_MS);
}

/** Last day of the month `months` after the month of `date` (0 = the same month). */
export function endOfMonthAfter(date: string, months: number): string {
  const base = toUtcDate(date);
  const firstOfTarget = Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + months + 1, 1);
  return fromUtcDate(new Date(firstOfTarget - DAY_MS));
}

/** The date `years` later; 29 February becomes 28 February in non-leap years. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) return fromUtcDate(new Date(Date.UTC(y + years, m, 0)));
  return fromUtcDate(target);
}
