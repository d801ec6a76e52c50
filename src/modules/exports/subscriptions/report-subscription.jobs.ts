import type { JobDefinition } from '../../../core/jobs/job-queue';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import type { Runtime } from '../../../core/runtime';
import { runSql } from '../../../core/db/run-sql';
import { businessDateAt, DEFAULT_BUSINESS_DAY_START_HOUR } from '../../../core/time/business-day';
import { lastCompletePeriod, type ReportCadence } from './report-subscription.rules';
import { deliverSubscription, DELIVER_SUBSCRIPTION_JOB } from './report-subscription.delivery';
import { nextRunAfter } from './report-subscription.schedule';

export const SUBSCRIPTION_TICK_JOB = 'exports.subscriptions.tick';

interface DueRow {
  id: string;
  cadence: ReportCadence;
  next_run_at: Date;
  time_zone: string;
  hour: number;
}

/**
 * Finds subscriptions whose period has ended (next_run_at passed, computed from the branch's
 * calendar), moves each one's next_run_at on (a conditional UPDATE: two workers never both take
 * it) and queues its delivery for the period just ended. Returns how many were queued.
 */
export async function runSubscriptionTick(runtime: Runtime): Promise<number> {
  const sql = <R>(text: string, params: unknown[]) => runSql<R>(runtime.db.dataSource.manager, text, params);
  const now = runtime.clock.now();
  const due = await sql<DueRow>(
    `SELECT s.id, s.cadence, s.next_run_at, b.time_zone, o.business_day_start_hour AS hour
       FROM report_subscriptions s
       JOIN branches b ON b.id = s.branch_id
       JOIN organizations o ON o.id = s.organization_id
      WHERE s.active AND s.deleted_at IS NULL AND s.next_run_at <= $1
      ORDER BY s.next_run_at LIMIT 100`,
    [now],
  );
  let queued = 0;
  for (const row of due) {
    const hour = row.hour == null ? DEFAULT_BUSINESS_DAY_START_HOUR : Number(row.hour);
    const runDate = businessDateAt(row.next_run_at, row.time_zone, hour);
    const period = lastCompletePeriod(row.cadence, runDate);
    const next = nextRunAfter(row.cadence, businessDateAt(now, row.time_zone, hour), row.time_zone, hour);
    const claimed = await serviceTransaction(runtime, (uow) =>
      runSql(uow.manager, `UPDATE report_subscriptions SET next_run_at = $3 WHERE id = $1 AND next_run_at = $2 RETURNING id`, [row.id, row.next_run_at, next]),
    );
    if (claimed.length === 0) continue;
    await runtime.jobs.enqueue(DELIVER_SUBSCRIPTION_JOB, { subscriptionId: row.id, from: period.from, to: period.to });
    queued += 1;
  }
  return queued;
}

export const subscriptionTickJob: JobDefinition = {
  name: SUBSCRIPTION_TICK_JOB,
  every: '1 minute',
  concurrency: 1,
  async run(runtime) {
    const queued = await runSubscriptionTick(runtime);
    if (queued) runtime.logger.info({ queued }, 'report subscriptions queued');
  },
};

/** One delivery; a failure is recorded on the subscription and retried (5 times, from 1 minute). */
export const deliverSubscriptionJob: JobDefinition<{ subscriptionId: string; from: string; to: string }> = {
  name: DELIVER_SUBSCRIPTION_JOB,
  concurrency: 2,
  lockLifetimeMs: 5 * 60_000,
  retry: { attempts: 5, delayMs: 60_000, maxDelayMs: 30 * 60_000 },
  async run(runtime, data, job) {
    if (typeof data.subscriptionId !== 'string' || typeof data.from !== 'string' || typeof data.to !== 'string') return;
    await deliverSubscription(runtime, data, () => job.touch());
  },
};
