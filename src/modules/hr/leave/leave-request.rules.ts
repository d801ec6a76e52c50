import { registerEnumType } from 'type-graphql';
import { addDays, daysBetween, toUtcDate } from '../shared/hr-calendar';

/**
 * Leave request life cycle:
 *   Pending ─approve→ Approved (balance types: days deducted from annualLeaveBalance)
 *   Pending ─reject→ Rejected;  Pending ─cancel→ Cancelled
 *   Approved ─cancel→ Cancelled (only before the start date; deducted days are restored)
 */
export enum LeaveStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
  Cancelled = 'Cancelled',
}
registerEnumType(LeaveStatus, {
  name: 'LeaveStatus',
  description: 'Pending → Approved or Rejected; Pending, or Approved before its start date → Cancelled.',
  valuesConfig: {
    Pending: { description: 'Requested, waiting for an HR decision.' },
    Approved: { description: 'Approved; can still be cancelled before its start date.' },
    Rejected: { description: 'Refused by HR; final.' },
    Cancelled: { description: 'Withdrawn; final.' },
  },
});

export type LeaveAction = 'approve' | 'reject' | 'cancel';

/** Why an action is refused, or null. `today` is the business date of the caller's branch (its zone and day-start hour). */
export function leaveMoveProblem(from: LeaveStatus, action: LeaveAction, startDate: string, today: string): string | null {
  if (from === LeaveStatus.Pending) return null;
  if (action === 'cancel' && from === LeaveStatus.Approved) {
    return startDate > today ? null : 'Approved leave can only be cancelled before its start date.';
  }
  const verb = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' }[action];
  return action === 'cancel'
    ? `A leave request that is ${from} cannot be ${verb}; only Pending requests can (or Approved ones before they start).`
    : `A leave request that is ${from} cannot be ${verb}; only Pending requests can.`;
}

/** Statuses that occupy the calendar: a new request may not overlap them. */
export const BLOCKING_LEAVE_STATUSES: readonly LeaveStatus[] = [LeaveStatus.Pending, LeaveStatus.Approved];

/** Friday, the weekly rest day in Iraq (JavaScript getUTCDay numbering: 0 = Sunday). */
export const WEEKLY_REST_DAYS: readonly number[] = [5];
/** No public holidays are configured: they count as leave days (see docs/hr.md). */
export const PUBLIC_HOLIDAYS: readonly string[] = [];
/** A single request covers at most this many calendar days. */
export const MAX_LEAVE_SPAN_DAYS = 366;

/**
 * Leave days between two dates, both included: every calendar day except the weekly rest days
 * and the listed holidays.
 */
export function countLeaveDays(
  startDate: string,
  endDate: string,
  restDays: readonly number[] = WEEKLY_REST_DAYS,
  holidays: readonly string[] = PUBLIC_HOLIDAYS,
): number {
  const span = daysBetween(startDate, endDate);
  if (span < 0) return 0;
  const holidaySet = new Set(holidays);
  let days = 0;
  for (let offset = 0; offset <= span; offset += 1) {
    const date = addDays(startDate, offset);
    if (restDays.includes(toUtcDate(date).getUTCDay()) || holidaySet.has(date)) continue;
    days += 1;
  }
  return days;
}

/** True when [aStart, aEnd] and [bStart, bEnd] share at least one day. */
export function rangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return aStart <= bEnd && bStart <= aEnd;
}

/**
 * Days that can still be requested on a balance type: the balance less the days of pending
 * balance requests (approved ones are already deducted from the balance).
 */
export function availableLeaveDays(balance: number, pendingBalanceDays: number): number {
  return Math.round((balance - pendingBalanceDays) * 100) / 100;
}
