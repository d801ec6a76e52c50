/**
 * Inventory rows of `npm run bench` (issue 32; docs/performance.md, "Inventory"):
 *
 * - `guest-complete-bom` / `guest-complete-plain`: completing a guest order (Ready → Completed,
 *   `POST sales/orders/{id}/status`) whose dish has 10 bill-of-material lines (ten SaleUsage
 *   movements and ten balance updates in the order's transaction), and the same completion of the
 *   same order shape whose dish has none (no stock moves). Each request completes its own order:
 *   one order of each kind is placed through the API and moved to Ready, then copied in SQL as many
 *   times as the runs can use (`autocannon-each-path.js` walks the list).
 * - `inventory-on-hand` (one-shot): the stock-on-hand page of 100 for 2,000 items × 20 branches with
 *   5,000,000 movements in the ledger, read sequentially over REST and GraphQL (p50/p99), with
 *   EXPLAIN ANALYZE of the statements one page sends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Runtime } from '../src/core/runtime';
import { createTenant } from '../test/support/factories';

const C = '/api/v1/console';

async function call(port: number, token: string, method: string, url: string, body?: unknown): Promise<any> {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: unknown };
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

export interface CompletionOrders {
  token: string;
  /** Files of Ready order ids, one a line. */
  bomFile: string;
  plainFile: string;
  count: number;
}

/**
 * An organisation with a SelfOrder channel, ten stocked items, a dish consuming all ten (grams of
 * kg items, millilitres of litre items, pieces), a dish consuming none and a tea; one guest order of
 * each dish (2 dishes + 1 tea) moved to Ready, then `count` copies of each in SQL. With `branchCount`
 * above 1, further branches get the same opening stock (its movements and balances copied in SQL) and
 * copy n is an order of branch n mod `branchCount`, so consecutive requests complete orders of
 * different branches.
 */
