import type { DomainEntry } from '../../../core/reports/report-catalog';

/** Problems of a preset's field list for a domain, by input field name; empty when valid. */
export function presetProblems(domain: DomainEntry, fields: readonly string[], importCompatible: boolean): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const unknown = fields.filter((key) => !domain.fields.some((field) => field.key === key));
  if (fields.length === 0) problems.fields = ['must list at least one field'];
  else if (unknown.length) problems.fields = [`${unknown.join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of ${domain.domain.key}`];
  else if (new Set(fields).size !== fields.length) problems.fields = ['must not list a field twice'];
  if (importCompatible) {
    const columns = domain.domain.importColumns;
    if (!columns) problems.importCompatible = [`${domain.domain.key} has no import, so no preset of it is import-compatible`];
    else if (columns.length !== fields.length || columns.some((column, i) => fields[i] !== column)) {
      problems.fields = [`an import-compatible preset lists exactly the import columns, in order: ${columns.join(', ')}`];
    }
  }
  return problems;
}
