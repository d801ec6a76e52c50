import type { RequestContext } from '../../../core/context/request-context';
import type { DayCloseLabour } from '../../../core/modules/day-close-contributions';
import { invalidField } from '../../../core/errors/app-error';
import { addDays, businessDateAt, daysBetween, localDateTime } from '../../../core/time/business-day';
import { reportBranches } from '../../analytics/analytics-access';
import { varianceService } from '../../analytics/variance/variance.service';
import { ownEmployee, rosterBranch } from '../labour-access';
import { labourSettingsService } from '../settings/labour-settings.service';
import type { LabourSettingsValues } from '../rules/labour-settings.rules';
import { weekDates, weekStartOf } from '../rules/shift-times.rules';
import { employeeRestWeekday, type TimesheetDay, type TimesheetPunch, type TimesheetShift } from '../rules/timesheet.rules';
import { employeeCosts, forecastNetSales, labourFigures, minuteRateOf, type EmployeeBranchDayCost, type LabourFigures } from '../rules/labour-cost.rules';
import type {
  LabourReport,
  LabourReportBranch,
  LabourReportInput,
  RosterForecastDay,
  RosterLabourForecast,
  TimesheetDayView,
  TimesheetPeriodInput,
} from './timesheet.types';
import { percentOf } from '../../analytics/variance/variance.rules';
import { assertWeekStart } from '../rosters/roster-week.service';

/**
 * Timesheets and the labour report (docs/labour.md, "Timesheets", "Labour report"): computed on
 * read from the roster's shifts and the live punches by the pure rules, never stored, so a
 * corrected punch or a changed shift shows at once. Whole roster weeks are read around the period
 * (weekly overtime), and each employee's shifts and punches at every branch (daily overtime and the
 * day's cost are the employee's, shared by the branches by paid minutes).
 */

export const MAX_TIMESHEET_DAYS = 92;

interface Computed {
  settings: LabourSettingsValues;
  names: Map<string, string>;
  days: Map<string, TimesheetDay[]>;
  costs: EmployeeBranchDayCost[];
}

function checkPeriod(from: string, to: string): void {
  if (to < from) throw invalidField('to', 'must not be before from');
  if (daysBetween(from, to) + 1 > MAX_TIMESHEET_DAYS) throw invalidField('to', `must be at most ${MAX_TIMESHEET_DAYS} days after from`);
}

export class TimesheetService {
  /** Every employee's days at a branch in the period (labour:read, the branch covered by the caller). */
  async branchTimesheets(ctx: RequestContext, input: TimesheetPeriodInput): Promise<TimesheetDayView[]> {
    checkPeriod(input.from, input.to);
    await rosterBranch(ctx.db, ctx, input.branchId, null);
    const employeeIds = await this.employeesAt(ctx, [input.branchId], input.from, input.to);
    const computed = await this.compute(ctx, employeeIds, input.from, input.to);
    return this.views(computed, input.from, input.to, (row) => row.branchId === input.branchId);
  }

  /** The caller's own days at every branch (self-service); empty when their user is linked to no employee. */
  async mine(ctx: RequestContext, from: string, to: string): Promise<TimesheetDayView[]> {
    checkPeriod(from, to);
    const employee = await ownEmployee(ctx);
    if (!employee) return [];
    const computed = await this.compute(ctx, [employee.id], from, to);
    return this.views(computed, from, to, () => true);
  }

