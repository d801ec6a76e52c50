import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { liveConnect, type LiveConnection } from '../../support/live-client';
import { createKey } from '../developers/api-keys.support';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { C, GUEST, openShop, PUBLIC, type Shop } from './sales.support';

describe('Sold out at a branch: menus, orders, webhooks, live event', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  let key: string;
  let riceId: string;
  let seq = 0;
  const open: LiveConnection[] = [];

  const mark = (body: Record<string, unknown>, token = tenant.owner.token) => app.request('PUT', `${C}/sales/availability`, { token, body });
  const guestMenuIds = async () => {
    const res = await app.request('GET', `${GUEST}/${shop.qrToken}`);
    return (res.body.data.categories as Array<{ products: Array<{ id: string }> }>).flatMap((category) => category.products.map((product) => product.id));
  };
  const partnerMenuIds = async () => {
    const res = await app.request('GET', `${PUBLIC}/menu?branchId=${tenant.branchId}`, { apiKey: key });
    expect(res.body.ok).toBe(true);
    return (res.body.data as Array<{ products: Array<{ id: string }> }>).flatMap((category) => category.products.map((product) => product.id));
  };
  const guestOrder = (productId: string) =>
    app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId, quantity: 1 }] },
      headers: { 'Idempotency-Key': `sold-out-guest-${++seq}` },
    });
  const partnerOrder = (productId: string) =>
    app.request('POST', `${PUBLIC}/orders`, {
      apiKey: key,
      body: { branchId: tenant.branchId, reference: `SO-${++seq}`, items: [{ productId, quantity: 1 }] },
      headers: { 'Idempotency-Key': `sold-out-partner-${seq}` },
    });
  const events = () =>
    app.runtime.db.dataSource.manager.find(OutboxEvent, {
      where: { organizationId: tenant.organizationId, type: 'catalog.availability.changed' },
      order: { occurredAt: 'ASC' },
    });

  beforeAll(async () => {
    app = await startTestApp({ singleNode: true, config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant, 'SO');
    key = (await createKey(app, tenant.owner.token, { scopes: ['orders:read', 'orders:write', 'menu:read'] })).key;
    riceId = (
      await app.request('POST', `${C}/catalog/inventory-items`, {
        token: tenant.owner.token,
        body: { name: 'Basmati rice', unit: 'Kg', kind: 'Rice', standardCostIqd: 3000 },
      })
    ).body.data.id;
    const bom = await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
      token: tenant.owner.token,
      body: { inventoryItemId: riceId, qtyPerParentUnit: 0.25, unit: 'Kg' },
    });
    expect(bom.status).toBe(200);
  }, 180_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.dispose().catch(() => undefined)));
  });
  afterAll(() => app.close());

  it('takes a sold-out product off the guest and partner menus, refuses it in new orders (422 naming it), and restores it when available again', async () => {
    expect(await guestMenuIds()).toContain(shop.drinkId);
    const res = await mark({ productId: shop.drinkId, available: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ branchId: tenant.branchId, productId: shop.drinkId, inventoryItemId: null, available: false, productIds: [shop.drinkId] });
    expect(await guestMenuIds()).not.toContain(shop.drinkId);
    expect(await partnerMenuIds()).not.toContain(shop.drinkId);
    expect(await guestMenuIds()).toContain(shop.productId);
    const guest = await guestOrder(shop.drinkId);
    expect(guest.status).toBe(422);
    expect(guest.body.errors['items[0].productId']).toEqual(['Tea is sold out at this branch']);
    const partner = await partnerOrder(shop.drinkId);
    expect(partner.status).toBe(422);
    expect(JSON.stringify(partner.body)).toContain('Tea is sold out at this branch');
    const listed = await app.request('GET', `${C}/sales/sold-out`, { token: tenant.owner.token });
    expect(listed.body.data).toEqual([expect.objectContaining({ targetKind: 'Product', targetId: shop.drinkId, name: 'Tea', branchId: tenant.branchId })]);

    expect((await mark({ productId: shop.drinkId, available: true })).status).toBe(200);
    expect(await guestMenuIds()).toContain(shop.drinkId);
    expect(await partnerMenuIds()).toContain(shop.drinkId);
    expect((await guestOrder(shop.drinkId)).status).toBe(200);
  });

  it('marks every product needing a sold-out inventory item unavailable', async () => {
    const res = await mark({ inventoryItemId: riceId, available: false });
    expect(res.body.data).toMatchObject({ inventoryItemId: riceId, productIds: [shop.productId], available: false });
    expect(await guestMenuIds()).not.toContain(shop.productId);
    const order = await guestOrder(shop.productId);
    expect(order.status).toBe(422);
    expect(order.body.errors['items[0].productId']).toEqual(['Biryani is sold out at this branch']);
    await mark({ inventoryItemId: riceId, available: true });
    expect(await guestMenuIds()).toContain(shop.productId);
  });

  it('sends catalog.availability.changed once per real change (marking twice changes nothing)', async () => {
    const before = new Set((await events()).map((event) => event.id));
    await mark({ productId: shop.drinkId, available: false });
    await mark({ productId: shop.drinkId, available: false });
    await mark({ productId: shop.drinkId, available: true });
    await mark({ productId: shop.drinkId, available: true });
    const after = await events();
    const added = after.filter((event) => !before.has(event.id));
    expect(added.map((event) => [event.data.available, event.data.productIds, event.branchId]).sort()).toEqual([
      [false, [shop.drinkId], tenant.branchId],
      [true, [shop.drinkId], tenant.branchId],
    ]);
  });

  it('pushes the change to the branch board live', async () => {
    const board = liveConnect(app.baseUrl, { accessToken: tenant.owner.token });
    open.push(board);
    const sub = board.subscribe(`subscription { branchOrderEvents { kind availability { productId available productIds } } }`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mark({ productId: shop.drinkId, available: false });
    await sub.waitFor(1);
    expect(sub.results[0].data.branchOrderEvents).toEqual({
      kind: 'AvailabilityChanged',
      availability: { productId: shop.drinkId, available: false, productIds: [shop.drinkId] },
    });
    await mark({ productId: shop.drinkId, available: true });
  });

  it("refuses another organisation's product (422 naming the field), two targets or none (422), and callers without the permission (403)", async () => {
    const other = await createTenant(app.runtime, { name: 'Other sold out' });
    const otherShop = await openShop(app, other, 'OS');
    const foreign = await mark({ productId: otherShop.drinkId, available: false });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['productId']);
    expect(await app.request('GET', `${GUEST}/${otherShop.qrToken}`).then((res) => JSON.stringify(res.body))).toContain(otherShop.drinkId);
    expect((await mark({ productId: shop.drinkId, inventoryItemId: riceId, available: false })).status).toBe(422);
    expect((await mark({ available: false })).status).toBe(422);
    const hr = await tenant.member('Hr');
    expect((await mark({ productId: shop.drinkId, available: false }, hr.token)).status).toBe(403);
    expect(await guestMenuIds()).toContain(shop.drinkId);
  });
});
