import jwt from 'jsonwebtoken';
import { deliveryHeroAdapter, deliveryHeroAuthorize } from '../../../src/modules/delivery/adapters/delivery-hero/delivery-hero.adapter';
import { DeliveryStoreState } from '../../../src/modules/delivery/shared/delivery-vocabulary';
import type { ConnectionForAdapter, InboundEvent, InboundRequest, OutboundCall } from '../../../src/modules/delivery/adapters/adapter';

const SECRET = 'plugin-secret-0123456789';
const now = new Date('2026-03-01T12:00:00Z');
const connection: ConnectionForAdapter & { inboundUrl: string } = {
  id: 'conn-1',
  organizationId: 'org-1',
  branchId: 'branch-1',
  platformStoreId: 'vendor-1',
  outboundUrl: 'https://middleware.example/',
  preparationMinutes: 20,
  credentials: { username: 'u', password: 'p', pluginSecret: SECRET, chainCode: 'chain', platformKey: 'TB_IQ', platformRestaurantId: 'tb-9' },
  inboundUrl: 'https://service.example/delivery/delivery-hero/conn-1',
};

function token(claims: object = { service: 'middleware' }, secret = SECRET, options: jwt.SignOptions = {}): string {
  return jwt.sign({ iat: Math.floor(now.getTime() / 1000), ...claims }, secret, { algorithm: 'HS512', ...options });
}

function request(method: string, path: string, body?: unknown, authorization = `Bearer ${token()}`): InboundRequest {
  return { method, path, headers: { authorization }, rawBody: Buffer.from(body === undefined ? '' : JSON.stringify(body)) };
}

/** The adapter checks and parses synchronously (the interface also allows a promise). */
const parse = (request: InboundRequest, at: Date) => deliveryHeroAdapter.verifyAndParse(connection, request, at) as InboundEvent[];

const dispatch = { token: 'tok-1', code: 'c-1', products: [{ remoteCode: 'p1', name: 'Burger', quantity: '1', unitPrice: '8000.00' }] };

describe('the Delivery Hero plugin endpoints, authenticated by the middleware JWT', () => {
  it('turn an order dispatch into order.created and answer its remote order id', () => {
    const events = parse(request('POST', '/order/vendor-1', dispatch), now);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'order.created', order: { platformOrderId: 'tok-1', displayId: 'c-1' } });
    const answer = deliveryHeroAdapter.answer(connection, events[0], {
      deliveryOrderId: 'd',
      salesOrderId: 's',
      state: 'Received',
      flags: [],
      duplicate: false,
    });
    expect(answer).toEqual({ status: 200, body: { remoteResponse: { remoteOrderId: 'tok-1' } } });
  });

  it.each([
    ['no header', ''],
    ['another secret', `Bearer ${token({ service: 'middleware' }, 'another-secret')}`],
    ['another service claim', `Bearer ${token({ service: 'someone' })}`],
    ['an expired token', `Bearer ${token({ exp: Math.floor(now.getTime() / 1000) - 3600 })}`],
    ['an unsigned token', `Bearer ${jwt.sign({ service: 'middleware' }, '', { algorithm: 'none' })}`],
  ])('refuse %s with 401', (_name, authorization) => {
    expect(() => parse(request('POST', '/order/vendor-1', dispatch, authorization), now)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHORIZED' }) }),
    );
  });

  it('refuse an order for another store with 404 and a malformed one with 422', () => {
    expect(() => parse(request('POST', '/order/vendor-2', dispatch), now)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) }),
    );
    expect(() => parse(request('POST', '/order/vendor-1', { code: 'x' }), now)).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'VALIDATION' }) }),
    );
  });

  it('turn ORDER_CANCELLED and ORDER_PICKED_UP into events and log the other statuses only', () => {
    const path = '/remoteId/vendor-1/remoteOrder/tok-1/posOrderStatus';
    expect(parse(request('PUT', path, { status: 'ORDER_CANCELLED', message: 'Customer cancelled' }), now)).toEqual([
      { kind: 'order.cancelled', platformOrderId: 'tok-1', reason: 'Customer cancelled' },
    ]);
    expect(parse(request('PUT', path, { status: 'ORDER_PICKED_UP' }), now)).toEqual([{ kind: 'order.picked-up', platformOrderId: 'tok-1' }]);
    expect(parse(request('PUT', path, { status: 'COURIER_ARRIVED_AT_VENDOR' }), now)).toEqual([]);
  });

  it('answer a menu import request with 202', () => {
    const events = parse(request('GET', '/menuimport/vendor-1?vendorCode=tb-9&menuImportId=m1'), now);
    expect(events).toEqual([{ kind: 'menu.requested' }]);
    expect(
      deliveryHeroAdapter.answer(connection, events[0], { deliveryOrderId: null, salesOrderId: null, state: null, flags: [], duplicate: false }).status,
    ).toBe(202);
  });
});

