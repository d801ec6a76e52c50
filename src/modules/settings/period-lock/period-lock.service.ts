import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { forbidden, invalidField, periodLocked } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { PeriodLockRow } from './period-lock.entity';
import { runSql } from '../../../core/db/run-sql';
import { type PeriodLock, type SetPeriodLockInput } from './period-lock.types';
import { classifyPeriodLockChange, isBusinessDayLocked, latestLockableDate } from './period-lock.rules';
import { PERIOD_LOCK_EVENTS } from './period-lock.events';
import { branchCalendar } from '../../identity/branches/branch-calendar';

function managerOf(source: UnitOfWork | EntityManager): EntityManager {
  return 'afterCommit' in source ? source.manager : source;
}

/**
 * Refuses a write that carries a business day on or before the branch's locked-through date
 * (409 PERIOD_LOCKED). Call it inside the write's transaction, with its unit of work or manager:
 * the lock row is read FOR SHARE, so a concurrent lock change waits for the write (and vice versa).
 */
export async function assertBusinessDayOpen(source: UnitOfWork | EntityManager, ctx: RequestContext, branchId: string, businessDate: string): Promise<void> {
  // As SQL: every write of a business day (each guest order) runs this, and TypeORM's find costs more CPU than the round trip.
  const [row] = await runSql<{ locked_through: string | null }>(
    managerOf(source),
    "SELECT to_char(locked_through, 'YYYY-MM-DD') AS locked_through FROM settings_period_locks WHERE branch_id = $1 AND organization_id = $2 FOR SHARE",
    [branchId, ctx.organizationId],
  );
  if (row && isBusinessDayLocked(businessDate, row.locked_through)) throw periodLocked(row.locked_through!);
}

/**
 * Locks a branch's business days through `through` inside the caller's unit of work, never moving
 * the lock earlier (a later lock already in place stays): what approving a period does (the labour
 * timesheets). Audited and announced like a lock set by hand. Answers the locked-through date.
 */
export async function extendPeriodLock(uow: UnitOfWork, ctx: RequestContext, branchId: string, through: string, reason: string): Promise<string> {
  let row = await uow.manager.findOne(PeriodLockRow, { where: { branchId, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
  const current = row?.lockedThrough ?? null;
  if (current !== null && current >= through) return current;
  row ??= uow.manager.create(PeriodLockRow, { branchId, organizationId: ctx.organizationId });
  row.lockedThrough = through;
  row.updatedBy = ctx.actorId;
  await uow.manager.save(row);
  await recordAudit(uow, ctx, {
    entityType: 'period-lock',
    entityId: branchId,
    action: 'locked',
    reason,
    changes: { lockedThrough: { from: current, to: through } },
    branchId,
  });
  await emit(uow, ctx, {
    type: PERIOD_LOCK_EVENTS.changed,
    resourceId: branchId,
    data: { branchId, lockedThrough: through, previousLockedThrough: current, change: 'lock', reason },
    branchId,
  });
  return through;
}

export class PeriodLockService {
  async get(ctx: RequestContext): Promise<PeriodLock> {
    const branchId = ctx.branchId;
    const row = await ctx.db.findOne(PeriodLockRow, { where: { branchId, organizationId: ctx.organizationId } });
    return toView(branchId, row);
  }

  async set(ctx: RequestContext, input: SetPeriodLockInput): Promise<PeriodLock> {
    const branchId = ctx.branchId;
    const next = input.lockedThrough ?? null;
    const calendar = await branchCalendar(ctx, branchId);
    const latest = latestLockableDate(ctx.now(), calendar.timeZone, calendar.dayStartHour);
    if (next !== null && next > latest) throw invalidField('lockedThrough', `must not be later than ${latest}: future business days cannot be locked`);
    return ctx.transaction(async (uow) => {
      let row = await uow.manager.findOne(PeriodLockRow, { where: { branchId, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      const current = row?.lockedThrough ?? null;
      const change = classifyPeriodLockChange(current, next);
      if (change === 'none') return toView(branchId, row);
      if (change === 'unlock' && !ctx.can('period-lock:unlock')) {
        throw forbidden('Only the owner can move the period lock earlier or remove it.');
      }
      row ??= uow.manager.create(PeriodLockRow, { branchId, organizationId: ctx.organizationId });
      row.lockedThrough = next;
      row.updatedBy = ctx.actorId;
      await uow.manager.save(row);
      const reason = normalizeReason(input.reason);
      await recordAudit(uow, ctx, {
        entityType: 'period-lock',
        entityId: branchId,
        action: change === 'lock' ? 'locked' : 'unlocked',
        reason,
        changes: { lockedThrough: { from: current, to: next } },
        branchId,
      });
      await emit(uow, ctx, {
        type: PERIOD_LOCK_EVENTS.changed,
        resourceId: branchId,
        data: { branchId, lockedThrough: next, previousLockedThrough: current, change, reason },
        branchId,
      });
      return toView(branchId, row);
    });
  }
}

function toView(branchId: string, row: PeriodLockRow | null | undefined): PeriodLock {
  return { branchId, lockedThrough: row?.lockedThrough ?? null, updatedBy: row?.updatedBy ?? null, updatedAt: row?.updatedAt ?? null };
}

export const periodLockService = new PeriodLockService();
