import type { FieldErrors } from '../../../core/errors/app-error';
import { type LocalShiftTimes, spanMinutes } from './shift-times.rules';

/**
 * The rules a shift must keep (docs/labour.md, "Rules"). Pure: the service reads the facts (the
 * employee, their approved leave on the dates the shift touches, their other shifts that overlap
 * it in any branch, the organisation's maximum) and these functions say what is wrong, field by
 * field, for a 422.
 */

export const MAX_BREAK_MINUTES = 240;
export const MAX_NOTE_LENGTH = 500;

/** Only employees in this status are put on a roster. */
export const ROSTERABLE_STATUS = 'Active';

export interface ShiftTimesFacts {
  startsAt: Date;
  endsAt: Date;
  breakMinutes: number;
  maxShiftMinutes: number;
}

/** End after start, not longer than the maximum, a break shorter than the shift. */
export function shiftTimeProblems(facts: ShiftTimesFacts): FieldErrors {
  const problems: FieldErrors = {};
  const span = spanMinutes(facts.startsAt, facts.endsAt);
  if (span <= 0) {
    problems.endTime = ['must be after the start'];
    return problems;
  }
  if (span > facts.maxShiftMinutes) problems.endTime = [`makes the shift longer than the organisation's maximum of ${hoursText(facts.maxShiftMinutes)} hours`];
  if (facts.breakMinutes >= span) problems.breakMinutes = ['must be shorter than the shift'];
  return problems;
}

export interface ShiftEmployeeFacts {
  /** The employee's status; null when there is no such live employee of the organisation. */
  status: string | null;
  branchIds: readonly string[];
  branchId: string;
  /** Dates the shift touches on which the employee has approved leave. */
  leaveDates: readonly string[];
  /** The employee's other shifts that overlap this one (any branch), in the roster branch's local times. */
  overlapping: readonly LocalShiftTimes[];
}

/** Who may work the shift: a live Active employee assigned to the branch, not on leave, not already working then. */
export function shiftEmployeeProblems(facts: ShiftEmployeeFacts, field = 'employeeId'): FieldErrors {
  if (facts.status === null) return { [field]: ['does not refer to an employee of this organisation'] };
  const messages: string[] = [];
  if (facts.status !== ROSTERABLE_STATUS) messages.push(`is ${facts.status}; only Active employees can be put on a roster`);
  if (!facts.branchIds.includes(facts.branchId)) messages.push('is not assigned to this branch');
  if (facts.leaveDates.length) messages.push(`has approved leave on ${facts.leaveDates[0]}`);
  const other = facts.overlapping[0];
  if (other) messages.push(`already has a shift from ${other.startDate} ${other.startTime} to ${other.endDate} ${other.endTime} that overlaps this one`);
  return messages.length ? { [field]: messages } : {};
}

/** Two [start, end) intervals share a minute. */
export function overlaps(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** 720 → "12", 630 → "10.5". */
export function hoursText(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

export function mergeProblems(...all: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const problems of all) for (const [field, messages] of Object.entries(problems)) merged[field] = [...(merged[field] ?? []), ...messages];
  return merged;
}
