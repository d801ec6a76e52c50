import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { liveConnect, type LiveConnection } from '../../support/live-client';
import { RequestContext } from '../../../src/core/context/request-context';
import { systemPrincipal } from '../../../src/core/auth/principal';
import { kitchenTimesReport } from '../../../src/modules/sales/kitchen/kitchen.reports';
import { KitchenTicket } from '../../../src/modules/sales/kitchen/kitchen-ticket.entity';
import { C, GUEST, MISSING, openShop, type Shop } from './sales.support';

const K = `${C}/kitchen`;
const TICKETS = `query T($filter: KitchenTicketFilter) { kitchenTickets(filter: $filter) { id orderId orderNumber lineIndex name quantity modifiers station status queuedAt startedAt readyAt servedAt voidedAt voidReason secondsToReady } }`;
const SET = `mutation S($input: SetKitchenStationInput!) { setKitchenStation(input: $input) { productId categoryId station } }`;

describe('Kitchen tickets: stations, bumps (idempotent), voids, timings, live events, report', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  let key = 0;
  const open: LiveConnection[] = [];

  const guestOrder = async (
    items: unknown[] = [
      { productId: shop.productId, quantity: 2, modifierOptionIds: [shop.largeId] },
      { productId: shop.drinkId, quantity: 1 },
    ],
  ) => {
    const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, { body: { items }, headers: { 'Idempotency-Key': `kitchen-order-${++key}` } });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data as { id: string; orderToken: string; number: string };
  };
  const ticketsOf = async (orderId: string, statuses?: string[]) => {
    const res = await app.graphql(TICKETS, { filter: statuses ? { statuses } : null }, { token: tenant.owner.token });
    expect(res.body.errors).toBeUndefined();
    return (res.body.data.kitchenTickets as any[]).filter((ticket) => ticket.orderId === orderId);
  };
  const bump = (id: string, fromStatus: string, token = tenant.owner.token) => app.request('POST', `${K}/tickets/${id}/bump`, { token, body: { fromStatus } });

  beforeAll(async () => {
    app = await startTestApp({ singleNode: true, config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant, 'K');
    const category = await app.request('PUT', `${K}/stations`, { token: tenant.owner.token, body: { categoryId: shop.categoryId, station: 'rice' } });
    expect(category.status).toBe(200);
    const drink = await app.graphql(SET, { input: { productId: shop.drinkId, station: 'drinks' } }, { token: tenant.owner.token });
    expect(drink.body.data.setKitchenStation).toEqual({ productId: shop.drinkId, categoryId: null, station: 'drinks' });
  }, 180_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((connection) => connection.dispose().catch(() => undefined)));
  });
  afterAll(() => app.close());

  it("queues one ticket per order line at the product's station, else its category's", async () => {
    const order = await guestOrder();
    const tickets = await ticketsOf(order.id);
    expect(tickets).toEqual([
      expect.objectContaining({
        lineIndex: 0,
        name: 'Biryani',
        quantity: 2,
        modifiers: ['Large'],
        station: 'rice',
        status: 'Queued',
        orderNumber: order.number,
        startedAt: null,
      }),
      expect.objectContaining({ lineIndex: 1, name: 'Tea', quantity: 1, modifiers: [], station: 'drinks', status: 'Queued' }),
    ]);
    const drinks = await app.request('GET', `${K}/tickets?Station=drinks`, { token: tenant.owner.token });
    expect(drinks.status).toBe(200);
    expect(drinks.body.data.every((ticket: { station: string }) => ticket.station === 'drinks')).toBe(true);
  });

  it('bumps one step at a time with timings stored; a repeated bump answers the ticket unchanged; a stale screen gets 409', async () => {
    const order = await guestOrder();
    const [ticket] = await ticketsOf(order.id);
    const started = await bump(ticket.id, 'Queued');
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'Preparing', startedAt: expect.any(String) });
    app.clock.advance(5_000);
    const again = await bump(ticket.id, 'Queued');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'Preparing', startedAt: started.body.data.startedAt });
    app.clock.advance(60_000);
    const ready = await bump(ticket.id, 'Preparing');
    expect(ready.body.data).toMatchObject({ status: 'Ready', readyAt: expect.any(String) });
    const stale = await bump(ticket.id, 'Queued');
    expect(stale.status).toBe(409);
    const served = await bump(ticket.id, 'Ready');
    expect(served.body.data.status).toBe('Served');
    const final = await bump(ticket.id, 'Served');
    expect(final.status).toBe(409);
    const [stored] = await ticketsOf(order.id, ['Served']);
    expect(stored.secondsToReady).toBeGreaterThanOrEqual(65);
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=kitchen-ticket&EntityId=${ticket.id}`, { token: tenant.owner.token });
    if (trail.status === 200) expect(JSON.stringify(trail.body.data)).toContain('kitchen-served');
  });

  it('voids with a reason (422 without), refuses a served ticket (409), and voids the open tickets of a cancelled order', async () => {
    const order = await guestOrder();
    const [first, second] = await ticketsOf(order.id);
    const blank = await app.request('POST', `${K}/tickets/${first.id}/void`, { token: tenant.owner.token, body: { reason: '  ' } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors)).toContain('reason');
    const voided = await app.request('POST', `${K}/tickets/${first.id}/void`, { token: tenant.owner.token, body: { reason: 'Out of rice' } });
    expect(voided.body.data).toMatchObject({ status: 'Voided', voidReason: 'Out of rice', voidedAt: expect.any(String) });
    const twice = await app.request('POST', `${K}/tickets/${first.id}/void`, { token: tenant.owner.token, body: { reason: 'again' } });
    expect(twice.body.data).toMatchObject({ status: 'Voided', voidReason: 'Out of rice' });
    await bump(second.id, 'Queued');
    const cancel = await app.request('POST', `${C}/sales/orders/${order.id}/cancel`, { token: tenant.owner.token, body: { reason: 'Guest left' } });
    expect(cancel.status).toBe(200);
    const after = await ticketsOf(order.id, ['Voided']);
    expect(after.map((ticket) => [ticket.lineIndex, ticket.voidReason])).toEqual([
      [0, 'Out of rice'],
      [1, 'Order cancelled: Guest left'],
    ]);

    const servedOrder = await guestOrder([{ productId: shop.drinkId, quantity: 1 }]);
    const [tea] = await ticketsOf(servedOrder.id);
    for (const from of ['Queued', 'Preparing', 'Ready']) expect((await bump(tea.id, from)).status).toBe(200);
    expect((await app.request('POST', `${K}/tickets/${tea.id}/void`, { token: tenant.owner.token, body: { reason: 'late' } })).status).toBe(409);
  });

  it("answers 404 for another organisation's ticket and changes nothing; 403 without the permission", async () => {
    const order = await guestOrder([{ productId: shop.drinkId, quantity: 1 }]);
    const [ticket] = await ticketsOf(order.id);
    const other = await createTenant(app.runtime, { name: 'Other kitchen' });
    expect((await bump(ticket.id, 'Queued', other.owner.token)).status).toBe(404);
    expect((await bump(MISSING, 'Queued')).status).toBe(404);
    const hr = await tenant.member('Hr');
    expect((await bump(ticket.id, 'Queued', hr.token)).status).toBe(403);
    expect((await app.request('GET', `${K}/tickets`, { token: hr.token })).status).toBe(403);
    const staff = await tenant.member('Staff');
    expect((await app.request('PUT', `${K}/stations`, { token: staff.token, body: { productId: shop.drinkId, station: 'bar' } })).status).toBe(403);
    const [unchanged] = await ticketsOf(order.id);
    expect(unchanged.status).toBe('Queued');
  });

  it('validates station settings: exactly one target, of this organisation, with a code-like station (422 naming the field)', async () => {
    const other = await createTenant(app.runtime, { name: 'Other org stations' });
    const otherShop = await openShop(app, other, 'O');
    const foreign = await app.request('PUT', `${K}/stations`, { token: tenant.owner.token, body: { productId: otherShop.productId, station: 'grill' } });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['productId']);
    const both = await app.request('PUT', `${K}/stations`, {
      token: tenant.owner.token,
      body: { productId: shop.drinkId, categoryId: shop.categoryId, station: 'grill' },
    });
    expect(both.status).toBe(422);
    const bad = await app.request('PUT', `${K}/stations`, { token: tenant.owner.token, body: { productId: shop.drinkId, station: 'Grill Station!' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain('station');
  });

  it("sends each bump live to the branch board and to the order's guest", async () => {
    const order = await guestOrder([{ productId: shop.drinkId, quantity: 1 }]);
    const [ticket] = await ticketsOf(order.id);
    const board = liveConnect(app.baseUrl, { accessToken: tenant.owner.token });
    const guest = liveConnect(app.baseUrl);
    open.push(board, guest);
    const boardSub = board.subscribe(`subscription { branchOrderEvents { sequence kind ticket { id status station startedAt } } }`);
    const guestSub = guest.subscribe(
      `subscription G($id: UUID!, $token: String!) { guestOrderEvents(orderId: $id, orderToken: $token) { kind ticket { id status } } }`,
      { id: order.id, token: order.orderToken },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bump(ticket.id, 'Queued');
    await boardSub.waitFor(1);
    await guestSub.waitFor(1);
    expect(boardSub.results[0].data.branchOrderEvents).toMatchObject({
      kind: 'KitchenTicketChanged',
      ticket: { id: ticket.id, status: 'Preparing', station: 'drinks', startedAt: expect.any(String) },
    });
    expect(guestSub.results[0].data.guestOrderEvents).toEqual({ kind: 'KitchenTicketChanged', ticket: { id: ticket.id, status: 'Preparing' } });
  });

  it("moves an order's open tickets with the order: Ready readies them, Completed serves them, each sent live with the table and the notes", async () => {
    const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: {
        note: 'بدون بصل',
        items: [
          { productId: shop.productId, quantity: 1, note: 'Extra rice' },
          { productId: shop.drinkId, quantity: 1 },
        ],
      },
      headers: { 'Idempotency-Key': `kitchen-follow-${++key}` },
    });
    expect(res.status).toBe(200);
    const order = res.body.data as { id: string; orderToken: string };
    const listed = await app.graphql(`{ kitchenTickets { orderId lineIndex note tableName orderNote } }`, {}, { token: tenant.owner.token });
    expect(listed.body.data.kitchenTickets.filter((ticket: { orderId: string }) => ticket.orderId === order.id)).toEqual([
      { orderId: order.id, lineIndex: 0, note: 'Extra rice', tableName: 'K-T1', orderNote: 'بدون بصل' },
      { orderId: order.id, lineIndex: 1, note: null, tableName: 'K-T1', orderNote: 'بدون بصل' },
    ]);
    const [rice, tea] = await ticketsOf(order.id);
    expect((await bump(rice.id, 'Queued')).status).toBe(200);

    const board = liveConnect(app.baseUrl, { accessToken: tenant.owner.token });
    open.push(board);
    const sub = board.subscribe(`subscription { branchOrderEvents { kind order { id status note } ticket { id status note tableName orderNote } } }`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const move = (status: string) => app.request('POST', `${C}/sales/orders/${order.id}/status`, { token: tenant.owner.token, body: { status } });
    for (const status of ['Accepted', 'Preparing', 'Ready']) expect((await move(status)).status).toBe(200);
    expect((await ticketsOf(order.id)).map((ticket) => ticket.status)).toEqual(['Ready', 'Ready']);
    expect((await move('Completed')).status).toBe(200);
    expect(await ticketsOf(order.id)).toEqual([]);
    const served = await ticketsOf(order.id, ['Served']);
    expect(served.map((ticket) => [ticket.id, ticket.status, ticket.servedAt !== null])).toEqual([
      [rice.id, 'Served', true],
      [tea.id, 'Served', true],
    ]);
    // Accepted, Preparing, Ready (+2 tickets), Completed (+2 tickets).
    await sub.waitFor(8);
    const events = sub.results.map((result) => result.data.branchOrderEvents);
    expect(events.filter((event) => event.kind === 'KitchenTicketChanged').map((event) => [event.ticket.id, event.ticket.status])).toEqual([
      [rice.id, 'Ready'],
      [tea.id, 'Ready'],
      [rice.id, 'Served'],
      [tea.id, 'Served'],
    ]);
    const ticketEvents = events.filter((event) => event.kind === 'KitchenTicketChanged');
    for (const event of ticketEvents) expect(event.ticket).toMatchObject({ tableName: 'K-T1', orderNote: 'بدون بصل' });
    expect(ticketEvents[0].ticket.note).toBe('Extra rice');
    expect(events.find((event) => event.kind === 'OrderStatusChanged').order).toMatchObject({ id: order.id, note: 'بدون بصل' });
    // A bump from the stale screen after the board completed the order is refused; nothing moves back.
    expect((await bump(tea.id, 'Queued')).status).toBe(409);
  });

  it('reports tickets and average times per station and hour of the branch day', async () => {
    const ctx = new RequestContext(app.runtime, systemPrincipal(tenant.organizationId, ['sales:read'], tenant.branchId), null);
    const now = app.clock.now();
    const rows: any[] = [];
    const batches = kitchenTimesReport.rows(
      ctx,
      {
        from: '2000-01-01',
        to: '2100-01-01',
        branchId: tenant.branchId,
        timeZone: 'Asia/Baghdad',
        start: new Date(now.getTime() - 86_400_000),
        end: new Date(now.getTime() + 86_400_000),
        filters: {},
      },
      1000,
    );
    for await (const batch of batches) rows.push(...batch);
    const stations = new Set(rows.map((row) => row.station));
    expect(stations).toEqual(new Set(['rice', 'drinks']));
    const count = await app.runtime.db.dataSource.manager.count(KitchenTicket, { where: { organizationId: tenant.organizationId } });
    const voided = await app.runtime.db.dataSource.manager.count(KitchenTicket, {
      where: { organizationId: tenant.organizationId, status: 'Voided' as never },
    });
    expect(rows.reduce((sum, row) => sum + row.tickets, 0)).toBe(count - voided);
    const drinks = rows.find((row) => row.station === 'drinks' && row.avgSecondsToReady !== null);
    expect(drinks.avgSecondsToReady).toBeGreaterThanOrEqual(0);
    expect(drinks.hour).toBeGreaterThanOrEqual(0);
  });
});
