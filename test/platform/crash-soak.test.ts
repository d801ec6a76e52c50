import http from 'node:http';
import { createSecretKey, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { In, MoreThan } from 'typeorm';
import { signAccessToken } from '../../src/core/auth/access-token';
import { startTestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceLives, type ServiceProcess, until } from '../support/service-process';
import { batchBody, createBatch, createCatalogue, moveTo } from '../modules/production/batch-fixtures';
import { openShop } from '../modules/sales/sales.support';
import { createKey } from '../modules/developers/api-keys.support';
import { OutboxEvent } from '../../src/core/outbox/outbox-event.entity';
import { WebhookDelivery } from '../../src/modules/developers/webhooks/webhook-delivery.entity';
import { Department } from '../../src/modules/hr/departments/department.entity';
import { Employee } from '../../src/modules/hr/employees/employee.entity';
import { ProductionBatch } from '../../src/modules/production/batches/batch.entity';
import { ProductionBatchOutput } from '../../src/modules/production/batches/batch-output.entity';
import { SalesOrder } from '../../src/modules/sales/orders/sales-order.entity';

/*
 * Keyed writes of five kinds (departments, employees, batches, batch outputs, partner orders) from
 * several clients while the real service is killed with SIGKILL at random moments (CRASH_KILLS:
 * 3 in `npm test`, 20 in `npm run soak`), restarted, and every unanswered request retried with its
 * key. Afterwards every acknowledged write exists exactly once, nothing exists twice, and the
 * outbox delivered every committed event exactly once to a real HTTP receiver (deduplicated by
 * webhook-id), no delivery job ran twice at once and none was left behind. A kill lands after a
 * random number of acknowledged writes (progress, not wall time), so a slow machine only slows it.
 */

const C = '/api/v1/console';
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const KILLS = Number(process.env.CRASH_KILLS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const KINDS = ['department', 'employee', 'batch', 'output', 'order'] as const;
type Kind = (typeof KINDS)[number];
/** The event each kind of write commits with its effect. */
const CREATED_EVENT: Record<Kind, string> = {
  department: 'hr.department.created',
  employee: 'hr.employee.created',
  batch: 'production.batch.created',
  output: 'production.batch.output-added',
  order: 'sales.order.placed',
};
/** Two clients per kind: ten writers at once. */
const CLIENTS_PER_KIND = 2;

/** A small seeded generator: kill moments are reproducible from the seed the run prints. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 24 * 3600_000).toISOString().slice(0, 10);
}

/** The webhook endpoint: records every arrival and notices the same delivery arriving twice at once. */
class Receiver {
  /** event id → webhook-ids it arrived under. */
  readonly byEvent = new Map<string, Set<string>>();
  readonly typeOf = new Map<string, string>();
  private readonly inFlight = new Set<string>();
  overlapping = 0;
  arrivals = 0;
  private server!: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const webhookId = String(req.headers['webhook-id']);
        this.arrivals++;
        if (this.inFlight.has(webhookId)) this.overlapping++;
        this.inFlight.add(webhookId);
        this.byEvent.set(payload.id, (this.byEvent.get(payload.id) ?? new Set()).add(webhookId));
        this.typeOf.set(payload.id, payload.type);
        // Answered a moment later, so a second sender of the same delivery would overlap this one.
        setTimeout(() => {
          this.inFlight.delete(webhookId);
          res.writeHead(200).end('ok');
        }, 20);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  received(type: string): number {
    return [...this.typeOf.values()].filter((candidate) => candidate === type).length;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

interface Write {
  kind: Kind;
  /** What makes this write's row recognisable: a name, a reference, a quantity. */
  marker: string;
  key: string;
  /** The write's number: a batch's business day is this many days before the seed's. */
  n: number;
  /**
   * 'ok': answered 2xx by the attempt that ran it; 'replayed': a retry after a kill was answered
   * 200 with the stored or rebuilt answer of an attempt that had committed before the kill.
   */
  outcome?: 'ok' | 'replayed';
}

interface Seed {
  owner: { userId: string; sessionId: string };
  apiKey: string;
  organizationId: string;
  branchId: string;
  batchBody: Record<string, unknown>;
  businessDate: string;
  batchId: string;
  riceBoxId: string;
  productId: string;
  setupEnd: Date;
}

describe(`crash: ${KILLS} SIGKILLs at random moments under concurrent keyed writes of five kinds`, () => {
  let receiver: Receiver;
  let seed: Seed;
  const lives = new ServiceLives('bo-soak-');
  const next = random(SEED);

  beforeAll(async () => {
    receiver = await new Receiver().start();
    // Seeded in-process (tenant, menu, batch, API key, subscription), then handed to the child.
    const database = await lives.database();
    const app = await startTestApp({ database, config: { webhookAllowPrivateNetworks: true } });
    const tenant = await createTenant(app.runtime);
    const token = tenant.owner.token;
    const catalogue = await createCatalogue(app, token);
    // Yesterday: never ahead of the branch's business day, whatever its time zone.
    const businessDate = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);
    const batchId = await createBatch(app, token, catalogue, businessDate);
    await moveTo(app, token, batchId, 'InProduction');
    const shop = await openShop(app, tenant);
    const key = await createKey(app, token, { scopes: ['orders:read', 'orders:write'], rateLimitPerMinute: 10_000 });
    const subscription = await app.request('POST', `${C}/developers/webhooks`, { token, body: { url: receiver.url, events: ['*'] } });
    expect(subscription.status).toBe(200);
    await app.close();
    await database.close();
    seed = {
      owner: { userId: tenant.owner.userId, sessionId: tenant.owner.sessionId },
      apiKey: key.key,
      organizationId: tenant.organizationId,
      branchId: tenant.branchId,
      batchBody: batchBody(catalogue, businessDate),
      businessDate,
      batchId,
      riceBoxId: catalogue.riceBox,
      productId: shop.drinkId,
      setupEnd: new Date(),
    };
    lives.configure(database, JWT_SECRET);
  }, 600_000);

  afterAll(async () => {
    await lives.end();
    await receiver?.close();
  }, 60_000);

  const life = () => lives.start();

  /** The owner's access token, signed again before it nears its 15 minutes: a soak outlives one. */
  let minted = { token: '', at: 0 };
  function ownerToken(): string {
    if (Date.now() - minted.at > 5 * 60_000) {
      const claims = { sub: seed.owner.userId, org: seed.organizationId, branch: seed.branchId, sid: seed.owner.sessionId };
      minted = { token: signAccessToken(createSecretKey(Buffer.from(JWT_SECRET, 'utf8')), claims, new Date()), at: Date.now() };
    }
    return minted.token;
  }

  function send(service: ServiceProcess, write: Write) {
    const headers = { 'Idempotency-Key': write.key };
    const token = ownerToken();
    switch (write.kind) {
      case 'department':
        return service.request('POST', `${C}/hr/departments`, { token, headers, body: { name: write.marker } });
      case 'employee':
        return service.request('POST', `${C}/hr/employees`, { token, headers, body: { fullName: write.marker, hireDate: '2024-01-15', baseSalary: 800_000 } });
      case 'batch':
        // One batch per branch and day: each write takes a day of its own.
        return service.request('POST', `${C}/production/batches`, {
          token,
          headers,
          body: { ...seed.batchBody, businessDate: daysBefore(seed.businessDate, write.n), notes: write.marker },
        });
      case 'output':
        return service.request('POST', `${C}/production/batches/${seed.batchId}/outputs`, {
          token,
          headers,
          body: { inventoryItemId: seed.riceBoxId, outputQty: Number(write.marker) },
        });
      case 'order':
        return service.request('POST', '/api/v1/public/orders', {
          headers: { ...headers, 'x-api-key': seed.apiKey },
          body: { branchId: seed.branchId, reference: write.marker, items: [{ productId: seed.productId, quantity: 1 }] },
        });
    }
  }

  let counter = 0;
  function newWrite(kind: Kind): Write {
    const n = ++counter;
    // Output quantities are the marker: whole numbers above anything the seed wrote.
    const marker = kind === 'output' ? String(1_000 + n) : `Crash ${kind} ${n}`;
    return { kind, marker, key: `crash-${kind}-${randomUUID()}`, n };
  }

  /** The rows the writes made, read from the database once the service has stopped. */
  async function inspect() {
    const database = await lives.database();
    try {
      const manager = database.db.dataSource.manager;
      const org = { organizationId: seed.organizationId };
      const markers = new Map<Kind, string[]>();
      const departments = await manager.find(Department, { where: org, withDeleted: true });
      markers.set(
        'department',
        departments.map((row) => row.name),
      );
      markers.set(
        'employee',
        (await manager.find(Employee, { where: org, withDeleted: true })).map((row) => row.fullName),
      );
      markers.set(
        'batch',
        (await manager.find(ProductionBatch, { where: org, withDeleted: true })).flatMap((row) => (row.notes ? [row.notes] : [])),
      );
      markers.set(
        'output',
        (await manager.find(ProductionBatchOutput, { where: { ...org, batchId: seed.batchId }, withDeleted: true })).map((row) =>
          String(Number(row.outputQty)),
        ),
      );
      markers.set(
        'order',
        (await manager.find(SalesOrder, { where: org })).flatMap((row) => (row.partnerReference ? [row.partnerReference] : [])),
      );
      const events = await manager.find(OutboxEvent, {
        where: { organizationId: seed.organizationId, type: In(Object.values(CREATED_EVENT)), occurredAt: MoreThan(seed.setupEnd) },
      });
      const deliveries = await manager.find(WebhookDelivery, { where: { eventId: In(events.map((event) => event.id)) } });
      const received = [...receiver.typeOf.keys()];
      const knownEvents = new Set((await manager.find(OutboxEvent, { where: { id: In(received) }, select: { id: true } })).map((event) => event.id));
      return { markers, events, deliveries, knownEvents };
    } finally {
      await database.close();
    }
  }

  it('loses no acknowledged write, makes none twice, delivers every committed event exactly once and runs no delivery twice', async () => {
    const started = Date.now();
    const phases: string[] = [];
    const writes: Write[] = [];
    const retried: Array<{ status: number; message: string }> = [];
    /** Retries answered with an answer that does not name their own write. */
    const foreignAnswers: string[] = [];
    let service = await life();
    for (let kill = 0; kill < KILLS; kill++) {
      let running = true;
      let acknowledged = 0;
      const clients = KINDS.flatMap((kind) =>
        Array.from({ length: CLIENTS_PER_KIND }, async () => {
          while (running) {
            const write = newWrite(kind);
            writes.push(write);
            try {
              const answer = await send(service, write);
              if (answer.status === 200) {
                write.outcome = 'ok';
                acknowledged++;
              } else throw new Error(`${kind} ${write.marker}: ${answer.status} ${JSON.stringify(answer.body)}`);
            } catch (error) {
              if (!running) return; // the connection died with the process: retried after the restart
              throw error;
            }
          }
        }),
      );
      // The kill moment: after a random amount of progress, then a random fraction of a request.
      const target = 10 + Math.floor(next() * 50);
      const failure = Promise.all(clients).then(() => undefined);
      await Promise.race([until(() => acknowledged >= target, `${target} acknowledged writes`, 300_000), failure]);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(next() * 150)));
      running = false;
      await service.kill();
      await failure;
      service = await life();
      // Every unanswered write again, with its key: the first answer after a restart is final.
      for (const write of writes.filter((candidate) => !candidate.outcome)) {
        const answer = await send(service, write);
        // The console envelope has `message`; the partner envelope `error.message`.
        const message = String(answer.body?.message ?? answer.body?.error?.message ?? '');
        retried.push({ status: answer.status, message });
        // The write's own answer, whether it runs now or was committed before the kill (then
        // replayed or rebuilt from the committed result): never a 409 "was applied".
        if (answer.status === 200) {
          write.outcome = answer.headers.get('idempotent-replayed') === 'true' ? 'replayed' : 'ok';
          if (!answer.text.includes(write.marker)) foreignAnswers.push(`${write.kind} ${write.marker}: ${answer.text.slice(0, 200)}`);
        } else throw new Error(`retry of ${write.kind} ${write.marker} after kill ${kill + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    phases.push(`lives=${Math.round((Date.now() - started) / 1000)}s`);
    const effects = writes.filter((write) => write.outcome);
    // Each effect committed one event: wait until the receiver has had that many of each type.
    await until(
      () => KINDS.every((kind) => receiver.received(CREATED_EVENT[kind]) >= effects.filter((write) => write.kind === kind).length),
      'every event to reach the receiver',
      300_000,
    ).catch(() => undefined);
    phases.push(`deliveries=${Math.round((Date.now() - started) / 1000)}s`);
    await service.stop();
    const { markers, events, deliveries, knownEvents } = await inspect();

    const lost: string[] = [];
    const duplicates: string[] = [];
    for (const kind of KINDS) {
      const count = new Map<string, number>();
      for (const marker of markers.get(kind) ?? []) count.set(marker, (count.get(marker) ?? 0) + 1);
      for (const write of writes.filter((candidate) => candidate.kind === kind)) {
        const n = count.get(write.marker) ?? 0;
        if (write.outcome && n === 0) lost.push(`${kind} ${write.marker}`);
        if (n > 1) duplicates.push(`${kind} ${write.marker} ×${n}`);
      }
    }
    const eventsLost = events.filter((event) => !receiver.byEvent.has(event.id)).map((event) => `${event.type} ${event.resourceId}`);
    const eventsDuplicated = events.filter((event) => (receiver.byEvent.get(event.id)?.size ?? 0) > 1).map((event) => `${event.type} ${event.resourceId}`);
    // An event the receiver got that the database never committed (a rolled-back write's event).
    const phantoms = [...receiver.typeOf.keys()].filter((id) => !knownEvents.has(id));
    const unfinished = deliveries.filter((delivery) => delivery.status !== 'Succeeded').map((delivery) => `${delivery.eventType} ${delivery.status}`);
    const acknowledged = writes.filter((write) => write.outcome);
    const replayedAfterKill = writes.filter((write) => write.outcome === 'replayed');

    console.log(
      `FIGURES crash kills=${KILLS} seed=${SEED} database=${lives.env.DATABASE_URL ? 'postgresql' : 'pglite'} writes=${writes.length} ` +
        `acknowledged=${acknowledged.length} found=${acknowledged.length - lost.length} ` +
        `retried=${retried.length} retriesAnsweredWithTheirCommittedAnswer=${replayedAfterKill.length} foreignAnswers=${foreignAnswers.length} lost=${lost.length} duplicates=${duplicates.length} events=${events.length} eventsLost=${eventsLost.length} ` +
        `eventsDuplicated=${eventsDuplicated.length} phantomEvents=${phantoms.length} deliveriesUnfinished=${unfinished.length} ` +
        `deliveriesRunTwiceAtOnce=${receiver.overlapping} arrivals=${receiver.arrivals} elapsed=${phases.join(',')}`,
    );
    expect({ lost, duplicates, foreignAnswers, eventsLost, eventsDuplicated, phantoms, unfinished, overlapping: receiver.overlapping }).toEqual({
      lost: [],
      foreignAnswers: [],
      duplicates: [],
      eventsLost: [],
      eventsDuplicated: [],
      phantoms: [],
      unfinished: [],
      overlapping: 0,
    });
    // Every effect committed exactly one event of its kind.
    expect(events.length).toBe(effects.length);
  }, 3_600_000);
});
