/**
 * Throughput of the REST bridge and GraphQL against a hand-written Express 5 + pg handler doing
 * the same work: `npm run bench`.
 *
 * - PostgreSQL from DATABASE_URL (default postgres://root@127.0.0.1:5432/postgres); a database
 *   `bo_bench_<random>` is created, migrated, seeded (one organisation with 1,000 departments for
 *   the lists, a second one that the creates write to) and
 *   dropped at the end.
 * - The real service runs in this process (createRuntime + createApp, logs silent, jobs off); the
 *   hand-written handler runs in this process too, on another port, on its own pg pool of the
 *   same size. autocannon runs in a child process so it does not share the servers' event loop.
 * - Environment: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 50),
 *   BENCH_ONLY (comma-separated scenario names, e.g. rest-list,hand-list; `statement-import` is the
 *   50,000-line bank statement import, see bench/statement-import.ts), BENCH_WARMUP (s, default 3),
 *   BENCH_ROUNDS (default 3: the scenarios run in turn, round after round; each ratio to the
 *   hand-written handler is taken within a round, where the two runs are seconds apart, and the
 *   table shows the median of those ratios: on a shared machine a neighbour's load spike spoils
 *   one pair, not the figure), BENCH_PROFILE (a directory: writes one V8 CPU profile per measured
 *   run, warm-up excluded; with BENCH_HEAP=1 also a sampling heap profile of everything allocated,
 *   collected objects included, as `<scenario>-<round>.heapprofile`), BENCH_NODES (comma-separated Node binaries: the bench once per binary,
 *   then one table with a column group per Node version; see node-columns.ts), BENCH_SQL_TRACE
 *   (any value: prints the SQL statements of one request of each scenario).
 * - Scenarios: the department list (GraphQL, REST bridge, hand-written), the department create,
 *   guest orders, and the nested employee page (bench/nested.ts: 20 employees with department,
 *   position, history and open advances over GraphQL, the REST bridge and a hand-written handler
 *   doing one query per table), and the inventory rows (bench/inventory.ts): a guest order's
 *   completion with 10 bill-of-material lines and without (`guest-complete-bom`,
 *   `guest-complete-plain`, alternating order round by round; their ratios are printed under the
 *   table), and the one-shot `inventory-on-hand` (a page of 100 over 5 million movements, last).
 *   The table shows SQL statements per request, counted on every
 *   node-postgres client of this process over 10 sequential requests before the load runs.
 * - `npm run bench` sets NODE_ENV=production before anything loads (graphql-js, Express), and
 *   runs Node with the V8 flags `npm start` uses (--max-semi-space-size, see docs/performance.md,
 *   "Per-request CPU"): the production configuration is what is measured, for the service and the
 *   hand-written handlers alike (they share this process).
 */
