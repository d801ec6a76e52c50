import type { JobDefinition } from '../../../core/jobs/job-queue';
import type { Runtime } from '../../../core/runtime';
import { RequestContext } from '../../../core/context/request-context';
import { systemPrincipal } from '../../../core/auth/principal';
import { runSql } from '../../../core/db/run-sql';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { addDays, businessDateAt, DEFAULT_BUSINESS_DAY_START_HOUR } from '../../../core/time/business-day';
import { DayCloseReason } from './day-close.entity';
import { dayCloseService, FINGERPRINT_SQL } from './day-close.service';
import { emit } from '../../../core/outbox/emit';
import { analyticsEvents } from '../analytics.events';
import { digestDays } from '../reports/daily-digest.report';

export const DAY_CLOSE_JOB = 'analytics.days.close';

/** Days back the job closes days it missed (the service was down) and watches for late changes. */
export const CLOSE_CATCH_UP_DAYS = 7;
export const LATE_CHANGE_DAYS = 35;

interface BranchRow {
  id: string;
  organization_id: string;
  time_zone: string;
  hour: number | null;
  created_at: Date;
  closed: string[] | null;
}

interface StaleRow {
  organization_id: string;
  branch_id: string;
  business_date: string;
}

function runAs(runtime: Runtime, organizationId: string, branchId: string): RequestContext {
  return new RequestContext(runtime, systemPrincipal(organizationId, [], branchId), null, { transport: 'job' });
}

/**
 * Closes every active branch's ended business days (its own zone and the organisation's
 * business-day start) that have no close yet, up to CLOSE_CATCH_UP_DAYS back and never before the
 * branch's first business day (the day it was created). Each day is its own
 * transaction, so a crash leaves the days before it closed and the next run goes on from there.
 */
export async function closeEndedDays(runtime: Runtime): Promise<number> {
  const now = runtime.clock.now();
  const horizon = addDays(now.toISOString().slice(0, 10), -(CLOSE_CATCH_UP_DAYS + 2));
  const branches = await runSql<BranchRow>(
    runtime.db.dataSource.manager,
    `SELECT b.id, b.organization_id, b.time_zone, o.business_day_start_hour AS hour, b.created_at,
            (SELECT array_agg(to_char(c.business_date, 'YYYY-MM-DD')) FROM analytics_day_closes c WHERE c.branch_id = b.id AND c.business_date >= $1::date) AS closed
       FROM branches b JOIN organizations o ON o.id = b.organization_id
      WHERE b.active ORDER BY b.organization_id, b.id`,
    [horizon],
  );
  let closed = 0;
  for (const branch of branches) {
    const hour = branch.hour == null ? DEFAULT_BUSINESS_DAY_START_HOUR : Number(branch.hour);
    const today = businessDateAt(now, branch.time_zone, hour);
    // A branch has no days before its first business day: closing them would list empty days
    // from before the restaurant existed on the owner's dashboard.
    const firstDay = businessDateAt(new Date(branch.created_at), branch.time_zone, hour);
    const done = new Set(branch.closed ?? []);
    const ctx = runAs(runtime, branch.organization_id, branch.id);
    for (let back = CLOSE_CATCH_UP_DAYS; back >= 1; back--) {
      const day = addDays(today, -back);
      if (done.has(day) || day < firstDay) continue;
      if (await closeQuietly(ctx, branch.id, day, DayCloseReason.Scheduled)) closed += 1;
    }
  }
  return closed;
}

/**
 * Marks Stale every close of the last LATE_CHANGE_DAYS whose sources changed since it was computed
 * (one statement for every branch), then recomputes each stale day. A crash between the two
 * leaves them Stale, and the next run recomputes them. Closes of those days computed before the
 * stored daily sums existed are recomputed too, which stores their sums (and adds no version when
 * the figures are the same).
 */
export async function recomputeChangedDays(runtime: Runtime): Promise<number> {
  await markChangedDaysStale(runtime);
  const since = addDays(runtime.clock.now().toISOString().slice(0, 10), -LATE_CHANGE_DAYS);
  const stale = await runSql<StaleRow>(
    runtime.db.dataSource.manager,
    `SELECT organization_id, branch_id, to_char(business_date, 'YYYY-MM-DD') AS business_date FROM analytics_day_closes
      WHERE status = 'Stale' OR (NOT sums_stored AND business_date >= $1::date) ORDER BY business_date, branch_id LIMIT 1000`,
    [since],
  );
  let recomputed = 0;
  for (const row of stale) {
    if (await closeQuietly(runAs(runtime, row.organization_id, row.branch_id), row.branch_id, row.business_date, DayCloseReason.LateChange)) recomputed += 1;
  }
  return recomputed;
}

