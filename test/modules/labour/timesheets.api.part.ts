import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { weekdayOf } from '../../../src/modules/labour/rules/shift-times.rules';
import { Punch, PunchKind } from '../../../src/modules/labour/punches/punch.entity';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';
import { createItem } from '../inventory/inventory-helpers';
import { openShop } from '../sales/sales.support';
import { C, L, plantPunch, rosterEmployee, shiftBody } from './labour-helpers';

const WEEK = ['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19'];
const DAY = '2026-03-14';

/*
 * Five employees at 1,040,000 + 208,000 IQD a month over 208 contracted hours = 100 IQD a minute,
 * rostered Saturday–Thursday 09:00–17:00 with an hour's unpaid break (420 paid minutes), punched
 * 09:00–17:00 without break punches (the scheduled hour is taken: 420 paid) except on Saturday:
 *   E1 as rostered: 420 min, 42,000 IQD; E2 in at 09:30 (late): 390, 39,000; E3 out at 19:00: 540,
 *   60 overtime at 50 %: 54,000 + 3,000 = 57,000; E4 no clock-out (taken from 17:00): 420, 42,000;
 *   E5 absent: 0. Labour 180,000 IQD over 1,770 minutes.
 * Sales: one counter order of 90 biryani at 6,000 = 540,000 IQD net; each uses 250 g of rice at
 * 4,000 IQD/kg: food cost 90 × 1,000 = 90,000. Labour % 180,000 / 540,000 = 33.33 (above 30);
 * prime cost 270,000 = 50 % (not above 60); sales per labour hour 540,000 × 60 / 1,770 = 18,305.08 → 18,305.
 */
