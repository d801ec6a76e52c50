import type { UnitOfWork } from '../db/unit-of-work';
import type { Runtime } from '../runtime';
import { runSql } from '../db/run-sql';
import type { LiveMessage } from './live-message';

// Numbered and kept in one statement: the branch's counter row is locked from here to the commit, and every
// order write of the branch waits for it, so one round trip fewer inside that window (docs/performance.md, "Inventory").
const RECORD_EVENT_SQL = `WITH next AS (
  INSERT INTO live_branch_sequences (branch_id, organization_id, seq) VALUES ($1, $2, 1)
  ON CONFLICT (branch_id) DO UPDATE SET seq = live_branch_sequences.seq + 1
  RETURNING seq, now() AS at)
INSERT INTO live_events (branch_id, seq, organization_id, kind, subject_id, data, created_at)
  SELECT $1, next.seq, $2, $3, $4, $5, next.at FROM next
  RETURNING seq, created_at AS at`;

export interface LiveEventInput {
  organizationId: string;
  branchId: string;
  kind: string;
  subjectId: string | null;
  data: Record<string, unknown>;
}

/**
 * Numbers a live event and keeps it for replay, inside the caller's transaction; publishes it to
 * every process after the commit (never before: a rolled-back change is never seen live).
 * Call it last in the transaction: the branch's counter row stays locked until the commit, which
 * is what makes the numbers follow commit order (docs/live.md).
 */
export async function recordLiveEvent(uow: UnitOfWork, runtime: Runtime, input: LiveEventInput): Promise<void> {
  const [row] = await runSql<{ seq: string; at: Date }>(uow.manager, RECORD_EVENT_SQL, [
    input.branchId,
    input.organizationId,
    input.kind,
    input.subjectId,
    input.data,
  ]);
  const seq = Number(row.seq);
  const message: LiveMessage = { ...input, seq, occurredAt: new Date(row.at).toISOString() };
  uow.afterCommit(() => runtime.live.publish(message));
}
