/*
 * npm run bench:usage-days — theoretical usage of one branch over 30 and 92 days, read from every
 * order (nothing stored) and from stored usage days, back to back on the seeded ledger
 * (docs/performance.md, "Lists at scale"). Runs on SCALE_DB (default bo_usage; make it with
 * `SCALE_DB=bo_usage SCALE_FACTOR=0.1 npm run seed:scale`).
 *
 * The seed's orders sell three products that have no bill of materials, which makes the usage
 * read flattering; this script first gives them one (catalogue rows only: inventory items and
 * BOM lines of the main organisation, replaced on every run; no order, list or index changes).
 * Then it stores the branch's 92 days (timed per day, as the job stores them), and reads each
 * range USAGE_RUNS times (default 15) with the statement before stored days existed (`before`),
 * with the days stale (`live`) and fresh (`stored`), alternating, printing the median and p90 of the wall time of `theoreticalUsage` and checking
 * that both answers are equal.
 */
import 'reflect-metadata';
import { isDeepStrictEqual } from 'node:util';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../src/core/config/config';
import { createRuntime } from '../src/bootstrap';
import { RequestContext } from '../src/core/context/request-context';
import { systemPrincipal } from '../src/core/auth/principal';
import { ALL_PERMISSIONS } from '../src/core/auth/permissions';
import { addDays } from '../src/core/time/business-day';
import { theoreticalUsage, toUsageLine, type UsageRow } from '../src/modules/sales/usage/theoretical-usage';
import { storeUsageDay } from '../src/modules/sales/usage/usage-days';
import { USAGE_ROWS } from '../src/modules/sales/usage/usage-sql';
import { MAIN_ORG_NAME, scaleUrl } from './seed-scale';

const DB = process.env.SCALE_DB ?? 'bo_usage';
const RUNS = Number(process.env.USAGE_RUNS ?? 15);
const PRODUCTS = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];
// Per product of the seed: [item, unit, thousandths per unit, channel scope].
const BOM: Array<Array<[string, string, number, string]>> = [
  [
    ['Usage bench rice', 'Kg', 200, 'All'],
    ['Usage bench chicken', 'Kg', 250, 'All'],
    ['Usage bench oil', 'L', 20, 'All'],
    ['Usage bench spices', 'Kg', 5, 'All'],
    ['Usage bench box', 'Piece', 1000, 'Partner'],
  ],
  [
    ['Usage bench lettuce', 'Kg', 100, 'All'],
    ['Usage bench tomato', 'Kg', 80, 'All'],
    ['Usage bench cucumber', 'Kg', 50, 'All'],
    ['Usage bench dressing', 'L', 30, 'All'],
  ],
  [
    ['Usage bench cup', 'Piece', 1000, 'All'],
    ['Usage bench syrup', 'L', 50, 'All'],
  ],
];

/* The read before stored days (the main branch's statement, word for word): every Completed order of the range. */
const BEFORE_SQL = `
WITH o AS MATERIALIZED (
  SELECT id, organization_id, business_date, lines, channel_id, source FROM sales_orders
   WHERE organization_id = $1 AND branch_id = $2 AND status = 'Completed' AND business_date BETWEEN $3::date AND $4::date)
SELECT to_char(u.business_date, 'YYYY-MM-DD') AS business_date, u.inventory_item_id, i.name, u.unit, SUM(u.qty_milli) AS qty_milli, SUM(u.product_units) AS product_units
  FROM (${USAGE_ROWS}) u JOIN catalog_inventory_items i ON i.id = u.inventory_item_id
 GROUP BY u.business_date, u.inventory_item_id, i.name, u.unit
 ORDER BY u.business_date, i.name, u.inventory_item_id, u.unit`;

