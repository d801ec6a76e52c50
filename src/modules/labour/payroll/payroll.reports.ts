import { In } from 'typeorm';
import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, type ReportQuery, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { invalidField } from '../../../core/errors/app-error';
import { daysBetween } from '../../../core/time/business-day';
import { isUuid } from '../../../core/scalars/uuid.scalar';
import type { RequestContext } from '../../../core/context/request-context';
import { reportBranch } from '../../analytics/analytics-access';
import { staffBranchScope } from '../../hr/shared/hr-access';
import { EmployeeClock } from '../devices/employee-clock.entity';
import { hoursOf, payrollTotals, type PayrollLeave } from '../rules/payroll.rules';
import { MAX_TIMESHEET_DAYS, timesheetService } from '../timesheets/timesheet.service';

/** Employees who have left (no row for them when the period holds nothing of theirs). */
const LEFT = new Set(['Resigned', 'Terminated', 'Retired']);
/** Employees per computation: their shifts, punches and HR records are read together. */
const EMPLOYEES_PER_BATCH = 200;

interface EmployeeRow {
  id: string;
  fullName: string;
  status: string;
  monthlyPay: number;
}

async function checkRequest(ctx: RequestContext, request: Pick<ReportQuery, 'from' | 'to' | 'filters'>): Promise<void> {
  if (daysBetween(request.from, request.to) + 1 > MAX_TIMESHEET_DAYS) throw invalidField('to', `must be at most ${MAX_TIMESHEET_DAYS} days after from`);
  const branchId = request.filters.branchId;
  if (branchId === undefined) return;
  if (!isUuid(branchId)) throw invalidField('filters.branchId', 'must be a UUID');
  await reportBranch(ctx, branchId);
}

/** Each employee's figures for the period, computed by the timesheet rules for a page of employees at a time. */
async function* payrollRows(ctx: RequestContext, query: ReportQuery, batchSize: number): AsyncIterable<Record<string, unknown>[]> {
  await checkRequest(ctx, query);
  const params: unknown[] = [ctx.organizationId, query.to];
  let where = 'e.organization_id = $1 AND e.deleted_at IS NULL AND e.hire_date <= $2::date';
  if (typeof query.filters.branchId === 'string') {
    params.push(query.filters.branchId);
    where += ` AND $${params.length}::uuid = ANY(e.branch_ids)`;
  }
  const scope = await staffBranchScope(ctx);
  if (scope !== null) {
    params.push(scope, ctx.actorId);
    where += ` AND (cardinality(e.branch_ids) = 0 OR e.branch_ids && $${params.length - 1}::uuid[] OR e.user_id = $${params.length}::uuid)`;
  }
  const employees = keysetBatches<EmployeeRow>(
    ctx,
    {
      select: `SELECT e.id, e.full_name AS "fullName", e.status, (e.base_salary + e.allowances)::bigint AS "monthlyPay"
                 FROM hr_employees e WHERE ${where}`,
      params,
      orderBy: ['e.full_name', 'e.id'],
      keyOf: (row) => [row.fullName, row.id],
    },
    Math.min(batchSize, EMPLOYEES_PER_BATCH),
  );
  for await (const batch of employees) {
    const ids = batch.map((employee) => employee.id);
    const [period, clocks, leave, advances, installments] = await Promise.all([
      timesheetService.employeePeriod(ctx, ids, query.from, query.to),
      ctx.db.find(EmployeeClock, { where: { organizationId: ctx.organizationId, employeeId: In(ids) } }),
      ctx.query<{ employee_id: string; start_date: string; end_date: string; paid: boolean }>(
        `SELECT r.employee_id, r.start_date::text AS start_date, r.end_date::text AS end_date, t.paid
           FROM hr_leave_requests r JOIN hr_leave_types t ON t.id = r.type_id
          WHERE r.organization_id = $1 AND r.employee_id = ANY($2::uuid[]) AND r.status = 'Approved'
            AND r.end_date >= $3::date AND r.start_date <= $4::date`,
        [ctx.organizationId, ids, query.from, query.to],
      ),
      ctx.query<{ employee_id: string; amount: string }>(
        `SELECT employee_id, SUM(amount)::text AS amount FROM hr_advances
          WHERE organization_id = $1 AND employee_id = ANY($2::uuid[]) AND status = 'Paid' AND paid_at < $3
          GROUP BY employee_id`,
        [ctx.organizationId, ids, query.end],
      ),
      ctx.query<{ employee_id: string; amount: string }>(
        `SELECT l.employee_id, SUM(i.amount)::text AS amount
           FROM hr_loan_installments i JOIN hr_loans l ON l.id = i.loan_id
          WHERE l.organization_id = $1 AND l.employee_id = ANY($2::uuid[]) AND l.status = 'Approved' AND i.paid_at IS NULL AND i.due_date <= $3::date
          GROUP BY l.employee_id`,
        [ctx.organizationId, ids, query.to],
      ),
    ]);
    const rateOf = new Map(clocks.map((clock) => [clock.employeeId, clock.hourlyRateIqd]));
    const leaveOf = new Map<string, PayrollLeave[]>();
    for (const row of leave) {
      const list = leaveOf.get(row.employee_id) ?? [];
      list.push({ startDate: row.start_date, endDate: row.end_date, paid: row.paid });
      leaveOf.set(row.employee_id, list);
    }
    const advanceOf = new Map(advances.map((row) => [row.employee_id, Number(row.amount)]));
    const installmentOf = new Map(installments.map((row) => [row.employee_id, Number(row.amount)]));
    const rows: Record<string, unknown>[] = [];
    for (const employee of batch) {
      const totals = payrollTotals({
        days: period.days.get(employee.id) ?? [],
        costs: period.costs.filter((row) => row.employeeId === employee.id),
        leave: leaveOf.get(employee.id) ?? [],
        from: query.from,
        to: query.to,
      });
      const advancesDue = advanceOf.get(employee.id) ?? 0;
      const loanInstallmentsDue = installmentOf.get(employee.id) ?? 0;
      const nothing =
        totals.scheduledMinutes + totals.paidMinutes + totals.absences + totals.leaveDays + totals.missedPunches + advancesDue + loanInstallmentsDue === 0;
      if (LEFT.has(employee.status) && nothing) continue;
      rows.push({
        employee: employee.fullName,
        monthlyPay: Number(employee.monthlyPay),
        hourlyRate: rateOf.get(employee.id) ?? null,
        scheduledHours: hoursOf(totals.scheduledMinutes),
        paidHours: hoursOf(totals.paidMinutes),
        overtimeHours: hoursOf(totals.overtimeMinutes),
        overtimeAmount: totals.overtimeCostIqd,
        labourCost: totals.costIqd,
        absences: totals.absences,
        lateArrivals: totals.lateDays,
        missedPunches: totals.missedPunches,
        leaveDays: totals.leaveDays,
        unpaidLeaveDays: totals.unpaidLeaveDays,
        advancesDue,
        loanInstallmentsDue,
      });
    }
    if (rows.length) yield rows;
  }
}

