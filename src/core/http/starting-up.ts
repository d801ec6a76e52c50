import type http from 'node:http';
import type { WireError } from '../errors/normalize-error';
import { sendError, sendGraphqlError, sendPartnerError } from './envelope';
import { GRAPHQL_PATH, PARTNER_PREFIX } from './respond-error';

export const STARTING_UP_MESSAGE = 'The service is starting. Try again shortly.';
const RETRY_AFTER_SECONDS = '5';

/**
 * The answers of a process that listens before its runtime is up (src/main.ts): it starts, or
 * waits for a primary after a failover (docs/operations.md, "Failover"). `/healthz` is 200 (the
 * process lives), `/readyz` 503 with its checks, and every other request a 503 with `Retry-After`
 * in the envelope its caller reads everywhere else: GraphQL an errors array, partner paths the
 * partner envelope, the console, REST and guest paths the console envelope.
 */
export function startingUp(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && path === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ status: 'ok' }));
    return;
  }
  if (path === '/readyz') {
    res
      .writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': RETRY_AFTER_SECONDS })
      .end(JSON.stringify({ status: 'not ready', checks: { database: false, jobs: false } }));
    return;
  }
  const wire: WireError = {
    name: 'SERVICE_UNAVAILABLE',
    status: 503,
    message: STARTING_UP_MESSAGE,
    echo: 'ServiceStarting',
    headers: { 'Retry-After': RETRY_AFTER_SECONDS },
  };
  if (path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`)) return sendGraphqlError(res, wire);
  if (path.startsWith(PARTNER_PREFIX)) return sendPartnerError(res, wire);
  sendError(res, wire);
}
