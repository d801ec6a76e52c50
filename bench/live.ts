/*
 * npm run bench:live — live order events under load (issue 34, docs/performance.md "Live events").
 * Three service processes (src/main.ts) on one PostgreSQL and one Redis; LIVE_BOARDS order boards
 * (graphql-ws subscriptions to branchOrderEvents) spread over LIVE_BRANCHES branches and over the
 * processes; guest orders (POST /api/v1/guest/self-order/{qrToken}/orders) at LIVE_RATE per second
 * for LIVE_SECONDS, sent round-robin to the processes alive. Halfway through, one process is
 * killed (SIGKILL): its boards reconnect to another process with the last sequence they saw.
 *
 * Prints the scale, the latency from the order's HTTP 200 to the event at each board (and from the
 * event's transaction time, `occurredAt`), and per board the events lost (a sequence of the branch
 * never received), duplicated (received twice) and the Refetch notices (must all be 0). Needs
 * DATABASE_URL (a PostgreSQL server; the bench makes and drops its own database) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379).
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import globalSetup from '../test/setup/global-setup';
import globalTeardown from '../test/setup/global-teardown';
import { createTestDatabase } from '../test/support/test-database';
import { startTestApp, type TestApp } from '../test/support/test-app';
import { createTenant, signIn } from '../test/support/factories';
import { ServiceProcess } from '../test/support/service-process';

const BRANCHES = Number(process.env.LIVE_BRANCHES ?? 50);
const BOARDS = Number(process.env.LIVE_BOARDS ?? 300);
const RATE = Number(process.env.LIVE_RATE ?? 200);
const SECONDS = Number(process.env.LIVE_SECONDS ?? 60);
const PROCESSES = 3;
const MAX_IN_FLIGHT = Number(process.env.LIVE_MAX_IN_FLIGHT ?? 256);
// The seeding service (test/support/test-app.ts) signs the boards' tokens with this key.
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const C = '/api/v1/console';
const BOARD = `subscription Board($after: Int64) { branchOrderEvents(afterSequence: $after) { sequence kind occurredAt order { id } } }`;

const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function ok(app: TestApp, method: string, path: string, token: string, body?: unknown): Promise<any> {
  const res = await app.request<{ data: any }>(method, path, { token, body });
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

interface Received {
  seq: number;
  kind: string;
  orderId: string | null;
  at: number;
  occurredAt: number;
}

/** One order board: a graphql-ws client that, when its process dies, resumes on another with its last sequence. */
class Board {
  readonly received: Received[] = [];
  refetches = 0;
  reconnects = 0;
  last: number;
  private client!: Client;
  private stopped = false;

  constructor(
    readonly branch: number,
    private readonly token: string,
    private node: number,
    startSeq: number,
    private readonly alive: () => number[],
    private readonly urls: string[],
  ) {
    this.last = startSeq;
  }

  get nodeIndex(): number {
    return this.node;
  }

