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

export const SETTLEMENT_OVERDUE_JOB = 'sales.settlements.flag-overdue';

interface CandidateRow {
  id: string;
  organization_id: string;
  branch_id: string;
  business_date: string;
  time_zone: string;
  hour: number | null;
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
      const claimed = await uow.manager.query(`UPDATE sales_settlements SET overdue_at = $2 WHERE id = $1 AND overdue_at IS NULL AND status = 'Expected' RETURNING id`, [row.id, now]);
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
    const flagged = await flagOverdueSettlements(runtime);
    if (flagged) runtime.logger.info({ flagged }, 'overdue settlements flagged');
  },
};
