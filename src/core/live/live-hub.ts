import type { DataSource } from 'typeorm';
import type { Broadcast } from '../broadcast';
import type { Logger } from '../config/logger';
import { runSql } from '../db/run-sql';
import type { ServiceMetrics } from '../metrics/service-metrics';
import { type LiveDelivery, type LiveMessage, LIVE_REPLAY_LIMIT, LIVE_SLOW_CONSUMER_EVENTS, LIVE_TOPIC } from './live-message';

interface EventRow {
  organization_id: string;
  branch_id: string;
  seq: string;
  kind: string;
  subject_id: string | null;
  data: Record<string, unknown>;
  created_at: Date;
}

const EVENTS_AFTER_SQL = `SELECT organization_id, branch_id, seq, kind, subject_id, data, created_at FROM live_events
  WHERE branch_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`;
const CURRENT_SEQ_SQL = `SELECT seq FROM live_branch_sequences WHERE branch_id = $1`;
const CURRENT_SEQS_SQL = `SELECT branch_id, seq FROM live_branch_sequences WHERE branch_id = ANY($1::uuid[])`;

function fromRow(row: EventRow): LiveMessage {
  return {
    organizationId: row.organization_id,
    branchId: row.branch_id,
    seq: Number(row.seq),
    kind: row.kind,
    subjectId: row.subject_id,
    data: row.data,
    occurredAt: new Date(row.created_at).toISOString(),
  };
}

/** A bounded queue one subscriber reads as an async iterator (LIVE_SLOW_CONSUMER_EVENTS). */
class Listener implements AsyncIterableIterator<LiveDelivery> {
  last = 0;
  /** Until the replay is done, live events wait here (then those already replayed are skipped). */
  replaying = true;
  private readonly pending: LiveDelivery[] = [];
  private readonly held: LiveMessage[] = [];
  private waiting: ((result: IteratorResult<LiveDelivery>) => void) | null = null;
  private done = false;

  constructor(
    readonly filter: (message: LiveMessage) => boolean,
    private readonly onClose: () => void,
    private readonly field: string,
    private readonly metrics: ServiceMetrics | undefined,
  ) {
    metrics?.liveSubscriptions.inc({ field });
  }

  /** A live event from the branch's feed. */
  offer(message: LiveMessage): void {
    if (this.done) return;
    if (this.replaying) this.held.push(message);
    else this.accept(message);
  }

  /** An event of the replay or the live feed, delivered once, in order (anything already seen is skipped). */
  accept(message: LiveMessage): void {
    if (message.seq <= this.last) return;
    this.last = message.seq;
    if (this.filter(message)) this.push(message);
  }

  endReplay(): void {
    this.replaying = false;
    for (const message of this.held.splice(0)) this.accept(message);
  }