  /** Resolves once the server acknowledged the connection (the subscription follows on the same socket). */
  connect(): Promise<void> {
    let acked!: () => void;
    const ready = new Promise<void>((resolve) => (acked = resolve));
    const client = createClient({
      url: `${this.urls[this.node].replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { accessToken: this.token },
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => acked(),
        closed: () => {
          if (this.stopped || client !== this.client) return;
          // The process went away: resume on another one, from the last sequence delivered.
          const alive = this.alive().filter((node) => node !== this.node);
          this.node = alive[(this.branch + this.reconnects) % alive.length];
          this.reconnects++;
          setTimeout(() => void this.connect(), 100 + Math.random() * 400);
        },
      },
    });
    this.client = client;
    client.subscribe<{ branchOrderEvents: { sequence: number; kind: string; occurredAt: string; order: { id: string } | null } }>(
      { query: BOARD, variables: { after: this.last } },
      {
        next: (result) => {
          const event = result.data?.branchOrderEvents;
          if (!event) return;
          if (event.kind === 'Refetch') {
            this.refetches++;
            return;
          }
          this.last = event.sequence;
          this.received.push({ seq: event.sequence, kind: event.kind, orderId: event.order?.id ?? null, at: now(), occurredAt: Date.parse(event.occurredAt) });
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return ready;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client.dispose();
  }
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('bench:live needs DATABASE_URL (a PostgreSQL server): several processes share the database');
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bo-bench-live-${randomBytes(4).toString('hex')}:`;
  // The tests' migrated template (globalSetup names it for this run) and a database copied from it.
  await globalSetup();
  const database = await createTestDatabase();
  const children: ServiceProcess[] = [];
  const boards: Board[] = [];
  try {
    // Seeding through the service's API, in this process (then it stops: the three children serve the run).
    const app = await startTestApp({ database, singleNode: true, config: { guestRateLimitPerIp: 1_000_000, guestRateLimitPerToken: 1_000_000 } });
    const tenant = await createTenant(app.runtime);
    const owner = tenant.owner.token;
    await ok(app, 'POST', `${C}/settings/channels`, owner, { name: 'QR', kind: 'SelfOrder' });
    const dish = await ok(app, 'POST', `${C}/catalog/products`, owner, {
      code: 'LIVE-1',
      name: 'Biryani',
      nameAr: 'برياني',
      basePriceIqd: 6000,
      channels: ['SelfOrder'],
    });
    const tea = await ok(app, 'POST', `${C}/catalog/products`, owner, {
      code: 'LIVE-2',
      name: 'Tea',
      nameAr: 'شاي',
      basePriceIqd: 500,
      channels: ['SelfOrder'],
    });
    const body = JSON.stringify({
      items: [
        { productId: dish.id, quantity: 2 },
        { productId: tea.id, quantity: 1 },
      ],
    });
    const branchIds = [tenant.branchId];
    while (branchIds.length < BRANCHES) branchIds.push(await tenant.addBranch());
    const qrTokens: string[] = [];
    const boardTokens: string[][] = [];
    for (const branchId of branchIds) {
      const { token } = await signIn(app.runtime, tenant.owner.userId, tenant.organizationId, branchId);
      qrTokens.push((await ok(app, 'POST', `${C}/self-order/tables`, token, { name: 'Bench table' })).qrToken);
      boardTokens.push([token]);
    }
    for (let board = BRANCHES; board < BOARDS; board++) {
      boardTokens[board % BRANCHES].push((await signIn(app.runtime, tenant.owner.userId, tenant.organizationId, branchIds[board % BRANCHES])).token);
    }
    const sql = database.db.dataSource;
    const [before] = (await sql.query(`SELECT (SELECT count(*) FROM sales_orders)::int AS orders, (SELECT count(*) FROM live_events)::int AS events`)) as {
      orders: number;
      events: number;
    }[];
    await app.close();

    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      JWT_SECRET,
      // Required in production; no mail is sent during the run.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      RUN_JOBS: 'false',
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      GUEST_RATE_LIMIT_PER_IP: '1000000',
      GUEST_RATE_LIMIT_PER_TOKEN: '1000000',
      DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/bo-bench-live-`),
    };
    children.push(...(await Promise.all(Array.from({ length: PROCESSES }, () => new ServiceProcess(env).start()))));
    const urls = children.map((child) => child.baseUrl);
    const dead = new Set<number>();
    const alive = () => urls.map((_, node) => node).filter((node) => !dead.has(node));

    const startSeqs = new Map<number, number>();
    for (const row of (await sql.query(`SELECT branch_id, seq FROM live_branch_sequences`)) as { branch_id: string; seq: string }[]) {
      startSeqs.set(branchIds.indexOf(row.branch_id), Number(row.seq));
    }
    for (let i = 0; i < BOARDS; i++) {
      const branch = i % BRANCHES;
      boards.push(new Board(branch, boardTokens[branch][Math.floor(i / BRANCHES)], i % PROCESSES, startSeqs.get(branch) ?? 0, alive, urls));
    }
    for (let i = 0; i < boards.length; i += 50) await Promise.all(boards.slice(i, i + 50).map((board) => board.connect()));
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const cpuStart = children.map((child) => cpuSeconds(child.pid));
    const load = [os.loadavg()[0]];
    const answered = new Map<string, number>();
    let sent = 0;
    let failed = 0;
    let statusErrors = 0;
    let skipped = 0;
    let inFlight = 0;
    let killedAt = 0;
    const victim = PROCESSES - 1;
    const place = async (n: number) => {
      const node = alive()[n % alive().length];
      inFlight++;
      try {
        const res = await fetch(`${urls[node]}/api/v1/guest/self-order/${qrTokens[n % BRANCHES]}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': `bench-live-${n}` },
          body,
        });
        const text = await res.text();
        if (res.status === 200) answered.set((JSON.parse(text) as { data: { id: string } }).data.id, now());
        else statusErrors++;
      } catch {
        // The killed process's requests in flight: the order may or may not have committed (its event counts either way).
        failed++;
      } finally {
        inFlight--;
      }
    };
    const started = now();
    const pending: Promise<void>[] = [];
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const elapsed = (now() - started) / 1000;
        if (!killedAt && elapsed >= SECONDS / 2) {
          killedAt = now();
          dead.add(victim);
          void children[victim].kill();
        }
        if (elapsed >= SECONDS) {
          clearInterval(tick);
          resolve();
          return;
        }
        const due = Math.floor(elapsed * RATE);
        while (sent + skipped < due) {
          if (inFlight >= MAX_IN_FLIGHT) {
            skipped++;
            continue;
          }
          pending.push(place(sent++));
        }
        if (Math.round(elapsed * 100) % 500 === 0) load.push(os.loadavg()[0]);
      }, 5);
    });
    await Promise.all(pending);
    const duration = (now() - started) / 1000;
    const cpuEnd = children.map((child, node) => (dead.has(node) ? NaN : cpuSeconds(child.pid)));
    load.push(os.loadavg()[0]);

    // Every board must reach its branch's last sequence; then each one's numbers are checked.
    const heads = new Map<number, number>();
    for (const row of (await sql.query(`SELECT branch_id, seq FROM live_branch_sequences`)) as { branch_id: string; seq: string }[]) {
      heads.set(branchIds.indexOf(row.branch_id), Number(row.seq));
    }
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && boards.some((board) => board.last < (heads.get(board.branch) ?? 0))) await new Promise((r) => setTimeout(r, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));

    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    let refetches = 0;
    let reconnected = 0;
    let lostAfterReconnect = 0;
    const fromAnswer: number[] = [];
    const fromCommit: number[] = [];
    // The boards that never lost their process: delivery in steady state, without the replays after the kill.
    const steady: number[] = [];
    for (const board of boards) {
      const seen = new Map<number, number>();
      let previous = startSeqs.get(board.branch) ?? 0;
      for (const event of board.received) {
        seen.set(event.seq, (seen.get(event.seq) ?? 0) + 1);
        if (event.seq <= previous) outOfOrder++;
        previous = Math.max(previous, event.seq);
        if (event.kind === 'OrderPlaced' && event.orderId) {
          const answeredAt = answered.get(event.orderId);
          if (answeredAt !== undefined) fromAnswer.push(Math.max(0, event.at - answeredAt));
          if (answeredAt !== undefined && board.reconnects === 0) steady.push(Math.max(0, event.at - answeredAt));
          fromCommit.push(event.at - event.occurredAt);
        }
      }
      let missing = 0;
      for (let seq = (startSeqs.get(board.branch) ?? 0) + 1; seq <= (heads.get(board.branch) ?? 0); seq++) if (!seen.has(seq)) missing++;
      lost += missing;
      for (const count of seen.values()) if (count > 1) duplicated += count - 1;
      refetches += board.refetches;
      if (board.reconnects > 0) {
        reconnected++;
        lostAfterReconnect += missing;
      }
    }
    fromAnswer.sort((a, b) => a - b);
    fromCommit.sort((a, b) => a - b);
    steady.sort((a, b) => a - b);
    const events = [...heads.entries()].reduce((sum, [branch, head]) => sum + head - (startSeqs.get(branch) ?? 0), 0);
    const [after] = (await sql.query(`SELECT (SELECT count(*) FROM sales_orders)::int AS orders, (SELECT count(*) FROM live_events)::int AS events`)) as {
      orders: number;
      events: number;
    }[];
    const f = (ms: number) => ms.toFixed(1);
    const out = [
      `bench:live scale: ${PROCESSES} processes, ${BOARDS} boards over ${BRANCHES} branches, target ${RATE} orders/s for ${SECONDS} s (max ${MAX_IN_FLIGHT} in flight); process ${victim + 1} killed at ${((killedAt - started) / 1000).toFixed(1)} s`,
      `machine: ${os.cpus().length} cores, load average (1 min) during the run ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}; service CPU ${children
        .map((_, node) => (dead.has(node) ? 'killed' : `${(cpuEnd[node] - cpuStart[node]).toFixed(1)} s`))
        .join(', ')} over ${duration.toFixed(1)} s`,
      `data: orders ${before.orders} → ${after.orders}, live_events ${before.events} → ${after.events}`,
      `orders: sent ${sent} (${(sent / duration).toFixed(1)}/s), answered 200 ${answered.size} (${(answered.size / duration).toFixed(1)}/s), non-200 ${statusErrors}, failed (killed process) ${failed}, not sent (in-flight cap) ${skipped}`,
      `events: ${events} committed, ${boards.reduce((sum, board) => sum + board.received.length, 0)} delivered to boards`,
      `latency HTTP 200 → board (ms): p50 ${f(percentile(fromAnswer, 50))} p95 ${f(percentile(fromAnswer, 95))} p99 ${f(percentile(fromAnswer, 99))} max ${f(fromAnswer[fromAnswer.length - 1])} (n=${fromAnswer.length})`,
      `latency HTTP 200 → board, boards that kept their process (ms): p50 ${f(percentile(steady, 50))} p95 ${f(percentile(steady, 95))} p99 ${f(percentile(steady, 99))} (n=${steady.length})`,
      `latency occurredAt (transaction time) → board (ms): p50 ${f(percentile(fromCommit, 50))} p95 ${f(percentile(fromCommit, 95))} p99 ${f(percentile(fromCommit, 99))}`,
      `boards: lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder}, Refetch ${refetches}; reconnected after the kill ${reconnected} (lost among them ${lostAfterReconnect})`,
    ];
    process.stdout.write(`${out.join('\n')}\n`);
    process.stdout.write(
      `FIGURES bench-live p50=${f(percentile(fromAnswer, 50))} p95=${f(percentile(fromAnswer, 95))} p99=${f(percentile(fromAnswer, 99))} lost=${lost} duplicated=${duplicated} reconnected=${reconnected}\n`,
    );
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    if (lost || duplicated || outOfOrder || refetches) process.exitCode = 1;
  } finally {
    await Promise.all(boards.map((board) => board.stop().catch(() => undefined)));
    for (const child of children) await child.stop().catch(() => undefined);
    await database.drop();
    await globalTeardown();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
