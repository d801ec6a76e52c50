import type { DataSource, EntityManager } from 'typeorm';

/** One streaming replica: its own data source (pool) and what the last check saw. */
export interface ReplicaNode {
  /** host:port, the metric label. */
  label: string;
  dataSource: DataSource;
  /** Seconds its replay is behind (0 when it has replayed everything it received); null until checked or while unreachable. */
  lagSeconds: number | null;
  /** The last check failed (its failure was reported once, not on every check). */
  failing?: boolean;
}

export interface ReadReplicaOptions {
  /** A replica further behind than this is skipped (DATABASE_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often each replica's lag is read (DATABASE_REPLICA_CHECK_MS). */
  checkMs: number;
  onCheckFailed?: (label: string, error: unknown) => void;
}

/*
 * The lag of a hot standby: nothing received and not yet replayed means it is current (a primary
 * with no writes sends nothing, and the replay timestamp would otherwise grow with the idle time);
 * otherwise the age of the last transaction it replayed. A promoted replica is a primary: lag 0.
 */
const LAG_SQL = `SELECT CASE WHEN NOT pg_is_in_recovery() OR pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
                        ELSE COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()), 0) END::float8 AS lag`;

/** Whether the replica has replayed the primary's WAL up to a position (a promoted one has all it will ever get). */
const CAUGHT_UP_SQL = `SELECT (NOT pg_is_in_recovery() OR pg_last_wal_replay_lsn() >= $1::pg_lsn) AS caught_up`;

/**
 * The read replicas of DATABASE_REPLICA_URL and the choice among them for read-only work. Work is
 * sent to a replica only when asked for explicitly (`RequestContext` with `reads: 'replica'`, used
 * by the export runner); everything else stays on the primary. A replica is eligible when its last
 * check answered and its lag was within the bound; the work itself goes to it only once it has
 * replayed the primary's WAL position read when the work started (`pickCaughtUp`), so the
 * work sees every write committed before it, the caller's own included.
 */
export class ReadReplicas {
  private next = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly nodes: ReplicaNode[],
    private readonly options: ReadReplicaOptions,
  ) {}

  /** Reads every replica's lag now, then every `checkMs`. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.options.checkMs);
    this.timer.unref();
  }

  async refresh(): Promise<void> {
    await Promise.all(
      this.nodes.map(async (node) => {
        try {
          const [row] = (await node.dataSource.query(LAG_SQL)) as Array<{ lag: number }>;
          node.lagSeconds = Math.max(0, Number(row.lag));
          node.failing = false;
        } catch (error) {
          node.lagSeconds = null;
          if (!node.failing) this.options.onCheckFailed?.(node.label, error);
          node.failing = true;
        }
      }),
    );
  }

  /** Replicas whose last check answered within the lag bound. */
  eligible(): ReplicaNode[] {
    return this.nodes.filter((node) => node.lagSeconds !== null && node.lagSeconds * 1000 <= this.options.maxLagMs);
  }

  /**
   * An eligible replica that has replayed up to `walPosition` (pg_current_wal_lsn() on the
   * primary), or undefined: the caller then reads from the primary.
   */
  async pickCaughtUp(walPosition: string): Promise<ReplicaNode | undefined> {
    const fit = this.eligible();
    // Round robin: each run starts after the replica the previous one was offered first.
    const start = fit.length ? this.next++ % fit.length : 0;
    for (const node of [...fit.slice(start), ...fit.slice(0, start)]) {
      try {
        const [row] = (await node.dataSource.query(CAUGHT_UP_SQL, [walPosition])) as Array<{ caught_up: boolean }>;
        if (row?.caught_up) return node;
      } catch (error) {
        node.lagSeconds = null;
        this.options.onCheckFailed?.(node.label, error);
      }
    }
    return undefined;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.all(this.nodes.map((node) => (node.dataSource.isInitialized ? node.dataSource.destroy().catch(() => undefined) : undefined)));
  }
}

/**
 * The manager read-only work should read through: a replica that has every write the primary had
 * committed when this is called, or the primary's own when there is none (no replicas, all too far
 * behind or unreachable, or the embedded database).
 */
export async function readOnlyManager(primary: DataSource, replicas: ReadReplicas | undefined): Promise<{ manager: EntityManager; replica: string | null }> {
  if (!replicas || replicas.nodes.length === 0) return { manager: primary.manager, replica: null };
  const [row] = (await primary.query('SELECT pg_current_wal_lsn()::text AS lsn')) as Array<{ lsn: string }>;
  const node = await replicas.pickCaughtUp(row.lsn);
  return node ? { manager: node.dataSource.manager, replica: node.label } : { manager: primary.manager, replica: null };
}

/** DATABASE_REPLICA_URL: one or more URLs, comma-separated. */
export function splitReplicaUrls(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .split(/,(?=\s*postgres(?:ql)?:\/\/)/)
    .map((url) => url.trim())
    .filter(Boolean);
}

/** host:port of a single-host PostgreSQL URL (the replica's metric label). */
export function hostLabel(url: string): string {
  const match = /^postgres(?:ql)?:\/\/(?:[^@/]*@)?([^/?]*)/.exec(url);
  const host = match?.[1] || 'localhost';
  return host.includes(':') && !host.endsWith(']') ? host : `${host}:5432`;
}
