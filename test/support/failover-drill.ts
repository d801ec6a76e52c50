import { createSecretKey, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signAccessToken } from '../../src/core/auth/access-token';
import { openAppDatabase } from '../../src/bootstrap';
import { startTestApp } from './test-app';
import { createTenant } from './factories';
import type { PgPair } from './pg-pair';
import { SupervisedService } from './supervised-service';
import { liveConnect, type LiveConnection, type LiveSubscription } from './live-client';
import { seedGuestShop } from '../../bench/guest-order';

/*
 * The failover drill of test/platform/failover.test.ts and `npm run bench:failover`: the real
 * service under a supervisor on a primary and a synchronous standby (scripts/pg-pair.sh), keyed
 * writes from several clients, each retried with its key until it has a final answer, while the
 * primary is killed (then the standby promoted) or switched over on purpose. Afterwards every
 * write is read on the new primary.
 */

const C = '/api/v1/console';
export const DRILL_JWT_SECRET = 'test-secret-not-for-production-000000000000';

export interface DrillOptions {
  pair: PgPair;
  /** kill: the primary is stopped the hard way, and the standby promoted once the service answers /readyz 503; switchover: scripts/pg-pair.sh switchover. */
  disrupt: 'kill' | 'switchover';
  clients: number;
  /** Acknowledged writes before the disruption, and after it. */
  writesBefore: number;
  writesAfter: number;
}

export interface DrillWrite {
  marker: string;
  key: string;
  sentAt: number;
  /** ok: answered 200; applied: a retry was told the first attempt's effect was committed. */
  outcome?: 'ok' | 'applied';
  answeredAt?: number;
  /** Attempts beyond the first (connection refused, 503, 409 in progress). */
  retries: number;
}

export interface DrillResult {
  writes: DrillWrite[];
  /** Acknowledged (200) before the disruption started. */
  acknowledgedBefore: number;
  acknowledged: number;
  applied: number;
  retried: number;
  /** Markers of answered writes missing on the new primary, and of writes found more than once. */
  lost: string[];
  duplicated: string[];
  /**
   * The failover gap: the longest time between two consecutive 200 answers from the last one
   * before the disruption on (ms). Writes in flight when it started may still be answered by the
   * old primary, so "first answer after the disruption" would understate it.
   */
  gapMs: number;
  /** /readyz answers seen by a poller every 100 ms, as runs of the same status. */
  readyzRuns: string[];
  /** The standby was promoted only after a restarted service answered /readyz 503 (kill only). */
  readyz503BeforePromotion: boolean;
  /** An export job created after the failover ran to Succeeded (the job runner resumed). */
  jobAfterFailover: string;
  serviceLives: number;
  /** The node that accepts writes at the end. */
  newPrimary: 'a' | 'b';
  /** Every answer the writers got, by status (0: no answer: refused, reset or timed out). */
  answers: Record<string, number>;
  /** The service's log lines about unhandled errors (a 500 is a bug: these say which error it was). */
  unhandledLog: string[];
  /**
   * Requests the service answered 500 by its own log, whether or not the answer got out: one
   * decided as the database went away is often lost with the process that exits at that moment,
   * so the writers' tally alone lets such a bug through on most runs.
   */
  internalErrorsLogged: string[];
  /** Acknowledged writes whose hr.department.created webhook never reached the receiver (must be none). */
  webhooksMissing: string[];
  /** Deliveries the receiver got, and how many distinct webhook-ids among them. */
  webhookDeliveries: number;
  /**
   * The live order board: a graphql-ws `branchOrderEvents` subscription opened before the
   * disruption, resubscribed on the new process with `afterSequence` = the last sequence it saw.
   * Guest orders placed after the failover that it did not receive (must be none), and whether
   * the sequences it received after resuming carry on from the last one with none missing.
   */
  liveMissed: string[];
  liveSequencesContiguous: boolean;
}

/** What the service logs for a request it answers 500 (src/app.ts, src/core/graphql/apollo.ts, subscriptions.ts). */
const INTERNAL_ERROR_LOG = /"msg":"unhandled error in (REST route|GraphQL operation|GraphQL subscription)"/;

