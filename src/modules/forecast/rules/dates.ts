/**
 * Calendar-date helpers of the forecast rules. Dates are business dates as `YYYY-MM-DD` strings, the
 * form every ledger and the analytics day close use; the arithmetic is the kernel's.
 */
import { addDays, daysBetween } from '../../../core/time/business-day';

export { addDays, daysBetween };

/** Day of the week of a business date: 0 = Sunday … 5 = Friday, 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export const FRIDAY = 5;

/** Every date from `from` to `to`, both included (empty when `to` is before `from`). */
export function dateRange(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  const dates: string[] = [];
  for (let i = 0; i < count; i++) dates.push(addDays(from, i));
  return dates;
}
