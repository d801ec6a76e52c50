/*
 * npm run bench:list-cpu — the service's CPU per list request, one request at a time
 * (docs/performance.md, "Service CPU per list page"). Runs on a database made by
 * `SCALE_DB=<db> SCALE_FACTOR=0.01 npm run seed:scale` (LIST_CPU_DB, default SCALE_DB): the CPU a
 * page costs the service hardly depends on the table's size, so a small seed is enough.
 *
 * The service runs in this process (production configuration, logs silent, jobs off); autocannon
 * sends LIST_CPU_REQUESTS (default 600) requests per path from a child process over one connection,
 * one after the other, after LIST_CPU_WARMUP (default 300) unmeasured ones. With one request in
 * flight, the process's CPU between one response's end and the next one's is that request's CPU
 * (and whatever the process does in the background meanwhile: little with jobs off): the table
 * gives the median, the 90th percentile and the mean of those, per path. LIST_CPU_PATHS=<regular
 * expression> keeps the paths whose name matches; LIST_CPU_PROFILE=<directory> writes one V8 CPU
 * profile per path over its measured requests; LIST_CPU_SQL=1 prints one request's statements per
 * path, LIST_CPU_BODIES=<directory> writes one response body per path, and LIST_CPU_FILTERS=1 adds
 * filtered, sorted and later pages.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import inspector from 'node:inspector/promises';
import { execFile } from 'node:child_process';
import { Client } from 'pg';
import { createRuntime } from '../src/bootstrap';
import { createApp } from '../src/app';
import { signIn } from '../test/support/factories';
import { countSql } from '../test/support/sql-counter';
import { closeServers, listen } from './servers';
import { MAIN_ORG_NAME, SCALE_DB, scaleServiceConfig, scaleUrl } from './seed-scale';

const DB = process.env.LIST_CPU_DB ?? SCALE_DB;
const REQUESTS = Number(process.env.LIST_CPU_REQUESTS ?? 600);
const WARMUP = Number(process.env.LIST_CPU_WARMUP ?? 300);
const ONLY = process.env.LIST_CPU_PATHS ? new RegExp(process.env.LIST_CPU_PATHS, 'i') : null;
const PROFILE = process.env.LIST_CPU_PROFILE;
const C = '/api/v1/console';
/** Audit entries given to one order so that its trail fills a page. */
const TRAIL_ENTRIES = 40;

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

