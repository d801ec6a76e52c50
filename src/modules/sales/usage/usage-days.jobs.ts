import type { JobDefinition } from '../../../core/jobs/job-queue';
import type { Runtime } from '../../../core/runtime';
import { runSql } from '../../../core/db/run-sql';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { addDays, businessDateAt, DEFAULT_BUSINESS_DAY_START_HOUR } from '../../../core/time/business-day';
import { storeUsageDay, USAGE_INPUTS_FINGERPRINT } from './usage-days';
import { dueUsageDays, USAGE_DAYS_BACK, USAGE_DAYS_PER_RUN } from './usage-days.rules';

export const USAGE_DAYS_JOB = 'sales.usage-days.store';

interface BranchRow {
  id: string;
  organization_id: string;
  time_zone: string;
  hour: number | null;
  first_day: string | null;
}

interface DayRow {
  business_date: string;
  stale: boolean;
  inputs_fingerprint: string;
}

/** A branch's ended business day that the job stores next. */
export interface DueUsageDay {
  organizationId: string;
  branchId: string;
  day: string;
}

/**
 * The ended business days (in each active branch's own zone with the organisation's business-day
 * start, as the analytics day close decides) of the last USAGE_DAYS_BACK days that are missing,
 * stale or computed with other bills of materials, the newest first across all branches.
 */
export async function findDueUsageDays(runtime: Runtime): Promise<DueUsageDay[]> {
  const manager = runtime.db.dataSource.manager;
  const now = runtime.clock.now();
  const horizon = addDays(now.toISOString().slice(0, 10), -(USAGE_DAYS_BACK + 2));
  const branches = await runSql<BranchRow>(
    manager,
    `SELECT b.id, b.organization_id, b.time_zone, o.business_day_start_hour AS hour,
            (SELECT to_char(MIN(s.business_date), 'YYYY-MM-DD') FROM sales_orders s WHERE s.organization_id = b.organization_id AND s.branch_id = b.id) AS first_day
       FROM branches b JOIN organizations o ON o.id = b.organization_id
      WHERE b.active ORDER BY b.organization_id, b.id`,
    [],
  );
  const fingerprints = new Map<string, string>();
  const due: DueUsageDay[] = [];
  for (const branch of branches) {
    if (branch.first_day === null) continue;
    let fingerprint = fingerprints.get(branch.organization_id);
    if (fingerprint === undefined) {
      [{ fingerprint }] = await runSql<{ fingerprint: string }>(manager, `SELECT ${USAGE_INPUTS_FINGERPRINT('$1')} AS fingerprint`, [branch.organization_id]);
      fingerprints.set(branch.organization_id, fingerprint);
    }
    const stored = await runSql<DayRow>(
      manager,
      `SELECT to_char(business_date, 'YYYY-MM-DD') AS business_date, stale, inputs_fingerprint FROM sales_usage_days
        WHERE organization_id = $1 AND branch_id = $2 AND business_date >= $3::date`,
      [branch.organization_id, branch.id, horizon],
    );
    const today = businessDateAt(now, branch.time_zone, branch.hour == null ? DEFAULT_BUSINESS_DAY_START_HOUR : Number(branch.hour));
    const days = dueUsageDays(
      today,
      branch.first_day,
      stored.map((row) => ({ businessDate: row.business_date, stale: row.stale, inputsFingerprint: row.inputs_fingerprint })),
      fingerprint,
    );
    for (const day of days) due.push({ organizationId: branch.organization_id, branchId: branch.id, day });
  }
  due.sort((a, b) => (a.day > b.day ? -1 : a.day < b.day ? 1 : 0));
  return due;
}

/**
 * Stores the due days (findDueUsageDays): at most `limit` days per run, the newest first across
 * all branches. Each day is its own transaction, so a crash keeps the days before it and the next
 * run goes on with the rest; storing a day again replaces it with the same rows. Answers how many
 * days it stored.
 */
export async function storeUsageDays(runtime: Runtime, options: { limit?: number; touch?: () => Promise<void> } = {}): Promise<number> {
  const batch = (await findDueUsageDays(runtime)).slice(0, options.limit ?? USAGE_DAYS_PER_RUN);
  for (const { organizationId, branchId, day } of batch) {
    await serviceTransaction(runtime, (uow) => storeUsageDay(uow.manager, organizationId, branchId, day, runtime.clock.now()));
    await options.touch?.();
  }
  return batch.length;
}

export const usageDaysJob: JobDefinition = {
  name: USAGE_DAYS_JOB,
  every: '15 minutes',
  concurrency: 1,
  lockLifetimeMs: 2 * 60_000,
  async run(runtime, _data, job) {
    const stored = await storeUsageDays(runtime, { touch: () => job.touch() });
    if (stored) runtime.logger.info({ stored }, 'usage days stored');
  },
};
