import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { addDays } from '../../../src/core/time/business-day';
import { weekStartOf } from '../../../src/modules/labour/rules/shift-times.rules';
import { PunchKind } from '../../../src/modules/labour/punches/punch.entity';
import { GUEST, openShop, type Shop } from '../sales/sales.support';
import { C, L, plantPunch, rosterEmployee } from './labour-helpers';

const DAY = '2026-03-14';
const CLOSES = `${C}/analytics/day-closes`;

/*
 * Refunds in the labour report (docs/labour.md, "Timesheets and the labour report"): one employee
 * punched 09:00–17:00; three dishes at 6,000 sold at 09:00 local, one of them refunded at 13:30 the
 * same day. Net sales 18,000 − 6,000 = 12,000, as the daily close counts them.
 */
describe('Refunds in the labour report: net sales as the daily close counts them, the refund in its own hour (REST)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let main: string;
  let shop: Shop;

  const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    const res = await app.request(method, path, { token: owner, body, headers });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const at = async (instant: string) => {
    app.clock.set(new Date(instant));
    owner = await tenant.tokenFor(tenant.owner, main);
  };
  const report = async () => (await ok('GET', `${L}/report?BranchIds=${main}&From=${DAY}&To=${DAY}`)).branches[0];

  beforeAll(async () => {
    app = await startTestApp({ now: new Date(`${DAY}T06:00:00Z`) });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    main = tenant.branchId;
    const employeeId = await rosterEmployee(app, owner, { branchIds: [main], baseSalary: 1_040_000, allowances: 208_000 });
    for (const [kind, time] of [
      [PunchKind.ClockIn, '09:00'],
      [PunchKind.ClockOut, '17:00'],
    ] as const) {
      await plantPunch(app, { organizationId: tenant.organizationId, branchId: main }, employeeId, kind, DAY, time);
    }
    shop = await openShop(app, tenant, 'LRF');
    const order = await ok(
      'POST',
      `${GUEST}/${shop.qrToken}/orders`,
      { items: [{ productId: shop.productId, quantity: 3 }], payments: [{ methodId: shop.cardId, amountIqd: 18_000 }] },
      { 'Idempotency-Key': 'labour-refund-1' },
    );
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) await ok('POST', `${C}/sales/orders/${order.id}/status`, { status });
    await at(`${DAY}T10:30:00Z`);
    const refund = await ok('POST', `${C}/sales/orders/${order.id}/refunds`, {
      reason: 'Cold dish',
      methodId: shop.cardId,
      lines: [{ index: 0, quantity: 1 }],
    });
    expect(refund).toMatchObject({ amountIqd: 6000, refundedOn: DAY });
  }, 240_000);
  afterAll(() => app.close());

  it('counts the refund in the day (read live) and puts it in the hour it was made, the hours adding up to the day', async () => {
    const branch = await report();
    expect(branch.days[0]).toMatchObject({ businessDate: DAY, netSalesIqd: 12_000 });
    const sales = Object.fromEntries(branch.hours.filter((h: any) => h.netSalesIqd !== 0).map((h: any) => [h.hour, h.netSalesIqd]));
    expect(sales).toEqual({ 9: 18_000, 13: -6000 });
    expect(branch.hours.reduce((sum: number, h: any) => sum + h.netSalesIqd, 0)).toBe(12_000);
  });

  it("gives the day's labour % of the daily close once it is closed", async () => {
    await at(`${addDays(DAY, 1)}T09:00:00Z`);
    const close = await ok('POST', CLOSES, { branchId: main, businessDate: DAY });
    expect(close).toMatchObject({ netSalesIqd: 12_000, refundsIqd: 6000 });
    expect(close.labourCostIqd).toBeGreaterThan(0);
    const [day] = (await report()).days;
    expect(day).toMatchObject({
      netSalesIqd: close.netSalesIqd,
      labourCostIqd: close.labourCostIqd,
      labourPercent: close.labourPercent,
      primeCostIqd: close.primeCostIqd,
      primeCostPercent: close.primeCostPercent,
    });
    expect(day.labourPercent).toBe(Math.round((close.labourCostIqd * 10_000) / 12_000) / 100);
  });

  it("forecasts the roster week from the same net sales: the day's weekday a week later expects 12,000 / 4", async () => {
    const next = addDays(DAY, 7);
    const forecast = await ok('GET', `${L}/rosters/${main}/${weekStartOf(next)}/forecast`);
    expect(forecast.days.find((d: any) => d.businessDate === next)).toMatchObject({ forecastNetSalesIqd: 3000 });
  });
});
