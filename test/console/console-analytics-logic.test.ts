import { addDays, daysBetween, fractionOf, MAX_VARIANCE_DAYS, ordersPath, sourcesPath, variancePath } from '../../console/src/pages/analytics/analytics-links';
import { sourcePath } from '../../console/src/pages/inventory/inventory-format';
import { visibleNavigation } from '../../console/src/shell/navigation';

describe("console analytics pages' rules (dashboard links, periods, drill-down sources)", () => {
  it('moves business dates by whole days across months and years and counts periods inclusively', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(1);
    expect(daysBetween('2026-01-01', '2026-04-02')).toBe(MAX_VARIANCE_DAYS);
    expect(daysBetween('2026-03-11', '2026-03-10')).toBe(0);
  });

  it('links a tile to the usage variance of its branch and day, flagged items to the flagged filter, sales to the sales ledger', () => {
    expect(variancePath('b1', '2026-03-14', '2026-03-14')).toBe('/reports/usage-variance?branch=b1&from=2026-03-14&to=2026-03-14');
    expect(variancePath('b1', '2026-03-14', '2026-03-14', true)).toBe('/reports/usage-variance?branch=b1&from=2026-03-14&to=2026-03-14&flagged=1');
    expect(ordersPath('b1', '2026-03-14', '2026-03-14')).toBe('/sales/orders?branch=b1&from=2026-03-14&to=2026-03-14');
    expect(sourcesPath('b1', 'i1', '2026-03-01', '2026-03-14', 'Unexplained')).toBe(
      '/reports/usage-variance/b1/items/i1?from=2026-03-01&to=2026-03-14&component=Unexplained',
    );
    expect(sourcesPath('b1', 'i1', '2026-03-01', '2026-03-14')).toBe('/reports/usage-variance/b1/items/i1?from=2026-03-01&to=2026-03-14');
  });

  it("turns the service's percentages into the formatters' fractions and keeps a missing one missing", () => {
    expect(fractionOf(15.79)).toBeCloseTo(0.1579);
    expect(fractionOf(null)).toBeNull();
    expect(fractionOf(undefined)).toBeNull();
  });

  it('opens the source document of a movement where the console has a page, and none for waste records or adjustments', () => {
    expect(sourcePath('Transfer', 't1')).toBe('/stock/transfers/t1');
    expect(sourcePath('StockCount', 'c1')).toBe('/stock/counts/c1');
    expect(sourcePath('SalesOrder', 'o1')).toBe('/sales/orders/o1');
    expect(sourcePath('WasteRecord', 'w1')).toBeNull();
    expect(sourcePath('Adjustment', 'a1')).toBeNull();
  });

  it('shows the usage variance under Reports only to members with analytics:read', () => {
    const reports = (permissions: string[]) =>
      visibleNavigation(permissions)
        .find((group) => group.label === 'workNav.reports')
        ?.items.map((i) => i.to) ?? [];
    expect(reports(['analytics:read'])).toContain('/reports/usage-variance');
    expect(reports(['loss:read'])).not.toContain('/reports/usage-variance');
  });
});
