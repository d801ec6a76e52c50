import type { JobDefinition } from '../../../core/jobs/job-queue';
import { FORECAST_BRANCH_JOB, forecastComputeService } from './forecast-compute.service';

export const FORECAST_JOB = 'forecast.compute';

/**
 * The nightly forecast (docs/forecast.md, "Nightly job"): every hour, each active branch whose
 * stored forecast is older than its yesterday (the day the daily close has just closed) is computed
 * again, so a branch's forecast follows its close whatever its zone. Each branch is stored in its
 * own unit of work; a crash leaves the branches before it done and the next run goes on.
 */
export const forecastJob: JobDefinition = {
  name: FORECAST_JOB,
  every: '1 hour',
  concurrency: 1,
  lockLifetimeMs: 10 * 60_000,
  async run(runtime, _data, job) {
    let branches = 0;
    for (const organizationId of await forecastComputeService.organizations(runtime)) {
      branches += await forecastComputeService.computeOrganization(runtime, organizationId);
      await job.touch();
    }
    if (branches) runtime.logger.info({ branches }, 'forecasts computed');
  },
};

/** A recomputation on request (`recomputeForecast`): one branch, whatever the age of its forecast. */
export const forecastBranchJob: JobDefinition<{ organizationId: string; branchId: string }> = {
  name: FORECAST_BRANCH_JOB,
  concurrency: 1,
  lockLifetimeMs: 10 * 60_000,
  retry: { attempts: 3, delayMs: 30_000 },
  async run(runtime, data) {
    await forecastComputeService.computeOrganization(runtime, data.organizationId, { branchId: data.branchId, force: true });
  },
};
