import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DeliveryPlatformSimulator } from '../../support/delivery-simulator';
import { D, deliveryShop, MISSING, type DeliveryShop } from './delivery.support';

describe('Delivery item mappings: unmapped platform items listed, mapped by a person, used by the next order (HTTP)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: DeliveryShop;
  let otherShop: DeliveryShop;
  let owner: string;
  let connectionId: string;
  const sim = new DeliveryPlatformSimulator();

  beforeAll(async () => {
    await sim.start();
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await deliveryShop(app, tenant, 'DM');
    otherShop = await deliveryShop(app, other, 'DX');
    const created = await app.request('POST', `${D}/connections`, {
      token: owner,
      body: { branchId: tenant.branchId, platform: 'Generic', name: 'Toters', platformStoreId: 'tt-1', channelId: shop.channelId, outboundUrl: sim.url },
    });
    connectionId = created.body.data.connection.id;
    sim.secret = created.body.data.signingSecret;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await sim.stop();
  });

  const send = async (orderId: string) => {
    const signed = sim.signed({
      type: 'order.created',
      data: {
        orderId,
        fulfilment: 'Pickup',
        customer: { name: 'Ali', phone: '+9647801234567' },
        items: [{ id: 'tt-biryani', name: 'Biryani', quantity: 1, unitPrice: 6000, options: [{ id: 'tt-large', name: 'Large' }] }],
        total: 7000,
      },
    });
    const res = await fetch(`${app.baseUrl}/delivery/generic/${connectionId}`, { method: 'POST', headers: signed.headers, body: signed.body });
    expect(res.status).toBe(201);
    return (await res.json()) as { flags: string[]; salesOrderId: string | null };
  };
  const unmapped = async () =>
    (await app.request('GET', `${D}/mappings?ConnectionId=${connectionId}&Unmapped=true`, { token: owner })).body.data.items as Array<{
      id: string;
      kind: string;
      platformItemId: string;
      platformName: string;
    }>;

  it('lists the items and options an order named without a target, and places the next order with the products they are mapped to', async () => {
    const first = await send('TT-1');
    expect(first.flags).toContain('UnmappedItem');
    expect(first.salesOrderId).toBeNull();
    const waiting = await unmapped();
    expect(waiting.map((row) => [row.kind, row.platformItemId, row.platformName]).sort()).toEqual([
      ['ModifierOption', 'tt-large', 'Large'],
      ['Product', 'tt-biryani', 'Biryani'],
    ]);
    const item = waiting.find((row) => row.kind === 'Product')!;
    const option = waiting.find((row) => row.kind === 'ModifierOption')!;
    const mapped = await app.request('PUT', `${D}/mappings/${item.id}`, { token: owner, body: { productId: shop.productId } });
    expect(mapped.status).toBe(200);
    expect(mapped.body.data).toMatchObject({ productId: shop.productId, modifierOptionId: null });
    expect((await app.request('PUT', `${D}/mappings/${option.id}`, { token: owner, body: { modifierOptionId: shop.largeId } })).status).toBe(200);
    expect(await unmapped()).toEqual([]);

    const second = await send('TT-2');
    expect(second.flags).toEqual([]);
    const order = await app.request('GET', `/api/v1/console/sales/orders/${second.salesOrderId}`, { token: owner });
    expect(order.body.data.total).toBe(7000);

    const trail = await app.request('GET', `/api/v1/console/audit-trail?EntityType=delivery-item-mapping&EntityId=${item.id}`, { token: owner });
    expect(trail.body.data.items).toEqual([expect.objectContaining({ action: 'mapped' })]);
  });

  it('refuses a target of the wrong kind or of another organisation with 422, and changes nothing', async () => {
    await send('TT-3');
    const rows = (await app.request('GET', `${D}/mappings?ConnectionId=${connectionId}`, { token: owner })).body.data.items as Array<{
      id: string;
      kind: string;
    }>;
    const item = rows.find((row) => row.kind === 'Product')!;
    const option = rows.find((row) => row.kind === 'ModifierOption')!;
    const wrongKind = await app.request('PUT', `${D}/mappings/${item.id}`, { token: owner, body: { modifierOptionId: shop.largeId } });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors.modifierOptionId).toEqual(['must be left out for a platform item (map it to a product)']);
    const optionAsProduct = await app.request('PUT', `${D}/mappings/${option.id}`, { token: owner, body: { productId: shop.productId } });
    expect(optionAsProduct.status).toBe(422);
    const foreign = await app.request('PUT', `${D}/mappings/${item.id}`, { token: owner, body: { productId: otherShop.productId } });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.productId).toEqual(['does not refer to a product of this organisation']);
    const after = (await app.request('GET', `${D}/mappings?ConnectionId=${connectionId}`, { token: owner })).body.data.items as Array<{
      id: string;
      productId: string | null;
    }>;
    expect(after.find((row) => row.id === item.id)!.productId).toBe(shop.productId);
  });

  it("answers 404 for another organisation's mapping or an unknown id, and 403 without delivery:manage", async () => {
    const rows = (await app.request('GET', `${D}/mappings?ConnectionId=${connectionId}`, { token: owner })).body.data.items as Array<{ id: string }>;
    const foreign = await app.request('PUT', `${D}/mappings/${rows[0].id}`, { token: other.owner.token, body: { productId: otherShop.productId } });
    expect(foreign.status).toBe(404);
    expect((await app.request('PUT', `${D}/mappings/${MISSING}`, { token: owner, body: { productId: shop.productId } })).status).toBe(404);
    expect((await app.request('GET', `${D}/mappings`, { token: other.owner.token })).body.data.items).toEqual([]);
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', `${D}/mappings`, { token: staff.token })).status).toBe(403);
    expect((await app.request('PUT', `${D}/mappings/${rows[0].id}`, { token: staff.token, body: { productId: null } })).status).toBe(403);
  });
});
