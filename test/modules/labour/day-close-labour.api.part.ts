import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { instantOf } from '../../../src/modules/labour/rules/shift-times.rules';
import { Punch, PunchKind } from '../../../src/modules/labour/punches/punch.entity';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { recomputeChangedDays } from '../../../src/modules/analytics/close/day-close.jobs';
import { DayCloseVersion } from '../../../src/modules/analytics/close/day-close.entity';
import { createItem } from '../inventory/inventory-helpers';
import { openShop } from '../sales/sales.support';
import { C, L, plantPunch, rosterEmployee, shiftBody } from './labour-helpers';

const DAY = '2026-03-14';
const CLOSES = `${C}/analytics/day-closes`;

/*
 * Two employees at 1,040,000 + 208,000 IQD a month over 208 contracted hours = 100 IQD a minute,
 * rostered 09:00–17:00 with an hour's unpaid break: E1 punched 09:00–17:00 (420 paid, 42,000 IQD),
 * E2 09:00–18:00 (480 paid, 48,000). Labour 90,000 IQD.
 * Sales: 90 biryani at 6,000 = 540,000 IQD net, each 250 g of rice at 4,000 IQD/kg. Rice on hand 30 kg,
 * 22.5 kg used, counted 7 kg that evening: actual food cost (30 − 7) × 4,000 = 92,000 IQD.
 * Labour % 90,000 / 540,000 = 16.67 (above the target set to 15); prime cost 182,000 = 33.70 % (target 60).
 * After E2's clock-out is corrected to 17:00 (420 paid, 42,000): labour 84,000 = 15.56 %, prime cost
 * 176,000 = 32.59 %.
 */
