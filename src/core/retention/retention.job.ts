import type { JobDefinition } from '../jobs/job-queue';
import { applyRetention } from './retention';

/**
 * Hourly: removes outbox events dispatched more than OUTBOX_RETENTION_DAYS ago (default 7) and
 * expired idempotency records, in batches (docs/operations.md, "Retention").
 */
export const retentionJob: JobDefinition = {
  name: 'retention.cleanup',
  every: '1 hour',
  concurrency: 1,
  async run(runtime, _data, job) {
    const result = await applyRetention(runtime.db.dataSource, runtime.clock.now(), {
      outboxDays: runtime.config.outboxRetentionDays,
      touch: () => job.touch(),
    });
    if (result.outboxEvents || result.idempotencyRecords) runtime.logger.info(result, 'retention: old rows removed');
  },
};
