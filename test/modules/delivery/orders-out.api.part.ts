import { randomInt, randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DeliveryPlatformSimulator } from '../../support/delivery-simulator';
import { runSql } from '../../../src/core/db/run-sql';
import { serviceTransaction } from '../../../src/core/db/unit-of-work';
import { MENU_DEBOUNCE_MS } from '../../../src/modules/delivery/menus/delivery-menu-push.queue';
import { sendMessage, sweepDue } from '../../../src/modules/delivery/outbound/outbound.sender';
import { C, D, deliveryShop, type DeliveryShop } from './delivery.support';

describe('Delivery statuses and availability out to the platform (HTTP, job runner)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: DeliveryShop;
  let owner: string;
  const up = new DeliveryPlatformSimulator();
  const down = new DeliveryPlatformSimulator();
  let upId: string;
  let downId: string;

  const connect = async (sim: DeliveryPlatformSimulator, store: string, autoAccept: boolean) => {
    const res = await app.request('POST', `${D}/connections`, {
      token: owner,
      body: {
        branchId: tenant.branchId,
        platform: 'Generic',
        name: store,
        platformStoreId: store,
        channelId: shop.channelId,
        outboundUrl: sim.url,
        autoAccept,
      },
    });
    sim.secret = res.body.data.signingSecret;
    const id = res.body.data.connection.id as string;
    await serviceTransaction(app.runtime, (uow) =>
      runSql(
        uow.manager,
        `INSERT INTO delivery_item_mappings (organization_id, connection_id, kind, platform_item_id, platform_name, product_id) VALUES ($1, $2, 'Product', $3, 'Tea', $4)`,
        [tenant.organizationId, id, `${store}-tea`, shop.drinkId],
      ),
    );
    return id;
  };
  const send = (sim: DeliveryPlatformSimulator, connectionId: string, payload: unknown) => {
    const signed = sim.signed(payload);
    return fetch(`${app.baseUrl}/delivery/generic/${connectionId}`, { method: 'POST', headers: signed.headers, body: signed.body });
  };
  const order = (store: string, orderId: string) => ({ type: 'order.created', data: { orderId, items: [{ id: `${store}-tea`, name: 'Tea', quantity: 1 }] } });

  /** An order status queued to the UP connection as the service queues one, due at `dueAt`, optionally leased. */
  const queueStatus = async (
    deliveryOrderId: string,
    platformOrderId: string,
    status: string,
    schedule: { dueAt: Date; leaseUntil?: Date; leaseOwner?: string },
  ): Promise<{ id: string }> => {
    const [row] = await serviceTransaction(app.runtime, (uow) =>
      runSql<{ id: string }>(
        uow.manager,
        `INSERT INTO delivery_outbound_messages (organization_id, connection_id, delivery_order_id, kind, payload, next_attempt_at, lease_until, lease_owner)
         VALUES ($1, $2, $3, 'OrderStatus', $4, $5, $6, $7) RETURNING id`,
        [
          tenant.organizationId,
          upId,
          deliveryOrderId,
          JSON.stringify({ platformOrderId, status, reason: null }),
          schedule.dueAt,
          schedule.leaseUntil ?? null,
          schedule.leaseOwner ?? null,
        ],
      ),
    );
    return row;
  };

  /** The DOWN message's n-th failure is recorded (its next attempt scheduled). */
  const settled = async (attempts: number) => {
    for (let i = 0; i < 100; i++) {
      const [row] = await app.runtime.db.dataSource.query(
        `SELECT attempts, lease_until FROM delivery_outbound_messages WHERE connection_id = $1 AND kind = 'OrderStatus'`,
        [downId],
      );
      if (row && row.attempts >= attempts && row.lease_until === null) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`attempt ${attempts} not recorded`);
  };

  beforeAll(async () => {
    await up.start();
    await down.start();
    app = await startTestApp({ jobs: true, config: { webhookAllowPrivateNetworks: true } });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await deliveryShop(app, tenant, 'DS');
    upId = await connect(up, 'up', true);
    downId = await connect(down, 'down', false);
    // Each new connection is given its menu after the debounce: sent before the tests count calls.
    app.clock.advance(MENU_DEBOUNCE_MS);
    await up.waitFor(() => up.of('menu').length === 1);
    await down.waitFor(() => down.of('menu').length === 1);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await up.stop();
    await down.stop();
  });

  it('tells the platform every status in order, signed: accepted, preparing, ready for pickup, picked up', async () => {
    const placed = (await (await send(up, upId, order('up', 'UP-1'))).json()) as any;
    expect(placed.state).toBe('Accepted');
    for (const status of ['Preparing', 'Ready', 'Completed']) {
      const res = await app.request('POST', `${C}/sales/orders/${placed.salesOrderId}/status`, { token: owner, body: { status } });
      expect(res.body).toMatchObject({ data: { status } });
    }
    const statuses = () => up.of('order.status').filter((call) => call.data.orderId === 'UP-1');
    await up.waitFor(() => statuses().length === 4);
    expect(statuses().map((call) => call.data.status)).toEqual(['Accepted', 'Preparing', 'ReadyForPickup', 'PickedUp']);
    expect(statuses().every((call) => call.signatureValid)).toBe(true);
    const calls = await app.request('GET', `${D}/orders/${placed.id}`, { token: owner });
    expect(calls.body.data.state).toBe('Accepted');
  });

  it("sends an order's next status as soon as the one before it is done, without waiting for the sweep", async () => {
    const placed = (await (await send(up, upId, order('up', 'UP-NEXT'))).json()) as any;
    // Two statuses queued for the order, due an hour from now: the service's own sweep leaves them.
    const dueAt = new Date(app.clock.now().getTime() + 3_600_000);
    const queue = (status: string) => queueStatus(placed.id, 'UP-NEXT', status, { dueAt });
    const [first, second] = [await queue('Preparing'), await queue('ReadyForPickup')];
    // The sender run at that hour, with a job queue that records what it is asked to send.
    const kicked: string[] = [];
    const later = {
      ...app.runtime,
      clock: { now: () => new Date(dueAt.getTime() + 1_000) },
      jobs: { ...app.runtime.jobs, ready: true, enqueue: async (_name: string, data: Record<string, unknown>) => void kicked.push(data.messageId as string) },
    };
    const statuses = () =>
      up
        .of('order.status')
        .filter((call) => call.data.orderId === 'UP-NEXT')
        .map((call) => call.data.status);
    await up.waitFor(() => statuses().length === 1);

    await sendMessage(later, second.id);
    expect(statuses()).toEqual(['Accepted']); // held back: the status before it is not sent yet
    await sendMessage(later, first.id);
    expect(statuses()).toEqual(['Accepted', 'Preparing']);
    expect(kicked).toEqual([second.id]);
    await sendMessage(later, second.id);
    expect(statuses()).toEqual(['Accepted', 'Preparing', 'ReadyForPickup']);
    expect(kicked).toEqual([second.id]);
  });

  it('takes over at once a status whose lease is held by an instance that died, never one held by a live instance', async () => {
    const placed = (await (await send(up, upId, order('up', 'UP-LEASE'))).json()) as any;
    const statuses = () =>
      up
        .of('order.status')
        .filter((call) => call.data.orderId === 'UP-LEASE')
        .map((call) => call.data.status);
    await up.waitFor(() => statuses().length === 1);
    // An instance that is gone (registered, its liveness lock not held) and this live one each hold the lease of a queued status.
    const deadInstance = randomUUID();
    await serviceTransaction(app.runtime, (uow) =>
      runSql(uow.manager, `INSERT INTO service_instances (id, lock_key, host, pid) VALUES ($1, $2, 'gone', 1)`, [deadInstance, randomInt(1, 2 ** 31 - 1)]),
    );
    const leasedBy = (owner: string, status: string) =>
      queueStatus(placed.id, 'UP-LEASE', status, { dueAt: app.clock.now(), leaseUntil: new Date(app.clock.now().getTime() + 30_000), leaseOwner: owner });
    const [orphaned, held] = [await leasedBy(deadInstance, 'Preparing'), await leasedBy(app.runtime.instance.id, 'ReadyForPickup')];
    await sendMessage(app.runtime, held.id);
    expect(statuses()).toEqual(['Accepted']);
    await sendMessage(app.runtime, orphaned.id);
    expect(statuses()).toEqual(['Accepted', 'Preparing']);
    await sendMessage(app.runtime, held.id);
    expect(statuses()).toEqual(['Accepted', 'Preparing']); // its live holder's lease still runs
    await serviceTransaction(app.runtime, (uow) =>
      runSql(uow.manager, `UPDATE delivery_outbound_messages SET status = 'Failed', lease_until = NULL WHERE id = $1`, [held.id]),
    );
  });

  it('reaches the platform with a sold-out product within 10 s, and with it available again', async () => {
    const started = Date.now();
    expect((await app.request('PUT', `${C}/sales/availability`, { token: owner, body: { productId: shop.drinkId, available: false } })).status).toBe(200);
    await up.waitFor(() => up.of('availability').length >= 1, 10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(up.of('availability')[0].data.items).toEqual([{ id: 'up-tea', available: false }]);
    await app.request('PUT', `${C}/sales/availability`, { token: owner, body: { productId: shop.drinkId, available: true } });
    await up.waitFor(() => up.of('availability').some((call) => call.data.items[0].available === true), 10_000);
  });

  it('tells the platform the store is busy with a longer preparation time (422 on a bad state, 403 without the permission)', async () => {
    const res = await app.request('PUT', `${D}/connections/${upId}/store-state`, { token: owner, body: { state: 'Busy', preparationMinutes: 45 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ storeState: 'Busy', preparationMinutes: 45 });
    await up.waitFor(() => up.of('store.state').length >= 1, 10_000);
    expect(up.of('store.state')[0].data).toEqual({ state: 'Busy', preparationMinutes: 45 });
    expect((await app.request('PUT', `${D}/connections/${upId}/store-state`, { token: owner, body: { state: 'Asleep' } })).status).toBe(422);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('PUT', `${D}/connections/${upId}/store-state`, { token: accountant.token, body: { state: 'Open' } })).status).toBe(403);
  });

  it('retries a platform answering 500 with backoff and opens its circuit, without delaying another platform', async () => {
    down.mode = 'fail';
    const placed = (await (await send(down, downId, order('down', 'DOWN-1'))).json()) as any;
    const rejected = await app.request('POST', `${D}/orders/${placed.id}/reject`, { token: owner, body: { reason: 'Out of tea' } });
    expect(rejected.status).toBe(200);
    await down.waitFor(() => down.of('order.status').length >= 1);
    expect(down.of('order.status')[0].data).toMatchObject({ orderId: 'DOWN-1', status: 'Rejected', reason: 'Out of tea' });
    await settled(1);
    const [{ id: messageId }] = await app.runtime.db.dataSource.query(
      `SELECT id FROM delivery_outbound_messages WHERE connection_id = $1 AND kind = 'OrderStatus'`,
      [downId],
    );
    // Not before its backoff (5 s after the first attempt, on the service's clock): the sender run now sends nothing.
    await sendMessage(app.runtime, messageId);
    expect(down.of('order.status')).toHaveLength(1);
    // Then again, picked up by the sweep job on its schedule for the second attempt, and kicked by a sweep for the others.
    for (let n = 2; n <= 5; n++) {
      await settled(n - 1);
      app.clock.advance(5_000 * 2 ** (n - 2));
      if (n > 2) await sweepDue(app.runtime);
      await down.waitFor(() => down.of('order.status').length >= n);
    }
    // Five failures in a row open the circuit: the calls stop for a minute.
    await settled(5);
    const [row] = await app.runtime.db.dataSource.query(`SELECT circuit_failures, circuit_open_until FROM delivery_connections WHERE id = $1`, [downId]);
    expect(row.circuit_failures).toBe(5);
    expect(new Date(row.circuit_open_until).getTime()).toBeGreaterThan(app.clock.now().getTime());
    // The other platform is not held up.
    const before = up.of('order.status').length;
    await send(up, upId, order('up', 'UP-2'));
    await up.waitFor(() => up.of('order.status').length > before, 5_000);
    // Its retry is due, but the circuit is open: the sender run now holds it back.
    app.clock.advance(40_000);
    await sendMessage(app.runtime, messageId);
    expect(down.of('order.status')).toHaveLength(5);
    const log = await app.request('GET', `${D}/orders/${placed.id}`, { token: owner });
    expect(log.status).toBe(200);
    // Recovered: the platform answers again and the queued message goes out once the circuit closes.
    down.mode = 'ok';
    app.clock.advance(60_000);
    await sweepDue(app.runtime);
    await down.waitFor(() => down.of('order.status').length >= 6);
  }, 60_000);
});
