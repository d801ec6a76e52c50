/*
 * npm run bench:scale — every list path of issue 39 over real HTTP on the seeded ledger
 * (npm run seed:scale first; docs/performance.md, "Lists at scale"). The service runs in this
 * process on SCALE_DB (default bo_scale) with its production configuration; autocannon runs in a
 * child process with 20 connections (SCALE_CONNECTIONS) for SCALE_SECONDS (default 5) per path.
 * Prints p50/p99 per path, the rows it read from, and the temporary-file bytes PostgreSQL wrote
 * during the run (pg_stat_database.temp_bytes of the database). Per path it also prints the CPU
 * one request cost the service (this process) and PostgreSQL (its backends on this database, read
 * from /proc when the server runs on this machine): latencies at 20 clients on a small machine are
 * mostly the CPU queue, and CPU per request compares runs on a shared machine. Each path gets
 * SCALE_WARMUP seconds (default 1) of the same load first, not measured.
 */
import 'reflect-metadata';
import path from 'node:path';
import type http from 'node:http';
import { execFile } from 'node:child_process';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { createRuntime } from '../src/bootstrap';
import { createApp } from '../src/app';
import { signIn } from '../test/support/factories';
import { closeServers, listen } from './servers';
import { MAIN_ORG_NAME, SCALE_DB, scaleServiceConfig, scaleUrl } from './seed-scale';

const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 20);
/** SCALE_PATHS=<regular expression>: only the paths whose name matches. */
const ONLY = process.env.SCALE_PATHS ? new RegExp(process.env.SCALE_PATHS, 'i') : null;
const SECONDS = Number(process.env.SCALE_SECONDS ?? 5);
/** Seconds of load on each path before its measured run (compiled route, warm code paths), not counted. */
const WARMUP = Number(process.env.SCALE_WARMUP ?? 1);
const C = '/api/v1/console';

interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  tempBytes: number;
  /** CPU ms per request: the service, and PostgreSQL's backends (null when /proc does not show them). */
  serviceMs: number;
  postgresMs: number | null;
}

const TICK_MS = 10; // /proc/<pid>/stat counts CPU in clock ticks (USER_HZ, 100 on Linux)

/** utime + stime (own) and cutime + cstime (exited children reaped), in ms, from /proc/<pid>/stat. */
function procCpuMs(pid: number): { own: number; children: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const after = fields.slice(fields.lastIndexOf(')') + 2).split(' ');
    return { own: (Number(after[11]) + Number(after[12])) * TICK_MS, children: (Number(after[13]) + Number(after[14])) * TICK_MS };
  } catch {
    return null;
  }
}

interface PostgresCpu {
  /** Own CPU of each backend serving the database. */
  backends: Map<number, number>;
  /** CPU of the server's exited backends (the postmaster's reaped children, every database's). */
  exited: number;
}

/**
 * The CPU of PostgreSQL's backends on this database, or null when the server is not on this
 * machine. A connection the service closes during a run (a request abandoned when autocannon
 * stops, docs/operations.md "Timeouts") takes its CPU to the postmaster's reaped-children total,
 * which is counted too (for any database: on a shared machine, other databases' closed sessions
 * add to it).
 */