export async function seedCompletionOrders(runtime: Runtime, port: number, count: number, branchCount = 1): Promise<CompletionOrders> {
  const tenant = await createTenant(runtime, { name: 'Bench inventory completions' });
  const token = tenant.owner.token;
  await call(port, token, 'POST', `${C}/settings/channels`, { name: 'QR', kind: 'SelfOrder' });
  const units = ['Kg', 'L', 'Piece', 'Kg', 'Kg', 'L', 'Piece', 'Kg', 'L', 'Kg'];
  const items: Array<{ id: string; unit: string }> = [];
  for (const [i, unit] of units.entries()) {
    const item = await call(port, token, 'POST', `${C}/catalog/inventory-items`, {
      name: `Bench stock ${i + 1}`,
      unit,
      kind: 'Ingredient',
      standardCostIqd: 1000 + i * 250,
    });
    await call(port, token, 'POST', `${C}/inventory/opening-balances`, { inventoryItemId: item.id, quantity: 1_000_000, unitCostIqd: 1000 + i * 250 });
    items.push({ id: item.id, unit });
  }
  const product = (code: string, name: string, basePriceIqd: number) =>
    call(port, token, 'POST', `${C}/catalog/products`, { code, name, basePriceIqd, channels: ['SelfOrder'] });
  const bomDish = await product('BENCH-BOM', 'Biryani with its recipe', 6000);
  const plainDish = await product('BENCH-PLAIN', 'Biryani without a recipe', 6000);
  const tea = await product('BENCH-TEA', 'Tea', 500);
  for (const item of items) {
    const line =
      item.unit === 'Kg'
        ? { qtyPerParentUnit: 120, unit: 'G' }
        : item.unit === 'L'
          ? { qtyPerParentUnit: 15, unit: 'Ml' }
          : { qtyPerParentUnit: 1, unit: 'Piece' };
    await call(port, token, 'POST', `${C}/products/${bomDish.id}/consumables`, { inventoryItemId: item.id, ...line });
  }
  const table = await call(port, token, 'POST', `${C}/self-order/tables`, { name: 'Bench inventory table' });
  const readyOrder = async (dishId: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/guest/self-order/${table.qrToken}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-inventory-${dishId}` },
      body: JSON.stringify({
        items: [
          { productId: dishId, quantity: 2 },
          { productId: tea.id, quantity: 1 },
        ],
      }),
    });
    const placed = ((await res.json()) as { data: { id: string } }).data;
    for (const status of ['Accepted', 'Preparing', 'Ready']) await call(port, token, 'POST', `${C}/sales/orders/${placed.id}/status`, { status });
    return placed.id;
  };
  const columns: Array<{ column_name: string }> = await runtime.db.dataSource.query(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'sales_orders' AND column_name NOT IN ('id', 'number') ORDER BY ordinal_position`,
  );
  const list = columns.map((c) => `"${c.column_name}"`).join(', ');
  const branches = [tenant.branchId];
  for (let i = 2; i <= branchCount; i++) branches.push(await tenant.addBranch(`Bench completion branch ${i}`));
  if (branches.length > 1) {
    const columnsOf = async (table: string, skip: string[]) =>
      (
        (await runtime.db.dataSource.query(
          `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND NOT (column_name = ANY($2)) ORDER BY ordinal_position`,
          [table, skip],
        )) as Array<{ column_name: string }>
      ).map((c) => `"${c.column_name}"`);
    const movementColumns = await columnsOf('inventory_movements', ['id', 'seq', 'branch_id']);
    await runtime.db.dataSource.query(
      `INSERT INTO inventory_movements (branch_id, ${movementColumns.join(', ')})
       SELECT b, ${movementColumns.map((c) => `m.${c}`).join(', ')} FROM inventory_movements m, unnest($2::uuid[]) AS b WHERE m.branch_id = $1`,
      [tenant.branchId, branches.slice(1)],
    );
    const balanceColumns = await columnsOf('inventory_balances', ['branch_id']);
    await runtime.db.dataSource.query(
      `INSERT INTO inventory_balances (branch_id, ${balanceColumns.join(', ')})
       SELECT b, ${balanceColumns.map((c) => `x.${c}`).join(', ')} FROM inventory_balances x, unnest($2::uuid[]) AS b WHERE x.branch_id = $1`,
      [tenant.branchId, branches.slice(1)],
    );
  }
  const spread = columns.map((c) => (c.column_name === 'branch_id' ? `($3::uuid[])[1 + g % ${branches.length}]` : `"${c.column_name}"`)).join(', ');
  const copies = async (templateId: string, prefix: string): Promise<string> => {
    const rows: Array<{ id: string }> = await runtime.db.dataSource.query(
      `INSERT INTO sales_orders (id, number, ${list})
       SELECT gen_random_uuid(), '${prefix}' || lpad(g::text, 7, '0'), ${spread} FROM sales_orders, generate_series(1, $2) AS g WHERE id = $1
       ORDER BY g RETURNING id`,
      [templateId, count, branches],
    );
    const file = path.join(os.tmpdir(), `bench-${prefix}-${process.pid}.ids`);
    fs.writeFileSync(file, rows.map((row) => row.id).join('\n'));
    return file;
  };
  const bomFile = await copies(await readyOrder(bomDish.id), 'BOM');
  const plainFile = await copies(await readyOrder(plainDish.id), 'PLN');
  await runtime.db.dataSource.query('ANALYZE sales_orders');
  return { token, bomFile, plainFile, count };
}

const ITEMS = 2000;
const BRANCHES = 20;
const MOVEMENTS = 5_000_000;
const CHUNK = 500_000;
const SEQUENTIAL_READS = Number(process.env.BENCH_ON_HAND_READS ?? 400);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Generates the data in SQL (server-side `INSERT … SELECT … FROM generate_series`, in chunks of
 * 500,000, with the ledger's secondary indexes dropped during the load and built again after it, as
 * a bulk load does), then reads pages of 100 one at a time (every branch, pages 1–20 in turn).
 */
