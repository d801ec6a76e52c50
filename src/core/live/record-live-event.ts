import { deferredWrites, type UnitOfWork } from '../db/unit-of-work';
import type { Runtime } from '../runtime';
import type { LiveMessage } from './live-message';

export interface LiveEventInput {
  organizationId: string;
  branchId: string;
  kind: string;
  subjectId: string | null;
  data: Record<string, unknown>;
}

/**
 * The transaction's live events, numbered and kept by the transaction's last statement before its
 * COMMIT: each branch's counter row is advanced once by the number of its events and stays locked
 * only from that statement to the COMMIT. Every order write of a branch waits
 * for that row, so it is taken as late as a statement can take it (docs/live.md,
 * docs/performance.md "Inventory"). Within a branch the events are numbered in the order they
 * were recorded.
 */
function liveEventsStatement(events: readonly LiveEventInput[], param: (value: unknown) => string): { parts: string[]; body: string } {
  const branches = param(events.map((event) => event.branchId));
  const organizations = param(events.map((event) => event.organizationId));
  const kinds = param(events.map((event) => event.kind));
  const subjects = param(events.map((event) => event.subjectId));
  const data = param(events.map((event) => JSON.stringify(event.data)));
  return {
    parts: [
      `live_in (n, branch_id, organization_id, kind, subject_id, data) AS (
  SELECT g.n, g.branch_id, g.organization_id, g.kind, g.subject_id, g.data::jsonb
    FROM unnest(${branches}::uuid[], ${organizations}::uuid[], ${kinds}::text[], ${subjects}::uuid[], ${data}::text[]) WITH ORDINALITY AS g(branch_id, organization_id, kind, subject_id, data, n))`,
      `live_next AS (
  INSERT INTO live_branch_sequences (branch_id, organization_id, seq)
  SELECT branch_id, organization_id, count(*) FROM live_in GROUP BY branch_id, organization_id ORDER BY branch_id
  ON CONFLICT (branch_id) DO UPDATE SET seq = live_branch_sequences.seq + EXCLUDED.seq
  RETURNING branch_id, seq, now() AS at)`,
    ],
    body: `INSERT INTO live_events (branch_id, seq, organization_id, kind, subject_id, data, created_at)
  SELECT e.branch_id, x.seq - count(*) OVER (PARTITION BY e.branch_id) + row_number() OVER (PARTITION BY e.branch_id ORDER BY e.n),
         e.organization_id, e.kind, e.subject_id, e.data, x.at
    FROM live_in e JOIN live_next x ON x.branch_id = e.branch_id
  RETURNING branch_id, seq, created_at AS at`,
  };
}

const pending = new WeakMap<UnitOfWork, LiveEventInput[]>();

/**
 * Numbers a live event and keeps it for replay, inside the caller's transaction (written by its
 * last statement before the commit, whenever in the transaction it is called); publishes it
 * to every process after the commit (never before: a rolled-back change is never seen live). The
 * branch's counter row is locked from that statement to the commit, which is what makes the
 * numbers follow commit order (docs/live.md).
 */
export function recordLiveEvent(uow: UnitOfWork, runtime: Runtime, input: LiveEventInput): Promise<void> {
  let events = pending.get(uow);
  if (!events) {
    const list: LiveEventInput[] = [];
    pending.set(uow, (events = list));
    const messages: LiveMessage[] = [];
    deferredWrites(uow).closing<{ branch_id: string; seq: string | number; at: Date }>({
      build: (param) => liveEventsStatement(list, param),
      read: (rows) => {
        // Per branch, the events in recording order take the branch's numbers in ascending order.
        const numbers = new Map<string, Array<{ seq: number; at: Date }>>();
        for (const row of rows) {
          const branch = String(row.branch_id);
          numbers.set(branch, [...(numbers.get(branch) ?? []), { seq: Number(row.seq), at: row.at }]);
        }
        for (const numbered of numbers.values()) numbered.sort((a, b) => a.seq - b.seq);
        const next = new Map<string, number>();
        for (const event of list) {
          const index = next.get(event.branchId) ?? 0;
          next.set(event.branchId, index + 1);
          const { seq, at } = numbers.get(event.branchId)![index];
          messages.push({ ...event, seq, occurredAt: new Date(at).toISOString() });
        }
      },
    });
    uow.afterCommit(async () => {
      for (const message of messages) await runtime.live.publish(message);
    });
  }
  events.push(input);
  return Promise.resolve();
}
