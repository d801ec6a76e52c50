import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { LiveEvent } from '../../../src/core/live/live-event.entity';
import { createItem, ledgerMismatches, movementsOf, stockOf } from '../inventory/inventory-helpers';
import { C, MISSING, openShop, type Shop } from './sales.support';

const ORDERS = `${C}/sales/orders`;
const TILLS = `${C}/sales/tills`;
const SESSIONS = `${TILLS}/sessions`;

describe('Counter orders and refunds: an order entered at the counter, paid at the till, completed, then refunded (cash and stock back)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let shop: Shop;
  let rice: string;
  let sessionId: string;
  let otherTableId: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await openShop(app, tenant, 'CTR');
    rice = await createItem(app, owner, { name: 'Counter rice', standardCostIqd: 4000 });
    await ok('POST', `${C}/products/${shop.productId}/consumables`, { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' });
    await ok('POST', `${C}/inventory/opening-balances`, { inventoryItemId: rice, quantity: 10, unitCostIqd: 4000 });
    await ok('POST', `${C}/settings/payment-methods`, { name: 'Cash', kind: 'Cash' });
    const till = await ok('POST', TILLS, { name: 'Front counter' });
    sessionId = (await ok('POST', `${TILLS}/${till.id}/sessions`, { floats: [{ currency: 'IQD', amount: 50_000 }] })).id;
    otherTableId = (await ok('POST', `${C}/self-order/tables`, { name: 'Theirs' }, other.owner.token)).table.id;
  }, 180_000);
  afterAll(() => app.close());

  async function ok(method: string, path: string, body?: unknown, token = owner): Promise<any> {
    const res = await app.request(method, path, { token, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  const counterOrder = (body: Record<string, unknown> = {}) =>
    ok('POST', ORDERS, { branchId: tenant.branchId, items: [{ productId: shop.productId, quantity: 2, modifierOptionIds: [shop.largeId] }], ...body });
  const pay = (orderId: string) => ok('POST', `${SESSIONS}/${sessionId}/payments`, { orderId, tenders: [{ currency: 'IQD', amount: 20_000 }] });
  const complete = async (orderId: string) => {
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) await ok('POST', `${ORDERS}/${orderId}/status`, { status });
  };
  const refund = (orderId: string, body: Record<string, unknown>, token = owner) => app.request('POST', `${ORDERS}/${orderId}/refunds`, { token, body });

  it('places a counter order priced by the catalogue (modifiers included), with its table and note, on the kitchen tickets and the live board', async () => {
    const order = await counterOrder({ tableId: shop.tableId, note: 'بدون بصل' });
    expect(order).toMatchObject({
      source: 'Console',
      status: 'Placed',
      tableId: shop.tableId,
      note: 'بدون بصل',
      subtotal: 14_000,
      total: 14_000,
      amountDueAtCounter: 14_000,
      refundedIqd: 0,
      payments: [],
    });
    expect(order.lines).toEqual([expect.objectContaining({ quantity: 2, unitPrice: 7000, modifiers: [expect.objectContaining({ optionId: shop.largeId })] })]);
    expect(order.number).toMatch(/^MAIN-\d{4}$/);
    const tickets = (await ok('GET', `${C}/kitchen/tickets`)) as any[];
    expect(tickets.filter((ticket) => ticket.orderId === order.id)).toEqual([expect.objectContaining({ status: 'Queued', orderNote: 'بدون بصل' })]);
    const live = await app.runtime.db.dataSource.manager.find(LiveEvent, { where: { branchId: tenant.branchId } });
    expect(live.some((event) => JSON.stringify(event).includes(order.id))).toBe(true);
    const placed = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: order.id, type: 'sales.order.placed' } });
    expect(placed).toHaveLength(1);
  });

  it('prices a counter order on the organisation’s DineIn channel by default and refuses what a Takeaway order’s channel does not sell', async () => {
    const hall = await ok('POST', `${C}/settings/channels`, { name: 'Hall', kind: 'DineIn' });
    await ok('POST', `${C}/settings/channels`, { name: 'Takeaway', kind: 'Takeaway' });
    const order = await counterOrder({ items: [{ productId: shop.productId, quantity: 1 }] });
    expect(order).toMatchObject({ channelId: hall.id, total: 6000 });
    const refused = await app.request('POST', ORDERS, {
      token: owner,
      body: { branchId: tenant.branchId, channelKind: 'Takeaway', items: [{ productId: shop.productId, quantity: 1 }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'items[0].productId': ['is not sold on the Takeaway channel'] });
  });

  it('refuses a bad counter order with 422 field messages, another organisation’s branch or table included', async () => {
    const post = (body: Record<string, unknown>, token = owner) => app.request('POST', ORDERS, { token, body });
    const empty = await post({ branchId: tenant.branchId, items: [] });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['items']);
    const unknown = await post({ branchId: tenant.branchId, items: [{ productId: MISSING, quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['items[0].productId']).toBeDefined();
    const theirBranch = await post({ branchId: other.branchId, items: [{ productId: shop.productId, quantity: 1 }] });
    expect(theirBranch.status).toBe(422);
    expect(theirBranch.body.errors).toMatchObject({ branchId: ['is not a branch of this organisation'] });
    const theirTable = await post({ branchId: tenant.branchId, tableId: otherTableId, items: [{ productId: shop.productId, quantity: 1 }] });
    expect(theirTable.status).toBe(422);
    expect(theirTable.body.errors).toEqual({ tableId: ['is not a table of this organisation'] });
    const partner = await post({ branchId: tenant.branchId, channelKind: 'Partner', items: [{ productId: shop.productId, quantity: 1 }] });
    expect(partner.status).toBe(422);
    expect(partner.body.errors).toEqual({ channelKind: ['must be one of DineIn, Takeaway, Delivery'] });
    const accountant = await tenant.member('Accountant');
    expect((await post({ branchId: tenant.branchId, items: [{ productId: shop.productId, quantity: 1 }] }, accountant.token)).status).toBe(403);
    const staff = await tenant.member('Staff');
    expect((await post({ branchId: tenant.branchId, items: [{ productId: shop.productId, quantity: 1 }] }, staff.token)).status).toBe(200);
  });

  it('takes a counter order’s payment at the till, posts its stock when completed, and refunds one unit in cash: stock back, expected cash lower, audited', async () => {
    const order = await counterOrder();
    expect((await pay(order.id)).changeIqd).toBe(6000);
    await complete(order.id);
    expect(await movementsOf(app, owner, `SourceId=${order.id}`)).toEqual([expect.objectContaining({ kind: 'SaleUsage', quantity: -0.5 })]);
    const before = (await stockOf(app, owner, rice)).onHand;

    const res = await refund(order.id, { reason: 'Cold dish', lines: [{ index: 0, quantity: 1 }], tillSessionId: sessionId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      orderId: order.id,
      amountIqd: 7000,
      lines: [{ index: 0, quantity: 1 }],
      reason: 'Cold dish',
      paidBackKind: 'Cash',
      tillSessionId: sessionId,
    });
    const moves = await movementsOf(app, owner, `SourceId=${order.id}&Sort=createdAt&Dir=asc`);
    expect(moves.map((m: any) => [m.kind, m.quantity])).toEqual([
      ['SaleUsage', -0.5],
      ['SaleUsage', 0.25],
    ]);
    expect((await stockOf(app, owner, rice)).onHand).toBeCloseTo(before + 0.25, 3);
    expect(await ledgerMismatches(app)).toEqual([]);

    const after = await ok('GET', `${ORDERS}/${order.id}`);
    expect(after).toMatchObject({ refundedIqd: 7000, total: 14_000 });
    const session = await ok('GET', `${SESSIONS}/${sessionId}`);
    expect(session.movements).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'Refund', currency: 'IQD', amount: 7000 })]));

    const manager = app.runtime.db.dataSource.manager;
    const [audit] = await manager.query(`SELECT action, reason FROM audit_entries WHERE entity_id = $1 AND action = 'refunded'`, [order.id]);
    expect(audit).toEqual({ action: 'refunded', reason: 'Cold dish' });
    const events = await manager.find(OutboxEvent, { where: { resourceId: order.id, type: 'sales.order.refunded' } });
    expect(events.map((event) => event.data)).toEqual([expect.objectContaining({ amountIqd: 7000, refundedIqd: 7000, reason: 'Cold dish' })]);

    // The rest as a whole: the last unit, and all that is left of the money.
    const rest = await refund(order.id, { reason: 'Guest unhappy', tillSessionId: sessionId });
    expect(rest.body.data).toMatchObject({ amountIqd: 7000, lines: [{ index: 0, quantity: 1 }] });
    const again = await refund(order.id, { reason: 'Twice', tillSessionId: sessionId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The order is already fully refunded.');
    expect((await ok('GET', `${ORDERS}/${order.id}`)).refunds.map((r: any) => r.amountIqd)).toEqual([7000, 7000]);
  });

  it('counts the refunds out of the drawer: the session expects the float plus the payments less the cash paid back', async () => {
    const till = await ok('POST', TILLS, { name: 'Second counter' });
    const own = (await ok('POST', `${TILLS}/${till.id}/sessions`, { floats: [{ currency: 'IQD', amount: 10_000 }] })).id;
    const order = await counterOrder({ items: [{ productId: shop.productId, quantity: 1 }] });
    await ok('POST', `${SESSIONS}/${own}/payments`, { orderId: order.id, tenders: [{ currency: 'IQD', amount: 6000 }] });
    await complete(order.id);
    await ok('POST', `${ORDERS}/${order.id}/refunds`, { reason: 'Wrong dish', amountIqd: 2500, tillSessionId: own });
    const counted = await ok('POST', `${SESSIONS}/${own}/count`, { counts: [{ currency: 'IQD', denomination: 250, quantity: 54 }] });
    expect(counted.variances).toEqual(expect.arrayContaining([expect.objectContaining({ currency: 'IQD', expected: 13_500, counted: 13_500, variance: 0 })]));
    // A money-only refund returns no stock.
    expect(await movementsOf(app, owner, `SourceId=${order.id}`)).toHaveLength(1);
  });

  it('refunds by card without a till, and refuses cash without a till session', async () => {
    const order = await counterOrder({ items: [{ productId: shop.productId, quantity: 1 }] });
    await ok('POST', `${SESSIONS}/${sessionId}/payments`, { orderId: order.id, tenders: [{ currency: 'IQD', amount: 6000, methodId: shop.cardId }] });
    await complete(order.id);
    const cash = (await ok('GET', `${C}/settings/payment-methods?Kind=Cash`)).items[0];
    const noTill = await refund(order.id, { reason: 'Card', methodId: cash?.id ?? MISSING });
    expect(noTill.status).toBe(422);
    const card = await refund(order.id, { reason: 'Charged twice', methodId: shop.cardId });
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({ amountIqd: 6000, paidBackKind: 'Card', methodId: shop.cardId, tillSessionId: null });
  });

  it('refuses bad refunds with 422 field messages and changes nothing', async () => {
    const order = await counterOrder();
    await pay(order.id);
    await complete(order.id);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ reason: '  ', tillSessionId: sessionId }, { reason: ['is required'] }],
      [{ reason: 'Too much', amountIqd: 14_001, tillSessionId: sessionId }, { amountIqd: ['must be at most 14000 IQD, what was paid and not yet refunded'] }],
      [{ reason: 'Nothing', amountIqd: 0, tillSessionId: sessionId }, { amountIqd: ['must be a positive whole number of IQD'] }],
      [{ reason: 'Unknown line', lines: [{ index: 7, quantity: 1 }], tillSessionId: sessionId }, { 'lines[0].index': ['is not a line of this order'] }],
      [
        { reason: 'Too many', lines: [{ index: 0, quantity: 3 }], tillSessionId: sessionId },
        { 'lines[0].quantity': ['must be at most 2, the units of the line not yet refunded'] },
      ],
      [
        { reason: 'Where from' },
        { tillSessionId: ['is required: the open till session the cash is paid out of (or methodId for a card, Qi or wallet refund)'] },
      ],
      [{ reason: 'Unknown till', tillSessionId: MISSING }, { tillSessionId: ['is not a till session of this organisation'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await refund(order.id, body);
      expect([res.status, res.body.errors]).toEqual([422, errors]);
    }
    expect((await ok('GET', `${ORDERS}/${order.id}`)).refundedIqd).toBe(0);
  });

  it('answers 404 for an unknown or another organisation’s order, 403 without sales:refund, and 409 for an order not paid or still open', async () => {
    expect((await refund(MISSING, { reason: 'x', tillSessionId: sessionId })).status).toBe(404);
    const theirs = await app.request('GET', `${ORDERS}?PerPage=1`, { token: other.owner.token });
    expect(theirs.status).toBe(200);
    const mine = await counterOrder();
    expect((await refund(mine.id, { reason: 'x', methodId: shop.cardId }, other.owner.token)).status).toBe(404);
    const staff = await tenant.member('Staff');
    expect((await refund(mine.id, { reason: 'x', tillSessionId: sessionId }, staff.token)).status).toBe(403);

    const unpaid = await refund(mine.id, { reason: 'x', tillSessionId: sessionId });
    expect([unpaid.status, unpaid.body.message]).toEqual([409, 'The order has not been paid; there is nothing to refund.']);
    await pay(mine.id);
    const open = await refund(mine.id, { reason: 'x', tillSessionId: sessionId });
    expect([open.status, open.body.message]).toEqual([409, 'Complete or cancel the order before refunding it.']);
    // Paid, then cancelled: money back, no stock (none was taken).
    await ok('POST', `${ORDERS}/${mine.id}/cancel`, { reason: 'Guest left' });
    const cancelled = await refund(mine.id, { reason: 'Guest left', tillSessionId: sessionId });
    expect(cancelled.body.data).toMatchObject({ amountIqd: 14_000, lines: [] });
    expect(await movementsOf(app, owner, `SourceId=${mine.id}`)).toEqual([]);
  });

  it('refuses a refund with 409 PERIOD_LOCKED when the order’s business day is locked, writing nothing', async () => {
    const order = await counterOrder();
    await pay(order.id);
    await complete(order.id);
    const card = await refund(order.id, { reason: 'Late', methodId: shop.cardId });
    expect(card.status).toBe(200);
    const second = await counterOrder({ items: [{ productId: shop.productId, quantity: 1 }] });
    await ok('POST', `${SESSIONS}/${sessionId}/payments`, { orderId: second.id, tenders: [{ currency: 'IQD', amount: 6000 }] });
    await complete(second.id);
    await ok('PUT', `${C}/settings/period-lock`, { lockedThrough: order.businessDate, reason: 'Month closed' });
    const locked = await refund(second.id, { reason: 'Late', methodId: shop.cardId });
    expect(locked.status).toBe(409);
    expect(locked.body.errors).toEqual({ code: ['PeriodLocked'] });
    expect((await ok('GET', `${ORDERS}/${second.id}`)).refundedIqd).toBe(0);
  });
});