/** The payroll export (docs/labour.md, "Payroll export"): one row per employee for the period. */
export const payrollReport: ReportDefinition = {
  key: 'labour.payroll',
  domain: { key: 'labour.payroll', label: 'Payroll', labelAr: 'الرواتب' },
  title: 'Payroll',
  titleAr: 'كشف الرواتب',
  description:
    'Per employee for the period (at most 92 days): paid and overtime hours, the overtime amount and labour cost at the employee’s rate, absences, late arrivals, missed punches, approved leave days, advances and loan installments due. Filter: branchId (the branch’s employees).',
  permission: 'labour:manage',
  branchScoped: false,
  fields: [
    f('employee', 'Employee', 'الموظف', T.Text),
    f('monthlyPay', 'Monthly pay (IQD)', 'الراتب الشهري (د.ع)', T.Money),
    f('hourlyRate', 'Hourly rate (IQD)', 'أجر الساعة (د.ع)', T.Money),
    f('scheduledHours', 'Scheduled hours', 'الساعات المجدولة', T.Decimal, { decimals: 2 }),
    f('paidHours', 'Paid hours', 'الساعات المدفوعة', T.Decimal, { decimals: 2 }),
    f('overtimeHours', 'Overtime hours', 'ساعات العمل الإضافي', T.Decimal, { decimals: 2 }),
    f('overtimeAmount', 'Overtime amount (IQD)', 'مبلغ العمل الإضافي (د.ع)', T.Money),
    f('labourCost', 'Labour cost (IQD)', 'كلفة العمل (د.ع)', T.Money),
    f('absences', 'Absences', 'الغيابات', T.Integer),
    f('lateArrivals', 'Late arrivals', 'مرات التأخير', T.Integer),
    f('missedPunches', 'Missed punches', 'البصمات الناقصة', T.Integer),
    f('leaveDays', 'Approved leave days', 'أيام الإجازة المعتمدة', T.Integer),
    f('unpaidLeaveDays', 'Unpaid leave days', 'أيام الإجازة غير المدفوعة', T.Integer),
    f('advancesDue', 'Advances due (IQD)', 'السلف المستحقة (د.ع)', T.Money),
    f('loanInstallmentsDue', 'Loan installments due (IQD)', 'أقساط القروض المستحقة (د.ع)', T.Money),
  ],
  filters: [{ key: 'branchId', label: 'Branch', type: T.Text }],
  validate: checkRequest,
  rows: payrollRows,
};
