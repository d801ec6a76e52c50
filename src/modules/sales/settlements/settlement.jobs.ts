import type { JobDefinition } from '../../../core/jobs/job-queue';
import type { Runtime } from '../../../core/runtime';
import { RequestContext } from '../../../core/context/request-context';
import { systemPrincipal } from '../../../core/auth/principal';
import { runSql } from '../../../core/db/run-sql';
import { emit } from '../../../core/outbox/emit';
import { businessDateAt, DEFAULT_BUSINESS_DAY_START_HOUR } from '../../../core/time/business-day';
import { SalesSettlement } from './settlement.entity';
import { overdueThrough } from './settlement.rules';
import { settlementEvents, settlementPayload } from './settlement.events';
import { settlementService } from './settlement.service';
import { AppError } from '../../../core/errors/app-error';

export const SETTLEMENT_OVERDUE_JOB = 'sales.settlements.flag-overdue';

interface CandidateRow {
  id: string;
  organization_id: string;
  branch_id: string;
  business_date: string;
  time_zone: string;
  hour: number | null;
}

/** How many closed business days back the job forms (or brings up to date) the expected settlements. */
export const SETTLEMENT_FORM_DAYS = 3;

interface BranchRow {
  id: string;
  organization_id: string;
  time_zone: string;
  hour: number | null;
}

function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Forms the expected settlements of every active branch's last closed business days (in the branch's
 * calendar) without anyone pressing "compute": a settlement nobody formed could never be matched nor
 * flagged overdue. Each branch and day is its own transaction through the same refresh as the
 * console's (idempotent: an unchanged day changes nothing); a locked day is left as it stands.
 */
export async function formRecentSettlements(runtime: Runtime): Promise<number> {
  const now = runtime.clock.now();
  const branches = await runSql<BranchRow>(
    runtime.db.dataSource.manager,
    `SELECT b.id, b.organization_id, b.time_zone, o.business_day_start_hour AS hour
       FROM branches b JOIN organizations o ON o.id = b.organization_id
      WHERE b.active ORDER BY b.organization_id, b.id`,
    [],
  );
  let formed = 0;
  for (const branch of branches) {
    const today = businessDateAt(now, branch.time_zone, branch.hour == null ? DEFAULT_BUSINESS_DAY_START_HOUR : Number(branch.hour));
    const ctx = new RequestContext(runtime, systemPrincipal(branch.organization_id, [], branch.id), null, { transport: 'job' });
    for (let back = 1; back <= SETTLEMENT_FORM_DAYS; back++) {
      try {
        formed += (await settlementService.refresh(ctx, daysBefore(today, back), branch.id)).length;
      } catch (error) {
        if (error instanceof AppError && error.errorName === 'PERIOD_LOCKED') continue;
        throw error;
      }
    }
  }
  return formed;
}

/**
 * Flags expected settlements still unmatched SETTLEMENT_OVERDUE_DAYS after their business day (in
 * the branch's calendar) and emits `sales.settlement.overdue` once for each: the flag is set by a
 * conditional UPDATE in the same transaction as the event, so a second run (or worker) skips it.
 */
export async function flagOverdueSettlements(runtime: Runtime): Promise<number> {
  const now = runtime.clock.now();
  const rows = await runSql<CandidateRow>(
    runtime.db.dataSource.manager,
    `SELECT s.id, s.organization_id, s.branch_id, to_char(s.business_date, 'YYYY-MM-DD') AS business_date, b.time_zone, o.business_day_start_hour AS hour
       FROM sales_settlements s JOIN branches b ON b.id = s.branch_id JOIN organizations o ON o.id = s.organization_id
      WHERE s.status = 'Expected' AND s.overdue_at IS NULL AND s.business_date < $1::date
      ORDER BY s.business_date, s.id LIMIT 500`,
    // A cheap outer bound (no zone is more than a day from UTC); the branch's calendar decides below.
    [new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10)],
  );
  let flagged = 0;
  for (const row of rows) {
    const today = businessDateAt(now, row.time_zone, row.hour == null ? DEFAULT_BUSINESS_DAY_START_HOUR : Number(row.hour));
    if (row.business_date > overdueThrough(today)) continue;
    const ctx = new RequestContext(runtime, systemPrincipal(row.organization_id, [], row.branch_id), null, { transport: 'job' });
    const done = await ctx.transaction(async (uow) => {
      const claimed = await runSql(
        uow.manager,
        `UPDATE sales_settlements SET overdue_at = $2 WHERE id = $1 AND overdue_at IS NULL AND status = 'Expected' RETURNING id`,
        [row.id, now],
      );
      if (claimed.length === 0) return false;
      const settlement = await uow.manager.findOneByOrFail(SalesSettlement, { id: row.id });
      await emit(uow, ctx, { type: settlementEvents.types.overdue, resourceId: row.id, data: settlementPayload(settlement), branchId: row.branch_id });
      return true;
    });
    if (done) flagged += 1;
  }
  return flagged;
}

export const settlementOverdueJob: JobDefinition = {
  name: SETTLEMENT_OVERDUE_JOB,
  every: '1 hour',
  concurrency: 1,
  async run(runtime) {
    await formRecentSettlements(runtime);
    const flagged = await flagOverdueSettlements(runtime);
    if (flagged) runtime.logger.info({ flagged }, 'overdue settlements flagged');
  },
};
