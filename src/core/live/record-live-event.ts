import type { UnitOfWork } from '../db/unit-of-work';
import type { Runtime } from '../runtime';
import { runSql } from '../db/run-sql';
import type { LiveMessage } from './live-message';

const NEXT_SEQ_SQL = `INSERT INTO live_branch_sequences (branch_id, organization_id, seq) VALUES ($1, $2, 1)
  ON CONFLICT (branch_id) DO UPDATE SET seq = live_branch_sequences.seq + 1
  RETURNING seq, now() AS at`;
const INSERT_EVENT_SQL = `INSERT INTO live_events (branch_id, seq, organization_id, kind, subject_id, data, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`;

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
  const [row] = await runSql<{ seq: string; at: Date }>(uow.manager, NEXT_SEQ_SQL, [input.branchId, input.organizationId]);
  const seq = Number(row.seq);
  await runSql(uow.manager, INSERT_EVENT_SQL, [input.branchId, seq, input.organizationId, input.kind, input.subjectId, input.data, row.at]);
  const message: LiveMessage = { ...input, seq, occurredAt: new Date(row.at).toISOString() };
  uow.afterCommit(() => runtime.live.publish(message));
}
