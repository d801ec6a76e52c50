import type { RequestContext } from '../../../core/context/request-context';
import { recordAudit } from '../../../core/audit/record-audit';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import { emit } from '../../../core/outbox/emit';
import { Employee } from '../../hr/employees/employee.entity';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { assertBusinessDayOpen, extendPeriodLock } from '../../settings/period-lock/period-lock.service';
import { rosterBranch } from '../labour-access';
import { Punch, PunchSource } from '../punches/punch.entity';
import { punchCorrectionEvents, timesheetEvents } from './timesheet.events';
import { TimesheetApproval } from './timesheet-approval.entity';
import type { AddPunchInput, ApproveTimesheetsInput, CorrectPunchInput } from './timesheet.inputs';
import { timesheetService } from './timesheet.service';

/*
 * Managers' writes on timesheets (docs/labour.md, "Corrections and approval"): a punch corrected
 * or added with a reason (audited; the first recorded kind and time kept on the punch), and a
 * branch's period approved, which moves the branch's period lock through its last day.
 */

function reasonOf(reason: string | null | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) throw invalidField('reason', 'is required');
  return trimmed;
}

export class TimesheetApprovalService {
  async approve(ctx: RequestContext, input: ApproveTimesheetsInput): Promise<TimesheetApproval> {
    await rosterBranch(ctx.db, ctx, input.branchId, 'branchId');
    const today = (await branchCalendar(ctx, input.branchId)).today();
    if (input.to >= today) throw invalidField('to', `must be a business day that has ended (before ${today})`);
    const rows = await timesheetService.branchTimesheets(ctx, { branchId: input.branchId, from: input.from, to: input.to });
    const paidMinutes = rows.reduce((sum, row) => sum + row.paidMinutes, 0);
    const costIqd = rows.reduce((sum, row) => sum + row.costIqd, 0);
    const note = input.note?.trim() || null;
    return ctx.transaction(async (uow) => {
      await extendPeriodLock(uow, ctx, input.branchId, input.to, `Timesheets approved for ${input.from} to ${input.to}`);
      const approval = await uow.manager.save(
        uow.manager.create(TimesheetApproval, {
          organizationId: ctx.organizationId,
          branchId: input.branchId,
          fromDate: input.from,
          toDate: input.to,
          paidMinutes,
          costIqd,
          dayCount: rows.length,
          approvedBy: ctx.actorId,
          note,
        }),
      );
      await recordAudit(uow, ctx, {
        entityType: 'timesheet-approval',
        entityId: approval.id,
        action: 'approved',
        changes: { from: { from: null, to: input.from }, to: { from: null, to: input.to }, costIqd: { from: null, to: costIqd } },
        branchId: input.branchId,
      });
      await emit(uow, ctx, {
        type: timesheetEvents.types.approved,
        resourceId: approval.id,
        data: {
          id: approval.id,
          branchId: input.branchId,
          from: input.from,
          to: input.to,
          paidMinutes,
          costIqd,
          employeeIds: [...new Set(rows.map((row) => row.employeeId))],
        },
        branchId: input.branchId,
      });
      return approval;
    });
  }

  async correctPunch(ctx: RequestContext, id: string, input: CorrectPunchInput): Promise<Punch> {
    const reason = reasonOf(input.reason);
    const found = await ctx.db.findOne(Punch, { where: { id, organizationId: ctx.organizationId } });
    if (!found) throw notFound('Punch');
    await rosterBranch(ctx.db, ctx, found.branchId, null);
    if (input.occurredAt && input.occurredAt.getTime() > ctx.now().getTime()) throw invalidField('occurredAt', 'must not be in the future');
    const calendar = await branchCalendar(ctx, found.branchId);
    return ctx.transaction(async (uow) => {
      const punch = await uow.manager.findOne(Punch, { where: { id, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!punch) throw notFound('Punch');
      if (punch.voidedAt) throw conflict('The punch was struck out; it cannot be corrected.');
      const kind = input.kind ?? punch.kind;
      const occurredAt = input.occurredAt ?? punch.occurredAt;
      if (kind === punch.kind && occurredAt.getTime() === punch.occurredAt.getTime()) {
        throw validationError({ occurredAt: ['give a time or a kind different from the punch’s'] });
      }
      const businessDate = calendar.businessDateOf(occurredAt);
      await assertBusinessDayOpen(uow, ctx, punch.branchId, punch.businessDate);
      await assertBusinessDayOpen(uow, ctx, punch.branchId, businessDate);
      const before = { kind: punch.kind, occurredAt: punch.occurredAt.toISOString() };
      if (punch.originalOccurredAt === null) {
        punch.originalKind = punch.kind;
        punch.originalOccurredAt = punch.occurredAt;
      }
      Object.assign(punch, { kind, occurredAt, businessDate, correctedAt: ctx.now(), correctedBy: ctx.actorId, correctionReason: reason });
      await uow.manager.save(punch);
      await recordAudit(uow, ctx, {
        entityType: 'punch',
        entityId: punch.id,
        action: 'corrected',
        reason,
        changes: { kind: { from: before.kind, to: kind }, occurredAt: { from: before.occurredAt, to: occurredAt.toISOString() } },
        branchId: punch.branchId,
      });
      await emit(uow, ctx, {
        type: punchCorrectionEvents.types.corrected,
        resourceId: punch.id,
        data: correctionPayload(punch, reason),
        branchId: punch.branchId,
      });
      return punch;
    });
  }

  async addPunch(ctx: RequestContext, input: AddPunchInput): Promise<Punch> {
    const reason = reasonOf(input.reason);
    await rosterBranch(ctx.db, ctx, input.branchId, 'branchId');
    const employee = await ctx.db.findOne(Employee, { where: { id: input.employeeId, organizationId: ctx.organizationId } });
    if (!employee) throw invalidField('employeeId', 'does not refer to an employee of this organisation');
    if (input.occurredAt.getTime() > ctx.now().getTime()) throw invalidField('occurredAt', 'must not be in the future');
    const businessDate = (await branchCalendar(ctx, input.branchId)).businessDateOf(input.occurredAt);
    return ctx.transaction(async (uow) => {
      await assertBusinessDayOpen(uow, ctx, input.branchId, businessDate);
      const punch = await uow.manager.save(
        uow.manager.create(Punch, {
          organizationId: ctx.organizationId,
          branchId: input.branchId,
          employeeId: input.employeeId,
          kind: input.kind,
          occurredAt: input.occurredAt,
          businessDate,
          recordedAt: ctx.now(),
          source: PunchSource.Manual,
          recordedBy: ctx.actorId,
          correctionReason: reason,
        }),
      );
      await recordAudit(uow, ctx, { entityType: 'punch', entityId: punch.id, action: 'added', reason, changes: {}, branchId: input.branchId });
      await emit(uow, ctx, { type: punchCorrectionEvents.types.added, resourceId: punch.id, data: correctionPayload(punch, reason), branchId: input.branchId });
      return punch;
    });
  }
}

function correctionPayload(punch: Punch, reason: string) {
  return {
    punchId: punch.id,
    branchId: punch.branchId,
    employeeId: punch.employeeId,
    kind: punch.kind,
    occurredAt: punch.occurredAt.toISOString(),
    businessDate: punch.businessDate,
    originalKind: punch.originalKind ?? null,
    originalOccurredAt: punch.originalOccurredAt?.toISOString() ?? null,
    reason,
  };
}

export const timesheetApprovalService = new TimesheetApprovalService();
