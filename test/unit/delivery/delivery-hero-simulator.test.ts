import { DeliveryHeroSimulator } from '../../support/delivery-hero-simulator';
import { deliveryHeroAdapter, deliveryHeroAuthorize } from '../../../src/modules/delivery/adapters/delivery-hero/delivery-hero.adapter';
import { DeliveryStoreState } from '../../../src/modules/delivery/shared/delivery-vocabulary';
import type { ConnectionForAdapter, OutboundCall } from '../../../src/modules/delivery/adapters/adapter';

/* The adapter's outbound calls as the local Delivery Hero middleware takes them (no database). */
describe('the Delivery Hero simulator takes the calls the adapter builds', () => {
  let sim: DeliveryHeroSimulator;
  let connection: ConnectionForAdapter & { inboundUrl: string };

  const send = async (call: OutboundCall) => {
    const response = await fetch(call.url, { method: call.method, headers: call.headers, body: call.body ?? undefined });
    return { status: response.status, body: await response.text() };
  };
  const sendAuthorized = async (call: OutboundCall | null) => {
    const headers = await deliveryHeroAuthorize(connection, send, new Date(), false);
    return send({ ...call!, headers: { ...call!.headers, ...headers } });
  };

  beforeAll(async () => {
    sim = await new DeliveryHeroSimulator().start();
    connection = {
      id: `sim-${Date.now()}`,
      organizationId: 'org',
      branchId: 'branch',
      platformStoreId: 'vendor-1',
      outboundUrl: sim.url,
      preparationMinutes: 15,
      credentials: { username: sim.username, password: sim.password, pluginSecret: sim.pluginSecret, chainCode: sim.chainCode, platformKey: 'TB_IQ' },
      inboundUrl: 'http://127.0.0.1:9/delivery/delivery-hero/conn',
    };
  });
  afterAll(() => sim.close());

  it('refuses a call without the login token with 401', async () => {
    const call = deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 't0', status: 'PickedUp', reason: null, at: new Date() })!;
    expect((await send(call)).status).toBe(401);
  });

  it('logs in, then accepts every status, availability, store state and catalog call, recording them in order', async () => {
    const at = new Date();
    const calls = [
      deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 't1', status: 'Accepted', reason: null, at }),
      deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 't1', status: 'ReadyForPickup', reason: null, at }),
      deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 't1', status: 'PickedUp', reason: null, at }),
      deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 't2', status: 'Rejected', reason: 'closing early', at }),
      deliveryHeroAdapter.availabilityCall(connection, [{ platformItemId: 'p1', productId: 'p1', available: false }], at),
      deliveryHeroAdapter.storeStateCall(connection, { state: DeliveryStoreState.Paused, preparationMinutes: 15 }, at),
      deliveryHeroAdapter.menuCall(connection, { categories: [] }, at),
    ];
    const answers = [];
    for (const call of calls) answers.push((await sendAuthorized(call)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 202]);
    expect(sim.received.filter((c) => c.path === '/v2/login')).toHaveLength(1);
    expect(sim.received.filter((c) => c.path !== '/v2/login' && c.answered !== 401).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v2/order/status/t1',
      'POST /v2/orders/t1/preparation-completed',
      'POST /v2/order/status/t1',
      'POST /v2/order/status/t2',
      `POST /v2/chains/${sim.chainCode}/vendors/vendor-1/catalog/items/availability`,
      `PUT /v2/chains/${sim.chainCode}/remoteVendors/vendor-1/availability`,
      `PUT /v2/chains/${sim.chainCode}/catalog`,
    ]);
    expect(sim.itemAvailability.get('vendor-1:ITEM:p1')).toBe(false);
    expect(sim.availability.get('vendor-1')).toMatchObject({ availabilityState: 'CLOSED' });
  });

  it('answers 500, or hangs, when told to', async () => {
    const call = deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 't3', status: 'PickedUp', reason: null, at: new Date() });
    sim.fail({ kind: '500' }, { pathIncludes: '/v2/order/status/t3', times: 1 });
    expect((await sendAuthorized(call)).status).toBe(500);
    expect((await sendAuthorized(call)).status).toBe(200);
    sim.fail({ kind: 'hang' }, { pathIncludes: '/v2/order/status/t3' });
    const hung = await Promise.race([sendAuthorized(call).then(() => 'answered'), new Promise((r) => setTimeout(() => r('hung'), 300))]);
    expect(hung).toBe('hung');
    sim.fail(null);
  });
});