/** The first half of recomputeChangedDays: marks Stale the closes whose day's sources changed; answers how many. */
export async function markChangedDaysStale(runtime: Runtime): Promise<number> {
  const since = addDays(runtime.clock.now().toISOString().slice(0, 10), -LATE_CHANGE_DAYS);
  const marked = await serviceTransaction(runtime, (uow) =>
    runSql<{ id: string }>(
      uow.manager,
      `UPDATE analytics_day_closes c SET status = 'Stale'
        WHERE c.business_date >= $1::date AND c.status = 'Closed'
          AND c.fingerprint <> ${FINGERPRINT_SQL('c.organization_id', 'c.branch_id', 'c.business_date')}
        RETURNING c.id`,
      [since],
    ),
  );
  return marked.length;
}

interface DigestDueRow {
  organization_id: string;
  business_date: string;
}

/**
 * Sends `analytics.digest.daily` for every organisation and business day (of the last
 * CLOSE_CATCH_UP_DAYS) whose active branches are all Closed and whose digest has not gone out.
 * The digest row and the event commit together under a unique key: a re-run, a second worker or a
 * restart after a crash sends it once.
 */
export async function emitDailyDigests(runtime: Runtime): Promise<number> {
  const since = addDays(runtime.clock.now().toISOString().slice(0, 10), -(CLOSE_CATCH_UP_DAYS + 1));
  const due = await runSql<DigestDueRow>(
    runtime.db.dataSource.manager,
    `SELECT d.organization_id, to_char(d.business_date, 'YYYY-MM-DD') AS business_date
       FROM (SELECT DISTINCT organization_id, business_date FROM analytics_day_closes WHERE business_date >= $1::date AND status = 'Closed') d
      WHERE NOT EXISTS (SELECT 1 FROM analytics_daily_digests g WHERE g.organization_id = d.organization_id AND g.business_date = d.business_date)
        AND NOT EXISTS (SELECT 1 FROM branches b WHERE b.organization_id = d.organization_id AND b.active
              AND NOT EXISTS (SELECT 1 FROM analytics_day_closes c WHERE c.branch_id = b.id AND c.business_date = d.business_date AND c.status = 'Closed'))
      ORDER BY d.business_date, d.organization_id`,
    [since],
  );
  let sent = 0;
  for (const row of due) {
    const ctx = new RequestContext(runtime, systemPrincipal(row.organization_id, [], null), null, { transport: 'job' });
    const done = await ctx.transaction(async (uow) => {
      const inserted = await runSql<{ id: string }>(
        uow.manager,
        `INSERT INTO analytics_daily_digests (organization_id, business_date) VALUES ($1, $2::date)
         ON CONFLICT (organization_id, business_date) DO NOTHING RETURNING id`,
        [row.organization_id, row.business_date],
      );
      if (inserted.length === 0) return false;
      const branchIds = await runSql<{ branch_id: string }>(
        uow.manager,
        `SELECT branch_id FROM analytics_day_closes WHERE organization_id = $1 AND business_date = $2::date`,
        [row.organization_id, row.business_date],
      );
      const days = await digestDays(
        ctx,
        row.business_date,
        row.business_date,
        branchIds.map((close) => close.branch_id),
      );
      await emit(uow, ctx, {
        type: analyticsEvents.types.digestDaily,
        resourceId: inserted[0].id,
        branchId: null,
        data: {
          businessDate: row.business_date,
          branches: days.map((day) => {
            return {
              branchId: day.branchId,
              branch: day.branch,
              version: day.version,
              orderCount: day.orderCount,
              netSalesIqd: day.netSalesIqd,
              refundsIqd: day.refundsIqd,
              averageTicketIqd: day.averageTicketIqd,
              theoreticalFoodCostPercent: day.theoreticalFoodCostPercent,
              actualFoodCostPercent: day.actualFoodCostPercent,
              wasteIqd: day.wasteIqd,
              cashVarianceIqd: day.cashVarianceIqd,
              tillVarianceIqd: day.tillVarianceIqd,
              labourCostIqd: day.labourCostIqd,
              labourPercent: day.labourPercent,
              primeCostIqd: day.primeCostIqd,
              primeCostPercent: day.primeCostPercent,
              labourAboveTarget: day.labourAboveTarget,
              primeCostAboveTarget: day.primeCostAboveTarget,
              flaggedItems: day.flaggedItems,
              topItems: day.topItems,
            };
          }),
        },
      });
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

// A concurrent close of the same day (another worker) answers 409: that day is done either way.
async function closeQuietly(ctx: RequestContext, branchId: string, day: string, reason: DayCloseReason): Promise<boolean> {
  try {
    await dayCloseService.close(ctx, branchId, day, reason);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.errorName === 'CONFLICT') return false;
    throw error;
  }
}

export const dayCloseJob: JobDefinition = {
  name: DAY_CLOSE_JOB,
  every: '15 minutes',
  concurrency: 1,
  async run(runtime) {
    const closed = await closeEndedDays(runtime);
    const recomputed = await recomputeChangedDays(runtime);
    const digests = await emitDailyDigests(runtime);
    if (closed || recomputed || digests) runtime.logger.info({ closed, recomputed, digests }, 'business days closed');
  },
};
