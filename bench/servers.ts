import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Pool } from 'pg';
import { createServiceHttpServer } from '../src/core/http/service-http-server';

/* The bench's HTTP servers: started on a free port, stopped only once their handlers are done. */

/** Requests each server is still answering: the teardown waits for them before it ends the pools. */
const inFlight = new Map<http.Server, number>();

/**
 * Serves `handler` on a free port, with the service's HTTP server (src/core/http/service-http-server.ts):
 * `app`, the Express app the handler ends in, gives its requests their prototypes, for the
 * service and the hand-written baselines alike. Without `app`, the handler is the app.
 */
export function listen(handler: http.RequestListener, app: Express = handler as Express): Promise<{ server: http.Server; port: number }> {
  const service = createServiceHttpServer(app, handler);
  const server = service.server;
  server.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.set(server, (inFlight.get(server) ?? 0) + 1);
    res.on('close', () => inFlight.set(server, inFlight.get(server)! - 1));
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

/**
 * Stops the servers, then waits for the handlers still running before the pools are ended. When
 * autocannon stops, the handlers of its last requests are between two queries (its sockets may
 * already be closed): ending the pools under them made them fail with "Cannot use a pool after
 * calling end on the pool". Responses not yet closed are waited for, then the pools must stay
 * idle (no client checked out, none waited for) for 300 ms in a row, as a handler between two
 * queries leaves them idle only for the few milliseconds of its own work.
 */
export async function closeServers(servers: http.Server[], pools: Pool[]): Promise<void> {
  for (const server of servers) server.close();
  const deadline = Date.now() + 30_000;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  while (servers.some((server) => (inFlight.get(server) ?? 0) > 0) && Date.now() < deadline) await pause();
  let idleSince = Date.now();
  while (Date.now() - idleSince < 300 && Date.now() < deadline) {
    await pause();
    if (pools.some((pool) => pool.totalCount > pool.idleCount || pool.waitingCount > 0)) idleSince = Date.now();
  }
  for (const server of servers) server.closeAllConnections();
}