describe('the calls the service makes to the Delivery Hero middleware', () => {
  const at = now;

  it('accept with the acceptance time the preparation time gives', () => {
    const call = deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 'tok-1', status: 'Accepted', reason: null, at })!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://middleware.example/v2/order/status/tok-1');
    expect(JSON.parse(call.body!)).toEqual({ status: 'order_accepted', acceptanceTime: '2026-03-01T12:20:00.000Z', remoteOrderId: 'tok-1' });
  });

  it('reject with a reason code Delivery Hero documents', () => {
    const call = deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 'tok-1', status: 'Rejected', reason: 'Kitchen too busy', at })!;
    expect(JSON.parse(call.body!)).toEqual({ status: 'order_rejected', reason: 'TOO_BUSY', message: 'Kitchen too busy' });
  });

  it('mark ready for pickup at preparation-completed, picked up as order_picked_up, and say nothing for preparing', () => {
    expect(deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 'tok-1', status: 'ReadyForPickup', reason: null, at })).toMatchObject({
      method: 'POST',
      url: 'https://middleware.example/v2/orders/tok-1/preparation-completed',
      body: null,
    });
    expect(JSON.parse(deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 'tok-1', status: 'PickedUp', reason: null, at })!.body!)).toEqual({
      status: 'order_picked_up',
    });
    expect(deliveryHeroAdapter.orderStatusCall(connection, { platformOrderId: 'tok-1', status: 'Preparing', reason: null, at })).toBeNull();
  });

  it('send sold-out items to the catalog item availability endpoint', () => {
    const call = deliveryHeroAdapter.availabilityCall(connection, [{ platformItemId: 'p1', productId: 'p1', available: false }], at)!;
    expect(call.url).toBe('https://middleware.example/v2/chains/chain/vendors/vendor-1/catalog/items/availability');
    expect(JSON.parse(call.body!)).toEqual({ globalEntityId: 'TB_IQ', items: ['p1'], type: 'ITEM', isAvailable: false });
  });

  it('open the store when Open or Busy, close it when Paused', () => {
    const open = deliveryHeroAdapter.storeStateCall(connection, { state: DeliveryStoreState.Busy, preparationMinutes: 40 }, at)!;
    expect(open.method).toBe('PUT');
    expect(open.url).toBe('https://middleware.example/v2/chains/chain/remoteVendors/vendor-1/availability');
    expect(JSON.parse(open.body!)).toEqual({ availabilityState: 'OPEN', platformKey: 'TB_IQ', platformRestaurantId: 'tb-9' });
    const closed = deliveryHeroAdapter.storeStateCall(connection, { state: DeliveryStoreState.Paused, preparationMinutes: 20 }, at)!;
    expect(JSON.parse(closed.body!)).toMatchObject({ availabilityState: 'CLOSED', closedReason: 'OTHER' });
  });

  it('push the menu as a catalog import with the connection callback', () => {
    const call = deliveryHeroAdapter.menuCall(connection, { categories: [] }, at)!;
    expect(call.url).toBe('https://middleware.example/v2/chains/chain/catalog');
    expect(JSON.parse(call.body!)).toMatchObject({
      vendors: ['vendor-1'],
      callbackUrl: 'https://service.example/delivery/delivery-hero/conn-1/catalog-import-status',
    });
  });

  it('log in once and reuse the token until a 401 asks for a new one', async () => {
    const sent: OutboundCall[] = [];
    const send = async (call: OutboundCall) => {
      sent.push(call);
      return { status: 200, body: JSON.stringify({ access_token: `t${sent.length}`, expires_in: 3600 }) };
    };
    expect(await deliveryHeroAuthorize(connection, send, at, false)).toEqual({ authorization: 'Bearer t1' });
    expect(await deliveryHeroAuthorize(connection, send, at, false)).toEqual({ authorization: 'Bearer t1' });
    expect(await deliveryHeroAuthorize(connection, send, at, true)).toEqual({ authorization: 'Bearer t2' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ method: 'POST', url: 'https://middleware.example/v2/login' });
    expect(Object.fromEntries(new URLSearchParams(sent[0].body!))).toEqual({ username: 'u', password: 'p', grant_type: 'client_credentials' });
    await expect(deliveryHeroAuthorize({ ...connection, id: 'conn-2' }, async () => ({ status: 401, body: '{}' }), at, false)).rejects.toThrow(
      'Delivery Hero login failed (401).',
    );
  });
});
