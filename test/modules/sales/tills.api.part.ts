import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { SalesOrder } from '../../../src/modules/sales/orders/sales-order.entity';
import { TillSession } from '../../../src/modules/sales/tills/till-session.entity';
import { C, GUEST, MISSING, openShop, type Shop } from './sales.support';
import { countSql } from '../../support/sql-counter';

const TILLS = `${C}/sales/tills`;
const SESSIONS = `${TILLS}/sessions`;

describe('Cash: tills, sessions in IQD and USD, movements, counter payments, blind close', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: Shop;
  let cashier: TestMember;
  let manager: TestMember;
  let cashMethodId: string;
  let orderSeq = 0;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    shop = await openShop(app, tenant, 'CASH');
    cashier = await tenant.member('Staff');
    manager = await tenant.member('Manager');
    cashMethodId = (await ok('POST', `${C}/settings/payment-methods`, tenant.owner.token, { name: 'Cash', nameAr: 'نقد', kind: 'Cash' })).id;
  }, 180_000);
  afterAll(() => app.close());

  async function ok(method: string, path: string, token: string, body?: unknown): Promise<any> {
    const res = await app.request(method, path, { token, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  /** A guest order paid at the counter: 2 biryani + 1 tea = 12,500 IQD due. */
  async function counterOrder(): Promise<{ id: string; total: number }> {
    orderSeq += 1;
    const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: {
        items: [
          { productId: shop.productId, quantity: 2 },
          { productId: shop.drinkId, quantity: 1 },
        ],
      },
      headers: { 'Idempotency-Key': `till-order-${orderSeq}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.amountDueAtCounter).toBe(12500);
    return res.body.data;
  }

  async function newTill(name: string, token = tenant.owner.token): Promise<string> {
    return (await ok('POST', TILLS, token, { name })).id;
  }

  it('starts with IQD and USD and their notes, and keeps the USD rate history', async () => {
    const currencies = await ok('GET', `${TILLS}/currencies`, cashier.token);
    expect(currencies.map((c: { code: string }) => c.code)).toEqual(['IQD', 'USD']);
    expect(currencies[1]).toMatchObject({ code: 'USD', minorDigits: 2, denominations: [100, 200, 500, 1000, 2000, 5000, 10000] });
    await ok('POST', `${TILLS}/exchange-rates`, manager.token, { currencyCode: 'USD', iqdPer100: 130000, note: 'Opening' });
    await ok('POST', `${TILLS}/exchange-rates`, manager.token, { currencyCode: 'usd', iqdPer100: 131500, note: 'Morning market' });
    const rates = await ok('GET', `${TILLS}/exchange-rates?CurrencyCode=USD`, manager.token);
    expect(rates.map((r: { iqdPer100: number }) => r.iqdPer100)).toEqual([131500, 130000]);
    expect((await app.request('POST', `${TILLS}/exchange-rates`, { token: manager.token, body: { currencyCode: 'EUR', iqdPer100: 150000 } })).status).toBe(422);
    expect((await app.request('POST', `${TILLS}/exchange-rates`, { token: manager.token, body: { currencyCode: 'IQD', iqdPer100: 100 } })).status).toBe(422);
    expect((await app.request('POST', `${TILLS}/exchange-rates`, { token: cashier.token, body: { currencyCode: 'USD', iqdPer100: 1 } })).status).toBe(403);
    const bad = await app.request('PUT', `${TILLS}/currencies`, {
      token: tenant.owner.token,
      body: {
        currencies: [
          { code: 'USD', denominations: [100] },
          { code: 'ABC', denominations: [0] },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['currencies', 'currencies[1].code', 'currencies[1].denominations']);
  });

  it('runs a shift in IQD and USD: float, cash payments with change in IQD, movements, blind count, manager approval', async () => {
    const tillId = await newTill('Front counter');
    const session = await ok('POST', `${TILLS}/${tillId}/sessions`, cashier.token, {
      floats: [
        { currency: 'IQD', amount: 100000 },
        { currency: 'USD', amount: 5000 },
      ],
    });
    expect(session).toMatchObject({
      status: 'Open',
      tillId,
      branchId: tenant.branchId,
      floats: [
        { currency: 'IQD', amount: 100000 },
        { currency: 'USD', amount: 5000 },
      ],
      variances: [],
      varianceIqd: null,
    });
    expect((await ok('GET', `${TILLS}/${tillId}`, cashier.token)).currentSession.id).toBe(session.id);

    // $20 for 12,500 IQD at 1,315: 26,300 IQD, change 13,800 IQD.
    const first = await counterOrder();
    const paid = await ok('POST', `${SESSIONS}/${session.id}/payments`, cashier.token, { orderId: first.id, tenders: [{ currency: 'USD', amount: 2000 }] });
    expect(paid).toMatchObject({ amountIqd: 12500, changeIqd: 13800, tenders: [{ currency: 'USD', amount: 2000, iqdPer100: 131500, amountIqd: 26300 }] });
    const order = await app.runtime.db.dataSource.manager.findOneByOrFail(SalesOrder, { id: first.id });
    expect(order.amountDueAtCounter).toBe(0);
    expect(order.payments).toEqual([{ methodId: cashMethodId, name: 'Cash', nameAr: 'نقد', kind: 'Cash', amountIqd: 12500, tillSessionId: session.id }]);
    const ledger = await ok('GET', `${C}/sales/orders/${first.id}`, manager.token);
    expect(ledger.payments).toEqual([{ methodId: cashMethodId, name: 'Cash', nameAr: 'نقد', kind: 'Cash', amountIqd: 12500 }]);
    expect(ledger.tillPayments).toEqual([expect.objectContaining({ sessionId: session.id, amountIqd: 12500, changeIqd: 13800 })]);
    expect(
      (
        await app.request('POST', `${SESSIONS}/${session.id}/payments`, {
          token: cashier.token,
          body: { orderId: first.id, tenders: [{ currency: 'IQD', amount: 12500 }] },
        })
      ).status,
    ).toBe(409);

    // The rate changes; the next USD payment takes the new rate, the first keeps its own.
    await ok('POST', `${TILLS}/exchange-rates`, manager.token, { currencyCode: 'USD', iqdPer100: 140000 });
    const second = await counterOrder();
    const mixed = await ok('POST', `${SESSIONS}/${session.id}/payments`, cashier.token, {
      orderId: second.id,
      tenders: [
        { currency: 'USD', amount: 500 },
        { currency: 'IQD', amount: 10000 },
      ],
    });
    expect(mixed).toMatchObject({
      changeIqd: 4500,
      tenders: [
        { currency: 'USD', amount: 500, iqdPer100: 140000, amountIqd: 7000 },
        { currency: 'IQD', amount: 10000, iqdPer100: null, amountIqd: 10000 },
      ],
    });

    await ok('POST', `${SESSIONS}/${session.id}/movements`, cashier.token, { kind: 'SupplierPayout', currency: 'IQD', amount: 45000, reason: 'Bread' });
    await ok('POST', `${SESSIONS}/${session.id}/movements`, cashier.token, { kind: 'CashIn', currency: 'IQD', amount: 20000, reason: 'Change from the safe' });
    await ok('POST', `${SESSIONS}/${session.id}/movements`, cashier.token, { kind: 'SafeDrop', currency: 'USD', amount: 5000, reason: 'Evening drop' });
    const noSale = await ok('POST', `${SESSIONS}/${session.id}/movements`, cashier.token, { kind: 'NoSale', reason: 'Customer asked for change' });
    expect(noSale).toMatchObject({ kind: 'NoSale', currency: null, amount: 0, createdBy: cashier.userId });

    // Blind: nothing expected is shown while the session is open.
    const during = await ok('GET', `${SESSIONS}/${session.id}`, cashier.token);
    expect(during.variances).toEqual([]);
    expect(during.movements).toHaveLength(4);
    expect(during.payments).toHaveLength(2);

    // Expected IQD: 100,000 − 13,800 + 10,000 − 4,500 − 45,000 + 20,000 = 66,700; USD: 5,000 + 2,000 + 500 − 5,000 = 2,500 cents.
    const counted = await ok('POST', `${SESSIONS}/${session.id}/count`, cashier.token, {
      counts: [
        { currency: 'IQD', denomination: 25000, quantity: 2 },
        { currency: 'IQD', denomination: 10000, quantity: 1 },
        { currency: 'IQD', denomination: 5000, quantity: 1 },
        { currency: 'IQD', denomination: 1000, quantity: 1 },
        { currency: 'USD', denomination: 2000, quantity: 1 },
        { currency: 'USD', denomination: 500, quantity: 1 },
      ],
    });
    expect(counted.status).toBe('Counted');
    expect(counted.variances).toEqual([
      { currency: 'IQD', expected: 66700, counted: 66000, variance: -700, iqdPer100: null, varianceIqd: -700 },
      { currency: 'USD', expected: 2500, counted: 2500, variance: 0, iqdPer100: 140000, varianceIqd: 0 },
    ]);
    expect(counted.varianceIqd).toBe(-700);
    expect(
      (
        await app.request('POST', `${SESSIONS}/${session.id}/movements`, {
          token: cashier.token,
          body: { kind: 'CashIn', currency: 'IQD', amount: 1, reason: 'x' },
        })
      ).status,
    ).toBe(409);

    const closed = await ok('POST', `${SESSIONS}/${session.id}/approve`, manager.token, { note: 'Short 700, noted' });
    expect(closed).toMatchObject({ status: 'Closed', closedBy: manager.userId, closeNote: 'Short 700, noted', varianceIqd: -700 });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: session.id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['sales.till-session.opened', 'sales.till-session.counted', 'sales.till-session.closed']);

    // Final: later rate changes and writes change nothing.
    const before = await app.runtime.db.dataSource.manager.findOneByOrFail(TillSession, { id: session.id });
    await ok('POST', `${TILLS}/exchange-rates`, manager.token, { currencyCode: 'USD', iqdPer100: 100000 });
    for (const [path, body] of [
      ['movements', { kind: 'CashIn', currency: 'IQD', amount: 1, reason: 'late' }],
      ['count', { counts: [] }],
      ['approve', {}],
      ['reopen-count', { reason: 'again' }],
    ] as const) {
      const token = path === 'approve' || path === 'reopen-count' ? manager.token : cashier.token;
      expect((await app.request('POST', `${SESSIONS}/${session.id}/${path}`, { token, body })).status).toBe(409);
    }
    const after = await app.runtime.db.dataSource.manager.findOneByOrFail(TillSession, { id: session.id });
    expect(after).toEqual(before);
    // The till is free again.
    expect((await ok('GET', `${TILLS}/${tillId}`, cashier.token)).currentSession).toBeNull();
  });

  it('reads till payments only for orders paid at a till: a ledger page of other orders sends no statement for them', async () => {
    const unpaid = await counterOrder();
    const sql = countSql();
    let order: { tillPayments: unknown[] };
    try {
      order = await ok('GET', `${C}/sales/orders/${unpaid.id}`, manager.token);
    } finally {
      sql.stop();
    }
    expect(order.tillPayments).toEqual([]);
    expect(sql.statements.filter((text) => text.includes('till_payments'))).toEqual([]);
    const page = (await ok('GET', `${C}/sales/orders?PerPage=100`, manager.token)).items as Array<{
      id: string;
      payments: Array<{ amountIqd: number }>;
      tillPayments: Array<{ amountIqd: number }>;
    }>;
    const paidAtTill = page.filter((row) => row.tillPayments.length > 0);
    expect(paidAtTill.length).toBeGreaterThan(0);
    for (const row of paidAtTill) expect(row.tillPayments.map((p) => p.amountIqd)).toEqual([expect.any(Number)]);
    expect(page.find((row) => row.id === unpaid.id)?.tillPayments).toEqual([]);
  });

  it('refuses a second open session on a till (409), counting before the first closes', async () => {
    const tillId = await newTill('Second counter');
    const session = await ok('POST', `${TILLS}/${tillId}/sessions`, cashier.token, { floats: [{ currency: 'IQD', amount: 50000 }] });
    const again = await app.request('POST', `${TILLS}/${tillId}/sessions`, { token: manager.token, body: { floats: [] } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ code: ['Conflict'] });
    await ok('POST', `${SESSIONS}/${session.id}/count`, cashier.token, { counts: [{ currency: 'IQD', denomination: 50000, quantity: 1 }] });
    expect((await app.request('POST', `${TILLS}/${tillId}/sessions`, { token: cashier.token, body: { floats: [] } })).status).toBe(409);
    const total = await app.runtime.db.dataSource.manager.countBy(TillSession, { tillId });
    expect(total).toBe(1);
  });

  it('refuses self-approval (403), lets a manager reopen the count, then another approve', async () => {
    const tillId = await newTill('Self approval', manager.token);
    const session = await ok('POST', `${TILLS}/${tillId}/sessions`, manager.token, { floats: [{ currency: 'IQD', amount: 10000 }] });
    await ok('POST', `${SESSIONS}/${session.id}/count`, manager.token, { counts: [{ currency: 'IQD', denomination: 5000, quantity: 1 }] });
    const self = await app.request('POST', `${SESSIONS}/${session.id}/approve`, { token: manager.token, body: {} });
    expect(self.status).toBe(403);
    expect(self.body.errors).toEqual({ code: ['Forbidden'] });
    expect((await app.runtime.db.dataSource.manager.findOneByOrFail(TillSession, { id: session.id })).status).toBe('Counted');
    expect((await app.request('POST', `${SESSIONS}/${session.id}/approve`, { token: cashier.token, body: {} })).status).toBe(403);
    expect((await app.request('POST', `${SESSIONS}/${session.id}/reopen-count`, { token: tenant.owner.token, body: {} })).status).toBe(422);
    const reopened = await ok('POST', `${SESSIONS}/${session.id}/reopen-count`, tenant.owner.token, { reason: 'Recount the 5,000 notes' });
    expect(reopened).toMatchObject({ status: 'Open', recounts: 1, variances: [], varianceIqd: null, counts: [] });
    await ok('POST', `${SESSIONS}/${session.id}/count`, manager.token, { counts: [{ currency: 'IQD', denomination: 10000, quantity: 1 }] });
    const closed = await ok('POST', `${SESSIONS}/${session.id}/approve`, tenant.owner.token, {});
    expect(closed).toMatchObject({ status: 'Closed', varianceIqd: 0, closedBy: tenant.owner.userId });
  });

  it('answers 422 for a currency not accepted, an unknown denomination and bad movements, changing nothing', async () => {
    const tillId = await newTill('Validation');
    const badFloat = await app.request('POST', `${TILLS}/${tillId}/sessions`, {
      token: cashier.token,
      body: {
        floats: [
          { currency: 'EUR', amount: 100 },
          { currency: 'IQD', amount: -1 },
        ],
      },
    });
    expect(badFloat.status).toBe(422);
    expect(Object.keys(badFloat.body.errors).sort()).toEqual(['floats[0].currency', 'floats[1].amount']);
    const session = await ok('POST', `${TILLS}/${tillId}/sessions`, cashier.token, { floats: [] });
    const order = await counterOrder();
    const eur = await app.request('POST', `${SESSIONS}/${session.id}/payments`, {
      token: cashier.token,
      body: { orderId: order.id, tenders: [{ currency: 'EUR', amount: 2000 }] },
    });
    expect(eur.status).toBe(422);
    expect(Object.keys(eur.body.errors)).toEqual(['tenders[0].currency']);
    const short = await app.request('POST', `${SESSIONS}/${session.id}/payments`, {
      token: cashier.token,
      body: { orderId: order.id, tenders: [{ currency: 'IQD', amount: 12000 }] },
    });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['tenders']);
    expect((await app.runtime.db.dataSource.manager.findOneByOrFail(SalesOrder, { id: order.id })).amountDueAtCounter).toBe(12500);
    const unknownNote = await app.request('POST', `${SESSIONS}/${session.id}/count`, {
      token: cashier.token,
      body: { counts: [{ currency: 'IQD', denomination: 2000, quantity: 1 }] },
    });
    expect(unknownNote.status).toBe(422);
    expect(Object.keys(unknownNote.body.errors)).toEqual(['counts[0].denomination']);
    const badMove = await app.request('POST', `${SESSIONS}/${session.id}/movements`, {
      token: cashier.token,
      body: { kind: 'CashOut', amount: 0, reason: '' },
    });
    expect(badMove.status).toBe(422);
    expect(Object.keys(badMove.body.errors)).toEqual(['reason']);
    const noAmount = await app.request('POST', `${SESSIONS}/${session.id}/movements`, {
      token: cashier.token,
      body: { kind: 'CashOut', amount: 0, reason: 'Ice' },
    });
    expect(Object.keys(noAmount.body.errors).sort()).toEqual(['amount', 'currency']);
    const badInvoice = await app.request('POST', `${SESSIONS}/${session.id}/movements`, {
      token: cashier.token,
      body: { kind: 'SupplierPayout', currency: 'IQD', amount: 1000, reason: 'Meat', purchaseInvoiceId: MISSING },
    });
    expect(badInvoice.status).toBe(422);
    expect(Object.keys(badInvoice.body.errors)).toEqual(['purchaseInvoiceId']);
    expect(
      (
        await app.request('POST', `${SESSIONS}/${session.id}/movements`, {
          token: cashier.token,
          body: { kind: 'Refund', currency: 'IQD', amount: 1, reason: 'x' },
        })
      ).status,
    ).toBe(422);
    const read = await ok('GET', `${SESSIONS}/${session.id}`, cashier.token);
    expect(read).toMatchObject({ status: 'Open', movements: [], payments: [] });
  });

  it("answers 404 for another organisation's till and session, and 403 without the permission", async () => {
    const theirTill = (await ok('POST', TILLS, other.owner.token, { name: 'Theirs' })).id;
    const theirSession = await ok('POST', `${TILLS}/${theirTill}/sessions`, other.owner.token, { floats: [{ currency: 'IQD', amount: 1000 }] });
    expect((await app.request('GET', `${TILLS}/${theirTill}`, { token: tenant.owner.token })).status).toBe(404);
    expect((await app.request('PATCH', `${TILLS}/${theirTill}`, { token: tenant.owner.token, body: { name: 'Mine' } })).status).toBe(404);
    expect((await app.request('POST', `${TILLS}/${theirTill}/sessions`, { token: tenant.owner.token, body: { floats: [] } })).status).toBe(404);
    expect((await app.request('GET', `${SESSIONS}/${theirSession.id}`, { token: tenant.owner.token })).status).toBe(404);
    expect(
      (await app.request('POST', `${SESSIONS}/${theirSession.id}/movements`, { token: tenant.owner.token, body: { kind: 'NoSale', reason: 'x' } })).status,
    ).toBe(404);
    expect((await app.request('POST', `${SESSIONS}/${theirSession.id}/count`, { token: tenant.owner.token, body: { counts: [] } })).status).toBe(404);
    const listed = await ok('GET', SESSIONS, tenant.owner.token);
    expect(listed.items.map((s: { id: string }) => s.id)).not.toContain(theirSession.id);
    expect((await ok('GET', `${SESSIONS}/${theirSession.id}`, other.owner.token)).movements).toEqual([]);
    // Our session paying their order: 422 on orderId.
    const ourTill = await newTill('Cross-org');
    const ours = await ok('POST', `${TILLS}/${ourTill}/sessions`, cashier.token, { floats: [] });
    const theirShop = await openShop(app, other, 'THEM');
    const theirOrder = (
      await app.request('POST', `${GUEST}/${theirShop.qrToken}/orders`, {
        body: { items: [{ productId: theirShop.drinkId, quantity: 1 }] },
        headers: { 'Idempotency-Key': 'their-till-order' },
      })
    ).body.data;
    const cross = await app.request('POST', `${SESSIONS}/${ours.id}/payments`, {
      token: cashier.token,
      body: { orderId: theirOrder.id, tenders: [{ currency: 'IQD', amount: 500 }] },
    });
    expect(cross.status).toBe(422);
    expect(Object.keys(cross.body.errors)).toEqual(['orderId']);
    // Permissions: staff cannot create tills or approve; accountants cannot operate a till.
    expect((await app.request('POST', TILLS, { token: cashier.token, body: { name: 'Nope' } })).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('POST', `${TILLS}/${ourTill}/sessions`, { token: accountant.token, body: { floats: [] } })).status).toBe(403);
    expect((await app.request('GET', SESSIONS, { token: accountant.token })).status).toBe(403);
    const hr = await tenant.member('Hr');
    expect((await app.request('GET', `${TILLS}/currencies`, { token: hr.token })).status).toBe(403);
  });

  it('serves the same session over GraphQL, with the ledger and filters for variances', async () => {
    const res = await app.graphql(
      `query($f: TillSessionFilter) { tillSessions(filter: $f) { total items { id status varianceIqd variances { currency expected counted varianceIqd } movements { kind } payments { changeIqd } } } }`,
      { f: { withVariance: true, status: 'Closed' } },
      { token: manager.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.tillSessions.items.every((s: { varianceIqd: number }) => s.varianceIqd !== 0)).toBe(true);
    expect(res.body.data.tillSessions.total).toBeGreaterThanOrEqual(1);
  });
});
