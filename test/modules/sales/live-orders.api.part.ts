import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { liveConnect, type LiveConnection, until } from '../../support/live-client';
import { LIVE_CLOSE } from '../../../src/core/graphql/subscriptions';
import { forgetSession } from '../../../src/modules/identity/sessions/session-credential';
import { C, GUEST, MISSING, openShop, type Shop } from './sales.support';

const BOARD = `subscription Board($after: Int64) { branchOrderEvents(afterSequence: $after) { sequence kind branchId occurredAt order { id number source status previousStatus total lineCount } } }`;
const GUEST_SUB = `subscription Mine($orderId: UUID!, $orderToken: String!) { guestOrderEvents(orderId: $orderId, orderToken: $orderToken) { sequence kind order { id status } } }`;

describe('Live order events over GraphQL subscriptions (graphql-ws on /graphql)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  const open: LiveConnection[] = [];
  let key = 0;

  const connect = (params: Record<string, unknown> = {}) => {
    const connection = liveConnect(app.baseUrl, params);
    open.push(connection);
    return connection;
  };
  const guestOrder = async (s = shop) => {
    const res = await app.request('POST', `${GUEST}/${s.qrToken}/orders`, {
      body: { items: [{ productId: s.drinkId, quantity: 1 }] },
      headers: { 'Idempotency-Key': `live-order-${++key}` },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data as { id: string; orderToken: string; number: string };
  };
  const move = (id: string, status: string) => app.request('POST', `${C}/sales/orders/${id}/status`, { token: tenant.owner.token, body: { status } });

  beforeAll(async () => {
    app = await startTestApp({ singleNode: true, config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000, liveAuthRecheckMs: 200 } });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
  }, 180_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.dispose().catch(() => undefined)));
  });
  afterAll(() => app.close());

  it('delivers a placed guest order and its status changes to the branch board, numbered one by one after commit', async () => {
    const board = connect({ accessToken: tenant.owner.token }).subscribe(BOARD);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const order = await guestOrder();
    const accepted = await move(order.id, 'Accepted');
    expect(accepted.status).toBe(200);
    await board.waitFor(2);
    const [placed, changed] = board.results.map((result) => result.data!.branchOrderEvents);
    expect(placed).toMatchObject({
      kind: 'OrderPlaced',
      branchId: tenant.branchId,
      order: { id: order.id, source: 'Guest', status: 'Placed', previousStatus: null, total: 500, lineCount: 1 },
    });
    expect(changed).toMatchObject({ kind: 'OrderStatusChanged', order: { id: order.id, status: 'Accepted', previousStatus: 'Placed' } });
    expect(changed.sequence).toBe(placed.sequence + 1);
    expect(new Date(placed.occurredAt).toISOString()).toBe(placed.occurredAt);
  });

  it('sends nothing for a refused change (rolled back: no event)', async () => {
    const order = await guestOrder();
    const board = connect({ accessToken: tenant.owner.token }).subscribe(BOARD);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const wrong = await move(order.id, 'Completed');
    expect(wrong.status).toBe(409);
    await move(order.id, 'Accepted');
    await board.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(board.results.map((result) => result.data!.branchOrderEvents.order.status)).toEqual(['Accepted']);
  });

  it('replays what a reconnecting board missed, in order, with no duplicates, then continues live', async () => {
    const first = connect({ accessToken: tenant.owner.token });
    const board = first.subscribe(BOARD);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await guestOrder();
    await board.waitFor(1);
    const last = board.results[0].data!.branchOrderEvents.sequence as number;
    await first.dispose();
    const missed = [await guestOrder(), await guestOrder(), await guestOrder()];
    const again = connect({ accessToken: tenant.owner.token }).subscribe(BOARD, { after: last });
    await again.waitFor(3);
    const afterReplay = await guestOrder();
    await again.waitFor(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const events = again.results.map((result) => result.data!.branchOrderEvents);
    expect(events.map((event) => event.sequence)).toEqual([last + 1, last + 2, last + 3, last + 4]);
    expect(events.map((event) => event.order.id)).toEqual([...missed, afterReplay].map((order) => order.id));
  });

  it('tells a client too far behind (or ahead of the branch) to refetch, then continues live', async () => {
    const sub = connect({ accessToken: tenant.owner.token }).subscribe(BOARD, { after: 1_000_000 });
    await sub.waitFor(1);
    const refetch = sub.results[0].data!.branchOrderEvents;
    expect(refetch).toMatchObject({ kind: 'Refetch', order: null });
    const order = await guestOrder();
    await sub.waitFor(2);
    expect(sub.results[1].data!.branchOrderEvents).toMatchObject({ kind: 'OrderPlaced', sequence: refetch.sequence + 1, order: { id: order.id } });
  });

  it('refuses a subscription without a credential (UNAUTHORIZED) and without the permission (403 FORBIDDEN)', async () => {
    const anonymous = connect().subscribe(BOARD);
    await anonymous.waitFor(1);
    expect(anonymous.results[0].errors?.[0].extensions).toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    const hr = await tenant.member('Hr');
    const refused = connect({ accessToken: hr.token }).subscribe(BOARD);
    await refused.waitFor(1);
    expect(refused.results[0].errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('closes the socket with 4401 for a bad token, and with 4403 when the session is revoked while connected', async () => {
    const bad = connect({ accessToken: 'not-a-token' });
    await expect(bad.closed).resolves.toMatchObject({ code: LIVE_CLOSE.unauthorized, reason: expect.stringMatching(/^UNAUTHORIZED/) });
    const member = await tenant.member('Staff');
    const connection = connect({ accessToken: member.token });
    const board = connection.subscribe(BOARD);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.runtime.db.dataSource.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [member.sessionId]);
    forgetSession(member.sessionId);
    await expect(connection.closed).resolves.toMatchObject({ code: LIVE_CLOSE.forbidden, reason: expect.stringMatching(/^REAUTH_REQUIRED/) });
    expect(board.results).toEqual([]);
  });

  it("closes an API key's socket with 4403 TENANT_MISMATCH for another organisation's branch, and streams its own branch", async () => {
    const other = await createTenant(app.runtime, { name: 'Key tenancy org' });
    const issued = await app.request('POST', `${C}/developers/api-keys`, {
      token: tenant.owner.token,
      body: { name: 'Board key', environment: 'Live', scopes: ['sales:read'] },
    });
    expect(issued.status).toBe(200);
    const foreign = connect({ apiKey: issued.body.data.key, branchId: other.branchId });
    await expect(foreign.closed).resolves.toMatchObject({ code: LIVE_CLOSE.forbidden, reason: expect.stringMatching(/^TENANT_MISMATCH/) });
    const own = connect({ apiKey: issued.body.data.key, branchId: tenant.branchId }).subscribe(BOARD);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const order = await guestOrder();
    await own.waitFor(1);
    expect(own.results[0].data!.branchOrderEvents.order.id).toBe(order.id);
  });

  it("closes an API key's socket with 4403 when the key is revoked while connected; its checks on the open socket spend none of the key's requests", async () => {
    const issued = await app.request('POST', `${C}/developers/api-keys`, {
      token: tenant.owner.token,
      body: { name: 'Revoked board key', environment: 'Live', scopes: ['sales:read'], rateLimitPerMinute: 3 },
    });
    expect(issued.status).toBe(200);
    const connection = connect({ apiKey: issued.body.data.key, branchId: tenant.branchId });
    const board = connection.subscribe(BOARD);
    // Several checks (every 200 ms here) while connected: the per-minute limit of 3 stays unspent by them.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const order = await guestOrder();
    await board.waitFor(1);
    expect(board.results[0].data!.branchOrderEvents.order.id).toBe(order.id);
    const read = await app.request('GET', `${C}/kitchen/tickets`, { apiKey: issued.body.data.key, headers: { 'X-Branch-Id': tenant.branchId } });
    expect(read.status).toBe(200);
    // The connection used one request, this read another.
    expect(read.headers.get('ratelimit-remaining')).toBe('1');
    const revoked = await app.request('POST', `${C}/developers/api-keys/${issued.body.data.id}/revoke`, {
      token: tenant.owner.token,
      body: { reasonCode: 'compromised' },
    });
    expect(revoked.status).toBe(200);
    await expect(connection.closed).resolves.toMatchObject({
      code: LIVE_CLOSE.forbidden,
      reason: expect.stringMatching(/^UNAUTHORIZED: The API key has been revoked/),
    });
    // Connecting again with the revoked key is refused the same way (a key cannot be refreshed).
    const again = connect({ apiKey: issued.body.data.key, branchId: tenant.branchId });
    await expect(again.closed).resolves.toMatchObject({ code: LIVE_CLOSE.forbidden, reason: expect.stringMatching(/^UNAUTHORIZED/) });
  });

  it("keeps a branch's events to that branch's members: another organisation's board hears nothing of it", async () => {
    const other = await createTenant(app.runtime, { name: 'Other org' });
    const theirs = connect({ accessToken: other.owner.token }).subscribe(BOARD);
    const ours = connect({ accessToken: tenant.owner.token }).subscribe(BOARD);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await guestOrder();
    await ours.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.results).toEqual([]);
  });

  it('gives a guest only their own order, by its order token; a wrong token is 404', async () => {
    const mine = await guestOrder();
    const sub = connect().subscribe(GUEST_SUB, { orderId: mine.id, orderToken: mine.orderToken });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const someoneElse = await guestOrder();
    await move(someoneElse.id, 'Accepted');
    await move(mine.id, 'Accepted');
    await sub.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sub.results.map((result) => result.data!.guestOrderEvents.order)).toEqual([{ id: mine.id, status: 'Accepted' }]);
    const wrong = connect().subscribe(GUEST_SUB, { orderId: mine.id, orderToken: someoneElse.orderToken });
    await wrong.waitFor(1);
    expect(wrong.results[0].errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    const missing = connect().subscribe(GUEST_SUB, { orderId: MISSING, orderToken: mine.orderToken });
    await missing.waitFor(1);
    expect(missing.results[0].errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('applies the same document limits as /graphql to subscriptions and serves only subscriptions over the socket', async () => {
    const connection = connect({ accessToken: tenant.owner.token });
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: sequence`).join(' ');
    const wide = connection.subscribe(`subscription { branchOrderEvents { ${aliases} } }`);
    await until(() => wide.error !== undefined, 5000, 'a refusal');
    expect(JSON.stringify(wide.error)).toMatch(/aliases/i);
    expect(JSON.stringify(wide.error)).toContain('GRAPHQL_VALIDATION_FAILED');
    const query = connection.subscribe('query { __typename }');
    await until(() => query.error !== undefined, 5000, 'a refusal');
    expect(JSON.stringify(query.error)).toContain('Only subscriptions');
  });

  // Last: it moves the clock past every token's expiry.
  it('closes the socket with 4401 when the access token expires while connected', async () => {
    const connection = connect({ accessToken: tenant.owner.token });
    connection.subscribe(BOARD);
    await new Promise((resolve) => setTimeout(resolve, 300));
    app.clock.advance(16 * 60_000);
    await expect(connection.closed).resolves.toMatchObject({ code: LIVE_CLOSE.unauthorized, reason: expect.stringMatching(/^UNAUTHORIZED/) });
  });
});