function cannon(target: Target, port: number, amount: number): Promise<{ non2xx: number; errors: number; bytes: number }> {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const headers = Object.entries(target.headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [bin, '-c', '1', '-a', String(amount), '-j', ...headers, `http://127.0.0.1:${port}${target.url}`];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const json = JSON.parse(stdout);
      resolve({ non2xx: json.non2xx, errors: json.errors + json.timeouts, bytes: json.throughput.total / Math.max(1, json.requests.total) });
    });
  });
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main(): Promise<void> {
  const url = scaleUrl(undefined, DB);
  const sql = new Client({ connectionString: url });
  await sql.connect();
  const [org] = (await sql.query<{ id: string }>('SELECT id FROM organizations WHERE name = $1', [MAIN_ORG_NAME])).rows;
  if (!org) throw new Error(`${DB} holds no seeded organisation: run SCALE_DB=${DB} SCALE_FACTOR=0.01 npm run seed:scale first`);
  const [owner] = (await sql.query<{ user_id: string }>(`SELECT user_id FROM memberships WHERE organization_id = $1 AND role = 'Owner' LIMIT 1`, [org.id]))
    .rows;
  const [branch] = (await sql.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1 ORDER BY created_at, id LIMIT 1', [org.id])).rows;
  const [latest] = (
    await sql.query<{ id: string }>(`SELECT id FROM sales_orders WHERE organization_id = $1 ORDER BY placed_at DESC, id DESC LIMIT 1`, [org.id])
  ).rows;
  // The seed gives each order one audit entry; the trail of this one fills pages.
  await sql.query(
    `INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, actor_user_id, changes, reason, transport, ip, request_id, at)
     SELECT $1, $2, 'sales-order', $3, 'status-preparing', 'user', $4, '{"status":{"from":"Accepted","to":"Preparing"},"note":{"from":null,"to":"extra rice"}}'::jsonb,
            'bench', 'rest', '127.0.0.1', gen_random_uuid(), now() - make_interval(mins => g)
       FROM generate_series(1, $5::int) g
      WHERE (SELECT count(*) FROM audit_entries WHERE entity_type = 'sales-order' AND entity_id = $3) < $5`,
    [org.id, branch.id, latest.id, owner.user_id, TRAIL_ENTRIES],
  );

  const config = scaleServiceConfig(url, 'list-cpu');
  const runtime = await createRuntime(config);
  const servers: http.Server[] = [];
  try {
    const instance = await createApp(runtime);
    // The process's CPU (user + system, µs) when each response has been handed to the socket.
    let ends: number[] = [];
    const { server, port } = await listen((req, res) => {
      res.on('finish', () => {
        const cpu = process.cpuUsage();
        ends.push(cpu.user + cpu.system);
      });
      instance.app(req, res);
    }, instance.app);
    servers.push(server);
    const { token } = await signIn(runtime, owner.user_id, org.id, branch.id);
    const bearer = { authorization: `Bearer ${token}` };
    const created = await fetch(`http://127.0.0.1:${port}${C}/developers/api-keys`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'List CPU bench', scopes: ['orders:read'], rateLimitPerMinute: 10_000, quotaPerDay: 1_000_000_000 }),
    });
    const key = ((await created.json()) as { data: { key: string } }).data.key;
    const all: Target[] = [
      { name: 'orders, first page', url: `${C}/sales/orders?PerPage=20`, headers: bearer },
      { name: 'order by id', url: `${C}/sales/orders/${latest.id}`, headers: bearer },
      { name: 'audit trail, first page', url: `${C}/audit-trail?EntityType=sales-order&EntityId=${latest.id}&PerPage=20`, headers: bearer },
      { name: 'webhook deliveries, first page', url: `${C}/developers/webhook-deliveries?PerPage=20`, headers: bearer },
      { name: 'employees, first page', url: `${C}/hr/employees?PerPage=20`, headers: bearer },
      { name: 'partner orders, 20', url: `/api/v1/public/orders?limit=20`, headers: { 'x-api-key': key } },
      { name: 'batches, first page', url: `${C}/production/batches?PerPage=20`, headers: bearer },
      { name: 'export jobs, first page', url: `${C}/export-jobs?PerPage=20`, headers: bearer },
      { name: 'statement lines, first page', url: `${C}/accounting/bank-statement-lines?PerPage=20`, headers: bearer },
    ];
    // LIST_CPU_FILTERS=1: filtered, sorted and later pages too (for comparing bodies and statements).
    if (process.env.LIST_CPU_FILTERS) {
      const [day] = (await sql.query<{ d: string }>(`SELECT max(business_date)::text AS d FROM sales_orders WHERE organization_id = $1`, [org.id])).rows;
      const [number] = (await sql.query<{ n: string }>(`SELECT number AS n FROM sales_orders WHERE organization_id = $1 LIMIT 1`, [org.id])).rows;
      const filtered: Array<[string, string]> = [
        ['orders, page 3, Status=Completed, Sort=status', `${C}/sales/orders?PerPage=20&Page=3&Status=Completed&Sort=status&Dir=asc`],
        ['orders, one day of one branch', `${C}/sales/orders?PerPage=20&BranchId=${branch.id}&From=${day.d}&To=${day.d}`],
        ['orders, Search=<number>, Sort=total', `${C}/sales/orders?Search=${encodeURIComponent(number.n.toLowerCase())}&Sort=total`],
        ['audit trail, page 2 oldest first', `${C}/audit-trail?EntityType=sales-order&EntityId=${latest.id}&PerPage=15&Page=2&Dir=asc`],
        ['webhook deliveries, Status=Failed, Sort=lastAttemptAt', `${C}/developers/webhook-deliveries?PerPage=20&Status=Failed&Sort=lastAttemptAt&Dir=asc`],
        ['webhook deliveries, a day, Search', `${C}/developers/webhook-deliveries?From=${day.d}T00:00:00Z&To=${day.d}T23:59:59Z&Search=order`],
        [
          'batches, page 2, Status=Closed, Sort=status, a quarter',
          `${C}/production/batches?PerPage=15&Page=2&Status=Closed&Sort=status&Dir=asc&From=2026-08-01&To=2026-10-31`,
        ],
        ['batches, IncludeDeleted, Search, Sort=createdAt', `${C}/production/batches?IncludeDeleted=true&Search=batch%201&Sort=createdAt&Dir=asc`],
        ['export jobs, page 3, Status=Failed, Sort=reportKey', `${C}/export-jobs?PerPage=20&Page=3&Status=Failed&Sort=reportKey&Dir=asc`],
        ['export jobs, Search', `${C}/export-jobs?Search=orders&Sort=status`],
        ['statement lines, page 2, Unmatched, Sort=amount', `${C}/accounting/bank-statement-lines?PerPage=20&Page=2&Status=Unmatched&Sort=amount&Dir=asc`],
        ['orders, deepest page (Page=500)', `${C}/sales/orders?PerPage=20&Page=500`],
        ['webhook deliveries, deep page (Page=400)', `${C}/developers/webhook-deliveries?PerPage=20&Page=400`],
        ['employees, deep page (Page=400)', `${C}/hr/employees?PerPage=20&Page=400`],
        ['employees, Sort=hireDate, page 2', `${C}/hr/employees?PerPage=20&Page=2&Sort=hireDate&Dir=desc`],
        ['export jobs, deep page (Page=400)', `${C}/export-jobs?PerPage=20&Page=400`],
        ['orders, past the end (Page=499, one branch and day)', `${C}/sales/orders?PerPage=20&Page=499&BranchId=${branch.id}&From=${day.d}&To=${day.d}`],
        ['statement lines, a month, Search', `${C}/accounting/bank-statement-lines?From=2026-10-01&To=2026-10-31&Search=settlement%202`],
      ];
      all.push(...filtered.map(([name, url]) => ({ name, url, headers: bearer })));
      all.push({
        name: 'partner orders, offset 40, Completed',
        url: `/api/v1/public/orders?limit=30&offset=40&status=Completed&branchId=${branch.id}`,
        headers: { 'x-api-key': key },
      });
    }
    const targets = all.filter((target) => !ONLY || ONLY.test(target.name));
    const rows: string[] = [];
    for (const target of targets) {
      const warm = await cannon(target, port, WARMUP);
      if (warm.non2xx || warm.errors) throw new Error(`${target.name}: ${warm.non2xx} non-2xx, ${warm.errors} errors while warming up`);
      // LIST_CPU_BODIES=<directory>: one body per path, to compare two versions' answers byte for byte.
      if (process.env.LIST_CPU_BODIES) {
        const body = await fetch(`http://127.0.0.1:${port}${target.url}`, { headers: target.headers });
        fs.mkdirSync(process.env.LIST_CPU_BODIES, { recursive: true });
        fs.writeFileSync(path.join(process.env.LIST_CPU_BODIES, `${target.name.replace(/[^a-z0-9]+/gi, '-')}.json`), Buffer.from(await body.arrayBuffer()));
      }
      const counter = countSql({ keepText: Boolean(process.env.LIST_CPU_SQL) });
      await cannon(target, port, 10);
      const statements = counter.count / 10;
      // LIST_CPU_SQL=1: the statements of one request, to compare the SQL of two versions.
      if (process.env.LIST_CPU_SQL) console.error(`${target.name}:\n  ${counter.statements.slice(0, Math.round(statements)).join('\n  ')}`);
      counter.stop();
      const profiler = PROFILE ? new inspector.Session() : null;
      if (profiler) {
        profiler.connect();
        await profiler.post('Profiler.enable');
        await profiler.post('Profiler.start');
      }
      ends = [];
      const before = process.cpuUsage();
      const result = await cannon(target, port, REQUESTS + 1);
      const total = process.cpuUsage(before);
      if (profiler) {
        const { profile } = await profiler.post('Profiler.stop');
        fs.mkdirSync(PROFILE!, { recursive: true });
        fs.writeFileSync(path.join(PROFILE!, `${target.name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
        profiler.disconnect();
      }
      // Between consecutive ends: one request each (the first end only starts the count).
      const each = ends.slice(1).map((t, i) => (t - ends[i]) / 1000);
      const sorted = [...each].sort((a, b) => a - b);
      const mean = (total.user + total.system) / 1000 / (REQUESTS + 1);
      const system = (100 * total.system) / Math.max(1, total.user + total.system);
      const row = `| ${target.name} | ${each.length} | ${quantile(sorted, 0.5).toFixed(2)} | ${quantile(sorted, 0.9).toFixed(2)} | ${mean.toFixed(2)} | ${system.toFixed(0)} % | ${statements.toFixed(1)} | ${Math.round(result.bytes)} | ${result.non2xx + result.errors} |`;
      rows.push(row);
      console.error(row);
    }
    console.log(`\n${DB}, ${REQUESTS} requests per path after ${WARMUP}, one at a time; service CPU ms per request\n`);
    console.log('| path | requests | median | p90 | mean | system share | SQL statements | bytes | non-2xx |');
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const row of rows) console.log(row);
  } finally {
    await closeServers(servers, [runtime.db.pool]);
    await runtime.instance.stop();
    await runtime.db.close();
    await sql.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
