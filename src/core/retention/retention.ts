import type { DataSource } from 'typeorm';
import { runSql } from '../db/run-sql';
import { inTransaction } from '../db/unit-of-work';

/** Rows removed per statement: each batch commits on its own, so a stopped run loses nothing. */
export const RETENTION_BATCH = 5_000;
/** Batches per run at most; the next hourly run carries on where this one stopped. */
export const RETENTION_MAX_BATCHES = 200;

export interface RetentionResult {
  outboxEvents: number;
  idempotencyRecords: number;
  /** True when a run stopped at RETENTION_MAX_BATCHES with rows still to remove. */
  more: boolean;
}

/**
 * Deletes in batches of `batch` rows chosen by an index (oldest first), one statement and one
 * unit of work each, until a batch comes back short. Restartable: every committed batch stays done
 * and a new run simply selects what is still past the cut-off.
 */
async function deleteInBatches(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  batch: number,
  maxBatches: number,
  touch?: () => Promise<void>,
): Promise<{ removed: number; more: boolean }> {
  let removed = 0;
  for (let n = 0; n < maxBatches; n++) {
    // A batch queues no after-commit task, so there is no task failure to report.
    const [row] = await inTransaction(
      dataSource,
      (uow) => runSql<{ n: string }>(uow.manager, sql, [...params, batch]),
      () => undefined,
    );
    const affected = Number(row?.n ?? 0);
    removed += affected;
    if (affected < batch) return { removed, more: false };
    await touch?.();
  }
  return { removed, more: true };
}

/**
 * Outbox events dispatched before `now - outboxDays` (webhook deliveries keep their own copy of
 * the payload, so a dispatched event is needed only for a while, to look into), and idempotency
 * records past their expiry (24 hours after their request). The audit trail is never removed.
 */
export async function applyRetention(
  dataSource: DataSource,
  now: Date,
  options: { outboxDays: number; batch?: number; maxBatches?: number; touch?: () => Promise<void> },
): Promise<RetentionResult> {
  const batch = options.batch ?? RETENTION_BATCH;
  const maxBatches = options.maxBatches ?? RETENTION_MAX_BATCHES;
  const cutoff = new Date(now.getTime() - options.outboxDays * 86_400_000);
  const outbox = await deleteInBatches(
    dataSource,
    `WITH d AS (DELETE FROM outbox_events WHERE id IN (
       SELECT id FROM outbox_events WHERE dispatched_at IS NOT NULL AND dispatched_at < $1 ORDER BY dispatched_at LIMIT $2) RETURNING 1)
     SELECT count(*) AS n FROM d`,
    [cutoff],
    batch,
    maxBatches,
    options.touch,
  );
  const idempotency = await deleteInBatches(
    dataSource,
    `WITH d AS (DELETE FROM idempotency_records WHERE (scope, key) IN (
       SELECT scope, key FROM idempotency_records WHERE expires_at < $1 ORDER BY expires_at LIMIT $2) RETURNING 1)
     SELECT count(*) AS n FROM d`,
    [now],
    batch,
    maxBatches,
    options.touch,
  );
  return { outboxEvents: outbox.removed, idempotencyRecords: idempotency.removed, more: outbox.more || idempotency.more };
}
