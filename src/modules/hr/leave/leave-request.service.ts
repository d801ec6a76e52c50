import { type EntityManager, In, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, type FieldErrors, forbidden, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow, emptyPage } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { Employee } from '../employees/employee.entity';
import { employeeService } from '../employees/employee.service';
import { LEAVE_ELIGIBLE } from '../employees/employee.rules';
import { assertNotOwnDecision, assertRequestsFor, readsAllEmployees, requestsForAnyone, seesRecordsOf, whereEmployeeBranch } from '../shared/hr-access';
import { decisionNote, HrDecision, type HrDecisionInput, type HrNoteInput, normalizeNote } from '../shared/hr-decision';
import { daysBetween } from '../shared/hr-calendar';
import { callerCalendar } from '../../identity/branches/branch-calendar';
import { LeaveType } from './leave-type.entity';
import { LeaveRequest } from './leave-request.entity';
import { type LeaveRequestFilter, type RequestLeaveInput } from './leave-request.inputs';
import { LEAVE_EVENTS, leavePayload } from './leave-request.events';
import {
  availableLeaveDays,
  BLOCKING_LEAVE_STATUSES,
  countLeaveDays,
  type LeaveAction,
  leaveMoveProblem,
  LeaveStatus,
  MAX_LEAVE_SPAN_DAYS,
} from './leave-request.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { startDate: 'r.start_date', requestedAt: 'r.requested_at', days: 'r.days', status: 'r.status', updatedAt: 'r.updated_at' } as const;
export const leaveRequestsSort = listSortFields('leaveRequests', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = leaveRequestsSort.fields;

export class LeaveRequestService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: LeaveRequestFilter | undefined): Promise<PageResult<LeaveRequest>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'startDate', dir: 'desc' });
    if (filter?.from && filter?.to && filter.to < filter.from) throw validationError({ to: ['must be on or after from'] });
    const query = ctx.db
      .getRepository(LeaveRequest)
      .createQueryBuilder('r')
      .innerJoin(Employee, 'e', 'e.id = r.employee_id')
      .where('r.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (!readsAllEmployees(ctx)) {
      if (!ctx.actorId) return emptyPage(window);
      query.andWhere('e.user_id = :self', { self: ctx.actorId });
    }
    if (filter?.employeeId) query.andWhere('r.employee_id = :employeeId', { employeeId: filter.employeeId });
    await whereEmployeeBranch(ctx, query, filter?.branchId);
    if (filter?.typeId) query.andWhere('r.type_id = :typeId', { typeId: filter.typeId });
    if (filter?.status) query.andWhere('r.status = :status', { status: filter.status });
    if (filter?.from) query.andWhere('r.end_date >= :from', { from: filter.from });
    if (filter?.to) query.andWhere('r.start_date <= :to', { to: filter.to });
    if (window.search) query.andWhere('(e.full_name ILIKE :search OR r.reason ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('r.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<LeaveRequest> {
    const leave = await ctx.db.findOne(LeaveRequest, { where: { id, organizationId: ctx.organizationId } });
    if (!leave) throw notFound('Leave request');
    const employee = await ctx.db.findOne(Employee, { where: { id: leave.employeeId }, withDeleted: true });
    if (!employee || !(await seesRecordsOf(ctx, employee))) throw notFound('Leave request');
    return leave;
  }

  async request(ctx: RequestContext, input: RequestLeaveInput): Promise<LeaveRequest> {
    const span = daysBetween(input.startDate, input.endDate);
    if (span < 0) throw validationError({ endDate: ['must be on or after startDate'] });
    if (span + 1 > MAX_LEAVE_SPAN_DAYS) throw validationError({ endDate: [`must be at most ${MAX_LEAVE_SPAN_DAYS} days after startDate (one request)`] });
    const days = countLeaveDays(input.startDate, input.endDate);
    if (days === 0) throw validationError({ endDate: ['the range covers no working day (Fridays are not counted)'] });
    return ctx.transaction(async (uow) => {
      const employee = await employeeService.lockForRequest(uow.manager, ctx, input.employeeId);
      assertRequestsFor(ctx, employee);
      const type = await uow.manager.findOne(LeaveType, { where: { id: input.typeId, organizationId: ctx.organizationId } });
      const problems: FieldErrors = {};
      if (!type) problems.typeId = ['does not refer to a leave type of this organisation'];
      if (input.startDate < employee.hireDate) problems.startDate = [`must be on or after the hire date (${employee.hireDate})`];
      if (Object.keys(problems).length) throw validationError(problems);
      if (!LEAVE_ELIGIBLE.has(employee.status))
        throw conflict(`Leave can only be requested for Active or OnLeave employees; this employee is ${employee.status}.`);
      const overlapping = await uow.manager.findOne(LeaveRequest, {
        where: {
          employeeId: employee.id,
          status: In([...BLOCKING_LEAVE_STATUSES]),
          startDate: LessThanOrEqual(input.endDate),
          endDate: MoreThanOrEqual(input.startDate),
        },
        order: { startDate: 'ASC' },
      });
      if (overlapping) {
        throw conflict(
          `The employee already has ${overlapping.status.toLowerCase()} leave from ${overlapping.startDate} to ${overlapping.endDate} overlapping these dates.`,
        );
      }
      if (type!.usesBalance) {
        const pending = await this.pendingBalanceDays(uow.manager, employee.id);
        const available = availableLeaveDays(employee.annualLeaveBalance, pending);
        if (days > available) {
          throw conflict(
            `Not enough annual leave: ${days} day(s) requested, ${Math.max(available, 0)} available (balance ${employee.annualLeaveBalance} less ${pending} pending).`,
          );
        }
      }
      const leave = uow.manager.create(LeaveRequest, {
        organizationId: ctx.organizationId,
        employeeId: employee.id,
        typeId: type!.id,
        startDate: input.startDate,
        endDate: input.endDate,
        days,
        usesBalance: type!.usesBalance,
        balanceDeducted: 0,
        reason: normalizeNote(input.reason),
        status: LeaveStatus.Pending,
        requestedAt: ctx.now(),
        requestedBy: ctx.actorId,
      });
      await uow.manager.save(leave);
      await recordAudit(uow, ctx, {
        entityType: 'leave-request',
        entityId: leave.id,
        action: 'requested',
        reason: leave.reason,
        changes: leavePayload(leave),
        branchId: null,
      });
      await emit(uow, ctx, { type: LEAVE_EVENTS.requested, resourceId: leave.id, data: leavePayload(leave), branchId: null });
      return leave;
    });
  }

  /** Approve (balance types: deduct the days) or reject a Pending request. */
  decide(ctx: RequestContext, id: string, input: HrDecisionInput): Promise<LeaveRequest> {
    const note = decisionNote(input);
    const action: LeaveAction = input.decision === HrDecision.Approve ? 'approve' : 'reject';
    return this.move(ctx, id, action, note, async (uow, leave, employee) => {
      assertNotOwnDecision(ctx, employee);
      leave.decidedAt = ctx.now();
      leave.decidedBy = ctx.actorId;
      leave.decisionNote = note;
      if (action === 'reject') {
        leave.status = LeaveStatus.Rejected;
        return { event: LEAVE_EVENTS.rejected, audit: 'rejected' };
      }
      if (!LEAVE_ELIGIBLE.has(employee.status))
        throw conflict(`The employee is ${employee.status}; leave can only be approved for Active or OnLeave employees.`);
      if (leave.usesBalance) {
        if (leave.days > employee.annualLeaveBalance) {
          throw conflict(`Not enough annual leave: ${leave.days} day(s) requested, balance ${employee.annualLeaveBalance}.`);
        }
        await employeeService.applyLeaveBalance(uow, ctx, employee, employee.annualLeaveBalance - leave.days, `Leave request ${leave.id} approved`);
        leave.balanceDeducted = leave.days;
      }
      leave.status = LeaveStatus.Approved;
      return { event: LEAVE_EVENTS.approved, audit: 'approved' };
    });
  }

  /**
   * Cancels a Pending request (the employee themself or HR with hr:write), or an Approved one
   * before it starts (hr:decide); deducted days go back to the balance.
   */
  cancel(ctx: RequestContext, id: string, input: HrNoteInput | undefined): Promise<LeaveRequest> {
    const note = normalizeNote(input?.note);
    return this.move(ctx, id, 'cancel', note, async (uow, leave, employee) => {
      if (!requestsForAnyone(ctx)) assertRequestsFor(ctx, employee);
      if (leave.status === LeaveStatus.Approved && !ctx.can('hr:decide')) throw forbidden('Only HR can cancel approved leave.');
      if (leave.balanceDeducted > 0) {
        await employeeService.applyLeaveBalance(uow, ctx, employee, employee.annualLeaveBalance + leave.balanceDeducted, `Leave request ${leave.id} cancelled`);
        leave.balanceDeducted = 0;
      }
      leave.status = LeaveStatus.Cancelled;
      leave.cancelledAt = ctx.now();
      leave.cancelledBy = ctx.actorId;
      leave.cancelNote = note;
      return { event: LEAVE_EVENTS.cancelled, audit: 'cancelled' };
    });
  }

  private async pendingBalanceDays(manager: EntityManager, employeeId: string): Promise<number> {
    const row = await manager
      .getRepository(LeaveRequest)
      .createQueryBuilder('r')
      .select('COALESCE(SUM(r.days), 0)', 'days')
      .where('r.employee_id = :employeeId AND r.status = :pending AND r.uses_balance = true', { employeeId, pending: LeaveStatus.Pending })
      .getRawOne<{ days: string | number }>();
    return Number(row?.days ?? 0);
  }

  private move(
    ctx: RequestContext,
    id: string,
    action: LeaveAction,
    note: string | null,
    apply: (uow: UnitOfWork, leave: LeaveRequest, employee: Employee) => Promise<{ event: string; audit: string }>,
  ): Promise<LeaveRequest> {
    return ctx.transaction(async (uow) => {
      const leave = await lockOrNotFound(uow.manager, LeaveRequest, ctx, id, 'Leave request');
      const employee = await uow.manager.findOne(Employee, { where: { id: leave.employeeId }, withDeleted: true, lock: { mode: 'pessimistic_write' } });
      if (!employee || !(await seesRecordsOf(ctx, employee))) throw notFound('Leave request');
      const problem = leaveMoveProblem(leave.status, action, leave.startDate, (await callerCalendar(ctx)).today());
      if (problem) throw conflict(problem);
      const from = leave.status;
      const deductedBefore = leave.balanceDeducted;
      const outcome = await apply(uow, leave, employee);
      await uow.manager.save(leave);
      const changes: Record<string, unknown> = { status: { from, to: leave.status } };
      if (deductedBefore !== leave.balanceDeducted) changes.balanceDeducted = { from: deductedBefore, to: leave.balanceDeducted };
      await recordAudit(uow, ctx, { entityType: 'leave-request', entityId: leave.id, action: outcome.audit, reason: note, changes, branchId: null });
      await emit(uow, ctx, { type: outcome.event, resourceId: leave.id, data: leavePayload(leave, note), branchId: null });
      return leave;
    });
  }
}

export const leaveRequestService = new LeaveRequestService();
