import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../src/core/config/config';
import { createRuntime, type RuntimeOptions } from '../src/bootstrap';
import { createApp } from '../src/app';
import type { Runtime } from '../src/core/runtime';
import { closeServers, listen } from './servers';

/* A bench's own database with the real service on it, so that a bench never touches data it did not plant. */

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchService {
  runtime: Runtime;
  /** The scratch database's address, for the bench's own connections. */
  databaseUrl: string;
  /** Serves the service's app on a free port and answers that port; stopped before the runtime closes. */
  serve(): Promise<number>;
  /**
   * A connection of its own with no statement timeout: seeding runs far longer than the service's
   * statement timeout allows a request. The bench ends it.
   */
  openSeeder(): Promise<Client>;
}

/**
 * Creates the database `bo_bench_<name>_<random>` on DATABASE_URL's server, starts the service's
 * runtime on it (migrated, production configuration, jobs off, SMTP never reached) and runs `work`.
 * Whether `work` succeeds or not, it then stops what `serve` started, closes the runtime and drops
 * the database.
 */
export async function withScratchService(
  name: string,
  runtimeOptions: Pick<RuntimeOptions, 'clock'>,
  work: (service: ScratchService) => Promise<void>,
): Promise<void> {
  const dbName = `bo_bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  let runtime: Runtime | undefined;
  const servers: http.Server[] = [];
  try {
    const config = loadConfig(
      {
        ...process.env,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
      },
      { runJobs: false },
    );
    const started = await createRuntime(config, runtimeOptions);
    runtime = started;
    await work({
      runtime: started,
      databaseUrl,
      serve: async () => {
        const instance = await createApp(started);
        const { server, port } = await listen(instance.app);
        servers.push(server);
        return port;
      },
      openSeeder: async () => {
        const seeder = new Client({ connectionString: databaseUrl });
        await seeder.connect();
        await seeder.query('SET statement_timeout = 0');
        return seeder;
      },
    });
  } finally {
    // Without servers there are no handlers to wait for.
    if (runtime && servers.length > 0) await closeServers(servers, [runtime.db.pool]);
    await runtime?.db.close().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}