const BOARD = `subscription Board($after: Int64) { branchOrderEvents(afterSequence: $after) { sequence kind order { id } } }`;

/** A real HTTP webhook receiver: records each delivery's department name. */
class WebhookReceiver {
  readonly names: string[] = [];
  readonly ids = new Set<string>();
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: { name?: string } };
        if (payload.data?.name) this.names.push(payload.data.name);
        this.ids.add(String(req.headers['webhook-id']));
      } catch {
        /* not a delivery */
      }
      res.writeHead(200).end('ok');
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

async function post(baseUrl: string, path: string, token: string, body: unknown, key?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* a proxy's or a starting process's text */
  }
  return { status: res.status, body: parsed };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`failover drill: timed out waiting for ${what}`);
    await pause(100);
  }
}

/** Seeds an organisation on the pair's primary (migrating it), then runs the drill on the service's own processes. */
export async function failoverDrill(options: DrillOptions): Promise<DrillResult> {
  const { pair } = options;
  const db = await openAppDatabase({ databaseUrl: pair.bothUrl(), poolSize: 4, onConnectionError: () => undefined });
  const seeding = await startTestApp({
    singleNode: true,
    config: { webhookAllowPrivateNetworks: true },
    database: { db, databaseUrl: pair.bothUrl(), close: () => db.close(), drop: () => db.close() },
  });
  const tenant = await createTenant(seeding.runtime);
  // Every department the drill writes is delivered to a real receiver: deliveries queued before and
  // around the disruption must arrive after it.
  const receiver = await new WebhookReceiver().start();
  const hook = await seeding.request('POST', `${C}/developers/webhooks`, {
    token: tenant.owner.token,
    body: { url: receiver.url, events: ['hr.department.created'] },
  });
  if (hook.status !== 200) throw new Error(`failover drill: webhook not created: ${hook.status} ${JSON.stringify(hook.body)}`);
  const shop = await seedGuestShop(Number(new URL(seeding.baseUrl).port), tenant.owner.token);
  await seeding.close();
  await db.close();

  const key = createSecretKey(Buffer.from(DRILL_JWT_SECRET, 'utf8'));
  let minted = { token: '', at: 0 };
  // Signed again before it nears its 15 minutes: a drill on a busy machine can outlive one.
  const token = () => {
    if (Date.now() - minted.at > 5 * 60_000) {
      const claims = { sub: tenant.owner.userId, org: tenant.organizationId, branch: tenant.branchId, sid: tenant.owner.sessionId };
      minted = { token: signAccessToken(key, claims, new Date()), at: Date.now() };
    }
    return minted.token;
  };

  const service = new SupervisedService({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    JWT_SECRET: DRILL_JWT_SECRET,
    DATA_DIR: '/tmp/bo-failover-unused',
    DATABASE_URL: pair.bothUrl(),
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  });
  const readyzRuns: string[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const status = String(await service.readyz());
      const last = readyzRuns[readyzRuns.length - 1];
      if (last?.startsWith(`${status}×`)) readyzRuns[readyzRuns.length - 1] = `${status}×${Number(last.split('×')[1]) + 1}`;
      else readyzRuns.push(`${status}×1`);
      await pause(100);
    }
  })();

  const writes: DrillWrite[] = [];
  let acknowledged = 0;
  let running = true;
  let counter = 0;
  let disruptedAt = Number.POSITIVE_INFINITY;
  const answers: Record<string, number> = {};
  const tally = (status: number) => (answers[status] = (answers[status] ?? 0) + 1);

  /** One write, retried with its key until it has a final answer. */
  async function write(): Promise<void> {
    const entry: DrillWrite = { marker: `Failover ${++counter} ${randomUUID().slice(0, 8)}`, key: `failover-${randomUUID()}`, sentAt: Date.now(), retries: 0 };
    writes.push(entry);
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) {
        entry.retries++;
        await pause(250);
      }
      const baseUrl = service.baseUrl;
      if (!baseUrl) continue;
      const answer = await post(baseUrl, `${C}/hr/departments`, token(), { name: entry.marker }, entry.key).catch(() => undefined);
      tally(answer?.status ?? 0);
      if (!answer) continue; // the process died with the connection, or is not listening yet
      if (answer.status === 200) {
        entry.outcome = 'ok';
        entry.answeredAt = Date.now();
        acknowledged++;
        return;
      }
      const message = String(answer.body?.message ?? '');
      if (answer.status === 409 && /was applied/.test(message)) {
        entry.outcome = 'applied';
        entry.answeredAt = Date.now();
        return;
      }
      // In progress elsewhere (a claim of the process that died is taken over), starting, or no
      // primary yet. A 500 is retried too so the drill finishes, but counted: the test refuses any.
      if ((answer.status === 409 && /in progress|being processed/i.test(message)) || answer.status === 503 || answer.status === 500) continue;
      throw new Error(`write ${entry.marker}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }

  const connections: LiveConnection[] = [];
  const board = (after?: number): LiveSubscription => {
    const connection = liveConnect(service.baseUrl, { accessToken: token() });
    connections.push(connection);
    return connection.subscribe(BOARD, after === undefined ? {} : { after });
  };
  /** A guest order through the QR page, retried with its key until answered 200; its id. */
  const guestOrder = async (): Promise<string> => {
    const key = `failover-guest-${randomUUID()}`;
    for (;;) {
      const res = await fetch(`${service.baseUrl}/api/v1/guest/self-order/${shop.qrToken}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: shop.body,
        signal: AbortSignal.timeout(30_000),
      }).catch(() => undefined);
      if (res?.status === 200) return ((await res.json()) as { data: { id: string } }).data.id;
      await res?.arrayBuffer();
      await pause(250);
    }
  };
  const sequencesOf = (sub: LiveSubscription) => sub.results.flatMap((entry) => (entry.data ? [entry.data.branchOrderEvents.sequence as number] : []));

  let result: DrillResult | undefined;
  try {
    service.start();
    await service.waitForReadyz(200);
    // As a board client does: it loads the board, then subscribes after the sequence it loaded. A
    // live-only subscription would miss the first order whenever the order commits before the
    // subscription is registered (the socket's init, credential check and subscribe are async: on
    // a loaded machine the order's POST can overtake them, and the board then waits in vain).
    const [head] = await pair.query<{ seq: string }>('a', 'SELECT seq FROM live_branch_sequences WHERE branch_id = $1', [tenant.branchId]);
    const before = board(head ? Number(head.seq) : 0);
    const firstOrder = await guestOrder();
    await until(
      () => before.results.some((entry) => entry.data?.branchOrderEvents.order?.id === firstOrder),
      'the live board to show the first order',
      60_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it received ${JSON.stringify(before.results)}, error ${JSON.stringify(before.error)}`);
    });
    const clients = Array.from({ length: options.clients }, async () => {
      while (running) await write();
    });
    const failed = Promise.all(clients).then(() => undefined);
    failed.catch(() => undefined);
    await Promise.race([until(() => acknowledged >= options.writesBefore, `${options.writesBefore} writes before the disruption`, 300_000), failed]);

    disruptedAt = Date.now();
    const acknowledgedBefore = acknowledged;
    let readyz503BeforePromotion = false;
    if (options.disrupt === 'kill') {
      await pair.kill('a');
      // The process loses its liveness session and exits; its next life waits for a primary.
      await service.waitForReadyz(503);
      readyz503BeforePromotion = true;
      await pair.promote('b', true);
    } else {
      await pair.switchover();
    }
    await service.waitForReadyz(200);
    // The old process closed its sockets with it; a client reconnects and resumes after the last event it saw.
    const lastSeen = Math.max(...sequencesOf(before));
    const resumed = board(lastSeen);
    const placedAfter = [await guestOrder(), await guestOrder(), await guestOrder()];
    await until(
      () => placedAfter.every((id) => resumed.results.some((entry) => entry.data?.branchOrderEvents.order?.id === id)),
      'the live board to show the orders placed after the failover',
      60_000,
    ).catch(() => undefined);
    const liveMissed = placedAfter.filter((id) => !resumed.results.some((entry) => entry.data?.branchOrderEvents.order?.id === id));
    const resumedSequences = sequencesOf(resumed);
    const liveSequencesContiguous = resumedSequences.length > 0 && resumedSequences.every((sequence, index) => sequence === lastSeen + 1 + index);
    await Promise.race([until(() => acknowledged >= acknowledgedBefore + options.writesAfter, `${options.writesAfter} writes after it`, 300_000), failed]);
    running = false;
    await failed;

    const newPrimary = (await pair.query<{ standby: boolean }>('b', 'SELECT pg_is_in_recovery() AS standby'))[0].standby ? 'a' : 'b';
    const exportJob = await post(service.baseUrl, `${C}/export-jobs`, token(), {
      reportKey: 'hr.employees',
      format: 'Csv',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    let jobAfterFailover = `not created: ${exportJob.status} ${JSON.stringify(exportJob.body)}`;
    if (exportJob.status === 200) {
      const id = exportJob.body.data.id as string;
      await until(
        async () => {
          const res = await fetch(`${service.baseUrl}${C}/export-jobs/${id}`, { headers: { authorization: `Bearer ${token()}` } }).catch(() => undefined);
          const status = res?.ok ? ((await res.json()) as { data: { status: string } }).data.status : 'unknown';
          jobAfterFailover = status;
          return !['Queued', 'Running', 'unknown'].includes(status);
        },
        'the export job after the failover',
        180_000,
      ).catch(() => undefined);
    }

    const acknowledgedMarkers = writes.filter((entry) => entry.outcome).map((entry) => entry.marker);
    await until(() => acknowledgedMarkers.every((marker) => receiver.names.includes(marker)), 'every webhook delivery', 180_000).catch(() => undefined);
    const webhooksMissing = acknowledgedMarkers.filter((marker) => !receiver.names.includes(marker));

    const rows = await pair.query<{ name: string }>(newPrimary, 'SELECT name FROM hr_departments WHERE organization_id = $1', [tenant.organizationId]);
    const count = new Map<string, number>();
    for (const row of rows) count.set(row.name, (count.get(row.name) ?? 0) + 1);
    const answeredAt = writes
      .filter((entry) => entry.outcome === 'ok')
      .map((entry) => entry.answeredAt!)
      .sort((x, y) => x - y);
    const from = Math.max(0, answeredAt.filter((at) => at < disruptedAt).length - 1);
    let gapMs = 0;
    for (let i = from + 1; i < answeredAt.length; i++) gapMs = Math.max(gapMs, answeredAt[i] - answeredAt[i - 1]);
    result = {
      writes,
      acknowledgedBefore,
      acknowledged,
      applied: writes.filter((entry) => entry.outcome === 'applied').length,
      retried: writes.filter((entry) => entry.retries > 0).length,
      lost: writes.filter((entry) => entry.outcome && !count.get(entry.marker)).map((entry) => entry.marker),
      duplicated: [...count].filter(([, n]) => n > 1).map(([marker, n]) => `${marker} ×${n}`),
      gapMs,
      readyzRuns,
      readyz503BeforePromotion,
      jobAfterFailover,
      serviceLives: service.lives,
      newPrimary,
      answers,
      unhandledLog: service.output
        .split('\n')
        .filter((line) => /unhandled|"level":50|"level":60/.test(line))
        .slice(-20),
      internalErrorsLogged: service.output.split('\n').filter((line) => INTERNAL_ERROR_LOG.test(line)),
      webhooksMissing,
      webhookDeliveries: receiver.names.length,
      liveMissed,
      liveSequencesContiguous,
    };
  } finally {
    running = false;
    polling = false;
    await service.stop();
    await poller;
    await receiver.close();
    await Promise.all(connections.map((connection) => connection.dispose().catch(() => undefined)));
  }
  return result;
}
