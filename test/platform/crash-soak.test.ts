import os from 'node:os';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceProcess, until } from '../support/service-process';

/*
 * The crash run of `npm run soak`: several clients write with Idempotency-Keys while the real
 * service is killed with SIGKILL at random moments (CRASH_KILLS times, 20 in the soak), restarted,
 * and every unanswered request retried with its key. Afterwards every acknowledged write exists
 * exactly once, nothing exists twice, and the outbox delivered every committed event exactly once
 * to the receiver (deduplicated by webhook-id). `npm test` runs the scripted kills of
 * crash-recovery.test.ts instead (3 kills at chosen points); this file runs only with CRASH_KILLS.
 */

const C = '/api/v1/console';
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const KILLS = Number(process.env.CRASH_KILLS ?? 0);
const CLIENTS = 6;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** A small seeded generator: kill moments are reproducible from the seed the run prints. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

class Receiver {
  /** webhook-id → department names seen under it, and how often it arrived. */
  readonly byName = new Map<string, Set<string>>();
  arrivals = 0;
  private server!: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const name = String(payload.data?.name);
        this.arrivals++;
        this.byName.set(name, (this.byName.get(name) ?? new Set()).add(String(req.headers['webhook-id'])));
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

interface Write {
  name: string;
  key: string;
  /** The id of the answer, once one came. */
  id?: string;
}

(KILLS > 0 ? describe : describe.skip)(`crash soak: ${KILLS} SIGKILLs at random moments under concurrent keyed writes`, () => {
  let dataDir: string;
  let receiver: Receiver;
  let token: string;
  let env: Record<string, string>;
  const lives: ServiceProcess[] = [];
  const next = random(SEED);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-soak-'));
    receiver = await new Receiver().start();
    const database = await createTestDatabase({ dataDir });
    const app = await startTestApp({ database, config: { webhookAllowPrivateNetworks: true } });
    const tenant = await createTenant(app.runtime);
    token = tenant.owner.token;
    expect((await app.request('POST', `${C}/developers/webhooks`, { token, body: { url: receiver.url, events: ['hr.department.created'] } })).status).toBe(200);
    await app.close();
    await database.close();
    env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      JWT_SECRET,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      DATA_DIR: dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
  }, 120_000);

  afterAll(async () => {
    for (const life of lives) await life.stop().catch(() => undefined);
    await receiver?.close();
    const database = await createTestDatabase({ dataDir });
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function life(): Promise<ServiceProcess> {
    const service = await new ServiceProcess(env).start();
    lives.push(service);
    return service;
  }

  const create = (service: ServiceProcess, write: Write) =>
    service.request('POST', `${C}/hr/departments`, { token, body: { name: write.name }, headers: { 'Idempotency-Key': write.key } });

  async function allDepartments(service: ServiceProcess): Promise<Array<{ id: string; name: string }>> {
    const items: Array<{ id: string; name: string }> = [];
    for (let page = 1; ; page++) {
      const list = await service.request('GET', `${C}/hr/departments?PerPage=100&Page=${page}`, { token });
      expect(list.status).toBe(200);
      items.push(...list.body.data.items);
      if (list.body.data.items.length < 100) return items;
    }
  }

  it('loses no acknowledged write, makes none twice, and delivers every event exactly once', async () => {
    const writes: Write[] = [];
    let counter = 0;
    let service = await life();
    for (let kill = 0; kill < KILLS; kill++) {
      let running = true;
      const clients = Array.from({ length: CLIENTS }, async () => {
        while (running) {
          const write: Write = { name: `Soak ${counter++}`, key: `soak-${randomUUID()}` };
          writes.push(write);
          try {
            const answer = await create(service, write);
            if (answer.status === 200) write.id = answer.body.data.id;
          } catch {
            return; // the connection died with the process: retried after the restart
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.floor(next() * 2_500)));
      await service.kill();
      running = false;
      await Promise.all(clients);
      service = await life();
      // Every unanswered write again, with its key: the first answer after a restart must be final.
      for (const write of writes.filter((candidate) => !candidate.id)) {
        const answer = await create(service, write);
        if (answer.status === 200) write.id = answer.body.data.id;
        else if (answer.status === 409 && /was applied/.test(answer.body.message)) write.id = 'applied';
        else throw new Error(`retry of ${write.name} after kill ${kill + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    const departments = await allDepartments(service);
    const count = new Map<string, number>();
    for (const department of departments) count.set(department.name, (count.get(department.name) ?? 0) + 1);
    const acknowledged = writes.filter((write) => write.id && write.id !== 'applied');
    const lost = acknowledged.filter((write) => !departments.some((department) => department.id === write.id));
    const duplicates = [...count.entries()].filter(([, n]) => n > 1);
    await until(() => departments.every((department) => receiver.byName.has(department.name)), 'every delivery', 120_000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const eventsLost = departments.filter((department) => !receiver.byName.has(department.name));
    const eventsDuplicated = departments.filter((department) => (receiver.byName.get(department.name)?.size ?? 0) > 1);
    // eslint-disable-next-line no-console
    console.log(
      `FIGURES crash kills=${KILLS} seed=${SEED} writes=${writes.length} acknowledged=${acknowledged.length} found=${acknowledged.length - lost.length} ` +
        `lost=${lost.length} duplicates=${duplicates.length} events=${departments.length} eventsLost=${eventsLost.length} eventsDuplicated=${eventsDuplicated.length} ` +
        `arrivals=${receiver.arrivals} database=${env.DATABASE_URL ? 'postgresql' : 'pglite'}`,
    );
    expect({ lost: lost.length, duplicates, eventsLost: eventsLost.map((d) => d.name), eventsDuplicated: eventsDuplicated.map((d) => d.name) }).toEqual({
      lost: 0,
      duplicates: [],
      eventsLost: [],
      eventsDuplicated: [],
    });
  }, 3_600_000);
});
