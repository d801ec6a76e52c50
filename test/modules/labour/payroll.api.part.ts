import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { PunchKind } from '../../../src/modules/labour/punches/punch.entity';
import { download, waitForJob } from '../exports/exports-helpers';
import { C, L, plantPunch, rosterEmployee, shiftBody } from './labour-helpers';

const FROM = '2026-03-14';
const TO = '2026-03-31';

/*
 * Ali Hassan: 1,040,000 + 208,000 IQD a month over 208 contracted hours = 100 IQD a minute; rostered
 * Saturday 14 to Wednesday 18 March, 09:00–17:00 with an hour's unpaid break (420 paid minutes each).
 *   Sat 09:00–17:00: 420 paid, 42,000.  Sun 09:00–19:00: 540 paid, 60 overtime at 50 %: 57,000, of
 *   which the overtime amount 60 × 100 × 1.5 = 9,000.  Mon 09:30–17:00 (late): 390 paid, 39,000.
 *   Tue: no punch, on approved annual leave (1 leave day, not an absence).  Wed: no punch: 1 absence.
 *   Paid 1,350 min = 22.50 h, overtime 1.00 h, 9,000 IQD; labour cost 138,000; scheduled 35.00 h.
 *   An advance of 300,000 paid out (due); a loan of 1,000,000 in installments of 300,000 approved on
 *   10 February: the first installment (300,000) falls due on 31 March, in the period.
 * Sara Kareem: an hourly rate of 6,000 IQD, Saturday 09:00–17:00 with the hour's break: 7 h = 42,000.
 */