type Mode = 'before' | 'live' | 'stored';
const MODES: Mode[] = ['before', 'live', 'stored'];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function main(): Promise<void> {
  if (DB === 'bo_scale') throw new Error('bo_scale is the list benches’ database: run this on its own (SCALE_DB=bo_usage)');
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'silent',
      DATABASE_URL: scaleUrl(undefined, DB),
      JWT_SECRET: `usage-${randomBytes(16).toString('hex')}`,
    },
    { runJobs: false },
  );
  const runtime = await createRuntime(config);
  const manager = runtime.db.dataSource.manager;
  try {
    const [org] = await manager.query(`SELECT id FROM organizations WHERE name = $1`, [MAIN_ORG_NAME]);
    if (!org) throw new Error(`${DB} holds no seeded organisation: run SCALE_DB=${DB} npm run seed:scale first`);
    const branches = await manager.query(`SELECT id FROM branches WHERE organization_id = $1 ORDER BY created_at, id`, [org.id]);
    const branchId: string = branches[1].id;
    const [{ last }] = await manager.query(`SELECT max(business_date)::text AS last FROM sales_orders WHERE organization_id = $1 AND branch_id = $2`, [
      org.id,
      branchId,
    ]);

    await manager.query(`DELETE FROM catalog_product_consumables WHERE organization_id = $1 AND product_id = ANY($2::uuid[])`, [org.id, PRODUCTS]);
    for (const [index, lines] of BOM.entries()) {
      for (const [name, unit, milli, scope] of lines) {
        const [item] = await manager.query(
          `INSERT INTO catalog_inventory_items (organization_id, name, name_key, unit, kind, standard_cost_iqd) VALUES ($1, $2, $4, $3, 'Ingredient', 1000)
           ON CONFLICT DO NOTHING RETURNING id`,
          [org.id, name, unit, name.toLowerCase()],
        );
        const itemId =
          item?.id ?? (await manager.query(`SELECT id FROM catalog_inventory_items WHERE organization_id = $1 AND name = $2`, [org.id, name]))[0].id;
        await manager.query(
          `INSERT INTO catalog_product_consumables (organization_id, product_id, inventory_item_id, qty_milli, unit, channel_scope, required, kind) VALUES ($1, $2, $3, $4, $5, $6, true, 'Ingredient')`,
          [org.id, PRODUCTS[index], itemId, milli, unit, scope],
        );
      }
    }
    await manager.query(`ANALYZE catalog_product_consumables`);

    const from92 = addDays(last, -91);
    let t0 = process.hrtime.bigint();
    const cpu0 = process.cpuUsage();
    for (let day = from92; day <= last; day = addDays(day, 1)) {
      await runtime.db.dataSource.transaction((tx) => storeUsageDay(tx, org.id, branchId, day, new Date()));
    }
    const storeMs = Number(process.hrtime.bigint() - t0) / 1e6;
    const storeCpu = process.cpuUsage(cpu0);
    const [rows] = await manager.query(
      `SELECT (SELECT COUNT(*) FROM sales_orders WHERE organization_id = $1 AND branch_id = $2 AND business_date BETWEEN $3::date AND $4::date AND status = 'Completed')::int AS orders,
              (SELECT COUNT(*) FROM sales_usage_day_items WHERE organization_id = $1 AND branch_id = $2 AND business_date BETWEEN $3::date AND $4::date)::int AS stored_rows`,
      [org.id, branchId, from92, last],
    );
    console.log(
      `${DB}: branch ${branchId}, ${from92} … ${last}: ${rows.orders.toLocaleString('en')} Completed orders, ${rows.stored_rows} stored rows; storing the 92 days took ${storeMs.toFixed(0)} ms (${(storeMs / 92).toFixed(1)} ms per day; this process's CPU ${((storeCpu.user + storeCpu.system) / 1000).toFixed(0)} ms)`,
    );

    const ctx = new RequestContext(runtime, systemPrincipal(org.id, ALL_PERMISSIONS, branchId), null, { transport: 'job' });
    const setStale = (stale: boolean) =>
      manager.query(`UPDATE sales_usage_days SET stale = $3 WHERE organization_id = $1 AND branch_id = $2`, [org.id, branchId, stale]);
    console.log('\n| range | read | p50 ms | p90 ms | lines |');
    console.log('|---|---|--:|--:|--:|');
    for (const days of [30, 92]) {
      const input = { branchId, from: addDays(last, -(days - 1)), to: last };
      const times: Record<Mode, number[]> = { before: [], live: [], stored: [] };
      const answers: Record<Mode, unknown[]> = { before: [], live: [], stored: [] };
      for (let run = -2; run < RUNS; run++) {
        for (const mode of MODES) {
          await setStale(mode !== 'stored');
          t0 = process.hrtime.bigint();
          if (mode === 'before') {
            const rows = await ctx.query<UsageRow>(BEFORE_SQL, [org.id, branchId, input.from, input.to], { prepared: false });
            answers[mode] = rows.map(toUsageLine);
          } else answers[mode] = await theoreticalUsage(ctx, input);
          if (run >= 0) times[mode].push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }
      if (!isDeepStrictEqual(answers.live, answers.stored) || !isDeepStrictEqual(answers.before, answers.stored)) {
        throw new Error(`${days} days: the answers differ`);
      }
      for (const mode of MODES) {
        console.log(
          `| ${days} days | ${mode} | ${percentile(times[mode], 0.5).toFixed(1)} | ${percentile(times[mode], 0.9).toFixed(1)} | ${answers[mode].length} |`,
        );
      }
    }
    await setStale(false);
    console.log('\nanswers equal (before = live = stored) for both ranges');
  } finally {
    await runtime.instance.stop();
    await runtime.db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
