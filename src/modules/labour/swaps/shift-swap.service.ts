import type { RequestContext } from '../../../core/context/request-context';
import { conflict, forbidden, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { emptyPage, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { Employee } from '../../hr/employees/employee.entity';
import { decisionNote, HrDecision } from '../../hr/shared/hr-decision';
import { staffBranchScope } from '../../hr/shared/hr-access';
import { ownEmployee, readsAllRosters, rosterBranch } from '../labour-access';
import { shiftSwapEvents } from '../labour.events';
import { RosterStatus } from '../rules/roster-status.rules';
import { coveringEmployee, ShiftSwapStatus, swapMoveProblem } from '../rules/shift-swap.rules';
import { labourSettingsService } from '../settings/labour-settings.service';
import { Shift } from '../shifts/shift.entity';
import { checkShift } from '../shifts/shift-placement';
import { notifyEmployees } from '../rosters/roster-notices';
import { ShiftSwapRequest } from './shift-swap.entity';
import type { DecideShiftSwapInput, RequestShiftSwapInput, ShiftSwapFilter } from './shift-swap.inputs';

const SORT_COLUMNS = { requestedAt: 'w.requested_at', status: 'w.status' } as const;
export const shiftSwapsSort = listSortFields('shiftSwapRequests', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

function payload(swap: ShiftSwapRequest): Record<string, unknown> {
  return {
    id: swap.id,
    shiftId: swap.shiftId,
    branchId: swap.branchId,
    requesterEmployeeId: swap.requesterEmployeeId,
    targetEmployeeId: swap.targetEmployeeId,
    coverEmployeeId: swap.coverEmployeeId,
    status: swap.status,
  };
}

const pendingTwice = () => conflict('The shift already has a pending swap request.');

export class ShiftSwapService {
  /** Managers see every request of their branches; an employee sees the requests they made or are named in. */
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ShiftSwapFilter | undefined): Promise<PageResult<ShiftSwapRequest>> {
    const window = resolveListWindow(list, shiftSwapsSort.fields, { sort: 'requestedAt', dir: 'desc' });
    const query = ctx.db
      .getRepository(ShiftSwapRequest)
      .createQueryBuilder('w')
      .where('w.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (readsAllRosters(ctx)) {
      const scope = await staffBranchScope(ctx);
      if (scope !== null) query.andWhere('w.branch_id = ANY(CAST(:scope AS uuid[]))', { scope });
    } else {
      const own = await ownEmployee(ctx);
      if (!own) return emptyPage(window);
      query.andWhere('(w.requester_employee_id = :own OR w.target_employee_id = :own)', { own: own.id });
    }
    if (filter?.status) query.andWhere('w.status = :status', { status: filter.status });
    if (filter?.branchId) query.andWhere('w.branch_id = :branchId', { branchId: filter.branchId });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('w.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<ShiftSwapRequest> {
    const swap = await ctx.db.findOne(ShiftSwapRequest, { where: { id, organizationId: ctx.organizationId } });
    if (!swap || !(await this.sees(ctx, swap))) throw notFound('Shift swap request');
    return swap;
  }

  /** The shift's employee asks (or a manager for them): the shift must be published and not started. */
  async request(ctx: RequestContext, input: RequestShiftSwapInput): Promise<ShiftSwapRequest> {
    return ctx.transaction(async (uow) => {
      const shift = await uow.manager.findOne(Shift, { where: { id: input.shiftId, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      const own = await ownEmployee(ctx);
      const mine = !!own && !!shift && own.id === shift.employeeId;
      if (!shift || (!mine && !ctx.can('labour:manage'))) throw invalidField('shiftId', 'does not refer to a published shift of yours');
      if (!mine) await rosterBranch(uow.manager, ctx, shift.branchId, 'shiftId');
      if (shift.status !== RosterStatus.Published) throw invalidField('shiftId', 'does not refer to a published shift of yours');
      if (shift.startsAt.getTime() <= ctx.now().getTime()) throw conflict('The shift has already started; it can no longer be swapped.');
      const targetId = input.targetEmployeeId ?? null;
      if (targetId) {
        if (targetId === shift.employeeId) throw invalidField('targetEmployeeId', 'must be another employee');
        const target = await uow.manager.findOne(Employee, { where: { id: targetId, organizationId: ctx.organizationId } });
        if (!target) throw invalidField('targetEmployeeId', 'does not refer to an employee of this organisation');
      }
      const swap = uow.manager.create(ShiftSwapRequest, {
        organizationId: ctx.organizationId,
        shiftId: shift.id,
        branchId: shift.branchId,
        requesterEmployeeId: shift.employeeId,
        targetEmployeeId: targetId,
        coverEmployeeId: null,
        note: input.note?.trim() || null,
        status: ShiftSwapStatus.Pending,
        requestedAt: ctx.now(),
        requestedBy: ctx.actorId,
        decidedAt: null,
        decidedBy: null,
        decisionNote: null,
      });
      await catchDuplicate(() => uow.manager.insert(ShiftSwapRequest, swap), { labour_shift_swaps_pending_key: pendingTwice });
      await recordAudit(uow, ctx, {
        entityType: 'shift-swap',
        entityId: swap.id,
        action: 'requested',
        reason: swap.note,
        changes: payload(swap),
        branchId: swap.branchId,
      });
      await emit(uow, ctx, { type: shiftSwapEvents.types.requested, resourceId: swap.id, data: payload(swap), branchId: swap.branchId });
      return swap;
    });
  }

  /** A manager approves (the shift moves to the covering employee, checked like any shift) or rejects; never the requester. */
  async decide(ctx: RequestContext, id: string, input: DecideShiftSwapInput): Promise<ShiftSwapRequest> {
    const note = decisionNote(input);
    const { maxShiftMinutes } = await labourSettingsService.get(ctx);
    return ctx.transaction(async (uow) => {
      const swap = await lockOrNotFound(uow.manager, ShiftSwapRequest, ctx, id, 'Shift swap request');
      const branch = await rosterBranch(uow.manager, ctx, swap.branchId, null);
      const problem = swapMoveProblem(swap.status, input.decision === HrDecision.Approve ? 'approve' : 'reject');
      if (problem) throw conflict(problem);
      const requester = await uow.manager.findOne(Employee, { where: { id: swap.requesterEmployeeId }, withDeleted: true });
      if (swap.requestedBy === ctx.actorId || (ctx.actorId && requester?.userId === ctx.actorId))
        throw forbidden('You cannot decide on a swap request you made or that is for your own shift.');
      swap.decidedAt = ctx.now();
      swap.decidedBy = ctx.actorId;
      swap.decisionNote = note;
      const notify: string[] = [];
      if (input.decision === HrDecision.Reject) {
        swap.status = ShiftSwapStatus.Rejected;
      } else {
        const cover = coveringEmployee(swap.targetEmployeeId, input.coverEmployeeId);
        if (cover.problem) throw invalidField('coverEmployeeId', cover.problem);
        const field = input.coverEmployeeId ? 'coverEmployeeId' : 'targetEmployeeId';
        const shift = await lockOrNotFound(uow.manager, Shift, ctx, swap.shiftId, 'Shift');
        if (cover.employeeId === shift.employeeId) throw invalidField(field, 'must be another employee');
        if (shift.startsAt.getTime() <= ctx.now().getTime()) throw conflict('The shift has already started; it can no longer be swapped.');
        const checked = await checkShift(uow, ctx, branch, { ...shift, employeeId: cover.employeeId! }, maxShiftMinutes, {
          excludeShiftId: shift.id,
          employeeField: field,
        });
        if (Object.keys(checked.problems).length) throw validationError(checked.problems);
        notify.push(shift.employeeId, cover.employeeId!);
        shift.employeeId = cover.employeeId!;
        shift.updatedBy = ctx.actorId;
        await uow.manager.save(shift);
        swap.coverEmployeeId = cover.employeeId;
        swap.status = ShiftSwapStatus.Approved;
        await notifyEmployees(uow, ctx, branch, shift.weekStart, notify, 'changed');
      }
      await uow.manager.save(swap);
      await recordAudit(uow, ctx, {
        entityType: 'shift-swap',
        entityId: swap.id,
        action: swap.status === ShiftSwapStatus.Approved ? 'approved' : 'rejected',
        reason: note,
        changes: { status: { from: ShiftSwapStatus.Pending, to: swap.status }, coverEmployeeId: swap.coverEmployeeId },
        branchId: swap.branchId,
      });
      await emit(uow, ctx, { type: shiftSwapEvents.types.decided, resourceId: swap.id, data: payload(swap), branchId: swap.branchId });
      return swap;
    });
  }

  /** The requester (or a manager) withdraws a pending request. */
  async withdraw(ctx: RequestContext, id: string): Promise<ShiftSwapRequest> {
    return ctx.transaction(async (uow) => {
      const swap = await lockOrNotFound(uow.manager, ShiftSwapRequest, ctx, id, 'Shift swap request');
      if (!(await this.sees(ctx, swap))) throw notFound('Shift swap request');
      const own = await ownEmployee(ctx);
      if (!ctx.can('labour:manage') && own?.id !== swap.requesterEmployeeId) throw forbidden('Only the employee who asked can withdraw a swap request.');
      const problem = swapMoveProblem(swap.status, 'withdraw');
      if (problem) throw conflict(problem);
      swap.status = ShiftSwapStatus.Withdrawn;
      await uow.manager.save(swap);
      await recordAudit(uow, ctx, {
        entityType: 'shift-swap',
        entityId: swap.id,
        action: 'withdrawn',
        changes: { status: { from: 'Pending', to: swap.status } },
        branchId: swap.branchId,
      });
      return swap;
    });
  }

  private async sees(ctx: RequestContext, swap: ShiftSwapRequest): Promise<boolean> {
    if (readsAllRosters(ctx)) {
      const scope = await staffBranchScope(ctx);
      if (scope === null || scope.includes(swap.branchId)) return true;
    }
    const own = await ownEmployee(ctx);
    return !!own && (own.id === swap.requesterEmployeeId || own.id === swap.targetEmployeeId);
  }
}

export const shiftSwapService = new ShiftSwapService();
