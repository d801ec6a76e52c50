import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { seedAnalyticsMonth } from '../../support/analytics-month';
import { C, ok } from '../inventory/inventory-helpers';

const PLANTED: Record<number, number> = { 2: 1250, 5: 3000, 11: 777, 14: 2500, 17: 4100 };

describe('Usage variance on a generated month: planted shrinkage is found exactly', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-15T10:00:00Z') });
    tenant = await createTenant(app.runtime);
  }, 120_000);
  afterAll(() => app.close());

  it('flags exactly the 5 planted items at every branch, with the planted quantities to the unit, and nothing else', async () => {
    const second = await tenant.addBranch('Karrada');
    const branchIds = [tenant.branchId, second];
    const month = await seedAnalyticsMonth((sql, params) => app.runtime.db.dataSource.query(sql, params), {
      organizationId: tenant.organizationId,
      branchIds,
      items: 20,
      days: 30,
      from: '2026-02-01',
      ordersPerDay: 20,
      linesPerOrder: 3,
      shrinkage: PLANTED,
    });
    const report = ok(await app.request('GET', `${C}/analytics/usage-variance?From=2026-02-01&To=${month.to}`, { token: tenant.owner.token }), 'report');
    expect(report.lines).toHaveLength(40);
    const flagged = report.lines.filter((line: any) => line.flagged);
    const expected = branchIds.flatMap((branchId) =>
      Object.entries(PLANTED).map(([index, milli]) => ({ branchId, inventoryItemId: month.itemIds[Number(index)], unexplained: milli / 1000 })),
    );
    const key = (line: { branchId: string; inventoryItemId: string }) => `${line.branchId}|${line.inventoryItemId}`;
    expect(
      flagged
        .map((line: any) => ({ branchId: line.branchId, inventoryItemId: line.inventoryItemId, unexplained: line.unexplained }))
        .sort((a: any, b: any) => key(a).localeCompare(key(b))),
    ).toEqual(expected.sort((a, b) => key(a).localeCompare(key(b))));
    for (const line of report.lines.filter((l: any) => !l.flagged)) expect(line.unexplained).toBe(0);
    for (const line of report.lines) {
      expect(line.actual).toBeCloseTo(line.theoretical + line.waste + line.unexplained, 3);
      expect(line.lastCountedOn).toBe(month.to);
    }
    // 20 orders a day × 3 lines × 30 days at 5,000 IQD, plus a 1,000 IQD drink on every tenth order, per branch.
    expect(report.branches.map((b: any) => [b.orderCount, b.netSalesIqd, b.unmappedSalesIqd, b.flaggedItems])).toEqual([
      [600, 9_060_000, 60_000, 5],
      [600, 9_060_000, 60_000, 5],
    ]);
    expect(report.unmappedSales).toHaveLength(2);
  });
});
