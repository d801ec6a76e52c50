import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { ServiceProcess } from '../support/service-process';
import { liveConnect, type LiveConnection, type LiveSubscription } from '../support/live-client';
import { GUEST, openShop, type Shop } from '../modules/sales/sales.support';

/*
 * Live order events across processes: the in-process node and two child processes (src/main.ts)
 * on one PostgreSQL and one Redis. Orders are placed on all three at once; every board, whichever
 * node it is connected to, receives every event once, in sequence order. A board whose node is
 * killed reconnects to another with its last sequence and misses nothing. Needs DATABASE_URL
 * (PGlite is one process's database) and Redis (REDIS_URL, default redis://127.0.0.1:6379).
 */

const JWT_SECRET = 'test-secret-not-for-production-000000000000';
const onPostgres = Boolean(process.env.DATABASE_URL);
const BOARD = `subscription Board($after: Int64) { branchOrderEvents(afterSequence: $after) { sequence kind order { id } } }`;

(onPostgres ? describe : describe.skip)('live order events across three processes (PostgreSQL + Redis)', () => {
  let database: TestDatabase;
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  const children: ServiceProcess[] = [];
  const connections: LiveConnection[] = [];
  let key = 0;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `bo-live-${randomUUID().slice(0, 8)}:`;

  const urls = () => [app.baseUrl, ...children.map((child) => child.baseUrl)];
  const placeOn = async (baseUrl: string) => {
    const res = await fetch(`${baseUrl}${GUEST}/${shop.qrToken}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': `live-multi-${++key}` },
      body: JSON.stringify({ items: [{ productId: shop.drinkId, quantity: 1 }] }),
    });
    const body = (await res.json()) as { data: { id: string } };
    if (res.status !== 200) throw new Error(JSON.stringify(body));
    return body.data.id as string;
  };
  const board = (baseUrl: string, after?: number): LiveSubscription => {
    const connection = liveConnect(baseUrl, { accessToken: tenant.owner.token });
    connections.push(connection);
    return connection.subscribe(BOARD, after === undefined ? {} : { after });
  };
  const sequences = (sub: LiveSubscription) => sub.results.map((result) => result.data!.branchOrderEvents.sequence as number);

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp({
      database,
      singleNode: true,
      config: { redisUrl, redisKeyPrefix: prefix, guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 },
    });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      JWT_SECRET,
      RUN_JOBS: 'false',
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      GUEST_RATE_LIMIT_PER_IP: '100000',
      GUEST_RATE_LIMIT_PER_TOKEN: '100000',
    };
    children.push(...(await Promise.all([new ServiceProcess(env).start(), new ServiceProcess(env).start()])));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.dispose().catch(() => undefined)));
    for (const child of children) await child.stop().catch(() => undefined);
    await app?.close();
    await database?.drop();
  }, 60_000);

  it('delivers every order placed on any node to the boards on every node, once each and in sequence order', async () => {
    const boards = urls().map((url) => board(url));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ORDERS = 30;
    const placed = await Promise.all(Array.from({ length: ORDERS }, (_, i) => placeOn(urls()[i % 3])));
    for (const sub of boards) await sub.waitFor(ORDERS, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const first = sequences(boards[0])[0];
    for (const sub of boards) {
      expect(sequences(sub)).toEqual(Array.from({ length: ORDERS }, (_, i) => first + i));
      expect(new Set(sub.results.map((result) => result.data!.branchOrderEvents.order.id))).toEqual(new Set(placed));
    }
  }, 60_000);

  it("lets a killed node's board reconnect to another node with its last sequence and miss nothing", async () => {
    const onChild = board(children[0].baseUrl);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await placeOn(app.baseUrl);
    await onChild.waitFor(1);
    const last = sequences(onChild)[0];
    await children[0].kill();
    const missed = [await placeOn(app.baseUrl), await placeOn(children[1].baseUrl), await placeOn(app.baseUrl)];
    const resumed = board(children[1].baseUrl, last);
    await resumed.waitFor(3, 10_000);
    const live = await placeOn(app.baseUrl);
    await resumed.waitFor(4, 10_000);
    expect(sequences(resumed)).toEqual([last + 1, last + 2, last + 3, last + 4]);
    expect(resumed.results.map((result) => result.data!.branchOrderEvents.order.id)).toEqual([...missed, live]);
  }, 60_000);
});
