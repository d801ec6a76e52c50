import { createRequire } from 'node:module';
import pg, { Client } from 'pg';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { createKey } from '../modules/developers/api-keys.support';
import { orderInsert } from '../../bench/seed-scale';

// The text node-postgres binds a parameter as (pg exports lib/*; its typings do not describe it).
const { prepareValue } = createRequire(__filename)('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

/*
 * The plans of the list statements on a seeded ledger (docs/performance.md, "Lists at scale"):
 * every SELECT a list request sends is run again under EXPLAIN ANALYZE, and the test fails on a
 * sequential scan of a table holding more than SEQ_SCAN_ROWS rows (the planner rightly scans
 * small tables) or on a sort that wrote to disk. A statement the service sends named is checked
 * in the generic plan it is run with after its fifth run on a connection. PostgreSQL only:
 * PGlite's planner and its statistics differ, and its single in-memory session has no temporary
 * files to watch.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const ORDERS = 40_000;
const SEQ_SCAN_ROWS = 5_000;
const C = '/api/v1/console';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Sort Space Type'?: string;
  'Sort Method'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/** Every node with its nearest Limit above it. */
function* nodes(node: PlanNode, limit?: PlanNode): Generator<[PlanNode, PlanNode | undefined]> {
  yield [node, limit];
  for (const child of node.Plans ?? []) yield* nodes(child, node['Node Type'] === 'Limit' ? node : limit);
}

/**
 * A sequential scan that a LIMIT stops early: the bounded counts (COUNT over at most cap + 1 rows).
 * Either it read about as many rows as it returned (a tenant holding most of a table, where reading
 * the first cap + 1 rows in table order is cheaper than the index), or the LIMIT stopped it within
 * the first BOUNDED_SHARE of the table: a count capped ten pages past the page (cap 221 for a
 * first page) of a filter matching a fifth of the rows reads about a thousand rows in table order,
 * at any table size, where an index would read every matching entry of the tenant. A scan that
 * read more (a sparse tenant or filter, or no LIMIT) is still a failure.
 */
const BOUNDED_READ = 1.3;
const BOUNDED_SHARE = 0.1;
/** Rows a plan node read: those it returned over all its loops, and those its filter threw away. */
function rowsRead(node: PlanNode): number {
  return (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) + (node['Rows Removed by Filter'] ?? 0);
}

function boundedByLimit(scan: PlanNode, limit: PlanNode | undefined, tableRows: number): boolean {
  if (!limit) return false;
  const read = rowsRead(scan);
  return read <= BOUNDED_READ * Math.max(1, limit['Actual Rows'] ?? 0) || read <= BOUNDED_SHARE * tableRows;
}

onPostgres('list statements on a seeded ledger (PostgreSQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let sql: Client;
  let branches: string[];
  let orderId: string;
  let orderNumber: string;
  let lastDay: string;
  let partnerKey: string;
  const bigTables = new Map<string, number>();

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    const other = await createTenant(app.runtime);
    branches = [tenant.branchId];
    for (let n = 1; n < 5; n++) branches.push(await tenant.addBranch());
    sql = new Client({ connectionString: app.database.databaseUrl });
    await sql.connect();
    const codes = (await sql.query<{ id: string; code: string }>('SELECT id, code FROM branches WHERE id = ANY($1)', [branches])).rows;
    const end = new Date(Date.UTC(2026, 10, 25));
    await sql.query(orderInsert(ORDERS), [tenant.organizationId, codes.map((r) => r.id), codes.map((r) => r.code.toUpperCase()), 1, ORDERS, end]);
    const [otherCode] = (await sql.query<{ code: string }>('SELECT code FROM branches WHERE id = $1', [other.branchId])).rows;
    await sql.query(orderInsert(10_000), [other.organizationId, [other.branchId], [otherCode.code.toUpperCase()], 1, 10_000, end]);
    await sql.query(
      `INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, at)
       SELECT organization_id, branch_id, 'sales-order', id::text, 'status-completed', 'user', placed_at FROM sales_orders`,
    );
    // Employees, production batches (one per branch and day) and export jobs, each past the
    // sequential-scan bound, with the other organisation holding a share of its own.
    for (const [organizationId, count, branchIds, userId] of [
      [tenant.organizationId, 12_000, branches, tenant.owner.userId],
      [other.organizationId, 3_000, [other.branchId], null],
    ] as const) {
      await sql.query(
        `INSERT INTO hr_employees (organization_id, full_name, hire_date, contract_type, base_salary, allowances, annual_leave_balance, status, status_changed_at)
         SELECT $1, 'Employee ' || g, date '2020-01-01' + (g % 2000), 'FullTime', 500000 + g, 0, 0,
                (ARRAY['Active','Active','Active','OnLeave','Resigned'])[1 + g % 5], now()
         FROM generate_series(1, $2::int) g`,
        [organizationId, count],
      );
      await sql.query(
        `INSERT INTO production_batches (organization_id, branch_id, business_date, chicken_item_id, chicken_count, meat_item_id, meat_kg, rice_item_id,
                                         raw_rice_kg, cooked_rice_multiplier, reserved_rice_direct_sale_kg, rice_rounding_method, notes, status)
         SELECT $1, b.id, date '2026-11-25' - d, gen_random_uuid(), 40, gen_random_uuid(), 10, gen_random_uuid(), 20, 2.5, 0, 'Nearest', 'Batch ' || d,
                (ARRAY['Closed','Closed','Completed','Cancelled'])[1 + d % 4]
         FROM unnest($2::uuid[]) AS b(id), generate_series(1, $3::int) d`,
        [organizationId, branchIds, Math.ceil(count / branchIds.length)],
      );
      await sql.query(
        `INSERT INTO export_jobs (organization_id, kind, report_key, format, lang, "from", "to", fields, status, created_by, principal, created_at)
         SELECT $1, 'Report', 'sales.orders', 'Csv', 'En', date '2026-01-01', date '2026-01-31', '[]', (ARRAY['Succeeded','Succeeded','Failed','Cancelled'])[1 + g % 4],
                $3, '{}', now() - g * interval '1 minute'
         FROM generate_series(1, $2::int) g`,
        [organizationId, count, userId],
      );
    }
    // Webhook deliveries: one per order of both organisations (1 % Failed), as the scale seed has them.
    await sql.query(
      `WITH s AS (INSERT INTO webhook_subscriptions (id, organization_id, url, events, api_version, secret_ciphertext, secret_created_at)
                  SELECT gen_random_uuid(), id, 'https://example.com/hooks', ARRAY['sales.order.completed'], '2026-01-01', 'seeded', now()
                    FROM organizations WHERE id = ANY($1) RETURNING id, organization_id)
       INSERT INTO webhook_deliveries (organization_id, subscription_id, event_id, event_type, resource_type, resource_id, api_version, body, status,
                                       attempt_count, last_attempt_at, last_http_status, completed_at, created_at, updated_at)
       SELECT o.organization_id, s.id, gen_random_uuid(), 'sales.order.completed', 'sales-order', o.id::text, '2026-01-01', '{}',
              CASE WHEN o.number LIKE '%01' THEN 'Failed' ELSE 'Succeeded' END, 1, o.placed_at, 200, o.placed_at, o.placed_at, o.placed_at
         FROM sales_orders o JOIN s ON s.organization_id = o.organization_id`,
      [[tenant.organizationId, other.organizationId]],
    );
    await sql.query('VACUUM ANALYZE');
    for (const row of (
      await sql.query<{ relname: string; n: number }>(`SELECT relname, reltuples::int AS n FROM pg_class WHERE relkind = 'r' AND reltuples > ${SEQ_SCAN_ROWS}`)
    ).rows) {
      bigTables.set(row.relname, row.n);
    }
    const [latest] = (
      await sql.query<{ id: string; number: string; day: string }>(
        'SELECT id, number, business_date::text AS day FROM sales_orders WHERE organization_id = $1 ORDER BY placed_at DESC LIMIT 1',
        [tenant.organizationId],
      )
    ).rows;
    orderId = latest.id;
    lastDay = latest.day;
    orderNumber = (
      await sql.query<{ number: string }>('SELECT number FROM sales_orders WHERE organization_id = $1 ORDER BY placed_at LIMIT 1 OFFSET 20000', [
        tenant.organizationId,
      ])
    ).rows[0].number;
    partnerKey = (await createKey(app, tenant.owner.token, { scopes: ['orders:read'] })).key;
  }, 300_000);
  afterAll(async () => {
    await sql?.end();
    await app?.close();
  });

  /** The SELECTs one request sends, with their parameters and whether they went as named prepared statements. */
  async function statementsOf(path: string, auth: { token?: string; apiKey?: string }): Promise<Array<{ text: string; values: unknown[]; named: boolean }>> {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    const seen: Array<{ text: string; values: unknown[]; named: boolean }> = [];
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; values?: unknown[]; name?: string };
      const text = typeof first === 'string' ? first : String(first?.text);
      const values = (typeof first === 'string' ? args[1] : (first?.values ?? args[1])) as unknown[] | undefined;
      const named = typeof first === 'object' && !!first?.name;
      if (/^\s*(SELECT|WITH)/i.test(text)) seen.push({ text, values: Array.isArray(values) ? values : [], named });
      return original.apply(this, args);
    };
    try {
      // The service names a text from its second run on (prepared-statements.ts): the second request shows how it is sent for good.
      expect((await app.request('GET', path, auth)).status).toBe(200);
      seen.length = 0;
      expect((await app.request('GET', path, auth)).status).toBe(200);
    } finally {
      proto.query = original;
    }
    return seen;
  }

  const from = () => new Date(Date.parse(`${lastDay}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const cases: Array<[string, () => string, 'session' | 'key']> = [
    ['first page', () => `${C}/sales/orders?PerPage=20`, 'session'],
    ['deepest page', () => `${C}/sales/orders?PerPage=20&Page=500`, 'session'],
    ['one month', () => `${C}/sales/orders?From=${from()}&To=${lastDay}`, 'session'],
    ['one month, page 100', () => `${C}/sales/orders?Page=100&From=${from()}&To=${lastDay}`, 'session'],
    ['one branch', () => `${C}/sales/orders?BranchId=${branches[1]}`, 'session'],
    ['one branch and one day', () => `${C}/sales/orders?BranchId=${branches[1]}&From=${lastDay}&To=${lastDay}`, 'session'],
    ['Status=Placed', () => `${C}/sales/orders?Status=Placed`, 'session'],
    ['Status=Cancelled', () => `${C}/sales/orders?Status=Cancelled`, 'session'],
    ['Search=<number>', () => `${C}/sales/orders?Search=${orderNumber.toLowerCase()}`, 'session'],
    ['Sort=total', () => `${C}/sales/orders?Sort=total&Dir=desc`, 'session'],
    ['Sort=number', () => `${C}/sales/orders?Sort=number`, 'session'],
    ['Sort=businessDate', () => `${C}/sales/orders?Sort=businessDate&Dir=desc`, 'session'],
    ['Sort=status', () => `${C}/sales/orders?Sort=status`, 'session'],
    ['Sort=placedAt asc', () => `${C}/sales/orders?Sort=placedAt&Dir=asc`, 'session'],
    ['audit trail of an order', () => `${C}/audit-trail?EntityType=sales-order&EntityId=${orderId}`, 'session'],
    ['theoretical usage, 30 days', () => `${C}/sales/theoretical-usage?BranchId=${branches[1]}&From=${from()}&To=${lastDay}`, 'session'],
    ['employees, first page', () => `${C}/hr/employees?PerPage=20`, 'session'],
    ['employees, deep page', () => `${C}/hr/employees?PerPage=20&Page=400`, 'session'],
    ['employees, EmploymentStatus=OnLeave', () => `${C}/hr/employees?EmploymentStatus=OnLeave`, 'session'],
    ['employees, Sort=hireDate', () => `${C}/hr/employees?Sort=hireDate&Dir=desc`, 'session'],
    ['batches, first page', () => `${C}/production/batches?PerPage=20`, 'session'],
    ['batches, deep page', () => `${C}/production/batches?PerPage=20&Page=100`, 'session'],
    ['batches, one month', () => `${C}/production/batches?From=2026-10-01&To=2026-10-31`, 'session'],
    ['batches, Status=Completed', () => `${C}/production/batches?Status=Completed`, 'session'],
    ['export jobs, first page', () => `${C}/export-jobs?PerPage=20`, 'session'],
    ['export jobs, deep page', () => `${C}/export-jobs?PerPage=20&Page=400`, 'session'],
    ['export jobs, Status=Failed', () => `${C}/export-jobs?Status=Failed`, 'session'],
    ['webhook deliveries, first page', () => `${C}/developers/webhook-deliveries?PerPage=20`, 'session'],
    ['webhook deliveries, deep page', () => `${C}/developers/webhook-deliveries?PerPage=20&Page=400`, 'session'],
    ['webhook deliveries, Status=Failed', () => `${C}/developers/webhook-deliveries?Status=Failed`, 'session'],
    ['webhook deliveries, one month', () => `${C}/developers/webhook-deliveries?From=${from()}T00:00:00Z&To=${lastDay}T23:59:59Z`, 'session'],
    ['partner order list', () => `/api/v1/public/orders?limit=50&offset=5000`, 'key'],
    ['partner order list, one branch', () => `/api/v1/public/orders?limit=50&branchId=${branches[2]}`, 'key'],
  ];

  /**
   * The plan a statement runs with: planned for its values, or, for a statement the service names
   * (prepared once per connection), the generic plan PostgreSQL switches to after five runs.
   */
  async function planOf(statement: { text: string; values: unknown[]; named: boolean }): Promise<PlanNode> {
    if (!statement.named) {
      const { rows } = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.values);
      return rows[0]['QUERY PLAN'][0].Plan;
    }
    await sql.query(`PREPARE generic_check AS ${statement.text}`);
    try {
      await sql.query('SET plan_cache_mode = force_generic_plan');
      // EXECUTE takes no parameters of its own: the values go as literals, typed by the PREPARE.
      const args = statement.values
        .map((value) => prepareValue(value))
        .map((text) => (text === null ? 'NULL' : sql.escapeLiteral(String(text))))
        .join(', ');
      const { rows } = await sql.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE generic_check${args ? `(${args})` : ''}`,
      );
      return rows[0]['QUERY PLAN'][0].Plan;
    } finally {
      await sql.query('RESET plan_cache_mode');
      await sql.query('DEALLOCATE generic_check');
    }
  }

  it.each(cases)('%s: no sequential scan of a large table, no sort on disk', async (_name, path, auth) => {
    const statements = await statementsOf(path(), auth === 'key' ? { apiKey: partnerKey } : { token: tenant.owner.token });
    const reading = statements.filter((s) => [...bigTables.keys()].some((table) => s.text.includes(table)));
    expect(reading.length).toBeGreaterThan(0);
    for (const statement of reading) {
      const plan = await planOf(statement);
      for (const [node, limit] of nodes(plan)) {
        if (
          node['Node Type'] === 'Seq Scan' &&
          node['Relation Name'] &&
          bigTables.has(node['Relation Name']) &&
          !boundedByLimit(node, limit, bigTables.get(node['Relation Name'])!)
        ) {
          throw new Error(
            `sequential scan of ${node['Relation Name']} (${bigTables.get(node['Relation Name'])} rows) in:\n${statement.text}\n${JSON.stringify(plan, null, 1).slice(0, 3000)}`,
          );
        }
        if (node['Node Type'] === 'Sort' && node['Sort Space Type'] === 'Disk') {
          throw new Error(`sort on disk (${node['Sort Method']}) in:\n${statement.text}`);
        }
      }
    }
  });

  /*
   * A deep page walks its OFFSET over the index alone (docs/architecture.md, "One read path"): the
   * ids of the window come from an Index Only Scan whose entries carry the sort key, the id and
   * every column the default filter reads, and after VACUUM no skipped entry costs a heap fetch.
   */
  const deepPages: Array<[string, () => string]> = [
    ['orders, Page=500', () => `${C}/sales/orders?PerPage=20&Page=500`],
    ['webhook deliveries, Page=400', () => `${C}/developers/webhook-deliveries?PerPage=20&Page=400`],
    ['employees, Page=400', () => `${C}/hr/employees?PerPage=20&Page=400`],
    ['export jobs, Page=400', () => `${C}/export-jobs?PerPage=20&Page=400`],
  ];
  /*
   * One branch over a day reads that branch's entries of that day alone: the branch-and-day index
   * carries the time and id the page is ordered by. PostgreSQL cannot tell that the business date
   * and the time bounds select the same orders; with the narrower index it combined it with the
   * whole organisation's time index in a bitmap, reading every branch's orders within the bounds.
   */
  it("orders of one branch and one day: no step reads more entries than that branch's orders of the day", async () => {
    // The branch's busiest day: a page of it leaves entries unread, so a walk of more would show.
    const [{ day, n }] = (
      await sql.query<{ day: string; n: number }>(
        'SELECT business_date::text AS day, count(*)::int AS n FROM sales_orders WHERE organization_id = $1 AND branch_id = $2 GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
        [tenant.organizationId, branches[1]],
      )
    ).rows;
    const statements = await statementsOf(`${C}/sales/orders?PerPage=20&BranchId=${branches[1]}&From=${day}&To=${day}`, { token: tenant.owner.token });
    const page = statements.find((s) => / OFFSET \$\d+/.test(s.text));
    expect(page).toBeDefined();
    expect(n).toBeGreaterThan(20);
    for (const [node] of nodes(await planOf(page!))) {
      expect({ node: node['Node Type'], read: (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) <= n }).toEqual({ node: node['Node Type'], read: true });
    }
  });

  /*
   * Production batches are planned once per connection (`plannedOnce`): a branch holds at most
   * one live batch a day, so the generic plan, made for no value in particular, reads one branch's
   * entries whichever filter, page or branch the values name.
   */
  it.each([
    ['first page', `${C}/production/batches?PerPage=20`],
    ['deep page', `${C}/production/batches?PerPage=20&Page=100`],
    ['Status=Completed, a quarter', `${C}/production/batches?Status=Completed&From=2026-08-01&To=2026-10-31`],
  ])("batches, %s: sent named, and the generic plan reads no more than one branch's batches", async (_name, path) => {
    const [{ n }] = (
      await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM production_batches WHERE organization_id = $1 AND branch_id = $2', [
        tenant.organizationId,
        tenant.branchId,
      ])
    ).rows;
    const statements = await statementsOf(path, { token: tenant.owner.token });
    const page = statements.find((s) => / OFFSET \$\d+/.test(s.text) && s.text.includes('production_batches'));
    expect(page?.named).toBe(true);
    for (const [node] of nodes(await planOf(page!))) {
      expect({ node: node['Node Type'], read: rowsRead(node) <= n }).toEqual({ node: node['Node Type'], read: true });
    }
  });

  /*
   * The partner order list is ordered by placement time, as its `from` and `to` filter: each filter
   * walks an index led by it (the ledger's placement indexes) and passes over no entry it then
   * throws away. Ordered by creation time, the status filter walked the organisation's creation
   * index and read about a hundred orders from the heap for each cancelled one it returned.
   */
  it.each([
    ['no filter, offset 5000', () => `/api/v1/public/orders?limit=50&offset=5000`],
    ['status=Cancelled', () => `/api/v1/public/orders?limit=50&offset=100&status=Cancelled`],
    ['one branch', () => `/api/v1/public/orders?limit=50&offset=2000&branchId=${branches[2]}`],
    ['one month', () => `/api/v1/public/orders?limit=50&offset=1000&from=${from()}T00:00:00Z&to=${lastDay}T00:00:00Z`],
  ])('partner orders, %s: every entry walked matches the filter, read from the index alone', async (_name, path) => {
    const statements = await statementsOf(path(), { apiKey: partnerKey });
    const reading = statements.filter((s) => s.text.includes('sales_orders'));
    expect(reading.length).toBeGreaterThan(0);
    for (const statement of reading) {
      for (const [node] of nodes(await planOf(statement))) {
        if (!node['Relation Name']) continue;
        expect({ relation: node['Relation Name'], removed: node['Rows Removed by Filter'] ?? 0 }).toEqual({ relation: node['Relation Name'], removed: 0 });
        if ((node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) > 100) expect(node['Node Type']).toBe('Index Only Scan');
      }
    }
  });

  it.each(deepPages)('%s: the offset is walked by an index-only scan without heap fetches', async (_name, path) => {
    const statements = await statementsOf(path(), { token: tenant.owner.token });
    const page = statements.find((s) => / OFFSET \$\d+/.test(s.text));
    expect(page).toBeDefined();
    const walks = [...nodes(await planOf(page!))]
      .map(([node]) => node)
      .filter((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) > 1_000 && node['Relation Name']);
    expect(walks.length).toBeGreaterThan(0);
    for (const walk of walks) {
      expect(walk['Node Type']).toBe('Index Only Scan');
      expect(walk['Heap Fetches']).toBe(0);
    }
  });
});
