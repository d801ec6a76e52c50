import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { SalesOrder } from '../../../src/modules/sales/orders/sales-order.entity';
import { C, GUEST, MISSING, openShop, type Shop } from './sales.support';

describe('Guest self-order API (spec 4.9): menu, quote, idempotent orders, order tokens', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;

  beforeAll(async () => {
    app = await startTestApp({ config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
  }, 180_000);
  afterAll(() => app.close());

  const guest = (suffix = '') => `${GUEST}/${shop.qrToken}${suffix}`;
  const cart = () => ({
    items: [
      { productId: shop.productId, quantity: 2, modifierOptionIds: [shop.largeId] },
      { productId: shop.drinkId, quantity: 1 },
    ],
  });
  const place = (body: unknown, key?: string) => app.request('POST', guest('/orders'), { body, headers: key ? { 'Idempotency-Key': key } : {} });

  it('shows the branch, table, channel, menu of available SelfOrder products by category, payment methods and languages', async () => {
    const res = await app.request('GET', guest());
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.branch).toMatchObject({ id: tenant.branchId, name: 'Main branch', nameAr: 'الفرع الرئيسي', currencyCode: 'IQD', open: true });
    expect(data.branch.businessDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.table).toEqual({ id: shop.tableId, name: 'S-T1', area: 'Hall' });
    expect(data.channel).toMatchObject({ id: shop.channelId, name: 'QR' });
    expect(data.languages).toEqual(['ar', 'en']);
    expect(data.categories.map((c: { name: string; position: number }) => [c.name, c.position])).toEqual([
      ['Mains', 1],
      ['Other', 2],
    ]);
    const [mains, other] = data.categories;
    expect(mains.products).toHaveLength(1);
    expect(mains.products[0]).toMatchObject({ id: shop.productId, name: 'Biryani', nameAr: 'برياني', shelfPrice: 6000 });
    expect(mains.products[0].modifierGroups).toEqual([
      {
        id: expect.any(String),
        name: 'Size',
        nameAr: 'الحجم',
        minChoices: 0,
        maxChoices: 1,
        options: [{ id: shop.largeId, name: 'Large', nameAr: 'كبير', priceDelta: 1000 }],
      },
    ]);
    expect(other.products.map((p: { name: string }) => p.name)).toEqual(['Tea']);
    expect(JSON.stringify(data)).not.toContain('Hall only');
    expect(data.paymentMethods).toEqual([{ id: shop.cardId, name: 'Card', nameAr: 'بطاقة', kind: 'Card' }]);
    expect(data.payAtCounter).toBe(true);
  });

  it('prices a cart server-side and names bad items by their path (422)', async () => {
    const quote = await app.request('POST', guest('/quote'), { body: cart() });
    expect(quote.status).toBe(200);
    expect(quote.body.data).toMatchObject({ subtotal: 2 * 7000 + 500, total: 14500, discount: 0 });
    expect(quote.body.data.lines[0]).toMatchObject({
      name: 'Biryani',
      unitPrice: 7000,
      lineTotal: 14000,
      modifiers: [{ optionId: shop.largeId, name: 'Large', priceDelta: 1000 }],
    });
    const bad = await app.request('POST', guest('/quote'), {
      body: {
        items: [
          { productId: shop.drinkId, quantity: 1 },
          { productId: MISSING, quantity: 1 },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain('items[1].productId');
    const shape = await app.request('POST', guest('/quote'), { body: { items: [{ productId: 'x', quantity: 'two' }] } });
    expect(shape.status).toBe(422);
  });

  it('requires an Idempotency-Key to order (400 IDEMPOTENCY_KEY_REQUIRED) and creates nothing without one', async () => {
    const res = await place(cart());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400, data: null });
    expect(await app.runtime.db.dataSource.manager.count(SalesOrder, { where: { organizationId: tenant.organizationId } })).toBe(0);
  });

  it('places an order priced server-side, replays it for the same key and body, and refuses another body (422)', async () => {
    const res = await place({ ...cart(), payments: [{ methodId: shop.cardId, amountIqd: 14500 }] }, 'guest-order-0001');
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({ status: 'Placed', number: 'MAIN-0001', subtotal: 14500, discount: 0, total: 14500, amountDueAtCounter: 0 });
    expect(order.payments).toEqual([{ methodId: shop.cardId, name: 'Card', nameAr: 'بطاقة', kind: 'Card', amountIqd: 14500 }]);
    expect(order.orderToken).toMatch(/^ot_/);
    expect(order.lines).toHaveLength(2);
    const replay = await place({ ...cart(), payments: [{ methodId: shop.cardId, amountIqd: 14500 }] }, 'guest-order-0001');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(res.body);
    const mismatch = await place(cart(), 'guest-order-0001');
    expect(mismatch.status).toBe(422);
    expect(await app.runtime.db.dataSource.manager.count(SalesOrder, { where: { organizationId: tenant.organizationId } })).toBe(1);
    const stored = await app.runtime.db.dataSource.manager.findOneByOrFail(SalesOrder, { id: order.id });
    expect(stored).toMatchObject({ source: 'Guest', tableId: shop.tableId, channelId: shop.channelId, branchId: tenant.branchId });
    expect(stored.orderTokenHash).not.toContain(order.orderToken);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: order.id } });
    expect(events.map((e) => e.type)).toEqual(['sales.order.placed']);
  });

  it('lets the guest follow the order with its token only (404 without, with a wrong one, or from another table)', async () => {
    const order = (await place(cart(), 'guest-order-follow-1')).body.data;
    expect(order.amountDueAtCounter).toBe(14500);
    const read = await app.request('GET', guest(`/orders/${order.id}`), { headers: { 'X-Order-Token': order.orderToken } });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: order.id, number: order.number, status: 'Placed', total: 14500 });
    expect(read.body.data).not.toHaveProperty('orderToken');
    expect((await app.request('GET', guest(`/orders/${order.id}`))).status).toBe(404);
    expect((await app.request('GET', guest(`/orders/${order.id}`), { headers: { 'X-Order-Token': 'ot_wrong' } })).status).toBe(404);
    const otherTable = (await app.request('POST', `${C}/self-order/tables`, { token: tenant.owner.token, body: { name: 'T-other' } })).body.data;
    const fromThere = await app.request('GET', `${GUEST}/${otherTable.qrToken}/orders/${order.id}`, { headers: { 'X-Order-Token': order.orderToken } });
    expect(fromThere.status).toBe(404);
    // The kitchen moves it: the guest sees the new status.
    await app.request('POST', `${C}/sales/orders/${order.id}/status`, { token: tenant.owner.token, body: { status: 'Accepted' } });
    const after = await app.request('GET', guest(`/orders/${order.id}`), { headers: { 'X-Order-Token': order.orderToken } });
    expect(after.body.data.status).toBe('Accepted');
  });

  it('refuses payments that do not cover the total exactly, or methods not offered for self-order (422, nothing created)', async () => {
    const before = await app.runtime.db.dataSource.manager.count(SalesOrder, {});
    const partial = await place({ ...cart(), payments: [{ methodId: shop.cardId, amountIqd: 10000 }] }, 'guest-order-pay-1');
    expect(partial.status).toBe(422);
    expect(Object.keys(partial.body.errors)).toEqual(['payments']);
    const cash = (await app.request('POST', `${C}/settings/payment-methods`, { token: tenant.owner.token, body: { name: 'Drawer', kind: 'Cash' } })).body.data;
    const notOffered = await place({ ...cart(), payments: [{ methodId: cash.id, amountIqd: 14500 }] }, 'guest-order-pay-2');
    expect(notOffered.body.errors).toEqual({ 'payments[0].methodId': ['is not offered for self-order'] });
    expect(await app.runtime.db.dataSource.manager.count(SalesOrder, {})).toBe(before);
  });

  it('makes one order from 50 concurrent identical requests with the same key', async () => {
    const body = { items: [{ productId: shop.drinkId, quantity: 3 }] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(body, 'guest-order-storm-1')));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(new Set(ok.map((a) => a.body.data.id)).size).toBe(1);
    const rows = await app.runtime.db.dataSource.manager.find(SalesOrder, { where: { organizationId: tenant.organizationId, total: 1500 } });
    expect(rows).toHaveLength(1);
  });

  it("never shows or sells another branch's or organisation's products through a table's token", async () => {
    const branchB = await tenant.addBranch('Branch B');
    const onlyB = (
      await app.request('POST', `${C}/catalog/products`, {
        token: tenant.owner.token,
        body: { code: 'ONLY-B', name: 'Mansaf', basePriceIqd: 12000, channels: ['SelfOrder'], hiddenBranchIds: [tenant.branchId] },
      })
    ).body.data;
    const menuA = (await app.request('GET', guest())).body.data;
    expect(JSON.stringify(menuA)).not.toContain('Mansaf');
    const tableB = (await app.request('POST', `${C}/self-order/tables`, { token: tenant.owner.token, body: { name: 'B1', branchId: branchB } })).body.data;
    const menuB = (await app.request('GET', `${GUEST}/${tableB.qrToken}`)).body.data;
    expect(menuB.branch.id).toBe(branchB);
    expect(JSON.stringify(menuB)).toContain('Mansaf');
    const refused = await place({ items: [{ productId: onlyB.id, quantity: 1 }] }, 'guest-order-branch-1');
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['items[0].productId']);

    const other = await createTenant(app.runtime);
    const theirShop = await openShop(app, other, 'O');
    const foreign = await place({ items: [{ productId: theirShop.productId, quantity: 1 }] }, 'guest-order-org-1');
    expect(foreign.status).toBe(422);
    const theirOrder = (
      await app.request('POST', `${GUEST}/${theirShop.qrToken}/orders`, {
        body: { items: [{ productId: theirShop.drinkId, quantity: 1 }] },
        headers: { 'Idempotency-Key': 'guest-order-org-2' },
      })
    ).body.data;
    expect((await app.request('GET', guest(`/orders/${theirOrder.id}`), { headers: { 'X-Order-Token': theirOrder.orderToken } })).status).toBe(404);
  });

  it('answers guest paths with 404 for a signed-in console user on /graphql (the QR token is the only guest credential)', async () => {
    const res = await app.graphql('query { guestSelfOrder(qrToken: "x") { table { id } } }', {}, { token: tenant.owner.token });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('Guest self-order rate limits', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ config: { guestRateLimitPerIp: 8, guestRateLimitPerToken: 5 } });
    tenant = await createTenant(app.runtime);
  }, 180_000);
  afterAll(() => app.close());

  it('limits requests per table token and per IP address (429 RATE_LIMITED with Retry-After), and lets them through in the next minute', async () => {
    app.clock.set(new Date(Math.ceil(app.clock.now().getTime() / 60_000) * 60_000 + 1_000));
    const tables = [];
    for (const name of ['R1', 'R2'])
      tables.push((await app.request('POST', `${C}/self-order/tables`, { token: tenant.owner.token, body: { name } })).body.data.qrToken);
    for (let i = 0; i < 5; i++) expect((await app.request('GET', `${GUEST}/${tables[0]}`)).status).toBe(200);
    const limited = await app.request('GET', `${GUEST}/${tables[0]}`);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 429, data: null });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Six requests from this address so far: two more pass, then the address is refused on any token.
    expect((await app.request('GET', `${GUEST}/${tables[1]}`)).status).toBe(200);
    expect((await app.request('GET', `${GUEST}/qr_unknown`)).status).toBe(404);
    expect((await app.request('GET', `${GUEST}/${tables[1]}`)).status).toBe(429);
    app.clock.advance(60_000);
    expect((await app.request('GET', `${GUEST}/${tables[0]}`)).status).toBe(200);
  });
});
