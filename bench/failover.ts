/**
 * `npm run bench:failover` (PostgreSQL 15 binaries; docs/operations.md, "Failover"):
 * 1. the failover drill twice, each on a fresh primary + synchronous standby (scripts/pg-pair.sh):
 *    the primary killed (the standby promoted once the restarted service answers /readyz 503), and
 *    a planned switchover; keyed writes from several clients, each retried with its key until it
 *    has a final answer. Prints the gap, writes acknowledged, lost, duplicated, the webhook
 *    deliveries (and any missing), the live board's missed events and whether its sequences carry
 *    on contiguously, the service's unhandled-error log lines and every answer by status.
 * 2. what synchronous replication costs the guest order row: guest orders (POST
 *    /api/v1/guest/self-order/{qrToken}/orders with an Idempotency-Key) on the same pair with
 *    `synchronous_commit = on` (the commit waits for the standby's flush) and with `local` (it
 *    does not), alternated to cancel drift: one client (latency) and eight (throughput).
 * BENCH_FAILOVER_WRITES (default 60) writes before and after each disruption; BENCH_FAILOVER_ORDERS
 * (default 300) guest orders per measured round.
 */
import { randomUUID } from 'node:crypto';
import { openAppDatabase } from '../src/bootstrap';
import { startTestApp } from '../test/support/test-app';
import { createTenant } from '../test/support/factories';
import { PgPair } from '../test/support/pg-pair';
import { failoverDrill, type DrillResult } from '../test/support/failover-drill';
import { seedGuestShop } from './guest-order';

const WRITES = Number(process.env.BENCH_FAILOVER_WRITES ?? 60);
const ORDERS = Number(process.env.BENCH_FAILOVER_ORDERS ?? 300);

async function drill(disrupt: 'kill' | 'switchover'): Promise<DrillResult> {
  const pair = await PgPair.start('sync');
  try {
    return await failoverDrill({ pair, disrupt, clients: 4, writesBefore: WRITES, writesAfter: WRITES });
  } finally {
    await pair.stop();
  }
}

interface Round {
  mode: 'on' | 'local';
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  perSecond8: number;
}

