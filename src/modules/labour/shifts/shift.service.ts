import type { RequestContext } from '../../../core/context/request-context';
import { conflict, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { emptyPage, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { listSortFields } from '../../../core/lists/sort-fields';
import { recordAudit } from '../../../core/audit/record-audit';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { notFound } from '../../../core/errors/app-error';
import { staffBranchScope } from '../../hr/shared/hr-access';
import { ownEmployee, readsAllRosters, rosterBranch } from '../labour-access';
import type { PlannedShift } from '../rules/roster-plan.rules';
import { RosterStatus } from '../rules/roster-status.rules';
import { ShiftSwapStatus } from '../rules/shift-swap.rules';
import { weekStartOf } from '../rules/shift-times.rules';
import { labourSettingsService } from '../settings/labour-settings.service';
import { notifyEmployees } from '../rosters/roster-notices';
import { ShiftSwapRequest } from '../swaps/shift-swap.entity';
import { Shift } from './shift.entity';
import type { CreateShiftInput, MyShiftFilter, ShiftFilter, ShiftTimesInput } from './shift.inputs';
import { checkShift, insertShift, lockWeek } from './shift-placement';

const SORT_COLUMNS = { startsAt: 's.starts_at', updatedAt: 's.updated_at' } as const;
export const shiftsSort = listSortFields(['shifts', 'myShifts'], Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);

/** The plan of a shift from its input. */
export function planOf(input: ShiftTimesInput): PlannedShift {
  return {
    employeeId: input.employeeId,
    positionId: input.positionId ?? null,
    startDate: input.startDate,
    startTime: input.startTime,
    endDate: input.endDate ?? input.startDate,
    endTime: input.endTime,
    breakMinutes: input.breakMinutes ?? 0,
    note: input.note?.trim() || null,
  };
}

function auditShift(shift: Shift): Record<string, unknown> {
  return {
    employeeId: shift.employeeId,
    startDate: shift.startDate,
    startTime: shift.startTime,
    endDate: shift.endDate,
    endTime: shift.endTime,
    breakMinutes: shift.breakMinutes,
    status: shift.status,
  };
}

export class ShiftService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ShiftFilter | undefined): Promise<PageResult<Shift>> {
    const window = resolveListWindow(list, shiftsSort.fields, { sort: 'startsAt', dir: 'asc' });
    if (filter?.from && filter?.to && filter.to < filter.from) throw validationError({ to: ['must be on or after from'] });
    const query = ctx.db.getRepository(Shift).createQueryBuilder('s').where('s.organization_id = :organizationId', { organizationId: ctx.organizationId });
    const scope = await staffBranchScope(ctx);
    if (scope !== null) query.andWhere('s.branch_id = ANY(CAST(:scope AS uuid[]))', { scope });
    if (filter?.branchId) query.andWhere('s.branch_id = :branchId', { branchId: filter.branchId });
    if (filter?.employeeId) query.andWhere('s.employee_id = :employeeId', { employeeId: filter.employeeId });
    if (filter?.status) query.andWhere('s.status = :status', { status: filter.status });
    if (filter?.from) query.andWhere('s.start_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('s.start_date <= :to', { to: filter.to });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('s.id', 'ASC'), window);
  }

  /** The caller's own published shifts (self-service). */
  async mine(ctx: RequestContext, list: ListArgs | undefined, filter: MyShiftFilter | undefined): Promise<PageResult<Shift>> {
    const window = resolveListWindow(list, shiftsSort.fields, { sort: 'startsAt', dir: 'asc' });
    if (filter?.from && filter?.to && filter.to < filter.from) throw validationError({ to: ['must be on or after from'] });
    const employee = await ownEmployee(ctx);
    if (!employee) return emptyPage(window);
    const query = ctx.db
      .getRepository(Shift)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId AND s.employee_id = :employeeId AND s.status = :published', {
        organizationId: ctx.organizationId,
        employeeId: employee.id,
        published: RosterStatus.Published,
      });
    if (filter?.from) query.andWhere('s.start_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('s.start_date <= :to', { to: filter.to });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('s.id', 'ASC'), window);
  }

  /** One shift: managers see any of their branches'; an employee only their own published one. */
  async get(ctx: RequestContext, id: string): Promise<Shift> {
    const shift = await ctx.db.findOne(Shift, { where: { id, organizationId: ctx.organizationId } });
    if (!shift) throw notFound('Shift');
    if (readsAllRosters(ctx)) {
      const scope = await staffBranchScope(ctx);
      if (scope === null || scope.includes(shift.branchId)) return shift;
    }
    const own = await ownEmployee(ctx);
    if (own && own.id === shift.employeeId && shift.status === RosterStatus.Published) return shift;
    throw notFound('Shift');
  }

  async create(ctx: RequestContext, input: CreateShiftInput): Promise<Shift> {
    const plan = planOf(input);
    const { maxShiftMinutes } = await labourSettingsService.get(ctx);
    return ctx.transaction(async (uow) => {
      const branch = await rosterBranch(uow.manager, ctx, input.branchId, 'branchId');
      const checked = await checkShift(uow, ctx, branch, plan, maxShiftMinutes);
      if (Object.keys(checked.problems).length) throw validationError(checked.problems);
      const week = await lockWeek(uow, ctx, branch.id, weekStartOf(plan.startDate));
      const shift = await insertShift(uow, ctx, branch, plan, checked, week);
      await recordAudit(uow, ctx, { entityType: 'shift', entityId: shift.id, action: 'created', changes: auditShift(shift), branchId: branch.id });
      if (shift.status === RosterStatus.Published) await notifyEmployees(uow, ctx, branch, shift.weekStart, [shift.employeeId], 'changed');
      return shift;
    });
  }

  async update(ctx: RequestContext, id: string, input: ShiftTimesInput): Promise<Shift> {
    const plan = planOf(input);
    const { maxShiftMinutes } = await labourSettingsService.get(ctx);
    return ctx.transaction(async (uow) => {
      const shift = await lockOrNotFound(uow.manager, Shift, ctx, id, 'Shift');
      const branch = await rosterBranch(uow.manager, ctx, shift.branchId, null);
      const checked = await checkShift(uow, ctx, branch, plan, maxShiftMinutes, { excludeShiftId: shift.id });
      if (Object.keys(checked.problems).length) throw validationError(checked.problems);
      if (plan.employeeId !== shift.employeeId) await this.assertNoPendingSwap(ctx, uow.manager, shift.id);
      const before = auditShift(shift);
      const wasPublished = shift.status === RosterStatus.Published;
      const previous = { employeeId: shift.employeeId, weekStart: shift.weekStart };
      const week = await lockWeek(uow, ctx, branch.id, weekStartOf(plan.startDate));
      const published = week.status === RosterStatus.Published;
      Object.assign(shift, {
        weekStart: week.weekStart,
        employeeId: plan.employeeId,
        positionId: plan.positionId,
        startDate: plan.startDate,
        startTime: plan.startTime,
        endDate: plan.endDate,
        endTime: plan.endTime,
        startsAt: checked.startsAt,
        endsAt: checked.endsAt,
        breakMinutes: plan.breakMinutes,
        note: plan.note,
        status: published ? RosterStatus.Published : RosterStatus.Draft,
        publishedAt: published ? (shift.publishedAt ?? ctx.now()) : null,
        updatedBy: ctx.actorId,
      });
      await uow.manager.save(shift);
      await recordAudit(uow, ctx, {
        entityType: 'shift',
        entityId: shift.id,
        action: 'updated',
        changes: { from: before, to: auditShift(shift) },
        branchId: branch.id,
      });
      if (wasPublished) await notifyEmployees(uow, ctx, branch, previous.weekStart, [previous.employeeId], 'changed');
      if (published && (previous.weekStart !== shift.weekStart || previous.employeeId !== shift.employeeId || !wasPublished))
        await notifyEmployees(uow, ctx, branch, shift.weekStart, [shift.employeeId], 'changed');
      return shift;
    });
  }

  async delete(ctx: RequestContext, id: string): Promise<Shift> {
    return ctx.transaction(async (uow) => {
      const shift = await lockOrNotFound(uow.manager, Shift, ctx, id, 'Shift');
      const branch = await rosterBranch(uow.manager, ctx, shift.branchId, null);
      await this.assertNoPendingSwap(ctx, uow.manager, shift.id);
      await uow.manager.delete(Shift, { id: shift.id, organizationId: ctx.organizationId });
      await recordAudit(uow, ctx, { entityType: 'shift', entityId: shift.id, action: 'deleted', changes: auditShift(shift), branchId: branch.id });
      if (shift.status === RosterStatus.Published) await notifyEmployees(uow, ctx, branch, shift.weekStart, [shift.employeeId], 'changed');
      return shift;
    });
  }

  private async assertNoPendingSwap(ctx: RequestContext, manager: RequestContext['db'], shiftId: string): Promise<void> {
    const pending = await manager.findOne(ShiftSwapRequest, { where: { organizationId: ctx.organizationId, shiftId, status: ShiftSwapStatus.Pending } });
    if (pending) throw conflict('The shift has a pending swap request; decide it first.');
  }
}

export const shiftService = new ShiftService();
