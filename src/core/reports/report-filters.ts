import type { ReportFilterValue } from './report-definition';

/**
 * Appends `AND <column> = $n` to a report's WHERE clause for each filter the run was given a text value
 * for, pushing the value onto `params` so the placeholders stay numbered in order. `columns` maps each
 * filter key to the SQL it is compared with (`m.kind`, `e.department_id::text`), in the order the
 * conditions are appended; a filter the run did not give adds nothing.
 */
export function whereTextFilters(
  where: string,
  params: unknown[],
  filters: Readonly<Record<string, ReportFilterValue>>,
  columns: Readonly<Record<string, string>>,
): string {
  let clause = where;
  for (const [key, column] of Object.entries(columns)) {
    const value = filters[key];
    if (typeof value !== 'string') continue;
    params.push(value);
    clause += ` AND ${column} = $${params.length}`;
  }
  return clause;
}
