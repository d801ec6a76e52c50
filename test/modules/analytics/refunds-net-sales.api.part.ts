import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { recomputeChangedDays } from '../../../src/modules/analytics/close/day-close.jobs';
import { C, createItem, INV, ok } from '../inventory/inventory-helpers';
import { download, waitForJob } from '../exports/exports-helpers';
import { GUEST, openShop, type Shop } from '../sales/sales.support';

const CLOSES = `${C}/analytics/day-closes`;
const SOLD = '2026-03-10';
const NEXT = '2026-03-11';

const DASHBOARD = `query Dashboard($input: UsageVarianceInput!, $filter: DayCloseFilter) {
  usageVariance(input: $input) { branches { branchId orderCount netSalesIqd refundsIqd theoreticalFoodCostPercent } }
  dayCloses(filter: $filter) { items { businessDate version netSalesIqd refundsIqd averageTicketIqd } }
}`;

/** Refunds lower net sales on the business day they are made: the close, its versions, the dashboard's reads and the exports (docs/analytics.md, "Refunds"). */
describe('Refunds in net sales: the day close, the dashboard and the exports', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let shop: Shop;
  let seq = 0;
  let twoDishes: string;
  let oneDish: string;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: new Date(`${SOLD}T09:00:00Z`) });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await openShop(app, tenant, 'RFD');
    const rice = await createItem(app, owner, { name: 'Refund rice', standardCostIqd: 4000 });
    ok(
      await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
        token: owner,
        body: { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' },
      }),
      'bom',
    );
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: owner,
        body: { inventoryItemId: rice, quantity: 10, unitCostIqd: 4000, businessDate: '2026-03-01' },
      }),
      'opening',
    );
    twoDishes = await sell(2);
    oneDish = await sell(1);
  }, 180_000);
  afterAll(() => app.close());

  /** A guest order of `quantity` dishes paid by card, completed. */
  async function sell(quantity: number): Promise<string> {
    const placed = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: shop.productId, quantity }], payments: [{ methodId: shop.cardId, amountIqd: 6000 * quantity }] },
      headers: { 'Idempotency-Key': `refunds-net-sales-${++seq}` },
    });
    const orderId = ok(placed, 'order').id;
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) {
      ok(await app.request('POST', `${C}/sales/orders/${orderId}/status`, { token: owner, body: { status } }), status);
    }
    return orderId;
  }
  /** The clock moved to `instant`, with a fresh sign-in (an access token lasts less than a day). */
  async function at(instant: string): Promise<void> {
    app.clock.set(new Date(instant));
    owner = await tenant.tokenFor(tenant.owner, tenant.branchId);
  }
  const refund = async (orderId: string, body: Record<string, unknown>) =>
    ok(
      await app.request('POST', `${C}/sales/orders/${orderId}/refunds`, { token: owner, body: { reason: 'Cold dish', methodId: shop.cardId, ...body } }),
      'refund',
    );
  const close = async (businessDate: string) =>
    ok(await app.request('POST', CLOSES, { token: owner, body: { branchId: tenant.branchId, businessDate } }), 'close');
  async function exported(reportKey: string, format: 'Csv' | 'Xlsx', lang: 'En' | 'Ar'): Promise<Buffer> {
    const created = ok(await app.request('POST', `${C}/export-jobs`, { token: owner, body: { reportKey, format, lang, from: SOLD, to: NEXT } }), 'export');
    const job = await waitForJob(app, owner, created.id);
    expect(job.status).toBe('Succeeded');
    return (await download(app, owner, job.id)).bytes;
  }

  it('lowers the day’s net sales by a part refund made that day and shows the refunds as their own figure', async () => {
    const made = await refund(twoDishes, { lines: [{ index: 0, quantity: 1 }] });
    expect(made).toMatchObject({ amountIqd: 6000, businessDate: SOLD, refundedOn: SOLD });
    await at(`${NEXT}T09:00:00Z`);
    const day = await close(SOLD);
    // Sales 18,000 less the 6,000 refunded; the average ticket is the day's orders' (18,000 / 2).
    expect(day).toMatchObject({ version: 1, orderCount: 2, netSalesIqd: 12_000, refundsIqd: 6000, averageTicketIqd: 9000, theoreticalCostIqd: 2000 });
    expect(day.theoreticalFoodCostPercent).toBeCloseTo((2000 / 12_000) * 100, 2);
  });

  it('puts a refund made on a later day on that day: the order’s day gets a new version for the stock put back, its net sales stay', async () => {
    const made = await refund(oneDish, {});
    expect(made).toMatchObject({ amountIqd: 6000, businessDate: SOLD, refundedOn: NEXT });
    expect(await recomputeChangedDays(app.runtime)).toBeGreaterThanOrEqual(1);
    const [sold] = (await app.graphql(DASHBOARD, { input: { from: SOLD, to: SOLD }, filter: { from: SOLD, to: SOLD } }, { token: owner })).body.data.dayCloses
      .items;
    expect(sold).toMatchObject({ businessDate: SOLD, version: 2, netSalesIqd: 12_000, refundsIqd: 6000, averageTicketIqd: 9000 });

    // The refund day, read live (not closed yet), then closed: no order, the refund alone.
    const live = await app.graphql(DASHBOARD, { input: { from: SOLD, to: NEXT }, filter: { from: SOLD, to: NEXT } }, { token: owner });
    expect(live.body.errors).toBeUndefined();
    expect(live.body.data.usageVariance.branches).toEqual([
      expect.objectContaining({ branchId: tenant.branchId, orderCount: 2, netSalesIqd: 6000, refundsIqd: 12_000 }),
    ]);
    await at('2026-03-12T09:00:00Z');
    expect(await close(NEXT)).toMatchObject({ version: 1, orderCount: 0, netSalesIqd: -6000, refundsIqd: 6000, averageTicketIqd: 0 });
    const stored = await app.graphql(DASHBOARD, { input: { from: SOLD, to: NEXT }, filter: { from: SOLD, to: NEXT } }, { token: owner });
    expect(stored.body.data.usageVariance.branches).toEqual([expect.objectContaining({ orderCount: 2, netSalesIqd: 6000, refundsIqd: 12_000 })]);
    expect(stored.body.data.dayCloses.items.map((c: any) => [c.businessDate, c.netSalesIqd, c.refundsIqd])).toEqual([
      [NEXT, -6000, 6000],
      [SOLD, 12_000, 6000],
    ]);
  });

  it('carries the refunds in each version’s analytics.day.closed event', async () => {
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { type: 'analytics.day.closed' } });
    const mine = events.map((event) => event.data as Record<string, unknown>).filter((data) => data.branchId === tenant.branchId);
    expect(mine.map((data) => [data.businessDate, data.version, data.netSalesIqd, data.refundsIqd]).sort()).toEqual([
      [SOLD, 1, 12_000, 6000],
      [SOLD, 2, 12_000, 6000],
      [NEXT, 1, -6000, 6000],
    ]);
  });

  /** The report's csv (English) and xlsx (Arabic): each day's net sales, then its refunds beside it. */
  async function expectRefundsBesideNetSales(report: string) {
    const rows = parse(await exported(report, 'Csv', 'En'), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => [row['Business date'], row['Net sales (IQD)'], row['Refunds (IQD)']])).toEqual([
      [SOLD, '12000', '6000'],
      [NEXT, '-6000', '6000'],
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported(report, 'Xlsx', 'Ar')) as never);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const net = header.indexOf('صافي المبيعات (دينار)');
    expect(header[net + 1]).toBe('المبالغ المستردة (دينار)');
    expect([2, 3].map((r) => (sheet.getRow(r).values as unknown[]).slice(1)).map((row) => [row[net], row[net + 1]])).toEqual([
      [12_000, 6000],
      [-6000, 6000],
    ]);
  }

  it('exports the refunds beside net sales in the food cost report (csv in English, xlsx in Arabic)', async () => {
    await expectRefundsBesideNetSales('analytics.foodCost');
  });

  it('exports the refunds beside net sales in the day closes (csv in English, xlsx in Arabic) and each order’s refunded amount in the sales ledger', async () => {
    await expectRefundsBesideNetSales('analytics.dayCloses');

    const ledger = parse(await exported('sales.orders', 'Csv', 'En'), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(ledger.map((row) => [row['Total (IQD)'], row['Refunded (IQD)']]).sort()).toEqual([
      ['12000', '6000'],
      ['6000', '6000'],
    ]);
  });
});
