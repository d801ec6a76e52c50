/**
 * Pure rules of the period lock (unit tested). Dates are `YYYY-MM-DD` strings, which compare
 * correctly as text.
 */
import { businessDateAt } from '../../../core/time/business-day';

/** True when a business day falls on or before the locked-through date. */
export function isBusinessDayLocked(businessDate: string, lockedThrough: string | null | undefined): boolean {
  return lockedThrough != null && businessDate <= lockedThrough;
}

export type PeriodLockChange = 'none' | 'lock' | 'unlock';

/**
 * Setting a later date (or a first date) locks more days; an earlier date or none reopens days and
 * is an unlock, reserved to holders of period-lock:unlock (owners).
 */
export function classifyPeriodLockChange(current: string | null, next: string | null): PeriodLockChange {
  if (current === next) return 'none';
  if (current === null) return 'lock';
  if (next === null || next < current) return 'unlock';
  return 'lock';
}

/**
 * The latest date a lock may name: the branch's business today (its zone and the organisation's
 * day-start hour), so the running day can be closed but no future day.
 */
export function latestLockableDate(now: Date, timeZone: string, dayStartHour: number): string {
  return businessDateAt(now, timeZone, dayStartHour);
}
