import { localDateTime } from '../../../core/time/business-day';
import { percentOf, roundHalfAway } from '../../analytics/variance/variance.rules';
import type { TimesheetDay, TimesheetShift, TimesheetPunch, EmployeeTimesheetInput } from './timesheet.rules';
import { employeeTimesheet } from './timesheet.rules';

/**
 * Labour cost (docs/labour.md, "Labour cost"): each paid minute at the employee's rate, premiums
 * on overtime, rest-day and night minutes; whole dinars, each employee's day rounded once (half
 * away from zero) and every larger figure a sum of those, split by the largest remainder.
 */

export interface EmployeePay {
  /** IQD per hour where the employee has one. */
  hourlyRateIqd: number | null;
  baseSalary: number;
  allowances: number;
}

export interface PremiumSettings {
  /** Extra on each overtime minute, percent of the rate. */
  overtimePremiumPercent: number;
  /** Extra on each minute worked on the employee's weekly rest day. */
  restDayPremiumPercent: number;
  /** Extra on each minute in the night window. */
  nightPremiumPercent: number;
}

/** The rate of one minute as a fraction: IQD `numerator / denominator`. */
export interface MinuteRate {
  numerator: number;
  denominator: number;
}

/** The highest hourly rate an employee may have, IQD. */
export const MAX_HOURLY_RATE_IQD = 10_000_000;

/** Why an hourly rate cannot be kept, or null when it can (null itself: no rate, monthly pay is used). */
export function hourlyRateProblem(rate: number | null): string | null {
  if (rate === null) return null;
  if (!Number.isInteger(rate) || rate < 0 || rate > MAX_HOURLY_RATE_IQD) return `must be a whole number from 0 to ${MAX_HOURLY_RATE_IQD}`;
  return null;
}

/** The hourly rate where set, otherwise (monthly salary + allowances) over the contracted monthly minutes. */
export function minuteRateOf(pay: EmployeePay, contractedMonthlyMinutes: number): MinuteRate {
  if (pay.hourlyRateIqd !== null) return { numerator: pay.hourlyRateIqd, denominator: 60 };
  return { numerator: pay.baseSalary + pay.allowances, denominator: contractedMonthlyMinutes };
}

export interface DayCost {
  /** The whole day, premiums included. */
  costIqd: number;
  /** The overtime minutes with their premium (part of costIqd). */
  overtimeCostIqd: number;
}

/**
 * A day's cost: rate × (paid + overtime × p_ot + regular rest-day minutes × p_rest + night × p_night),
 * where on a rest day an overtime minute takes the larger of p_ot and p_rest (premiums are not
 * stacked, except night). Rounded to the dinar once.
 */
export function dayCost(
  day: Pick<TimesheetDay, 'paidMinutes' | 'overtimeMinutes' | 'nightMinutes' | 'restDay'>,
  rate: MinuteRate,
  premiums: PremiumSettings,
): DayCost {
  const overtimePremium = day.restDay ? Math.max(premiums.overtimePremiumPercent, premiums.restDayPremiumPercent) : premiums.overtimePremiumPercent;
  const regular = day.paidMinutes - day.overtimeMinutes;
  const weighted =
    day.paidMinutes * 100 +
    day.overtimeMinutes * overtimePremium +
    (day.restDay ? regular * premiums.restDayPremiumPercent : 0) +
    day.nightMinutes * premiums.nightPremiumPercent;
  const scale = rate.denominator * 100;
  return {
    costIqd: roundHalfAway((rate.numerator * weighted) / scale),
    overtimeCostIqd: roundHalfAway((rate.numerator * day.overtimeMinutes * (100 + overtimePremium)) / scale),
  };
}

/** `total` split in proportion to the weights, whole dinars summing exactly to it (largest remainder; ties by key). */
export function allocate(total: number, weights: Record<string, number>): Record<string, number> {
  const keys = Object.keys(weights)
    .filter((key) => weights[key] > 0)
    .sort();
  const sum = keys.reduce((acc, key) => acc + weights[key], 0);
  const shares: Record<string, number> = {};
  if (sum === 0) return shares;
  let given = 0;
  const remainders = keys.map((key) => {
    const exact = (total * weights[key]) / sum;
    const whole = Math.floor(exact);
    shares[key] = whole;
    given += whole;
    return { key, remainder: exact - whole };
  });
  remainders.sort((a, b) => b.remainder - a.remainder || (a.key < b.key ? -1 : 1));
  for (let i = 0; i < total - given; i++) shares[remainders[i % remainders.length].key] += 1;
  return shares;
}

