import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { C, D, MISSING, deliveryShop, ok, type DeliveryShop } from './delivery.support';
import { payoutCsv, payoutXlsxBase64, sendGenericOrder } from './payout-support';

const A = `${C}/accounting`;

describe('Delivery payouts: import, reconciliation with the ledger, bank match and commission per month', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let shop: DeliveryShop;
  let connectionId: string;
  const totals: Record<string, number> = {};
  const today = '2026-11-10';

  beforeAll(async () => {
    app = await startTestApp({ now: new Date(`${today}T09:00:00Z`) });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await deliveryShop(app, tenant, 'PAY');
    const created = await ok(app, 'POST', `${D}/connections`, owner, {
      branchId: tenant.branchId,
      platform: 'Generic',
      name: 'Lezzoo Karrada',
      platformStoreId: 'LZ-PAY-1',
      channelId: shop.channelId,
      autoAccept: true,
    });
    connectionId = created.connection.id;
    const secret = created.signingSecret;
    // Four platform orders of the day; the payout below pays three of them (one over-charged) and a fourth the ledger never saw.
    for (const [orderId, quantity] of [
      ['LZ-1', 1],
      ['LZ-2', 2],
      ['LZ-3', 1],
      ['LZ-4', 3],
    ] as const) {
      const total = 6000 * quantity;
      const res = await sendGenericOrder(app, connectionId, secret, {
        orderId,
        items: [{ id: 'biryani', name: 'Biryani', quantity, unitPrice: 6000 }],
        total,
        customer: { name: 'Zainab', phone: '+9647700000000' },
      });
      expect(res.status).toBeLessThan(300);
      totals[orderId] = total;
    }
  }, 180_000);
  afterAll(() => app.close());

  const file = () =>
    payoutCsv('LZ-W46', '2026-11-12', [
      { orderId: 'LZ-1', orderDate: today, gross: totals['LZ-1'], commission: 900 },
      { orderId: 'LZ-2', orderDate: today, gross: totals['LZ-2'], commission: 2400 },
      { orderId: 'LZ-3', orderDate: today, gross: totals['LZ-3'], commission: 900, fees: 250 },
      { orderId: 'LZ-99', orderDate: today, gross: 4000, commission: 600 },
    ]);

  it('imports a CSV payout and lists the over-charged order, the order missing in the ledger and the order missing in the payout', async () => {
    const payout = await ok(app, 'POST', `${D}/payouts`, owner, { connectionId, format: 'Csv', content: file(), commissionRatePercent: 15 });
    expect(payout).toMatchObject({
      payoutReference: 'LZ-W46',
      payoutDate: '2026-11-12',
      platform: 'Generic',
      branchId: tenant.branchId,
      rowsRead: 4,
      matchedCount: 2,
      differentCount: 1,
      missingInLedgerCount: 1,
      missingInPayoutCount: 1,
      commissionRateBasisPoints: 1500,
      overChargeIqd: 2400 - 1800,
      status: 'Imported',
      periodFrom: today,
      periodTo: today,
    });
    const lines = await ok(app, 'GET', `${D}/payouts/${payout.id}/lines?PerPage=50`, owner);
    const byOrder = Object.fromEntries(lines.items.map((l: any) => [l.platformOrderId, l]));
    expect(byOrder['LZ-1']).toMatchObject({ kind: 'Matched', problems: [], ledgerTotalIqd: 6000 });
    expect(byOrder['LZ-2']).toMatchObject({ kind: 'Different', problems: ['CommissionAboveRate'], allowedCommissionIqd: 1800, overChargeIqd: 600 });
    expect(byOrder['LZ-99']).toMatchObject({ kind: 'MissingInLedger', salesOrderId: null });
    expect(byOrder['LZ-4']).toMatchObject({ kind: 'MissingInPayout', rowNumber: null, ledgerTotalIqd: 18000 });
    const missing = await ok(app, 'GET', `${D}/payouts/${payout.id}/lines?Kind=MissingInPayout`, owner);
    expect(missing.items.map((l: any) => l.platformOrderId)).toEqual(['LZ-4']);

    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: payout.id } });
    expect(events.map((e) => e.type)).toEqual(['delivery.payout.imported']);
    expect((await app.request('POST', `${D}/payouts`, { token: owner, body: { connectionId, format: 'Csv', content: file() } })).status).toBe(409);
  });

  it('reads a real xlsx workbook, keeping the agreed rate of the previous payout', async () => {
    const content = await payoutXlsxBase64('LZ-W47', '2026-11-19', [{ orderId: 'LZ-2', orderDate: today, gross: totals['LZ-2'], commission: 1800 }]);
    const payout = await ok(app, 'POST', `${D}/payouts`, owner, { connectionId, format: 'Xlsx', content });
    expect(payout).toMatchObject({
      payoutReference: 'LZ-W47',
      payoutDate: '2026-11-19',
      totalIqd: 10200,
      rowsRead: 1,
      matchedCount: 1,
      commissionRateBasisPoints: 1500,
    });
    const lines = await ok(app, 'GET', `${D}/payouts/${payout.id}/lines`, owner);
    expect(lines.items[0]).toMatchObject({ platformOrderId: 'LZ-2', orderDate: today, grossIqd: 12000, commissionIqd: 1800, netIqd: 10200, kind: 'Matched' });
  });

  it('refuses a bad file with the rows named (422) and stores nothing', async () => {
    const before = (await ok(app, 'GET', `${D}/payouts`, owner)).total;
    const bad = payoutCsv('LZ-BAD', '2026-11-12', [{ orderId: 'LZ-1', orderDate: today, gross: 6000, commission: 900 }]).replace(',6000,900,', ',6000,9.5,');
    const res = await app.request('POST', `${D}/payouts`, { token: owner, body: { connectionId, format: 'Csv', content: bad } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'row 2': ['commission must be a whole amount (no decimals)'] });
    const xlsx = await app.request('POST', `${D}/payouts`, { token: owner, body: { connectionId, format: 'Xlsx', content: 'bm90IGEgd29ya2Jvb2s=' } });
    expect(xlsx.status).toBe(422);
    expect(xlsx.body.errors).toEqual({ content: ['is not a readable xlsx workbook'] });
    const rate = await app.request('POST', `${D}/payouts`, {
      token: owner,
      body: { connectionId, format: 'Csv', content: file(), commissionRatePercent: 101 },
    });
    expect(rate.status).toBe(422);
    expect(Object.keys(rate.body.errors)).toEqual(['commissionRatePercent']);
    expect((await ok(app, 'GET', `${D}/payouts`, owner)).total).toBe(before);
  });

  it('matches the payout total to the bank statement line it arrived in, and reopens', async () => {
    const payout = (await ok(app, 'GET', `${D}/payouts?PerPage=50`, owner)).items.find((p: any) => p.payoutReference === 'LZ-W46');
    const account = await ok(app, 'POST', `${A}/bank-accounts`, owner, { name: 'Rafidain', accountNumber: 'IQ-PAY-1', currencyCode: 'IQD' });
    await ok(app, 'POST', `${A}/bank-accounts/${account.id}/statement-imports`, owner, {
      csv: `Date,Description,Amount\n2026-11-13,LEZZOO PAYOUT LZ-W46,${payout.totalIqd}\n`,
    });
    const line = (await ok(app, 'GET', `${A}/bank-statement-lines?BankAccountId=${account.id}`, owner)).items[0];
    const suggestions = await ok(app, 'GET', `${A}/bank-statement-lines/${line.id}/suggestions`, owner);
    expect(suggestions[0]).toMatchObject({ matchType: 'DeliveryPayout', matchedRef: payout.id, amount: payout.totalIqd });
    await ok(app, 'POST', `${A}/bank-statement-lines/${line.id}/match`, owner, { matchType: 'DeliveryPayout', matchedRef: payout.id });
    expect(await ok(app, 'GET', `${D}/payouts/${payout.id}`, owner)).toMatchObject({
      status: 'Received',
      statementLineId: line.id,
      receivedIqd: payout.totalIqd,
    });
    await ok(app, 'POST', `${A}/bank-statement-lines/${line.id}/reopen`, owner, { reason: 'Wrong account' });
    expect(await ok(app, 'GET', `${D}/payouts/${payout.id}`, owner)).toMatchObject({ status: 'Imported', statementLineId: null, receivedIqd: null });
  });

  it('reports commission % per platform, branch and month', async () => {
    const rows = await ok(app, 'GET', `${D}/commission?From=2026-11-01&To=2026-11-30`, owner);
    // LZ-W46: gross 6000+12000+6000+4000, commission 900+2400+900+600; LZ-W47: 12000 and 1800.
    expect(rows).toEqual([
      {
        month: '2026-11',
        platform: 'Generic',
        branchId: tenant.branchId,
        orders: 5,
        grossIqd: 40000,
        commissionIqd: 6600,
        overChargeIqd: 600,
        commissionPercent: 16.5,
      },
    ]);
    const bad = await app.request('GET', `${D}/commission?From=2026-11-30&To=2026-11-01`, { token: owner });
    expect(bad.status).toBe(422);
  });

  it('answers 404 for another organisation’s connection and payout, and 403 without the permission', async () => {
    const theirs = await ok(app, 'GET', `${D}/payouts`, other.owner.token);
    expect(theirs.total).toBe(0);
    const mine = (await ok(app, 'GET', `${D}/payouts`, owner)).items[0];
    expect((await app.request('GET', `${D}/payouts/${mine.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await app.request('GET', `${D}/payouts/${mine.id}/lines`, { token: other.owner.token })).status).toBe(404);
    const foreign = await app.request('POST', `${D}/payouts`, { token: other.owner.token, body: { connectionId, format: 'Csv', content: file() } });
    expect(foreign.status).toBe(404);
    expect((await app.request('GET', `${D}/payouts/${MISSING}`, { token: owner })).status).toBe(404);
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', `${D}/payouts`, { token: staff.token })).status).toBe(403);
    expect((await app.request('POST', `${D}/payouts`, { token: staff.token, body: { connectionId, format: 'Csv', content: file() } })).status).toBe(403);
  });
});
