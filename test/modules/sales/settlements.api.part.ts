import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { flagOverdueSettlements, formRecentSettlements } from '../../../src/modules/sales/settlements/settlement.jobs';
import { SalesSettlement } from '../../../src/modules/sales/settlements/settlement.entity';
import { C, GUEST, MISSING, openShop, type Shop } from './sales.support';

const A = `${C}/accounting`;
const SETTLEMENTS = `${C}/sales/tills/settlements`;

describe('Card, Qi and wallet settlements matched to bank statement lines', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: Shop;
  let owner: string;
  let accountId: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-02-15T10:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await openShop(app, tenant, 'SET');
    const account = await app.request('POST', `${A}/bank-accounts`, {
      token: owner,
      body: { name: 'Rafidain', accountNumber: 'IQ-SET-1', currencyCode: 'IQD' },
    });
    accountId = account.body.data.id;
  }, 180_000);
  afterAll(() => app.close());

  async function cardOrder(key: string): Promise<number> {
    const quote = await app.request('POST', `${GUEST}/${shop.qrToken}/quote`, { body: { items: [{ productId: shop.productId, quantity: 1 }] } });
    const total = quote.body.data.total;
    const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: shop.productId, quantity: 1 }], payments: [{ methodId: shop.cardId, amountIqd: total }] },
      headers: { 'Idempotency-Key': key },
    });
    expect(res.status).toBe(200);
    return total;
  }

  async function importLine(date: string, description: string, amount: number): Promise<{ id: string }> {
    const res = await app.request('POST', `${A}/bank-accounts/${accountId}/statement-imports`, {
      token: owner,
      body: { csv: `Date,Description,Amount\n${date},${description},${amount}\n` },
    });
    expect(res.status).toBe(200);
    const lines = await app.request('GET', `${A}/bank-statement-lines?BankAccountId=${accountId}&PerPage=100`, { token: owner });
    return lines.body.data.items.find((l: { description: string }) => l.description === description);
  }

  it('forms the expected card settlement of a business day, suggests it for a bank line, matches it with the fee, and reopens', async () => {
    const total = (await cardOrder('set-card-1')) + (await cardOrder('set-card-2'));
    const refreshed = await app.request('POST', `${SETTLEMENTS}/refresh`, { token: owner, body: { businessDate: '2026-02-15' } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toEqual([
      expect.objectContaining({
        kind: 'Card',
        methodId: shop.cardId,
        methodName: 'Card',
        expectedIqd: total,
        orderCount: 2,
        status: 'Expected',
        businessDate: '2026-02-15',
      }),
    ]);
    const settlement = refreshed.body.data[0];
    // Refreshing again changes nothing.
    expect((await app.request('POST', `${SETTLEMENTS}/refresh`, { token: owner, body: { businessDate: '2026-02-15' } })).body.data[0].id).toBe(settlement.id);

    const fee = Math.round(total * 0.015);
    const line = await importLine('2026-02-17', 'POS SETTLEMENT 15/02/2026', total - fee);
    const suggestions = await app.request('GET', `${A}/bank-statement-lines/${line.id}/suggestions`, { token: owner });
    expect(suggestions.body.data).toContainEqual(
      expect.objectContaining({
        matchType: 'SalesSettlement',
        matchedRef: settlement.id,
        amount: total,
        date: '2026-02-15',
        label: `Card settlement (Card) of 2026-02-15: expected ${total} IQD, fee ${fee} IQD`,
      }),
    );

    const theirs = await openShop(app, other, 'SETO');
    await app.request('POST', `${GUEST}/${theirs.qrToken}/orders`, {
      body: { items: [{ productId: theirs.drinkId, quantity: 1 }], payments: [{ methodId: theirs.cardId, amountIqd: 500 }] },
      headers: { 'Idempotency-Key': 'set-theirs' },
    });
    const theirSettlement = (await app.request('POST', `${SETTLEMENTS}/refresh`, { token: other.owner.token, body: { businessDate: '2026-02-15' } })).body
      .data[0];
    const foreign = await app.request('POST', `${A}/bank-statement-lines/${line.id}/match`, {
      token: owner,
      body: { matchType: 'SalesSettlement', matchedRef: theirSettlement.id },
    });
    expect(foreign.status).toBe(422);
    expect((await app.request('GET', `${SETTLEMENTS}/${theirSettlement.id}`, { token: owner })).status).toBe(404);

    const matched = await app.request('POST', `${A}/bank-statement-lines/${line.id}/match`, {
      token: owner,
      body: { matchType: 'SalesSettlement', matchedRef: settlement.id },
    });
    expect(matched.status).toBe(200);
    const after = (await app.request('GET', `${SETTLEMENTS}/${settlement.id}`, { token: owner })).body.data;
    expect(after).toMatchObject({ status: 'Matched', statementLineId: line.id, receivedIqd: total - fee, feeIqd: fee });
    const second = await importLine('2026-02-17', 'POS SETTLEMENT DUP', total - fee);
    expect(
      (
        await app.request('POST', `${A}/bank-statement-lines/${second.id}/match`, {
          token: owner,
          body: { matchType: 'SalesSettlement', matchedRef: settlement.id },
        })
      ).status,
    ).toBe(409);
    const listed = await app.request('GET', `${SETTLEMENTS}?Status=Matched`, { token: owner });
    expect(listed.body.data.items.map((s: { id: string }) => s.id)).toEqual([settlement.id]);

    expect((await app.request('POST', `${A}/bank-statement-lines/${line.id}/reopen`, { token: owner, body: { reason: 'Wrong day' } })).status).toBe(200);
    expect((await app.request('GET', `${SETTLEMENTS}/${settlement.id}`, { token: owner })).body.data).toMatchObject({
      status: 'Expected',
      statementLineId: null,
      receivedIqd: null,
      feeIqd: null,
    });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: settlement.id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['sales.settlement.matched', 'sales.settlement.unmatched']);
  });

  it('refuses without the permission (403), a foreign branch (422) and an unknown id (404)', async () => {
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', SETTLEMENTS, { token: staff.token })).status).toBe(403);
    expect((await app.request('POST', `${SETTLEMENTS}/refresh`, { token: staff.token, body: { businessDate: '2026-02-15' } })).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('GET', SETTLEMENTS, { token: accountant.token })).status).toBe(200);
    const foreign = await app.request('POST', `${SETTLEMENTS}/refresh`, { token: owner, body: { businessDate: '2026-02-15', branchId: other.branchId } });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['branchId']);
    expect((await app.request('GET', `${SETTLEMENTS}/${MISSING}`, { token: owner })).status).toBe(404);
  });
  it('flags an unmatched settlement overdue once, after five days, with sales.settlement.overdue', async () => {
    expect(await flagOverdueSettlements(app.runtime)).toBe(0);
    app.clock.advance(6 * 86_400_000);
    const flagged = await flagOverdueSettlements(app.runtime);
    expect(flagged).toBe(2); // ours and the other organisation's, each in its own organisation
    expect(await flagOverdueSettlements(app.runtime)).toBe(0);
    // Six days on, the signed-in session's access token has long expired: sign in again.
    const fresh = await tenant.tokenFor(tenant.owner, tenant.branchId);
    const overdue = await app.request('GET', `${SETTLEMENTS}?Overdue=true`, { token: fresh });
    expect(overdue.body.data.items).toHaveLength(1);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, {
      where: { type: 'sales.settlement.overdue', organizationId: tenant.organizationId },
    });
    expect(events).toHaveLength(1);
    expect(events[0].resourceId).toBe(overdue.body.data.items[0].id);
  });

  it('forms the expected settlement of a closed business day by itself (the hourly job), once, without anyone computing it', async () => {
    const total = await cardOrder('set-card-auto');
    const [order] = await app.runtime.db.dataSource.manager.query(
      `SELECT to_char(business_date, 'YYYY-MM-DD') AS day FROM sales_orders WHERE organization_id = $1 ORDER BY placed_at DESC LIMIT 1`,
      [tenant.organizationId],
    );
    const day = order.day as string;
    const before = await app.runtime.db.dataSource.manager.find(SalesSettlement, { where: { organizationId: tenant.organizationId, businessDate: day } });
    expect(before).toHaveLength(0);
    // The day is still open: nothing is formed for it yet.
    await formRecentSettlements(app.runtime);
    expect(await app.runtime.db.dataSource.manager.count(SalesSettlement, { where: { organizationId: tenant.organizationId, businessDate: day } })).toBe(0);
    app.clock.advance(86_400_000);
    await formRecentSettlements(app.runtime);
    await formRecentSettlements(app.runtime);
    const formed = await app.runtime.db.dataSource.manager.find(SalesSettlement, { where: { organizationId: tenant.organizationId, businessDate: day } });
    expect(formed).toEqual([
      expect.objectContaining({ methodId: shop.cardId, expectedIqd: total, orderCount: 1, status: 'Expected', branchId: tenant.branchId }),
    ]);
  });
});
