/*
 * npm run seed:scale — a ledger the size of issue 39's (docs/performance.md, "Lists at scale") in
 * its own PostgreSQL database (SCALE_DB, default bo_scale; dropped and made again):
 *
 *   one organisation with 20 branches and 3,000,000 orders over a year (3 lines each, 9,000,000
 *   lines), 50 other organisations with 860,000 orders between them, one audit entry, one
 *   dispatched outbox event and one webhook delivery per order of the first organisation; 200,000
 *   bank statement lines, 12,000 employees, a production batch per branch and day, 18,000 export
 *   jobs (and a share of each in the other organisations); the theoretical usage of every ended
 *   business day stored, as the job `sales.usage-days.store` keeps it in a deployment.
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
import { findDueUsageDays } from '../src/modules/sales/usage/usage-days.jobs';
import { USAGE_INPUTS_FINGERPRINT } from '../src/modules/sales/usage/usage-days';
import { USAGE_ROWS } from '../src/modules/sales/usage/usage-sql';

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

/** The service's configuration for a bench process on the scale database: production, silent, no jobs. */
export function scaleServiceConfig(url: string, secretPrefix: string): ReturnType<typeof loadConfig> {
  return loadConfig(
    {
      ...process.env,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      JWT_SECRET: `${secretPrefix}-${randomBytes(16).toString('hex')}`,
    },
    { runJobs: false },
  );
}

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

/** SEED_SCALE_ONLY=other-lists: adds the other lists to a database seeded before they were part of the seed. */
async function addOtherLists(): Promise<void> {
  const client = new Client({ connectionString: scaleUrl() });
  await client.connect();
  await client.query('SET synchronous_commit = off');
  const [org] = (
    await client.query<{ id: string; owner: string }>(
      `SELECT o.id, m.user_id AS owner FROM organizations o JOIN memberships m ON m.organization_id = o.id AND m.role = 'Owner' WHERE o.name = $1`,
      [MAIN_ORG_NAME],
    )
  ).rows;
  const branchIds = (await client.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1 ORDER BY created_at, id', [org.id])).rows.map(
    (row) => row.id,
  );
  const others = (
    await client.query<{ organization_id: string; id: string }>(
      `SELECT DISTINCT ON (organization_id) organization_id, id FROM branches WHERE organization_id <> $1 ORDER BY organization_id, created_at`,
      [org.id],
    )
  ).rows.map((row) => [row.organization_id, row.id]);
  await seedOtherLists(client, org.id, org.owner, branchIds, others, (label, t0) => console.log(`  ${label} ${((Date.now() - t0) / 1000).toFixed(1)} s`));
  await client.query('VACUUM ANALYZE');
  await client.end();
}

