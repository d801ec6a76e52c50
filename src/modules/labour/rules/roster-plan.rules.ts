import { addDays, daysBetween } from '../../../core/time/business-day';
import type { LocalShiftTimes } from './shift-times.rules';
import { DAYS_IN_WEEK } from './shift-times.rules';

/**
 * A week's pattern, free of dates: each shift as the day of the week it starts on (0 = the
 * week's Saturday), its wall-clock times and whether it ends on a later day. Templates store
 * this; copying a week and applying a template both turn a pattern into the shifts of a week.
 */
export interface PatternEntry {
  employeeId: string;
  positionId: string | null;
  /** 0…6 after the week's first day. */
  day: number;
  startTime: string;
  endTime: string;
  /** Days after the start day the shift ends (0 or 1). */
  endDayOffset: number;
  breakMinutes: number;
  note: string | null;
}

export interface PlannedShift extends LocalShiftTimes {
  employeeId: string;
  positionId: string | null;
  breakMinutes: number;
  note: string | null;
}

/** The pattern of a week's shifts (given in local times), ordered by day, time and employee. */
export function patternOf(
  weekStart: string,
  shifts: ReadonlyArray<LocalShiftTimes & { employeeId: string; positionId: string | null; breakMinutes: number; note: string | null }>,
): PatternEntry[] {
  return shifts
    .map((shift) => ({
      employeeId: shift.employeeId,
      positionId: shift.positionId,
      day: daysBetween(weekStart, shift.startDate),
      startTime: shift.startTime,
      endTime: shift.endTime,
      endDayOffset: daysBetween(shift.startDate, shift.endDate),
      breakMinutes: shift.breakMinutes,
      note: shift.note,
    }))
    .filter((entry) => entry.day >= 0 && entry.day < DAYS_IN_WEEK)
    .sort((a, b) => a.day - b.day || a.startTime.localeCompare(b.startTime) || a.employeeId.localeCompare(b.employeeId));
}

/** The shifts a pattern gives in the week starting `weekStart`. */
export function planWeek(weekStart: string, pattern: readonly PatternEntry[]): PlannedShift[] {
  return pattern.map((entry) => {
    const startDate = addDays(weekStart, entry.day);
    return {
      employeeId: entry.employeeId,
      positionId: entry.positionId,
      startDate,
      startTime: entry.startTime,
      endDate: addDays(startDate, entry.endDayOffset),
      endTime: entry.endTime,
      breakMinutes: entry.breakMinutes,
      note: entry.note,
    };
  });
}