describe('Payroll export: per employee and period, xlsx and csv in English and Arabic (exports module)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let main: string;
  let ali: string;
  let sara: string;

  const ok = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(method, path, { token: owner, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const punch = (employeeId: string, kind: PunchKind, date: string, time: string) =>
    plantPunch(app, { organizationId: tenant.organizationId, branchId: main }, employeeId, kind, date, time);
  const exportPayroll = async (format: 'Xlsx' | 'Csv', lang: 'En' | 'Ar', filters: Record<string, unknown> = {}) => {
    const created = await ok('POST', `${C}/export-jobs`, { reportKey: 'labour.payroll', format, lang, from: FROM, to: TO, filters });
    const job = await waitForJob(app, owner, created.id);
    expect(job).toMatchObject({ status: 'Succeeded', rowsWritten: 2 });
    const file = await download(app, owner, job.id);
    expect(file.status).toBe(200);
    return file.bytes;
  };

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, now: new Date('2026-02-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    main = tenant.branchId;
    ali = await rosterEmployee(app, owner, { branchIds: [main], fullName: 'Ali Hassan', baseSalary: 1_040_000, allowances: 208_000 });
    sara = await rosterEmployee(app, owner, { branchIds: [main], fullName: 'Sara Kareem', baseSalary: 0, allowances: 0 });
    await ok('PUT', `${L}/employees/${sara}/hourly-rate`, { hourlyRateIqd: 6_000 });
    const loan = await ok('POST', `${C}/hr/loans`, { employeeId: ali, principal: 1_000_000, installment: 300_000, reason: 'Car repair' });
    await ok('POST', `${C}/hr/loans/${loan.id}/decision`, { decision: 'Approve', note: 'ok' });
    const advance = await ok('POST', `${C}/hr/advances`, { employeeId: ali, amount: 300_000, reason: 'Rent' });
    await ok('POST', `${C}/hr/advances/${advance.id}/decision`, { decision: 'Approve', note: 'ok' });
    await ok('POST', `${C}/hr/advances/${advance.id}/pay`, {});

    app.clock.set(new Date('2026-03-13T06:00:00Z'));
    owner = await tenant.tokenFor(tenant.owner, main);
    for (const date of ['2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18']) {
      await ok('POST', `${L}/shifts`, shiftBody(main, ali, date, '09:00', '17:00', { breakMinutes: 60 }));
    }
    await ok('POST', `${L}/shifts`, shiftBody(main, sara, '2026-03-14', '09:00', '17:00', { breakMinutes: 60 }));
    await ok('POST', `${C}/hr/leave-types/defaults`, {});
    const types = await ok('GET', `${C}/hr/leave-types`);
    const annual = types.items.find((type: { name: string }) => type.name === 'Annual');
    const leave = await ok('POST', `${C}/hr/leave`, { employeeId: ali, typeId: annual.id, startDate: '2026-03-17', endDate: '2026-03-17', reason: 'Family' });
    await ok('POST', `${C}/hr/leave/${leave.id}/decision`, { decision: 'Approve', note: 'ok' });
    const days: Array<[string, string, string]> = [
      ['2026-03-14', '09:00', '17:00'],
      ['2026-03-15', '09:00', '19:00'],
      ['2026-03-16', '09:30', '17:00'],
    ];
    for (const [date, inAt, outAt] of days) {
      await punch(ali, PunchKind.ClockIn, date, inAt);
      await punch(ali, PunchKind.ClockOut, date, outAt);
    }
    await punch(sara, PunchKind.ClockIn, '2026-03-14', '09:00');
    await punch(sara, PunchKind.ClockOut, '2026-03-14', '17:00');
    app.clock.set(new Date('2026-04-01T09:00:00Z'));
    owner = await tenant.tokenFor(tenant.owner, main);
  }, 240_000);
  afterAll(() => app.close());

  const ALI_EN = {
    Employee: 'Ali Hassan',
    'Monthly pay (IQD)': 1_248_000,
    'Scheduled hours': 35,
    'Paid hours': 22.5,
    'Overtime hours': 1,
    'Overtime amount (IQD)': 9_000,
    'Labour cost (IQD)': 138_000,
    Absences: 1,
    'Late arrivals': 1,
    'Missed punches': 0,
    'Approved leave days': 1,
    'Unpaid leave days': 0,
    'Advances due (IQD)': 300_000,
    'Loan installments due (IQD)': 300_000,
  };

  it('writes an xlsx per employee in English and in Arabic (right to left), the figures equal to the hand computation', async () => {
    for (const lang of ['En', 'Ar'] as const) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await exportPayroll('Xlsx', lang)) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.name).toBe(lang === 'En' ? 'Payroll' : 'كشف الرواتب');
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const rows = [2, 3].map((n) => Object.fromEntries(header.map((label, i) => [label, sheet.getRow(n).getCell(i + 1).value])));
      if (lang === 'En') {
        expect(rows[0]).toMatchObject({ ...ALI_EN, 'Hourly rate (IQD)': null });
        expect(rows[1]).toMatchObject({ Employee: 'Sara Kareem', 'Hourly rate (IQD)': 6_000, 'Paid hours': 7, 'Labour cost (IQD)': 42_000, Absences: 0 });
      } else {
        expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
        expect(rows[0]).toMatchObject({
          الموظف: 'Ali Hassan',
          'الساعات المدفوعة': 22.5,
          'ساعات العمل الإضافي': 1,
          'مبلغ العمل الإضافي (د.ع)': 9_000,
          الغيابات: 1,
          'أيام الإجازة المعتمدة': 1,
          'السلف المستحقة (د.ع)': 300_000,
          'أقساط القروض المستحقة (د.ع)': 300_000,
        });
      }
    }
  });

  it('writes the same rows as csv in English and Arabic (the branch filter keeps the branch’s employees)', async () => {
    const en = parse(await exportPayroll('Csv', 'En'), { bom: true, columns: true }) as Record<string, string>[];
    expect(en.map((row) => row.Employee)).toEqual(['Ali Hassan', 'Sara Kareem']);
    const numeric = Object.fromEntries(Object.entries(en[0]).map(([key, value]) => [key, key === 'Employee' ? value : value === '' ? null : Number(value)]));
    expect(numeric).toMatchObject({ ...ALI_EN, 'Hourly rate (IQD)': null });
    const ar = parse(await exportPayroll('Csv', 'Ar', { branchId: main }), { bom: true, columns: true }) as Record<string, string>[];
    expect(ar[0]).toMatchObject({ الموظف: 'Ali Hassan', 'الساعات المدفوعة': '22.50', الغيابات: '1', 'كلفة العمل (د.ع)': '138000' });
    expect(ar[1]).toMatchObject({ الموظف: 'Sara Kareem', 'أجر الساعة (د.ع)': '6000' });
  });

  it('refuses a bad period (422), another organisation’s branch (404) and a caller without labour:manage (403)', async () => {
    const request = (body: Record<string, unknown>, token = owner) =>
      app.request('POST', `${C}/export-jobs`, { token, body: { reportKey: 'labour.payroll', format: 'Csv', from: FROM, to: TO, ...body } });
    const backwards = await request({ to: '2026-03-01' });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors)).toEqual(['to']);
    const long = await request({ to: '2026-06-30' });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ to: ['must be at most 92 days after from'] });
    const notId = await request({ filters: { branchId: 'main' } });
    expect(notId.body.errors).toEqual({ 'filters.branchId': ['must be a UUID'] });
    expect((await request({ filters: { branchId: other.branchId } })).status).toBe(404);
    const staff = await tenant.member('Staff');
    expect((await request({}, staff.token)).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await request({}, accountant.token)).status).toBe(403);
  });
});