/** Worked minutes per local hour (`YYYY-MM-DD HH`) of some intervals. */
export function minutesByHour(intervals: Array<{ start: Date; end: Date }>, timeZone: string): Record<string, number> {
  const hours: Record<string, number> = {};
  for (const part of intervals) {
    let cursor = part.start.getTime();
    const end = part.end.getTime();
    while (cursor < end) {
      const local = localDateTime(new Date(cursor), timeZone);
      const toNextHour = (60 - local.minute) * 60_000 - local.second * 1000 - (cursor % 1000);
      const next = Math.min(cursor + toNextHour, end);
      const key = `${local.date} ${String(local.hour).padStart(2, '0')}`;
      hours[key] = (hours[key] ?? 0) + (next - cursor) / 60_000;
      cursor = next;
    }
  }
  for (const key of Object.keys(hours)) hours[key] = Math.round(hours[key]);
  return hours;
}

/** The shifts as if worked exactly: a clock-in at each start and a clock-out at each end (the scheduled cost). */
export function scheduledPunches(shifts: TimesheetShift[]): TimesheetPunch[] {
  return shifts.flatMap((shift) => [
    { id: `${shift.id}:in`, branchId: shift.branchId, kind: 'ClockIn' as const, occurredAt: shift.startsAt, businessDate: shift.businessDate },
    { id: `${shift.id}:out`, branchId: shift.branchId, kind: 'ClockOut' as const, occurredAt: shift.endsAt, businessDate: shift.businessDate },
  ]);
}

/** One employee's cost on one business day at one branch (the day's cost shared by paid minutes per branch). */
export interface EmployeeBranchDayCost {
  employeeId: string;
  branchId: string;
  businessDate: string;
  paidMinutes: number;
  costIqd: number;
  /** The overtime part of costIqd (the day's overtime amount shared like the cost). */
  overtimeCostIqd: number;
  scheduledMinutes: number;
  scheduledCostIqd: number;
  /** Cost per local hour at the branch (`YYYY-MM-DD HH`), summing to costIqd. */
  hourCostIqd: Record<string, number>;
  hourMinutes: Record<string, number>;
  /** The same for the roster. */
  scheduledHourCostIqd: Record<string, number>;
  scheduledHourMinutes: Record<string, number>;
}

export interface EmployeeCostInput extends Omit<EmployeeTimesheetInput, 'punches'> {
  employeeId: string;
  punches: TimesheetPunch[];
  rate: MinuteRate;
  premiums: PremiumSettings;
}

