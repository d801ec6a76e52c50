import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { C, employeeId } from './hr-helpers';

describe('HR salary advances and loans (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let hr: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-01-15T09:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    hr = await tenant.member('Hr');
  });
  afterAll(() => app.close());

  const requestAdvance = (body: Record<string, unknown>, token = owner) => app.request('POST', `${C}/hr/advances`, { token, body });
  const decideAdvance = (id: string, decision: string, note?: string, token = hr.token) =>
    app.request('POST', `${C}/hr/advances/${id}/decision`, { token, body: { decision, note } });
  const requestLoan = (body: Record<string, unknown>, token = owner) => app.request('POST', `${C}/hr/loans`, { token, body });
  const decideLoan = (id: string, decision: string, note?: string, token = hr.token) =>
    app.request('POST', `${C}/hr/loans/${id}/decision`, { token, body: { decision, note } });

  describe('advances', () => {
    it('limits an advance to half of monthly pay (baseSalary + allowances)', async () => {
      const employee = await employeeId(app, owner, { baseSalary: 800_000, allowances: 200_001 });
      const over = await requestAdvance({ employeeId: employee, amount: 500_001, reason: 'Rent' });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ amount: ['must be at most 500000 (50% of monthly pay)'] });
      const zero = await requestAdvance({ employeeId: employee, amount: 0 });
      expect(zero.body.errors).toEqual({ amount: ['must be more than 0'] });
      const ok = await requestAdvance({ employeeId: employee, amount: 500_000, reason: 'Rent' });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ employeeId: employee, amount: 500_000, status: 'Pending', reason: 'Rent', requestedBy: tenant.owner.userId });
    });

    it('allows one open advance at a time and only for Active employees', async () => {
      const employee = await employeeId(app, owner);
      const first = await requestAdvance({ employeeId: employee, amount: 100_000 });
      const second = await requestAdvance({ employeeId: employee, amount: 100_000 });
      expect(second.status).toBe(409);
      expect(second.body.message).toMatch(/already has an open advance \(Pending\)/);
      await decideAdvance(first.body.data.id, 'Reject', 'Not this month');
      expect((await requestAdvance({ employeeId: employee, amount: 100_000 })).status).toBe(200);
      const suspended = await employeeId(app, owner, { status: 'Suspended' });
      const refused = await requestAdvance({ employeeId: suspended, amount: 100_000 });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/only for Active employees; this employee is Suspended/);
    });

    it('walks Pending → Approved → Paid → Settled with audit and events, refusing moves out of order', async () => {
      const employee = await employeeId(app, owner);
      const id = (await requestAdvance({ employeeId: employee, amount: 200_000, reason: 'Wedding' })).body.data.id;
      expect((await app.request('POST', `${C}/hr/advances/${id}/settle`, { token: hr.token, body: {} })).status).toBe(409);
      const approved = await decideAdvance(id, 'Approve', 'OK for January');
      expect(approved.body.data).toMatchObject({ status: 'Approved', decidedBy: hr.userId, decisionNote: 'OK for January', employee: { id: employee } });
      const again = await decideAdvance(id, 'Reject', 'changed my mind');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('An advance that is Approved cannot be rejected; only Pending advances can.');
      const paid = await app.request('POST', `${C}/hr/advances/${id}/pay`, { token: hr.token, body: { note: 'Cash from safe' } });
      expect(paid.body.data).toMatchObject({ status: 'Paid', paidBy: hr.userId, lastNote: 'Cash from safe' });
      expect((await app.request('POST', `${C}/hr/advances/${id}/cancel`, { token: hr.token, body: {} })).status).toBe(409);
      const settled = await app.request('POST', `${C}/hr/advances/${id}/settle`, { token: hr.token });
      expect(settled.body.data).toMatchObject({ status: 'Settled', settledBy: hr.userId });
      expect((await app.request('POST', `${C}/hr/advances/${id}/pay`, { token: hr.token, body: {} })).status).toBe(409);

      const trail = await app.request('GET', `${C}/audit-trail?EntityType=advance&EntityId=${id}`, { token: owner });
      expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['settled', 'paid', 'approved', 'requested']);
      expect(trail.body.data.items[2]).toMatchObject({
        actorUserId: hr.userId,
        reason: 'OK for January',
        changes: { status: { from: 'Pending', to: 'Approved' } },
      });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual(['hr.advance.requested', 'hr.advance.approved', 'hr.advance.paid', 'hr.advance.settled']);
      expect(events[1].data).toMatchObject({ amount: 200_000, status: 'Approved', note: 'OK for January' });
    });

    it('requires a note to reject and a known decision', async () => {
      const employee = await employeeId(app, owner);
      const id = (await requestAdvance({ employeeId: employee, amount: 50_000 })).body.data.id;
      const noNote = await decideAdvance(id, 'Reject');
      expect(noNote.status).toBe(422);
      expect(noNote.body.errors).toEqual({ note: ['is required when rejecting'] });
      const unknown = await decideAdvance(id, 'maybe', 'x');
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors.decision).toBeDefined();
      const upper = await decideAdvance(id, 'Reject', 'Too frequent');
      expect(upper.body.data.status).toBe('Rejected');
    });

    it('lists advances by EmployeeId and Status', async () => {
      const employee = await employeeId(app, owner);
      const a = (await requestAdvance({ employeeId: employee, amount: 10_000 })).body.data.id;
      await decideAdvance(a, 'Reject', 'No');
      const b = (await requestAdvance({ employeeId: employee, amount: 20_000 })).body.data.id;
      const all = await app.request('GET', `${C}/hr/advances?EmployeeId=${employee}`, { token: owner });
      expect(all.body.data.items.map((x: { id: string }) => x.id).sort()).toEqual([a, b].sort());
      const pending = await app.request('GET', `${C}/hr/advances?EmployeeId=${employee}&Status=Pending`, { token: owner });
      expect(pending.body.data.items.map((x: { id: string }) => x.id)).toEqual([b]);
      const bad = await app.request('GET', `${C}/hr/advances?Status=Lost`, { token: owner });
      expect(bad.status).toBe(422);
    });

    it("refuses another organisation's employee (422) and advance (404), changing nothing", async () => {
      const theirs = await employeeId(app, other.owner.token);
      const res = await requestAdvance({ employeeId: theirs, amount: 10_000 });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ employeeId: ['does not refer to an employee of this organisation'] });
      const theirAdvance = (await requestAdvance({ employeeId: theirs, amount: 10_000 }, other.owner.token)).body.data.id;
      expect((await decideAdvance(theirAdvance, 'Approve', undefined, owner)).status).toBe(404);
      expect((await app.request('GET', `${C}/hr/advances/${theirAdvance}`, { token: owner })).status).toBe(404);
      expect((await app.request('POST', `${C}/hr/advances/${theirAdvance}/cancel`, { token: owner, body: {} })).status).toBe(404);
      const still = await app.request('GET', `${C}/hr/advances/${theirAdvance}`, { token: other.owner.token });
      expect(still.body.data.status).toBe('Pending');
      const mine = await app.request('GET', `${C}/hr/advances?EmployeeId=${theirs}`, { token: owner });
      expect(mine.body.data.total).toBe(0);
    });

    it('lets staff request and cancel only for themselves and refuses their decisions', async () => {
      const staff = await tenant.member('Staff');
      const own = await employeeId(app, owner, { userId: staff.userId });
      const colleague = await employeeId(app, owner);
      const forOther = await requestAdvance({ employeeId: colleague, amount: 10_000 }, staff.token);
      expect(forOther.status).toBe(403);
      expect(forOther.body.errors).toEqual({ code: ['Forbidden'] });
      const mine = await requestAdvance({ employeeId: own, amount: 10_000, reason: 'Medicine' }, staff.token);
      expect(mine.status).toBe(200);
      const colleagueAdvance = (await requestAdvance({ employeeId: colleague, amount: 10_000 })).body.data.id;
      const list = await app.request('GET', `${C}/hr/advances`, { token: staff.token });
      expect(list.body.data.items.map((x: { id: string }) => x.id)).toEqual([mine.body.data.id]);
      expect((await app.request('GET', `${C}/hr/advances/${colleagueAdvance}`, { token: staff.token })).status).toBe(404);
      expect((await decideAdvance(mine.body.data.id, 'Approve', undefined, staff.token)).status).toBe(403);
      const cancelled = await app.request('POST', `${C}/hr/advances/${mine.body.data.id}/cancel`, { token: staff.token, body: { note: 'Not needed' } });
      expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', cancelledBy: staff.userId, lastNote: 'Not needed' });
      const accountant = await tenant.member('Accountant');
      expect((await requestAdvance({ employeeId: colleague, amount: 10_000 }, accountant.token)).status).toBe(403);
      expect((await decideAdvance(colleagueAdvance, 'Approve', undefined, accountant.token)).status).toBe(403);
    });

    it('refuses a decision on your own advance unless you are the owner', async () => {
      const hrSelf = await employeeId(app, owner, { userId: hr.userId });
      const id = (await requestAdvance({ employeeId: hrSelf, amount: 10_000 }, hr.token)).body.data.id;
      const self = await decideAdvance(id, 'Approve', undefined, hr.token);
      expect(self.status).toBe(403);
      expect(self.body.message).toMatch(/your own employee record/);
      expect((await decideAdvance(id, 'Approve', undefined, owner)).body.data.status).toBe('Approved');
    });
  });

  describe('loans', () => {
    it('validates principal and installment', async () => {
      const employee = await employeeId(app, owner);
      const over = await requestLoan({ employeeId: employee, principal: 100_000, installment: 100_001 });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ installment: ['must not be more than principal'] });
      const zero = await requestLoan({ employeeId: employee, principal: 0, installment: 0 });
      expect(zero.body.errors).toEqual({ principal: ['must be more than 0'], installment: ['must be more than 0'] });
      const long = await requestLoan({ employeeId: employee, principal: 6_000_001, installment: 100_000 });
      expect(long.body.errors).toEqual({ installment: ['must be at least 100001 (at most 60 monthly installments)'] });
      const fraction = await requestLoan({ employeeId: employee, principal: 1000.5, installment: 100 });
      expect(fraction.status).toBe(422);
      expect(fraction.body.errors.principal).toBeDefined();
    });

    it('generates the schedule on approval with the remainder last, and tracks the balance to Repaid', async () => {
      const employee = await employeeId(app, owner);
      const requested = await requestLoan({ employeeId: employee, principal: 5_000_000_007, installment: 2_500_000_000, reason: 'House' });
      expect(requested.status).toBe(200);
      expect(requested.body.data).toMatchObject({ status: 'Pending', installmentCount: 3, remainingBalance: 5_000_000_007, schedule: [] });
      const id = requested.body.data.id;
      expect((await app.request('POST', `${C}/hr/loans/${id}/repayments`, { token: hr.token, body: {} })).status).toBe(409);
      const approved = await decideLoan(id, 'Approve', 'Approved by HR');
      expect(approved.body.data).toMatchObject({
        status: 'Approved',
        approvedOn: '2026-01-15',
        decisionNote: 'Approved by HR',
        remainingBalance: 5_000_000_007,
      });
      expect(
        approved.body.data.schedule.map((row: { sequence: number; dueDate: string; amount: number; paidAt: string | null }) => [
          row.sequence,
          row.dueDate,
          row.amount,
          row.paidAt,
        ]),
      ).toEqual([
        [1, '2026-02-28', 2_500_000_000, null],
        [2, '2026-03-31', 2_500_000_000, null],
        [3, '2026-04-30', 7, null],
      ]);
      expect((await decideLoan(id, 'Reject', 'late')).status).toBe(409);
      const first = await app.request('POST', `${C}/hr/loans/${id}/repayments`, { token: hr.token, body: { note: 'February payroll' } });
      expect(first.body.data).toMatchObject({ status: 'Approved', repaidAmount: 2_500_000_000, remainingBalance: 2_500_000_007 });
      await app.request('POST', `${C}/hr/loans/${id}/repayments`, { token: hr.token, body: {} });
      const last = await app.request('POST', `${C}/hr/loans/${id}/repayments`, { token: hr.token, body: {} });
      expect(last.body.data).toMatchObject({ status: 'Repaid', repaidAmount: 5_000_000_007, remainingBalance: 0, repaidAt: expect.any(String) });
      expect(last.body.data.schedule.every((row: { paidAt: string | null }) => row.paidAt !== null)).toBe(true);
      expect((await app.request('POST', `${C}/hr/loans/${id}/repayments`, { token: hr.token, body: {} })).status).toBe(409);
      const got = await app.request('GET', `${C}/hr/loans/${id}`, { token: owner });
      expect(got.body.data.schedule[0]).toMatchObject({ note: 'February payroll', paidBy: hr.userId });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual([
        'hr.loan.requested',
        'hr.loan.approved',
        'hr.loan.installment-repaid',
        'hr.loan.installment-repaid',
        'hr.loan.repaid',
      ]);
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=loan&EntityId=${id}`, { token: owner });
      expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual([
        'repaid',
        'installment-repaid',
        'installment-repaid',
        'approved',
        'requested',
      ]);
    });

    it('decides only from Pending, cancels only Pending, and lists by EmployeeId and Status', async () => {
      const employee = await employeeId(app, owner);
      const a = (await requestLoan({ employeeId: employee, principal: 300_000, installment: 100_000 })).body.data.id;
      const b = (await requestLoan({ employeeId: employee, principal: 300_000, installment: 100_000 })).body.data.id;
      const rejected = await decideLoan(a, 'Reject', 'Too soon');
      expect(rejected.body.data).toMatchObject({ status: 'Rejected', remainingBalance: 0, schedule: [] });
      expect((await decideLoan(a, 'Approve')).status).toBe(409);
      expect((await app.request('POST', `${C}/hr/loans/${a}/cancel`, { token: owner, body: {} })).status).toBe(409);
      expect((await app.request('POST', `${C}/hr/loans/${b}/cancel`, { token: owner, body: { note: 'Withdrawn' } })).body.data.status).toBe('Cancelled');
      const listed = await app.request('GET', `${C}/hr/loans?EmployeeId=${employee}&Status=Rejected`, { token: owner });
      expect(listed.body.data.items.map((x: { id: string }) => x.id)).toEqual([a]);
      expect((await app.request('GET', `${C}/hr/loans?EmployeeId=${employee}`, { token: owner })).body.data.total).toBe(2);
    });

    it("refuses another organisation's employee and loan ids, changing nothing", async () => {
      const theirs = await employeeId(app, other.owner.token);
      const res = await requestLoan({ employeeId: theirs, principal: 100_000, installment: 50_000 });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ employeeId: ['does not refer to an employee of this organisation'] });
      const theirLoan = (await requestLoan({ employeeId: theirs, principal: 100_000, installment: 50_000 }, other.owner.token)).body.data.id;
      expect((await decideLoan(theirLoan, 'Approve', undefined, owner)).status).toBe(404);
      expect((await app.request('GET', `${C}/hr/loans/${theirLoan}`, { token: owner })).status).toBe(404);
      expect((await app.request('GET', `${C}/hr/loans/${theirLoan}`, { token: other.owner.token })).body.data.status).toBe('Pending');
    });

    it('lets staff request for themselves only and refuses decisions and repayments', async () => {
      const staff = await tenant.member('Staff');
      const own = await employeeId(app, owner, { userId: staff.userId });
      const colleague = await employeeId(app, owner);
      expect((await requestLoan({ employeeId: colleague, principal: 100_000, installment: 50_000 }, staff.token)).status).toBe(403);
      const mine = await requestLoan({ employeeId: own, principal: 100_000, installment: 50_000 }, staff.token);
      expect(mine.status).toBe(200);
      expect((await decideLoan(mine.body.data.id, 'Approve', undefined, staff.token)).status).toBe(403);
      await decideLoan(mine.body.data.id, 'Approve');
      expect((await app.request('POST', `${C}/hr/loans/${mine.body.data.id}/repayments`, { token: staff.token, body: {} })).status).toBe(403);
      const seen = await app.request('GET', `${C}/hr/loans/${mine.body.data.id}`, { token: staff.token });
      expect(seen.body.data).toMatchObject({ status: 'Approved', remainingBalance: 100_000 });
      expect(seen.body.data.schedule).toHaveLength(2);
    });

    it('serves loans over GraphQL with int64 amounts beyond 2^31', async () => {
      const employee = await employeeId(app, owner);
      const res = await app.graphql(
        'mutation($input: RequestLoanInput!) { requestLoan(input: $input) { id principal installment installmentCount remainingBalance } }',
        { input: { employeeId: employee, principal: 4_294_967_296, installment: 2_147_483_648 } },
        { token: owner },
      );
      expect(res.body.data.requestLoan).toMatchObject({
        principal: 4_294_967_296,
        installment: 2_147_483_648,
        installmentCount: 2,
        remainingBalance: 4_294_967_296,
      });
    });

    it('blocks deleting an employee with an open loan or advance', async () => {
      const employee = await employeeId(app, owner);
      const loan = (await requestLoan({ employeeId: employee, principal: 100_000, installment: 50_000 })).body.data.id;
      const blocked = await app.request('DELETE', `${C}/hr/employees/${employee}`, { token: owner, body: { reason: 'mistake' } });
      expect(blocked.status).toBe(409);
      expect(blocked.body.message).toMatch(/loan/);
      await app.request('POST', `${C}/hr/loans/${loan}/cancel`, { token: owner, body: {} });
      expect((await app.request('DELETE', `${C}/hr/employees/${employee}`, { token: owner, body: { reason: 'mistake' } })).status).toBe(200);
    });
  });
});
