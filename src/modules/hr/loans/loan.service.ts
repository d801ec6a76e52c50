import { type EntityManager, In, IsNull } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow, emptyPage } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { Employee } from '../employees/employee.entity';
import { employeeService } from '../employees/employee.service';
import { MONEY_ELIGIBLE } from '../employees/employee.rules';
import { assertNotOwnDecision, assertRequestsFor, readsAllEmployees, requestsForAnyone, seesRecordsOf, whereEmployeeBranch } from '../shared/hr-access';
import { decisionNote, HrDecision, type HrDecisionInput, type HrNoteInput, normalizeNote } from '../shared/hr-decision';
import { callerCalendar } from '../../identity/branches/branch-calendar';
import { Loan } from './loan.entity';
import { LoanInstallment } from './loan-installment.entity';
import { type LoanFilter, type RequestLoanInput } from './loan.inputs';
import { LOAN_EVENTS, loanPayload } from './loan.events';
import { installmentCount, type LoanAction, loanMoveProblem, loanSchedule, LoanStatus, loanTermsProblems } from './loan.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { requestedAt: 'l.requested_at', principal: 'l.principal', status: 'l.status', updatedAt: 'l.updated_at' } as const;
export const loansSort = listSortFields('loans', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = loansSort.fields;

export class LoanService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: LoanFilter | undefined): Promise<PageResult<Loan>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'requestedAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(Loan)
      .createQueryBuilder('l')
      .innerJoin(Employee, 'e', 'e.id = l.employee_id')
      .where('l.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (!readsAllEmployees(ctx)) {
      if (!ctx.actorId) return emptyPage(window);
      query.andWhere('e.user_id = :self', { self: ctx.actorId });
    }
    if (filter?.employeeId) query.andWhere('l.employee_id = :employeeId', { employeeId: filter.employeeId });
    await whereEmployeeBranch(ctx, query, filter?.branchId);
    if (filter?.status) query.andWhere('l.status = :status', { status: filter.status });
    if (window.search) query.andWhere('(e.full_name ILIKE :search OR l.reason ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('l.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<Loan> {
    const loan = await ctx.db.findOne(Loan, { where: { id, organizationId: ctx.organizationId } });
    if (!loan) throw notFound('Loan');
    const employee = await ctx.db.findOne(Employee, { where: { id: loan.employeeId }, withDeleted: true });
    if (!employee || !(await seesRecordsOf(ctx, employee))) throw notFound('Loan');
    return loan;
  }

  /** Schedules by loan id for DataLoaders (the loans are already known to be the caller's). */
  async schedules(ctx: RequestContext, loanIds: readonly string[]): Promise<Map<string, LoanInstallment[]>> {
    const rows = await ctx.db.find(LoanInstallment, {
      where: { loanId: In([...loanIds]), organizationId: ctx.organizationId },
      order: { sequence: 'ASC' },
    });
    const byLoan = new Map<string, LoanInstallment[]>();
    for (const row of rows) byLoan.set(row.loanId, [...(byLoan.get(row.loanId) ?? []), row]);
    return byLoan;
  }

  async request(ctx: RequestContext, input: RequestLoanInput): Promise<Loan> {
    const problems = loanTermsProblems(input.principal, input.installment);
    if (Object.keys(problems).length) throw validationError(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
    return ctx.transaction(async (uow) => {
      const employee = await employeeService.lockForRequest(uow.manager, ctx, input.employeeId);
      assertRequestsFor(ctx, employee);
      if (!MONEY_ELIGIBLE.has(employee.status)) throw conflict(`Loans are only for Active employees; this employee is ${employee.status}.`);
      const loan = uow.manager.create(Loan, {
        organizationId: ctx.organizationId,
        employeeId: employee.id,
        principal: input.principal,
        installment: input.installment,
        installmentCount: installmentCount(input.principal, input.installment),
        repaidAmount: 0,
        reason: normalizeNote(input.reason),
        status: LoanStatus.Pending,
        requestedAt: ctx.now(),
        requestedBy: ctx.actorId,
      });
      await uow.manager.save(loan);
      await recordAudit(uow, ctx, {
        entityType: 'loan',
        entityId: loan.id,
        action: 'requested',
        reason: loan.reason,
        changes: loanPayload(loan),
        branchId: null,
      });
      await emit(uow, ctx, { type: LOAN_EVENTS.requested, resourceId: loan.id, data: loanPayload(loan), branchId: null });
      return loan;
    });
  }

  /** Approve (generates the schedule) or reject a Pending loan. */
  decide(ctx: RequestContext, id: string, input: HrDecisionInput): Promise<Loan> {
    const note = decisionNote(input);
    const action: LoanAction = input.decision === HrDecision.Approve ? 'approve' : 'reject';
    return this.move(ctx, id, action, note, async (uow, loan, employee) => {
      assertNotOwnDecision(ctx, employee);
      if (action === 'approve' && !MONEY_ELIGIBLE.has(employee.status)) {
        throw conflict(`The employee is ${employee.status}; only loans of Active employees can be approved.`);
      }
      loan.decidedAt = ctx.now();
      loan.decidedBy = ctx.actorId;
      loan.decisionNote = note;
      if (action === 'reject') {
        loan.status = LoanStatus.Rejected;
        return { event: LOAN_EVENTS.rejected, audit: 'rejected' };
      }
      loan.status = LoanStatus.Approved;
      loan.approvedOn = (await callerCalendar(ctx)).today();
      const schedule = loanSchedule(loan.principal, loan.installment, loan.approvedOn);
      await uow.insert(
        LoanInstallment,
        schedule.map((row) => ({ ...row, organizationId: ctx.organizationId, loanId: loan.id, paidAt: null, paidBy: null, note: null })),
      );
      return {
        event: LOAN_EVENTS.approved,
        audit: 'approved',
        details: { installmentCount: schedule.length, lastInstallment: schedule[schedule.length - 1].amount },
      };
    });
  }

  /** HR (hr:write) cancels any Pending loan; an employee only their own. */
  cancel(ctx: RequestContext, id: string, input: HrNoteInput | undefined): Promise<Loan> {
    const note = normalizeNote(input?.note);
    return this.move(ctx, id, 'cancel', note, async (_uow, loan, employee) => {
      if (!requestsForAnyone(ctx)) assertRequestsFor(ctx, employee);
      loan.status = LoanStatus.Cancelled;
      loan.cancelledAt = ctx.now();
      loan.cancelledBy = ctx.actorId;
      return { event: LOAN_EVENTS.cancelled, audit: 'cancelled' };
    });
  }

  /** Records the next unpaid installment as repaid; the last one closes the loan (Repaid). */
  repayInstallment(ctx: RequestContext, id: string, input: HrNoteInput | undefined): Promise<Loan> {
    const note = normalizeNote(input?.note);
    return this.move(ctx, id, 'repay', note, async (uow, loan) => {
      const next = await uow.findOne(LoanInstallment, {
        where: { loanId: loan.id, paidAt: IsNull() },
        order: { sequence: 'ASC' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!next) throw conflict('Every installment of this loan is already repaid.');
      next.paidAt = ctx.now();
      next.paidBy = ctx.actorId;
      next.note = note;
      await uow.save(next);
      loan.repaidAmount += next.amount;
      const details = { sequence: next.sequence, amount: next.amount, dueDate: next.dueDate };
      if (loan.repaidAmount >= loan.principal) {
        loan.status = LoanStatus.Repaid;
        loan.repaidAt = ctx.now();
        return { event: LOAN_EVENTS.repaid, audit: 'repaid', details };
      }
      return { event: LOAN_EVENTS.installmentRepaid, audit: 'installment-repaid', details };
    });
  }

  private move(
    ctx: RequestContext,
    id: string,
    action: LoanAction,
    note: string | null,
    apply: (manager: EntityManager, loan: Loan, employee: Employee) => Promise<{ event: string; audit: string; details?: Record<string, unknown> }>,
  ): Promise<Loan> {
    return ctx.transaction(async (uow) => {
      const loan = await lockOrNotFound(uow.manager, Loan, ctx, id, 'Loan');
      const employee = await uow.manager.findOne(Employee, { where: { id: loan.employeeId }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
      if (!employee || !(await seesRecordsOf(ctx, employee))) throw notFound('Loan');
      const problem = loanMoveProblem(loan.status, action);
      if (problem) throw conflict(problem);
      const from = loan.status;
      const repaidBefore = loan.repaidAmount;
      const outcome = await apply(uow.manager, loan, employee);
      await uow.manager.save(loan);
      const changes: Record<string, unknown> = { ...outcome.details };
      if (from !== loan.status) changes.status = { from, to: loan.status };
      if (repaidBefore !== loan.repaidAmount) changes.repaidAmount = { from: repaidBefore, to: loan.repaidAmount };
      await recordAudit(uow, ctx, { entityType: 'loan', entityId: loan.id, action: outcome.audit, reason: note, changes, branchId: null });
      await emit(uow, ctx, { type: outcome.event, resourceId: loan.id, data: loanPayload(loan, note), branchId: null });
      return loan;
    });
  }
}

export const loanService = new LoanService();
