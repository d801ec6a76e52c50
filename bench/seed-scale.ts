/*
 * npm run seed:scale — a ledger the size of issue 39's (docs/performance.md, "Lists at scale") in
 * its own PostgreSQL database (SCALE_DB, default bo_scale; dropped and made again):
 *
 *   one organisation with 20 branches and 3,000,000 orders over a year (3 lines each, 9,000,000
 *   lines), 50 other organisations with 860,000 orders between them, one audit entry and one
 *   dispatched outbox event per order of the first organisation.
 *
 * SCALE_FACTOR (default 1) multiplies the row counts (0.01 for a quick try). Rows are made by the
 * server itself (INSERT … SELECT FROM generate_series, in chunks), then ANALYZE. Prints rows per
 * table, database size and time. DATABASE_URL names the server (default the local one).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../src/core/config/config';
import { createRuntime } from '../src/bootstrap';
import { createTenant } from '../test/support/factories';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const SCALE_DB = process.env.SCALE_DB ?? 'bo_scale';
const FACTOR = Number(process.env.SCALE_FACTOR ?? '1');
const MAIN_ORDERS = Math.round(3_000_000 * FACTOR);
const OTHER_ORDERS = Math.round(860_000 * FACTOR);
const OTHER_ORGS = 50;
const BRANCHES = 20;
const CHUNK = 250_000;
export const MAIN_ORG_NAME = 'Scale organisation';

export function scaleUrl(server = SERVER_URL, db = SCALE_DB): string {
  const url = new URL(server);
  url.pathname = `/${db}`;
  return url.toString();
}

const LINES = `jsonb_build_array(
  jsonb_build_object('index', 0, 'productId', '00000000-0000-4000-8000-000000000001', 'name', 'Chicken rice', 'nameAr', 'رز دجاج', 'quantity', 2, 'shelfPrice', 6000, 'unitPrice', 6000, 'lineTotal', 12000, 'discount', 0, 'netAmount', 12000, 'taxCodeId', null, 'ratePermille', null, 'modifiers', '[]'::jsonb),
  jsonb_build_object('index', 1, 'productId', '00000000-0000-4000-8000-000000000002', 'name', 'Salad', 'nameAr', 'سلطة', 'quantity', 1, 'shelfPrice', 2000, 'unitPrice', 2000, 'lineTotal', 2000, 'discount', 0, 'netAmount', 2000, 'taxCodeId', null, 'ratePermille', null, 'modifiers', '[]'::jsonb),
  jsonb_build_object('index', 2, 'productId', '00000000-0000-4000-8000-000000000003', 'name', 'Drink', 'nameAr', 'مشروب', 'quantity', 1, 'shelfPrice', 1000, 'unitPrice', 1000, 'lineTotal', 1000, 'discount', 0, 'netAmount', 1000, 'taxCodeId', null, 'ratePermille', null, 'modifiers', '[]'::jsonb))`;

/** Orders g = first..last of one organisation, spread evenly over the year before `end`. */
export function orderInsert(count: number): string {
  // $1 organisation, $2 branch ids (uuid[]), $3 branch codes (text[]), $4 first g, $5 last g, $6 end of the year
  return `INSERT INTO sales_orders (organization_id, branch_id, source, number, business_date, status, cancel_reason, placed_at, status_changed_at,
            lines, subtotal, discount, promotion, taxes, tax_total, total, payments, amount_due_at_counter, created_at, updated_at)
    SELECT $1, ($2::uuid[])[1 + g % cardinality($2::uuid[])], (ARRAY['Guest','Console','Partner'])[1 + (g / 7) % 3],
           ($3::text[])[1 + g % cardinality($3::text[])] || '-' || lpad(g::text, 8, '0'),
           (t AT TIME ZONE 'Asia/Baghdad')::date,
           CASE WHEN g % 97 = 0 THEN 'Cancelled' WHEN g > $5 - 50 THEN 'Placed' ELSE 'Completed' END,
           CASE WHEN g % 97 = 0 THEN 'Customer left' END, t, t,
           ${LINES}, 15000, 0, NULL, '[]'::jsonb, 0, 15000 + (g % 50) * 250,
           jsonb_build_array(jsonb_build_object('methodId', '00000000-0000-4000-8000-000000000009', 'name', 'Cash', 'nameAr', 'نقد', 'kind', 'Cash', 'amountIqd', 15000)),
           0, t, t
      FROM generate_series($4::int, $5::int) AS g,
           LATERAL (SELECT $6::timestamptz - make_interval(secs => (${count} - g) * (365.0 * 86400 / ${Math.max(count, 1)}))) AS p(t)`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${SCALE_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${SCALE_DB}"`);
  await admin.end();
  const url = scaleUrl();
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      JWT_SECRET: `seed-${randomBytes(16).toString('hex')}`,
    },
    { runJobs: false },
  );
  const runtime = await createRuntime(config);
  const main = await createTenant(runtime, { name: MAIN_ORG_NAME });
  const branchIds = [main.branchId];
  for (let n = 1; n < BRANCHES; n++) branchIds.push(await main.addBranch(`Branch ${n + 1}`));
  const others: string[][] = [];
  for (let n = 0; n < OTHER_ORGS; n++) {
    const other = await createTenant(runtime, { name: `Other organisation ${n + 1}` });
    others.push([other.organizationId, other.branchId]);
  }
  await runtime.instance.stop();
  await runtime.db.close();

  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  const codes = (await client.query<{ id: string; code: string }>('SELECT id, code FROM branches WHERE id = ANY($1)', [branchIds])).rows;
  const ids = codes.map((row) => row.id);
  const codeList = codes.map((row) => row.code.toUpperCase());
  const end = new Date(Date.UTC(2026, 10, 25));
  const step = (label: string, t0: number) => console.log(`  ${label} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  let t0 = Date.now();
  for (let first = 1; first <= MAIN_ORDERS; first += CHUNK) {
    const last = Math.min(MAIN_ORDERS, first + CHUNK - 1);
    await client.query(orderInsert(MAIN_ORDERS), [main.organizationId, ids, codeList, first, last, end]);
    step(`orders ${last.toLocaleString('en')} / ${MAIN_ORDERS.toLocaleString('en')}`, t0);
  }
  t0 = Date.now();
  const perOther = Math.max(1, Math.round(OTHER_ORDERS / OTHER_ORGS));
  for (const [org, branch] of others) {
    const code = (await client.query<{ code: string }>('SELECT code FROM branches WHERE id = $1', [branch])).rows[0].code.toUpperCase();
    await client.query(orderInsert(perOther), [org, [branch], [code], 1, perOther, end]);
  }
  step(`other organisations' orders ${(perOther * OTHER_ORGS).toLocaleString('en')}`, t0);
  t0 = Date.now();
  for (let first = 0; ; first += CHUNK) {
    const { rowCount } = await client.query(
      `WITH o AS (SELECT id, organization_id, branch_id, placed_at FROM sales_orders WHERE organization_id = $1 ORDER BY id LIMIT ${CHUNK} OFFSET ${first})
       , a AS (INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, changes, transport, at)
               SELECT organization_id, branch_id, 'sales-order', id::text, 'status-completed', 'user', '{"status":{"from":"Ready","to":"Completed"}}'::jsonb, 'rest', placed_at + interval '20 minutes' FROM o)
       INSERT INTO outbox_events (organization_id, branch_id, type, resource_type, resource_id, data, actor, occurred_at, dispatched_at)
       SELECT organization_id, branch_id, 'sales.order.completed', 'sales-order', id::text, jsonb_build_object('id', id), '{"kind":"user"}'::jsonb, placed_at, placed_at + interval '1 second' FROM o`,
      [main.organizationId],
    );
    if (!rowCount) break;
    step(`audit entries and outbox events +${rowCount.toLocaleString('en')}`, t0);
    if (rowCount < CHUNK) break;
  }
  t0 = Date.now();
  await client.query('VACUUM ANALYZE');
  step('VACUUM ANALYZE', t0);
  const tables = await client.query<{ relname: string; n: string; size: string }>(
    `SELECT relname, n_live_tup::text AS n, pg_size_pretty(pg_total_relation_size(relid)) AS size FROM pg_stat_user_tables WHERE n_live_tup > 0 ORDER BY n_live_tup DESC LIMIT 12`,
  );
  console.log('\nrows per table:');
  for (const row of tables.rows) console.log(`  ${row.relname.padEnd(32)} ${Number(row.n).toLocaleString('en').padStart(12)}  ${row.size}`);
  const size = await client.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
  console.log(`\n${SCALE_DB}: SCALE_FACTOR ${FACTOR}, ${size.rows[0].size}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await client.end();
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