/** An employee's actual and scheduled cost per branch and business day, with the actual timesheet days. */
export function employeeCosts(input: EmployeeCostInput): { days: TimesheetDay[]; costs: EmployeeBranchDayCost[] } {
  const days = employeeTimesheet(input);
  const planned = employeeTimesheet({ ...input, punches: scheduledPunches(input.shifts), now: new Date(8.64e15) });
  const rows = new Map<string, EmployeeBranchDayCost>();
  const rowOf = (branchId: string, businessDate: string) => {
    const key = `${branchId}|${businessDate}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        employeeId: input.employeeId,
        branchId,
        businessDate,
        paidMinutes: 0,
        costIqd: 0,
        overtimeCostIqd: 0,
        scheduledMinutes: 0,
        scheduledCostIqd: 0,
        hourCostIqd: {},
        hourMinutes: {},
        scheduledHourCostIqd: {},
        scheduledHourMinutes: {},
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const day of days) {
    const cost = dayCost(day, input.rate, input.premiums);
    const byBranch = allocate(cost.costIqd, day.branchMinutes);
    const overtimeByBranch = allocate(cost.overtimeCostIqd, day.branchMinutes);
    for (const [branchId, minutes] of Object.entries(day.branchMinutes)) {
      const row = rowOf(branchId, day.businessDate);
      row.paidMinutes += minutes;
      row.costIqd += byBranch[branchId] ?? 0;
      row.overtimeCostIqd += overtimeByBranch[branchId] ?? 0;
      const intervals = day.sessions.filter((session) => branchOfSession(session, day) === branchId).flatMap((session) => session.intervals);
      const hours = minutesByHour(intervals, input.timeZoneOf(branchId));
      row.hourMinutes = hours;
      row.hourCostIqd = allocate(row.costIqd, hours);
    }
  }
  for (const day of planned) {
    const cost = dayCost(day, input.rate, input.premiums).costIqd;
    const byBranch = allocate(cost, day.branchMinutes);
    for (const [branchId, minutes] of Object.entries(day.branchMinutes)) {
      const row = rowOf(branchId, day.businessDate);
      row.scheduledMinutes += minutes;
      row.scheduledCostIqd += byBranch[branchId] ?? 0;
      const intervals = day.sessions.filter((session) => branchOfSession(session, day) === branchId).flatMap((session) => session.intervals);
      row.scheduledHourMinutes = minutesByHour(intervals, input.timeZoneOf(branchId));
      row.scheduledHourCostIqd = allocate(row.scheduledCostIqd, row.scheduledHourMinutes);
    }
  }
  return {
    days,
    costs: [...rows.values()].sort((a, b) => (a.businessDate < b.businessDate ? -1 : a.businessDate > b.businessDate ? 1 : a.branchId < b.branchId ? -1 : 1)),
  };
}

function branchOfSession(session: TimesheetDay['sessions'][number], day: TimesheetDay): string {
  if (!session.shiftId) return session.branchId;
  return day.shifts.find((shift) => shift.id === session.shiftId)?.branchId ?? session.branchId;
}

export interface LabourTargets {
  /** Labour cost as percent of net sales above which a day is flagged. */
  labourPercentTarget: number;
  /** Prime cost as percent of net sales above which a day is flagged. */
  primeCostPercentTarget: number;
}

export interface LabourFigures {
  paidMinutes: number;
  scheduledMinutes: number;
  labourCostIqd: number;
  scheduledCostIqd: number;
  netSalesIqd: number;
  /** Food cost: the analytics module's actual usage at cost; null when not known (no count that day). */
  foodCostIqd: number | null;
  /** Labour cost / net sales, percent with two decimals; null without sales. */
  labourPercent: number | null;
  scheduledLabourPercent: number | null;
  /** Net sales per paid labour hour, whole IQD; null without labour. */
  salesPerLabourHourIqd: number | null;
  /** Food cost + labour cost; null when food cost is not known. */
  primeCostIqd: number | null;
  primeCostPercent: number | null;
  labourAboveTarget: boolean;
  primeCostAboveTarget: boolean;
}

/** The figures of a branch for a day, an hour or a period from its sums. */
export function labourFigures(
  sums: { paidMinutes: number; scheduledMinutes: number; labourCostIqd: number; scheduledCostIqd: number; netSalesIqd: number; foodCostIqd: number | null },
  targets: LabourTargets,
): LabourFigures {
  const labourPercent = percentOf(sums.labourCostIqd, sums.netSalesIqd);
  const primeCostIqd = sums.foodCostIqd === null ? null : sums.foodCostIqd + sums.labourCostIqd;
  const primeCostPercent = primeCostIqd === null ? null : percentOf(primeCostIqd, sums.netSalesIqd);
  return {
    ...sums,
    labourPercent,
    scheduledLabourPercent: percentOf(sums.scheduledCostIqd, sums.netSalesIqd),
    salesPerLabourHourIqd: sums.paidMinutes === 0 ? null : roundHalfAway((sums.netSalesIqd * 60) / sums.paidMinutes),
    primeCostIqd,
    primeCostPercent,
    labourAboveTarget: labourPercent !== null && labourPercent > targets.labourPercentTarget,
    primeCostAboveTarget: primeCostPercent !== null && primeCostPercent > targets.primeCostPercentTarget,
  };
}

/** Net sales expected on a date from the same weekday of the previous four weeks (their mean, whole IQD; weeks without sales count as zero). */
export function forecastNetSales(sameWeekdaySales: number[]): number {
  if (sameWeekdaySales.length === 0) return 0;
  return roundHalfAway(sameWeekdaySales.reduce((sum, value) => sum + value, 0) / sameWeekdaySales.length);
}
