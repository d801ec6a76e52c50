import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { SmtpInbox } from '../identity/support/mailbox';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';
import { L, rosterEmployee, shiftBody } from './labour-helpers';

// Today is Tuesday 2026-03-10; the week of Saturday 2026-03-21 is rostered and published.
const NEXT = '2026-03-21';

describe('Labour shift swaps and self-service shifts (REST)', () => {
  let app: TestApp;
  let inbox: SmtpInbox;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let branch: string;
  let manager: TestMember;
  let staff1: TestMember;
  let staff2: TestMember;
  let e1: string;
  let e2: string;
  let e3: string;
  let em: string;
  let shift1: string;
  let shift2: string;
  let shiftM: string;
  const mail = (who: string) => `${who}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  let e1Mail: string;
  let e3Mail: string;

  beforeAll(async () => {
    inbox = new SmtpInbox();
    await inbox.start();
    app = await startTestApp({ jobs: true, now: new Date('2026-03-10T09:00:00Z'), config: { smtpUrl: inbox.url } });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    branch = tenant.branchId;
    manager = await tenant.member('Manager');
    staff1 = await tenant.member('Staff');
    staff2 = await tenant.member('Staff');
    e1Mail = mail('e1');
    e3Mail = mail('e3');
    e1 = await rosterEmployee(app, owner, { branchIds: [branch], userId: staff1.userId, email: e1Mail, fullName: 'Ali Hassan' });
    e2 = await rosterEmployee(app, owner, { branchIds: [branch], userId: staff2.userId, fullName: 'Sara Kareem' });
    e3 = await rosterEmployee(app, owner, { branchIds: [branch], email: e3Mail, fullName: 'Omar Saleh' });
    em = await rosterEmployee(app, owner, { branchIds: [branch], userId: manager.userId, fullName: 'Huda Manager' });
    shift1 = (await app.request('POST', `${L}/shifts`, { token: owner, body: shiftBody(branch, e1, '2026-03-22', '09:00', '17:00') })).body.data.id;
    shift2 = (await app.request('POST', `${L}/shifts`, { token: owner, body: shiftBody(branch, e2, '2026-03-22', '12:00', '20:00') })).body.data.id;
    shiftM = (await app.request('POST', `${L}/shifts`, { token: owner, body: shiftBody(branch, em, '2026-03-23', '09:00', '17:00') })).body.data.id;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await inbox.stop();
  });

  const ask = (body: Record<string, unknown>, token: string) => app.request('POST', `${L}/shift-swaps`, { token, body });
  const decide = (id: string, body: Record<string, unknown>, token = manager.token) => app.request('POST', `${L}/shift-swaps/${id}/decision`, { token, body });

  it('shows an employee only their own shifts, and only once the week is published', async () => {
    const before = await app.request('GET', `${L}/my-shifts`, { token: staff1.token });
    expect(before.status).toBe(200);
    expect(before.body.data.total).toBe(0);
    expect((await app.request('GET', `${L}/shifts/${shift1}`, { token: staff1.token })).status).toBe(404);
    expect((await ask({ shiftId: shift1 }, staff1.token)).body.errors).toEqual({ shiftId: ['does not refer to a published shift of yours'] });
    expect((await app.request('POST', `${L}/rosters/publish`, { token: owner, body: { branchId: branch, weekStart: NEXT } })).status).toBe(200);
    await inbox.next(e1Mail, 'roster-published');
    const mine = await app.request('GET', `${L}/my-shifts?From=2026-03-21&To=2026-03-27`, { token: staff1.token });
    expect(mine.body.data.items.map((s: { id: string }) => s.id)).toEqual([shift1]);
    expect(mine.body.data.items[0]).toMatchObject({ employeeName: 'Ali Hassan', paidMinutes: 480, status: 'Published' });
    expect((await app.request('GET', `${L}/shifts/${shift1}`, { token: staff1.token })).status).toBe(200);
    expect((await app.request('GET', `${L}/shifts/${shift2}`, { token: staff1.token })).status).toBe(404);
    expect((await app.request('GET', `${L}/shifts`, { token: staff1.token })).status).toBe(403);
    // A user linked to no employee has no shifts.
    expect((await app.request('GET', `${L}/my-shifts`, { token: (await tenant.member('Staff')).token })).body.data.total).toBe(0);
  });

  it('lets an employee ask to swap their own published shift, once at a time, and never another’s', async () => {
    expect((await ask({ shiftId: shift2 }, staff1.token)).body.errors).toEqual({ shiftId: ['does not refer to a published shift of yours'] });
    expect((await ask({ shiftId: shift1, targetEmployeeId: e1 }, staff1.token)).body.errors).toEqual({ targetEmployeeId: ['must be another employee'] });
    const foreign = await rosterEmployee(app, other.owner.token, { branchIds: [other.branchId] });
    expect((await ask({ shiftId: shift1, targetEmployeeId: foreign }, staff1.token)).body.errors).toEqual({
      targetEmployeeId: ['does not refer to an employee of this organisation'],
    });
    const asked = await ask({ shiftId: shift1, targetEmployeeId: e2, note: 'Family visit' }, staff1.token);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      status: 'Pending',
      requesterEmployeeId: e1,
      targetEmployeeId: e2,
      requesterName: 'Ali Hassan',
      targetName: 'Sara Kareem',
    });
    expect((await ask({ shiftId: shift1 }, staff1.token)).status).toBe(409);
    // The requester and the named colleague see it; another employee does not.
    expect((await app.request('GET', `${L}/shift-swaps`, { token: staff1.token })).body.data.total).toBe(1);
    expect((await app.request('GET', `${L}/shift-swaps`, { token: staff2.token })).body.data.total).toBe(1);
    const outsider = await tenant.member('Staff');
    expect((await app.request('GET', `${L}/shift-swaps`, { token: outsider.token })).body.data.total).toBe(0);
    expect((await app.request('GET', `${L}/shift-swaps/${asked.body.data.id}`, { token: outsider.token })).status).toBe(404);

    // Employees cannot decide; a rejection needs a note; a decided request cannot be decided again.
    expect((await decide(asked.body.data.id, { decision: 'Approve' }, staff2.token)).status).toBe(403);
    expect((await decide(asked.body.data.id, { decision: 'Reject' })).body.errors).toEqual({ note: ['is required when rejecting'] });
    const rejected = await decide(asked.body.data.id, { decision: 'Reject', note: 'Short-staffed' });
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', decidedBy: manager.userId, decisionNote: 'Short-staffed' });
    expect((await decide(asked.body.data.id, { decision: 'Approve' })).status).toBe(409);
    expect((await app.request('GET', `${L}/shifts/${shift1}`, { token: owner })).body.data.employeeId).toBe(e1);
  });

  it('never lets the requester decide their own request, even as a manager', async () => {
    const own = await ask({ shiftId: shiftM, targetEmployeeId: e3 }, manager.token);
    expect(own.status).toBe(200);
    const self = await decide(own.body.data.id, { decision: 'Approve' });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot decide on a swap request you made or that is for your own shift.');
    const byOwner = await decide(own.body.data.id, { decision: 'Approve' }, owner);
    expect(byOwner.body.data).toMatchObject({ status: 'Approved', coverEmployeeId: e3 });
    expect((await inbox.next(e3Mail, 'roster-changed')).text).toContain('2026-03-23 09:00 – 17:00');
  });

  it('approves an open cover request to the employee the manager names, checked like any shift, and tells both employees', async () => {
    const asked = await ask({ shiftId: shift1 }, staff1.token);
    expect(asked.body.data.targetEmployeeId).toBeNull();
    expect((await decide(asked.body.data.id, { decision: 'Approve' })).body.errors).toEqual({
      coverEmployeeId: ['is required to approve an open cover request'],
    });
    const busy = await decide(asked.body.data.id, { decision: 'Approve', coverEmployeeId: e2 });
    expect(busy.body.errors).toEqual({ coverEmployeeId: ['already has a shift from 2026-03-22 12:00 to 2026-03-22 20:00 that overlaps this one'] });
    const ok = await decide(asked.body.data.id, { decision: 'Approve', coverEmployeeId: e3 });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'Approved', coverEmployeeId: e3, coverName: 'Omar Saleh', shift: { id: shift1, employeeId: e3 } });
    expect((await inbox.next(e1Mail, 'roster-changed')).text).toContain('(no shifts)');
    expect((await inbox.next(e3Mail, 'roster-changed')).text).toContain('2026-03-22 09:00 – 17:00');
    const mine = await app.request('GET', `${L}/my-shifts`, { token: staff1.token });
    expect(mine.body.data.total).toBe(0);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, {
      where: { organizationId: tenant.organizationId, type: 'labour.shift-swap.decided' },
    });
    expect(events.map((e) => (e.data as { status: string }).status).sort()).toEqual(['Approved', 'Approved', 'Rejected']);
    const audit = await app.runtime.db.dataSource.manager.find(AuditEntry, {
      where: { organizationId: tenant.organizationId, entityType: 'shift-swap', action: 'approved' },
    });
    expect(audit).toHaveLength(2);
    // A shift with a pending request is not removed or reassigned behind the request's back.
    const pending = await ask({ shiftId: shift2 }, staff2.token);
    expect((await app.request('DELETE', `${L}/shifts/${shift2}`, { token: owner })).status).toBe(409);
    await decide(pending.body.data.id, { decision: 'Reject', note: 'No cover available' });
  });

  it('lets only the requester (or a manager) withdraw a pending request, once', async () => {
    const asked = await ask({ shiftId: shift2 }, staff2.token);
    expect((await app.request('POST', `${L}/shift-swaps/${asked.body.data.id}/withdraw`, { token: staff1.token })).status).toBe(404);
    const withdrawn = await app.request('POST', `${L}/shift-swaps/${asked.body.data.id}/withdraw`, { token: staff2.token });
    expect(withdrawn.body.data.status).toBe('Withdrawn');
    expect((await app.request('POST', `${L}/shift-swaps/${asked.body.data.id}/withdraw`, { token: staff2.token })).status).toBe(409);
    expect((await decide(asked.body.data.id, { decision: 'Approve', coverEmployeeId: e3 })).status).toBe(409);
  });

  it("answers 404 for another organisation's request", async () => {
    const theirEmployee = await rosterEmployee(app, other.owner.token, { branchIds: [other.branchId] });
    const theirShift = await app.request('POST', `${L}/shifts`, { token: other.owner.token, body: shiftBody(other.branchId, theirEmployee, '2026-03-22') });
    await app.request('POST', `${L}/rosters/publish`, { token: other.owner.token, body: { branchId: other.branchId, weekStart: NEXT } });
    const theirs = await ask({ shiftId: theirShift.body.data.id }, other.owner.token);
    expect(theirs.status).toBe(200);
    expect((await app.request('GET', `${L}/shift-swaps/${theirs.body.data.id}`, { token: owner })).status).toBe(404);
    expect((await decide(theirs.body.data.id, { decision: 'Approve', coverEmployeeId: e3 }, owner)).status).toBe(404);
    expect((await app.request('POST', `${L}/shift-swaps/${theirs.body.data.id}/withdraw`, { token: owner })).status).toBe(404);
    expect((await ask({ shiftId: theirShift.body.data.id }, owner)).body.errors).toEqual({ shiftId: ['does not refer to a published shift of yours'] });
    expect((await app.request('GET', `${L}/shift-swaps/${theirs.body.data.id}`, { token: other.owner.token })).body.data.status).toBe('Pending');
  });
});