import 'reflect-metadata';
import type http from 'node:http';
import path from 'node:path';
import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import inspector from 'node:inspector/promises';
import express, { type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import { Client, type Pool } from 'pg';
import { loadConfig } from '../src/core/config/config';
import { createRuntime } from '../src/bootstrap';
import { createApp } from '../src/app';
import type { Runtime } from '../src/core/runtime';
import { createTenant } from '../test/support/factories';
import { benchStatementImport } from './statement-import';
import { handWrittenGuestOrders, seedGuestShop } from './guest-order';
import { benchOnHand, seedCompletionOrders } from './inventory';
import { addHandWrittenEmployees, handTotal, type HandTools, NESTED_GRAPHQL, seedEmployees } from './nested';
import { countSql } from '../test/support/sql-counter';
import { benchEachNode, type ScenarioSummary } from './node-columns';
import { closeServers, listen } from './servers';
import { postgresCpuUs } from './postgres-cpu';
import { handWrittenPool, unnamedBaselineRuns } from './hand-pool';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/postgres';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** The V8 heap flags this process runs with (they change the figures, so the table states them). */
const v8Flags = (): string => process.execArgv.filter((arg) => /^--max-(semi|old)-space-size/.test(arg)).join(' ') || 'defaults';
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const POOL_SIZE = 20;
const SQL_PROBES = 10;
const SEEDED_DEPARTMENTS = 1000;

function urlFor(database: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/* ------------------------------------------------------------------------------------------ */
/* The hand-written baseline: what a careful engineer would write without the framework.      */
/* ------------------------------------------------------------------------------------------ */

interface SessionState {
  ok: boolean;
  loadedAt: number;
}

function handWrittenApp(pool: Pool, key: KeyObject, extend?: (app: express.Express, tools: HandTools) => void): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '1mb' }));
  const sessions = new Map<string, SessionState>();

  const send = (res: Response, status: number, payload: unknown) => {
    const body = JSON.stringify(payload);
    res.statusCode = status;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(body));
    res.end(body);
  };
  const fail = (res: Response, status: number, message: string, errors: unknown = null) =>
    send(res, status, { success: false, data: null, message, code: status, errors });

  /** Same checks as the service: HS256 with a KeyObject, issuer/audience, session + membership (cached 5 s). */
  const authenticate = async (req: Request, res: Response): Promise<{ userId: string; org: string; branch: string; sid: string } | null> => {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    if (!match) return (fail(res, 401, 'Authentication is required.', { code: ['Unauthorized'] }), null);
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(match[1], key, { algorithms: ['HS256'], issuer: 'back-office', audience: 'console' }) as jwt.JwtPayload;
    } catch {
      return (fail(res, 401, 'The access token is not valid.', { code: ['Unauthorized'] }), null);
    }
    const sid = String(claims.sid);
    const now = Date.now();
    let state = sessions.get(sid);
    if (!state || now - state.loadedAt >= 5000) {
      const { rows } = await pool.query(
        `SELECT s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'Active' AS ok
           FROM sessions s JOIN memberships m ON m.organization_id = s.organization_id AND m.user_id = s.user_id
          WHERE s.id = $1 AND s.user_id = $2 AND s.organization_id = $3`,
        [sid, claims.sub, claims.org],
      );
      state = { ok: rows[0]?.ok === true, loadedAt: now };
      sessions.set(sid, state);
    }
    if (!state.ok) return (fail(res, 401, 'Your session has ended. Please sign in again.', { code: ['ReauthRequired'] }), null);
    return { userId: String(claims.sub), org: String(claims.org), branch: String(claims.branch), sid };
  };

  // Same fields in the same order as the bridge's selection set.
  const toItem = (row: Record<string, any>) => ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
    deletedBy: row.deleted_by,
    deleteReason: row.delete_reason,
    name: row.name,
    nameAr: row.name_ar,
  });

  app.get('/hand/departments', async (req, res) => {
    const principal = await authenticate(req, res);
    if (!principal) return;
    const perPage = Number(req.query.PerPage ?? req.query.per_page ?? 20);
    const page = Number(req.query.Page ?? req.query.page ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100)
      return fail(res, 422, 'The request is not valid.', { perPage: ['must be between 1 and 100'] });
    if (!Number.isInteger(page) || page < 1) return fail(res, 422, 'The request is not valid.', { page: ['must be 1 or more'] });
    const { rows } = await pool.query(
      `SELECT id, name, name_ar, created_at, updated_at, deleted_at, deleted_by, delete_reason
         FROM hr_departments WHERE organization_id = $1 AND deleted_at IS NULL
        ORDER BY name_key ASC, id ASC LIMIT $2 OFFSET $3`,
      [principal.org, perPage, (page - 1) * perPage],
    );
    const { total, totalIsExact } = await handTotal(
      pool,
      rows.length,
      { perPage, page },
      'FROM hr_departments WHERE organization_id = $1 AND deleted_at IS NULL',
      principal.org,
    );
    send(res, 200, {
      success: true,
      data: { items: rows.map(toItem), page, perPage, total, totalPages: Math.ceil(total / perPage), totalIsExact },
      message: null,
      code: null,
      errors: null,
    });
  });

  app.post('/hand/departments', async (req, res) => {
    const principal = await authenticate(req, res);
    if (!principal) return;
    const body = req.body as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(res, 422, 'The request is not valid.', { body: ['must be a JSON object'] });
    for (const name of Object.keys(body)) if (name !== 'name' && name !== 'nameAr') errors[name] = ['is not a known field'];
    if (typeof body.name !== 'string' || body.name.trim() === '') errors.name = ['is required'];
    else if (body.name.length > 120) errors.name = ['must be at most 120 characters'];
    if (body.nameAr != null && (typeof body.nameAr !== 'string' || body.nameAr.length > 120)) errors.nameAr = ['must be at most 120 characters'];
    if (Object.keys(errors).length) return fail(res, 422, 'The request is not valid.', errors);
    const name = (body.name as string).trim();
    const nameAr = typeof body.nameAr === 'string' && body.nameAr.trim() ? body.nameAr.trim() : null;
    const requestId = randomUUID();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        `INSERT INTO hr_departments (organization_id, name, name_ar, name_key) VALUES ($1, $2, $3, $4)
         RETURNING id, name, name_ar, created_at, updated_at, deleted_at, deleted_by, delete_reason`,
        [principal.org, name, nameAr, name.toLocaleLowerCase('en')],
      );
      const department = rows[0];
      const data = { id: department.id, name, nameAr, deletedAt: null, deleteReason: null };
      // The audit entry and the event in one statement before COMMIT, as the service's unit of work writes them.
      await client.query(
        `WITH audit AS (INSERT INTO audit_entries (organization_id, branch_id, entity_type, entity_id, action, actor_kind, actor_user_id, changes, transport, ip, request_id)
           VALUES ($1, $2, 'department', $3, 'created', 'user', $4, $5, 'rest', $6, $7))
         INSERT INTO outbox_events (organization_id, branch_id, type, resource_type, resource_id, data, actor, request_id)
         VALUES ($1, NULL, 'hr.department.created', 'department', $3, $8, $9, $7)`,
        [
          principal.org,
          principal.branch,
          department.id,
          principal.userId,
          JSON.stringify({ name, nameAr }),
          req.ip ?? null,
          requestId,
          JSON.stringify(data),
          JSON.stringify({ kind: 'user', userId: principal.userId, apiKeyId: null }),
        ],
      );
      await client.query('COMMIT');
      send(res, 200, { success: true, data: toItem(department), message: null, code: null, errors: null });
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if ((error as { code?: string }).code === '23505') return fail(res, 409, 'A department with this name already exists.', { code: ['Conflict'] });
      fail(res, 500, 'An unexpected error occurred.');
    } finally {
      client.release();
    }
  });
  extend?.(app, { authenticate, send, fail });
  return app;
}