describe('The daily close with labour and prime cost: computed from the timesheets, a new version after an approved timesheet is corrected (REST)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let main: string;
  const staff: string[] = [];

  const ok = async (method: string, path: string, body?: unknown, token = owner) => {
    const res = await app.request(method, path, { token, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const punch = (employeeId: string, kind: PunchKind, time: string) =>
    plantPunch(app, { organizationId: tenant.organizationId, branchId: main }, employeeId, kind, DAY, time);

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-14T06:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    main = tenant.branchId;
    for (let i = 0; i < 2; i++) staff.push(await rosterEmployee(app, owner, { branchIds: [main], baseSalary: 1_040_000, allowances: 208_000 }));
    for (const employeeId of staff) await ok('POST', `${L}/shifts`, shiftBody(main, employeeId, DAY, '09:00', '17:00', { breakMinutes: 60 }));
    const [e1, e2] = staff;
    await punch(e1, PunchKind.ClockIn, '09:00');
    await punch(e1, PunchKind.ClockOut, '17:00');
    await punch(e2, PunchKind.ClockIn, '09:00');
    await punch(e2, PunchKind.ClockOut, '18:00');
    await ok('PUT', `${L}/settings`, { labourPercentTarget: 15 });
    const shop = await openShop(app, tenant, 'LDC');
    const rice = await createItem(app, owner, { name: 'Close rice', standardCostIqd: 4000 });
    await ok('POST', `${C}/products/${shop.productId}/consumables`, { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' });
    await ok('POST', `${C}/inventory/opening-balances`, { inventoryItemId: rice, quantity: 30, unitCostIqd: 4000, businessDate: '2026-03-01' });
    const order = await ok('POST', `${C}/sales/orders`, { branchId: main, items: [{ productId: shop.productId, quantity: 90, modifierOptionIds: [] }] });
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) await ok('POST', `${C}/sales/orders/${order.id}/status`, { status });
    app.clock.set(new Date('2026-03-14T18:00:00Z'));
    owner = await tenant.tokenFor(tenant.owner, main);
    const sheet = await ok('POST', `${C}/inventory/counts`, { businessDate: DAY, inventoryItemIds: [rice] });
    await ok('PUT', `${C}/inventory/counts/${sheet.id}/entries`, { entries: [{ inventoryItemId: rice, countedQuantity: 7 }] });
    await ok('POST', `${C}/inventory/counts/${sheet.id}/submit`);
    await ok('POST', `${C}/inventory/counts/${sheet.id}/approve`);
    app.clock.set(new Date('2026-03-15T09:00:00Z'));
    owner = await tenant.tokenFor(tenant.owner, main);
  }, 240_000);
  afterAll(() => app.close());

  it("gives the day's labour cost, labour %, prime cost and prime cost % with the flags, equal to the hand computation", async () => {
    const close = await ok('POST', CLOSES, { branchId: main, businessDate: DAY });
    expect(close).toMatchObject({
      version: 1,
      netSalesIqd: 540_000,
      actualCostIqd: 92_000,
      labourCostIqd: 90_000,
      labourPercent: 16.67,
      primeCostIqd: 182_000,
      primeCostPercent: 33.7,
      labourAboveTarget: true,
      primeCostAboveTarget: false,
    });
    // The labour report's day gives the same figures (its food cost is the close's actual cost).
    const report = await ok('GET', `${L}/report?BranchIds=${main}&From=${DAY}&To=${DAY}`);
    expect(report.branches[0].days[0]).toMatchObject({ labourCostIqd: 90_000, labourPercent: 16.67, primeCostIqd: 182_000, primeCostPercent: 33.7 });
    const gql = await app.graphql(
      `query($id: UUID!) { dayClose(id: $id) { labourCostIqd labourPercent primeCostIqd primeCostPercent labourAboveTarget primeCostAboveTarget } }`,
      { id: close.id },
      { token: owner },
    );
    expect(gql.body.data.dayClose).toEqual({
      labourCostIqd: 90_000,
      labourPercent: 16.67,
      primeCostIqd: 182_000,
      primeCostPercent: 33.7,
      labourAboveTarget: true,
      primeCostAboveTarget: false,
    });
    const [event] = await app.runtime.db.dataSource.manager.findBy(OutboxEvent, { type: 'analytics.day.closed', resourceId: close.id });
    expect(event.data).toMatchObject({ version: 1, labourCostIqd: 90_000, labourPercent: 16.67, primeCostIqd: 182_000, primeCostPercent: 33.7 });
  });

  it('adds no version when the period is approved as the close computed it', async () => {
    await ok('POST', `${L}/timesheets/approve`, { branchId: main, from: DAY, to: DAY });
    await recomputeChangedDays(app.runtime);
    const [close] = (await ok('GET', `${CLOSES}?BranchId=${main}&From=${DAY}&To=${DAY}`)).items;
    expect(close).toMatchObject({ status: 'Closed', version: 1, labourCostIqd: 90_000 });
  });

  it('recomputes the close as a new version when an approved timesheet is corrected, and again only when the figures move', async () => {
    const [, e2] = staff;
    const out = await app.runtime.db.dataSource.manager.findOneByOrFail(Punch, { employeeId: e2, businessDate: DAY, kind: PunchKind.ClockOut });
    // The approval locked the day: the owner moves the lock back, the manager corrects, the period is approved again.
    await ok('PUT', `${C}/settings/period-lock`, { lockedThrough: '2026-03-13', reason: 'Correct a clock-out' });
    await ok('POST', `${L}/punches/${out.id}/correct`, { occurredAt: instantOf(DAY, '17:00', 'Asia/Baghdad').toISOString(), reason: 'Left at 17:00' });
    await ok('POST', `${L}/timesheets/approve`, { branchId: main, from: DAY, to: DAY, note: 'Corrected' });
    expect(await recomputeChangedDays(app.runtime)).toBe(1);
    const [close] = (await ok('GET', `${CLOSES}?BranchId=${main}&From=${DAY}&To=${DAY}`)).items;
    expect(close).toMatchObject({
      status: 'Closed',
      version: 2,
      reason: 'LateChange',
      labourCostIqd: 84_000,
      labourPercent: 15.56,
      primeCostIqd: 176_000,
      primeCostPercent: 32.59,
      labourAboveTarget: true,
    });
    const versions = await app.runtime.db.dataSource.manager.find(DayCloseVersion, { where: { closeId: close.id }, order: { version: 'ASC' } });
    expect(versions.map((v) => v.figures.labourCostIqd)).toEqual([90_000, 84_000]);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { type: 'analytics.day.closed', resourceId: close.id } });
    expect(events.map((e) => (e.data as { labourCostIqd: number }).labourCostIqd).sort()).toEqual([84_000, 90_000]);
    // Nothing moved since: the next run adds nothing.
    expect(await recomputeChangedDays(app.runtime)).toBe(0);
  });

  it('recomputes the close as a new version when the hourly rate of an employee who worked the day changes', async () => {
    const [e1] = staff;
    // E1's 420 paid minutes at 12,000 IQD an hour: 84,000; with E2's 42,000 the day's labour is 126,000
    // = 23.33 % of 540,000; prime cost 92,000 + 126,000 = 218,000 = 40.37 %.
    await ok('PUT', `${L}/employees/${e1}/hourly-rate`, { hourlyRateIqd: 12_000 });
    expect(await recomputeChangedDays(app.runtime)).toBe(1);
    const [close] = (await ok('GET', `${CLOSES}?BranchId=${main}&From=${DAY}&To=${DAY}`)).items;
    expect(close).toMatchObject({ version: 3, labourCostIqd: 126_000, labourPercent: 23.33, primeCostIqd: 218_000, primeCostPercent: 40.37 });
    expect(await recomputeChangedDays(app.runtime)).toBe(0);
    // An employee who did not work at the branch that day: the close stays as it is.
    const idle = await rosterEmployee(app, owner, { branchIds: [main] });
    await ok('PUT', `${L}/employees/${idle}/hourly-rate`, { hourlyRateIqd: 9_000 });
    expect(await recomputeChangedDays(app.runtime)).toBe(0);
  });

  it("limits the close to its readers: a staff member (403), a manager of another branch (403), another organisation's id (404)", async () => {
    const [close] = (await ok('GET', `${CLOSES}?BranchId=${main}&From=${DAY}&To=${DAY}`)).items;
    const cashier = await tenant.member('Staff');
    expect((await app.request('GET', `${CLOSES}/${close.id}`, { token: cashier.token })).status).toBe(403);
    const second = await tenant.addBranch('Second');
    const elsewhere = await tenant.member('Manager', { branchIds: [second] });
    const token = await tenant.tokenFor(elsewhere, second);
    expect((await app.request('GET', `${CLOSES}/${close.id}`, { token })).status).toBe(403);
    const theirs = await other.tokenFor(other.owner, other.branchId);
    expect((await app.request('GET', `${CLOSES}/${close.id}`, { token: theirs })).status).toBe(404);
    expect((await app.request('POST', CLOSES, { token: theirs, body: { branchId: main, businessDate: DAY } })).status).toBe(404);
  });
});
