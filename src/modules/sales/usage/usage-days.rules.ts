import { addDays } from '../../../core/time/business-day';

/** Business days back from today that the usage-days job stores; older days are read live. */
export const USAGE_DAYS_BACK = 366;

/** Days a run of the job stores at most (newest first); the next run goes on from there. */
export const USAGE_DAYS_PER_RUN = 500;

/** A stored day as the job finds it. */
export interface StoredUsageDay {
  businessDate: string;
  stale: boolean;
  inputsFingerprint: string;
}

/**
 * How a range is read: the days in `stored` from their stored rows, every other day of the range
 * from the orders. Each day of the range is in exactly one of the two lists, in date order.
 */
export function splitUsageDays(from: string, to: string, stored: Iterable<string>): { stored: string[]; live: string[] } {
  const storedSet = new Set(stored);
  const split = { stored: [] as string[], live: [] as string[] };
  for (let day = from; day <= to; day = addDays(day, 1)) (storedSet.has(day) ? split.stored : split.live).push(day);
  return split;
}

/**
 * The ended days of a branch (before `today`, its current business date) the job must compute,
 * newest first: from USAGE_DAYS_BACK days back (not before the branch's first order, if it has
 * one) to yesterday, each day never stored, stale, or stored with other inputs than `fingerprint`.
 * A branch without any order has none.
 */
export function dueUsageDays(today: string, firstOrderDay: string | null, stored: StoredUsageDay[], fingerprint: string): string[] {
  if (firstOrderDay === null) return [];
  const horizon = addDays(today, -USAGE_DAYS_BACK);
  const first = firstOrderDay > horizon ? firstOrderDay : horizon;
  const fresh = new Set(stored.filter((day) => !day.stale && day.inputsFingerprint === fingerprint).map((day) => day.businessDate));
  const due: string[] = [];
  for (let day = addDays(today, -1); day >= first; day = addDays(day, -1)) if (!fresh.has(day)) due.push(day);
  return due;
}
