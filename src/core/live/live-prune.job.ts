import type { JobDefinition } from '../jobs/job-queue';
import { runSql } from '../db/run-sql';
import { serviceTransaction } from '../db/unit-of-work';
import { LIVE_REPLAY_HOURS } from './live-message';

/** Live events are kept LIVE_REPLAY_HOURS for replay; older ones are removed (the per-branch counters stay). */
export const livePruneJob: JobDefinition = {
  name: 'live.prune',
  every: '1 hour',
  concurrency: 1,
  async run(runtime) {
    const cutoff = new Date(runtime.clock.now().getTime() - LIVE_REPLAY_HOURS * 3600_000);
    const rows = await serviceTransaction(runtime, (uow) =>
      runSql<{ n: string }>(uow.manager, `WITH d AS (DELETE FROM live_events WHERE created_at < $1 RETURNING 1) SELECT count(*) AS n FROM d`, [cutoff]),
    );
    const removed = Number(rows[0]?.n ?? 0);
    if (removed) runtime.logger.info({ removed }, 'expired live events removed');
  },
};
