import { randomUUID } from 'node:crypto';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { Punch, PunchKind } from '../../../src/modules/labour/punches/punch.entity';
import { L, rosterEmployee } from './labour-helpers';

// A 1×1 JPEG is enough for the photo path: the service checks the image's signature, not its pixels.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]).toString('base64');

describe('Labour time clock: kiosk devices, PINs and punches (REST)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let branch: string;
  let branch2: string;
  let manager2: TestMember;
  let staff: TestMember;
  let device: string;
  let deviceId: string;
  let e1: string;
  let e2: string;
  let e3: string;
  let foreign: string;

  const kiosk = (method: string, path: string, body?: unknown, credential = device, headers: Record<string, string> = {}) =>
    app.request(method, `${L}${path}`, { body, headers: { 'X-Clock-Device': credential, ...headers } });
  /** Sessions last 15 minutes: after the test's clock moves, everyone signs in again. */
  const signInAgain = async () => {
    owner = await tenant.tokenFor(tenant.owner, branch);
    staff = { ...staff, token: await tenant.tokenFor(staff, branch) };
    manager2 = { ...manager2, token: await tenant.tokenFor(manager2, branch2) };
    other.owner.token = await other.tokenFor(other.owner, other.branchId);
  };
  const punch = (employeeId: string, kind: string, extra: Record<string, unknown> = {}) =>
    kiosk('POST', '/kiosk/punches', { employeeId, pin: '2468', kind, deviceKey: randomUUID(), ...extra });

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-10T06:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    branch = tenant.branchId;
    branch2 = await tenant.addBranch('Karrada');
    manager2 = await tenant.member('Manager', { branchIds: [branch2] });
    staff = await tenant.member('Staff');
    e1 = await rosterEmployee(app, owner, { branchIds: [branch], userId: staff.userId, fullName: 'Ali Hassan' });
    e2 = await rosterEmployee(app, owner, { branchIds: [branch], fullName: 'Sara Kareem' });
    e3 = await rosterEmployee(app, owner, { branchIds: [branch2], fullName: 'Omar Saleh' });
    foreign = await rosterEmployee(app, other.owner.token, { branchIds: [other.branchId], fullName: 'Other Org' });
    for (const id of [e1, e2, e3]) {
      const res = await app.request('PUT', `${L}/employees/${id}/pin`, { token: owner, body: { pin: '٢٤٦٨' } });
      expect(res.status).toBe(200);
    }
  }, 120_000);
  afterAll(() => app.close());

  it('registers a device with a credential shown once, listed without it', async () => {
    const res = await app.request('POST', `${L}/clock-devices`, { token: owner, body: { branchId: branch, name: 'Front door tablet' } });
    expect(res.status).toBe(200);
    device = res.body.data.credential;
    deviceId = res.body.data.device.id;
    expect(device).toMatch(/^clk_[0-9a-f]{32}_/);
    expect(res.body.data.device).toMatchObject({ name: 'Front door tablet', branchId: branch, lastFour: device.slice(-4), revokedAt: null });
    const list = await app.request('GET', `${L}/clock-devices`, { token: owner });
    expect(list.body.data.items.map((d: { id: string }) => d.id)).toEqual([deviceId]);
    expect(JSON.stringify(list.body)).not.toContain(device);
  });

  it('refuses a device on another organisation’s branch (422), a missing permission (403) and another branch of a limited manager (403)', async () => {
    expect((await app.request('POST', `${L}/clock-devices`, { token: owner, body: { branchId: other.branchId, name: 'x' } })).body.errors).toEqual({
      branchId: ['is not a branch of this organisation'],
    });
    expect((await app.request('POST', `${L}/clock-devices`, { token: staff.token, body: { branchId: branch, name: 'x' } })).status).toBe(403);
    expect((await app.request('POST', `${L}/clock-devices`, { token: manager2.token, body: { branchId: branch, name: 'x' } })).status).toBe(403);
    expect((await app.request('GET', `${L}/clock-devices/${deviceId}`, { token: other.owner.token })).status).toBe(404);
    expect((await app.request('PUT', `${L}/employees/${foreign}/pin`, { token: owner, body: { pin: '1234' } })).status).toBe(404);
  });

  it('keeps PINs hashed and never returns them; a PIN must be 4 to 8 digits', async () => {
    const settings = await app.request('GET', `${L}/employees/${e1}/clock`, { token: owner });
    expect(settings.body.data).toMatchObject({ employeeId: e1, pinSet: true, attendanceCode: null });
    expect(JSON.stringify(settings.body)).not.toContain('2468');
    expect((await app.request('PUT', `${L}/employees/${e1}/pin`, { token: owner, body: { pin: '12a4' } })).body.errors).toEqual({
      pin: ['must be 4 to 8 digits'],
    });
    expect((await app.request('PUT', `${L}/employees/${e1}/pin`, { token: staff.token, body: { pin: '1234' } })).status).toBe(403);
  });

  it('lists employees with their PIN state read in one batch, never the PIN', async () => {
    const page = await app.graphql('{ employees(list: {perPage: 100}) { items { id clockSettings { pinSet attendanceCode } } } }', {}, { token: owner });
    const byId = new Map(page.body.data.employees.items.map((row: { id: string; clockSettings: unknown }) => [row.id, row.clockSettings]));
    expect(byId.get(e1)).toEqual({ pinSet: true, attendanceCode: null });
    expect(byId.get(e3)).toEqual({ pinSet: true, attendanceCode: null });
    expect(JSON.stringify(page.body)).not.toContain('2468');
  });

  it('signs the kiosk in as the device: its session lists the branch’s employees with a PIN and their next punch', async () => {
    const res = await kiosk('GET', '/kiosk/session');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ deviceId, deviceName: 'Front door tablet', branchId: branch });
    expect(res.body.data.employees.map((e: { fullName: string }) => e.fullName)).toEqual(['Ali Hassan', 'Sara Kareem']);
    expect(res.body.data.employees[0]).toMatchObject({ clockState: 'Out', nextPunches: ['ClockIn'] });
    // The device reaches nothing else, and people cannot use the kiosk routes.
    expect((await kiosk('GET', '/shifts')).status).toBe(403);
    expect((await app.graphql('{ branches { items { id } } }', {}, { headers: { 'X-Clock-Device': device } })).body.errors?.[0]?.message).toBe(
      'A time-clock kiosk may only use the kiosk operations.',
    );
    expect((await app.request('GET', `${L}/kiosk/session`, { token: owner })).status).toBe(403);
    expect((await kiosk('GET', '/kiosk/session', undefined, `${device.slice(0, -1)}x`)).status).toBe(401);
  });

  it('walks clock in → break → back → clock out, refusing punches out of order with 409 and the next allowed punch', async () => {
    const breakFirst = await punch(e2, 'BreakStart');
    expect(breakFirst.status).toBe(409);
    expect(breakFirst.body.message).toBe('A BreakStart punch is not possible: the employee is not clocked in; the next punch may be ClockIn.');
    const inn = await punch(e2, 'ClockIn', { photo: `data:image/jpeg;base64,${JPEG}` });
    expect(inn.status).toBe(200);
    expect(inn.body.data).toMatchObject({ employeeName: 'Sara Kareem', clockState: 'Working', nextPunches: ['ClockOut', 'BreakStart'] });
    expect(inn.body.data.punch).toMatchObject({ kind: 'ClockIn', source: 'Kiosk', deviceId, businessDate: '2026-03-10' });
    expect(inn.body.data.punch.photoFileId).toBeTruthy();
    expect((await punch(e2, 'ClockIn')).status).toBe(409);
    expect((await punch(e2, 'BreakEnd')).status).toBe(409);
    app.clock.set(new Date('2026-03-10T10:00:00Z'));
    expect((await punch(e2, 'BreakStart')).body.data.clockState).toBe('OnBreak');
    app.clock.set(new Date('2026-03-10T10:30:00Z'));
    expect((await punch(e2, 'BreakEnd')).body.data.clockState).toBe('Working');
    app.clock.set(new Date('2026-03-10T14:00:00Z'));
    await signInAgain();
    const out = await punch(e2, 'ClockOut');
    expect(out.body.data).toMatchObject({ clockState: 'Out', nextPunches: ['ClockIn'] });
    const photo = await app.request('GET', `${L}/punches/${inn.body.data.punch.id}/photo`, { token: owner });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { type: 'labour.punch.recorded' } });
    expect(events.filter((e) => (e.data as { employeeId: string }).employeeId === e2)).toHaveLength(4);
  });

  it('stores a punch sent twice with one device key once, answering the first punch both times', async () => {
    const deviceKey = randomUUID();
    const body = { employeeId: e1, pin: '2468', kind: 'ClockIn', deviceKey, occurredAt: '2026-03-10T13:55:00.000Z' };
    const first = await kiosk('POST', '/kiosk/punches', body);
    const again = await kiosk('POST', '/kiosk/punches', body);
    // With the project's Idempotency-Key as well (the kiosk sends its device key as both).
    const keyed = await kiosk('POST', '/kiosk/punches', body, device, { 'Idempotency-Key': deviceKey });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(keyed.body).toEqual(first.body);
    expect(await app.runtime.db.dataSource.manager.count(Punch, { where: { deviceKey } })).toBe(1);
    expect((await punch(e1, 'ClockOut')).status).toBe(200);
  });

  it('accepts an offline punch dated within 72 hours, not older and not in the future', async () => {
    const old = await punch(e1, 'ClockIn', { occurredAt: '2026-03-07T13:00:00.000Z' });
    expect(old.status).toBe(422);
    expect(old.body.errors.occurredAt).toEqual(['is more than 72 hours ago; offline punches are accepted for 72 hours']);
    expect((await punch(e1, 'ClockIn', { occurredAt: '2026-03-10T15:00:00.000Z' })).body.errors.occurredAt).toEqual([
      'is in the future (more than 5 minutes ahead of the server clock)',
    ]);
  });

  it('refuses a wrong PIN with 422 and locks the employee on this device after five, for 15 minutes (429)', async () => {
    for (let i = 0; i < 4; i++) expect((await punch(e1, 'ClockIn', { pin: '1111' })).body.errors).toEqual({ pin: ['is not this employee’s PIN'] });
    const fifth = await punch(e1, 'ClockIn', { pin: '1111' });
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('900');
    // Locked: even the right PIN waits.
    expect((await punch(e1, 'ClockIn')).status).toBe(429);
    // Another employee on the same device is not locked.
    expect((await punch(e2, 'ClockIn')).status).toBe(200);
    app.clock.set(new Date('2026-03-10T14:16:00Z'));
    await signInAgain();
    expect((await punch(e1, 'ClockIn')).status).toBe(200);
  });

  it('answers another organisation’s employee 404 and one of another branch 422', async () => {
    expect((await punch(foreign, 'ClockIn')).status).toBe(404);
    expect((await punch(e3, 'ClockIn')).body.errors).toEqual({ employeeId: ['is not assigned to this branch'] });
  });

  it('shows a staff member only their own punches and a branch manager only their branches', async () => {
    const mine = await app.request('GET', `${L}/my-punches`, { token: staff.token });
    expect(mine.status).toBe(200);
    expect(new Set(mine.body.data.items.map((p: { employeeId: string }) => p.employeeId))).toEqual(new Set([e1]));
    expect((await app.request('GET', `${L}/punches`, { token: staff.token })).status).toBe(403);
    const all = await app.request('GET', `${L}/punches?BranchId=${branch}`, { token: owner });
    expect(all.body.data.total).toBeGreaterThan(5);
    expect(all.body.data.items[0].employeeName).toBeTruthy();
    expect((await app.request('GET', `${L}/punches`, { token: manager2.token })).body.data.total).toBe(0);
    const someone = all.body.data.items.find((p: { employeeId: string }) => p.employeeId === e2);
    expect((await app.request('GET', `${L}/punches/${someone.id}`, { token: staff.token })).status).toBe(404);
    expect((await app.request('GET', `${L}/punches/${someone.id}`, { token: manager2.token })).status).toBe(403);
    expect((await app.request('GET', `${L}/punches/${someone.id}`, { token: other.owner.token })).status).toBe(404);
  });

  it("serves a punch's photo to a manager of its branch and to the employee, to nobody else", async () => {
    app.clock.set(new Date('2026-03-10T14:20:00Z'));
    await signInAgain();
    const own = await punch(e1, 'ClockOut', { photo: `data:image/jpeg;base64,${JPEG}` });
    expect(own.status).toBe(200);
    const ownPath = `${L}/punches/${own.body.data.punch.id}/photo`;
    const theirs = await app.runtime.db.dataSource.manager.findOneByOrFail(Punch, { employeeId: e2, kind: PunchKind.ClockIn, deviceId });
    expect(theirs.photoFileId).toBeTruthy();
    const theirPath = `${L}/punches/${theirs.id}/photo`;

    const mine = await app.request('GET', ownPath, { token: staff.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect((await app.request('GET', theirPath, { token: staff.token })).status).toBe(404);
    const branchManager = await tenant.member('Manager', { branchIds: [branch] });
    expect((await app.request('GET', theirPath, { token: branchManager.token })).status).toBe(200);
    expect((await app.request('GET', theirPath, { token: manager2.token })).status).toBe(403);
    expect((await app.request('GET', theirPath, { token: other.owner.token })).status).toBe(404);
    const gql = await app.graphql('query ($id: UUID!) { punchPhoto(id: $id) { contentType } }', { id: theirs.id }, { token: other.owner.token });
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // A punch without a photo has none to serve.
    const bare = await app.runtime.db.dataSource.manager.findOneByOrFail(Punch, { employeeId: e2, kind: PunchKind.ClockOut, deviceId });
    expect((await app.request('GET', `${L}/punches/${bare.id}/photo`, { token: owner })).status).toBe(404);
  });

  it('refuses a revoked device with 401', async () => {
    expect((await app.request('POST', `${L}/clock-devices/${deviceId}/revoke`, { token: owner })).status).toBe(200);
    const res = await kiosk('GET', '/kiosk/session');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This kiosk device has been revoked; a manager can register it again.');
    expect((await app.request('POST', `${L}/clock-devices/${deviceId}/revoke`, { token: owner })).status).toBe(409);
  });
});
