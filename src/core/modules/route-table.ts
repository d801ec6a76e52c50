/**
 * A route table row: an HTTP method and spec path served by one GraphQL root field. The bridge
 * generates the operation (variables from the field's arguments, selection from its return type),
 * so a row says only where each argument comes from.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ArgSource =
  /** A path segment, e.g. {id}. */
  | { from: 'path'; name: string }
  /** The whole JSON body as the `input` argument. */
  | { from: 'body' }
  /** One field of the JSON body. */
  | { from: 'bodyField'; name: string }
  /** One query parameter; names match case-insensitively, aliases allowed. */
  | { from: 'query'; names: string[] }
  /** An input object whose fields come from query parameters. */
  | { from: 'queryObject'; fields: Record<string, string[]> }
  /** The standard list parameters (Page, PerPage, Search, Skip, Sort, Dir; page, per_page, search). */
  | { from: 'list' }
  /** A request header. */
  | { from: 'header'; name: string };

export type Credential = 'public' | 'session' | 'session-or-key' | 'key' | 'guest' | 'device';

export interface RouteDefinition {
  method: HttpMethod;
  /** As in the spec, e.g. /api/v1/console/hr/departments/{id}. */
  path: string;
  operation: 'query' | 'mutation';
  /** The root field that serves this route. */
  field: string;
  args?: Record<string, ArgSource>;
  summary: string;
  description?: string;
  /** Who may call it (for the OpenAPI document; enforcement is the shield's). */
  credential: Credential;
  /** Writes that must carry an Idempotency-Key (guest and partner order creation). */
  idempotency?: 'required';
  /** Partner paths answer in the partner envelope. */
  envelope?: 'console' | 'partner';
  /** Replace the generated selection set (rarely needed). */
  selection?: string;
  /** Paths that are not in the spec but documented here (e.g. inventory items). */
  extension?: boolean;
  /**
   * 'file': the field returns a stored file's descriptor ({fileId, fileName, contentType, size})
   * and the bridge streams that file instead of answering JSON (errors stay envelopes).
   */
  response?: 'json' | 'file';
}

export interface RouteTable {
  /** The OpenAPI tag, e.g. "HR". */
  area: string;
  routes: RouteDefinition[];
}

export const path = (name: string): ArgSource => ({ from: 'path', name });
export const body = (): ArgSource => ({ from: 'body' });
export const bodyField = (name: string): ArgSource => ({ from: 'bodyField', name });
export const query = (...names: string[]): ArgSource => ({ from: 'query', names });
export const queryObject = (fields: Record<string, string | string[]>): ArgSource => ({
  from: 'queryObject',
  fields: Object.fromEntries(Object.entries(fields).map(([field, names]) => [field, Array.isArray(names) ? names : [names]])),
});
export const list = (): ArgSource => ({ from: 'list' });
export const header = (name: string): ArgSource => ({ from: 'header', name });

export const CONSOLE = '/api/v1/console';

/**
 * Extension paths on one record of a console resource, `${CONSOLE}/<resource>/{id}<suffix>`, one a row
 * of method, suffix, root field and summary: a GET reads the record (argument id), any other method
 * is a mutation taking the id and the JSON body as `input`.
 */
export function recordRoutes(resource: string, rows: Array<[HttpMethod, string, string, string]>): RouteDefinition[] {
  return rows.map(([method, suffix, field, summary]) => {
    const args: Record<string, ArgSource> = method === 'GET' ? { id: path('id') } : { id: path('id'), input: body() };
    return {
      method,
      path: `${CONSOLE}/${resource}/{id}${suffix}`,
      operation: method === 'GET' ? 'query' : 'mutation',
      field,
      credential: 'session-or-key',
      extension: true,
      summary,
      args,
    };
  });
}