async function postgresCpu(sql: Client): Promise<PostgresCpu | null> {
  const { rows } = await sql.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`);
  const backends = new Map<number, number>();
  let postmaster = 0;
  for (const { pid } of rows) {
    const cpu = procCpuMs(pid);
    if (!cpu) continue;
    backends.set(pid, cpu.own);
    if (!postmaster) postmaster = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] ?? 0);
  }
  if (!backends.size || !postmaster) return null;
  const server = procCpuMs(postmaster);
  return server ? { backends, exited: server.children } : null;
}

function postgresCpuBetween(before: PostgresCpu | null, after: PostgresCpu | null): number | null {
  if (!before || !after) return null;
  let ms = after.exited - before.exited;
  for (const [pid, own] of after.backends) ms += own - (before.backends.get(pid) ?? 0);
  // A backend that exited between the two readings is in `exited` with all its CPU: take back
  // what it had used before the run.
  for (const [pid, own] of before.backends) if (!after.backends.has(pid)) ms -= own;
  return ms;
}

/** `credential`: the `name=value` header autocannon sends with every request. */
function cannon(url: string, credential: string, seconds: number): Promise<Pick<Row, 'p50' | 'p99' | 'rps' | 'requests' | 'non2xx' | 'errors'>> {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const args = [bin, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-H', credential, url];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const json = JSON.parse(stdout);
      resolve({
        p50: json.latency.p50,
        p99: json.latency.p99,
        rps: json.requests.average,
        requests: json.requests.total,
        non2xx: json.non2xx,
        errors: json.errors + json.timeouts,
      });
    });
  });
}

/**
 * What held the service's one thread during a path: the event loop's delay (a long task or a
 * collection) and the garbage collector's pauses. Printed beside each path's latencies: at 20
 * clients a p99 far above twice the p50 comes from such stalls rather than from the queue.
 */
function watchStalls(): { stop(): { loopP99: number; loopMax: number; gcCount: number; gcMs: number; gcLongest: number } } {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  let gcCount = 0;
  let gcMs = 0;
  let gcLongest = 0;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gcCount += 1;
      gcMs += entry.duration;
      gcLongest = Math.max(gcLongest, entry.duration);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  loop.enable();
  return {
    stop() {
      loop.disable();
      gc.disconnect();
      return { loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6, gcCount, gcMs, gcLongest };
    },
  };
}

async function main(): Promise<void> {
  const url = scaleUrl();
  const sql = new Client({ connectionString: url });
  await sql.connect();
  const [org] = (await sql.query<{ id: string }>('SELECT id FROM organizations WHERE name = $1', [MAIN_ORG_NAME])).rows;
  if (!org) throw new Error(`${SCALE_DB} holds no seeded organisation: run npm run seed:scale first`);
  const [owner] = (await sql.query<{ user_id: string }>(`SELECT user_id FROM memberships WHERE organization_id = $1 AND role = 'Owner' LIMIT 1`, [org.id]))
    .rows;
  const branches = (await sql.query<{ id: string }>('SELECT id FROM branches WHERE organization_id = $1 ORDER BY created_at, id', [org.id])).rows.map(
    (row) => row.id,
  );
  const [counts] = (
    await sql.query<{ orders: string; all_orders: string; audit: string }>(
      `SELECT (SELECT count(*) FROM sales_orders WHERE organization_id = $1) AS orders, (SELECT count(*) FROM sales_orders) AS all_orders, (SELECT count(*) FROM audit_entries) AS audit`,
      [org.id],
    )
  ).rows;
  const [latest] = (
    await sql.query<{ id: string; number: string; business_date: string }>(
      `SELECT id, number, business_date::text FROM sales_orders WHERE organization_id = $1 ORDER BY placed_at DESC, id DESC LIMIT 1`,
      [org.id],
    )
  ).rows;
  const lastDay = latest.business_date;
  const monthFrom = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const quarterFrom = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 91 * 86_400_000).toISOString().slice(0, 10);
  const [oneOrderMidYear] = (
    await sql.query<{ number: string }>(`SELECT number FROM sales_orders WHERE organization_id = $1 AND business_date = $2::date - 180 LIMIT 1`, [
      org.id,
      lastDay,
    ])
  ).rows;

  const config = scaleServiceConfig(url, 'scale');
  const runtime = await createRuntime(config);
  const servers: http.Server[] = [];
  try {
    const instance = await createApp(runtime);
    const { server, port } = await listen(instance.app);
    servers.push(server);
    const { token } = await signIn(runtime, owner.user_id, org.id, branches[0]);
    const orders = `${C}/sales/orders`;
    const allPaths: Array<[string, string]> = [
      ['orders, first page', `${orders}?PerPage=20`],
      ['orders, deepest page (Page=500)', `${orders}?PerPage=20&Page=500`],
      ['orders, one month', `${orders}?PerPage=20&From=${monthFrom}&To=${lastDay}`],
      ['orders, one month, page 100', `${orders}?PerPage=20&Page=100&From=${monthFrom}&To=${lastDay}`],
      ['orders, one branch', `${orders}?PerPage=20&BranchId=${branches[1]}`],
      ['orders, one branch and one day', `${orders}?PerPage=20&BranchId=${branches[1]}&From=${lastDay}&To=${lastDay}`],
      ['orders, Status=Placed', `${orders}?PerPage=20&Status=Placed`],
      ['orders, Status=Cancelled', `${orders}?PerPage=20&Status=Cancelled`],
      ['orders, Search=<number>', `${orders}?PerPage=20&Search=${encodeURIComponent(oneOrderMidYear?.number ?? latest.number)}`],
      ['orders, Sort=total', `${orders}?PerPage=20&Sort=total&Dir=desc`],
      ['orders, Sort=number', `${orders}?PerPage=20&Sort=number&Dir=asc`],
      ['orders, Sort=businessDate', `${orders}?PerPage=20&Sort=businessDate&Dir=desc`],
      ['orders, Sort=status', `${orders}?PerPage=20&Sort=status&Dir=asc`],
      ['order by id', `${orders}/${latest.id}`],
      ['audit trail of an order', `${C}/audit-trail?EntityType=sales-order&EntityId=${latest.id}`],
      ['theoretical usage, one branch, 30 days', `${C}/sales/theoretical-usage?BranchId=${branches[1]}&From=${monthFrom}&To=${lastDay}`],
      ['theoretical usage, one branch, 92 days', `${C}/sales/theoretical-usage?BranchId=${branches[1]}&From=${quarterFrom}&To=${lastDay}`],
      ...(await otherListPaths(sql, org.id, monthFrom, lastDay)),
      ...partnerListPaths(branches[1], monthFrom, lastDay),
    ];
    const paths = allPaths.filter(([name]) => !ONLY || ONLY.test(name));
    const bearer = `authorization=Bearer ${token}`;
    const partnerKeys: string[] = [];
    const credentialFor = async (pathAndQuery: string): Promise<string> => {
      if (!pathAndQuery.startsWith(PARTNER)) return bearer;
      const key = await newPartnerKey(port, token);
      partnerKeys.push(key.id);
      return `x-api-key=${key.secret}`;
    };
    const tempBytes = async () =>
      Number((await sql.query<{ b: string }>('SELECT temp_bytes::text AS b FROM pg_stat_database WHERE datname = current_database()')).rows[0].b);
    const tempBefore = await tempBytes();
    const rows: Row[] = [];
    for (const [name, pathAndQuery] of paths) {
      const before = await tempBytes();
      // The pool's connections outlive the run; one opened during it is counted from its start.
      if (WARMUP > 0) await cannon(`http://127.0.0.1:${port}${pathAndQuery}`, await credentialFor(pathAndQuery), WARMUP);
      const credential = await credentialFor(pathAndQuery);
      const postgresBefore = await postgresCpu(sql);
      const stalls = watchStalls();
      const serviceBefore = process.cpuUsage();
      const result = await cannon(`http://127.0.0.1:${port}${pathAndQuery}`, credential, SECONDS);
      const service = process.cpuUsage(serviceBefore);
      const stalled = stalls.stop();
      const postgresAfter = await postgresCpu(sql);
      const postgresMs = postgresCpuBetween(postgresBefore, postgresAfter);
      const requests = Math.max(1, result.requests);
      const row: Row = {
        name,
        ...result,
        tempBytes: (await tempBytes()) - before,
        serviceMs: (service.user + service.system) / 1000 / requests,
        postgresMs: postgresMs === null ? null : postgresMs / requests,
      };
      rows.push(row);
      console.error(
        `${name}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.rps.toFixed(0)} req/s, CPU/request ${row.serviceMs.toFixed(2)} ms service, ${row.postgresMs?.toFixed(2) ?? '?'} ms PostgreSQL${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}; event loop delay p99 ${stalled.loopP99.toFixed(1)} ms, max ${stalled.loopMax.toFixed(1)} ms; GC ${stalled.gcCount} pauses, ${stalled.gcMs.toFixed(0)} ms in all, longest ${stalled.gcLongest.toFixed(1)} ms`,
      );
    }
    for (const id of partnerKeys) await revokePartnerKey(port, token, id);
    const tempAfter = await tempBytes();
    console.log(
      `\n${SCALE_DB}: ${Number(counts.orders).toLocaleString('en')} orders in the organisation (${Number(counts.all_orders).toLocaleString('en')} in all), ${Number(counts.audit).toLocaleString('en')} audit entries; ${CONNECTIONS} connections, ${SECONDS} s per path\n`,
    );
    console.log('| path | p50 ms | p99 ms | req/s | service CPU ms/req | PostgreSQL CPU ms/req | non-2xx | temp bytes |');
    console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
    for (const row of rows) {
      console.log(
        `| ${row.name} | ${row.p50} | ${row.p99} | ${row.rps.toFixed(0)} | ${row.serviceMs.toFixed(2)} | ${row.postgresMs?.toFixed(2) ?? '?'} | ${row.non2xx + row.errors} | ${row.tempBytes} |`,
      );
    }
    console.log(`\ntemporary files written during the run: ${(tempAfter - tempBefore).toLocaleString('en')} bytes`);
  } finally {
    await closeServers(servers, [runtime.db.pool]);
    await runtime.instance.stop();
    await runtime.db.close();
    await sql.end();
  }
}

