import type { ReportFilter } from '../../../core/reports/report-definition';
import { ReportFieldType } from '../../../core/reports/report-definition';

/** The employee filter every HR request report accepts. */
export const employeeFilter: ReportFilter = { key: 'employeeId', label: 'Employee id', type: ReportFieldType.Text };

/** Appends `AND <column> = $n` for a string filter value; returns the extra SQL. */
export function whereEquals(params: unknown[], column: string, value: unknown): string {
  if (typeof value !== 'string') return '';
  params.push(value);
  return ` AND ${column} = $${params.length}`;
}
