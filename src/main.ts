import 'reflect-metadata';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './core/config/config';
import { createRuntime } from './bootstrap';
import { createApp } from './app';
import { testClockFromEnv } from './core/clock';
import { createServiceHttpServer } from './core/http/service-http-server';
import { startingUp } from './core/http/starting-up';

/** Starts the service: migrate, serve HTTP, run jobs; drain and close on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Listening from the start: until the runtime is up (a database to reach, migrations), /healthz
  // answers 200 and everything else 503, so a load balancer and a failover's clients see "not
  // ready" rather than a refused connection (docs/operations.md, "Failover").
  const app = express();
  const service = createServiceHttpServer(app, startingUp);
  const server = service.server;
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const beforeRuntime = () => process.exit(0);
  process.once('SIGTERM', beforeRuntime);
  process.once('SIGINT', beforeRuntime);
  // Other instances take over this one's claims once its liveness lock is gone (its primary
  // failed, or the session was ended): stop at once; the supervisor starts a new instance.
  const runtime = await createRuntime(config, { onInstanceLost: () => process.exit(1), clock: testClockFromEnv() });
  const instance = await createApp(runtime, app);
  instance.attachSubscriptions(server);
  service.serve();
  process.off('SIGTERM', beforeRuntime);
  process.off('SIGINT', beforeRuntime);
  if (config.runJobs) await runtime.jobs.start();
  runtime.logger.info(
    {
      port: (server.address() as AddressInfo).port,
      database: config.databaseUrl ? 'postgresql' : `embedded (${config.dataDir})`,
      docs: '/api/docs',
      graphql: '/graphql',
    },
    'back-office service started',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000).unref();
    // Stop accepting connections and let requests in progress finish (bounded), then drain jobs.
    const httpClosed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const httpDeadline = setTimeout(() => server.closeAllConnections(), 10_000).unref();
    await Promise.all([httpClosed, runtime.jobs.drain(20_000)]);
    clearTimeout(httpDeadline);
    await instance.stop();
    await runtime.rateLimits.close();
    runtime.live.close();
    await runtime.broadcast.close();
    await runtime.instance.stop();
    await runtime.db.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
