import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp } from '../support/test-app';
import { createTenant } from '../support/factories';
import { ServiceProcess, until } from '../support/service-process';
import { hashPassword } from '../../src/modules/identity/passwords/password-hasher';
import { User } from '../../src/modules/identity/users/user.entity';
import { Membership } from '../../src/modules/identity/memberships/membership.entity';

/*
 * Three service processes (src/main.ts, real child processes; one web-only) on one PostgreSQL
 * database and one Redis, called round-robin: an API key's quota holds across both through Redis, every committed
 * event is delivered once by exactly one of the two job runners, and an Idempotency-Key sent to
 * both at once has one effect. PGlite is one process's database, so this suite needs
 * DATABASE_URL (and REDIS_URL, default redis://127.0.0.1:6379); `npm run soak` sets both.
 */

const C = '/api/v1/console';
const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const onPostgres = Boolean(process.env.DATABASE_URL);
const QUOTA = 10;
const PASSWORD = 'multi-node password 1';
const EVENTS = 24;

class Receiver {
  readonly received: Array<{ webhookId: string; name: string | undefined }> = [];
  private server!: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        this.received.push({ webhookId: String(req.headers['webhook-id']), name: payload.data?.name });
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

(onPostgres ? describe : describe.skip)('several nodes (one web-only) on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let receiver: Receiver;
  let token: string;
  let apiKey: string;
  let owner: { email: string; branchId: string };
  let manager: { token: string; membershipId: string };
  const nodes: ServiceProcess[] = [];
  let next = 0;
  const roundRobin = () => nodes[next++ % nodes.length];

  beforeAll(async () => {
    receiver = await new Receiver().start();
    database = await createTestDatabase();
    const app = await startTestApp({ database, config: { webhookAllowPrivateNetworks: true } });
    const tenant = await createTenant(app.runtime);
    token = tenant.owner.token;
    owner = { email: tenant.owner.email, branchId: tenant.branchId };
    const member = await tenant.member('Manager');
    const membership = await app.runtime.db.dataSource.manager.findOneByOrFail(Membership, { userId: member.userId, organizationId: tenant.organizationId });
    manager = { token: member.token, membershipId: membership.id };
    await app.runtime.db.dataSource.manager.update(User, { id: tenant.owner.userId }, { passwordHash: await hashPassword(PASSWORD) });
    const subscription = await app.request('POST', `${C}/developers/webhooks`, { token, body: { url: receiver.url, events: ['hr.department.created'] } });
    expect(subscription.status).toBe(200);
    const key = await app.request('POST', `${C}/developers/api-keys`, {
      token,
      body: { name: 'Shared quota', environment: 'Live', scopes: ['hr:read'], quotaPerDay: QUOTA, rateLimitPerMinute: 10_000 },
    });
    expect(key.status).toBe(200);
    apiKey = key.body.data.key;
    await app.close();
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      JWT_SECRET,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      // One prefix per run: the machine's Redis is shared with other runs.
      REDIS_KEY_PREFIX: `bo-multinode-${randomUUID().slice(0, 8)}:`,
    };
    // Started together: all run migrations at start-up against the same database. The third is a
    // web-only node (RUN_JOBS=false): it serves and enqueues, never runs jobs.
    nodes.push(
      ...(await Promise.all([new ServiceProcess(env).start(), new ServiceProcess(env).start(), new ServiceProcess({ ...env, RUN_JOBS: 'false' }).start()])),
    );
  }, 300_000);

  afterAll(async () => {
    for (const node of nodes) await node.stop().catch(() => undefined);
    await receiver?.close();
    await database?.drop();
  }, 60_000);

  it("holds an API key's daily quota across every node (counted in Redis)", async () => {
    const statuses: number[] = [];
    for (let call = 0; call < QUOTA * 2; call++) {
      const answer = await roundRobin().request('GET', `${C}/hr/departments`, { headers: { 'x-api-key': apiKey } });
      statuses.push(answer.status);
    }

    if (process.env.FUZZ_REPORT) console.log(`FIGURES multi-node quota=${QUOTA} allowed=${statuses.filter((s) => s === 200).length} of ${statuses.length}`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUOTA);
    expect(statuses.filter((status) => status === 429)).toHaveLength(QUOTA);
  });

