import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { seedAnalyticsMonth } from '../../support/analytics-month';
import { RequestContext } from '../../../src/core/context/request-context';
import { systemPrincipal } from '../../../src/core/auth/principal';
import { ALL_PERMISSIONS } from '../../../src/core/auth/permissions';
import { markChangedDaysStale, recomputeChangedDays } from '../../../src/modules/analytics/close/day-close.jobs';
import { varianceService } from '../../../src/modules/analytics/variance/variance.service';
import type { UsageVarianceReport } from '../../../src/modules/analytics/variance/variance.types';
import { C, createItem, INV, ok } from '../inventory/inventory-helpers';

const A = `${C}/analytics`;
const FIRST = '2026-02-28';
const LAST = '2026-03-12';
// The whole seeded stretch, and a period ending before the final count (so closing = on hand now − what came after).
const PERIODS = [
  { from: FIRST, to: LAST },
  { from: '2026-03-01', to: '2026-03-08' },
];

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1))
    out.push(day.toISOString().slice(0, 10));
  return out;
}

describe('Usage variance from stored daily sums: the same figures as from the ledger, before and after late changes', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let second: string;
  let itemIds: string[];
  let ctx: RequestContext;

  const http = async (period: { from: string; to: string }) =>
    ok(await app.request('GET', `${A}/usage-variance?From=${period.from}&To=${period.to}`, { token: owner }), `report ${period.from}`);
  const both = async (period: { from: string; to: string }): Promise<[UsageVarianceReport, UsageVarianceReport]> => {
    const input = { ...period, branchIds: null, flaggedOnly: false };
    return [await varianceService.report(ctx, input, 'stored'), await varianceService.report(ctx, input, 'live')];
  };
  const closes = async (status?: string) =>
    ok(await app.request('GET', `${A}/day-closes?PerPage=100${status ? `&Status=${status}` : ''}`, { token: owner }), 'closes').items;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-15T10:00:00Z') });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    second = await tenant.addBranch('Karrada');
    ({ itemIds } = await seedAnalyticsMonth((sql, params) => app.runtime.db.dataSource.query(sql, params), {
      organizationId: tenant.organizationId,
      branchIds: [tenant.branchId, second],
      items: 12,
      days: 10,
      from: '2026-03-01',
      ordersPerDay: 10,
      linesPerOrder: 3,
      shrinkage: { 2: 1250, 5: 3000 },
    }));
    ctx = new RequestContext(app.runtime, systemPrincipal(tenant.organizationId, ALL_PERMISSIONS, tenant.branchId), null, { transport: 'job' });
  }, 120_000);
  afterAll(() => app.close());

  it('answers every period identically once its days are closed, reading the closed days from their stored sums', async () => {
    const before = await Promise.all(PERIODS.map(http));
    expect(before[0].lines.filter((line: any) => line.flagged)).toHaveLength(4);
    for (const branchId of [tenant.branchId, second]) {
      for (const businessDate of days(FIRST, LAST)) {
        ok(await app.request('POST', `${A}/day-closes`, { token: owner, body: { branchId, businessDate } }), `close ${businessDate}`);
      }
    }
    const manager = app.runtime.db.dataSource.manager;
    const [stored] = await manager.query(
      `SELECT COUNT(*)::int AS closes, COUNT(*) FILTER (WHERE sums_stored)::int AS with_sums,
              (SELECT COUNT(*)::int FROM analytics_day_item_sums WHERE organization_id = $1) AS item_rows,
              (SELECT COUNT(*)::int FROM analytics_day_unmapped_sales WHERE organization_id = $1) AS unmapped_rows
         FROM analytics_day_closes WHERE organization_id = $1`,
      [tenant.organizationId],
    );
    const [{ moved }] = await manager.query(
      `SELECT COUNT(DISTINCT (branch_id, business_date, inventory_item_id))::int AS moved FROM inventory_movements WHERE organization_id = $1`,
      [tenant.organizationId],
    );
    // 13 days × 2 branches; a row per item and day with movements; the tenth order of each day sells an unmapped drink.
    expect(stored).toEqual({ closes: 26, with_sums: 26, item_rows: moved, unmapped_rows: 20 });
    expect(await Promise.all(PERIODS.map(http))).toEqual(before);
    for (const period of PERIODS) {
      const [fromStored, fromLedger] = await both(period);
      expect(fromStored).toEqual(fromLedger);
    }

    // The stored report reads the stored sums: a sum changed behind the close's back shows in it, not in the live one.
    const tamper = (delta: number) =>
      manager.query(
        `UPDATE analytics_day_item_sums SET waste_milli = waste_milli - $4, waste_iqd = waste_iqd - $4 WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3 AND inventory_item_id = $5`,
        [tenant.organizationId, second, '2026-03-03', delta, itemIds[0]],
      );
    await tamper(1000);
    const [tampered, live] = await both(PERIODS[0]);
    const wasteOf = (report: UsageVarianceReport) => report.lines.find((l) => l.branchId === second && l.inventoryItemId === itemIds[0])!.waste;
    expect([wasteOf(tampered), wasteOf(live)]).toEqual([1.5, 0.5]);
    await tamper(-1000);
  });

  it('reads a day live from the moment a late change marks it Stale, and from its replaced sums once it is recomputed', async () => {
    const saffron = await createItem(app, owner, { name: 'Saffron', standardCostIqd: 50 });
    // Late changes to closed days: stock that changes no figure of the close (an opening balance), waste, a manual adjustment.
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: owner,
        body: { inventoryItemId: saffron, quantity: 40, unitCostIqd: 50, businessDate: '2026-03-03' },
      }),
      'opening balance',
    );
    ok(
      await app.request('POST', `${INV}/waste`, {
        token: owner,
        body: { inventoryItemId: itemIds[4], quantity: 1.5, reason: 'Spoiled', businessDate: '2026-03-04' },
      }),
      'waste',
    );
    ok(
      await app.request('POST', `${INV}/adjustments`, {
        token: owner,
        body: { branchId: second, inventoryItemId: itemIds[7], quantity: -0.75, reason: 'Found short', businessDate: '2026-03-05' },
      }),
      'adjustment',
    );
    const previous = await http(PERIODS[0]);

    expect(await markChangedDaysStale(app.runtime)).toBe(3);
    expect((await closes('Stale')).map((c: any) => [c.branchId === second ? 'second' : 'first', c.businessDate]).sort()).toEqual([
      ['first', '2026-03-03'],
      ['first', '2026-03-04'],
      ['second', '2026-03-05'],
    ]);
    for (const period of PERIODS) {
      const [fromStored, fromLedger] = await both(period);
      expect(fromStored).toEqual(fromLedger);
    }
    const stale = await http(PERIODS[0]);
    expect(stale).not.toEqual(previous);
    const line = (report: any, branchId: string, itemId: string) => report.lines.find((l: any) => l.branchId === branchId && l.inventoryItemId === itemId);
    expect(line(stale, tenant.branchId, saffron)).toMatchObject({ opening: 0, receipts: 40, closing: 40, actual: 0, unexplained: 0 });
    expect(line(stale, tenant.branchId, itemIds[4]).waste - line(previous, tenant.branchId, itemIds[4]).waste).toBeCloseTo(1.5, 3);
    expect(line(stale, second, itemIds[7])).toMatchObject({ unexplained: 0.75, flagged: true });

    expect(await recomputeChangedDays(app.runtime)).toBe(3);
    const all = await closes();
    expect(all.filter((c: any) => c.status !== 'Closed')).toEqual([]);
    const version = (branchId: string, day: string) => all.find((c: any) => c.branchId === branchId && c.businessDate === day).version;
    // The opening balance changed no figure of its day: no new version, but the day's stored sums were replaced all the same.
    expect([version(tenant.branchId, '2026-03-03'), version(tenant.branchId, '2026-03-04'), version(second, '2026-03-05')]).toEqual([1, 2, 2]);
    const [saffronSums] = await app.runtime.db.dataSource.query(
      `SELECT receipts_milli::int AS receipts FROM analytics_day_item_sums WHERE branch_id = $1 AND business_date = '2026-03-03' AND inventory_item_id = $2`,
      [tenant.branchId, saffron],
    );
    expect(saffronSums).toEqual({ receipts: 40_000 });
    for (const period of PERIODS) {
      const [fromStored, fromLedger] = await both(period);
      expect(fromStored).toEqual(fromLedger);
    }
    expect(await http(PERIODS[0])).toEqual(stale);
  });
});
