import { keysetBatches } from '../../../core/reports/keyset-batches';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { employeeFilter, whereEquals } from '../shared/hr-reports';
import { LeaveStatus } from './leave-request.rules';

/** Leave requests overlapping the period. */
export const leaveReport: ReportDefinition = {
  key: 'hr.leave',
  domain: { key: 'hr.leave', label: 'Leave', labelAr: 'الإجازات' },
  title: 'Leave requests',
  titleAr: 'طلبات الإجازة',
  description: 'Leave requests whose dates overlap the period, by start date. Filters: status, employeeId.',
  permission: 'hr:read',
  branchScoped: false,
  fields: [
    f('employee', 'Employee', 'الموظف', T.Text),
    f('leaveType', 'Leave type', 'نوع الإجازة', T.Text),
    f('startDate', 'Start date', 'تاريخ البدء', T.Date),
    f('endDate', 'End date', 'تاريخ الانتهاء', T.Date),
    f('days', 'Days', 'الأيام', T.Decimal),
    f('usesBalance', 'Uses annual balance', 'من الرصيد السنوي', T.Boolean),
    f('status', 'Status', 'الحالة', T.Text),
    f('reason', 'Reason', 'السبب', T.Text),
    f('requestedAt', 'Requested at', 'تاريخ الطلب', T.DateTime),
  ],
  filters: [{ key: 'status', label: 'Status', type: T.Text, values: Object.values(LeaveStatus) }, employeeFilter],
  rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.from, query.to];
    const where =
      'r.organization_id = $1 AND r.start_date <= $3 AND r.end_date >= $2' +
      whereEquals(params, 'r.status', query.filters.status) +
      whereEquals(params, 'r.employee_id::text', query.filters.employeeId);
    return keysetBatches<{ id: string; startDate: string }>(
      ctx,
      {
        select: `SELECT r.id, e.full_name AS employee, t.name AS "leaveType", r.start_date::text AS "startDate",
                        r.end_date::text AS "endDate", r.days::float8 AS days, r.uses_balance AS "usesBalance", r.status,
                        r.reason, r.requested_at AS "requestedAt"
                   FROM hr_leave_requests r
                   JOIN hr_employees e ON e.id = r.employee_id
                   LEFT JOIN hr_leave_types t ON t.id = r.type_id
                  WHERE ${where}`,
        params,
        orderBy: ['r.start_date', 'r.id'],
        keyOf: (row) => [row.startDate, row.id],
      },
      batchSize,
    );
  },
};
