import http from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startTestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceLives, type ServiceProcess, until } from '../support/service-process';

/*
 * The real service (src/main.ts) in a child process, killed with SIGKILL at chosen points and
 * restarted on the same data (a temporary DATA_DIR, or a PostgreSQL database with DATABASE_URL).
 * CRASH_TEST_HOOKS=on lets a request stop at a point (X-Crash-Test-Hold) so the kill lands there.
 */

const C = '/api/v1/console';
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
/** What the issue asks: deliveries resume within 30 s of the restart. */
const RESUME_BOUND_MS = 30_000;

/** A webhook endpoint that never answers the first request for a department named `hangOn`. */
class HangingReceiver {
  readonly received: Array<{ webhookId: string; name: string | undefined; type: string }> = [];
  private server!: http.Server;
  private hung = false;
  url = '';

  constructor(private readonly hangOn: string) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        this.received.push({ webhookId: String(req.headers['webhook-id']), name: payload.data?.name, type: payload.type });
        if (payload.data?.name === this.hangOn && !this.hung) {
          this.hung = true;
          return; // never answered: the attempt is in flight when the service is killed
        }
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
    return this;
  }

  of(name: string) {
    return this.received.filter((request) => request.name === name);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe('crash recovery of the real service (SIGKILL, restart on the same data)', () => {
  let receiver: HangingReceiver;
  let token: string;
  const lives = new ServiceLives('bo-crash-');

  beforeAll(async () => {
    receiver = await new HangingReceiver('Hung').start();
    // Seed the data in-process (tenant, webhook subscription), then hand the data to the child.
    const database = await lives.database();
    const app = await startTestApp({ database, config: { webhookAllowPrivateNetworks: true } });
    const tenant = await createTenant(app.runtime);
    token = tenant.owner.token;
    const subscription = await app.request('POST', `${C}/developers/webhooks`, {
      token,
      body: { url: receiver.url, events: ['hr.department.created'] },
    });
    expect(subscription.status).toBe(200);
    await app.close();
    await database.close();
    lives.configure(database, JWT_SECRET, { CRASH_TEST_HOOKS: 'on' });
  }, 120_000);

  afterAll(async () => {
    await lives.end();
    await receiver?.close();
  }, 60_000);

  const life = () => lives.start();

  async function departmentsNamed(service: ServiceProcess, name: string): Promise<unknown[]> {
    const list = await service.request('GET', `${C}/hr/departments?Search=${encodeURIComponent(name)}&PerPage=50`, { token });
    expect(list.status).toBe(200);
    return (list.body.data.items as Array<{ name: string }>).filter((item) => item.name === name);
  }

  it('retries a request killed in flight at once after a restart, with exactly one effect; answers a committed one with its original body (REST and GraphQL) without running it again; resumes a killed delivery within 30 s', async () => {
    // 1. A request holding its Idempotency-Key claim, its effect not yet written, when the process dies.
    const first = await life();
    const heldKey = `held-${randomUUID()}`;
    const held = first
      .request('POST', `${C}/hr/departments`, {
        token,
        body: { name: 'Held' },
        headers: { 'Idempotency-Key': heldKey, 'X-Crash-Test-Hold': 'before-effect' },
      })
      .then(
        () => 'answered',
        () => 'connection lost',
      );
    await until(() => first.held('before-effect'), 'the request to be held before its effect', 30_000);
    await first.kill();
    expect(await held).toBe('connection lost');

    const second = await life();
    const retried = await second.request('POST', `${C}/hr/departments`, { token, body: { name: 'Held' }, headers: { 'Idempotency-Key': heldKey } });
    expect({ status: retried.status, replayed: retried.headers.get('idempotent-replayed') }).toEqual({ status: 200, replayed: null });
    const replay = await second.request('POST', `${C}/hr/departments`, { token, body: { name: 'Held' }, headers: { 'Idempotency-Key': heldKey } });
    expect({ status: replay.status, replayed: replay.headers.get('idempotent-replayed'), id: replay.body.data.id }).toEqual({
      status: 200,
      replayed: 'true',
      id: retried.body.data.id,
    });
    expect(await departmentsNamed(second, 'Held')).toHaveLength(1);

    // 2. A request whose effect committed, killed before its response was stored: never run again,
    // and the retry gets the answer the first attempt was about to store, byte for byte.
    const committedKey = `committed-${randomUUID()}`;
    const committed = second
      .request('POST', `${C}/hr/departments`, {
        token,
        body: { name: 'Committed' },
        headers: { 'Idempotency-Key': committedKey, 'X-Crash-Test-Hold': 'before-store' },
      })
      .then(
        () => 'answered',
        () => 'connection lost',
      );
    await until(() => second.held('before-store'), 'the request to be held after its commit', 30_000);
    const [heldDigest] = second.heldBodyDigests();
    await second.kill();
    expect(await committed).toBe('connection lost');

    const third = await life();
    const again = await third.request('POST', `${C}/hr/departments`, { token, body: { name: 'Committed' }, headers: { 'Idempotency-Key': committedKey } });
    expect({ status: again.status, replayed: again.headers.get('idempotent-replayed'), name: again.body.data?.name }).toEqual({
      status: 200,
      replayed: 'true',
      name: 'Committed',
    });
    expect(createHash('sha256').update(again.text).digest('hex')).toBe(heldDigest);
    const stored = await third.request('POST', `${C}/hr/departments`, { token, body: { name: 'Committed' }, headers: { 'Idempotency-Key': committedKey } });
    expect(stored.text).toBe(again.text);
    expect(await departmentsNamed(third, 'Committed')).toHaveLength(1);

    // The same over GraphQL: the mutation's answer rebuilt after the kill, byte for byte.
    const mutation = 'mutation Create($input: CreateDepartmentInput!) { createDepartment(input: $input) { id name nameAr createdAt } }';
    const graphqlKey = `graphql-${randomUUID()}`;
    const graphqlBody = { query: mutation, variables: { input: { name: 'Committed over GraphQL' } } };
    const graphqlCommitted = third
      .request('POST', '/graphql', { token, body: graphqlBody, headers: { 'Idempotency-Key': graphqlKey, 'X-Crash-Test-Hold': 'before-store' } })
      .then(
        () => 'answered',
        () => 'connection lost',
      );
    await until(() => third.heldBodyDigests().length === 1, 'the GraphQL mutation to be held after its commit', 30_000);
    const [graphqlDigest] = third.heldBodyDigests();
    await third.kill();
    expect(await graphqlCommitted).toBe('connection lost');

    const fourth = await life();
    const graphqlAgain = await fourth.request('POST', '/graphql', { token, body: graphqlBody, headers: { 'Idempotency-Key': graphqlKey } });
    expect({ status: graphqlAgain.status, replayed: graphqlAgain.headers.get('idempotent-replayed'), errors: graphqlAgain.body.errors }).toEqual({
      status: 200,
      replayed: 'true',
      errors: undefined,
    });
    expect(graphqlAgain.body.data.createDepartment.name).toBe('Committed over GraphQL');
    expect(createHash('sha256').update(graphqlAgain.text).digest('hex')).toBe(graphqlDigest);
    expect(await departmentsNamed(fourth, 'Committed over GraphQL')).toHaveLength(1);

    // 3. A webhook attempt in flight (delivery leased, its job locked) when the process dies.
    const hung = await fourth.request('POST', `${C}/hr/departments`, { token, body: { name: 'Hung' } });
    expect(hung.status).toBe(200);
    await until(() => receiver.of('Hung').length === 1, 'the first attempt of the Hung delivery', 60_000);
    await fourth.kill();

    await life();
    const restarted = Date.now();
    await until(() => receiver.of('Hung').length >= 2, 'the Hung delivery after the restart', RESUME_BOUND_MS);
    const [attempt1, attempt2] = receiver.of('Hung');
    expect(attempt2.webhookId).toBe(attempt1.webhookId);
    expect(Date.now() - restarted).toBeLessThanOrEqual(RESUME_BOUND_MS);
    // Every department created above got its event delivered (deduplicated by webhook-id).
    for (const name of ['Held', 'Committed', 'Committed over GraphQL']) {
      await until(() => receiver.of(name).length >= 1, `the ${name} delivery`, RESUME_BOUND_MS);
      expect(new Set(receiver.of(name).map((request) => request.webhookId)).size).toBe(1);
    }
  }, 900_000);
});
