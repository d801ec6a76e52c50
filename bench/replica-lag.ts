/**
 * `npm run bench:replica-lag` (PostgreSQL 15 binaries; docs/operations.md, "Read replicas"): replica
 * lag during an export run.
 *
 * A primary and an asynchronous streaming replica (scripts/pg-pair.sh), the real service
 * (src/main.ts) with DATABASE_URL on the primary and DATABASE_REPLICA_URL on the replica. Seeds one
 * organisation with BENCH_REPLICA_ROWS employees (default 60,000, in one INSERT … SELECT) and a
 * self-order table, then puts guest orders (POST /api/v1/guest/self-order/{qrToken}/orders with an
 * Idempotency-Key) from BENCH_REPLICA_CLIENTS clients (default 4) on the primary for the whole run:
 * BENCH_REPLICA_PHASE_S seconds (default 15) before the export, the export (hr.employees, Xlsx,
 * Arabic, through POST export-jobs and the service's job runner), the same time after it. The
 * report catalogue has no sales-order report; the employee report streams its rows in keyset
 * batches like every report, so it is the same kind of long read on the replica.
 *
 * Every 250 ms it samples the service's `db_replica_lag_seconds` and `db_replica_eligible` (/metrics),
 * the replica's `now() - pg_last_xact_replay_timestamp()` and the primary's
 * `pg_stat_replication.write_lag` / `replay_lag`, and prints p50 / p95 / max of each before, during
 * and after the export, orders/s and the service process's CPU in each phase, the export's duration,
 * where its rows were read (`db_read_only_work_total`) and whether the replica was ever skipped as
 * too far behind.
 *
 * The service checks the replica's lag every DATABASE_REPLICA_CHECK_MS (here BENCH_REPLICA_CHECK_MS,
 * default 250, so the sampled metric is at most one sample old; the service's default is 5000) and
 * skips it beyond DATABASE_REPLICA_MAX_LAG_MS (BENCH_REPLICA_MAX_LAG_MS, default the service's 30000).
 */
import { createSecretKey, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { Client } from 'pg';
import { signAccessToken } from '../src/core/auth/access-token';
import { openAppDatabase } from '../src/bootstrap';
import { startTestApp } from '../test/support/test-app';
import { createTenant } from '../test/support/factories';
import { PgPair } from '../test/support/pg-pair';
import { ServiceProcess } from '../test/support/service-process';
import { seedGuestShop } from './guest-order';

const ROWS = Number(process.env.BENCH_REPLICA_ROWS ?? 60_000);
const CLIENTS = Number(process.env.BENCH_REPLICA_CLIENTS ?? 4);
const PHASE_MS = Number(process.env.BENCH_REPLICA_PHASE_S ?? 15) * 1000;
const CHECK_MS = process.env.BENCH_REPLICA_CHECK_MS ?? '250';
const MAX_LAG_MS = process.env.BENCH_REPLICA_MAX_LAG_MS ?? '30000';
const SAMPLE_MS = 250;
const JWT_SECRET = `bench-replica-lag-${randomUUID()}`;
const C = '/api/v1/console';

type Phase = 'before' | 'during' | 'after';

interface Sample {
  phase: Phase;
  /** The service's db_replica_lag_seconds (-1: its check failed). */
  metric: number | null;
  eligible: number | null;
  /** The replica's now() - pg_last_xact_replay_timestamp(), seconds. */
  replay: number | null;
  /** The primary's pg_stat_replication lags, seconds (null when it has nothing to report). */
  writeLag: number | null;
  replayLag: number | null;
}

/** CPU seconds (user + system) a process has used, from /proc (as bench/live.ts). */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function metricValue(text: string, name: string, labels: string): number | null {
  const escaped = labels.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`^${name}\\{${escaped}\\} ([-0-9.e+]+)$`, 'm').exec(text);
  return match ? Number(match[1]) : null;
}