/* ------------------------------------------------------------------------------------------ */

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

interface Scenario {
  name: string;
  label: string;
  port: () => number;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** Uses autocannon's [<id>] replacement for unique names. */
  unique?: boolean;
  /** Bearer token: the reading or the writing organisation's owner. */
  token: () => string;
  /** A fresh Idempotency-Key per request (runs bench/autocannon-idempotent.js instead of the CLI). */
  idempotencyKey?: boolean;
  /** Every request on its own resource, `prefix + id + suffix`, ids from a file (bench/autocannon-each-path.js); `next` is the first unused. */
  eachPath?: { idsFile: string; count: number; next: number; prefix: string; suffix: string };
  /** Runs before the next scenario in odd rounds and after it in even rounds (a pair compared with each other: drift cancels). */
  alternatesWithNext?: boolean;
}

interface Result {
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Responses per status code, as autocannon counted them. */
  statusCodes: Record<string, { count: number }>;
  errors: number;
  total: number;
  /** SQL statements per request (node-postgres clients of this process), over sequential requests before the runs. */
  sqlPerRequest: number;
  /** This process's CPU time (user + system) per request during the run: the servers' own cost, which neighbours' load on a shared machine barely moves. */
  cpuUsPerRequest: number;
  /** The local PostgreSQL server's CPU time per request during the run (null when it cannot be read). */
  pgCpuUsPerRequest: number | null;
}

function autocannon(scenario: Scenario, token: string, seconds: number): Promise<Result> {
  const bin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '-j', '-m', scenario.method, '-H', `authorization=Bearer ${token}`];
  if (scenario.body) args.push('-H', 'content-type=application/json', '-b', scenario.body);
  if (scenario.unique) args.push('-I');
  args.push(`http://127.0.0.1:${scenario.port()}${scenario.path}`);
  const argv = scenario.eachPath
    ? [
        path.join(__dirname, 'autocannon-each-path.js'),
        JSON.stringify({
          origin: `http://127.0.0.1:${scenario.port()}`,
          prefix: scenario.eachPath.prefix,
          suffix: scenario.eachPath.suffix,
          idsFile: scenario.eachPath.idsFile,
          offset: scenario.eachPath.next,
          method: scenario.method,
          body: scenario.body,
          token,
          connections: CONNECTIONS,
          duration: seconds,
        }),
      ]
    : scenario.idempotencyKey
      ? [
          path.join(__dirname, 'autocannon-idempotent.js'),
          JSON.stringify({
            url: `http://127.0.0.1:${scenario.port()}${scenario.path}`,
            method: scenario.method,
            body: scenario.body,
            connections: CONNECTIONS,
            duration: seconds,
          }),
        ]
      : [bin, ...args];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, argv, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(error);
      if (!stdout.trim()) return reject(new Error(`autocannon printed no result for ${scenario.name}: ${stderr.slice(0, 500)}`));
      const json = JSON.parse(stdout);
      if (scenario.eachPath) {
        scenario.eachPath.next += json.used;
        if (scenario.eachPath.next > scenario.eachPath.count)
          process.stderr.write(`${scenario.name}: ran out of prepared resources (${scenario.eachPath.count})\n`);
      }
      resolve({
        scenario,
        rps: json.requests.average,
        p50: json.latency.p50,
        p99: json.latency.p99,
        non2xx: json.non2xx,
        statusCodes: json.statusCodeStats ?? {},
        errors: json.errors + json.timeouts,
        total: json.requests.total,
        cpuUsPerRequest: 0,
        pgCpuUsPerRequest: null,
        sqlPerRequest: 0,
      });
    });
  });
}

