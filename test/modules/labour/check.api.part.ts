import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { Punch, PunchSource } from '../../../src/modules/labour/punches/punch.entity';
import { createItem } from '../inventory/inventory-helpers';
import { openShop } from '../sales/sales.support';
import { C, L, rosterEmployee, shiftBody } from './labour-helpers';

const WEEK = ['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19'];
const DAY = '2026-03-14';
const LEAVE_DAY = '2026-03-18';
/** A local time in Baghdad (UTC+3) on the checked day, as the instant the kiosk sends. */
const at = (time: string) => new Date(`${DAY}T${time}:00+03:00`).toISOString();

/*
 * Issue 52's check, end to end through HTTP. Five employees at 1,040,000 + 208,000 IQD a month over
 * the default 208 contracted hours = 100 IQD a minute, rostered Saturday–Thursday 09:00–17:00 with an
 * hour's unpaid break (E5 has approved leave on Wednesday: that shift is refused). Saturday's punches
 * come from the kiosk, queued while offline and sent on reconnecting (E2's clock-in twice, one key),
 * and E4's clock-in from the fingerprint terminal's file. By hand, for Saturday:
 *   E1 09:00, break 13:00–13:30, out 17:00: worked 450, paid 450 − (60 − 30) = 420 → 42,000
 *   E2 09:20 (late 20, beyond the 5 min grace) – 17:00: worked 460, paid 400 → 40,000
 *   E3 09:00 – 18:30: worked 570, paid 510, 30 over the daily 480 at 50 %:
 *      510 × 100 + 30 × 50 = 52,500
 *   E4 09:00 (terminal) – 17:00 (kiosk): worked 480, paid 420 → 42,000
 *   E5 09:00 – 15:00 (left 120 early): worked 360, paid 300 → 30,000
 *   Labour 206,500 IQD over 2,050 paid minutes; scheduled 5 × 42,000 = 210,000.
 * Sales: one order of 90 biryani at 6,000 = 540,000 net; each uses 250 g of rice at 4,000 IQD/kg:
 *   food cost 90 × 1,000 = 90,000. Labour % 206,500 / 540,000 = 38.2407 → 38.24 (above 30);
 *   prime cost 296,500 = 54.907 → 54.91 % (not above 60); sales per labour hour
 *   540,000 × 60 / 2,050 = 15,804.88 → 15,805.
 */