async function main(): Promise<void> {
  if (process.env.SEED_SCALE_ONLY === 'other-lists') return addOtherLists();
  const started = Date.now();
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${SCALE_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${SCALE_DB}"`);
  await admin.end();
  const url = scaleUrl();
  const config = scaleServiceConfig(url, 'seed');
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
  await seedOtherLists(client, main.organizationId, main.owner.userId, ids, others, step);
  t0 = Date.now();
  const days = await storeSeededUsageDays(client, url);
  step(`stored usage days ${days.toLocaleString('en')}`, t0);
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

/*
 * Per branch, the due days' rows as the job stores them (storeUsageDay, docs/orders.md "Stored usage
 * days": the same USAGE_ROWS summed per day, item and unit, and the organisation's inputs
 * fingerprint), in one statement per branch: nothing else writes the seeded database, so the job's
 * lock of the day's open orders and one transaction per day are not needed here.
 */
export const STORE_BRANCH_DAYS = `
WITH stored AS (
  INSERT INTO sales_usage_days (organization_id, branch_id, business_date, stale, inputs_fingerprint, computed_at)
  SELECT $1, $2, d, false, ${USAGE_INPUTS_FINGERPRINT('$1')}, $4 FROM unnest($3::date[]) AS d),
o AS MATERIALIZED (
  SELECT id, organization_id, business_date, lines, channel_id, source
    FROM sales_orders WHERE organization_id = $1 AND branch_id = $2 AND business_date = ANY($3::date[]) AND status = 'Completed')
INSERT INTO sales_usage_day_items (organization_id, branch_id, business_date, inventory_item_id, unit, qty_milli, product_units)
SELECT $1, $2, u.business_date, u.inventory_item_id, u.unit, SUM(u.qty_milli), SUM(u.product_units)
  FROM (${USAGE_ROWS}) u
 GROUP BY u.business_date, u.inventory_item_id, u.unit`;

/**
 * Stores the usage of every ended day the job `sales.usage-days.store` would store (its own
 * findDueUsageDays, at the time of the seed): a deployment runs it every 15 minutes, so its
 * theoretical usage reads ended days from their stored sums. Answers the number of days.
 */
async function storeSeededUsageDays(client: Client, url: string): Promise<number> {
  const runtime = await createRuntime(scaleServiceConfig(url, 'seed'));
  const due = await findDueUsageDays(runtime);
  await runtime.instance.stop();
  await runtime.db.close();
  const perBranch = new Map<string, { organizationId: string; branchId: string; days: string[] }>();
  for (const { organizationId, branchId, day } of due) {
    const key = `${organizationId}/${branchId}`;
    const entry = perBranch.get(key) ?? { organizationId, branchId, days: [] };
    entry.days.push(day);
    perBranch.set(key, entry);
  }
  const computedAt = new Date();
  for (const { organizationId, branchId, days } of perBranch.values()) await client.query(STORE_BRANCH_DAYS, [organizationId, branchId, days, computedAt]);
  return due.length;
}

/**
 * The other lists of issue 39 at a year's size for the 20-branch organisation (and a share in each
 * other organisation, so that every list filters a table it does not own alone): webhook deliveries
 * (one per order), bank statement lines, employees, production batches (one per branch and day)
 * and export jobs.
 */
async function seedOtherLists(
  client: Client,
  organizationId: string,
  ownerId: string,
  branchIds: string[],
  others: string[][],
  step: (label: string, t0: number) => void,
): Promise<void> {
  let t0 = Date.now();
  const [subscription] = (
    await client.query<{ id: string }>(
      `INSERT INTO webhook_subscriptions (id, organization_id, url, events, api_version, secret_ciphertext, secret_created_at)
       VALUES (gen_random_uuid(), $1, 'https://example.com/hooks', ARRAY['sales.order.completed'], '2026-01-01', 'seeded', now()) RETURNING id`,
      [organizationId],
    )
  ).rows;
  for (let first = 0; ; first += CHUNK) {
    const { rowCount } = await client.query(
      `INSERT INTO webhook_deliveries (organization_id, subscription_id, event_id, event_type, resource_type, resource_id, api_version, body, status,
                                       attempt_count, last_attempt_at, last_http_status, completed_at, created_at, updated_at)
       SELECT e.organization_id, $2, e.id, e.type, e.resource_type, e.resource_id, '2026-01-01', '{}',
              CASE WHEN n % 101 = 0 THEN 'Failed' WHEN n % 997 = 0 THEN 'Pending' ELSE 'Succeeded' END,
              1, e.occurred_at, CASE WHEN n % 101 = 0 THEN 500 ELSE 200 END, e.occurred_at, e.occurred_at, e.occurred_at
         FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM outbox_events WHERE organization_id = $1 ORDER BY id LIMIT ${CHUNK} OFFSET ${first}) e`,
      [organizationId, subscription.id],
    );
    if (!rowCount) break;
    step(`webhook deliveries +${rowCount.toLocaleString('en')}`, t0);
    if (rowCount < CHUNK) break;
  }
  t0 = Date.now();
  const lines = Math.round(200_000 * FACTOR);
  for (const [org, branch] of [[organizationId, branchIds[0]], ...others.slice(0, 10)]) {
    const [account] = (
      await client.query<{ id: string }>(
        `INSERT INTO accounting_bank_accounts (organization_id, name, account_number, account_number_key, currency_code, branch_id)
         VALUES ($1, 'Main account', 'IQ00SCALE0001', 'IQ00SCALE0001', 'IQD', $2) RETURNING id`,
        [org, branch],
      )
    ).rows;
    const count = org === organizationId ? lines : Math.ceil(lines / 20);
    const [statement] = (
      await client.query<{ id: string }>(
        `INSERT INTO accounting_statement_imports (organization_id, bank_account_id, lines_read, lines_created, duplicates_skipped, date_from, date_to, file_sha256)
         VALUES ($1, $2, $3, $3, 0, date '2025-11-26', date '2026-11-25', md5(random()::text)) RETURNING id`,
        [org, account.id, count],
      )
    ).rows;
    await client.query(
      `INSERT INTO accounting_statement_lines (organization_id, bank_account_id, import_id, date, amount, description, reference, status, fingerprint, occurrence)
       SELECT $1, $2, $3, date '2026-11-25' - (g % 365), CASE WHEN g % 3 = 0 THEN -(g % 500) * 1000 ELSE (g % 900) * 1000 + 250 END,
              'Card settlement ' || g, 'REF' || g, (ARRAY['Unmatched','Matched','Matched','Excluded'])[1 + g % 4], md5(g::text), 1
         FROM generate_series(1, $4::int) g`,
      [org, account.id, statement.id, count],
    );
  }
  step(`bank statement lines ${(lines + Math.ceil(lines / 20) * 10).toLocaleString('en')}`, t0);
  t0 = Date.now();
  for (const [org, count, branches, userId] of [[organizationId, 12_000, branchIds, ownerId], ...others.map(([o, b]) => [o, 300, [b], null])] as Array<
    [string, number, string[], string | null]
  >) {
    await client.query(
      `INSERT INTO hr_employees (organization_id, full_name, hire_date, contract_type, base_salary, allowances, annual_leave_balance, status, status_changed_at)
       SELECT $1, 'Employee ' || g, date '2020-01-01' + (g % 2000), 'FullTime', 500000 + g, 0, 0,
              (ARRAY['Active','Active','Active','OnLeave','Resigned'])[1 + g % 5], now()
         FROM generate_series(1, $2::int) g`,
      [org, count],
    );
    await client.query(
      `INSERT INTO production_batches (organization_id, branch_id, business_date, chicken_item_id, chicken_count, meat_item_id, meat_kg, rice_item_id,
                                       raw_rice_kg, cooked_rice_multiplier, reserved_rice_direct_sale_kg, rice_rounding_method, notes, status)
       SELECT $1, b.id, date '2026-11-25' - d, gen_random_uuid(), 40, gen_random_uuid(), 10, gen_random_uuid(), 20, 2.5, 0, 'Nearest', 'Batch ' || d,
              (ARRAY['Closed','Closed','Completed','Cancelled'])[1 + d % 4]
         FROM unnest($2::uuid[]) AS b(id), generate_series(1, 365) d`,
      [org, branches],
    );
    await client.query(
      `INSERT INTO export_jobs (organization_id, kind, report_key, format, lang, "from", "to", fields, status, created_by, principal, created_at)
       SELECT $1, 'Report', 'sales.orders', 'Csv', 'En', date '2026-01-01', date '2026-01-31', '[]', (ARRAY['Succeeded','Succeeded','Failed','Cancelled'])[1 + g % 4],
              $3, '{}', now() - g * interval '1 minute'
         FROM generate_series(1, $2::int) g`,
      [org, Math.round(count * 1.5), userId],
    );
  }
  step('employees, production batches and export jobs', t0);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
