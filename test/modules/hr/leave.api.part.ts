import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { C, employeeId } from './hr-helpers';

// Today is Tuesday 2026-03-10 in Iraq; 2026-03-13 and 2026-03-20 are Fridays.
describe('HR leave types and leave requests (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let hr: TestMember;
  let annual: string;
  let sick: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-10T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    hr = await tenant.member('Hr');
    const defaults = await app.request('POST', `${C}/hr/leave-types/defaults`, { token: hr.token });
    const byName = Object.fromEntries(defaults.body.data.map((t: { name: string; id: string }) => [t.name, t.id]));
    annual = byName.Annual;
    sick = byName.Sick;
  });
  afterAll(() => app.close());

  const requestLeave = (body: Record<string, unknown>, token = owner) => app.request('POST', `${C}/hr/leave`, { token, body });
  const decide = (id: string, decision: string, note?: string, token = hr.token) =>
    app.request('POST', `${C}/hr/leave/${id}/decision`, { token, body: { decision, note } });
  const balanceOf = async (id: string) => (await app.request('GET', `${C}/hr/employees/${id}`, { token: owner })).body.data.annualLeaveBalance;

  describe('leave types', () => {
    it('creates the standard types once and manages types with CRUD', async () => {
      const again = await app.request('POST', `${C}/hr/leave-types/defaults`, { token: owner });
      expect(again.body.data.map((t: { name: string; usesBalance: boolean; paid: boolean }) => [t.name, t.usesBalance, t.paid])).toEqual([
        ['Annual', true, true],
        ['Maternity', false, true],
        ['Sick', false, true],
        ['Unpaid', false, false],
      ]);
      const created = await app.request('POST', `${C}/hr/leave-types`, { token: owner, body: { name: 'Hajj', nameAr: 'إجازة الحج', usesBalance: false } });
      expect(created.body.data).toMatchObject({ name: 'Hajj', usesBalance: false, paid: true });
      const id = created.body.data.id;
      const dup = await app.request('POST', `${C}/hr/leave-types`, { token: owner, body: { name: 'hajj', usesBalance: false } });
      expect(dup.status).toBe(409);
      const updated = await app.request('PUT', `${C}/hr/leave-types/${id}`, { token: owner, body: { name: 'Hajj', usesBalance: true, paid: false } });
      expect(updated.body.data).toMatchObject({ usesBalance: true, paid: false, nameAr: 'إجازة الحج' });
      expect((await app.request('GET', `${C}/hr/leave-types/${id}`, { token: owner })).body.data.name).toBe('Hajj');
      const missing = await app.request('POST', `${C}/hr/leave-types`, { token: owner, body: { name: 'Study' } });
      expect(missing.body.errors).toEqual({ usesBalance: ['is required'] });
      const empty = await app.request('POST', `${C}/hr/leave-types`, { token: owner, body: { name: '', usesBalance: 'yes' } });
      expect(empty.body.errors).toEqual({ usesBalance: ['must be of type boolean'] });
      const blank = await app.request('POST', `${C}/hr/leave-types`, { token: owner, body: { name: '', usesBalance: true } });
      expect(blank.body.errors).toEqual({ name: ['is required'] });
      const deleted = await app.request('DELETE', `${C}/hr/leave-types/${id}`, { token: owner, body: { reason: 'Merged into Annual' } });
      expect(deleted.body.data).toMatchObject({ deleteReason: 'Merged into Annual' });
      expect((await app.request('GET', `${C}/hr/leave-types?Search=hajj`, { token: owner })).body.data.total).toBe(0);
      expect((await app.request('GET', `${C}/hr/leave-types?Search=hajj&IncludeDeleted=true`, { token: owner })).body.data.total).toBe(1);
      const staff = await tenant.member('Staff');
      expect((await app.request('GET', `${C}/hr/leave-types`, { token: staff.token })).status).toBe(200);
      expect((await app.request('POST', `${C}/hr/leave-types`, { token: staff.token, body: { name: 'Nap', usesBalance: false } })).status).toBe(403);
      expect((await app.request('PUT', `${C}/hr/leave-types/${annual}`, { token: other.owner.token, body: { name: 'X', usesBalance: false } })).status).toBe(
        404,
      );
    });
  });

  describe('leave requests', () => {
    it('counts days without Fridays and validates the dates', async () => {
      const employee = await employeeId(app, owner, { annualLeaveBalance: 30 });
      const reversed = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-03-20', endDate: '2026-03-19' });
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors).toEqual({ endDate: ['must be on or after startDate'] });
      const friday = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-03-13', endDate: '2026-03-13' });
      expect(friday.body.errors).toEqual({ endDate: ['the range covers no working day (Fridays are not counted)'] });
      const badDate = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-02-30', endDate: '2026-03-01' });
      expect(badDate.body.errors.startDate).toBeDefined();
      const beforeHire = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2023-03-01', endDate: '2023-03-02' });
      expect(beforeHire.body.errors).toEqual({ startDate: ['must be on or after the hire date (2024-01-15)'] });
      const ok = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-03-11', endDate: '2026-03-21', reason: 'Family visit' });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({
        days: 9,
        status: 'Pending',
        usesBalance: true,
        balanceDeducted: 0,
        type: { name: 'Annual' },
        employee: { id: employee },
      });
    });

    it('refuses leave overlapping pending or approved leave with 409, but not rejected or cancelled leave', async () => {
      const employee = await employeeId(app, owner, { annualLeaveBalance: 30 });
      const first = (await requestLeave({ employeeId: employee, typeId: sick, startDate: '2026-04-05', endDate: '2026-04-08' })).body.data.id;
      const overlap = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-04-08', endDate: '2026-04-10' });
      expect(overlap.status).toBe(409);
      expect(overlap.body.errors).toEqual({ code: ['Conflict'] });
      expect(overlap.body.message).toBe('The employee already has pending leave from 2026-04-05 to 2026-04-08 overlapping these dates.');
      await decide(first, 'Approve');
      expect((await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-04-01', endDate: '2026-04-05' })).status).toBe(409);
      const adjacent = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-04-09', endDate: '2026-04-10' });
      expect(adjacent.status).toBe(200);
      await decide(adjacent.body.data.id, 'Reject', 'Busy week');
      expect((await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-04-09', endDate: '2026-04-10' })).status).toBe(200);
      const colleague = await employeeId(app, owner, { annualLeaveBalance: 30 });
      expect((await requestLeave({ employeeId: colleague, typeId: annual, startDate: '2026-04-05', endDate: '2026-04-08' })).status).toBe(200);
    });

    it('checks the balance counting pending requests; approval deducts, reject and cancel restore', async () => {
      const employee = await employeeId(app, owner, { annualLeaveBalance: 10 });
      // 2026-05-03 (Sun) … 2026-05-09 (Sat): 6 days (Friday 8 May not counted).
      const a = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-05-03', endDate: '2026-05-09' });
      expect(a.body.data.days).toBe(6);
      const tooMuch = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-06-01', endDate: '2026-06-06' });
      expect(tooMuch.status).toBe(409);
      expect(tooMuch.body.message).toBe('Not enough annual leave: 5 day(s) requested, 4 available (balance 10 less 6 pending).');
      const sickLeave = await requestLeave({ employeeId: employee, typeId: sick, startDate: '2026-06-01', endDate: '2026-06-06' });
      expect(sickLeave.status).toBe(200);
      const fits = await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-06-14', endDate: '2026-06-17' });
      expect(fits.body.data.days).toBe(4);
      expect(await balanceOf(employee)).toBe(10);

      const approved = await decide(a.body.data.id, 'Approve', 'Enjoy');
      expect(approved.body.data).toMatchObject({ status: 'Approved', balanceDeducted: 6, decidedBy: hr.userId, decisionNote: 'Enjoy' });
      expect(await balanceOf(employee)).toBe(4);
      await decide(sickLeave.body.data.id, 'Approve');
      expect(await balanceOf(employee)).toBe(4);
      const rejected = await decide(fits.body.data.id, 'Reject', 'Peak season');
      expect(rejected.body.data).toMatchObject({ status: 'Rejected', balanceDeducted: 0 });
      expect(await balanceOf(employee)).toBe(4);
      expect((await decide(a.body.data.id, 'Reject', 'late')).status).toBe(409);

      const cancelled = await app.request('POST', `${C}/hr/leave/${a.body.data.id}/cancel`, { token: hr.token, body: { note: 'Plans changed' } });
      expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', balanceDeducted: 0, cancelNote: 'Plans changed' });
      expect(await balanceOf(employee)).toBe(10);
      expect((await app.request('POST', `${C}/hr/leave/${a.body.data.id}/cancel`, { token: hr.token, body: {} })).status).toBe(409);

      const trail = await app.request('GET', `${C}/audit-trail?EntityType=employee&EntityId=${employee}`, { token: owner });
      expect(trail.body.data.items.filter((e: { action: string }) => e.action === 'leave-balance-changed').map((e: { changes: unknown }) => e.changes)).toEqual(
        [{ annualLeaveBalance: { from: 4, to: 10 } }, { annualLeaveBalance: { from: 10, to: 4 } }],
      );
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: a.body.data.id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual(['hr.leave-request.requested', 'hr.leave-request.approved', 'hr.leave-request.cancelled']);
    });

    it('re-checks the balance on approval and refuses cancelling approved leave that has started', async () => {
      const employee = await employeeId(app, owner, { annualLeaveBalance: 5 });
      const leave = (await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-03-10', endDate: '2026-03-12' })).body.data.id;
      await app.request('PUT', `${C}/hr/employees/${employee}`, { token: owner, body: { annualLeaveBalance: 2 } });
      const short = await decide(leave, 'Approve');
      expect(short.status).toBe(409);
      expect(short.body.message).toBe('Not enough annual leave: 3 day(s) requested, balance 2.');
      await app.request('PUT', `${C}/hr/employees/${employee}`, { token: owner, body: { annualLeaveBalance: 5 } });
      expect((await decide(leave, 'Approve')).body.data.status).toBe('Approved');
      const started = await app.request('POST', `${C}/hr/leave/${leave}/cancel`, { token: hr.token, body: {} });
      expect(started.status).toBe(409);
      expect(started.body.message).toBe('Approved leave can only be cancelled before its start date.');
    });

    it('lists by EmployeeId, Status, From and To', async () => {
      const employee = await employeeId(app, owner, { annualLeaveBalance: 30 });
      const march = (await requestLeave({ employeeId: employee, typeId: sick, startDate: '2026-03-22', endDate: '2026-03-24' })).body.data.id;
      const july = (await requestLeave({ employeeId: employee, typeId: annual, startDate: '2026-07-01', endDate: '2026-07-02' })).body.data.id;
      await decide(july, 'Approve');
      const ids = async (query: string) =>
        (await app.request('GET', `${C}/hr/leave?EmployeeId=${employee}&${query}`, { token: owner })).body.data.items.map((x: { id: string }) => x.id);
      expect(await ids('Sort=startDate&Dir=asc')).toEqual([march, july]);
      expect(await ids('Status=Approved')).toEqual([july]);
      expect(await ids('From=2026-03-24&To=2026-03-31')).toEqual([march]);
      expect(await ids('From=2026-03-25&To=2026-06-30')).toEqual([]);
      expect(await ids(`TypeId=${annual}`)).toEqual([july]);
      const bad = await app.request('GET', `${C}/hr/leave?From=2026-04-01&To=2026-03-01`, { token: owner });
      expect(bad.body.errors).toEqual({ to: ['must be on or after from'] });
    });

    it("refuses another organisation's employee and leave type (422) and leave request (404), changing nothing", async () => {
      const theirs = await employeeId(app, other.owner.token);
      const mine = await employeeId(app, owner, { annualLeaveBalance: 30 });
      const foreignEmployee = await requestLeave({ employeeId: theirs, typeId: sick, startDate: '2026-08-02', endDate: '2026-08-03' });
      expect(foreignEmployee.status).toBe(422);
      expect(foreignEmployee.body.errors).toEqual({ employeeId: ['does not refer to an employee of this organisation'] });
      const theirType = (await app.request('POST', `${C}/hr/leave-types`, { token: other.owner.token, body: { name: 'Theirs', usesBalance: false } })).body.data
        .id;
      const foreignType = await requestLeave({ employeeId: mine, typeId: theirType, startDate: '2026-08-02', endDate: '2026-08-03' });
      expect(foreignType.body.errors).toEqual({ typeId: ['does not refer to a leave type of this organisation'] });
      const theirLeave = (await requestLeave({ employeeId: theirs, typeId: theirType, startDate: '2026-08-02', endDate: '2026-08-03' }, other.owner.token)).body
        .data.id;
      expect((await decide(theirLeave, 'Approve', undefined, owner)).status).toBe(404);
      expect((await app.request('POST', `${C}/hr/leave/${theirLeave}/cancel`, { token: owner, body: {} })).status).toBe(404);
      expect((await app.request('GET', `${C}/hr/leave/${theirLeave}`, { token: other.owner.token })).body.data.status).toBe('Pending');
    });

    it('lets staff request and cancel their own leave only, and refuses their decisions', async () => {
      const staff = await tenant.member('Staff');
      const own = await employeeId(app, owner, { userId: staff.userId, annualLeaveBalance: 10 });
      const colleague = await employeeId(app, owner, { annualLeaveBalance: 10 });
      const forOther = await requestLeave({ employeeId: colleague, typeId: annual, startDate: '2026-09-01', endDate: '2026-09-02' }, staff.token);
      expect(forOther.status).toBe(403);
      const mine = await requestLeave({ employeeId: own, typeId: annual, startDate: '2026-09-01', endDate: '2026-09-02' }, staff.token);
      expect(mine.status).toBe(200);
      expect((await decide(mine.body.data.id, 'Approve', undefined, staff.token)).status).toBe(403);
      const list = await app.request('GET', `${C}/hr/leave`, { token: staff.token });
      expect(list.body.data.items.map((x: { id: string }) => x.id)).toEqual([mine.body.data.id]);
      await decide(mine.body.data.id, 'Approve');
      const cancelApproved = await app.request('POST', `${C}/hr/leave/${mine.body.data.id}/cancel`, { token: staff.token, body: {} });
      expect(cancelApproved.status).toBe(403);
      const pending = await requestLeave({ employeeId: own, typeId: sick, startDate: '2026-09-10', endDate: '2026-09-10' }, staff.token);
      const cancelled = await app.request('POST', `${C}/hr/leave/${pending.body.data.id}/cancel`, { token: staff.token, body: {} });
      expect(cancelled.body.data.status).toBe('Cancelled');
      const accountant = await tenant.member('Accountant');
      expect((await decide(pending.body.data.id, 'Approve', undefined, accountant.token)).status).toBe(403);
    });

    it('refuses leave for employees who are not Active or OnLeave and deletion of types with pending requests', async () => {
      const terminated = await employeeId(app, owner, { status: 'Terminated' });
      const res = await requestLeave({ employeeId: terminated, typeId: sick, startDate: '2026-10-04', endDate: '2026-10-05' });
      expect(res.status).toBe(409);
      const type = (await app.request('POST', `${C}/hr/leave-types`, { token: owner, body: { name: 'Study', usesBalance: false } })).body.data.id;
      const employee = await employeeId(app, owner);
      await requestLeave({ employeeId: employee, typeId: type, startDate: '2026-10-04', endDate: '2026-10-05' });
      const blocked = await app.request('DELETE', `${C}/hr/leave-types/${type}`, { token: owner, body: {} });
      expect(blocked.status).toBe(409);
    });

    it('serves leave over GraphQL', async () => {
      const employee = await employeeId(app, owner, { annualLeaveBalance: 3 });
      const res = await app.graphql(
        'mutation($input: RequestLeaveInput!) { requestLeave(input: $input) { id days status type { name } } }',
        { input: { employeeId: employee, typeId: annual, startDate: '2026-11-01', endDate: '2026-11-03' } },
        { token: owner },
      );
      expect(res.body.data.requestLeave).toMatchObject({ days: 3, status: 'Pending', type: { name: 'Annual' } });
      const decided = await app.graphql(
        'mutation($id: UUID!) { decideLeave(id: $id, input: {decision: Approve}) { status balanceDeducted employee { annualLeaveBalance } } }',
        { id: res.body.data.requestLeave.id },
        { token: hr.token },
      );
      expect(decided.body.data.decideLeave).toEqual({ status: 'Approved', balanceDeducted: 3, employee: { annualLeaveBalance: 0 } });
    });
  });
});
