import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { RequestContext } from '../../src/core/context/request-context';
import { systemPrincipal } from '../../src/core/auth/principal';
import type { JobDefinition } from '../../src/core/jobs/job-queue';

/*
 * The Agenda job queue on the service's database (PGlite by default, PostgreSQL with
 * DATABASE_URL). The jobs below are defined on this test's runtime only; production code has no
 * way to define or reach them.
 */

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition') => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('job queue (Agenda on the service database)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
    await app.runtime.db.dataSource.query('CREATE TABLE job_probe (id text PRIMARY KEY, note text NOT NULL)');
  });
  afterAll(() => app.close());

  const systemContext = () => new RequestContext(app.runtime, systemPrincipal(randomUUID(), []), null, { transport: 'cli' });

  it('runs a job enqueued after commit, and the job sees the committed row', async () => {
    const seen: Array<{ id: string; rows: number }> = [];
    const job: JobDefinition<{ id: string }> = {
      name: `test.after-commit.${randomUUID()}`,
      async run(runtime, data) {
        const rows = await runtime.db.dataSource.query('SELECT 1 FROM job_probe WHERE id = $1', [data.id]);
        seen.push({ id: data.id, rows: rows.length });
      },
    };
    app.runtime.jobs.define(job);
    const id = randomUUID();
    const ctx = systemContext();
    await ctx.transaction(async (uow) => {
      await uow.manager.query(`INSERT INTO job_probe (id, note) VALUES ($1, 'committed')`, [id]);
      uow.afterCommit(() => app.runtime.jobs.enqueue(job.name, { id }));
    });
    await waitFor(() => seen.length > 0, 15_000, 'the job to run');
    expect(seen).toEqual([{ id, rows: 1 }]);
  });

  it('does not enqueue the job of a rolled-back transaction', async () => {
    const runs: string[] = [];
    const job: JobDefinition = { name: `test.rolled-back.${randomUUID()}`, run: async () => void runs.push('ran') };
    app.runtime.jobs.define(job);
    await expect(
      systemContext().transaction(async (uow) => {
        uow.afterCommit(() => app.runtime.jobs.enqueue(job.name, {}));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(runs).toEqual([]);
    const queued = await app.runtime.db.dataSource.query(`SELECT count(*)::int AS n FROM agenda_jobs WHERE name = $1`, [job.name]);
    expect(queued[0].n).toBe(0);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const attempts: Array<{ attempt: number; at: number }> = [];
    const job: JobDefinition = {
      name: `test.retry.${randomUUID()}`,
      retry: { attempts: 4, delayMs: 300 },
      async run(_runtime, _data, handle) {
        attempts.push({ attempt: handle.attempt, at: Date.now() });
        if (attempts.length < 3) throw new Error(`transient failure ${attempts.length}`);
      },
    };
    app.runtime.jobs.define(job);
    await app.runtime.jobs.enqueue(job.name, {});
    await waitFor(() => attempts.length >= 3, 20_000, 'three attempts');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    const firstGap = attempts[1].at - attempts[0].at;
    const secondGap = attempts[2].at - attempts[1].at;
    // Exponential from 300 ms with ±20 % jitter: about 300 ms, then about 600 ms.
    expect(firstGap).toBeGreaterThanOrEqual(240);
    expect(secondGap).toBeGreaterThanOrEqual(480);
  });

  it('gives up after the configured number of retries', async () => {
    let runs = 0;
    const job: JobDefinition = {
      name: `test.give-up.${randomUUID()}`,
      retry: { attempts: 1, delayMs: 100 },
      async run() {
        runs += 1;
        throw new Error('permanent failure');
      },
    };
    app.runtime.jobs.define(job);
    await app.runtime.jobs.enqueue(job.name, {});
    await waitFor(() => runs >= 2, 15_000, 'the retry');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs).toBe(2);
  });

  it('lets drain wait for a running job to finish, then stops taking work (runs last)', async () => {
    const log: string[] = [];
    let started = false;
    const job: JobDefinition = {
      name: `test.slow.${randomUUID()}`,
      async run() {
        started = true;
        log.push('job started');
        await new Promise((resolve) => setTimeout(resolve, 700));
        log.push('job finished');
      },
    };
    app.runtime.jobs.define(job);
    await app.runtime.jobs.enqueue(job.name, {});
    await waitFor(() => started, 15_000, 'the slow job to start');
    const drainStarted = Date.now();
    await app.runtime.jobs.drain(10_000);
    log.push('drained');
    expect(log).toEqual(['job started', 'job finished', 'drained']);
    // Returns when the job ends, not when the timeout runs out.
    expect(Date.now() - drainStarted).toBeLessThan(3_000);
    expect(app.runtime.jobs.ready).toBe(false);
  });
});

describe('/readyz and the job runner', () => {
  it('answers 503 until the job runner has started, then 200', async () => {
    const app = await startTestApp({ config: { runJobs: true } });
    try {
      const before = await app.request('GET', '/readyz');
      expect(before.status).toBe(503);
      expect(before.body).toEqual({ status: 'not ready', checks: { database: true, jobs: false } });
      await app.runtime.jobs.start();
      const after = await app.request('GET', '/readyz');
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ status: 'ready', checks: { database: true, jobs: true } });
      expect((await app.request('GET', '/healthz')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is ready without a job runner when this process does not run jobs', async () => {
    const app = await startTestApp({ config: { runJobs: false } });
    try {
      expect((await app.request('GET', '/readyz')).body).toEqual({ status: 'ready', checks: { database: true, jobs: true } });
    } finally {
      await app.close();
    }
  });
});