  push(delivery: LiveDelivery): void {
    if (this.done) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      this.metrics?.liveEventsDelivered.inc({ field: this.field });
      resolve({ value: delivery, done: false });
    } else if (this.pending.length >= LIVE_SLOW_CONSUMER_EVENTS) {
      // The client reads slower than the branch writes: rather than hold its backlog, tell it to reload.
      this.pending.length = 0;
      this.pending.push(refetch(delivery, delivery.seq));
      this.metrics?.liveSlowConsumers.inc({ field: this.field });
    } else {
      this.pending.push(delivery);
    }
  }

  next(): Promise<IteratorResult<LiveDelivery>> {
    const value = this.pending.shift();
    if (value) this.metrics?.liveEventsDelivered.inc({ field: this.field });
    if (value) return Promise.resolve({ value, done: false });
    if (this.done) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<LiveDelivery>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<LiveDelivery>> {
    this.close();
    return Promise.reject(error);
  }

  close(): void {
    if (this.done) return;
    this.done = true;
    this.pending.length = 0;
    this.waiting?.({ value: undefined, done: true });
    this.waiting = null;
    this.metrics?.liveSubscriptions.dec({ field: this.field });
    this.onClose();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** One branch's events on this process: numbered, in order, gaps filled from the replay table. */
class BranchFeed {
  last = 0;
  readonly listeners = new Set<Listener>();
  private chain: Promise<void> = Promise.resolve();
  readonly ready: Promise<void>;

  constructor(
    private readonly hub: LiveHub,
    readonly branchId: string,
  ) {
    this.ready = this.run(async () => {
      const [row] = await hub.sql<{ seq: string }>(CURRENT_SEQ_SQL, [branchId]);
      this.last = row ? Number(row.seq) : 0;
    });
  }

  /** Work on this feed runs one piece at a time, so events leave in sequence order. */
  run(work: () => Promise<void>): Promise<void> {
    const next = this.chain
      .then(work)
      .catch((error: unknown) =>
        this.hub.logger.warn({ err: error, branchId: this.branchId }, 'live feed could not read missed events; retried on the next event or check'),
      );
    this.chain = next;
    return next;
  }

  receive(message: LiveMessage): void {
    void this.run(async () => {
      if (message.seq <= this.last) return;
      if (message.seq > this.last + 1) await this.fill(message.seq - 1);
      if (message.seq > this.last) this.deliver(message);
    });
  }

  /** Reads the events after the last one delivered (up to `upTo`): messages lost or overtaken between processes. */
  catchUp(upTo: number): Promise<void> {
    return this.run(() => this.fill(upTo));
  }

  private async fill(upTo: number): Promise<void> {
    while (this.last < upTo) {
      const rows = await this.hub.sql<EventRow>(EVENTS_AFTER_SQL, [this.branchId, this.last, Math.min(LIVE_REPLAY_LIMIT, upTo - this.last)]);
      if (rows.length === 0) return;
      for (const row of rows) this.deliver(fromRow(row));
    }
  }

  private deliver(message: LiveMessage): void {
    if (message.seq !== this.last + 1 && this.last !== 0) {
      // Pruned or never stored: listeners cannot be given what lies between.
      for (const listener of this.listeners) listener.push(refetch(message, message.seq - 1));
    }
    this.last = message.seq;
    for (const listener of this.listeners) listener.offer(message);
  }
}

function refetch(where: { organizationId: string; branchId: string }, seq: number): LiveDelivery {
  return {
    kind: 'Refetch',
    organizationId: where.organizationId,
    branchId: where.branchId,
    seq,
    subjectId: null,
    data: {},
    occurredAt: new Date().toISOString(),
  };
}

export interface ListenOptions {
  organizationId: string;
  branchId: string;
  /** The last sequence the client saw: the events after it are replayed first. Null: live only. */
  afterSequence: number | null;
  filter?: (message: LiveMessage) => boolean;
  /** The subscription's root field, for the metrics. */
  field: string;
}

/**
 * This process's side of the live events (docs/live.md): publishes committed events to every
 * process through the service's broadcast (Redis pub/sub with REDIS_URL, in-process without), and
 * hands each branch's events to this process's subscribers in sequence order. The broadcast is
 * best effort; the replay table is the truth: a gap in the numbers is filled from it, and a
 * periodic check of each watched branch's counter finds events whose notice was lost.
 */
export class LiveHub {
  private readonly feeds = new Map<string, BranchFeed>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly broadcast: Broadcast,
    readonly logger: Logger,
    private readonly metrics?: ServiceMetrics,
    checkEveryMs = 2_000,
  ) {
    broadcast.subscribe(LIVE_TOPIC, (raw) => this.receive(raw));
    this.timer = setInterval(() => void this.check(), checkEveryMs);
    this.timer.unref();
  }

  sql<Row>(text: string, params: readonly unknown[]): Promise<Row[]> {
    return runSql<Row>(this.dataSource.manager, text, params);
  }

  /** After a commit: every process (this one at once) hears of the event. */
  async publish(message: LiveMessage): Promise<void> {
    await this.broadcast.publish(LIVE_TOPIC, JSON.stringify(message));
  }

  /** The branch's events after `afterSequence` (replayed), then live ones, in order, each once. */
  async listen(options: ListenOptions): Promise<AsyncIterableIterator<LiveDelivery>> {
    let feed = this.feeds.get(options.branchId);
    if (!feed) {
      feed = new BranchFeed(this, options.branchId);
      this.feeds.set(options.branchId, feed);
    }
    const owner = feed;
    await owner.ready;
    const listener = new Listener(
      options.filter ?? (() => true),
      () => {
        owner.listeners.delete(listener);
        if (owner.listeners.size === 0 && this.feeds.get(owner.branchId) === owner) this.feeds.delete(owner.branchId);
      },
      options.field,
      this.metrics,
    );
    listener.last = owner.last;
    owner.listeners.add(listener);
    try {
      if (options.afterSequence !== null) await this.replay(listener, options);
    } catch (error) {
      listener.close();
      throw error;
    }
    listener.endReplay();
    return listener;
  }

  private async replay(listener: Listener, options: ListenOptions): Promise<void> {
    const after = options.afterSequence!;
    const [current] = await this.sql<{ seq: string }>(CURRENT_SEQ_SQL, [options.branchId]);
    const head = current ? Number(current.seq) : 0;
    if (after === head) {
      listener.last = Math.max(after, 0);
      this.metrics?.liveReplays.inc({ outcome: 'current' });
      return;
    }
    const rows = after < head ? await this.sql<EventRow>(EVENTS_AFTER_SQL, [options.branchId, after, LIVE_REPLAY_LIMIT + 1]) : [];
    const complete = after < head && rows.length > 0 && rows.length <= LIVE_REPLAY_LIMIT && Number(rows[0].seq) === after + 1;
    if (!complete) {
      // Pruned, too many, or a number this branch never reached: the client reloads, then follows live from here.
      listener.last = head;
      listener.push(refetch(options, head));
      this.metrics?.liveReplays.inc({ outcome: 'refetch' });
      return;
    }
    this.metrics?.liveReplays.inc({ outcome: 'replayed' });
    listener.last = after;
    for (const row of rows) listener.accept(fromRow(row));
  }

  private receive(raw: string): void {
    let message: LiveMessage;
    try {
      message = JSON.parse(raw) as LiveMessage;
    } catch {
      return;
    }
    this.feeds.get(message.branchId)?.receive(message);
  }

  /** Finds events whose notice never arrived (Redis down, a process restarted mid-publish). */
  private async check(): Promise<void> {
    if (this.feeds.size === 0) return;
    try {
      const rows = await this.sql<{ branch_id: string; seq: string }>(CURRENT_SEQS_SQL, [[...this.feeds.keys()]]);
      for (const row of rows) {
        const feed = this.feeds.get(row.branch_id);
        if (feed && Number(row.seq) > feed.last) void feed.catchUp(Number(row.seq));
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'live check failed');
    }
  }

  close(): void {
    clearInterval(this.timer);
    for (const feed of this.feeds.values()) for (const listener of feed.listeners) listener.close();
    this.feeds.clear();
  }
}
