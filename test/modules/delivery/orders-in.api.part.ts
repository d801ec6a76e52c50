import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DeliveryPlatformSimulator } from '../../support/delivery-simulator';
import { runSql } from '../../../src/core/db/run-sql';
import { serviceTransaction } from '../../../src/core/db/unit-of-work';
import { DeliveryCall } from '../../../src/modules/delivery/connections/../calls/delivery-call.entity';
import { C, D, deliveryShop, type DeliveryShop } from './delivery.support';

describe('Delivery orders in through the generic signed webhook (HTTP)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: DeliveryShop;
  let owner: string;
  let connectionId: string;
  let otherConnectionId: string;
  const sim = new DeliveryPlatformSimulator();

  const map = async (connection: string, kind: string, platformItemId: string, target: string) =>
    serviceTransaction(app.runtime, (uow) =>
      runSql(
        uow.manager,
        `INSERT INTO delivery_item_mappings (organization_id, connection_id, kind, platform_item_id, platform_name, product_id, modifier_option_id)
         VALUES ($1, $2, $3, $4, $4, $5, $6)`,
        [tenant.organizationId, connection, kind, platformItemId, kind === 'Product' ? target : null, kind === 'Product' ? null : target],
      ),
    );

  beforeAll(async () => {
    await sim.start();
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await deliveryShop(app, tenant, 'DI');
    const created = await app.request('POST', `${D}/connections`, {
      token: owner,
      body: { branchId: tenant.branchId, platform: 'Generic', name: 'Lezzoo', platformStoreId: 'lz-1', channelId: shop.channelId, outboundUrl: sim.url },
    });
    connectionId = created.body.data.connection.id;
    sim.secret = created.body.data.signingSecret;
    await map(connectionId, 'Product', 'lz-biryani', shop.productId);
    await map(connectionId, 'Product', 'lz-tea', shop.drinkId);
    await map(connectionId, 'ModifierOption', 'lz-large', shop.largeId);
    const otherShop = await deliveryShop(app, other, 'DO');
    otherConnectionId = (
      await app.request('POST', `${D}/connections`, {
        token: other.owner.token,
        body: { branchId: other.branchId, platform: 'Generic', name: 'Other', platformStoreId: 'lz-1', channelId: otherShop.channelId },
      })
    ).body.data.connection.id;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await sim.stop();
  });

  const post = (connection: string, signed: { body: string; headers: Record<string, string> }) =>
    fetch(`${app.baseUrl}/delivery/generic/${connection}`, { method: 'POST', headers: signed.headers, body: signed.body });

  const order = (orderId: string, extra: Record<string, unknown> = {}) => ({
    type: 'order.created',
    data: {
      orderId,
      displayId: orderId.slice(-4),
      fulfilment: 'Delivery',
      customer: { name: 'Zainab', phone: '+9647701234567' },
      note: 'Ring twice',
      items: [
        { id: 'lz-biryani', name: 'Biryani', quantity: 2, unitPrice: 7000, note: 'no onions', options: [{ id: 'lz-large', name: 'Large' }] },
        { id: 'lz-tea', name: 'Tea', quantity: 1, unitPrice: 500 },
      ],
      total: 14500,
      ...extra,
    },
  });

  it('places a platform order once in the ledger and on the kitchen board, with the platform id, customer and notes; twice (also at once) is one order', async () => {
    const first = await post(connectionId, sim.signed(order('LZ-1001')));
    expect(first.status).toBe(201);
    const answer = (await first.json()) as any;
    expect(answer).toMatchObject({ orderId: 'LZ-1001', state: 'Received', flags: [], duplicate: false });
    const again = await Promise.all([post(connectionId, sim.signed(order('LZ-1001'))), post(connectionId, sim.signed(order('LZ-1001')))]);
    for (const res of again) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as any).id).toBe(answer.id);
    }
    const list = await app.request('GET', `${D}/orders?PlatformOrderId=LZ-1001`, { token: owner });
    expect(list.body.data.items).toHaveLength(1);
    const delivery = list.body.data.items[0];
    expect(delivery).toMatchObject({ customerName: 'Zainab', customerPhone: '+9647701234567', fulfilment: 'Delivery', statedTotal: 14500 });
    const sales = await app.request('GET', `${C}/sales/orders/${delivery.salesOrderId}`, { token: owner });
    expect(sales.status).toBe(200);
    expect(sales.body.data).toMatchObject({ source: 'Delivery', status: 'Placed', note: 'Ring twice', partnerReference: 'lz-1/LZ-1001' });
    expect(sales.body.data.lines[0]).toMatchObject({ quantity: 2, note: 'no onions' });
    expect(sales.body.data.lines[0].modifiers[0].optionId).toBe(shop.largeId);
    const [{ n }] = await app.runtime.db.dataSource.query(`SELECT count(*)::int AS n FROM sales_orders WHERE partner_reference = 'lz-1/LZ-1001'`);
    expect(n).toBe(1);
    const [{ t }] = await app.runtime.db.dataSource.query(`SELECT count(*)::int AS t FROM sales_kitchen_tickets WHERE order_id = $1`, [delivery.salesOrderId]);
    expect(t).toBeGreaterThan(0);
  });

  it('lists platform orders newest first, orders received in the same instant in the order they arrived', async () => {
    const ids = ['LZ-5001', 'LZ-5002', 'LZ-5003'];
    for (const id of ids) expect((await post(connectionId, sim.signed(order(id)))).status).toBe(201);
    const list = await app.request('GET', `${D}/orders?ConnectionId=${connectionId}&PerPage=100`, { token: owner });
    expect(list.status).toBe(200);
    const mine = (list.body.data.items as any[]).filter((o) => ids.includes(o.platformOrderId));
    expect(mine.map((o) => o.platformOrderId)).toEqual([...ids].reverse());
    // The service clock stood still (the test's clock): the arrival order alone sorts them.
    expect(new Set(mine.map((o) => o.receivedAt)).size).toBe(1);
    const asc = await app.request('GET', `${D}/orders?ConnectionId=${connectionId}&PerPage=100&Sort=receivedAt&Dir=asc`, { token: owner });
    expect((asc.body.data.items as any[]).filter((o) => ids.includes(o.platformOrderId)).map((o) => o.platformOrderId)).toEqual(ids);
  });

  it('accepts an unmapped item and flags the order for mapping, never dropping the line', async () => {
    const res = await post(
      connectionId,
      sim.signed(
        order('LZ-1002', {
          items: [
            { id: 'lz-biryani', name: 'Biryani', quantity: 1 },
            { id: 'lz-kunafa', name: 'Kunafa', quantity: 1 },
          ],
          total: null,
        }),
      ),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as any;
    expect(body.flags).toEqual(['UnmappedItem']);
    const delivery = (await app.request('GET', `${D}/orders/${body.id}`, { token: owner })).body.data;
    expect(delivery.unmappedLines).toEqual([expect.objectContaining({ platformItemId: 'lz-kunafa', name: 'Kunafa', quantity: 1 })]);
    const sales = (await app.request('GET', `${C}/sales/orders/${delivery.salesOrderId}`, { token: owner })).body.data;
    expect(sales.note).toContain('Unmapped: 1× Kunafa');
    const allUnmapped = await post(connectionId, sim.signed(order('LZ-1003', { items: [{ id: 'lz-x', name: 'Mystery', quantity: 3 }] })));
    expect(allUnmapped.status).toBe(201);
    const kept = (await allUnmapped.json()) as any;
    expect(kept).toMatchObject({ state: 'Received', flags: expect.arrayContaining(['UnmappedItem']) });
  });

  it('flags a total the platform states differently from the price tier', async () => {
    const res = await post(connectionId, sim.signed(order('LZ-1004', { total: 99_000 })));
    const body = (await res.json()) as any;
    expect(body.flags).toEqual(['TotalMismatch']);
    const delivery = (await app.request('GET', `${D}/orders/${body.id}`, { token: owner })).body.data;
    expect(delivery.statedTotal).toBe(99000);
    expect(delivery.computedTotal).toBe(14000 + 500);
  });

  it('cancels the order when the platform cancels it, and a person accepts or rejects with a reason', async () => {
    const placed = (await (await post(connectionId, sim.signed(order('LZ-1005')))).json()) as any;
    const cancel = await post(connectionId, sim.signed({ type: 'order.cancelled', data: { orderId: 'LZ-1005', reason: 'Customer changed their mind' } }));
    expect(cancel.status).toBe(200);
    const delivery = (await app.request('GET', `${D}/orders/${placed.id}`, { token: owner })).body.data;
    expect(delivery).toMatchObject({ state: 'Cancelled', reason: 'Customer changed their mind' });
    expect((await app.request('GET', `${C}/sales/orders/${delivery.salesOrderId}`, { token: owner })).body.data.status).toBe('Cancelled');

    const a = (await (await post(connectionId, sim.signed(order('LZ-1006')))).json()) as any;
    const staff = await tenant.member('Staff');
    const accepted = await app.request('POST', `${D}/orders/${a.id}/accept`, { token: staff.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.state).toBe('Accepted');
    expect((await app.request('POST', `${D}/orders/${a.id}/accept`, { token: owner })).status).toBe(409);
    const r = (await (await post(connectionId, sim.signed(order('LZ-1007')))).json()) as any;
    expect((await app.request('POST', `${D}/orders/${r.id}/reject`, { token: owner, body: { reason: '' } })).status).toBe(422);
    const rejected = await app.request('POST', `${D}/orders/${r.id}/reject`, { token: owner, body: { reason: 'Kitchen closing' } });
    expect(rejected.body.data).toMatchObject({ state: 'Rejected', reason: 'Kitchen closing' });
    expect((await app.request('POST', `${D}/orders/${r.id}/accept`, { token: other.owner.token })).status).toBe(404);
    expect((await app.request('POST', `${D}/orders/${a.id}/reject`, { token: other.owner.token, body: { reason: 'x' } })).status).toBe(404);
    expect((await app.request('GET', `${D}/orders/${a.id}`, { token: other.owner.token })).status).toBe(404);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('POST', `${D}/orders/${r.id}/accept`, { token: accountant.token })).status).toBe(403);
  });

  it('refuses a bad signature (401), a stale timestamp (401), a bad body (422) and another organisation connection secret; a replay is answered once, not handled again', async () => {
    const signed = sim.signed(order('LZ-1008'));
    expect((await post(connectionId, { ...signed, headers: { ...signed.headers, 'webhook-signature': 'v1,AAAA' } })).status).toBe(401);
    expect((await post(connectionId, sim.signed(order('LZ-1009'), { seconds: Math.floor(Date.now() / 1000) - 600 }))).status).toBe(401);
    expect((await post(otherConnectionId, sim.signed(order('LZ-1010')))).status).toBe(401);
    expect((await post('00000000-0000-4000-8000-000000000000', sim.signed(order('LZ-1011')))).status).toBe(404);
    const bad = await post(connectionId, sim.signed({ type: 'order.created', data: { orderId: 'LZ-1012', items: [{ id: 'x', quantity: 0 }] } }));
    expect(bad.status).toBe(422);
    const first = await post(connectionId, signed);
    expect(first.status).toBe(201);
    const replay = await post(connectionId, signed);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('webhook-replayed')).toBe('true');
    const huge = await post(connectionId, sim.signed({ type: 'order.created', data: { orderId: 'big', note: 'x'.repeat(300 * 1024) } }));
    expect(huge.status).toBe(422);
    const calls = await app.runtime.db.dataSource.manager.find(DeliveryCall, { where: { connectionId } });
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.every((call) => !('webhook-signature' in call.requestHeaders))).toBe(true);
    const log = await app.request('GET', `${D}/calls?ConnectionId=${connectionId}&Direction=In`, { token: owner });
    expect(log.status).toBe(200);
    expect(log.body.data.items.map((call: { responseStatus: number }) => call.responseStatus)).toEqual(expect.arrayContaining([201, 401, 422]));
    const refused = await app.request('GET', `${D}/calls?ConnectionId=${connectionId}&Direction=In&Outcome=Refused`, { token: owner });
    const statuses = refused.body.data.items.map((call: { responseStatus: number }) => call.responseStatus);
    expect(statuses).toEqual(expect.arrayContaining([401, 422]));
    expect(statuses.every((status: number) => status >= 400 && status < 500)).toBe(true);
    const succeeded = await app.request('GET', `${D}/calls?ConnectionId=${connectionId}&Outcome=Succeeded`, { token: owner });
    expect(succeeded.body.data.items.length).toBeGreaterThan(0);
    expect(succeeded.body.data.items.every((call: { responseStatus: number }) => call.responseStatus >= 200 && call.responseStatus < 300)).toBe(true);
    const one = await app.request('GET', `${D}/calls/${log.body.data.items[0].id}`, { token: owner });
    expect(one.body.data).toMatchObject({ direction: 'In', connectionId });
    expect((await app.request('GET', `${D}/calls/${log.body.data.items[0].id}`, { token: other.owner.token })).status).toBe(404);
    expect((await app.request('GET', `${D}/calls`, { token: (await tenant.member('Staff')).token })).status).toBe(403);
    expect((await app.request('GET', `${D}/calls?From=2026-02-01T00:00:00Z&To=2026-01-01T00:00:00Z`, { token: owner })).status).toBe(422);
  });
});
