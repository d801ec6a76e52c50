import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { employeeFilter, whereEquals } from '../shared/hr-reports';
import { LoanStatus } from './loan.rules';

/** Loans requested within the period, with what is repaid so far. */
export const loansReport: ReportDefinition = {
  key: 'hr.loans',
  domain: { key: 'hr.loans', label: 'Loans', labelAr: 'القروض' },
  title: 'Employee loans',
  titleAr: 'قروض الموظفين',
  description: 'Loans requested in the period, oldest first, with repaid and outstanding amounts. Filters: status, employeeId.',
  permission: 'hr:read',
  branchScoped: false,
  fields: [
    f('requestedAt', 'Requested at', 'تاريخ الطلب', T.DateTime),
    f('employee', 'Employee', 'الموظف', T.Text),
    f('principal', 'Principal (IQD)', 'أصل القرض (د.ع)', T.Money),
    f('installment', 'Installment (IQD)', 'القسط (د.ع)', T.Money),
    f('installmentCount', 'Installments', 'عدد الأقساط', T.Integer),
    f('repaidAmount', 'Repaid (IQD)', 'المسدد (د.ع)', T.Money),
    f('outstanding', 'Outstanding (IQD)', 'المتبقي (د.ع)', T.Money),
    f('status', 'Status', 'الحالة', T.Text),
    f('approvedOn', 'Approved on', 'تاريخ الموافقة', T.Date),
    f('reason', 'Reason', 'السبب', T.Text),
  ],
  filters: [{ key: 'status', label: 'Status', type: T.Text, values: Object.values(LoanStatus) }, employeeFilter],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.start, query.end];
    const where =
      'l.organization_id = $1 AND l.requested_at >= $2 AND l.requested_at < $3' +
      whereEquals(params, 'l.status', query.filters.status) +
      whereEquals(params, 'l.employee_id::text', query.filters.employeeId);
    return keysetBatches<{ id: string; requestedAt: Date }>(
      ctx,
      {
        select: `SELECT l.id, l.requested_at AS "requestedAt", e.full_name AS employee, l.principal::bigint AS principal,
                        l.installment::bigint AS installment, l.installment_count AS "installmentCount",
                        l.repaid_amount::bigint AS "repaidAmount", (l.principal - l.repaid_amount)::bigint AS outstanding,
                        l.status, l.approved_on::text AS "approvedOn", l.reason
                   FROM hr_loans l JOIN hr_employees e ON e.id = l.employee_id
                  WHERE ${where}`,
        params,
        orderBy: ['l.requested_at', 'l.id'],
        keyOf: (row) => [row.requestedAt, row.id],
      },
      batchSize,
    );
  },
};
