import type { RequestContext } from '../../../core/context/request-context';
import { forbidden, invalidField, validationError, type FieldErrors } from '../../../core/errors/app-error';
import { reportCatalog } from '../../../core/reports/report-catalog';
import type { ReportDefinition, ReportField, ReportFilterValue } from '../../../core/reports/report-definition';

/**
 * The report a caller names, checked up front: unknown key 422 on `reportKey`, a report the caller
 * may not read 403, a branch-scoped report without an active branch 422 on `branchId`.
 */
export function readableReport(ctx: RequestContext, reportKey: string, field = 'reportKey'): ReportDefinition {
  const report = reportCatalog.get(reportKey);
  if (!report)
    throw invalidField(
      field,
      `is not a known report (known: ${reportCatalog
        .allReports()
        .map((r) => r.key)
        .join(', ')})`,
    );
  if (!ctx.can(report.permission)) throw forbidden(`Reading the report ${report.key} needs the ${report.permission} permission.`);
  if (report.branchScoped) void ctx.branchId;
  return report;
}

/** The report's fields in the requested order; an unknown one is 422 on `fields`. */
export function selectFields(report: ReportDefinition, keys: readonly string[] | null | undefined, errorField = 'fields'): ReportField[] {
  if (!keys || keys.length === 0) return [...report.fields];
  const unknown = keys.filter((key) => !report.fields.some((field) => field.key === key));
  if (unknown.length)
    throw invalidField(
      errorField,
      unknown.length === 1 ? `${unknown[0]} is not a field of ${report.key}` : `${unknown.join(', ')} are not fields of ${report.key}`,
    );
  if (new Set(keys).size !== keys.length) throw invalidField(errorField, 'must not list a field twice');
  return keys.map((key) => report.fields.find((field) => field.key === key)!);
}

/** Filters checked against the report's declared filters and their value sets. */
export function checkFilters(report: ReportDefinition, filters: Record<string, unknown> | null | undefined): Record<string, ReportFilterValue> {
  const errors: FieldErrors = {};
  const result: Record<string, ReportFilterValue> = {};
  for (const [key, value] of Object.entries(filters ?? {})) {
    const filter = report.filters?.find((candidate) => candidate.key === key);
    if (!filter) {
      errors[`filters.${key}`] = [
        `is not a filter of ${report.key}${report.filters?.length ? ` (filters: ${report.filters.map((f) => f.key).join(', ')})` : ''}`,
      ];
      continue;
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      errors[`filters.${key}`] = ['must be a string, number or boolean'];
      continue;
    }
    if (filter.values && !filter.values.includes(String(value))) {
      errors[`filters.${key}`] = [`must be one of: ${filter.values.join(', ')}`];
      continue;
    }
    result[key] = value;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return result;
}
