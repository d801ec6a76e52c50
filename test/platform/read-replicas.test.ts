import { openAppDatabase } from '../../src/bootstrap';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { employeeId } from '../modules/hr/hr-helpers';
import { C, waitForJob } from '../modules/exports/exports-helpers';
import { PgPair, pgPairAvailable } from '../support/pg-pair';

// Starts its own primary and streaming replica (scripts/pg-pair.sh): PostgreSQL binaries only.
const describeWithPair = pgPairAvailable() ? describe : describe.skip;

const MAX_LAG_MS = 5_000;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeWithPair('read replicas (a real streaming replica started with pg_basebackup)', () => {
  let pair: PgPair;
  let app: TestApp;
  let tenant: TestTenant;

  /** Scans of the employees table counted by a node's own statistics (a hot standby keeps its own). */
  const employeeScans = async (node: 'a' | 'b') => {
    const [row] = await pair.query<{ n: string }>(
      node,
      `SELECT (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::text AS n FROM pg_stat_user_tables WHERE relname = 'hr_employees'`,
    );
    return Number(row?.n ?? 0);
  };
  /**
   * The count once every backend has flushed what it counted: a backend flushes its statistics at a
   * transaction's end at most once a second, and what is left pending then only after 10 s idle
   * (PostgreSQL's PGSTAT_IDLE_INTERVAL), so the count must stay the same for longer than that.
   */
  const settledScans = async (node: 'a' | 'b') => {
    let last = await employeeScans(node);
    let unchangedSince = Date.now();
    const deadline = Date.now() + 90_000;
    while (Date.now() - unchangedSince < 11_000) {
      if (Date.now() > deadline) throw new Error(`The scan count of node ${node} did not settle`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await employeeScans(node);
      if (now !== last) unchangedSince = Date.now();
      last = now;
    }
    return last;
  };
  const readOnlyWork = async () => {
    const metrics = await app.request('GET', '/metrics');
    const count = (target: string) => Number(new RegExp(`^db_read_only_work_total\\{target="${target}"\\} (\\d+)`, 'm').exec(metrics.body)?.[1] ?? 0);
    return { replica: count('replica'), primary: count('primary'), text: String(metrics.body) };
  };
  const exportEmployees = async () => {
    const created = await app.request('POST', `${C}/export-jobs`, {
      token: tenant.owner.token,
      body: { reportKey: 'hr.employees', format: 'Csv', from: '2026-01-01', to: '2026-03-09' },
    });
    expect(created.status).toBe(200);
    return waitForJob(app, tenant.owner.token, created.body.data.id, undefined, 60_000);
  };

  beforeAll(async () => {
    pair = await PgPair.start('async');
    const db = await openAppDatabase({
      databaseUrl: pair.url('a'),
      poolSize: 5,
      replicaUrls: [pair.url('b')],
      replicaMaxLagMs: MAX_LAG_MS,
      replicaCheckMs: 60_000,
      onConnectionError: () => undefined,
    });
    app = await startTestApp({
      jobs: true,
      singleNode: true,
      now: new Date('2026-03-10T09:00:00Z'),
      database: { db, databaseUrl: pair.url('a'), close: () => db.close(), drop: () => db.close() },
    });
    tenant = await createTenant(app.runtime);
    await employeeId(app, tenant.owner.token, { fullName: 'أحمد علي', baseSalary: 1_250_000, allowances: 0, hireDate: '2025-02-01' });
    await employeeId(app, tenant.owner.token, { fullName: 'Basim Hassan', baseSalary: 900_000, allowances: 0, hireDate: '2025-06-15' });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await app?.database.close();
    await pair?.stop();
  }, 120_000);

  it('serves an export from the replica, with every row the caller wrote just before asking for it', async () => {
    await app.runtime.db.replicas!.refresh();
    expect(app.runtime.db.replicas!.eligible().map((node) => node.label)).toEqual([`127.0.0.1:${pair.ports.b}`]);
    // Written on the primary right before the export: the run waits for nothing, it only reads on a
    // replica that has replayed the primary's position at its start, so this row is in the file.
    await employeeId(app, tenant.owner.token, { fullName: 'Zainab Kareem', baseSalary: 700_000, allowances: 0, hireDate: '2026-01-04' });
    // Each backend adds its scans to pg_stat_user_tables when it flushes its statistics, up to 10 s
    // after its statement: the primary's count is taken once the write above has landed in it
    // (settledScans), so that only a scan by the export could move it.
    // A run reads on the replica only if the replica has replayed the primary's position at the
    // run's start, which includes the job's own writes of a few milliseconds before; on a loaded
    // machine it can be that far behind, and the run then rightly reads on the primary (with the row
    // in the file all the same). The replica serves the export if one of three runs reads there.
    let before = { replica: 0, primary: 0, work: await readOnlyWork() };
    let work = before.work;
    for (let run = 0; run < 3; run++) {
      before = { replica: await employeeScans('b'), primary: await settledScans('a'), work: await readOnlyWork() };
      const job = await exportEmployees();
      expect(job).toMatchObject({ status: 'Succeeded', rowsWritten: 3 });
      work = await readOnlyWork();
      expect(work.replica - before.work.replica + (work.primary - before.work.primary)).toBe(1);
      if (work.replica > before.work.replica) break;
    }
    expect(work.replica - before.work.replica).toBe(1);
    expect(work.primary - before.work.primary).toBe(0);
    // The replica's own statistics counted the export's reads of the table (flushed within a second or so).
    await waitFor('the replica to count the export scan', async () => (await employeeScans('b')) > before.replica);
    expect(await employeeScans('a')).toBe(before.primary);
    expect(work.text).toMatch(new RegExp(`^db_replica_lag_seconds\\{replica="127\\.0\\.0\\.1:${pair.ports.b}"\\} [0-9.e-]+$`, 'm'));
  }, 120_000);

  it('skips a replica too far behind (lag exported) and reads from the primary; takes it back once it has caught up', async () => {
    const replicas = app.runtime.db.replicas!;
    await pair.query('b', 'SELECT pg_wal_replay_pause()');
    try {
      // A write the paused replica receives but does not replay: its lag grows from here.
      await employeeId(app, tenant.owner.token, { fullName: 'Salma Yousef', baseSalary: 800_000, allowances: 0, hireDate: '2026-02-01' });
      await waitFor('the replica to fall behind the bound', async () => {
        await replicas.refresh();
        return replicas.eligible().length === 0;
      });
      const metrics = (await readOnlyWork()).text;
      const lag = Number(new RegExp(`^db_replica_lag_seconds\\{replica="127\\.0\\.0\\.1:${pair.ports.b}"\\} ([0-9.e-]+)$`, 'm').exec(metrics)?.[1]);
      expect(lag * 1000).toBeGreaterThan(MAX_LAG_MS);
      expect(metrics).toMatch(new RegExp(`^db_replica_eligible\\{replica="127\\.0\\.0\\.1:${pair.ports.b}"\\} 0$`, 'm'));

      const before = await readOnlyWork();
      const job = await exportEmployees();
      expect(job).toMatchObject({ status: 'Succeeded', rowsWritten: 4 });
      const after = await readOnlyWork();
      expect(after.primary - before.primary).toBe(1);
      expect(after.replica - before.replica).toBe(0);
    } finally {
      await pair.query('b', 'SELECT pg_wal_replay_resume()');
    }
    await waitFor('the replica to catch up', async () => {
      await replicas.refresh();
      return replicas.eligible().length === 1;
    });
    // A run reads on the replica only if it has replayed the primary's position at the run's start,
    // which includes the job's own writes a few milliseconds before: on a loaded machine the
    // replica can be that far behind, and the run then rightly reads on the primary. The replica
    // is back in use if one of three runs reads there.
    let servedByReplica = 0;
    for (let run = 0; run < 3 && servedByReplica === 0; run++) {
      const before = await readOnlyWork();
      expect(await exportEmployees()).toMatchObject({ status: 'Succeeded', rowsWritten: 4 });
      servedByReplica = (await readOnlyWork()).replica - before.replica;
    }
    expect(servedByReplica).toBe(1);
  }, 180_000);
});