  /** Labour cost, labour %, prime cost per branch, day and hour. */
  async report(ctx: RequestContext, input: LabourReportInput): Promise<LabourReport> {
    checkPeriod(input.from, input.to);
    const branches = await reportBranches(ctx, input.branchIds);
    const branchIds = branches.map((branch) => branch.id);
    const employeeIds = await this.employeesAt(ctx, branchIds, input.from, input.to);
    const computed = await this.compute(ctx, employeeIds, input.from, input.to);
    const targets = { labourPercentTarget: computed.settings.labourPercentTarget, primeCostPercentTarget: computed.settings.primeCostPercentTarget };
    // Net sales as the daily close counts them (after the day's refunds), by day and by quarter hour.
    const sales = await varianceService.dailyNetSales(ctx, branchIds, input.from, input.to);
    const quarters = await varianceService.quarterNetSales(ctx, branchIds, input.from, input.to);
    const closes = await ctx.query<{ branch_id: string; business_date: string; actual_cost_iqd: string | null }>(
      `SELECT branch_id, to_char(business_date, 'YYYY-MM-DD') AS business_date, actual_cost_iqd::text AS actual_cost_iqd
         FROM analytics_day_closes
        WHERE organization_id = $1 AND branch_id = ANY($2::uuid[]) AND business_date BETWEEN $3::date AND $4::date`,
      [ctx.organizationId, branchIds, input.from, input.to],
    );
    const zones = await this.zones(ctx);
    const usage = await varianceService.report(ctx, { branchIds, from: input.from, to: input.to, flaggedOnly: false });
    const foodOfPeriod = new Map(usage.branches.map((branch) => [branch.branchId, branch.actualCostIqd]));
    const dates = Array.from({ length: daysBetween(input.from, input.to) + 1 }, (_, i) => addDays(input.from, i));

    const rowsOf = groupBy(
      computed.costs.filter((row) => row.businessDate >= input.from && row.businessDate <= input.to),
      (row) => row.branchId,
    );
    const quartersOf = groupBy(quarters, (quarter) => quarter.branchId);
    const result: LabourReportBranch[] = branches.map((branch) => {
      const rows = rowsOf.get(branch.id) ?? [];
      const rowsOn = groupBy(rows, (row) => row.businessDate);
      const daySales = new Map(sales.filter((s) => s.branchId === branch.id).map((s) => [s.businessDate, s.netSalesIqd]));
      const dayFood = new Map(
        closes.filter((c) => c.branch_id === branch.id).map((c) => [c.business_date, c.actual_cost_iqd === null ? null : Number(c.actual_cost_iqd)]),
      );
      const days = dates.map((businessDate) => {
        const own = rowsOn.get(businessDate) ?? [];
        return {
          businessDate,
          ...labourFigures({ ...sumRows(own), netSalesIqd: daySales.get(businessDate) ?? 0, foodCostIqd: dayFood.get(businessDate) ?? null }, targets),
        };
      });
      const hours = new Map<string, { paidMinutes: number; scheduledMinutes: number; labourCostIqd: number; scheduledCostIqd: number; netSalesIqd: number }>();
      const hourOf = (key: string) => {
        let hour = hours.get(key);
        if (!hour) {
          hour = { paidMinutes: 0, scheduledMinutes: 0, labourCostIqd: 0, scheduledCostIqd: 0, netSalesIqd: 0 };
          hours.set(key, hour);
        }
        return hour;
      };
      for (const row of rows) {
        for (const [key, minutes] of Object.entries(row.hourMinutes)) hourOf(key).paidMinutes += minutes;
        for (const [key, cost] of Object.entries(row.hourCostIqd)) hourOf(key).labourCostIqd += cost;
        for (const [key, minutes] of Object.entries(row.scheduledHourMinutes)) hourOf(key).scheduledMinutes += minutes;
        for (const [key, cost] of Object.entries(row.scheduledHourCostIqd)) hourOf(key).scheduledCostIqd += cost;
      }
      const zone = zones.get(branch.id)?.timeZone ?? 'UTC';
      for (const quarter of quartersOf.get(branch.id) ?? []) {
        const local = localDateTime(quarter.quarter, zone);
        hourOf(`${local.date} ${String(local.hour).padStart(2, '0')}`).netSalesIqd += quarter.netSalesIqd;
      }
      const total = sumRows(rows);
      return {
        branchId: branch.id,
        name: branch.name,
        total: labourFigures(
          { ...total, netSalesIqd: days.reduce((sum, day) => sum + day.netSalesIqd, 0), foodCostIqd: foodOfPeriod.get(branch.id) ?? null },
          targets,
        ),
        days,
        hours: [...hours.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, sums]) => ({ date: key.slice(0, 10), hour: Number(key.slice(11)), ...labourFigures({ ...sums, foodCostIqd: null }, targets) })),
      };
    });
    return { from: input.from, to: input.to, ...targets, branches: result };
  }

  /** A branch's labour cost of one business day and the targets, for the daily close (no access check: the close's caller has been checked). */
  async branchDayLabour(ctx: RequestContext, branchId: string, businessDate: string): Promise<DayCloseLabour> {
    const employeeIds = await this.employeesAt(ctx, [branchId], businessDate, businessDate);
    const computed = await this.compute(ctx, employeeIds, businessDate, businessDate);
    const labourCostIqd = computed.costs
      .filter((row) => row.branchId === branchId && row.businessDate === businessDate)
      .reduce((sum, row) => sum + row.costIqd, 0);
    return { labourCostIqd, labourPercentTarget: computed.settings.labourPercentTarget, primeCostPercentTarget: computed.settings.primeCostPercentTarget };
  }

  /** The rostered cost of a branch's week against net sales expected from the same weekdays of the four weeks before. */
  async rosterForecast(ctx: RequestContext, branchId: string, weekStart: string): Promise<RosterLabourForecast> {
    assertWeekStart(weekStart);
    await rosterBranch(ctx.db, ctx, branchId, null);
    const dates = weekDates(weekStart);
    const employeeIds = await this.employeesAt(ctx, [branchId], dates[0], dates[6]);
    const computed = await this.compute(ctx, employeeIds, dates[0], dates[6]);
    const history = await varianceService.dailyNetSales(ctx, [branchId], addDays(weekStart, -28), addDays(weekStart, -1));
    const sales = new Map(history.map((row) => [row.businessDate, row.netSalesIqd]));
    const target = computed.settings.labourPercentTarget;
    const dayOf = (businessDate: string, forecastNetSalesIqd: number, scheduledMinutes: number, scheduledCostIqd: number): RosterForecastDay => {
      const labourPercent = percentOf(scheduledCostIqd, forecastNetSalesIqd);
      return {
        businessDate,
        forecastNetSalesIqd,
        scheduledMinutes,
        scheduledCostIqd,
        labourPercent,
        aboveTarget: labourPercent !== null && labourPercent > target,
      };
    };
    const days = dates.map((date) => {
      const rows = computed.costs.filter((row) => row.branchId === branchId && row.businessDate === date);
      const forecast = forecastNetSales([1, 2, 3, 4].map((weeks) => sales.get(addDays(date, -7 * weeks)) ?? 0));
      return dayOf(
        date,
        forecast,
        rows.reduce((sum, row) => sum + row.scheduledMinutes, 0),
        rows.reduce((sum, row) => sum + row.scheduledCostIqd, 0),
      );
    });
    const week = dayOf(
      weekStart,
      days.reduce((sum, day) => sum + day.forecastNetSalesIqd, 0),
      days.reduce((sum, day) => sum + day.scheduledMinutes, 0),
      days.reduce((sum, day) => sum + day.scheduledCostIqd, 0),
    );
    return { branchId, weekStart, labourPercentTarget: target, days, week };
  }

  /** Each employee's timesheet days and branch-day costs (the payroll export, which chose and scoped the employees). */
  async employeePeriod(
    ctx: RequestContext,
    employeeIds: string[],
    from: string,
    to: string,
  ): Promise<{ days: Map<string, TimesheetDay[]>; costs: EmployeeBranchDayCost[] }> {
    checkPeriod(from, to);
    const computed = await this.compute(ctx, employeeIds, from, to);
    return { days: computed.days, costs: computed.costs };
  }

  /** Employees with a shift or a live punch at the branches in the whole roster weeks around the period. */
  private async employeesAt(ctx: RequestContext, branchIds: string[], from: string, to: string): Promise<string[]> {
    const rows = await ctx.query<{ employee_id: string }>(
      `SELECT employee_id FROM labour_shifts WHERE organization_id = $1 AND branch_id = ANY($2::uuid[]) AND start_date BETWEEN $3::date AND $4::date
        UNION
       SELECT employee_id FROM labour_punches WHERE organization_id = $1 AND branch_id = ANY($2::uuid[]) AND business_date BETWEEN $3::date AND $4::date AND voided_at IS NULL`,
      [ctx.organizationId, branchIds, addDays(from, -1), addDays(to, 1)],
    );
    return rows.map((row) => row.employee_id);
  }

  private async zones(ctx: RequestContext): Promise<Map<string, { timeZone: string; dayStartHour: number }>> {
    const rows = await ctx.query<{ id: string; time_zone: string; business_day_start_hour: number }>(
      `SELECT b.id, b.time_zone, o.business_day_start_hour FROM branches b JOIN organizations o ON o.id = b.organization_id WHERE b.organization_id = $1`,
      [ctx.organizationId],
    );
    return new Map(rows.map((row) => [row.id, { timeZone: row.time_zone, dayStartHour: Number(row.business_day_start_hour) }]));
  }

  private async compute(ctx: RequestContext, employeeIds: string[], from: string, to: string): Promise<Computed> {
    const settings = (await labourSettingsService.get(ctx)) as LabourSettingsValues;
    const result: Computed = { settings, names: new Map(), days: new Map(), costs: [] };
    if (employeeIds.length === 0) return result;
    const weekFrom = weekStartOf(from);
    const weekTo = addDays(weekStartOf(to), 6);
    const zones = await this.zones(ctx);
    const zoneOf = (branchId: string) => zones.get(branchId)?.timeZone ?? 'UTC';
    // Fixed SQL of only the columns the rules read: a month of 20 branches is tens of thousands of
    // shifts and punches, which entity hydration made most of the report's cost.
    const [employees, shifts, punches] = await Promise.all([
      ctx.query<{ id: string; full_name: string; base_salary: string; allowances: string; hourly_rate_iqd: number | null; rest_weekday: number | null }>(
        `SELECT e.id, e.full_name, e.base_salary::text AS base_salary, e.allowances::text AS allowances, c.hourly_rate_iqd, c.rest_weekday
           FROM hr_employees e
           LEFT JOIN labour_employee_clock c ON c.employee_id = e.id AND c.organization_id = e.organization_id
          WHERE e.organization_id = $1 AND e.id = ANY($2::uuid[]) AND e.deleted_at IS NULL`,
        [ctx.organizationId, employeeIds],
        { prepared: false },
      ),
      ctx.query<{ id: string; employee_id: string; branch_id: string; starts_at: Date; ends_at: Date; break_minutes: number }>(
        `SELECT id, employee_id, branch_id, starts_at, ends_at, break_minutes FROM labour_shifts
          WHERE organization_id = $1 AND employee_id = ANY($2::uuid[]) AND start_date BETWEEN $3::date AND $4::date`,
        [ctx.organizationId, employeeIds, addDays(weekFrom, -1), addDays(weekTo, 1)],
        { prepared: false },
      ),
      ctx.query<{ id: string; employee_id: string; branch_id: string; kind: TimesheetPunch['kind']; occurred_at: Date; business_date: string }>(
        `SELECT id, employee_id, branch_id, kind, occurred_at, to_char(business_date, 'YYYY-MM-DD') AS business_date FROM labour_punches
          WHERE organization_id = $1 AND voided_at IS NULL AND employee_id = ANY($2::uuid[]) AND business_date BETWEEN $3::date AND $4::date`,
        [ctx.organizationId, employeeIds, weekFrom, weekTo],
        { prepared: false },
      ),
    ]);
    const rules = {
      dailyOvertimeAfterMinutes: settings.dailyOvertimeAfterMinutes,
      weeklyOvertimeAfterMinutes: settings.weeklyOvertimeAfterMinutes,
      graceMinutes: settings.graceMinutes,
      nightStartMinute: settings.nightStartMinute,
      nightEndMinute: settings.nightEndMinute,
    };
    const premiums = {
      overtimePremiumPercent: settings.overtimePremiumPercent,
      restDayPremiumPercent: settings.restDayPremiumPercent,
      nightPremiumPercent: settings.nightPremiumPercent,
    };
    const shiftsOf = groupBy(shifts, (shift) => shift.employee_id);
    const punchesOf = groupBy(punches, (punch) => punch.employee_id);
    for (const employee of employees) {
      result.names.set(employee.id, employee.full_name);
      const own: TimesheetShift[] = [];
      for (const shift of shiftsOf.get(employee.id) ?? []) {
        const startsAt = instant(shift.starts_at);
        const businessDate = businessDateAt(startsAt, zoneOf(shift.branch_id), zones.get(shift.branch_id)?.dayStartHour ?? 0);
        if (businessDate < weekFrom || businessDate > weekTo) continue;
        own.push({ id: shift.id, branchId: shift.branch_id, startsAt, endsAt: instant(shift.ends_at), breakMinutes: shift.break_minutes, businessDate });
      }
      const ownPunches: TimesheetPunch[] = (punchesOf.get(employee.id) ?? []).map((punch) => ({
        id: punch.id,
        branchId: punch.branch_id,
        kind: punch.kind,
        occurredAt: instant(punch.occurred_at),
        businessDate: punch.business_date,
      }));
      const computed = employeeCosts({
        employeeId: employee.id,
        shifts: own,
        punches: ownPunches,
        settings: rules,
        restWeekday: employeeRestWeekday(employee.rest_weekday, settings.restWeekday),
        timeZoneOf: zoneOf,
        now: ctx.now(),
        rate: minuteRateOf(
          { hourlyRateIqd: employee.hourly_rate_iqd, baseSalary: Number(employee.base_salary), allowances: Number(employee.allowances) },
          settings.contractedMonthlyHours * 60,
        ),
        premiums,
      });
      result.days.set(employee.id, computed.days);
      result.costs.push(...computed.costs);
    }
    return result;
  }

  private views(computed: Computed, from: string, to: string, keep: (row: EmployeeBranchDayCost) => boolean): TimesheetDayView[] {
    const views: TimesheetDayView[] = [];
    for (const row of computed.costs) {
      if (row.businessDate < from || row.businessDate > to || !keep(row)) continue;
      const day = computed.days.get(row.employeeId)?.find((d) => d.businessDate === row.businessDate);
      views.push({
        employeeId: row.employeeId,
        employeeName: computed.names.get(row.employeeId) ?? '',
        branchId: row.branchId,
        businessDate: row.businessDate,
        scheduledMinutes: day?.scheduledMinutes ?? 0,
        workedMinutes: day?.workedMinutes ?? 0,
        breakMinutes: day?.breakMinutes ?? 0,
        paidMinutes: row.paidMinutes,
        lateMinutes: day?.lateMinutes ?? 0,
        late: day?.late ?? false,
        earlyLeaveMinutes: day?.earlyLeaveMinutes ?? 0,
        earlyLeave: day?.earlyLeave ?? false,
        missedPunches: day?.missedPunches ?? 0,
        unscheduled: day?.unscheduled ?? false,
        absentShifts: day?.absentShiftIds.length ?? 0,
        overtimeMinutes: day?.overtimeMinutes ?? 0,
        nightMinutes: day?.nightMinutes ?? 0,
        restDay: day?.restDay ?? false,
        costIqd: row.costIqd,
        overtimeCostIqd: row.overtimeCostIqd,
        scheduledCostIqd: row.scheduledCostIqd,
      });
    }
    return views.sort((a, b) => (a.businessDate < b.businessDate ? -1 : a.businessDate > b.businessDate ? 1 : a.employeeName.localeCompare(b.employeeName)));
  }
}

function sumRows(
  rows: EmployeeBranchDayCost[],
): Omit<
  LabourFigures,
  | 'netSalesIqd'
  | 'foodCostIqd'
  | 'labourPercent'
  | 'scheduledLabourPercent'
  | 'salesPerLabourHourIqd'
  | 'primeCostIqd'
  | 'primeCostPercent'
  | 'labourAboveTarget'
  | 'primeCostAboveTarget'
> {
  return rows.reduce(
    (sum, row) => ({
      paidMinutes: sum.paidMinutes + row.paidMinutes,
      scheduledMinutes: sum.scheduledMinutes + row.scheduledMinutes,
      labourCostIqd: sum.labourCostIqd + row.costIqd,
      scheduledCostIqd: sum.scheduledCostIqd + row.scheduledCostIqd,
    }),
    { paidMinutes: 0, scheduledMinutes: 0, labourCostIqd: 0, scheduledCostIqd: 0 },
  );
}

export const timesheetService = new TimesheetService();

/** A timestamptz value as a Date (the drivers give one; a text value is parsed). */
function instant(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** The items by a key, each group in the items' order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
