import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { liveConnect, type LiveConnection } from '../support/live-client';
import { GUEST, openShop, type Shop } from '../modules/sales/sales.support';
import { LIVE_SLOW_CONSUMER_EVENTS } from '../../src/core/live/live-message';

/*
 * The live events' metrics on GET /metrics (docs/operations.md): open subscriptions per root
 * field, events delivered, replays by outcome and slow consumers. One process's counters, so one node.
 */

const BOARD = `subscription Board($after: Int64) { branchOrderEvents(afterSequence: $after) { sequence kind order { id } } }`;
const GUEST_SUB = `subscription Mine($orderId: UUID!, $orderToken: String!) { guestOrderEvents(orderId: $orderId, orderToken: $orderToken) { sequence } }`;

function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) return Number(line.split(' ').pop());
  }
  return 0;
}

describe('Live event metrics on /metrics', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  const open: LiveConnection[] = [];
  let key = 0;

  const scrape = async () => {
    const answer = await app.request('GET', '/metrics');
    expect(answer.status).toBe(200);
    return answer.body as string;
  };
  const guestOrder = async () => {
    const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: shop.drinkId, quantity: 1 }] },
      headers: { 'Idempotency-Key': `live-metrics-${++key}` },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data as { id: string; orderToken: string };
  };
  const connect = () => {
    const connection = liveConnect(app.baseUrl, { accessToken: tenant.owner.token });
    open.push(connection);
    return connection;
  };

  beforeAll(async () => {
    app = await startTestApp({ singleNode: true, config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(open.map((connection) => connection.dispose().catch(() => undefined)));
    await app.close();
  });

  it('counts open subscriptions per root field, the events delivered to them and the replays by outcome', async () => {
    const first = await guestOrder();
    const boards = [connect().subscribe(BOARD), connect().subscribe(BOARD)];
    const guest = liveConnect(app.baseUrl);
    open.push(guest);
    guest.subscribe(GUEST_SUB, { orderId: first.id, orderToken: first.orderToken });
    await new Promise((resolve) => setTimeout(resolve, 300));
    let text = await scrape();
    expect(sample(text, 'live_subscriptions_active', { field: 'branchOrderEvents' })).toBe(2);
    expect(sample(text, 'live_subscriptions_active', { field: 'guestOrderEvents' })).toBe(1);

    await guestOrder();
    for (const board of boards) await board.waitFor(1);
    const sequence = boards[0].results[0].data!.branchOrderEvents.sequence as number;
    // Missed events replayed; nothing missed; a number the branch never reached (told to refetch).
    const replayed = connect().subscribe(BOARD, { after: sequence - 1 });
    const current = connect().subscribe(BOARD, { after: sequence });
    const ahead = connect().subscribe(BOARD, { after: sequence + 1000 });
    await replayed.waitFor(1);
    await ahead.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(current.results).toEqual([]);
    text = await scrape();
    expect(sample(text, 'live_events_delivered_total', { field: 'branchOrderEvents' })).toBe(4);
    expect(sample(text, 'live_replays_total', { outcome: 'replayed' })).toBe(1);
    expect(sample(text, 'live_replays_total', { outcome: 'current' })).toBe(1);
    expect(sample(text, 'live_replays_total', { outcome: 'refetch' })).toBe(1);
    expect(sample(text, 'live_subscriptions_active', { field: 'branchOrderEvents' })).toBe(5);

    await Promise.all(open.splice(0).map((connection) => connection.dispose()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    text = await scrape();
    expect(sample(text, 'live_subscriptions_active', { field: 'branchOrderEvents' })).toBe(0);
    expect(sample(text, 'live_subscriptions_active', { field: 'guestOrderEvents' })).toBe(0);
  });

  it('gives a subscriber that stops reading one Refetch instead of an unbounded backlog, and counts it as a slow consumer', async () => {
    const branchId = randomUUID();
    const stream = await app.runtime.live.listen({ organizationId: tenant.organizationId, branchId, afterSequence: null, field: 'branchOrderEvents' });
    const at = new Date().toISOString();
    for (let seq = 1; seq <= LIVE_SLOW_CONSUMER_EVENTS + 5; seq++) {
      await app.runtime.live.publish({ organizationId: tenant.organizationId, branchId, seq, kind: 'OrderPlaced', subjectId: null, data: {}, occurredAt: at });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const first = await stream.next();
    expect(first.value).toMatchObject({ kind: 'Refetch', seq: LIVE_SLOW_CONSUMER_EVENTS + 1 });
    const rest: number[] = [];
    for (let i = 0; i < 4; i++) rest.push(((await stream.next()).value as { seq: number }).seq);
    expect(rest).toEqual([LIVE_SLOW_CONSUMER_EVENTS + 2, LIVE_SLOW_CONSUMER_EVENTS + 3, LIVE_SLOW_CONSUMER_EVENTS + 4, LIVE_SLOW_CONSUMER_EVENTS + 5]);
    await stream.return!();
    expect(sample(await scrape(), 'live_slow_consumers_total', { field: 'branchOrderEvents' })).toBe(1);
  });
});
