import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DeliveryHeroSimulator } from '../../support/delivery-hero-simulator';
import { runSql } from '../../../src/core/db/run-sql';
import { serviceTransaction } from '../../../src/core/db/unit-of-work';
import { DeliveryOutboundMessage } from '../../../src/modules/delivery/outbound/delivery-outbound-message.entity';
import { sweepDue } from '../../../src/modules/delivery/outbound/outbound.sender';
import { C, D, deliveryShop, ok, type DeliveryShop } from './delivery.support';

/*
 * The Delivery Hero adapter against a local Delivery Hero middleware (test/support/delivery-hero-simulator.ts),
 * over real HTTP both ways: the simulator dispatches orders to the service's plugin endpoints and
 * records what the service calls back.
 */
describe('Delivery Hero (Talabat) through its POS plugin protocol', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: DeliveryShop;
  let sim: DeliveryHeroSimulator;
  let other: DeliveryHeroSimulator;
  let owner: string;
  let connectionId: string;
  let otherConnectionId: string;
  let plugin: string;
  let otherPlugin: string;

  const STORE = 'pos-vendor-1';

  async function connect(simulator: DeliveryHeroSimulator, store: string, extra: Record<string, unknown> = {}): Promise<string> {
    const created = await ok(app, 'POST', `${D}/connections`, owner, {
      branchId: tenant.branchId,
      platform: 'DeliveryHero',
      name: `Talabat ${store}`,
      platformStoreId: store,
      channelId: shop.channelId,
      outboundUrl: simulator.url,
      preparationMinutes: 25,
      credentials: {
        username: simulator.username,
        password: simulator.password,
        pluginSecret: simulator.pluginSecret,
        chainCode: simulator.chainCode,
        platformKey: 'TB_IQ',
        platformRestaurantId: `tb-${store}`,
      },
      ...extra,
    });
    return created.connection.id as string;
  }

  /** The catalog the service pushes uses its own ids, so Delivery Hero's remoteCode is the product or option id. */
  const map = async (connection: string, kind: 'Product' | 'ModifierOption', target: string) =>
    serviceTransaction(app.runtime, (uow) =>
      runSql(
        uow.manager,
        `INSERT INTO delivery_item_mappings (organization_id, connection_id, kind, platform_item_id, platform_name, product_id, modifier_option_id)
         VALUES ($1, $2, $3, $4, $4, $5, $6)`,
        [tenant.organizationId, connection, kind, target, kind === 'Product' ? target : null, kind === 'Product' ? null : target],
      ),
    );

  const deliveryOrders = async (connection = connectionId) =>
    (await ok(app, 'GET', `${D}/orders?ConnectionId=${connection}&PerPage=100`, owner)).items as any[];
  const deliveryOrderOf = async (token: string, connection = connectionId) => {
    const found = (await deliveryOrders(connection)).filter((o) => o.platformOrderId === token);
    expect(found).toHaveLength(1);
    return found[0];
  };
  const burger = (quantity = 1) => ({ remoteCode: shop.productId, name: 'Biryani', quantity, unitPrice: '6000.00' });
  const moveTo = (salesOrderId: string, status: string, reason?: string) =>
    ok(app, 'POST', `${C}/sales/orders/${salesOrderId}/status`, owner, { status, reason });
  const statusCalls = (simulator: DeliveryHeroSimulator, token: string) =>
    simulator.received.filter((c) => c.path === `/v2/order/status/${token}` || c.path === `/v2/orders/${token}/preparation-completed`);

  beforeAll(async () => {
    sim = await new DeliveryHeroSimulator().start();
    other = await new DeliveryHeroSimulator({ chainCode: 'chain-other' }).start();
    app = await startTestApp({ jobs: true, singleNode: true, config: { webhookAllowPrivateNetworks: true } });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await deliveryShop(app, tenant, 'DH');
    connectionId = await connect(sim, STORE);
    otherConnectionId = await connect(other, 'pos-vendor-2');
    plugin = `${app.baseUrl}/delivery/delivery-hero/${connectionId}`;
    otherPlugin = `${app.baseUrl}/delivery/delivery-hero/${otherConnectionId}`;
    for (const connection of [connectionId, otherConnectionId]) {
      await map(connection, 'Product', shop.productId);
      await map(connection, 'Product', shop.drinkId);
      await map(connection, 'ModifierOption', shop.largeId);
    }
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await sim?.close();
    await other?.close();
  });

  it('takes a dispatched order as one sales order of the channel with a kitchen ticket, and the same order dispatched twice stays one', async () => {
    const order = sim.order({
      remoteId: STORE,
      products: [burger(2), { remoteCode: shop.drinkId, name: 'Tea', quantity: 1, unitPrice: '500.00' }],
      customerComment: 'Ring twice',
    });
    const first = await sim.dispatchOrder(plugin, STORE, order);
    expect(first).toEqual({ status: 200, body: { remoteResponse: { remoteOrderId: order.token } } });
    const again = await sim.dispatchOrder(plugin, STORE, order);
    expect(again).toEqual(first);

    const delivery = await deliveryOrderOf(order.token);
    expect(delivery).toMatchObject({
      displayId: order.code,
      fulfilment: 'Delivery',
      customerName: 'Ali Hassan',
      customerPhone: '+964 7701234567',
      flags: [],
    });
    const sales = await ok(app, 'GET', `${C}/sales/orders/${delivery.salesOrderId}`, owner);
    expect(sales.channelId).toBe(shop.channelId);
    expect(sales.lines.map((l: any) => [l.productId, l.quantity])).toEqual([
      [shop.productId, 2],
      [shop.drinkId, 1],
    ]);
    const tickets = await ok(app, 'GET', `${C}/kitchen/tickets`, owner);
    expect((tickets as any[]).filter((t) => t.orderId === delivery.salesOrderId).map((t) => t.name)).toEqual(['Biryani', 'Tea']);
  });

  it('accepts an order with an unmapped item and flags it for mapping', async () => {
    const order = sim.order({
      remoteId: STORE,
      products: [burger(), { remoteCode: 'POS-UNKNOWN-9', name: 'Mystery shake', quantity: 1, unitPrice: '3000.00' }],
    });
    expect((await sim.dispatchOrder(plugin, STORE, order)).status).toBe(200);
    const delivery = await deliveryOrderOf(order.token);
    expect(delivery.flags).toContain('UnmappedItem');
    expect(delivery.unmappedLines).toEqual([expect.objectContaining({ platformItemId: 'POS-UNKNOWN-9', name: 'Mystery shake', quantity: 1 })]);
    const sales = await ok(app, 'GET', `${C}/sales/orders/${delivery.salesOrderId}`, owner);
    expect(sales.lines.map((l: any) => l.productId)).toEqual([shop.productId]);
  });

  it('refuses a dispatch without the middleware token, with another secret, or for another store', async () => {
    const order = sim.order({ remoteId: STORE });
    expect((await sim.dispatchOrder(plugin, STORE, order, { authorization: '' })).status).toBe(401);
    expect((await sim.dispatchOrder(plugin, STORE, order, { authorization: `Bearer ${sim.middlewareToken({ secret: 'not-the-secret' })}` })).status).toBe(401);
    expect((await sim.dispatchOrder(plugin, STORE, order, { authorization: `Bearer ${sim.middlewareToken({ service: 'someone' })}` })).status).toBe(401);
    expect((await sim.dispatchOrder(plugin, 'another-vendor', order)).status).toBe(404);
    expect((await deliveryOrders()).filter((o) => o.platformOrderId === order.token)).toHaveLength(0);
  });

  it('sends the acceptance with its acceptance time, then ready and picked up, in order', async () => {
    const order = sim.order({ remoteId: STORE, products: [burger()] });
    await sim.dispatchOrder(plugin, STORE, order);
    const delivery = await deliveryOrderOf(order.token);
    await ok(app, 'POST', `${D}/orders/${delivery.id}/accept`, owner);
    await moveTo(delivery.salesOrderId, 'Preparing');
    await moveTo(delivery.salesOrderId, 'Ready');
    await moveTo(delivery.salesOrderId, 'Completed');
    const calls = await sim.waitFor(
      () => statusCalls(sim, order.token).filter((c) => c.answered === 200).length >= 3 && statusCalls(sim, order.token),
      15_000,
      'three status calls',
    );
    expect(calls.map((c) => [c.path, c.body?.status ?? null])).toEqual([
      [`/v2/order/status/${order.token}`, 'order_accepted'],
      [`/v2/orders/${order.token}/preparation-completed`, null],
      [`/v2/order/status/${order.token}`, 'order_picked_up'],
    ]);
    expect(calls[0].body.remoteOrderId).toBe(order.token);
    expect(Date.parse(calls[0].body.acceptanceTime)).not.toBeNaN();
    expect(calls[0].authorization).toMatch(/^Bearer /);
  });

  it('sends a rejection with a documented reason code', async () => {
    const order = sim.order({ remoteId: STORE, products: [burger()] });
    await sim.dispatchOrder(plugin, STORE, order);
    const delivery = await deliveryOrderOf(order.token);
    await ok(app, 'POST', `${D}/orders/${delivery.id}/reject`, owner, { reason: 'Kitchen too busy' });
    const [call] = await sim.waitFor(() => statusCalls(sim, order.token).length > 0 && statusCalls(sim, order.token), 15_000, 'the rejection');
    expect(call.body).toEqual({ status: 'order_rejected', reason: 'TOO_BUSY', message: 'Kitchen too busy' });
  });

  it('cancels the order when Delivery Hero cancels it, and sends no rejection back', async () => {
    const order = sim.order({ remoteId: STORE, products: [burger()] });
    await sim.dispatchOrder(plugin, STORE, order);
    const delivery = await deliveryOrderOf(order.token);
    await ok(app, 'POST', `${D}/orders/${delivery.id}/accept`, owner);
    const cancelled = await sim.sendOrderStatus(plugin, STORE, order.token, { status: 'ORDER_CANCELLED', message: 'Customer cancelled' });
    expect(cancelled.status).toBe(200);
    expect(await deliveryOrderOf(order.token)).toMatchObject({ state: 'Cancelled', reason: 'Customer cancelled' });
    expect((await ok(app, 'GET', `${C}/sales/orders/${delivery.salesOrderId}`, owner)).status).toBe('Cancelled');
    const again = await sim.sendOrderStatus(plugin, STORE, order.token, { status: 'ORDER_CANCELLED', message: 'Customer cancelled' });
    expect(again.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(statusCalls(sim, order.token).filter((c) => c.body?.status === 'order_rejected')).toEqual([]);
  });

  it('sends a product marked sold out to Delivery Hero within 10 seconds, and its return', async () => {
    const started = Date.now();
    await ok(app, 'PUT', `${C}/sales/availability`, owner, { productId: shop.drinkId, available: false });
    await sim.waitFor(() => sim.itemAvailability.get(`${STORE}:ITEM:${shop.drinkId}`) === false, 10_000, 'the sold-out call');
    expect(Date.now() - started).toBeLessThan(10_000);
    const [call] = sim.calls('/catalog/items/availability', 'POST');
    expect(call.body).toEqual({ globalEntityId: 'TB_IQ', items: [shop.drinkId], type: 'ITEM', isAvailable: false });
    await ok(app, 'PUT', `${C}/sales/availability`, owner, { productId: shop.drinkId, available: true });
    await sim.waitFor(() => sim.itemAvailability.get(`${STORE}:ITEM:${shop.drinkId}`) === true, 10_000, 'the available-again call');
  });

  it('answers a menu import request with 202, and the catalog callback with 200', async () => {
    const asked = await sim.requestMenuImport(plugin, STORE, { vendorCode: `tb-${STORE}`, menuImportId: 'import-1' });
    expect(asked.status).toBe(202);
    expect((await sim.requestMenuImport(plugin, 'another-vendor')).status).toBe(404);
    const callback = await fetch(`${plugin}/catalog-import-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sim.middlewareToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ catalogImportId: 'c-1', status: 'done', message: 'Imported' }),
    });
    expect(callback.status).toBe(200);
    const unsigned = await fetch(`${plugin}/catalog-import-status`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
  });

  it('retries a middleware that hangs or answers 500, with backoff, without delaying another connection', async () => {
    const message = (deliveryOrderId: string) => app.runtime.db.dataSource.manager.findOneByOrFail(DeliveryOutboundMessage, { deliveryOrderId });
    other.fail({ kind: 'hang' }, { pathIncludes: '/v2/order/status/', times: 1 });
    const failing = other.order({ remoteId: 'pos-vendor-2', products: [burger()] });
    await other.dispatchOrder(otherPlugin, 'pos-vendor-2', failing);
    const failingOrder = await deliveryOrderOf(failing.token, otherConnectionId);
    await ok(app, 'POST', `${D}/orders/${failingOrder.id}/accept`, owner);
    await other.waitFor(() => statusCalls(other, failing.token).length === 1, 10_000, 'the first attempt');

    // While that call hangs, another connection's acceptance goes out at once.
    const healthy = sim.order({ remoteId: STORE, products: [burger()] });
    await sim.dispatchOrder(plugin, STORE, healthy);
    const healthyOrder = await deliveryOrderOf(healthy.token);
    const acceptedAt = Date.now();
    await ok(app, 'POST', `${D}/orders/${healthyOrder.id}/accept`, owner);
    await sim.waitFor(() => statusCalls(sim, healthy.token).some((c) => c.answered === 200), 10_000, 'the healthy acceptance');
    expect(Date.now() - acceptedAt).toBeLessThan(5_000);

    // The hung call times out (10 s) and is due again 5 s later on the service clock; then a 500, due 10 s later.
    const waitAttempts = async (n: number) => {
      for (let i = 0; i < 120 && (await message(failingOrder.id)).attempts < n; i++) await new Promise((r) => setTimeout(r, 250));
      return message(failingOrder.id);
    };
    const first = await waitAttempts(1);
    expect(first).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(first.lastError).toMatch(/timeout|no answer/i);
    expect(first.nextAttemptAt!.getTime() - app.clock.now().getTime()).toBe(5_000);
    other.fail({ kind: '500' }, { pathIncludes: '/v2/order/status/', times: 1 });
    // Each retry is picked up by a sweep: one is run at once rather than waiting for the schedule.
    app.clock.advance(5_000);
    await sweepDue(app.runtime);
    const second = await waitAttempts(2);
    expect(second).toMatchObject({ status: 'Pending', attempts: 2, lastError: 'HTTP 500' });
    expect(second.nextAttemptAt!.getTime() - app.clock.now().getTime()).toBe(10_000);
    app.clock.advance(10_000);
    await sweepDue(app.runtime);
    await other.waitFor(() => statusCalls(other, failing.token).some((c) => c.answered === 200), 15_000, 'the retried acceptance');
    expect(statusCalls(other, failing.token).map((c) => c.answered)).toEqual([0, 500, 200]);
    expect(statusCalls(other, failing.token).every((c) => c.body?.status === 'order_accepted')).toBe(true);
  }, 90_000);

  it('answers a wrong login with a failed call and no order status reaching the middleware', async () => {
    const wrong = await connect(sim, 'pos-vendor-3', {});
    await ok(app, 'PUT', `${D}/connections/${wrong}`, owner, { credentials: { password: 'not-the-password' } });
    await map(wrong, 'Product', shop.productId);
    const order = sim.order({ remoteId: 'pos-vendor-3', products: [burger()] });
    await sim.dispatchOrder(`${app.baseUrl}/delivery/delivery-hero/${wrong}`, 'pos-vendor-3', order);
    const delivery = await deliveryOrderOf(order.token, wrong);
    await ok(app, 'POST', `${D}/orders/${delivery.id}/accept`, owner);
    await sim.waitFor(() => sim.received.some((c) => c.path === '/v2/login' && c.answered === 401), 10_000, 'the refused login');
    expect(statusCalls(sim, order.token)).toEqual([]);
  });
});
