import { addDays, daysBetween } from '../../../core/time/business-day';
import { countLeaveDays } from '../../hr/leave/leave-request.rules';
import type { EmployeeBranchDayCost } from './labour-cost.rules';
import type { TimesheetDay } from './timesheet.rules';

/**
 * One employee's payroll figures for a period (docs/labour.md, "Payroll export"): the timesheet
 * days and their costs summed over the period's business dates, absences net of approved leave,
 * and the approved leave days that fall in the period.
 */

export interface PayrollLeave {
  startDate: string;
  endDate: string;
  /** False for leave types that are not paid (Unpaid leave). */
  paid: boolean;
}

export interface PayrollTotals {
  scheduledMinutes: number;
  paidMinutes: number;
  overtimeMinutes: number;
  /** The overtime minutes with their premium, whole IQD. */
  overtimeCostIqd: number;
  /** Every paid minute with its premiums, whole IQD. */
  costIqd: number;
  /** Rostered shifts that ended with no punch, on a business date without approved leave. */
  absences: number;
  /** Days with a late arrival beyond the grace minutes. */
  lateDays: number;
  missedPunches: number;
  /** Approved leave days in the period (Fridays not counted, as HR counts them). */
  leaveDays: number;
  /** The part of leaveDays on unpaid leave types. */
  unpaidLeaveDays: number;
}

/** Approved leave days of the requests within [from, to], each request cut to the period. */
export function leaveDaysIn(leave: readonly PayrollLeave[], from: string, to: string): { leaveDays: number; unpaidLeaveDays: number } {
  let leaveDays = 0;
  let unpaidLeaveDays = 0;
  for (const request of leave) {
    const start = request.startDate > from ? request.startDate : from;
    const end = request.endDate < to ? request.endDate : to;
    if (end < start) continue;
    const days = countLeaveDays(start, end);
    leaveDays += days;
    if (!request.paid) unpaidLeaveDays += days;
  }
  return { leaveDays, unpaidLeaveDays };
}

/** Every calendar date covered by the requests (an absence on one of them is leave, not an absence). */
function leaveDates(leave: readonly PayrollLeave[]): Set<string> {
  const dates = new Set<string>();
  for (const request of leave) {
    const span = daysBetween(request.startDate, request.endDate);
    for (let offset = 0; offset <= span; offset++) dates.add(addDays(request.startDate, offset));
  }
  return dates;
}

/** One employee's totals over [from, to] from their timesheet days, their branch-day costs and their approved leave. */
export function payrollTotals(input: {
  days: readonly TimesheetDay[];
  costs: readonly EmployeeBranchDayCost[];
  leave: readonly PayrollLeave[];
  from: string;
  to: string;
}): PayrollTotals {
  const { from, to } = input;
  const onLeave = leaveDates(input.leave);
  const totals: PayrollTotals = {
    scheduledMinutes: 0,
    paidMinutes: 0,
    overtimeMinutes: 0,
    overtimeCostIqd: 0,
    costIqd: 0,
    absences: 0,
    lateDays: 0,
    missedPunches: 0,
    ...leaveDaysIn(input.leave, from, to),
  };
  for (const day of input.days) {
    if (day.businessDate < from || day.businessDate > to) continue;
    totals.scheduledMinutes += day.scheduledMinutes;
    totals.paidMinutes += day.paidMinutes;
    totals.overtimeMinutes += day.overtimeMinutes;
    if (!onLeave.has(day.businessDate)) totals.absences += day.absentShiftIds.length;
    if (day.late) totals.lateDays += 1;
    totals.missedPunches += day.missedPunches;
  }
  for (const row of input.costs) {
    if (row.businessDate < from || row.businessDate > to) continue;
    totals.costIqd += row.costIqd;
    totals.overtimeCostIqd += row.overtimeCostIqd;
  }
  return totals;
}

/** Minutes as hours with two decimals (half away from zero), as the payroll file shows them. */
export function hoursOf(minutes: number): number {
  return (Math.sign(minutes) * Math.round((Math.abs(minutes) * 100) / 60)) / 100;
}
