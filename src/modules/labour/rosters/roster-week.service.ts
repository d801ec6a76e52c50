import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { entityRows } from '../../../core/db/entity-rows';
import { runSql } from '../../../core/db/run-sql';
import { rosterBranch } from '../labour-access';
import { rosterEvents } from '../labour.events';
import { patternOf } from '../rules/roster-plan.rules';
import { RosterStatus } from '../rules/roster-status.rules';
import { isWeekStart } from '../rules/shift-times.rules';
import { labourSettingsService } from '../settings/labour-settings.service';
import { Shift } from '../shifts/shift.entity';
import { lockWeek } from '../shifts/shift-placement';
import { RosterWeekRecord } from './roster-week.entity';
import { fillWeek } from './roster-fill';
import { notifyEmployees } from './roster-notices';
import type { CopyRosterWeekInput, RosterFillResult, RosterWeek, RosterWeekInput } from './roster-week.types';

/** 422 on `field` unless `date` is a Saturday (roster weeks start on Saturday). */
export function assertWeekStart(date: string, field = 'weekStart'): void {
  if (!isWeekStart(date)) throw invalidField(field, 'must be a Saturday (roster weeks start on Saturday)');
}

/** A week's order: by start, then employee, then id. */
function byStartThenEmployee(a: Shift, b: Shift): number {
  const byStart = a.startsAt.getTime() - b.startsAt.getTime();
  if (byStart) return byStart;
  if (a.employeeId !== b.employeeId) return a.employeeId < b.employeeId ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export class RosterWeekService {
  /** A branch's week with its shifts; a week nobody touched yet is an empty Draft. */
  async get(ctx: RequestContext, branchId: string, weekStart: string): Promise<RosterWeek> {
    assertWeekStart(weekStart);
    await rosterBranch(ctx.db, ctx, branchId, null);
    return this.view(ctx, branchId, weekStart);
  }

  async view(ctx: RequestContext, branchId: string, weekStart: string): Promise<RosterWeek> {
    const record = await ctx.db.findOne(RosterWeekRecord, { where: { organizationId: ctx.organizationId, branchId, weekStart } });
    const shifts = await ctx.db.find(Shift, {
      where: { organizationId: ctx.organizationId, branchId, weekStart },
      order: { startsAt: 'ASC', employeeId: 'ASC', id: 'ASC' },
    });
    return {
      branchId,
      weekStart,
      status: record?.status ?? RosterStatus.Draft,
      publishedAt: record?.publishedAt ?? null,
      publishedBy: record?.publishedBy ?? null,
      shifts,
    };
  }

  /**
   * Publishes a Draft week: its shifts become Published and each employee is e-mailed their shifts.
   * The week's shifts are written and read back by one statement, which answers the request and
   * the mails too.
   */
  async publish(ctx: RequestContext, input: RosterWeekInput): Promise<RosterWeek> {
    assertWeekStart(input.weekStart);
    return ctx.transaction(async (uow) => {
      const branch = await rosterBranch(uow.manager, ctx, input.branchId, 'branchId');
      const week = await lockWeek(uow, ctx, branch.id, input.weekStart);
      if (week.status === RosterStatus.Published)
        throw conflict('The roster week is already published; later changes are sent to the employees as they are made.');
      const now = ctx.now();
      const reader = entityRows(uow.manager.connection, Shift, 's');
      const rows = await runSql<Record<string, unknown>>(
        uow.manager,
        `UPDATE ${reader.table} s SET status = $4, published_at = $5, updated_at = now()
          WHERE s.organization_id = $1 AND s.branch_id = $2 AND s.week_start = $3
          RETURNING ${reader.columns}`,
        [ctx.organizationId, branch.id, week.weekStart, RosterStatus.Published, now],
      );
      if (!rows.length) throw conflict('The roster week has no shifts to publish.');
      const shifts = rows.map((row) => reader.map(row)).sort(byStartThenEmployee);
      week.status = RosterStatus.Published;
      week.publishedAt = now;
      week.publishedBy = ctx.actorId;
      await uow.manager.update(RosterWeekRecord, { id: week.id }, { status: week.status, publishedAt: now, publishedBy: ctx.actorId });
      const employeeIds = [...new Set(shifts.map((shift) => shift.employeeId))];
      await recordAudit(uow, ctx, {
        entityType: 'roster-week',
        entityId: week.id,
        action: 'published',
        changes: { weekStart: week.weekStart, status: { from: RosterStatus.Draft, to: RosterStatus.Published }, shiftCount: shifts.length },
        branchId: branch.id,
      });
      await emit(uow, ctx, {
        type: rosterEvents.types.published,
        resourceId: week.id,
        data: { branchId: branch.id, weekStart: week.weekStart, status: week.status, shiftCount: shifts.length, employeeIds },
        branchId: branch.id,
      });
      await notifyEmployees(uow, ctx, branch, week.weekStart, employeeIds, 'published', shifts);
      return { branchId: branch.id, weekStart: week.weekStart, status: week.status, publishedAt: now, publishedBy: ctx.actorId, shifts };
    });
  }

  /** Copies another week's shifts of the branch into this week, skipping those that break a rule. */
  async copy(ctx: RequestContext, input: CopyRosterWeekInput): Promise<RosterFillResult> {
    assertWeekStart(input.weekStart);
    assertWeekStart(input.fromWeekStart, 'fromWeekStart');
    if (input.fromWeekStart === input.weekStart) throw validationError({ fromWeekStart: ['must be another week'] });
    const { maxShiftMinutes } = await labourSettingsService.get(ctx);
    const result = await ctx.transaction(async (uow) => {
      const branch = await rosterBranch(uow.manager, ctx, input.branchId, 'branchId');
      const source = await uow.manager.find(Shift, {
        where: { organizationId: ctx.organizationId, branchId: branch.id, weekStart: input.fromWeekStart },
        order: { startsAt: 'ASC' },
      });
      return fillWeek(uow, ctx, branch, input.weekStart, patternOf(input.fromWeekStart, source), maxShiftMinutes, {
        action: 'copied',
        from: input.fromWeekStart,
      });
    });
    return { ...result, week: await this.view(ctx, input.branchId, input.weekStart) };
  }
}

export const rosterWeekService = new RosterWeekService();
