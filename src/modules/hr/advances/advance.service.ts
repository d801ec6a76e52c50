import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, forbidden, invalidField, notFound } from '../../../core/errors/app-error';
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
import { Advance } from './advance.entity';
import { type AdvanceFilter, type RequestAdvanceInput } from './advance.inputs';
import { ADVANCE_EVENTS, advancePayload } from './advance.events';
import { type AdvanceAction, advanceAmountProblem, advanceMove, AdvanceStatus, OPEN_ADVANCE_STATUSES } from './advance.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { requestedAt: 'a.requested_at', amount: 'a.amount', status: 'a.status', updatedAt: 'a.updated_at' } as const;
export const advancesSort = listSortFields('advances', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = advancesSort.fields;

const EVENT_OF: Record<AdvanceAction, string> = {
  approve: ADVANCE_EVENTS.approved,
  reject: ADVANCE_EVENTS.rejected,
  pay: ADVANCE_EVENTS.paid,
  settle: ADVANCE_EVENTS.settled,
  cancel: ADVANCE_EVENTS.cancelled,
};
const AUDIT_ACTION: Record<AdvanceAction, string> = { approve: 'approved', reject: 'rejected', pay: 'paid', settle: 'settled', cancel: 'cancelled' };

export class AdvanceService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: AdvanceFilter | undefined): Promise<PageResult<Advance>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'requestedAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(Advance)
      .createQueryBuilder('a')
      .innerJoin(Employee, 'e', 'e.id = a.employee_id')
      .where('a.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (!readsAllEmployees(ctx)) {
      if (!ctx.actorId) return emptyPage(window);
      query.andWhere('e.user_id = :self', { self: ctx.actorId });
    }
    if (filter?.employeeId) query.andWhere('a.employee_id = :employeeId', { employeeId: filter.employeeId });
    await whereEmployeeBranch(ctx, query, filter?.branchId);
    if (filter?.status) query.andWhere('a.status = :status', { status: filter.status });
    if (window.search) query.andWhere('(e.full_name ILIKE :search OR a.reason ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('a.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<Advance> {
    const advance = await ctx.db.findOne(Advance, { where: { id, organizationId: ctx.organizationId } });
    if (!advance) throw notFound('Advance');
    const employee = await ctx.db.findOne(Employee, { where: { id: advance.employeeId }, withDeleted: true });
    if (!employee || !(await seesRecordsOf(ctx, employee))) throw notFound('Advance');
    return advance;
  }

  async request(ctx: RequestContext, input: RequestAdvanceInput): Promise<Advance> {
    return ctx.transaction(async (uow) => {
      const employee = await employeeService.lockForRequest(uow.manager, ctx, input.employeeId);
      assertRequestsFor(ctx, employee);
      if (!MONEY_ELIGIBLE.has(employee.status)) throw conflict(`Advances are only for Active employees; this employee is ${employee.status}.`);
      const problem = advanceAmountProblem(input.amount, employee);
      if (problem) throw invalidField('amount', problem);
      const open = await uow.manager.findOne(Advance, { where: { employeeId: employee.id, status: In([...OPEN_ADVANCE_STATUSES]) } });
      if (open) throw conflict(`The employee already has an open advance (${open.status}); it must be settled, rejected or cancelled first.`);
      const advance = uow.manager.create(Advance, {
        organizationId: ctx.organizationId,
        employeeId: employee.id,
        amount: input.amount,
        reason: normalizeNote(input.reason),
        status: AdvanceStatus.Pending,
        requestedAt: ctx.now(),
        requestedBy: ctx.actorId,
      });
      await uow.manager.save(advance);
      await recordAudit(uow, ctx, {
        entityType: 'advance',
        entityId: advance.id,
        action: 'requested',
        reason: advance.reason,
        changes: advancePayload(advance),
        branchId: null,
      });
      await emit(uow, ctx, { type: ADVANCE_EVENTS.requested, resourceId: advance.id, data: advancePayload(advance), branchId: null });
      return advance;
    });
  }

  decide(ctx: RequestContext, id: string, input: HrDecisionInput): Promise<Advance> {
    const note = decisionNote(input);
    const action: AdvanceAction = input.decision === HrDecision.Approve ? 'approve' : 'reject';
    return this.move(ctx, id, action, note, (advance, employee) => {
      assertNotOwnDecision(ctx, employee);
      if (action === 'approve' && !MONEY_ELIGIBLE.has(employee.status)) {
        throw conflict(`The employee is ${employee.status}; only advances of Active employees can be approved.`);
      }
      advance.decidedAt = ctx.now();
      advance.decidedBy = ctx.actorId;
      advance.decisionNote = note;
    });
  }

  pay(ctx: RequestContext, id: string, input: HrNoteInput | undefined): Promise<Advance> {
    return this.move(ctx, id, 'pay', normalizeNote(input?.note), (advance) => {
      advance.paidAt = ctx.now();
      advance.paidBy = ctx.actorId;
    });
  }

  settle(ctx: RequestContext, id: string, input: HrNoteInput | undefined): Promise<Advance> {
    return this.move(ctx, id, 'settle', normalizeNote(input?.note), (advance) => {
      advance.settledAt = ctx.now();
      advance.settledBy = ctx.actorId;
    });
  }

  /** HR (hr:write) cancels Pending or Approved advances; an employee only their own Pending one. */
  cancel(ctx: RequestContext, id: string, input: HrNoteInput | undefined): Promise<Advance> {
    return this.move(ctx, id, 'cancel', normalizeNote(input?.note), (advance, employee) => {
      if (!requestsForAnyone(ctx)) {
        assertRequestsFor(ctx, employee);
        if (advance.status !== AdvanceStatus.Pending) throw forbidden('Only HR can cancel an advance that has been approved.');
      }
      advance.cancelledAt = ctx.now();
      advance.cancelledBy = ctx.actorId;
    });
  }

  /** Loads and locks the advance (404 for foreign or unknown ids), applies one state machine move. */
  private move(
    ctx: RequestContext,
    id: string,
    action: AdvanceAction,
    note: string | null,
    apply: (advance: Advance, employee: Employee) => void,
  ): Promise<Advance> {
    return ctx.transaction(async (uow) => {
      const advance = await this.lock(uow.manager, ctx, id);
      const employee = await uow.manager.findOne(Employee, { where: { id: advance.employeeId }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
      if (!employee || !(await seesRecordsOf(ctx, employee))) throw notFound('Advance');
      const move = advanceMove(advance.status, action);
      if ('problem' in move) throw conflict(move.problem);
      const from = advance.status;
      apply(advance, employee);
      advance.status = move.to;
      if (action !== 'approve' && action !== 'reject') advance.lastNote = note;
      await uow.manager.save(advance);
      await recordAudit(uow, ctx, {
        entityType: 'advance',
        entityId: advance.id,
        action: AUDIT_ACTION[action],
        reason: note,
        changes: { status: { from, to: advance.status } },
        branchId: null,
      });
      await emit(uow, ctx, { type: EVENT_OF[action], resourceId: advance.id, data: advancePayload(advance, note), branchId: null });
      return advance;
    });
  }

  private async lock(manager: EntityManager, ctx: RequestContext, id: string): Promise<Advance> {
    const advance = await lockOrNotFound(manager, Advance, ctx, id, 'Advance');
    return advance;
  }
}

export const advanceService = new AdvanceService();
