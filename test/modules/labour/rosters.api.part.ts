import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { SmtpInbox } from '../identity/support/mailbox';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';
import { C, L, rosterEmployee, shiftBody } from './labour-helpers';
import { placement } from '../hr/hr-helpers';

// Today is Tuesday 2026-03-10 (12:00 in Baghdad). Roster weeks start on Saturday: 2026-03-14, 2026-03-21, 2026-03-28.
const WEEK = '2026-03-14';
const NEXT = '2026-03-21';

describe('Labour rosters: shifts, rules, publishing, copying and templates (REST)', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let main: string;
  let second: string;
  let manager: TestMember;

  beforeAll(async () => {
    inbox = new SmtpInbox();
    await inbox.start();
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z'), config: { smtpUrl: inbox.url } });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    main = tenant.branchId;
    second = await tenant.addBranch('Mansour');
    manager = await tenant.member('Manager');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await inbox.stop();
  });

  const post = (body: Record<string, unknown>, token = owner) => app.request('POST', `${L}/shifts`, { token, body });
  const week = (branchId: string, weekStart: string, token = owner) => app.request('GET', `${L}/rosters/${branchId}/${weekStart}`, { token });

  it('adds a shift with local times turned into instants of the branch zone, and paid minutes after the break', async () => {
    const cook = await rosterEmployee(app, owner, { branchIds: [main] });
    const res = await post(shiftBody(main, cook, '2026-03-15', '18:00', '02:00', { endDate: '2026-03-16', breakMinutes: 30, note: 'Close the kitchen' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      branchId: main,
      weekStart: WEEK,
      employeeId: cook,
      startDate: '2026-03-15',
      startTime: '18:00',
      endDate: '2026-03-16',
      endTime: '02:00',
      startsAt: '2026-03-15T15:00:00.000Z',
      endsAt: '2026-03-15T23:00:00.000Z',
      breakMinutes: 30,
      paidMinutes: 450,
      status: 'Draft',
      publishedAt: null,
      note: 'Close the kitchen',
    });
    const roster = await week(main, WEEK);
    expect(roster.body.data).toMatchObject({ status: 'Draft', weekStart: WEEK, shifts: [{ id: res.body.data.id, employeeName: expect.any(String) }] });
  });

  it('refuses each roster rule with a 422 naming the field', async () => {
    const cook = await rosterEmployee(app, owner, { branchIds: [main, second] });
    expect((await post(shiftBody(main, cook, '2026-03-16', '17:00', '09:00'))).body.errors).toEqual({ endTime: ['must be after the start'] });
    expect((await post(shiftBody(main, cook, '2026-03-16', '08:00', '20:30'))).body.errors).toEqual({
      endTime: ["makes the shift longer than the organisation's maximum of 12 hours"],
    });
    expect((await post(shiftBody(main, cook, '2026-03-16', '8:00', '12:00'))).body.errors).toEqual({ startTime: ['must be a time HH:MM (00:00 to 23:59)'] });
    expect((await post(shiftBody(main, cook, '2026-03-16', '08:00', '09:00', { breakMinutes: 60 }))).body.errors).toEqual({
      breakMinutes: ['must be shorter than the shift'],
    });

    // Overlap across branches: a shift at the second branch blocks an overlapping one at the main branch.
    expect((await post(shiftBody(second, cook, '2026-03-16', '08:00', '14:00'))).status).toBe(200);
    const overlap = await post(shiftBody(main, cook, '2026-03-16', '13:00', '20:00'));
    expect(overlap.status).toBe(422);
    expect(overlap.body.errors).toEqual({ employeeId: ['already has a shift from 2026-03-16 08:00 to 2026-03-16 14:00 that overlaps this one'] });
    expect((await post(shiftBody(main, cook, '2026-03-16', '14:00', '20:00'))).status).toBe(200);

    // Not assigned to the branch (and organisation-wide staff are not assigned to any).
    const elsewhere = await rosterEmployee(app, owner, { branchIds: [second] });
    expect((await post(shiftBody(main, elsewhere, '2026-03-16'))).body.errors).toEqual({ employeeId: ['is not assigned to this branch'] });

    // Inactive or terminated.
    const suspended = await rosterEmployee(app, owner, { branchIds: [main] });
    await app.request('POST', `${C}/hr/employees/${suspended}/employment-status`, { token: owner, body: { status: 'Suspended', reason: 'Inquiry' } });
    expect((await post(shiftBody(main, suspended, '2026-03-16'))).body.errors).toEqual({
      employeeId: ['is Suspended; only Active employees can be put on a roster'],
    });
    const terminated = await rosterEmployee(app, owner, { branchIds: [main] });
    await app.request('POST', `${C}/hr/employees/${terminated}/employment-status`, { token: owner, body: { status: 'Terminated', reason: 'Misconduct' } });
    expect((await post(shiftBody(main, terminated, '2026-03-16'))).body.errors).toEqual({
      employeeId: ['is Terminated; only Active employees can be put on a roster'],
    });

    // Approved leave on the day (pending leave does not block).
    const onLeave = await rosterEmployee(app, owner, { branchIds: [main] });
    const types = await app.request('POST', `${C}/hr/leave-types/defaults`, { token: owner });
    const annual = types.body.data.find((t: { name: string }) => t.name === 'Annual').id;
    const leave = await app.request('POST', `${C}/hr/leave`, {
      token: owner,
      body: { employeeId: onLeave, typeId: annual, startDate: '2026-03-17', endDate: '2026-03-18' },
    });
    expect((await post(shiftBody(main, onLeave, '2026-03-17', '09:00', '17:00', { note: 'pending leave does not block' }))).status).toBe(200);
    const hr = await tenant.member('Hr');
    expect((await app.request('POST', `${C}/hr/leave/${leave.body.data.id}/decision`, { token: hr.token, body: { decision: 'Approve' } })).status).toBe(200);
    const onLeaveDay = await post(shiftBody(main, onLeave, '2026-03-18'));
    expect(onLeaveDay.body.errors).toEqual({ employeeId: ['has approved leave on 2026-03-18'] });
    // An overnight shift that runs into a leave day is refused too.
    expect((await post(shiftBody(main, onLeave, '2026-03-16', '20:00', '02:00', { endDate: '2026-03-17' }))).body.errors).toEqual({
      employeeId: ['has approved leave on 2026-03-17'],
    });

    // Another organisation's employee, position and branch are refused as fields of the body.
    const foreignEmployee = await rosterEmployee(app, other.owner.token, { branchIds: [other.branchId] });
    expect((await post(shiftBody(main, foreignEmployee, '2026-03-16'))).body.errors).toEqual({
      employeeId: ['does not refer to an employee of this organisation'],
    });
    const { positionId: foreignPosition } = await placement(app, other.owner.token);
    expect((await post(shiftBody(main, cook, '2026-03-19', '09:00', '17:00', { positionId: foreignPosition }))).body.errors).toEqual({
      positionId: ['does not refer to a position of this organisation'],
    });
    expect((await post(shiftBody(other.branchId, cook, '2026-03-19'))).body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
  });

  it('answers 404 for a missing or another organisation’s shift, roster branch and template, and 422 for a week that does not start on Saturday', async () => {
    const cook = await rosterEmployee(app, other.owner.token, { branchIds: [other.branchId] });
    const theirs = await post(shiftBody(other.branchId, cook, '2026-03-16'), other.owner.token);
    expect(theirs.status).toBe(200);
    const id = theirs.body.data.id;
    expect((await app.request('GET', `${L}/shifts/${id}`, { token: owner })).status).toBe(404);
    expect(
      (
        await app.request('PUT', `${L}/shifts/${id}`, {
          token: owner,
          body: { employeeId: cook, startDate: '2026-03-16', startTime: '09:00', endTime: '10:00' },
        })
      ).status,
    ).toBe(404);
    expect((await app.request('DELETE', `${L}/shifts/${id}`, { token: owner })).status).toBe(404);
    expect((await app.request('GET', `${L}/shifts/00000000-0000-4000-8000-000000000000`, { token: owner })).status).toBe(404);
    expect((await week(other.branchId, WEEK)).status).toBe(404);
    expect((await app.request('GET', `${L}/roster-templates/${id}`, { token: owner })).status).toBe(404);
    const monday = await week(main, '2026-03-16');
    expect(monday.status).toBe(422);
    expect(monday.body.errors).toEqual({ weekStart: ['must be a Saturday (roster weeks start on Saturday)'] });
    const list = await app.request('GET', `${L}/shifts?BranchId=${other.branchId}`, { token: owner });
    expect(list.body.data.total).toBe(0);
    // The other organisation's shift is untouched.
    expect((await app.request('GET', `${L}/shifts/${id}`, { token: other.owner.token })).body.data.startTime).toBe('09:00');
  });

  it('needs labour:manage to change rosters and labour:read to read them; a manager only at the branches of their membership', async () => {
    const cook = await rosterEmployee(app, owner, { branchIds: [main, second] });
    const staff = await tenant.member('Staff');
    const accountant = await tenant.member('Accountant');
    expect((await post(shiftBody(main, cook, '2026-03-19'), staff.token)).status).toBe(403);
    expect((await week(main, WEEK, staff.token)).status).toBe(403);
    expect((await post(shiftBody(main, cook, '2026-03-19'), accountant.token)).status).toBe(403);
    expect((await week(main, WEEK, accountant.token)).status).toBe(200);
    expect((await app.request('POST', `${L}/rosters/publish`, { token: accountant.token, body: { branchId: main, weekStart: NEXT } })).status).toBe(403);
    expect((await post(shiftBody(main, cook, '2026-03-19'), manager.token)).status).toBe(200);
    const outside = await post(shiftBody(second, cook, '2026-03-20'), manager.token);
    expect(outside.status).toBe(403);
    expect((await week(second, WEEK, manager.token)).status).toBe(403);
  });

  it('publishes a draft week once: shifts become Published, each employee is e-mailed, the event and audit entry are written', async () => {
    const branch = await tenant.addBranch('Zayouna');
    const a = await rosterEmployee(app, owner, { branchIds: [branch], email: `a-${Date.now()}@example.test`, fullName: 'Ali Hassan' });
    const b = await rosterEmployee(app, owner, { branchIds: [branch], email: `b-${Date.now()}@example.test`, fullName: 'Sara Kareem' });
    const first = await post(shiftBody(branch, a, '2026-03-21', '09:00', '17:00'));
    await post(shiftBody(branch, a, '2026-03-22', '09:00', '17:00'));
    await post(shiftBody(branch, b, '2026-03-21', '12:00', '20:00', { breakMinutes: 30 }));
    const empty = await app.request('POST', `${L}/rosters/publish`, { token: owner, body: { branchId: branch, weekStart: '2026-03-28' } });
    expect(empty.status).toBe(409);
    const published = await app.request('POST', `${L}/rosters/publish`, { token: manager.token, body: { branchId: branch, weekStart: NEXT } });
    expect(published.status).toBe(403); // the manager's membership covers the main branch only
    const ok = await app.request('POST', `${L}/rosters/publish`, { token: owner, body: { branchId: branch, weekStart: NEXT } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'Published', publishedBy: tenant.owner.userId });
    expect(ok.body.data.shifts.map((s: { status: string }) => s.status)).toEqual(['Published', 'Published', 'Published']);
    const again = await app.request('POST', `${L}/rosters/publish`, { token: owner, body: { branchId: branch, weekStart: NEXT } });
    expect(again.status).toBe(409);

    const employees = await app.request('GET', `${C}/hr/employees/${a}`, { token: owner });
    const mailA = await inbox.next(employees.body.data.email, 'roster-published');
    expect(mailA.subject).toBe(`Your shifts for the week of ${NEXT} at Zayouna`);
    expect(mailA.text).toContain('2026-03-21 09:00 – 17:00');
    expect(mailA.text).toContain('2026-03-22 09:00 – 17:00');
    expect(mailA.text).toContain('مناوباتك');
    const emailB = (await app.request('GET', `${C}/hr/employees/${b}`, { token: owner })).body.data.email;
    expect((await inbox.next(emailB, 'roster-published')).text).toContain('2026-03-21 12:00 – 20:00 (break 30 min)');

    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, {
      where: { organizationId: tenant.organizationId, type: 'labour.roster.published' },
    });
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ branchId: branch, weekStart: NEXT, shiftCount: 3 });
    const audit = await app.runtime.db.dataSource.manager.find(AuditEntry, {
      where: { organizationId: tenant.organizationId, entityType: 'roster-week', action: 'published' },
    });
    expect(audit).toHaveLength(1);

    // A change after publishing is published at once and tells the employees it touches.
    const moved = await app.request('PUT', `${L}/shifts/${first.body.data.id}`, {
      token: owner,
      body: { employeeId: b, startDate: '2026-03-23', startTime: '10:00', endTime: '18:00' },
    });
    expect(moved.body.data).toMatchObject({ status: 'Published', employeeId: b });
    const changedA = await inbox.next(mailA.to, 'roster-changed');
    expect(changedA.text).not.toContain('2026-03-21 09:00');
    expect(changedA.text).toContain('2026-03-22 09:00 – 17:00');
    expect((await inbox.next(emailB, 'roster-changed')).text).toContain('2026-03-23 10:00 – 18:00');
    const added = await post(shiftBody(branch, a, '2026-03-24', '09:00', '13:00'));
    expect(added.body.data.status).toBe('Published');
    expect((await inbox.next(mailA.to, 'roster-changed')).text).toContain('2026-03-24 09:00 – 13:00');
    expect((await app.request('DELETE', `${L}/shifts/${added.body.data.id}`, { token: owner })).status).toBe(200);
    expect((await inbox.next(mailA.to, 'roster-changed')).text).not.toContain('2026-03-24');
    // Draft weeks send nothing.
    await post(shiftBody(branch, a, '2026-03-28'));
    expect(await inbox.count(mailA.to, undefined, 1000)).toBe(4);
  });

  it('copies a week and applies a template, skipping (and listing) the shifts that break a rule', async () => {
    const branch = await tenant.addBranch('Jadriya');
    const a = await rosterEmployee(app, owner, { branchIds: [branch] });
    const b = await rosterEmployee(app, owner, { branchIds: [branch] });
    await post(shiftBody(branch, a, '2026-03-14', '09:00', '17:00'));
    await post(shiftBody(branch, b, '2026-03-20', '18:00', '01:00', { endDate: '2026-03-21', breakMinutes: 15 }));
    // b already works on the Saturday of the target week: the copied Friday overnight (into Saturday 28th) collides.
    await post(shiftBody(branch, b, '2026-03-28', '00:00', '03:00'));

    const copied = await app.request('POST', `${L}/rosters/copy`, { token: owner, body: { branchId: branch, fromWeekStart: WEEK, weekStart: NEXT } });
    expect(copied.status).toBe(200);
    expect(copied.body.data.created).toBe(1);
    expect(copied.body.data.skipped).toEqual([
      {
        employeeId: b,
        startDate: '2026-03-27',
        startTime: '18:00',
        endTime: '01:00',
        reasons: ['already has a shift from 2026-03-28 00:00 to 2026-03-28 03:00 that overlaps this one'],
      },
    ]);
    expect(
      copied.body.data.week.shifts.map((s: { employeeId: string; startDate: string; startTime: string }) => [s.employeeId, s.startDate, s.startTime]),
    ).toEqual([[a, '2026-03-21', '09:00']]);
    const twice = await app.request('POST', `${L}/rosters/copy`, { token: owner, body: { branchId: branch, fromWeekStart: WEEK, weekStart: NEXT } });
    expect(twice.body.data.created).toBe(0);
    expect(twice.body.data.skipped).toHaveLength(2);
    expect(twice.body.data.skipped[0].reasons).toEqual(['already has a shift from 2026-03-21 09:00 to 2026-03-21 17:00 that overlaps this one']);
    const same = await app.request('POST', `${L}/rosters/copy`, { token: owner, body: { branchId: branch, fromWeekStart: NEXT, weekStart: NEXT } });
    expect(same.body.errors).toEqual({ fromWeekStart: ['must be another week'] });

    const saved = await app.request('POST', `${L}/roster-templates`, { token: owner, body: { branchId: branch, weekStart: WEEK, name: 'Normal week' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.shifts).toEqual([
      expect.objectContaining({ employeeId: a, day: 0, startTime: '09:00', endTime: '17:00', endDayOffset: 0 }),
      expect.objectContaining({ employeeId: b, day: 6, startTime: '18:00', endTime: '01:00', endDayOffset: 1, breakMinutes: 15 }),
    ]);
    const dup = await app.request('POST', `${L}/roster-templates`, { token: owner, body: { branchId: branch, weekStart: WEEK, name: 'Normal week' } });
    expect(dup.status).toBe(409);
    await app.request('POST', `${C}/hr/employees/${a}/employment-status`, { token: owner, body: { status: 'Suspended', reason: 'Inquiry' } });
    const applied = await app.request('POST', `${L}/roster-templates/${saved.body.data.id}/apply`, { token: owner, body: { weekStart: '2026-04-04' } });
    expect(applied.status).toBe(200);
    expect(applied.body.data.created).toBe(1);
    expect(applied.body.data.skipped).toEqual([
      { employeeId: a, startDate: '2026-04-04', startTime: '09:00', endTime: '17:00', reasons: ['is Suspended; only Active employees can be put on a roster'] },
    ]);
    expect(applied.body.data.week.shifts).toEqual([
      expect.objectContaining({ employeeId: b, startDate: '2026-04-10', endDate: '2026-04-11', breakMinutes: 15 }),
    ]);
    const list = await app.request('GET', `${L}/roster-templates?BranchId=${branch}`, { token: owner });
    expect(list.body.data.items.map((t: { name: string }) => t.name)).toEqual(['Normal week']);
    expect((await app.request('DELETE', `${L}/roster-templates/${saved.body.data.id}`, { token: owner })).status).toBe(200);
    expect((await app.request('GET', `${L}/roster-templates/${saved.body.data.id}`, { token: owner })).status).toBe(404);
  });

  it('changes the labour settings within their bounds and applies the maximum shift length', async () => {
    expect((await app.request('GET', `${L}/settings`, { token: owner })).body.data).toEqual({
      maxShiftMinutes: 720,
      dailyOvertimeAfterMinutes: 480,
      weeklyOvertimeAfterMinutes: 2880,
      graceMinutes: 5,
      overtimePremiumPercent: 50,
      restDayPremiumPercent: 100,
      nightPremiumPercent: 0,
      nightStartMinute: 1320,
      nightEndMinute: 360,
      restWeekday: 5,
      contractedMonthlyHours: 208,
      labourPercentTarget: 30,
      primeCostPercentTarget: 60,
    });
    const bad = await app.request('PUT', `${L}/settings`, { token: owner, body: { maxShiftMinutes: 2000 } });
    expect(bad.body.errors).toEqual({ maxShiftMinutes: ['must be a whole number of minutes from 60 to 1440'] });
    const set = await app.request('PUT', `${L}/settings`, { token: owner, body: { maxShiftMinutes: 600 } });
    expect(set.body.data.maxShiftMinutes).toBe(600);
    const cook = await rosterEmployee(app, owner, { branchIds: [main] });
    expect((await post(shiftBody(main, cook, '2026-04-01', '08:00', '18:30'))).body.errors).toEqual({
      endTime: ["makes the shift longer than the organisation's maximum of 10 hours"],
    });
    expect((await app.request('PUT', `${L}/settings`, { token: (await tenant.member('Staff')).token, body: { maxShiftMinutes: 700 } })).status).toBe(403);
    await app.request('PUT', `${L}/settings`, { token: owner, body: { maxShiftMinutes: 720 } });
  });
});
