import type { JobDefinition } from '../jobs/job-queue';
import { IdempotencyStore } from './idempotency-store';

/** Keys are kept 24 hours; this forgets them afterwards. */
export const idempotencyCleanupJob: JobDefinition = {
  name: 'idempotency.cleanup',
  every: '1 hour',
  concurrency: 1,
  async run(runtime) {
    const removed = await new IdempotencyStore(runtime.db.dataSource, runtime.secrets.jwtKey, runtime.instance).deleteExpired(runtime.clock.now());
    if (removed) runtime.logger.info({ removed }, 'expired idempotency keys removed');
  },
};
