/*
 * Which fields each list may be sorted by, by the GraphQL root field(s) that serve the list. A
 * service declares its sortable fields once through `listSortFields`, which both checks requests
 * (resolveListWindow is given the same array) and lets the OpenAPI document list them as the
 * `Sort` parameter's enum (rest-bridge/openapi-limits.ts).
 */

const byField = new Map<string, readonly string[]>();

/** Registers a list's sortable fields under the root fields that serve it, and returns them unchanged. */
export function listSortFields<S extends string>(rootFields: string | readonly string[], sortable: readonly S[]): readonly S[] {
  for (const field of typeof rootFields === 'string' ? [rootFields] : rootFields) byField.set(field, sortable);
  return sortable;
}

/** The sortable fields of the list a root field serves (undefined: not declared). */
export function sortFieldsOf(rootField: string): readonly string[] | undefined {
  return byField.get(rootField);
}
