import type { JobDefinition } from '../../../core/jobs/job-queue';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { RETENTION_BATCH, RETENTION_MAX_BATCHES } from '../../../core/retention/retention';

/** How long calls are kept (docs/delivery.md, "Call log"). */
export const CALL_RETENTION_DAYS = 90;

/** Deletes calls older than the retention period in batches (each its own unit of work), as the outbox retention does. */
export const deliveryCallsPruneJob: JobDefinition = {
  name: 'delivery.calls.prune',
  every: '1 hour',
  concurrency: 1,
  lockLifetimeMs: 10 * 60_000,
  async run(runtime, _data, job) {
    const cutoff = new Date(runtime.clock.now().getTime() - CALL_RETENTION_DAYS * 86_400_000);
    for (let n = 0; n < RETENTION_MAX_BATCHES; n++) {
      const [row] = await serviceTransaction(runtime, (uow) =>
        runSql<{ n: string }>(
          uow.manager,
          `WITH d AS (DELETE FROM delivery_calls WHERE id IN (SELECT id FROM delivery_calls WHERE started_at < $1 ORDER BY started_at LIMIT $2) RETURNING 1)
           SELECT count(*) AS n FROM d`,
          [cutoff, RETENTION_BATCH],
        ),
      );
      if (Number(row?.n ?? 0) < RETENTION_BATCH) return;
      await job.touch();
    }
  },
};