export async function benchOnHand(runtime: Runtime, port: number, databaseUrl: string): Promise<void> {
  const q = (sql: string, params?: unknown[]) => runtime.db.dataSource.query(sql, params);
  const tenant = await createTenant(runtime, { name: 'Bench stock on hand' });
  const branches = [tenant.branchId];
  for (let i = 2; i <= BRANCHES; i++) branches.push(await tenant.addBranch(`Bench branch ${i}`));
  const started = performance.now();
  const items: Array<{ id: string }> = await q(
    `INSERT INTO catalog_inventory_items (organization_id, name, name_ar, name_key, unit, kind, standard_cost_iqd)
     SELECT $1, 'Stock item ' || lpad(g::text, 4, '0'), 'مادة ' || g, 'stock item ' || lpad(g::text, 4, '0'),
            (ARRAY['Kg', 'L', 'Piece'])[1 + g % 3], (ARRAY['Ingredient', 'Packaging', 'Meat', 'Rice'])[1 + g % 4], 500 + g % 40 * 250
       FROM generate_series(1, ${ITEMS}) AS g RETURNING id`,
    [tenant.organizationId],
  );
  const itemIds = items.map((row) => row.id);
  const indexes: Array<{ indexname: string; indexdef: string }> = await q(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'inventory_movements' AND indexname NOT LIKE 'PK_%'`,
  );
  for (const index of indexes) await q(`DROP INDEX "${index.indexname}"`);
  // Movement g: branch g mod 20, item (g / 20) mod 2,000 (so 125 per branch and item), business
  // dates over a year; one in eight a receipt of 10 units, the rest sales usages of 1 unit, so
  // stock stays positive; values at the item's cost. on_hand_after_milli is not a running figure here.
  for (let from = 1; from <= MOVEMENTS; from += CHUNK) {
    await q(
      `INSERT INTO inventory_movements (organization_id, branch_id, inventory_item_id, business_date, kind, quantity_milli, unit_cost_iqd, value_iqd,
                                        on_hand_after_milli, source_kind, source_id, source_line, created_at)
       SELECT $1, ($2::uuid[])[1 + g % ${BRANCHES}], ($3::uuid[])[1 + (g / ${BRANCHES}) % ${ITEMS}], DATE '2025-03-01' + (g % 365),
              CASE WHEN g % 8 = 0 THEN 'Receipt' ELSE 'SaleUsage' END,
              CASE WHEN g % 8 = 0 THEN 10000 ELSE -1000 END,
              1500,
              CASE WHEN g % 8 = 0 THEN 15000 ELSE -1500 END,
              0,
              CASE WHEN g % 8 = 0 THEN 'PurchaseOrder' ELSE 'SalesOrder' END,
              gen_random_uuid(), NULL, TIMESTAMPTZ '2025-03-01 08:00:00+03' + (g % 365) * interval '1 day'
         FROM generate_series($4::int, $5::int) AS g`,
      [tenant.organizationId, branches, itemIds, from, Math.min(MOVEMENTS, from + CHUNK - 1)],
    );
    process.stderr.write(`inventory-on-hand: ${Math.min(MOVEMENTS, from + CHUNK - 1).toLocaleString('en')} movements\n`);
  }
  for (const index of indexes) await q(index.indexdef);
  await q(
    `INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd)
     SELECT branch_id, inventory_item_id, organization_id, SUM(quantity_milli), SUM(value_iqd),
            CASE WHEN SUM(quantity_milli) > 0 THEN round(SUM(value_iqd) * 1000.0 / SUM(quantity_milli)) ELSE 0 END
       FROM inventory_movements WHERE organization_id = $1 GROUP BY 1, 2, 3`,
    [tenant.organizationId],
  );
  await q('ANALYZE');
  const [{ movements }] = await q('SELECT count(*)::int AS movements FROM inventory_movements WHERE organization_id = $1', [tenant.organizationId]);
  const [{ balances }] = await q('SELECT count(*)::int AS balances FROM inventory_balances WHERE organization_id = $1', [tenant.organizationId]);
  const generatedS = (performance.now() - started) / 1000;

  const token = tenant.owner.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const restUrl = (i: number) =>
    `http://127.0.0.1:${port}${C}/inventory/stock?PerPage=100&Page=${1 + (Math.floor(i / BRANCHES) % (ITEMS / 100))}&BranchId=${branches[i % BRANCHES]}`;
  const graphqlBody = (i: number) =>
    JSON.stringify({
      query:
        'query Stock($filter: StockFilter, $list: ListArgs) { stockOnHand(filter: $filter, list: $list) { items { branchId inventoryItemId onHand valueIqd avgCostIqd negative parLevel reorderQuantity belowPar updatedAt inventoryItem { id name nameAr unit kind } } page perPage total totalPages } }',
      variables: { filter: { branchId: branches[i % BRANCHES] }, list: { perPage: 100, page: 1 + (Math.floor(i / BRANCHES) % (ITEMS / 100)) } },
    });
  const read = async (kind: 'rest' | 'graphql', i: number) => {
    const res =
      kind === 'rest'
        ? await fetch(restUrl(i), { headers })
        : await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers, body: graphqlBody(i) });
    const json = (await res.json()) as any;
    const page = kind === 'rest' ? json.data : json.data?.stockOnHand;
    if (res.status !== 200 || page?.items?.length !== 100 || page.total !== ITEMS)
      throw new Error(`${kind} stock page: ${res.status} ${JSON.stringify(json).slice(0, 400)}`);
  };
  // A reference read between two stock reads: an empty department page of the same organisation (authentication, the
  // bridge and one indexed statement). On a loaded machine the ratio to it says what the stock page itself costs.
  const reference = async () => {
    const res = await fetch(`http://127.0.0.1:${port}${C}/hr/departments?PerPage=20`, { headers });
    if (res.status !== 200) throw new Error(`reference read: ${res.status}`);
    await res.arrayBuffer();
  };
  const timings: Record<string, string> = {};
  const p50s: Record<string, number> = {};
  const load = [os.loadavg()[0].toFixed(2)];
  const timed = async (fn: () => Promise<void>, into: number[]) => {
    const t0 = performance.now();
    await fn();
    into.push(performance.now() - t0);
  };
  const summary = (times: number[]) => {
    times.sort((a, b) => a - b);
    return `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`;
  };
  for (const kind of ['rest', 'graphql'] as const) {
    for (let i = 0; i < 40; i++) await read(kind, i);
    const times: number[] = [];
    const references: number[] = [];
    for (let i = 0; i < SEQUENTIAL_READS; i++) {
      await timed(() => read(kind, i), times);
      await timed(reference, references);
    }
    timings[kind] = summary(times);
    p50s[kind] = times[Math.floor(times.length / 2)];
    timings[`${kind}-reference`] = summary(references);
    p50s[`${kind}-reference`] = references[Math.floor(references.length / 2)];
  }
  load.push(os.loadavg()[0].toFixed(2));

  // The statements of one REST page, captured with their parameters and explained on their own connection.
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const captured: Array<{ text: string; values: unknown[] }> = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof first === 'string' ? first : String(first?.text);
    const values = (typeof first === 'string' ? args[1] : first?.values) as unknown[] | undefined;
    if (/^\s*(SELECT|WITH)/i.test(text)) captured.push({ text, values: Array.isArray(values) ? values : [] });
    return original.apply(this, args);
  };
  try {
    await read('rest', 7 * BRANCHES + 3);
  } finally {
    proto.query = original;
  }
  const explainer = new pg.Client({ connectionString: databaseUrl });
  await explainer.connect();
  const plans: string[] = [];
  try {
    for (const statement of captured) {
      const { rows } = await explainer.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      plans.push(`${statement.text.replace(/\s+/g, ' ').slice(0, 300)}\n${rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
    }
  } finally {
    await explainer.end();
  }
  console.log(
    `\nStock on hand, page of 100 (${ITEMS.toLocaleString('en')} items × ${BRANCHES} branches = ${balances.toLocaleString('en')} balances, ${movements.toLocaleString('en')} movements, generated in ${generatedS.toFixed(0)} s); ${SEQUENTIAL_READS} sequential reads each, after 40 warm-up; load average ${load.join(' → ')} (${os.cpus().length} CPUs):`,
  );
  console.log(
    `  REST GET inventory/stock?PerPage=100: ${timings.rest}; reference reads between them: ${timings['rest-reference']}; p50 ÷ reference p50: ${(p50s.rest / p50s['rest-reference']).toFixed(2)}`,
  );
  console.log(
    `  GraphQL stockOnHand(list: {perPage: 100}): ${timings.graphql}; reference reads between them: ${timings['graphql-reference']}; p50 ÷ reference p50: ${(p50s.graphql / p50s['graphql-reference']).toFixed(2)}`,
  );
  console.log(`EXPLAIN ANALYZE of the ${plans.length} SELECT statement(s) of one REST page:\n${plans.join('\n')}`);
}
