/*
 * What every answer must look like, whatever was sent: never a 5xx, and a JSON envelope
 * (the console's, the partner's on /api/v1/public, GraphQL's on /graphql).
 */

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

const CONSOLE_KEYS = ['code', 'data', 'errors', 'message', 'success'];

/**
 * Node's HTTP parser refuses request heads over its limit (16 KB: a 200 KB path) with a bare 431
 * and closes the connection, before the application sees the request: the one refusal that is
 * not the application's to shape.
 */
const TRANSPORT_REFUSALS = new Set([431]);

export function envelopeProblem(path: string, answer: Answer, options: { fileOnSuccess?: boolean } = {}): string | undefined {
  if (TRANSPORT_REFUSALS.has(answer.status) && !answer.body) return undefined;
  if (answer.status >= 500) return `status ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`;
  if (answer.status === 200 && options.fileOnSuccess && !String(answer.headers.get('content-type')).includes('json')) return undefined;
  const body = answer.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `status ${answer.status}: not a JSON object: ${String(answer.body).slice(0, 200)}`;
  if (path.startsWith('/graphql')) {
    const errors = body.errors as Array<Record<string, any>> | undefined;
    if (!('data' in body) && !Array.isArray(errors)) return `GraphQL answer without data or errors`;
    if (errors?.some((error) => typeof error.message !== 'string' || typeof error.extensions?.code !== 'string'))
      return 'GraphQL error without message or code';
    return undefined;
  }
  const partner = path.startsWith('/api/v1/public');
  if (partner && typeof body.ok === 'boolean') {
    if (body.ok !== answer.status < 400) return `partner envelope ok=${body.ok} on ${answer.status}`;
    return undefined;
  }
  const keys = Object.keys(body).sort();
  if (keys.join() !== CONSOLE_KEYS.join()) return `status ${answer.status}: envelope keys ${keys.join()}`;
  if (body.success !== answer.status < 400) return `success=${body.success} on ${answer.status}`;
  if (answer.status >= 400 && typeof body.message !== 'string') return `refusal without a message`;
  if (answer.status === 422 && (!body.errors || typeof body.errors !== 'object')) return '422 without field errors';
  return undefined;
}
