import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startTestApp, type TestApp } from '../support/test-app';
import type { JobDefinition } from '../../src/core/jobs/job-queue';
import { inTransaction } from '../../src/core/db/unit-of-work';
import { normalizeError } from '../../src/core/errors/normalize-error';

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** A database restart or an administrator ending sessions must not take the service down. */
const endSessionsOf = async (app: TestApp) => {
  const databaseName = new URL(app.database.databaseUrl!).pathname.slice(1);
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]);
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
};

describeOnPostgres('losing idle database connections (PostgreSQL)', () => {
  it('keeps serving after the server ends its idle connections', async () => {
    const app = await startTestApp();
    try {
      expect((await app.request('GET', '/readyz')).status).toBe(200);
      const databaseName = new URL(app.database.databaseUrl!).pathname.slice(1);
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [databaseName]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const afterwards = await app.request('GET', '/readyz');
      expect(afterwards.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("survives losing the job runner's LISTEN connection and still runs jobs enqueued afterwards", async () => {
    const crashes: unknown[] = [];
    const onUncaught = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onUncaught);
    const app = await startTestApp({ jobs: true });
    try {
      const ran: string[] = [];
      const job: JobDefinition<{ id: string }> = { name: `test.after-connection-loss.${randomUUID()}`, run: async (_runtime, data) => void ran.push(data.id) };
      app.runtime.jobs.define(job);
      // The LISTEN session is among those ended: its error reaches the notification channel.
      expect(await endSessionsOf(app)).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const id = randomUUID();
      await app.runtime.jobs.enqueue(job.name, { id });
      const deadline = Date.now() + 20_000;
      while (!ran.includes(id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(ran).toEqual([id]);
      expect((await app.request('GET', '/readyz')).status).toBe(200);
      expect(crashes).toEqual([]);
    } finally {
      await app.close();
      process.off('uncaughtException', onUncaught);
    }
  });
  // A switchover's fast shutdown ends every session; one idle between two statements of a
  // transaction gets its error as an event, and TypeORM releases the query runner at once.
  it.each([
    ['its next statement', true],
    ['its commit', false],
  ])(
    'a transaction whose session the server ends before %s fails as "database unavailable" (503), not as a released query runner (500)',
    async (_what, another) => {
      const app = await startTestApp();
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const failure = await inTransaction(
          app.runtime.db.dataSource,
          async (uow) => {
            const [{ pid }] = (await uow.manager.query('SELECT pg_backend_pid() AS pid')) as Array<{ pid: number }>;
            await admin.query('SELECT pg_terminate_backend($1)', [pid]);
            const deadline = Date.now() + 10_000;
            while (!uow.manager.queryRunner!.isReleased && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
            expect(uow.manager.queryRunner!.isReleased).toBe(true);
            if (another) await uow.manager.query('SELECT 1');
          },
          () => undefined,
        ).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeDefined();
        const wire = normalizeError(failure);
        expect({ name: wire.name, status: wire.status, retryAfter: wire.headers?.['Retry-After'] }).toEqual({
          name: 'SERVICE_UNAVAILABLE',
          status: 503,
          retryAfter: '2',
        });
        expect((await app.request('GET', '/readyz')).status).toBe(200);
      } finally {
        await admin.end();
        await app.close();
      }
    },
  );
});
