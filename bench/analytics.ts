/**
 * Food cost analytics on PostgreSQL: `npm run bench:analytics`.
 *
 * Creates a database `bo_bench_analytics_<random>` on DATABASE_URL's server, migrates it and seeds
 * (test/support/analytics-month.ts, set-based SQL):
 * - organisation A: 20 branches, 300 items, 30 days, BENCH_ANALYTICS_ORDERS orders a day per branch
 *   (default 667) of 3 lines: 1.2 M order lines and their SaleUsage movements in the month;
 * - organisation B: one branch, one day of 2,000 orders of 3 lines (6,000 lines), 300 items.
 * Then times (best of BENCH_ANALYTICS_RUNS, default 3) the month's usage variance for the 20
 * branches before any day is closed (every day from the ledger and the orders), closes the 600
 * days (the daily close, which stores each day's sums), times the month again (every day from the
 * stored sums; docs/analytics.md; target under 3 s) and the daily close of B's day (target under
 * 1 s), and prints the data sizes with the times. Drops the database.
 */
import 'reflect-metadata';
import { RequestContext } from '../src/core/context/request-context';
import { systemPrincipal } from '../src/core/auth/principal';
import { ALL_PERMISSIONS } from '../src/core/auth/permissions';
import { createTenant } from '../test/support/factories';
import { seedAnalyticsMonth } from '../test/support/analytics-month';
import { varianceService } from '../src/modules/analytics/variance/variance.service';
import { dayCloseService } from '../src/modules/analytics/close/day-close.service';
import { DayCloseReason } from '../src/modules/analytics/close/day-close.entity';
import { addDays } from '../src/core/time/business-day';
import { withScratchService } from './scratch-service';

const ORDERS = Number(process.env.BENCH_ANALYTICS_ORDERS ?? 667);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 3);

async function best(runs: number, work: () => Promise<unknown>): Promise<number> {
  let fastest = Infinity;
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint();
    await work();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - start) / 1e6);
  }
  return fastest;
}

async function main(): Promise<void> {
  await withScratchService('analytics', {}, async ({ runtime, openSeeder }) => {
    const seeder = await openSeeder();
    const query = async (sql: string, params?: unknown[]) => (await seeder.query(sql, params)).rows;

    const group = await createTenant(runtime, { name: 'Bench group' });
    const branchIds = [group.branchId];
    for (let i = 1; i < 20; i++) branchIds.push(await group.addBranch(`Branch ${i}`));
    const seedStart = Date.now();
    const month = await seedAnalyticsMonth(query, {
      organizationId: group.organizationId,
      branchIds,
      items: 300,
      days: 30,
      from: '2026-02-01',
      ordersPerDay: ORDERS,
      linesPerOrder: 3,
      shrinkage: { 7: 5000, 77: 4000, 150: 9000, 222: 6000, 299: 7000 },
    });
    const single = await createTenant(runtime, { name: 'Bench day' });
    const day = await seedAnalyticsMonth(query, {
      organizationId: single.organizationId,
      branchIds: [single.branchId],
      items: 300,
      days: 1,
      from: '2026-03-01',
      ordersPerDay: 2000,
      linesPerOrder: 3,
      shrinkage: { 3: 1000 },
    });
    await query('ANALYZE');
    await seeder.end();
    const seedMs = Date.now() - seedStart;
    const [{ movements }] = (await runtime.db.dataSource.query(`SELECT COUNT(*)::int AS movements FROM inventory_movements`)) as Array<{ movements: number }>;

    const groupCtx = new RequestContext(runtime, systemPrincipal(group.organizationId, ALL_PERMISSIONS, group.branchId), null, { transport: 'job' });
    const monthReport = async () =>
      (await varianceService.report(groupCtx, { from: '2026-02-01', to: month.to, branchIds: null, flaggedOnly: false })).lines.filter((line) => line.flagged)
        .length;
    let flaggedLive = 0;
    const liveMs = await best(RUNS, async () => {
      flaggedLive = await monthReport();
    });
    const closeAllStart = Date.now();
    for (const branchId of branchIds) {
      for (let day = '2026-02-01'; day <= month.to; day = addDays(day, 1)) {
        await dayCloseService.close(
          new RequestContext(runtime, systemPrincipal(group.organizationId, [], branchId), null, { transport: 'job' }),
          branchId,
          day,
          DayCloseReason.Scheduled,
        );
      }
    }
    const closeAllMs = Date.now() - closeAllStart;
    let flagged = 0;
    const monthMs = await best(RUNS, async () => {
      flagged = await monthReport();
    });
    const dayCtx = new RequestContext(runtime, systemPrincipal(single.organizationId, ALL_PERMISSIONS, single.branchId), null, { transport: 'job' });
    const closeMs = await best(RUNS, () => dayCloseService.close(dayCtx, single.branchId, day.to, DayCloseReason.Manual));
    console.log(`data: ${movements.toLocaleString('en')} movements in all; seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const size = `20 branches, 300 items, 30 days, ${month.orderLines.toLocaleString('en')} order lines`;
    console.log(
      `month usage variance, no day closed (ledger and orders): ${size}: ${liveMs.toFixed(0)} ms (best of ${RUNS}; ${flaggedLive} lines flagged, 100 planted)`,
    );
    console.log(`closing the month's 600 days (storing their sums): ${(closeAllMs / 1000).toFixed(1)} s`);
    console.log(
      `month usage variance, every day closed (stored daily sums): ${size}: ${monthMs.toFixed(0)} ms (best of ${RUNS}; ${flagged} lines flagged, 100 planted)`,
    );
    console.log(`daily close: 1 branch, 2,000 orders, ${day.orderLines.toLocaleString('en')} lines, 300 items: ${closeMs.toFixed(0)} ms (best of ${RUNS})`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
