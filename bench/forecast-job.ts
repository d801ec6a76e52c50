/**
 * The forecast's nightly job and its reads on PostgreSQL: `npm run bench:forecast-job`
 * (docs/performance.md, "Demand forecast"; docs/forecast.md, "Generator and bench").
 *
 * Creates a database `bo_bench_forecast_<random>` on DATABASE_URL's server, migrates it and plants,
 * as the daily close and the sold-out marks store them, a generated year (bench/forecast-data.ts)
 * for 20 branches × 30 batch inputs: the chicken, meat and rice of each branch's batch and 27 items
 * the batch makes or takes that a product's bill of materials draws (the usage sums per branch, item
 * and day, the sold-out marks, the Iraqi calendar). Then it times the nightly job for the
 * organisation (every branch: reading the year, backtest and 14-day forecast of every series,
 * storing the days, `forecast.ready`; wall time and the service process's CPU, which a loaded machine
 * inflates less), best of FORECAST_JOB_RUNS (default 1), and FORECAST_READS
 * (default 300) reads over HTTP of each: the branch forecast (REST and GraphQL) and tomorrow's
 * batch proposal (REST), with their median and p95. Drops the database.
 */
import 'reflect-metadata';
import os from 'node:os';
import { ManualClock } from '../src/core/clock';
import { createTenant } from '../test/support/factories';
import { insertCalendarDays } from '../src/modules/forecast/calendar/forecast-calendar.service';
import { iraqiCalendarDefaults } from '../src/modules/forecast/rules/iraqi-calendar';
import { dateRange } from '../src/modules/forecast/rules/dates';
import { forecastComputeService } from '../src/modules/forecast/compute/forecast-compute.service';
import { generateSales } from './forecast-data';
import { withScratchService } from './scratch-service';

