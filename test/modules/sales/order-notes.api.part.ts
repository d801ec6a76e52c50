import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { SalesOrder } from '../../../src/modules/sales/orders/sales-order.entity';
import { C, GUEST, openShop, type Shop } from './sales.support';

describe("Guests' notes on an order and on its lines", () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: Shop;

  beforeAll(async () => {
    app = await startTestApp({ config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
  }, 180_000);
  afterAll(() => app.close());

  let keys = 0;
  const place = (body: unknown) =>
    app.request('POST', `${GUEST}/${shop.qrToken}/orders`, { body, headers: { 'Idempotency-Key': `notes-${++keys}-${Date.now()}` } });
  const orders = () => app.runtime.db.dataSource.manager.count(SalesOrder, { where: { organizationId: tenant.organizationId } });

  it('keeps the order note and each line note (trimmed, empty as none) on the order, the guest view and the kitchen tickets', async () => {
    const res = await place({
      note: '  Birthday: bring the cake last  ',
      items: [
        { productId: shop.productId, quantity: 1, note: ' No onions ' },
        { productId: shop.drinkId, quantity: 1, note: '   ' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.lines.map((line: { note: string | null }) => line.note)).toEqual(['No onions', null]);

    const detail = await app.request('GET', `${C}/sales/orders/${res.body.data.id}`, { token: tenant.owner.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ note: 'Birthday: bring the cake last', tableId: shop.tableId, channelId: shop.channelId });
    expect(detail.body.data.lines[0]).toMatchObject({ name: 'Biryani', note: 'No onions' });

    const tickets = await app.request('GET', `${C}/kitchen/tickets`, { token: tenant.owner.token });
    expect(tickets.status).toBe(200);
    const ours = tickets.body.data.filter((ticket: { orderId: string }) => ticket.orderId === res.body.data.id);
    expect(ours.map((ticket: { name: string; note: string | null }) => [ticket.name, ticket.note])).toEqual([
      ['Biryani', 'No onions'],
      ['Tea', null],
    ]);
  });

  it('refuses a line note over 200 characters and an order note over 500 with 422 on the field, and places nothing', async () => {
    const before = await orders();
    const line = await place({ items: [{ productId: shop.productId, quantity: 1, note: 'x'.repeat(201) }] });
    expect(line.status).toBe(422);
    expect(line.body.errors).toEqual({ 'items[0].note': ['must be at most 200 characters'] });
    const order = await place({ note: 'y'.repeat(501), items: [{ productId: shop.productId, quantity: 1 }] });
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({ note: ['must be at most 500 characters'] });
    expect(await orders()).toBe(before);
    expect((await place({ note: 'y'.repeat(500), items: [{ productId: shop.productId, quantity: 1, note: 'x'.repeat(200) }] })).status).toBe(200);
  });

  it("answers 404 for another organisation's order and 403 to a role without sales:read", async () => {
    const res = await place({ note: 'Window seat', items: [{ productId: shop.drinkId, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect((await app.request('GET', `${C}/sales/orders/${res.body.data.id}`, { token: other.owner.token })).status).toBe(404);
    const hr = await tenant.member('Hr');
    expect((await app.request('GET', `${C}/sales/orders/${res.body.data.id}`, { token: hr.token })).status).toBe(403);
  });
});
