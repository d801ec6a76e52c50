import type { JobDefinition } from '../../../core/jobs/job-queue';
import type { Runtime } from '../../../core/runtime';
import { runSql } from '../../../core/db/run-sql';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { FileStore } from '../../../core/files/file-store';
import { EXPIRE_EXPORTS_JOB, RUN_EXPORT_JOB } from './export-job.names';
import { runExportJob } from './export-job.runner';

/**
 * Runs one export. The lock is short (2 minutes) and renewed by touch() after every batch, so a
 * run that died with its process is picked up by another worker soon after, while a live run is
 * never taken from it.
 */
export const runExportJobDefinition: JobDefinition<{ exportJobId: string }> = {
  name: RUN_EXPORT_JOB,
  concurrency: 2,
  lockLifetimeMs: 2 * 60_000,
  async run(runtime, data, job) {
    if (typeof data.exportJobId !== 'string') return;
    await runExportJob(runtime, data.exportJobId, () => job.touch());
  },
};

/** Succeeded exports whose file expired become Expired; expired files (and orphans) are deleted. */
export async function expireExports(runtime: Runtime): Promise<{ expiredJobs: number; removedFiles: number }> {
  const now = runtime.clock.now();
  const expired = await serviceTransaction(runtime, (uow) =>
    runSql<{ id: string }>(
      uow.manager,
      `UPDATE export_jobs SET status = 'Expired', file_id = NULL, updated_at = $1 WHERE status = 'Succeeded' AND expires_at <= $1 RETURNING id`,
      [now],
    ),
  );
  const store = new FileStore(runtime);
  let removed = 0;
  for (;;) {
    const batch = await store.removeExpired(100);
    removed += batch.length;
    if (batch.length < 100) break;
  }
  return { expiredJobs: expired.length, removedFiles: removed };
}

export const expireExportsJobDefinition: JobDefinition = {
  name: EXPIRE_EXPORTS_JOB,
  every: '15 minutes',
  concurrency: 1,
  async run(runtime) {
    const result = await expireExports(runtime);
    if (result.expiredJobs || result.removedFiles) runtime.logger.info(result, 'expired exports removed');
  },
};