const BRANCHES = 20;
const ITEMS = 30;
const RUNS = Number(process.env.FORECAST_JOB_RUNS ?? 1);
const READS = Number(process.env.FORECAST_READS ?? 300);
/** The generated year ends on 2026-04-30: the service's today is the day after. */
const NOW = new Date('2026-05-01T10:00:00Z');
const C = '/api/v1/console';

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main(): Promise<void> {
  await withScratchService('forecast', { clock: new ManualClock(NOW) }, async ({ runtime, serve, openSeeder }) => {
    const port = await serve();
    const tenant = await createTenant(runtime, { name: 'Forecast bench' });
    const branchIds = [tenant.branchId];
    for (let i = 1; i < BRANCHES; i++) branchIds.push(await tenant.addBranch(`Branch ${String(i).padStart(2, '0')}`));
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: any };
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const owner = tenant.owner.token;

    // The catalogue: chicken, meat, rice and 27 items a batch makes or takes that a product's bill draws.
    const item = async (name: string, unit: string, kind: string) =>
      (await call('POST', `${C}/catalog/inventory-items`, owner, { name, nameAr: `${name} ع`, unit, kind, standardCostIqd: 1000 })).id as string;
    const itemIds = [await item('Chicken', 'Piece', 'Chicken'), await item('Meat', 'Kg', 'Meat'), await item('Rice', 'Kg', 'Rice')];
    for (let i = 3; i < ITEMS; i++) itemIds.push(await item(`Input ${String(i).padStart(2, '0')}`, 'Kg', 'Ingredient'));
    const product = await call('POST', `${C}/catalog/products`, owner, { code: 'BENCH', name: 'Bench meal', basePriceIqd: 5000 });
    for (const id of itemIds.slice(3))
      await call('POST', `${C}/products/${product.id}/consumables`, owner, { inventoryItemId: id, qtyPerParentUnit: 0.1, unit: 'Kg' });
    for (const branchId of branchIds) {
      const token = await tenant.tokenFor(tenant.owner, branchId);
      await call('POST', `${C}/production/batches`, token, {
        businessDate: '2026-04-30',
        chickenItemId: itemIds[0],
        chickenCount: 100,
        meatItemId: itemIds[1],
        meatKg: 20,
        riceItemId: itemIds[2],
        rawRiceKg: 40,
        cookedRiceMultiplier: 2.5,
        riceRoundingMethod: 'Nearest',
        extras: itemIds.slice(3).map((inventoryItemId) => ({ inventoryItemId, quantity: 1, unit: 'Kg' })),
      });
    }

    // The year, as the daily close and the sold-out marks store it.
    const seedStart = Date.now();
    const { series } = generateSales({ seed: 54, branches: BRANCHES, items: ITEMS });
    const seeder = await openSeeder();
    await insertCalendarDays(runtime.db.dataSource.manager, tenant.organizationId, iraqiCalendarDefaults(2025, 2026, { fridays: false }));
    let usageRows = 0;
    let marks = 0;
    for (const s of series) {
      const closed = new Set(s.closedDays);
      const days = dateRange(s.from, s.to).filter((day) => !closed.has(day));
      const values = dateRange(s.from, s.to)
        .map((day, t) => [day, s.observed[t]] as const)
        .filter(([day]) => !closed.has(day))
        .map(([, value]) => -Math.round(value * 1000));
      await seeder.query(
        `INSERT INTO analytics_day_item_sums (organization_id, branch_id, business_date, inventory_item_id, movements,
           receipts_milli, receipts_iqd, production_outputs_milli, production_outputs_iqd, transfers_in_milli, transfers_in_iqd,
           transfers_out_milli, transfers_out_iqd, sales_usage_milli, sales_usage_iqd, production_inputs_milli, production_inputs_iqd,
           waste_milli, waste_iqd, unexplained_milli, unexplained_iqd)
         SELECT $1, $2, r.day, $3, 1, 0, 0, 0, 0, 0, 0, 0, 0, r.milli, 0, 0, 0, 0, 0, 0, 0 FROM unnest($4::date[], $5::bigint[]) AS r(day, milli)`,
        [tenant.organizationId, branchIds[s.branch], itemIds[s.item], days, values],
      );
      usageRows += days.length;
      if (s.soldOutDays.length) {
        await seeder.query(
          `INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, changes, at)
           SELECT $1, $2, 'inventory-item', $3, m.action, 'system', '{}'::jsonb, m.at FROM unnest($4::text[], $5::timestamptz[]) AS m(action, at)`,
          [
            tenant.organizationId,
            branchIds[s.branch],
            itemIds[s.item],
            s.soldOutDays.flatMap(() => ['sold-out', 'available']),
            s.soldOutDays.flatMap((day) => [`${day}T15:00:00Z`, `${day}T20:00:00Z`]),
          ],
        );
        marks += s.soldOutDays.length;
      }
    }
    await seeder.query('ANALYZE');
    await seeder.end();
    const seedMs = Date.now() - seedStart;

    const loadBefore = os.loadavg();
    let fastest = Infinity;
    let cpuMs = 0;
    let stored = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      stored = await forecastComputeService.computeOrganization(runtime, tenant.organizationId, { force: true });
      const wall = Number(process.hrtime.bigint() - start) / 1e6;
      if (wall < fastest) {
        fastest = wall;
        const used = process.cpuUsage(cpu);
        cpuMs = (used.user + used.system) / 1000;
      }
    }
    const [{ series: seriesCount, days }] = (await runtime.db.dataSource.query(
      `SELECT (SELECT count(*)::int FROM forecast_series WHERE organization_id = $1) AS series, (SELECT count(*)::int FROM forecast_days WHERE organization_id = $1) AS days`,
      [tenant.organizationId],
    )) as Array<{ series: number; days: number }>;

    // Reads: a lookup of what the job stored, over HTTP as the console and the API ask.
    const branchToken = await tenant.tokenFor(tenant.owner, branchIds[7]);
    const gql = (query: string, variables: Record<string, unknown>) =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${branchToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      }).then(async (res) => {
        const json = (await res.json()) as { errors?: unknown };
        if (json.errors) throw new Error(JSON.stringify(json.errors));
      });
    const reads: Array<[string, () => Promise<unknown>]> = [
      ['REST GET forecast/branches/{id} (30 series, 56 days of history, 14 days)', () => call('GET', `${C}/forecast/branches/${branchIds[7]}`, branchToken)],
      [
        'GraphQL branchForecast (the forecast page: 30 series, 28 days of history)',
        () =>
          gql(
            `query ($b: UUID!) { branchForecast(branchId: $b, historyDays: 28) { lastKnownDate series { inventoryItemId measure itemName model history { date usage soldOut } days { date median upper explanation { sameWeekdays { date usage } calendarEffect } } } calendar { date kind } } }`,
            { b: branchIds[7] },
          ),
      ],
      [
        'REST GET forecast/branches/{id}?InventoryItemIds=<one> (one series, 56 days of history)',
        () => call('GET', `${C}/forecast/branches/${branchIds[7]}?InventoryItemIds=${itemIds[0]}`, branchToken),
      ],
      ['REST GET forecast/branches/{id}/batch-proposal (tomorrow)', () => call('GET', `${C}/forecast/branches/${branchIds[7]}/batch-proposal`, branchToken)],
    ];
    const results: string[] = [];
    for (const [name, read] of reads) {
      for (let i = 0; i < 20; i++) await read();
      const times: number[] = [];
      for (let i = 0; i < READS; i++) {
        const start = process.hrtime.bigint();
        await read();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.sort((a, b) => a - b);
      results.push(`${name}: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (${READS} reads, one at a time)`);
    }
    console.log(`load average before the job: ${loadBefore.map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} CPUs)`);
    console.log(`data: ${usageRows.toLocaleString('en')} usage days, ${marks.toLocaleString('en')} sold-out marks; seeded in ${(seedMs / 1000).toFixed(1)} s`);
    console.log(
      `nightly job, ${BRANCHES} branches × ${ITEMS} inputs × 14 days: ${(fastest / 1000).toFixed(1)} s wall, ${(cpuMs / 1000).toFixed(1)} s of the service's CPU (best of ${RUNS}; ${stored} branches, ${seriesCount} series, ${days} days stored)`,
    );
    for (const line of results) console.log(line);
    console.log(
      `load average after: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
