import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { SalesOrder } from '../../../src/modules/sales/orders/sales-order.entity';
import { createKey } from '../developers/api-keys.support';
import { C, GUEST, MISSING, openShop, PUBLIC, type Shop } from './sales.support';

const ORDERS = `${C}/sales/orders`;

describe('Sales ledger (console) and partner API', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: Shop;
  let otherShop: Shop;
  let key: string;
  let readOnlyKey: string;
  let otherKey: string;

  beforeAll(async () => {
    app = await startTestApp({ config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
    otherShop = await openShop(app, other, 'O');
    key = (await createKey(app, tenant.owner.token, { scopes: ['orders:read', 'orders:write', 'menu:read', 'loss:read'] })).key;
    readOnlyKey = (await createKey(app, tenant.owner.token, { scopes: ['orders:read'] })).key;
    otherKey = (await createKey(app, other.owner.token, { scopes: ['orders:read', 'orders:write', 'menu:read'] })).key;
  }, 180_000);
  afterAll(() => app.close());

  let seq = 0;
  const guestOrder = async (s = shop, items: unknown[] = [{ productId: s.drinkId, quantity: 2 }]) => {
    const res = await app.request('POST', `${GUEST}/${s.qrToken}/orders`, { body: { items }, headers: { 'Idempotency-Key': `ledger-guest-${++seq}` } });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data;
  };
  const move = (id: string, status: string, reason?: string, token = tenant.owner.token) =>
    app.request('POST', `${ORDERS}/${id}/status`, { token, body: { status, ...(reason ? { reason } : {}) } });
  const partnerPost = (body: unknown, idempotencyKey?: string, apiKey = key) =>
    app.request('POST', `${PUBLIC}/orders`, { apiKey, body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });

  describe('console ledger', () => {
    it('moves an order through Placed → Accepted → Preparing → Ready → Completed, one event per change, and refuses wrong moves (409)', async () => {
      const order = await guestOrder();
      expect((await move(order.id, 'Preparing')).status).toBe(409);
      for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) {
        const res = await move(order.id, status);
        expect(res.status).toBe(200);
        expect(res.body.data.status).toBe(status);
      }
      const late = await move(order.id, 'Cancelled', 'too late');
      expect(late.status).toBe(409);
      expect(late.body.errors).toEqual({ code: ['Conflict'] });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: order.id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual([
        'sales.order.placed',
        'sales.order.accepted',
        'sales.order.preparing',
        'sales.order.ready',
        'sales.order.completed',
      ]);
      expect(events[1].data).toMatchObject({ status: 'Accepted', previousStatus: 'Placed' });
    });

    it('cancels with a reason only (422 without), and keeps the reason', async () => {
      const order = await guestOrder();
      const noReason = await app.request('POST', `${ORDERS}/${order.id}/cancel`, { token: tenant.owner.token, body: {} });
      expect(noReason.status).toBe(422);
      expect(noReason.body.errors).toEqual({ reason: ['is required to cancel an order'] });
      const cancelled = await app.request('POST', `${ORDERS}/${order.id}/cancel`, { token: tenant.owner.token, body: { reason: 'Guest left' } });
      expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancelReason: 'Guest left' });
      expect((await move(order.id, 'Accepted')).status).toBe(409);
    });

    it('lists orders by branch, status, source and business dates, and gets one', async () => {
      const order = await guestOrder();
      const list = await app.request(
        'GET',
        `${ORDERS}?Status=Placed&Source=Guest&BranchId=${tenant.branchId}&From=${order.businessDate}&To=${order.businessDate}&PerPage=100`,
        { token: tenant.owner.token },
      );
      expect(list.status).toBe(200);
      expect(list.body.data.items.map((o: { id: string }) => o.id)).toContain(order.id);
      expect(list.body.data.items.every((o: { status: string }) => o.status === 'Placed')).toBe(true);
      const none = await app.request('GET', `${ORDERS}?From=2000-01-01&To=2000-01-02`, { token: tenant.owner.token });
      expect(none.body.data.total).toBe(0);
      expect((await app.request('GET', `${ORDERS}?Sort=colour`, { token: tenant.owner.token })).status).toBe(422);
      expect((await app.request('GET', `${ORDERS}?Status=Lost`, { token: tenant.owner.token })).status).toBe(422);
      const one = await app.request('GET', `${ORDERS}/${order.id}`, { token: tenant.owner.token });
      expect(one.body.data).toMatchObject({ id: order.id, source: 'Guest', tableId: shop.tableId, number: order.number, total: 1000 });
      expect(one.body.data).not.toHaveProperty('orderTokenHash');
    });

    it("answers 404 for another organisation's order and changes nothing; 403 without the permission", async () => {
      const theirs = await guestOrder(otherShop);
      expect((await app.request('GET', `${ORDERS}/${theirs.id}`, { token: tenant.owner.token })).status).toBe(404);
      expect((await move(theirs.id, 'Accepted')).status).toBe(404);
      expect((await app.runtime.db.dataSource.manager.findOneByOrFail(SalesOrder, { id: theirs.id })).status).toBe('Placed');
      expect((await app.request('GET', `${ORDERS}/${MISSING}`, { token: tenant.owner.token })).status).toBe(404);
      const mine = await guestOrder();
      const accountant = await tenant.member('Accountant');
      expect((await app.request('GET', `${ORDERS}/${mine.id}`, { token: accountant.token })).status).toBe(200);
      expect((await move(mine.id, 'Accepted', undefined, accountant.token)).status).toBe(403);
      const staff = await tenant.member('Staff');
      expect((await move(mine.id, 'Accepted', undefined, staff.token)).status).toBe(200);
      const hr = await tenant.member('Hr');
      expect((await app.request('GET', ORDERS, { token: hr.token })).status).toBe(403);
    });

    it('serves the same ledger over GraphQL', async () => {
      const res = await app.graphql(
        'query { salesOrders(filter: { source: Guest }, list: { perPage: 5 }) { total items { id number status total lines { name quantity } } } }',
        {},
        { token: tenant.owner.token },
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.salesOrders.total).toBeGreaterThan(0);
    });
  });

  describe('partner API', () => {
    const partnerBody = (reference: string, extra: Record<string, unknown> = {}) => ({
      branchId: tenant.branchId,
      reference,
      items: [
        { productId: shop.productId, quantity: 2, modifierOptionIds: [shop.largeId] },
        { productId: shop.drinkId, quantity: 1 },
      ],
      ...extra,
    });

    it('lists branches and the menu in the partner envelope', async () => {
      const branches = await app.request('GET', `${PUBLIC}/branches`, { apiKey: key });
      expect(branches.status).toBe(200);
      expect(branches.body).toEqual({
        ok: true,
        data: [expect.objectContaining({ id: tenant.branchId, name: 'Main branch', code: 'MAIN' })],
        total: 1,
        totalIsExact: true,
      });
      const menu = await app.request('GET', `${PUBLIC}/menu?branchId=${tenant.branchId}`, { apiKey: key });
      expect(menu.body.ok).toBe(true);
      expect(menu.body.data.map((c: { name: string }) => c.name)).toEqual(['Mains', 'Other']);
      const foreign = await app.request('GET', `${PUBLIC}/menu?branchId=${other.branchId}`, { apiKey: key });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ ok: false, error: { code: 404, message: expect.any(String) } });
    });

    it('places an order priced like a guest quote (same cart, same total), with Idempotency-Key replay and mismatch', async () => {
      const quote = await app.request('POST', `${GUEST}/${shop.qrToken}/quote`, { body: { items: partnerBody('x').items } });
      const res = await partnerPost(partnerBody('GLOVO-1001'), 'partner-order-0001');
      expect(res.status).toBe(200);
      expect(res.body.ok).toBe(true);
      expect(res.body.total).toBe(1);
      const order = res.body.data[0];
      expect(order).toMatchObject({
        source: 'Partner',
        partnerReference: 'GLOVO-1001',
        status: 'Placed',
        total: quote.body.data.total,
        amountDueAtCounter: quote.body.data.total,
      });
      const guestPlaced = await guestOrder(shop, partnerBody('x').items as unknown[]);
      expect(guestPlaced.total).toBe(order.total);
      const replay = await partnerPost(partnerBody('GLOVO-1001'), 'partner-order-0001');
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(res.body);
      expect((await partnerPost(partnerBody('GLOVO-1002'), 'partner-order-0001')).status).toBe(422);
    });

    it('requires an Idempotency-Key (400) and a reference unique in the organisation (409 in the partner envelope)', async () => {
      const missing = await partnerPost(partnerBody('GLOVO-2001'));
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ ok: false, error: { code: 400, message: expect.any(String) } });
      expect((await partnerPost(partnerBody('GLOVO-2001'), 'partner-order-2001')).status).toBe(200);
      const duplicate = await partnerPost(partnerBody('GLOVO-2001'), 'partner-order-2002');
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ ok: false, error: { code: 409, message: 'An order with this partner reference already exists.' } });
      // Another organisation may use the same reference.
      const theirs = await partnerPost(
        { ...partnerBody('GLOVO-2001'), branchId: other.branchId, items: [{ productId: otherShop.drinkId, quantity: 1 }] },
        'partner-order-2003',
        otherKey,
      );
      expect(theirs.status).toBe(200);
    });

    it("places an order that names no channel on the organisation's Partner channel", async () => {
      const glovo = await app.request('POST', `${C}/settings/channels`, { token: other.owner.token, body: { name: 'Glovo', kind: 'Partner' } });
      expect(glovo.status).toBe(200);
      const placed = await partnerPost(
        { branchId: other.branchId, reference: 'GLOVO-CH-1', items: [{ productId: otherShop.drinkId, quantity: 1 }] },
        'partner-channel-1',
        otherKey,
      );
      expect(placed.status).toBe(200);
      const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(SalesOrder, { id: placed.body.data[0].id });
      expect(stored.channelId).toBe(glovo.body.data.id);
    });

    it("refuses an order at another organisation's branch or on its channel (422 naming the field, console envelope) and creates nothing", async () => {
      const before = await app.runtime.db.dataSource.manager.count(SalesOrder);
      const foreignBranch = await partnerPost(partnerBody('FOREIGN-1', { branchId: other.branchId }), 'partner-foreign-1');
      expect(foreignBranch.status).toBe(422);
      expect(foreignBranch.body).toMatchObject({ success: false, errors: { branchId: ['is not a branch of this organisation'] } });
      const foreignChannel = await partnerPost(partnerBody('FOREIGN-2', { channelId: otherShop.channelId }), 'partner-foreign-2');
      expect(foreignChannel.status).toBe(422);
      expect(foreignChannel.body).toMatchObject({ success: false, errors: { channelId: ['is not a sales channel of this organisation'] } });
      expect(await app.runtime.db.dataSource.manager.count(SalesOrder)).toBe(before);
    });

    it('keeps refused credentials, missing scopes and unbindable bodies in the console envelope', async () => {
      const anonymous = await app.request('POST', `${PUBLIC}/orders`, { body: partnerBody('A-1'), headers: { 'Idempotency-Key': 'partner-anon-1' } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, code: 401, data: null });
      const session = await app.request('GET', `${PUBLIC}/orders`, { token: tenant.owner.token });
      expect(session.status).toBe(403);
      const scope = await partnerPost(partnerBody('A-2'), 'partner-scope-1', readOnlyKey);
      expect(scope.status).toBe(403);
      expect(scope.body).toMatchObject({ success: false, code: 403, errors: { code: ['Forbidden'] } });
      const bad = await partnerPost({ branchId: tenant.branchId, reference: '', items: [{ productId: MISSING, quantity: 1 }] }, 'partner-bad-1');
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ success: false, code: 422 });
      expect(Object.keys(bad.body.errors)).toContain('reference');
      const limit = await app.request('GET', `${PUBLIC}/orders?limit=201`, { apiKey: key });
      expect(limit.status).toBe(422);
      expect(limit.body.errors).toEqual({ limit: ['must be between 1 and 200'] });
    });

    it("pages orders with limit/offset in placement order, resumes from a placement time, and never shows another organisation's orders", async () => {
      const all = await app.request('GET', `${PUBLIC}/orders?limit=200`, { apiKey: key });
      expect(all.body.ok).toBe(true);
      const total = all.body.total;
      expect(total).toBeGreaterThan(3);
      const orders = all.body.data as Array<{ id: string; placedAt: string }>;
      const byPlacement = [...orders].sort((a, b) => Date.parse(a.placedAt) - Date.parse(b.placedAt) || (a.id < b.id ? -1 : 1));
      expect(orders.map((o) => o.id)).toEqual(byPlacement.map((o) => o.id));
      const page = await app.request('GET', `${PUBLIC}/orders?limit=2&offset=1`, { apiKey: key });
      expect(page.body.total).toBe(total);
      expect(page.body.data.map((o: { id: string }) => o.id)).toEqual(orders.slice(1, 3).map((o) => o.id));
      const from = orders[2].placedAt;
      const resumed = await app.request('GET', `${PUBLIC}/orders?limit=200&from=${encodeURIComponent(from)}`, { apiKey: key });
      expect(resumed.body.data.map((o: { id: string }) => o.id)).toEqual(orders.filter((o) => Date.parse(o.placedAt) >= Date.parse(from)).map((o) => o.id));
      const before = await app.request('GET', `${PUBLIC}/orders?limit=200&to=${encodeURIComponent(from)}`, { apiKey: key });
      expect(before.body.data.map((o: { id: string }) => o.id)).toEqual(orders.filter((o) => Date.parse(o.placedAt) < Date.parse(from)).map((o) => o.id));
      const theirIds = new Set((await app.request('GET', `${PUBLIC}/orders?limit=200`, { apiKey: otherKey })).body.data.map((o: { id: string }) => o.id));
      expect(all.body.data.some((o: { id: string }) => theirIds.has(o.id))).toBe(false);
      const theirOne = [...theirIds][0] as string;
      const refused = await app.request('GET', `${PUBLIC}/orders/${theirOne}`, { apiKey: key });
      expect(refused.status).toBe(404);
      expect(refused.body.ok).toBe(false);
      const placed = await app.request('GET', `${PUBLIC}/orders?status=Placed&branchId=${tenant.branchId}`, { apiKey: key });
      expect(placed.body.data.every((o: { status: string }) => o.status === 'Placed')).toBe(true);
    });

    it('cancels its own orders with a reason (409 when already cancelled; 409 for a guest order)', async () => {
      const order = (await partnerPost(partnerBody('GLOVO-3001'), 'partner-order-3001')).body.data[0];
      const cancelled = await app.request('POST', `${PUBLIC}/orders/${order.id}/cancel`, { apiKey: key, body: { reason: 'Rider cancelled' } });
      expect(cancelled.body).toEqual({ ok: true, data: [expect.objectContaining({ status: 'Cancelled', cancelReason: 'Rider cancelled' })], total: 1 });
      expect((await app.request('POST', `${PUBLIC}/orders/${order.id}/cancel`, { apiKey: key, body: { reason: 'again' } })).status).toBe(409);
      const guest = await guestOrder();
      expect((await app.request('POST', `${PUBLIC}/orders/${guest.id}/cancel`, { apiKey: key, body: { reason: 'no' } })).status).toBe(409);
    });

    it('lists end-of-day reports with the loss:read scope', async () => {
      const res = await app.request('GET', `${PUBLIC}/eod-reports?from=2026-01-01&to=2026-12-31`, { apiKey: key });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true, data: [], total: 0, totalIsExact: true });
      expect((await app.request('GET', `${PUBLIC}/eod-reports`, { apiKey: readOnlyKey })).status).toBe(403);
    });
  });

  describe('totals (docs/api-conventions.md, "Counts")', () => {
    it('counts a console list ten pages past the page asked for, and a partner list up to 10000', async () => {
      let n = (await app.request('GET', `${PUBLIC}/orders?limit=200`, { apiKey: key })).body.total as number;
      for (; n < 14; n++) await guestOrder();
      const partner = await app.request('GET', `${PUBLIC}/orders?limit=1`, { apiKey: key });
      expect(partner.body).toMatchObject({ total: n, totalIsExact: true });
      const page = (query: string) => app.request('GET', `${ORDERS}?PerPage=1&${query}`, { token: tenant.owner.token }).then((res) => res.body.data);
      // Page 1 of 1 row counts 11 rows: at least 11.
      expect(await page('Page=1')).toMatchObject({ total: 11, totalPages: 11, totalIsExact: false, items: [expect.any(Object)] });
      expect(await page(`Page=${n - 11}`)).toMatchObject({ total: n - 1, totalIsExact: false });
      // Ten pages past this one reach the end: the total is exact.
      expect(await page(`Page=${n - 10}`)).toMatchObject({ total: n, totalPages: n, totalIsExact: true });
      expect(await page(`Page=${n}`)).toMatchObject({ total: n, totalIsExact: true, items: [expect.any(Object)] });
      expect(await page(`Page=${n + 1}`)).toMatchObject({ total: n, totalIsExact: true, items: [] });
      // A page with room for every row is short: its rows are the total, without a count.
      expect((await app.request('GET', `${ORDERS}?PerPage=100`, { token: tenant.owner.token })).body.data).toMatchObject({ total: n, totalIsExact: true });
      const graphql = await app.graphql('query { salesOrders(list: { perPage: 1 }) { total totalPages totalIsExact } }', {}, { token: tenant.owner.token });
      expect(graphql.body.data.salesOrders).toEqual({ total: 11, totalPages: 11, totalIsExact: false });
    });
  });
});