async function guestOrderCost(): Promise<Round[]> {
  const pair = await PgPair.start('sync');
  const db = await openAppDatabase({ databaseUrl: pair.bothUrl(), poolSize: 10, onConnectionError: () => undefined });
  const app = await startTestApp({
    singleNode: true,
    config: { guestRateLimitPerIp: 1_000_000, guestRateLimitPerToken: 1_000_000 },
    database: { db, databaseUrl: pair.bothUrl(), close: () => db.close(), drop: () => db.close() },
  });
  try {
    const tenant = await createTenant(app.runtime);
    const shop = await seedGuestShop(Number(new URL(app.baseUrl).port), tenant.owner.token);
    const order = async () => {
      const started = performance.now();
      const res = await fetch(`${app.baseUrl}/api/v1/guest/self-order/${shop.qrToken}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: shop.body,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`guest order: ${res.status}`);
      return performance.now() - started;
    };
    const setMode = async (mode: Round['mode']) => {
      await pair.query('a', `ALTER SYSTEM SET synchronous_commit = '${mode}'`);
      await pair.query('a', 'SELECT pg_reload_conf()');
      // A reload reaches the pool's sessions at their next statement; check on a new one.
      const [row] = await pair.query<{ synchronous_commit: string }>('a', 'SHOW synchronous_commit');
      if (row.synchronous_commit !== mode) throw new Error(`synchronous_commit is ${row.synchronous_commit}, not ${mode}`);
    };
    for (let i = 0; i < 50; i++) await order();
    const rounds: Round[] = [];
    for (const mode of ['on', 'local', 'on', 'local'] as const) {
      await setMode(mode);
      const times: number[] = [];
      for (let i = 0; i < ORDERS; i++) times.push(await order());
      times.sort((x, y) => x - y);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let i = 0; i < ORDERS / 8; i++) await order();
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      rounds.push({
        mode,
        meanMs: times.reduce((sum, t) => sum + t, 0) / times.length,
        p50Ms: times[Math.floor(times.length * 0.5)],
        p95Ms: times[Math.floor(times.length * 0.95)],
        perSecond8: (8 * Math.floor(ORDERS / 8)) / seconds,
      });
    }
    return rounds;
  } finally {
    await app.close();
    await db.close();
    await pair.stop();
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
  const drills: Array<[string, DrillResult]> = [];
  for (const disrupt of ['kill', 'switchover'] as const) {
    const result = await drill(disrupt);
    drills.push([disrupt, result]);
    console.log(
      `FIGURES failover ${disrupt} gap=${(result.gapMs / 1000).toFixed(1)}s writes=${result.writes.length} acknowledged=${result.acknowledged} ` +
        `acknowledgedBefore=${result.acknowledgedBefore} applied=${result.applied} retried=${result.retried} lost=${result.lost.length} ` +
        `duplicated=${result.duplicated.length} lives=${result.serviceLives} readyz=${result.readyzRuns.join(',')} answers=${JSON.stringify(result.answers)} ` +
        `jobAfter=${result.jobAfterFailover} webhookDeliveries=${result.webhookDeliveries} webhooksMissing=${result.webhooksMissing.length} ` +
        `liveMissed=${result.liveMissed.length} liveContiguous=${result.liveSequencesContiguous} unhandledLog=${result.unhandledLog.length}`,
    );
    // The lines behind a 500 name the error (test/platform/failover.test.ts refuses any 500).
    for (const line of result.unhandledLog) console.log(`  unhandled (${disrupt}): ${line}`);
  }
  const rounds = await guestOrderCost();
  console.log(
    '\n| Disruption | Gap (s) | Writes | Acknowledged | Before it | Lost | Duplicated | Retried | Service lives | Job after | Webhook deliveries | Webhooks missing | Live board missed | Live contiguous | Unhandled log lines | Answers by status |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|---:|---|');
  for (const [disrupt, r] of drills) {
    const answers = Object.entries(r.answers)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `| ${disrupt} | ${(r.gapMs / 1000).toFixed(1)} | ${r.writes.length} | ${r.acknowledged} | ${r.acknowledgedBefore} | ${r.lost.length} | ${r.duplicated.length} | ${r.retried} | ${r.serviceLives} | ${r.jobAfterFailover} ` +
        `| ${r.webhookDeliveries} | ${r.webhooksMissing.length} | ${r.liveMissed.length} | ${r.liveSequencesContiguous ? 'yes' : 'no'} | ${r.unhandledLog.length} | ${answers} |`,
    );
  }
  console.log('\n| synchronous_commit | guest order mean (ms) | p50 | p95 | 8 clients (orders/s) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rounds) console.log(`| ${r.mode} | ${r.meanMs.toFixed(2)} | ${r.p50Ms.toFixed(2)} | ${r.p95Ms.toFixed(2)} | ${r.perSecond8.toFixed(0)} |`);
  const mean = (mode: Round['mode'], key: 'meanMs' | 'perSecond8') => rounds.filter((r) => r.mode === mode).reduce((sum, r) => sum + r[key], 0) / 2;
  console.log(
    `FIGURES sync-replication guestOrderMeanOn=${mean('on', 'meanMs').toFixed(2)}ms guestOrderMeanLocal=${mean('local', 'meanMs').toFixed(2)}ms ` +
      `cost=${(mean('on', 'meanMs') - mean('local', 'meanMs')).toFixed(2)}ms ordersPerSecondOn=${mean('on', 'perSecond8').toFixed(0)} ordersPerSecondLocal=${mean('local', 'perSecond8').toFixed(0)}`,
  );
  const failed = drills.some(([, r]) => r.lost.length || r.duplicated.length);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