describe('Timesheets and the labour report: a week of rosters and punches, a day of sales and stock (REST)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let main: string;
  const staff: string[] = [];

  const punch = (employeeId: string, kind: PunchKind, date: string, time: string) =>
    plantPunch(app, { organizationId: tenant.organizationId, branchId: main }, employeeId, kind, date, time);
  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(method, path, { token: owner, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-14T06:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    main = tenant.branchId;
    for (let i = 0; i < 5; i++) staff.push(await rosterEmployee(app, owner, { branchIds: [main], baseSalary: 1_040_000, allowances: 208_000 }));
    for (const employeeId of staff) {
      for (const date of WEEK) await ok('POST', `${L}/shifts`, shiftBody(main, employeeId, date, '09:00', '17:00', { breakMinutes: 60 }));
    }
    const [e1, e2, e3, e4] = staff;
    for (const date of WEEK) {
      for (const employeeId of [e1, e2, e3, e4]) {
        await punch(employeeId, PunchKind.ClockIn, date, date === DAY && employeeId === e2 ? '09:30' : '09:00');
        if (date === DAY && employeeId === e4) continue;
        await punch(employeeId, PunchKind.ClockOut, date, date === DAY && employeeId === e3 ? '19:00' : '17:00');
      }
    }
    const shop = await openShop(app, tenant, 'LAB');
    const rice = await createItem(app, owner, { name: 'Labour rice', standardCostIqd: 4000 });
    await ok('POST', `${C}/products/${shop.productId}/consumables`, { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' });
    await ok('POST', `${C}/inventory/opening-balances`, { inventoryItemId: rice, quantity: 30, unitCostIqd: 4000, businessDate: '2026-03-01' });
    const order = await ok('POST', `${C}/sales/orders`, { branchId: main, items: [{ productId: shop.productId, quantity: 90, modifierOptionIds: [] }] });
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) await ok('POST', `${C}/sales/orders/${order.id}/status`, { status });
    app.clock.set(new Date('2026-03-21T09:00:00Z'));
    owner = await tenant.tokenFor(tenant.owner, main);
  }, 240_000);
  afterAll(() => app.close());

  it("gives each employee's paid minutes, lateness, overtime, missed punches and absence for the day", async () => {
    const rows = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`);
    const of = (employeeId: string) => rows.find((row: { employeeId: string }) => row.employeeId === employeeId);
    const [e1, e2, e3, e4, e5] = staff;
    expect(of(e1)).toMatchObject({ businessDate: DAY, scheduledMinutes: 420, workedMinutes: 480, paidMinutes: 420, costIqd: 42_000, late: false });
    expect(of(e2)).toMatchObject({ paidMinutes: 390, lateMinutes: 30, late: true, costIqd: 39_000 });
    expect(of(e3)).toMatchObject({ paidMinutes: 540, overtimeMinutes: 60, costIqd: 57_000, overtimeCostIqd: 9_000 });
    expect(of(e4)).toMatchObject({ paidMinutes: 420, missedPunches: 1, costIqd: 42_000 });
    expect(of(e5)).toMatchObject({ paidMinutes: 0, absentShifts: 1, costIqd: 0, scheduledCostIqd: 42_000 });
    const week = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${WEEK[0]}&To=${WEEK[5]}`);
    expect(
      week.filter((row: { employeeId: string }) => row.employeeId === e1).reduce((sum: number, row: { paidMinutes: number }) => sum + row.paidMinutes, 0),
    ).toBe(6 * 420);
  });

  it("gives the day's labour cost, labour %, prime cost and flags equal to the hand computation", async () => {
    const report = await ok('GET', `${L}/report?BranchIds=${main}&From=${DAY}&To=${DAY}`);
    expect(report).toMatchObject({ labourPercentTarget: 30, primeCostPercentTarget: 60 });
    const [branch] = report.branches;
    expect(branch.total).toMatchObject({
      paidMinutes: 1770,
      labourCostIqd: 180_000,
      scheduledCostIqd: 210_000,
      netSalesIqd: 540_000,
      foodCostIqd: 90_000,
      labourPercent: 33.33,
      salesPerLabourHourIqd: 18_305,
      primeCostIqd: 270_000,
      primeCostPercent: 50,
      labourAboveTarget: true,
      primeCostAboveTarget: false,
    });
    expect(branch.days).toHaveLength(1);
    expect(branch.days[0]).toMatchObject({ businessDate: DAY, labourCostIqd: 180_000, netSalesIqd: 540_000, labourPercent: 33.33 });
    expect(branch.hours.reduce((sum: number, hour: { labourCostIqd: number }) => sum + hour.labourCostIqd, 0)).toBe(180_000);
    expect(branch.hours.reduce((sum: number, hour: { netSalesIqd: number }) => sum + hour.netSalesIqd, 0)).toBe(540_000);
    const gql = await app.graphql(
      `query($input: LabourReportInput!) { labourReport(input: $input) { branches { total { labourCostIqd primeCostIqd } } } }`,
      {
        input: { branchIds: [main], from: DAY, to: DAY },
      },
      { token: owner },
    );
    expect(gql.body.data.labourReport.branches[0].total).toEqual({ labourCostIqd: 180_000, primeCostIqd: 270_000 });
  });

  it('refuses a bad period (422), another organisation’s branch (404) and a caller without labour:read (403)', async () => {
    const bad = await app.request('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=2026-03-01`, { token: owner });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ to: ['must not be before from'] });
    expect((await app.request('GET', `${L}/timesheets?BranchId=${other.branchId}&From=${DAY}&To=${DAY}`, { token: owner })).status).toBe(404);
    expect((await app.request('GET', `${L}/report?BranchIds=${other.branchId}&From=${DAY}&To=${DAY}`, { token: owner })).status).toBe(422);
    const cashier = await tenant.member('Staff');
    expect((await app.request('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`, { token: cashier.token })).status).toBe(403);
    expect((await app.request('GET', `${L}/report?From=${DAY}&To=${DAY}`, { token: cashier.token })).status).toBe(403);
    const mine = await app.request('GET', `${L}/my-timesheet?From=${DAY}&To=${DAY}`, { token: cashier.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([]);
  });

  it('corrects a punch with a reason (original kept, audited) and adds a missed one; the day is recomputed at once', async () => {
    const [, e2, , e4] = staff;
    const manager = app.runtime.db.dataSource.manager;
    const late = await manager.findOneByOrFail(Punch, { employeeId: e2, businessDate: DAY, kind: PunchKind.ClockIn });
    const noReason = await app.request('POST', `${L}/punches/${late.id}/correct`, {
      token: owner,
      body: { occurredAt: '2026-03-14T06:10:00.000Z', reason: ' ' },
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual({ reason: ['is required'] });
    const corrected = await ok('POST', `${L}/punches/${late.id}/correct`, { occurredAt: '2026-03-14T06:10:00.000Z', reason: 'Badge reader was slow' });
    expect(corrected).toMatchObject({
      occurredAt: '2026-03-14T06:10:00.000Z',
      originalOccurredAt: '2026-03-14T06:30:00.000Z',
      correctionReason: 'Badge reader was slow',
    });
    const audit = await manager.findOneBy(AuditEntry, { entityType: 'punch', entityId: late.id, action: 'corrected' });
    expect(audit?.reason).toBe('Badge reader was slow');
    await ok('POST', `${L}/punches/manual`, {
      branchId: main,
      employeeId: e4,
      kind: 'ClockOut',
      occurredAt: '2026-03-14T13:00:00.000Z',
      reason: 'Forgot to clock out at 16:00',
    });
    const rows = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`);
    const of = (employeeId: string) => rows.find((row: { employeeId: string }) => row.employeeId === employeeId);
    // E2 from 09:10: 470 − 60 = 410 paid, 41,000; E4 09:00–16:00: 420 − 60 = 360 paid, 36,000.
    expect(of(e2)).toMatchObject({ paidMinutes: 410, lateMinutes: 10, costIqd: 41_000 });
    expect(of(e4)).toMatchObject({ paidMinutes: 360, missedPunches: 0, costIqd: 36_000 });
    expect(
      (await app.request('POST', `${L}/punches/00000000-0000-4000-8000-000000000000/correct`, { token: owner, body: { kind: 'ClockOut', reason: 'x' } }))
        .status,
    ).toBe(404);
    const theirToken = await other.tokenFor(other.owner, other.branchId);
    const theirs = await app.request('POST', `${L}/punches/${late.id}/correct`, { token: theirToken, body: { kind: 'ClockOut', reason: 'x' } });
    expect(theirs.status).toBe(404);
    expect((await manager.findOneByOrFail(Punch, { id: late.id })).kind).toBe(PunchKind.ClockIn);
    const cashier = await tenant.member('Staff');
    expect((await app.request('POST', `${L}/punches/${late.id}/correct`, { token: cashier.token, body: { kind: 'ClockOut', reason: 'x' } })).status).toBe(403);
    const future = await app.request('POST', `${L}/punches/manual`, {
      token: owner,
      body: { branchId: main, employeeId: e4, kind: 'ClockIn', occurredAt: '2026-04-01T06:00:00.000Z', reason: 'x' },
    });
    expect(future.body.errors).toEqual({ occurredAt: ['must not be in the future'] });
  });

  it("approves a branch's period, locking it: later corrections of its days are refused (409)", async () => {
    const today = await app.request('POST', `${L}/timesheets/approve`, { token: owner, body: { branchId: main, from: DAY, to: '2026-03-21' } });
    expect(today.body.errors).toEqual({ to: ['must be a business day that has ended (before 2026-03-21)'] });
    const approval = await ok('POST', `${L}/timesheets/approve`, { branchId: main, from: DAY, to: DAY, note: 'Checked' });
    // 42,000 + 41,000 + 57,000 + 36,000 after the corrections.
    expect(approval).toMatchObject({ branchId: main, fromDate: DAY, toDate: DAY, costIqd: 176_000, paidMinutes: 1_730, dayCount: 5 });
    const events = await app.runtime.db.dataSource.manager.findBy(OutboxEvent, { type: 'labour.timesheet.approved', resourceId: approval.id });
    expect(events).toHaveLength(1);
    const [, e2] = staff;
    const punch = await app.runtime.db.dataSource.manager.findOneByOrFail(Punch, { employeeId: e2, businessDate: DAY, kind: PunchKind.ClockIn });
    const locked = await app.request('POST', `${L}/punches/${punch.id}/correct`, {
      token: owner,
      body: { occurredAt: '2026-03-14T06:00:00.000Z', reason: 'again' },
    });
    expect(locked.status).toBe(409);
    const manager = await tenant.member('Manager');
    expect(
      (await app.request('POST', `${L}/timesheets/approve`, { token: manager.token, body: { branchId: other.branchId, from: DAY, to: DAY } })).status,
    ).toBe(422);
  });

  it("forecasts a roster week's labour % from the same weekdays of the four weeks before, as shifts are placed", async () => {
    const weekStart = '2026-04-11';
    const empty = await ok('GET', `${L}/rosters/${main}/${weekStart}/forecast`);
    // Saturday 2026-04-11: (540,000 + 0 + 0 + 0) / 4 = 135,000 expected.
    expect(empty.days[0]).toMatchObject({ businessDate: weekStart, forecastNetSalesIqd: 135_000, scheduledCostIqd: 0, labourPercent: 0, aboveTarget: false });
    await ok('POST', `${L}/shifts`, shiftBody(main, staff[0], weekStart, '09:00', '17:00', { breakMinutes: 60 }));
    const placed = await ok('GET', `${L}/rosters/${main}/${weekStart}/forecast`);
    // 420 minutes at 100 IQD = 42,000 / 135,000 = 31.11 %.
    expect(placed.days[0]).toMatchObject({ scheduledMinutes: 420, scheduledCostIqd: 42_000, labourPercent: 31.11, aboveTarget: true });
    expect(placed.days[1]).toMatchObject({ forecastNetSalesIqd: 0, labourPercent: null });
    expect(placed.week).toMatchObject({ forecastNetSalesIqd: 135_000, scheduledCostIqd: 42_000, labourPercent: 31.11 });
    expect((await app.request('GET', `${L}/rosters/${main}/2026-04-12/forecast`, { token: owner })).body.errors).toEqual({
      weekStart: ['must be a Saturday (roster weeks start on Saturday)'],
    });
  });

  it('costs an employee at their hourly rate once one is set (timesheets, report, forecast); 422, 404 and 403 otherwise', async () => {
    const [e1] = staff;
    const before = await ok('GET', `${L}/report?BranchIds=${main}&From=${DAY}&To=${DAY}`);
    const set = await ok('PUT', `${L}/employees/${e1}/hourly-rate`, { hourlyRateIqd: 7_500 });
    expect(set).toMatchObject({ employeeId: e1, hourlyRateIqd: 7_500 });
    // 420 paid minutes at 7,500 IQD an hour = 52,500 instead of 42,000 at 100 IQD a minute.
    const rows = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`);
    expect(rows.find((row: { employeeId: string }) => row.employeeId === e1)).toMatchObject({ paidMinutes: 420, costIqd: 52_500, scheduledCostIqd: 52_500 });
    const after = await ok('GET', `${L}/report?BranchIds=${main}&From=${DAY}&To=${DAY}`);
    expect(after.branches[0].total.labourCostIqd).toBe(before.branches[0].total.labourCostIqd + 10_500);
    const forecast = await ok('GET', `${L}/rosters/${main}/2026-04-11/forecast`);
    expect(forecast.days[0]).toMatchObject({ scheduledCostIqd: 52_500, labourPercent: 38.89 });
    const gql = await app.graphql(`query($id: UUID!) { employee(id: $id) { clockSettings { hourlyRateIqd } } }`, { id: e1 }, { token: owner });
    expect(gql.body.data.employee.clockSettings).toEqual({ hourlyRateIqd: 7_500 });
    const audit = await app.runtime.db.dataSource.manager.findOneBy(AuditEntry, { entityType: 'employee-hourly-rate', entityId: e1 });
    expect(audit?.changes).toEqual({ hourlyRateIqd: { from: null, to: 7_500 } });

    for (const hourlyRateIqd of [-1, 10_000_001]) {
      const bad = await app.request('PUT', `${L}/employees/${e1}/hourly-rate`, { token: owner, body: { hourlyRateIqd } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ hourlyRateIqd: ['must be a whole number from 0 to 10000000'] });
    }
    const theirs = await other.tokenFor(other.owner, other.branchId);
    expect((await app.request('PUT', `${L}/employees/${e1}/hourly-rate`, { token: theirs, body: { hourlyRateIqd: 1 } })).status).toBe(404);
    const cashier = await tenant.member('Staff');
    expect((await app.request('PUT', `${L}/employees/${e1}/hourly-rate`, { token: cashier.token, body: { hourlyRateIqd: 1 } })).status).toBe(403);

    expect(await ok('PUT', `${L}/employees/${e1}/hourly-rate`, { hourlyRateIqd: null })).toMatchObject({ hourlyRateIqd: null });
    const back = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`);
    expect(back.find((row: { employeeId: string }) => row.employeeId === e1)).toMatchObject({ costIqd: 42_000 });
  });

  it("marks rest-day work on the employee's own rest day, paid at the rest-day premium, else on the organisation's; 422, 404 and 403 otherwise", async () => {
    const [e1, e2] = staff;
    const day = (rows: Array<{ employeeId: string }>, id: string) => rows.find((row) => row.employeeId === id);
    // The organisation's rest day is Friday; DAY is a Saturday, E1's own rest day from now on.
    const set = await ok('PUT', `${L}/employees/${e1}/rest-day`, { restWeekday: weekdayOf(DAY) });
    expect(set).toMatchObject({ employeeId: e1, restWeekday: 6 });
    // E1's 420 paid minutes at 100 IQD a minute with the 100 % rest-day premium: 84,000 instead of 42,000.
    const rows = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`);
    expect(day(rows, e1)).toMatchObject({ paidMinutes: 420, restDay: true, costIqd: 84_000 });
    expect(day(rows, e2)).toMatchObject({ restDay: false });
    const gql = await app.graphql(`query($id: UUID!) { employee(id: $id) { clockSettings { restWeekday } } }`, { id: e1 }, { token: owner });
    expect(gql.body.data.employee.clockSettings).toEqual({ restWeekday: 6 });
    const audit = await app.runtime.db.dataSource.manager.findOneBy(AuditEntry, { entityType: 'employee-rest-day', entityId: e1 });
    expect(audit?.changes).toEqual({ restWeekday: { from: null, to: 6 } });

    for (const restWeekday of [-1, 7]) {
      const bad = await app.request('PUT', `${L}/employees/${e1}/rest-day`, { token: owner, body: { restWeekday } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ restWeekday: ['must be a whole number from 0 to 6'] });
    }
    const theirs = await other.tokenFor(other.owner, other.branchId);
    expect((await app.request('PUT', `${L}/employees/${e1}/rest-day`, { token: theirs, body: { restWeekday: 1 } })).status).toBe(404);
    const cashier = await tenant.member('Staff');
    expect((await app.request('PUT', `${L}/employees/${e1}/rest-day`, { token: cashier.token, body: { restWeekday: 1 } })).status).toBe(403);

    expect(await ok('PUT', `${L}/employees/${e1}/rest-day`, { restWeekday: null })).toMatchObject({ restWeekday: null });
    const back = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`);
    expect(day(back, e1)).toMatchObject({ restDay: false, costIqd: 42_000 });
  });
});
