/*
 * Which fields a list may be sorted by. The list's service declares them once with
 * `listSortFields` (beside the SQL each field sorts by) and its FeatureModule lists the declaration
 * in `sortFields`: the same array checks requests (resolveListWindow), names the fields in the
 * `list` argument's description (listArgDescription) and, through the registered modules, becomes
 * the `Sort` parameter's enum in the OpenAPI document (rest-bridge/openapi-limits.ts).
 */

/** A list's sortable fields and the GraphQL root fields that serve the list. */
export interface ListSortFields<S extends string = string> {
  rootFields: readonly string[];
  fields: readonly S[];
}

/** Declares a list's sortable fields under the root fields that serve it. */
export function listSortFields<S extends string>(rootFields: string | readonly string[], fields: readonly S[]): ListSortFields<S> {
  return { rootFields: typeof rootFields === 'string' ? [rootFields] : rootFields, fields };
}

/** Root field → sortable fields of every declaration; a root field declared twice is a mistake. */
export function sortFieldsByRootField(declarations: readonly ListSortFields[]): Map<string, readonly string[]> {
  const byField = new Map<string, readonly string[]>();
  for (const { rootFields, fields } of declarations) {
    for (const field of rootFields) {
      if (byField.has(field)) throw new Error(`The list ${field} declares its sort fields twice`);
      byField.set(field, fields);
    }
  }
  return byField;
}