/**
 * The other console lists of issue 39, when the seed has them (npm run seed:scale; for a database
 * seeded before they were added, SEED_SCALE_ONLY=other-lists npm run seed:scale). The partner order
 * list is partnerListPaths'.
 */
async function otherListPaths(sql: Client, organizationId: string, monthFrom: string, lastDay: string): Promise<Array<[string, string]>> {
  const [subscription] = (await sql.query<{ id: string }>('SELECT id FROM webhook_subscriptions WHERE organization_id = $1 LIMIT 1', [organizationId])).rows;
  const [account] = (await sql.query<{ id: string }>('SELECT id FROM accounting_bank_accounts WHERE organization_id = $1 LIMIT 1', [organizationId])).rows;
  if (!subscription || !account) {
    console.error('the seed has no webhook deliveries or statement lines: run SEED_SCALE_ONLY=other-lists npm run seed:scale to add the other lists');
    return [];
  }
  const deliveries = `${C}/developers/webhook-deliveries`;
  const lines = `${C}/accounting/bank-statement-lines`;
  return [
    ['webhook deliveries, first page', `${deliveries}?PerPage=20`],
    ['webhook deliveries, deep page (Page=400)', `${deliveries}?PerPage=20&Page=400`],
    ['webhook deliveries, Status=Failed', `${deliveries}?PerPage=20&Status=Failed`],
    ['webhook deliveries, one subscription', `${deliveries}?PerPage=20&SubscriptionId=${subscription.id}`],
    ['webhook deliveries, one month', `${deliveries}?PerPage=20&From=${monthFrom}T00:00:00Z&To=${lastDay}T23:59:59Z`],
    ['statement lines, first page', `${lines}?PerPage=20`],
    ['statement lines, Status=Unmatched', `${lines}?PerPage=20&Status=Unmatched`],
    ['statement lines, one account, one month', `${lines}?PerPage=20&BankAccountId=${account.id}&From=${monthFrom}&To=${lastDay}`],
    ['employees, first page', `${C}/hr/employees?PerPage=20`],
    ['employees, deep page (Page=400)', `${C}/hr/employees?PerPage=20&Page=400`],
    ['employees, EmploymentStatus=OnLeave', `${C}/hr/employees?PerPage=20&EmploymentStatus=OnLeave`],
    ['employees, Sort=hireDate', `${C}/hr/employees?PerPage=20&Sort=hireDate&Dir=desc`],
    ['batches, first page', `${C}/production/batches?PerPage=20`],
    ['batches, deep page (Page=300)', `${C}/production/batches?PerPage=20&Page=300`],
    ['batches, one month', `${C}/production/batches?PerPage=20&From=${monthFrom}&To=${lastDay}`],
    ['batches, Status=Completed', `${C}/production/batches?PerPage=20&Status=Completed`],
    ['export jobs, first page', `${C}/export-jobs?PerPage=20`],
    ['export jobs, deep page (Page=400)', `${C}/export-jobs?PerPage=20&Page=400`],
    ['export jobs, Status=Failed', `${C}/export-jobs?PerPage=20&Status=Failed`],
  ];
}