function stats(values: Array<number | null>): string {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (!known.length) return `no values (${values.length} samples)`;
  const at = (q: number) => known[Math.min(known.length - 1, Math.floor(known.length * q))];
  const s = (value: number) => value.toFixed(3);
  const missing = values.length - known.length;
  return `p50 ${s(at(0.5))}  p95 ${s(at(0.95))}  max ${s(known[known.length - 1])}  (n=${known.length}${missing ? `, ${missing} null` : ''})`;
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
  const loadAtStart = os.loadavg();
  const pair = await PgPair.start('async');
  let service: ServiceProcess | undefined;
  const clients: Client[] = [];
  try {
    // Migrate and seed in-process on the primary, as the failover drill does.
    const db = await openAppDatabase({ databaseUrl: pair.url('a'), poolSize: 4, onConnectionError: () => undefined });
    const seeding = await startTestApp({
      singleNode: true,
      database: { db, databaseUrl: pair.url('a'), close: () => db.close(), drop: () => db.close() },
    });
    const tenant = await createTenant(seeding.runtime, { name: 'Bench replica lag' });
    const shop = await seedGuestShop(Number(new URL(seeding.baseUrl).port), tenant.owner.token);
    const seedStarted = Date.now();
    await db.dataSource.query(
      `INSERT INTO hr_employees (organization_id, full_name, phone, email, hire_date, contract_type, base_salary, allowances, annual_leave_balance, status, status_changed_at)
       SELECT $1, CASE WHEN g % 2 = 0 THEN 'موظف رقم ' || g ELSE 'Employee ' || lpad(g::text, 6, '0') END, '+96477' || lpad(g::text, 8, '0'),
              'e' || g || '@example.test', DATE '2020-01-01' + (g % 2000), 'FullTime', 500000 + (g % 1000) * 1000, (g % 7) * 25000, (g % 30)::numeric, 'Active', now()
         FROM generate_series(1, ${ROWS}) AS g`,
      [tenant.organizationId],
    );
    await db.dataSource.query('ANALYZE');
    const seedMs = Date.now() - seedStarted;
    await seeding.close();
    await db.close();

    const primary = new Client({ connectionString: pair.url('a') });
    const replica = new Client({ connectionString: pair.url('b') });
    clients.push(primary, replica);
    await Promise.all(clients.map((client) => client.connect()));
    // The replica starts from the seeded state (the seed's WAL replayed), so "before" measures the load alone.
    const [{ lsn }] = (await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows;
    for (let i = 0; ; i++) {
      const [{ caught }] = (await replica.query<{ caught: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught', [lsn])).rows;
      if (caught) break;
      if (i > 600) throw new Error('the replica did not replay the seed within a minute');
      await pause(100);
    }

    service = await new ServiceProcess({
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      JWT_SECRET,
      DATA_DIR: '/tmp/bo-replica-lag-unused',
      DATABASE_URL: pair.url('a'),
      DATABASE_REPLICA_URL: pair.url('b'),
      DATABASE_REPLICA_CHECK_MS: CHECK_MS,
      DATABASE_REPLICA_MAX_LAG_MS: MAX_LAG_MS,
      GUEST_RATE_LIMIT_PER_IP: '1000000',
      GUEST_RATE_LIMIT_PER_TOKEN: '1000000',
    }).start();
    const baseUrl = service.baseUrl;
    const label = `replica="127.0.0.1:${pair.ports.b}"`;
    const token = signAccessToken(
      createSecretKey(Buffer.from(JWT_SECRET, 'utf8')),
      { sub: tenant.owner.userId, org: tenant.organizationId, branch: tenant.branchId, sid: tenant.owner.sessionId },
      new Date(),
    );

    let phase: Phase = 'before';
    const orders: Record<Phase, number> = { before: 0, during: 0, after: 0 };
    const failures: Record<string, number> = {};
    let loading = true;
    const order = async () => {
      const res = await fetch(`${baseUrl}/api/v1/guest/self-order/${shop.qrToken}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: shop.body,
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) orders[phase]++;
      else failures[String(res?.status ?? 0)] = (failures[String(res?.status ?? 0)] ?? 0) + 1;
    };
    for (let i = 0; i < 20; i++) await order();
    orders.before = 0;

    const samples: Sample[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const started = Date.now();
        const at = phase;
        const [metrics, replay, lags] = await Promise.all([
          fetch(`${baseUrl}/metrics`).then(
            (res) => res.text(),
            () => '',
          ),
          replica
            .query<{ s: number | null }>('SELECT EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp())::float8 AS s')
            .then((result) => result.rows[0]?.s ?? null),
          primary
            .query<{ w: number | null; r: number | null }>(
              `SELECT EXTRACT(EPOCH FROM write_lag)::float8 AS w, EXTRACT(EPOCH FROM replay_lag)::float8 AS r FROM pg_stat_replication WHERE application_name = 'b'`,
            )
            .then((result) => result.rows[0] ?? { w: null, r: null }),
        ]);
        samples.push({
          phase: at,
          metric: metricValue(metrics, 'db_replica_lag_seconds', label),
          eligible: metricValue(metrics, 'db_replica_eligible', label),
          replay: replay === null ? null : Number(replay),
          writeLag: lags.w === null ? null : Number(lags.w),
          replayLag: lags.r === null ? null : Number(lags.r),
        });
        await pause(Math.max(0, SAMPLE_MS - (Date.now() - started)));
      }
    })();
    const load = Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (loading) await order();
      }),
    );
    const readOnlyWork = async () => {
      const text = await (await fetch(`${baseUrl}/metrics`)).text();
      return {
        replica: metricValue(text, 'db_read_only_work_total', 'target="replica"') ?? 0,
        primary: metricValue(text, 'db_read_only_work_total', 'target="primary"') ?? 0,
      };
    };

    const phaseStarted: Record<Phase, number> = { before: Date.now(), during: 0, after: 0 };
    // The service's CPU at each phase's start, and at the end: the export's file is made in its process.
    const serviceCpu: Record<Phase | 'end', number> = { before: cpuSeconds(service.pid), during: 0, after: 0, end: 0 };
    await pause(PHASE_MS);

    const workBefore = await readOnlyWork();
    phase = 'during';
    phaseStarted.during = Date.now();
    serviceCpu.during = cpuSeconds(service.pid);
    const created = await service.request('POST', `${C}/export-jobs`, {
      token,
      body: { reportKey: 'hr.employees', format: 'Xlsx', lang: 'Ar', from: '2026-01-01', to: '2026-12-31' },
    });
    if (created.status !== 200) throw new Error(`export job not created: ${created.status} ${created.text}`);
    let job: any;
    for (;;) {
      const res = await service.request('GET', `${C}/export-jobs/${created.body.data.id}`, { token });
      job = res.body?.data;
      if (job && !['Queued', 'Running'].includes(job.status)) break;
      if (Date.now() - phaseStarted.during > 150_000) throw new Error(`export still ${JSON.stringify(job)}`);
      await pause(100);
    }
    const exportMs = Date.now() - phaseStarted.during;
    const workAfter = await readOnlyWork();
    phase = 'after';
    phaseStarted.after = Date.now();
    serviceCpu.after = cpuSeconds(service.pid);
    await pause(PHASE_MS);
    loading = false;
    await load;
    const ended = Date.now();
    serviceCpu.end = cpuSeconds(service.pid);
    sampling = false;
    await sampler;
    const loadAtEnd = os.loadavg();

    const seconds: Record<Phase, number> = {
      before: (phaseStarted.during - phaseStarted.before) / 1000,
      during: (phaseStarted.after - phaseStarted.during) / 1000,
      after: (ended - phaseStarted.after) / 1000,
    };
    const skipped = samples.filter((sample) => sample.eligible === 0);
    const readOn = workAfter.replica > workBefore.replica ? 'replica' : workAfter.primary > workBefore.primary ? 'primary' : 'unknown';

    console.log(`seeded ${ROWS.toLocaleString('en')} employees in ${(seedMs / 1000).toFixed(1)} s; ${CLIENTS} guest-order clients on the primary throughout`);
    console.log(
      `export hr.employees Xlsx Ar: ${job.status}, ${job.rowsWritten} rows, ${(exportMs / 1000).toFixed(1)} s from POST to ${job.status} (queue wait included), rows read on the ${readOn}`,
    );
    console.log(`replica check every ${CHECK_MS} ms, skipped beyond DATABASE_REPLICA_MAX_LAG_MS=${MAX_LAG_MS}; samples every ${SAMPLE_MS} ms\n`);
    for (const at of ['before', 'during', 'after'] as const) {
      const inPhase = samples.filter((sample) => sample.phase === at);
      const cpu = serviceCpu[at === 'before' ? 'during' : at === 'during' ? 'after' : 'end'] - serviceCpu[at];
      console.log(
        `${at} the export (${seconds[at].toFixed(1)} s, ${(orders[at] / seconds[at]).toFixed(1)} orders/s, service CPU ${((100 * cpu) / seconds[at]).toFixed(0)} % of a core, ${inPhase.length} samples):`,
      );
      console.log(`  service db_replica_lag_seconds        ${stats(inPhase.map((sample) => (sample.metric === -1 ? null : sample.metric)))}`);
      console.log(`  replica now() - last replay timestamp ${stats(inPhase.map((sample) => sample.replay))}`);
      console.log(`  primary pg_stat_replication write_lag  ${stats(inPhase.map((sample) => sample.writeLag))}`);
      console.log(`  primary pg_stat_replication replay_lag ${stats(inPhase.map((sample) => sample.replayLag))}`);
    }
    const failed = Object.entries(failures)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ');
    console.log(
      `\nreplica skipped as too far behind (db_replica_eligible 0 or check failed): ${skipped.length ? `yes, in ${skipped.length} of ${samples.length} samples` : `never (${samples.length} samples)`}`,
    );
    console.log(`guest orders not answered 200: ${failed || 'none'}`);
    console.log(
      `load average at start ${loadAtStart.map((n) => n.toFixed(2)).join(' ')}, at end ${loadAtEnd.map((n) => n.toFixed(2)).join(' ')}; ${os.cpus().length} CPUs`,
    );
    const all = (pick: (sample: Sample) => number | null, at: Phase) =>
      stats(samples.filter((sample) => sample.phase === at).map(pick)).replace(/\s+\(.*$/, '');
    console.log(
      `FIGURES replica-lag rows=${ROWS} clients=${CLIENTS} exportS=${(exportMs / 1000).toFixed(1)} exportStatus=${job.status} exportReadOn=${readOn} ` +
        `ordersPerSecond=${(['before', 'during', 'after'] as const).map((at) => (orders[at] / seconds[at]).toFixed(1)).join('/')} ` +
        `metricDuring="${all((sample) => sample.metric, 'during')}" replayDuring="${all((sample) => sample.replayLag, 'during')}" ` +
        `skipped=${skipped.length} maxLagMs=${MAX_LAG_MS} checkMs=${CHECK_MS}`,
    );
  } finally {
    await service?.stop().catch(() => undefined);
    for (const client of clients) await client.end().catch(() => undefined);
    await pair.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