async function main(): Promise<void> {
  const dbName = `bo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const databaseUrl = urlFor(dbName);
  let runtime: Runtime | undefined;
  const servers: http.Server[] = [];
  let pool: Pool | undefined;
  let unnamedPool: Pool | undefined;
  /** Files of prepared order ids (bench/inventory.ts), removed at the end. */
  const scratch: string[] = [];
  try {
    const config = loadConfig(
      // The production configuration, as the service runs; SMTP is never reached (jobs are off).
      {
        ...process.env,
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        GUEST_RATE_LIMIT_PER_IP: '1000000000',
        GUEST_RATE_LIMIT_PER_TOKEN: '1000000000',
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
      },
      { runJobs: false },
    );
    runtime = await createRuntime(config);
    const instance = await createApp(runtime);
    const tenant = await createTenant(runtime, { name: 'Bench organisation' });
    // Creates go to a second organisation: the lists must page over the same 1,000 rows in every
    // round (tens of thousands of created rows would make later list rounds measure a bigger table).
    const writer = await createTenant(runtime, { name: 'Bench writes' });
    await runtime.db.dataSource.query(
      `INSERT INTO hr_departments (organization_id, name, name_ar, name_key)
       SELECT $1, 'Department ' || lpad(g::text, 4, '0'), 'قسم ' || g, 'department ' || lpad(g::text, 4, '0') FROM generate_series(1, ${SEEDED_DEPARTMENTS}) AS g`,
      [tenant.organizationId],
    );
    await runtime.db.dataSource.query('ANALYZE');

    const bridge = await listen(instance.app);
    // The baseline: hand-written handlers whose statements are named (prepared), as the service's are.
    pool = handWrittenPool(databaseUrl, POOL_SIZE, 'named');
    // The second column: the same handlers sending unnamed statements (parsed and planned per call).
    unnamedPool = handWrittenPool(databaseUrl, POOL_SIZE, 'unnamed');
    // DROP DATABASE … WITH (FORCE) at the end terminates whatever is still connected.
    pool.on('error', () => undefined);
    unnamedPool.on('error', () => undefined);
    runtime.db.pool.on('error', () => undefined);
    const handApp = (handPool: Pool) => handWrittenApp(handPool, runtime!.secrets.jwtKey, (app, tools) => addHandWrittenEmployees(app, handPool, tools));
    const hand = await listen(handApp(pool));
    const handGuest = await listen(handWrittenGuestOrders(pool));
    const handUnnamed = await listen(handApp(unnamedPool));
    const handGuestUnnamed = await listen(handWrittenGuestOrders(unnamedPool));
    servers.push(bridge.server, hand.server, handGuest.server, handUnnamed.server, handGuestUnnamed.server);
    // Guest orders go to a third organisation, through a table's QR token (the path is the credential).
    const guestTenant = await createTenant(runtime, { name: 'Bench guest orders' });
    const guestShop = await seedGuestShop(bridge.port, guestTenant.owner.token);
    // Completions of guest orders with and without bills of materials (bench/inventory.ts): each request completes its own Ready order.
    const completions =
      !ONLY || ONLY.has('guest-complete-bom') || ONLY.has('guest-complete-plain')
        ? await seedCompletionOrders(
            runtime,
            bridge.port,
            ROUNDS * ((WARMUP + DURATION) * Number(process.env.BENCH_COMPLETIONS_PER_SECOND ?? 600) + CONNECTIONS) + 4 * SQL_PROBES,
            // 1 (default): every completion at one branch, as the guest order row places every order at one branch.
            Number(process.env.BENCH_COMPLETION_BRANCHES ?? 1),
          )
        : null;
    if (completions) scratch.push(completions.bomFile, completions.plainFile);

    const token = tenant.owner.token;
    const gqlList = JSON.stringify({
      query:
        'query List($list: ListArgs) { departments(list: $list) { items { id name nameAr createdAt updatedAt deletedAt deletedBy deleteReason } page perPage total totalPages totalIsExact } }',
      variables: { list: { perPage: 20 } },
    });

    // The two list answers must carry the same data, or the comparison means nothing.
    const headers = { authorization: `Bearer ${token}` };
    if (!ONLY || ['graphql-nested', 'rest-nested', 'hand-nested'].some((name) => ONLY.has(name))) {
      await seedEmployees(bridge.port, token);
      await runtime.db.dataSource.query('ANALYZE');
      const bridgePage = (await (await fetch(`http://127.0.0.1:${bridge.port}/api/v1/console/hr/employees?PerPage=20`, { headers })).json()) as {
        data: unknown;
      };
      const handPage = await (await fetch(`http://127.0.0.1:${hand.port}/hand/employees?PerPage=20`, { headers })).json();
      const graphqlPage = (await (
        await fetch(`http://127.0.0.1:${bridge.port}/graphql`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: NESTED_GRAPHQL,
        })
      ).json()) as {
        data?: { employees: unknown };
      };
      if (JSON.stringify(bridgePage) !== JSON.stringify(handPage) || JSON.stringify(graphqlPage.data?.employees) !== JSON.stringify(bridgePage.data)) {
        throw new Error(
          `employee pages differ:\n${JSON.stringify(bridgePage).slice(0, 600)}\n${JSON.stringify(handPage).slice(0, 600)}\n${JSON.stringify(graphqlPage).slice(0, 600)}`,
        );
      }
    }
    const bridgeList = await (await fetch(`http://127.0.0.1:${bridge.port}/api/v1/console/hr/departments?PerPage=20`, { headers })).json();
    const handList = await (await fetch(`http://127.0.0.1:${hand.port}/hand/departments?PerPage=20`, { headers })).json();
    if (JSON.stringify(bridgeList) !== JSON.stringify(handList)) {
      const [x, y] = [JSON.stringify(bridgeList), JSON.stringify(handList)];
      let at = 0;
      while (at < x.length && x[at] === y[at]) at++;
      throw new Error(
        `bridge and hand-written answers differ from character ${at}:\n${x.slice(Math.max(0, at - 200), at + 200)}\n${y.slice(Math.max(0, at - 200), at + 200)}`,
      );
    }

    // Each baseline runs right after the runs compared with it, so a pair sees the same machine.
    const scenarios: Scenario[] = [
      {
        name: 'graphql-list',
        token: () => tenant.owner.token,
        label: 'GraphQL list (POST /graphql)',
        port: () => bridge.port,
        method: 'POST',
        path: '/graphql',
        body: gqlList,
      },
      {
        name: 'rest-list',
        token: () => tenant.owner.token,
        label: 'REST bridge list (GET departments?PerPage=20)',
        port: () => bridge.port,
        method: 'GET',
        path: '/api/v1/console/hr/departments?PerPage=20',
      },
      {
        name: 'hand-list',
        token: () => tenant.owner.token,
        label: 'hand-written list (Express 5 + pg)',
        port: () => hand.port,
        method: 'GET',
        path: '/hand/departments?PerPage=20',
      },
      {
        name: 'graphql-nested',
        token: () => tenant.owner.token,
        label: 'GraphQL nested page (20 employees + department, position, history, open advances)',
        port: () => bridge.port,
        method: 'POST',
        path: '/graphql',
        body: NESTED_GRAPHQL,
      },
      {
        name: 'rest-nested',
        token: () => tenant.owner.token,
        label: 'REST bridge nested page (GET employees?PerPage=20)',
        port: () => bridge.port,
        method: 'GET',
        path: '/api/v1/console/hr/employees?PerPage=20',
      },
      {
        name: 'hand-nested',
        token: () => tenant.owner.token,
        label: 'hand-written nested page (one query per table)',
        port: () => hand.port,
        method: 'GET',
        path: '/hand/employees?PerPage=20',
      },
      {
        name: 'rest-create',
        token: () => writer.owner.token,
        label: 'REST bridge create (POST departments)',
        port: () => bridge.port,
        method: 'POST',
        path: '/api/v1/console/hr/departments',
        body: '{"name":"Bridge [<id>]"}',
        unique: true,
      },
      {
        name: 'hand-create',
        token: () => writer.owner.token,
        label: 'hand-written create (Express 5 + pg)',
        port: () => hand.port,
        method: 'POST',
        path: '/hand/departments',
        body: '{"name":"Hand [<id>]"}',
        unique: true,
      },
      {
        name: 'guest-order',
        token: () => '',
        label: 'guest order with Idempotency-Key (POST self-order/{qrToken}/orders)',
        port: () => bridge.port,
        method: 'POST',
        path: `/api/v1/guest/self-order/${guestShop.qrToken}/orders`,
        body: guestShop.body,
        idempotencyKey: true,
      },
      {
        name: 'hand-guest-order',
        token: () => '',
        label: 'hand-written guest order (Express 5 + pg)',
        port: () => handGuest.port,
        method: 'POST',
        path: `/hand/guest/${guestShop.qrToken}/orders`,
        body: guestShop.body,
        idempotencyKey: true,
      },
      ...(completions
        ? ([
            {
              name: 'guest-complete-bom',
              token: () => completions.token,
              label: 'guest order completed, 10 bill-of-material lines (POST sales/orders/{id}/status Completed)',
              port: () => bridge.port,
              method: 'POST',
              path: '/api/v1/console/sales/orders/{id}/status',
              body: '{"status":"Completed"}',
              eachPath: { idsFile: completions.bomFile, count: completions.count, next: 0, prefix: '/api/v1/console/sales/orders/', suffix: '/status' },
              alternatesWithNext: true,
            },
            {
              name: 'guest-complete-plain',
              token: () => completions.token,
              label: 'guest order completed, no bill of materials (no stock moves)',
              port: () => bridge.port,
              method: 'POST',
              path: '/api/v1/console/sales/orders/{id}/status',
              body: '{"status":"Completed"}',
              eachPath: { idsFile: completions.plainFile, count: completions.count, next: 0, prefix: '/api/v1/console/sales/orders/', suffix: '/status' },
            },
          ] as Scenario[])
        : []),
    ]
      // Each baseline's unnamed twin runs right after it (same machine moment): `<name>-unnamed`.
      .flatMap((scenario) =>
        scenario.name.startsWith('hand') && unnamedBaselineRuns()
          ? [
              scenario,
              {
                ...scenario,
                name: `${scenario.name}-unnamed`,
                label: `${scenario.label}, unnamed statements`,
                port: () => (scenario.name === 'hand-guest-order' ? handGuestUnnamed.port : handUnnamed.port),
              },
            ]
          : [scenario],
      )
      .filter((scenario) => !ONLY || ONLY.has(scenario.name)) as Scenario[];

    // One-shot: catalogue import of 10,000 product rows (preview, then commit) through the REST bridge.
    if (!ONLY || ONLY.has('catalog-import')) {
      const importer = await createTenant(runtime, { name: 'Bench catalogue import' });
      const lines = ['code,name,nameAr,categoryCode,basePriceIqd,channels,sortOrder'];
      for (let i = 0; i < 10_000; i++) lines.push(`P-${i},Item ${i},صنف ${i},CAT${i % 40},${1000 + i},DineIn|Delivery,${i}`);
      const body = JSON.stringify({ format: 'Csv', content: lines.join('\n') });
      const post = (url: string) =>
        fetch(`http://127.0.0.1:${bridge.port}${url}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${importer.owner.token}`, 'content-type': 'application/json' },
          body,
        });
      const started = performance.now();
      const previewed = (await (await post('/api/v1/console/catalog/imports/products')).json()) as { data: { id: string; createCount: number } };
      const previewMs = performance.now() - started;
      const committed = await post(`/api/v1/console/catalog/imports/${previewed.data.id}/commit`);
      const totalMs = performance.now() - started;
      if (committed.status !== 200 || previewed.data.createCount !== 10_000) throw new Error(`catalogue import failed: ${committed.status}`);
      console.log(`catalogue import, 10,000 rows: preview ${previewMs.toFixed(0)} ms, preview + commit ${totalMs.toFixed(0)} ms`);
    }

    /** One request of the scenario, answered 200 or thrown. */
    const sendOnce = async (scenario: Scenario) => {
      const id = randomBytes(6).toString('hex');
      const headers: Record<string, string> = scenario.token() ? { authorization: `Bearer ${scenario.token()}` } : {};
      if (scenario.body) headers['content-type'] = 'application/json';
      if (scenario.idempotencyKey) headers['idempotency-key'] = randomUUID();
      const body = scenario.unique ? scenario.body?.replace('[<id>]', id) : scenario.body;
      const each = scenario.eachPath;
      const url = each ? `${each.prefix}${fs.readFileSync(each.idsFile, 'utf8').split('\n')[each.next++]}${each.suffix}` : scenario.path;
      const response = await fetch(`http://127.0.0.1:${scenario.port()}${url}`, { method: scenario.method, headers, body });
      if (response.status !== 200) throw new Error(`${scenario.name}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };

    // SQL statements per request: counted over sequential requests before the load runs (under load
    // the requests in flight when a run starts and stops would blur a per-request count).
    const sqlPer = new Map<string, number>();
    const sql = countSql({ keepText: Boolean(process.env.BENCH_SQL_TRACE) });
    try {
      for (const scenario of scenarios) {
        const send = () => sendOnce(scenario);
        await send();
        sql.reset();
        for (let i = 0; i < SQL_PROBES; i++) await send();
        sqlPer.set(scenario.name, sql.count / SQL_PROBES);
        if (process.env.BENCH_SQL_TRACE) {
          // The statements of one more request, for reading what a scenario sends.
          sql.reset();
          await send();
          process.stderr.write(
            `\n${scenario.name}: ${sql.count} statements\n${sql.statements.map((text) => `  ${text.replace(/\s+/g, ' ').slice(0, 220)}`).join('\n')}\n`,
          );
        }
      }
    } finally {
      sql.stop();
    }
    const loadAtStart = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    const runs = new Map<string, Result[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      const inTurn = [...scenarios];
      if (round % 2 === 0)
        for (let i = 0; i + 1 < inTurn.length; i++)
          if (inTurn[i].alternatesWithNext && scenarios.includes(inTurn[i + 1])) [inTurn[i], inTurn[i + 1]] = [inTurn[i + 1], inTurn[i]];
      for (const scenario of inTurn) {
        if (WARMUP > 0) {
          await autocannon(scenario, scenario.token(), WARMUP);
          // autocannon ends with requests in flight; the service cancels their reads and closes those
          // connections. One answered request per client connection reopens them before the measured run.
          await Promise.all(Array.from({ length: CONNECTIONS }, () => sendOnce(scenario)));
        }
        const profiler = process.env.BENCH_PROFILE ? new inspector.Session() : null;
        if (profiler) {
          profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
          if (process.env.BENCH_HEAP)
            await profiler.post('HeapProfiler.startSampling', {
              samplingInterval: 4096,
              includeObjectsCollectedByMajorGC: true,
              includeObjectsCollectedByMinorGC: true,
            });
        }
        const pgBefore = postgresCpuUs();
        const cpuBefore = process.cpuUsage();
        const result = await autocannon(scenario, scenario.token(), DURATION);
        const cpu = process.cpuUsage(cpuBefore);
        const pgAfter = postgresCpuUs();
        result.cpuUsPerRequest = (cpu.user + cpu.system) / Math.max(1, result.total);
        result.pgCpuUsPerRequest = pgBefore === null || pgAfter === null ? null : (pgAfter - pgBefore) / Math.max(1, result.total);
        result.sqlPerRequest = sqlPer.get(scenario.name) ?? 0;
        if (profiler) {
          const { profile } = await profiler.post('Profiler.stop');
          fs.mkdirSync(process.env.BENCH_PROFILE!, { recursive: true });
          if (process.env.BENCH_HEAP) {
            const heap = await profiler.post('HeapProfiler.stopSampling');
            fs.writeFileSync(path.join(process.env.BENCH_PROFILE!, `${scenario.name}-${round}.heapprofile`), JSON.stringify(heap.profile));
          }
          fs.writeFileSync(path.join(process.env.BENCH_PROFILE!, `${scenario.name}-${round}.cpuprofile`), JSON.stringify(profile));
          profiler.disconnect();
        }
        runs.set(scenario.name, [...(runs.get(scenario.name) ?? []), result]);
        process.stderr.write(`round ${round} ${scenario.name}: ${result.rps.toFixed(0)} req/s, status codes ${JSON.stringify(result.statusCodes)}\n`);
      }
    }
    const results = new Map<string, Result>([...runs].map(([name, list]) => [name, list.reduce((best, r) => (r.rps > best.rps ? r : best))]));
    const cpu = new Map([...runs].map(([name, list]) => [name, Math.min(...list.map((r) => r.cpuUsPerRequest))]));
    const pgCpu = new Map(
      [...runs].map(([name, list]) => [name, list.some((r) => r.pgCpuUsPerRequest === null) ? null : Math.min(...list.map((r) => r.pgCpuUsPerRequest!))]),
    );
    const allRuns = [...runs].map(([name, list]) => `${name}: ${list.map((r) => r.rps.toFixed(0)).join(', ')}`).join('; ');
    const baselineOf = (name: string) =>
      name.includes('guest') ? 'hand-guest-order' : name.includes('nested') ? 'hand-nested' : name.includes('list') ? 'hand-list' : 'hand-create';
    /** Ratios of runs made in the same round (minutes apart at most), then their median: a neighbour's spike spoils one pair, not the figure. */
    const pairedRatio = (name: string, of: (r: Result) => number, invert = false, baseline = baselineOf(name)) => {
      const mine = runs.get(name) ?? [];
      const theirs = runs.get(baseline) ?? [];
      const ratios = mine.slice(0, theirs.length).map((r, i) => (invert ? of(theirs[i]) / of(r) : of(r) / of(theirs[i])));
      return ratios.length ? median(ratios).toFixed(2) : '–';
    };
    const summaries: ScenarioSummary[] = [...results.values()].map((r) => {
      const name = r.scenario.name;
      const hand = name.startsWith('hand');
      // No hand-written twin: their ratios are printed under the table (with and without stock, and to the guest order row).
      if (name.startsWith('guest-complete'))
        return {
          name,
          label: r.scenario.label,
          rps: r.rps,
          p50: r.p50,
          p99: r.p99,
          vsHand: '–',
          vsHandUnnamed: '–',
          cpuUs: cpu.get(name)!,
          cpuVsHand: '–',
          pgCpuUs: pgCpu.get(name) ?? null,
          sqlPerRequest: sqlPer.get(name)!,
          failures: r.non2xx + r.errors,
        };
      return {
        name,
        label: r.scenario.label,
        rps: r.rps,
        p50: r.p50,
        p99: r.p99,
        vsHand: hand
          ? name.endsWith('-unnamed')
            ? pairedRatio(name, (run) => run.rps, false, baselineOf(name))
            : '1.00'
          : pairedRatio(name, (run) => run.rps),
        vsHandUnnamed: name.endsWith('-unnamed') ? '1.00' : pairedRatio(name, (run) => run.rps, false, `${baselineOf(name)}-unnamed`),
        cpuUs: cpu.get(name)!,
        cpuVsHand: hand
          ? name.endsWith('-unnamed')
            ? pairedRatio(name, (run) => run.cpuUsPerRequest, true, baselineOf(name))
            : '1.00'
          : pairedRatio(name, (run) => run.cpuUsPerRequest, true),
        pgCpuUs: pgCpu.get(name) ?? null,
        sqlPerRequest: sqlPer.get(name)!,
        failures: r.non2xx + r.errors,
      };
    });
    const rows = summaries.map(
      (r) =>
        `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.vsHand} | ${r.vsHandUnnamed} | ${r.cpuUs.toFixed(0)} | ${r.cpuVsHand} | ${r.pgCpuUs === null ? '–' : r.pgCpuUs.toFixed(0)} | ${r.sqlPerRequest.toFixed(2)} | ${r.failures} |`,
    );
    if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ node: process.version, summaries, allRuns }));
    console.log(
      `\nNode ${process.version}, load average ${loadAtStart} at the start and ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ', ',
        )} at the end (${os.cpus().length} CPUs), NODE_ENV=${process.env.NODE_ENV}, V8 flags: ${v8Flags()}, ${CONNECTIONS} connections, ${DURATION} s per run (after ${WARMUP} s warm-up), ${ROUNDS} round(s), ${SEEDED_DEPARTMENTS} departments seeded, pool ${POOL_SIZE}; the hand-written baseline names its statements (prepared, as the service does); the "unnamed" column compares with the same handlers sending unnamed statements${unnamedBaselineRuns() ? '' : ' (left out: BENCH_UNNAMED_BASELINE=0)'}`,
    );
    console.log(
      'req/s, p50, p99: the best run; server and PostgreSQL CPU µs/req: the lowest; the "×" columns: median over rounds of the ratio within a round (unnamed rows: against the prepared baseline).\n',
    );
    console.log(
      '| scenario | req/s | p50 ms | p99 ms | req/s × hand-written (prepared) | req/s × hand-written (unnamed) | server CPU µs/req | CPU efficiency × hand-written (prepared) | PostgreSQL CPU µs/req | SQL statements/req | non-2xx/errors |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(`\nAll runs (req/s): ${allRuns}`);
    if (runs.has('guest-complete-bom') && runs.has('guest-complete-plain')) {
      const perRound = (runs.get('guest-complete-bom') ?? []).map((r, i) => (r.rps / runs.get('guest-complete-plain')![i].rps).toFixed(2)).join(', ');
      console.log(
        `Inventory: completion with 10 bill-of-material lines ÷ the same completion without (paired within each round, order alternating): median ${pairedRatio('guest-complete-bom', (run) => run.rps, false, 'guest-complete-plain')} (rounds: ${perRound}); ÷ the guest order row: ${runs.has('guest-order') ? pairedRatio('guest-complete-bom', (run) => run.rps, false, 'guest-order') : '– (not run)'}; server CPU per request × without: ${pairedRatio('guest-complete-bom', (run) => run.cpuUsPerRequest, true, 'guest-complete-plain')}`,
      );
    }
    if (!ONLY || ONLY.has('statement-import')) await benchStatementImport(runtime, writer.organizationId, writer.branchId);
    // Last: its 5 million movements must not sit in the database the other scenarios measure.
    if (!ONLY || ONLY.has('inventory-on-hand')) await benchOnHand(runtime, bridge.port, databaseUrl);
  } finally {
    for (const file of scratch) fs.rmSync(file, { force: true });
    await closeServers(
      servers,
      [pool, unnamedPool, runtime?.db.pool].filter((p): p is Pool => p !== undefined),
    );
    await pool?.end();
    await unnamedPool?.end();
    await runtime?.db.close();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
}

// BENCH_NODES: run the whole bench once per Node binary (in turn, each in its own process) and print one table with a column group per Node version.
(process.env.BENCH_NODES ? benchEachNode(process.env.BENCH_NODES.split(','), __filename) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