describe("Issue 52's check: a week of rosters, kiosk and terminal punches, a day's sales and stock (REST)", () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let main: string;
  let device: string;
  const staff: string[] = [];

  const ok = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(method, path, { token: owner, body, headers });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const kiosk = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.request('POST', `${L}/kiosk/punches`, { body, headers: { 'X-Clock-Device': device, ...headers } });

  beforeAll(async () => {
    // Friday before the week: the roster is drafted and published.
    app = await startTestApp({ now: new Date('2026-03-13T06:00:00Z') });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    main = tenant.branchId;
    for (let i = 1; i <= 5; i++) {
      staff.push(await rosterEmployee(app, owner, { branchIds: [main], fullName: `Check E${i}`, baseSalary: 1_040_000, allowances: 208_000 }));
    }
    const types = await ok('POST', `${C}/hr/leave-types/defaults`);
    const annual = types.find((t: { name: string }) => t.name === 'Annual').id;
    const leave = await ok('POST', `${C}/hr/leave`, { employeeId: staff[4], typeId: annual, startDate: LEAVE_DAY, endDate: LEAVE_DAY });
    const hr = await tenant.member('Hr');
    expect((await app.request('POST', `${C}/hr/leave/${leave.id}/decision`, { token: hr.token, body: { decision: 'Approve' } })).status).toBe(200);
    for (const [i, employeeId] of staff.entries()) {
      await ok('PUT', `${L}/employees/${employeeId}/pin`, { pin: `${i + 1}${i + 1}${i + 1}${i + 1}` });
      for (const date of WEEK) {
        if (i === 4 && date === LEAVE_DAY) continue;
        await ok('POST', `${L}/shifts`, shiftBody(main, employeeId, date, '09:00', '17:00', { breakMinutes: 60 }));
      }
    }
    await ok('PUT', `${L}/employees/${staff[3]}/attendance-code`, { attendanceCode: '404' });
    device = (await ok('POST', `${L}/clock-devices`, { branchId: main, name: 'Counter tablet' })).credential;
  }, 240_000);
  afterAll(() => app.close());

  it('refuses a shift over approved leave with a field error (422) and publishes the week of 29 shifts', async () => {
    const refused = await app.request('POST', `${L}/shifts`, { token: owner, body: shiftBody(main, staff[4], LEAVE_DAY, '09:00', '17:00') });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ employeeId: [`has approved leave on ${LEAVE_DAY}`] });
    const published = await ok('POST', `${L}/rosters/publish`, { branchId: main, weekStart: DAY });
    expect(published).toMatchObject({ status: 'Published' });
    const week = await ok('GET', `${L}/rosters/${main}/${DAY}`);
    expect(week.shifts).toHaveLength(29);
  });

  it("records the day's punches from the kiosk after a reconnect (one sent twice, stored once) and one from the terminal file", async () => {
    // Saturday evening, the tablet back online.
    app.clock.set(new Date('2026-03-14T16:00:00Z'));
    owner = await tenant.tokenFor(tenant.owner, main);
    const imported = await ok('POST', `${L}/punch-imports`, {
      branchId: main,
      fileName: 'attendance.csv',
      content: `code,time,kind\n404,${DAY} 09:00:00,in\n`,
    });
    expect(imported).toMatchObject({ format: 'Csv', rowCount: 1, imported: 1, duplicates: 0 });

    const [e1, e2, e3, e4, e5] = staff;
    const pin = (employeeId: string) => {
      const n = staff.indexOf(employeeId) + 1;
      return `${n}${n}${n}${n}`;
    };
    const queue: { employeeId: string; kind: string; time: string }[] = [
      { employeeId: e1, kind: 'ClockIn', time: '09:00' },
      { employeeId: e3, kind: 'ClockIn', time: '09:00' },
      { employeeId: e5, kind: 'ClockIn', time: '09:00' },
      { employeeId: e2, kind: 'ClockIn', time: '09:20' },
      { employeeId: e1, kind: 'BreakStart', time: '13:00' },
      { employeeId: e1, kind: 'BreakEnd', time: '13:30' },
      { employeeId: e5, kind: 'ClockOut', time: '15:00' },
      { employeeId: e1, kind: 'ClockOut', time: '17:00' },
      { employeeId: e2, kind: 'ClockOut', time: '17:00' },
      { employeeId: e4, kind: 'ClockOut', time: '17:00' },
      { employeeId: e3, kind: 'ClockOut', time: '18:30' },
    ];
    const sent = new Map<string, { body: Record<string, unknown>; answer: unknown }>();
    for (const { employeeId, kind, time } of queue) {
      const deviceKey = randomUUID();
      const body = { employeeId, pin: pin(employeeId), kind, deviceKey, occurredAt: at(time) };
      const res = await kiosk(body, { 'Idempotency-Key': deviceKey });
      expect([res.status, res.body.data?.punch?.kind]).toEqual([200, kind]);
      sent.set(`${employeeId}:${kind}`, { body, answer: res.body });
    }
    // The answer to E2's clock-in was lost on the way: the tablet sends it again with its key.
    const lost = sent.get(`${e2}:ClockIn`)!;
    const again = await kiosk(lost.body, { 'Idempotency-Key': String(lost.body.deviceKey) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(lost.answer);
    const withoutKeyHeader = await kiosk(lost.body);
    expect(withoutKeyHeader.body.data.punch).toEqual((lost.answer as { data: { punch: unknown } }).data.punch);

    const punches = await app.runtime.db.dataSource.manager.findBy(Punch, { organizationId: tenant.organizationId, businessDate: DAY });
    expect(punches).toHaveLength(12);
    expect(punches.filter((p) => p.employeeId === e2 && p.kind === 'ClockIn')).toHaveLength(1);
    expect(punches.filter((p) => p.source === PunchSource.Terminal).map((p) => [p.employeeId, p.kind])).toEqual([[e4, 'ClockIn']]);
  });

  it("takes a day's sales and stock: 90 biryani, 22.5 kg of rice", async () => {
    const shop = await openShop(app, { ...tenant, owner: { ...tenant.owner, token: owner } }, 'CHK');
    const rice = await createItem(app, owner, { name: 'Check rice', standardCostIqd: 4000 });
    await ok('POST', `${C}/products/${shop.productId}/consumables`, { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' });
    await ok('POST', `${C}/inventory/opening-balances`, { inventoryItemId: rice, quantity: 30, unitCostIqd: 4000, businessDate: '2026-03-01' });
    const order = await ok('POST', `${C}/sales/orders`, { branchId: main, items: [{ productId: shop.productId, quantity: 90, modifierOptionIds: [] }] });
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) await ok('POST', `${C}/sales/orders/${order.id}/status`, { status });
    expect(order).toMatchObject({ businessDate: DAY });
  });

  it("gives each employee's paid hours as computed by hand", async () => {
    const rows = await ok('GET', `${L}/timesheets?BranchId=${main}&From=${DAY}&To=${DAY}`);
    const of = (employeeId: string) => rows.find((row: { employeeId: string }) => row.employeeId === employeeId);
    const [e1, e2, e3, e4, e5] = staff;
    expect(rows).toHaveLength(5);
    expect(of(e1)).toMatchObject({ scheduledMinutes: 420, workedMinutes: 450, breakMinutes: 30, paidMinutes: 420, costIqd: 42_000, missedPunches: 0 });
    expect(of(e2)).toMatchObject({ workedMinutes: 460, paidMinutes: 400, lateMinutes: 20, late: true, costIqd: 40_000 });
    expect(of(e3)).toMatchObject({ workedMinutes: 570, paidMinutes: 510, overtimeMinutes: 30, costIqd: 52_500, overtimeCostIqd: 4_500 });
    expect(of(e4)).toMatchObject({ workedMinutes: 480, paidMinutes: 420, missedPunches: 0, costIqd: 42_000 });
    expect(of(e5)).toMatchObject({ workedMinutes: 360, paidMinutes: 300, earlyLeaveMinutes: 120, earlyLeave: true, costIqd: 30_000 });
    expect(rows.every((row: { scheduledCostIqd: number }) => row.scheduledCostIqd === 42_000)).toBe(true);
  });

  it("gives the day's labour %, prime cost and sales per labour hour as computed by hand", async () => {
    const report = await ok('GET', `${L}/report?BranchIds=${main}&From=${DAY}&To=${DAY}`);
    const [branch] = report.branches;
    const expected = {
      paidMinutes: 2_050,
      labourCostIqd: 206_500,
      scheduledCostIqd: 210_000,
      netSalesIqd: 540_000,
      foodCostIqd: 90_000,
      labourPercent: 38.24,
      salesPerLabourHourIqd: 15_805,
      primeCostIqd: 296_500,
      primeCostPercent: 54.91,
      labourAboveTarget: true,
      primeCostAboveTarget: false,
    };
    expect(branch.total).toMatchObject(expected);
    expect(branch.days).toHaveLength(1);
    expect(branch.days[0]).toMatchObject({ businessDate: DAY, labourCostIqd: 206_500, netSalesIqd: 540_000, labourPercent: 38.24 });
    expect(branch.hours.reduce((sum: number, hour: { labourCostIqd: number }) => sum + hour.labourCostIqd, 0)).toBe(206_500);
  });
});
