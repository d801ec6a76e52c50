import { keysetBatches } from '../../../core/reports/keyset-batches';
import { whereTextFilters } from '../../../core/reports/report-filters';
import { type ReportDefinition, ReportFieldType as T, reportField as f } from '../../../core/reports/report-definition';
import { staffBranchScope } from '../shared/hr-access';
import { EmploymentStatus } from './employee.enums';

interface EmployeeRow {
  id: string;
  fullName: string;
  [key: string]: unknown;
}

/** The staff roster: employees hired on or before the period's last day (deleted ones left out). */
export const employeesReport: ReportDefinition = {
  key: 'hr.employees',
  domain: { key: 'hr.employees', label: 'Employees', labelAr: 'الموظفون' },
  title: 'Employees',
  titleAr: 'الموظفون',
  description:
    "Employees hired on or before `to` (not deleted), with department, position and pay. Filters: status, departmentId, branchId. A member limited to some branches gets their branches' and the organisation-wide staff only.",
  permission: 'hr:read',
  branchScoped: false,
  fields: [
    f('fullName', 'Full name', 'الاسم الكامل', T.Text),
    f('phone', 'Phone', 'الهاتف', T.Text),
    f('email', 'E-mail', 'البريد الإلكتروني', T.Text),
    f('nationalId', 'National ID', 'الرقم الوطني', T.Text),
    f('department', 'Department', 'القسم', T.Text),
    f('position', 'Position', 'المنصب', T.Text),
    f('branches', 'Branches', 'الفروع', T.Text),
    f('hireDate', 'Hire date', 'تاريخ التعيين', T.Date),
    f('contractType', 'Contract type', 'نوع العقد', T.Text),
    f('status', 'Employment status', 'حالة التوظيف', T.Text),
    f('baseSalary', 'Base salary (IQD)', 'الراتب الأساسي (د.ع)', T.Money),
    f('allowances', 'Allowances (IQD)', 'المخصصات (د.ع)', T.Money),
    f('annualLeaveBalance', 'Annual leave balance (days)', 'رصيد الإجازة السنوية (أيام)', T.Decimal),
  ],
  filters: [
    { key: 'status', label: 'Employment status', type: T.Text, values: Object.values(EmploymentStatus) },
    { key: 'departmentId', label: 'Department id', type: T.Text },
    { key: 'branchId', label: 'Branch id', type: T.Text },
  ],
  async *rows(ctx, query, batchSize) {
    const params: unknown[] = [ctx.organizationId, query.to];
    let where = whereTextFilters('e.organization_id = $1 AND e.deleted_at IS NULL AND e.hire_date <= $2', params, query.filters, {
      status: 'e.status',
      departmentId: 'e.department_id::text',
    });
    if (typeof query.filters.branchId === 'string') {
      params.push(query.filters.branchId);
      where += ` AND $${params.length}::text = ANY(e.branch_ids::text[])`;
    }
    const scope = await staffBranchScope(ctx);
    if (scope !== null) {
      params.push(scope);
      where += ` AND (cardinality(e.branch_ids) = 0 OR e.branch_ids && $${params.length}::uuid[])`;
    }
    yield* keysetBatches<EmployeeRow>(
      ctx,
      {
        select: `SELECT e.id, e.full_name AS "fullName", e.phone, e.email, e.national_id AS "nationalId",
                        d.name AS department, p.title AS position,
                        (SELECT string_agg(b.name, ', ' ORDER BY b.name) FROM branches b WHERE b.id = ANY(e.branch_ids) AND b.organization_id = e.organization_id) AS branches,
                        e.hire_date::text AS "hireDate",
                        e.contract_type AS "contractType", e.status, e.base_salary::bigint AS "baseSalary",
                        e.allowances::bigint AS allowances, e.annual_leave_balance::float8 AS "annualLeaveBalance"
                   FROM hr_employees e
                   LEFT JOIN hr_departments d ON d.id = e.department_id
                   LEFT JOIN hr_positions p ON p.id = e.position_id
                  WHERE ${where}`,
        params,
        orderBy: ['e.full_name', 'e.id'],
        keyOf: (row) => [row.fullName, row.id],
      },
      batchSize,
    );
  },
};
