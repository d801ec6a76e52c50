import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { employeeFilter, whereEquals } from '../shared/hr-reports';
import { AdvanceStatus } from './advance.rules';

/** Salary advances requested within the period (business-day bounds of the run's branch). */
export const advancesReport: ReportDefinition = {
  key: 'hr.advances',
  domain: { key: 'hr.advances', label: 'Salary advances', labelAr: 'السلف' },
  title: 'Salary advances',
  titleAr: 'السلف على الراتب',
  description: 'Advances requested in the period, oldest first. Filters: status, employeeId.',
  permission: 'hr:read',
  branchScoped: false,
  fields: [
    f('requestedAt', 'Requested at', 'تاريخ الطلب', T.DateTime),
    f('employee', 'Employee', 'الموظف', T.Text),
    f('amount', 'Amount (IQD)', 'المبلغ (د.ع)', T.Money),
    f('status', 'Status', 'الحالة', T.Text),
    f('reason', 'Reason', 'السبب', T.Text),
    f('decidedAt', 'Decided at', 'تاريخ القرار', T.DateTime),
    f('paidAt', 'Paid at', 'تاريخ الصرف', T.DateTime),
    f('settledAt', 'Settled at', 'تاريخ التسوية', T.DateTime),
  ],
  filters: [{ key: 'status', label: 'Status', type: T.Text, values: Object.values(AdvanceStatus) }, employeeFilter],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.start, query.end];
    const where =
      'a.organization_id = $1 AND a.requested_at >= $2 AND a.requested_at < $3' +
      whereEquals(params, 'a.status', query.filters.status) +
      whereEquals(params, 'a.employee_id::text', query.filters.employeeId);
    return keysetBatches<{ id: string; requestedAt: Date }>(
      ctx,
      {
        select: `SELECT a.id, a.requested_at AS "requestedAt", e.full_name AS employee, a.amount::bigint AS amount, a.status,
                        a.reason, a.decided_at AS "decidedAt", a.paid_at AS "paidAt", a.settled_at AS "settledAt"
                   FROM hr_advances a JOIN hr_employees e ON e.id = a.employee_id
                  WHERE ${where}`,
        params,
        orderBy: ['a.requested_at', 'a.id'],
        keyOf: (row) => [row.requestedAt, row.id],
      },
      batchSize,
    );
  },
};
