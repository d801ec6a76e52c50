import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { L, rosterEmployee } from './labour-helpers';

const fixture = (name: string) => readFileSync(join(__dirname, '../../fixtures/terminal', name), 'utf8');

describe('Labour time clock: fingerprint terminal imports (REST)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let branch: string;
  let e7: string;
  let e12: string;

  const upload = (name: string, token = owner, extra: Record<string, unknown> = {}) =>
    app.request('POST', `${L}/punch-imports`, { token, body: { branchId: branch, fileName: name, content: fixture(name), ...extra } });

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-10T06:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    branch = tenant.branchId;
    e7 = await rosterEmployee(app, owner, { branchIds: [branch], fullName: 'Ali Hassan' });
    e12 = await rosterEmployee(app, owner, { branchIds: [branch], fullName: 'Sara Kareem' });
    expect((await app.request('PUT', `${L}/employees/${e7}/attendance-code`, { token: owner, body: { attendanceCode: '7' } })).status).toBe(200);
    expect((await app.request('PUT', `${L}/employees/${e12}/attendance-code`, { token: owner, body: { attendanceCode: '12' } })).status).toBe(200);
  }, 120_000);
  afterAll(() => app.close());

  it('keeps attendance codes unique within the organisation (409)', async () => {
    const again = await app.request('PUT', `${L}/employees/${e12}/attendance-code`, { token: owner, body: { attendanceCode: '7' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Another employee already has this attendance code.');
  });

  it('imports a ZKTeco attlog: kinds alternate per employee and day, a double scan is one punch, unknown codes are reported', async () => {
    const res = await upload('zkteco-1_attlog.dat');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      format: 'ZktecoAttlog',
      rowCount: 8,
      imported: 6,
      duplicates: 1,
      unknownCodes: ['999'],
      unknownRows: 1,
      unknownLines: ['line 8: code 999'],
      firstBusinessDate: '2026-03-09',
      lastBusinessDate: '2026-03-09',
      invalidRows: [],
    });
    const punches = await app.request('GET', `${L}/punches?EmployeeId=${e7}&Sort=occurredAt&Dir=asc`, { token: owner });
    expect(punches.body.data.items.map((p: { kind: string; occurredAt: string }) => [p.kind, p.occurredAt])).toEqual([
      ['ClockIn', '2026-03-09T04:58:41.000Z'],
      ['ClockOut', '2026-03-09T09:30:02.000Z'],
      ['ClockIn', '2026-03-09T10:00:15.000Z'],
      ['ClockOut', '2026-03-09T13:05:30.000Z'],
    ]);
    expect(punches.body.data.items[0]).toMatchObject({ source: 'Terminal', importId: res.body.data.id, deviceId: null });
  });

  it('skips punches already stored (same employee within a minute): the same file again imports nothing', async () => {
    const res = await upload('zkteco-1_attlog.dat');
    expect(res.body.data).toMatchObject({ imported: 0, duplicates: 7, firstBusinessDate: null, lastBusinessDate: null });
  });

  it('imports a generic CSV with a header and kinds, de-duplicated against the terminal’s punches, reporting bad lines', async () => {
    const res = await upload('generic-attendance.csv');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      format: 'Csv',
      rowCount: 5,
      imported: 0,
      duplicates: 3,
      unknownCodes: ['31'],
      unknownLines: ['line 5: code 31'],
      invalidRows: ['line 6: the time is not a date and time (YYYY-MM-DD HH:MM:SS)'],
    });
  });

  it('refuses another organisation’s branch (422), a file without rows (422) and a caller without labour:manage (403)', async () => {
    expect((await upload('generic-attendance.csv', owner, { branchId: other.branchId })).body.errors).toEqual({
      branchId: ['is not a branch of this organisation'],
    });
    expect((await upload('generic-attendance.csv', owner, { content: 'code,time\n' })).body.errors).toEqual({
      content: ['has no attendance rows (code and time)'],
    });
    expect((await upload('generic-attendance.csv', (await tenant.member('Staff')).token)).status).toBe(403);
    const list = await app.request('GET', `${L}/punch-imports`, { token: owner });
    expect(list.body.data.total).toBe(3);
    expect((await app.request('GET', `${L}/punch-imports/${list.body.data.items[0].id}`, { token: other.owner.token })).status).toBe(404);
  });
});