const PARTNER = '/api/v1/public/orders';

/**
 * The partner order list (docs/partner-api.md) at its default page size: every request counts its
 * total to 10,000 whatever the page, and goes through the key's rate limit and usage count.
 */
function partnerListPaths(branchId: string, monthFrom: string, lastDay: string): Array<[string, string]> {
  const dayAfter = new Date(Date.parse(`${lastDay}T00:00:00Z`) + 86_400_000).toISOString();
  return [
    ['partner orders, first page', PARTNER],
    ['partner orders, deepest page (offset=9950)', `${PARTNER}?offset=9950`],
    ['partner orders, status=Cancelled', `${PARTNER}?status=Cancelled`],
    ['partner orders, status=Cancelled, offset=9950', `${PARTNER}?status=Cancelled&offset=9950`],
    ['partner orders, one branch', `${PARTNER}?branchId=${branchId}`],
    ['partner orders, one branch, offset=9950', `${PARTNER}?branchId=${branchId}&offset=9950`],
    ['partner orders, one month', `${PARTNER}?from=${monthFrom}T00:00:00Z&to=${encodeURIComponent(dayAfter)}`],
  ];
}

/**
 * A key for one partner run (warm-up or measured): a key takes at most 10,000 requests a minute
 * (MAX_RATE_LIMIT_PER_MINUTE), about what 20 clients send in one run, so each run has its own
 * and never meets the limit of the one before.
 */
async function newPartnerKey(port: number, token: string): Promise<{ id: string; secret: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${C}/developers/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Scale bench', scopes: ['orders:read'], rateLimitPerMinute: 10_000, quotaPerDay: 1_000_000_000 }),
  });
  if (!response.ok) throw new Error(`creating the bench's API key: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string; key: string } };
  return { id: data.id, secret: data.key };
}

async function revokePartnerKey(port: number, token: string, id: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${C}/developers/api-keys/${id}/revoke`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ reasonCode: 'no-longer-needed', note: 'npm run bench:scale' }),
  });
  if (!response.ok) throw new Error(`revoking the bench's API key: ${response.status} ${await response.text()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