  it('ends a signed-out session on every node from the next request (the others drop it from their caches through Redis)', async () => {
    const login = await nodes[0].request('POST', `${C}/auth/login`, {
      body: { email: owner.email, password: PASSWORD, branchId: owner.branchId, deviceId: 'sign-out-everywhere' },
    });
    expect(login.status).toBe(200);
    const { accessToken, refreshToken } = login.body.data;
    // Every node has the session in its cache now.
    for (const node of nodes) expect((await node.request('GET', `${C}/auth/me`, { token: accessToken })).status).toBe(200);
    expect((await nodes[0].request('POST', `${C}/auth/logout`, { body: { refreshToken } })).status).toBe(200);
    for (const node of nodes.slice(1)) expect((await node.request('GET', `${C}/auth/me`, { token: accessToken })).status).toBe(401);
  });

  it("applies a member's demotion on every node from their next request", async () => {
    for (const node of nodes) expect((await node.request('GET', `${C}/members`, { token: manager.token })).status).toBe(200);
    const demoted = await nodes[0].request('PUT', `${C}/members/${manager.membershipId}`, { token, body: { role: 'Staff' } });
    expect(demoted.body.data.role).toBe('Staff');
    for (const node of nodes.slice(1)) expect((await node.request('GET', `${C}/members`, { token: manager.token })).status).toBe(403);
  });

  it('stops a revoked API key on every node from its next request', async () => {
    const created = await nodes[0].request('POST', `${C}/developers/api-keys`, {
      token,
      body: { name: 'Revoked everywhere', environment: 'Live', scopes: ['hr:read'] },
    });
    expect(created.status).toBe(200);
    const { id, key } = created.body.data;
    for (const node of nodes) expect((await node.request('GET', `${C}/hr/departments`, { headers: { 'x-api-key': key } })).status).toBe(200);
    expect((await nodes[0].request('POST', `${C}/developers/api-keys/${id}/revoke`, { token, body: {} })).status).toBe(200);
    for (const node of nodes.slice(1)) expect((await node.request('GET', `${C}/hr/departments`, { headers: { 'x-api-key': key } })).status).toBe(401);
  });

  it('throttles sign-in across nodes: five failures spread over them lock the account on all', async () => {
    const attempt = (node: ServiceProcess, password: string) =>
      node.request('POST', `${C}/auth/login`, { body: { email: owner.email, password, branchId: owner.branchId, deviceId: 'multi-node' } });
    for (let failure = 0; failure < 5; failure++) expect((await attempt(roundRobin(), 'wrong password!!')).status).toBe(401);
    for (const node of nodes) expect((await attempt(node, PASSWORD)).status).toBe(429);
  });

  it('delivers every event exactly once, whichever node committed it and whichever job runner picked it up', async () => {
    const names = Array.from({ length: EVENTS }, (_, index) => `Node dept ${index}`);
    const created = await Promise.all(names.map((name) => roundRobin().request('POST', `${C}/hr/departments`, { token, body: { name } })));
    expect(created.map((answer) => answer.status)).toEqual(names.map(() => 200));
    await until(() => names.every((name) => receiver.received.some((request) => request.name === name)), 'every delivery', 120_000);
    // Time for a second runner to deliver anything twice.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const ours = receiver.received.filter((request) => names.includes(request.name ?? ''));

    if (process.env.FUZZ_REPORT)
      console.log(`FIGURES multi-node events=${EVENTS} arrivals=${ours.length} jobDuplicates=${ours.length - new Set(ours.map((r) => r.webhookId)).size}`);
    expect(ours).toHaveLength(EVENTS);
    expect(new Set(ours.map((request) => request.webhookId)).size).toBe(EVENTS);
  }, 180_000);

  it('gives an Idempotency-Key sent to every node at once one effect, and the same answer afterwards', async () => {
    const key = `both-${randomUUID()}`;
    const send = (node: ServiceProcess) =>
      node.request('POST', `${C}/hr/departments`, { token, body: { name: 'Twice sent' }, headers: { 'Idempotency-Key': key } });
    const answers = await Promise.all(nodes.map(send));
    const statuses = answers.map((answer) => answer.status);
    // One ran it; each other one either replayed it or was told it is still in progress.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const first = answers.find((answer) => answer.status === 200)!;
    for (const node of nodes) {
      const replay = await send(node);
      expect({ status: replay.status, id: replay.body.data.id, replayed: replay.headers.get('idempotent-replayed') }).toEqual({
        status: 200,
        id: first.body.data.id,
        replayed: 'true',
      });
    }
    const list = await nodes[0].request('GET', `${C}/hr/departments?Search=Twice%20sent`, { token });
    expect(list.body.data.items).toHaveLength(1);
  });
});
