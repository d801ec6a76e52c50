import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import type { Logger } from '../config/logger';

/**
 * The service's Prometheus metrics, one registry per runtime (tests run several services in one
 * process). Counters are per process; the gauges read at scrape time (outbox lag, job queue,
 * webhook deliveries) describe the shared database, so every node reports the same values for them.
 */
export class ServiceMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly graphqlOperations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations on /graphql, by operation type, first root field and outcome (ok, error, refused).',
    labelNames: ['type', 'field', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Job runs in this process, by job name and outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly jobDuration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Duration of job runs in this process, by job name.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });

  readonly liveSubscriptions = new Gauge({
    name: 'live_subscriptions_active',
    help: 'GraphQL subscriptions open on this process, by root field (docs/live.md).',
    labelNames: ['field'] as const,
    registers: [this.registry],
  });

  readonly liveEventsDelivered = new Counter({
    name: 'live_events_delivered_total',
    help: 'Live events handed to subscribers on this process (replayed and live, Refetch included), by root field.',
    labelNames: ['field'] as const,
    registers: [this.registry],
  });

  readonly liveReplays = new Counter({
    name: 'live_replays_total',
    help: 'Subscriptions that asked for missed events (afterSequence), by outcome: replayed (sent the missed events), current (nothing missed), refetch (too far behind: told to reload).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly liveSlowConsumers = new Counter({
    name: 'live_slow_consumers_total',
    help: 'Subscribers that fell too far behind their stream (their waiting events were dropped for one Refetch), by root field.',
    labelNames: ['field'] as const,
    registers: [this.registry],
  });

  readonly readOnlyWork = new Counter({
    name: 'db_read_only_work_total',
    help: 'Read-only work (export runs) by where its reads went: replica, or primary when no replica fitted.',
    labelNames: ['target'] as const,
    registers: [this.registry],
  });

  constructor(db: Database, logger: Logger) {
    collectDefaultMetrics({ register: this.registry });
    const replicas = db.replicas;
    if (replicas) {
      new Gauge({
        name: 'db_replica_lag_seconds',
        help: "Seconds a read replica's replay is behind, at its last check (-1: the check failed; such a replica is skipped).",
        labelNames: ['replica'] as const,
        registers: [this.registry],
        collect() {
          for (const node of replicas.nodes) this.set({ replica: node.label }, node.lagSeconds ?? -1);
        },
      });
      new Gauge({
        name: 'db_replica_eligible',
        help: 'Whether a read replica receives read-only work (1) or is skipped as too far behind or unreachable (0).',
        labelNames: ['replica'] as const,
        registers: [this.registry],
        collect() {
          const eligible = new Set(replicas.eligible().map((node) => node.label));
          for (const node of replicas.nodes) this.set({ replica: node.label }, eligible.has(node.label) ? 1 : 0);
        },
      });
    }
    const pool = db.pool;
    new Gauge({
      name: 'db_pool_connections',
      help: "Connections of this process's database pool, by state (total, idle, waiting clients).",
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const query = async <T>(sql: string): Promise<T[]> => {
      try {
        return (await db.dataSource.query(sql)) as T[];
      } catch (error) {
        logger.warn({ err: error }, 'metrics: a scrape-time query failed');
        return [];
      }
    };
    new Gauge({
      name: 'outbox_pending_events',
      help: 'Outbox events committed but not yet dispatched.',
      registers: [this.registry],
      async collect() {
        const [row] = await query<{ n: string }>('SELECT count(*)::text AS n FROM outbox_events WHERE dispatched_at IS NULL');
        this.set(Number(row?.n ?? 0));
      },
    });
    new Gauge({
      name: 'outbox_lag_seconds',
      help: 'Age of the oldest outbox event not yet dispatched (0 when none is pending).',
      registers: [this.registry],
      async collect() {
        const [row] = await query<{ s: string | null }>(
          'SELECT extract(epoch FROM (now() - min(occurred_at)))::text AS s FROM outbox_events WHERE dispatched_at IS NULL',
        );
        this.set(Math.max(0, Number(row?.s ?? 0)));
      },
    });
    new Gauge({
      name: 'job_queue_due',
      help: 'Jobs due to run and not locked by a worker (queue depth).',
      registers: [this.registry],
      async collect() {
        const [row] = await query<{ n: string }>(
          'SELECT count(*)::text AS n FROM agenda_jobs WHERE next_run_at <= now() AND locked_at IS NULL AND disabled IS NOT TRUE',
        );
        this.set(Number(row?.n ?? 0));
      },
    });
    new Gauge({
      name: 'webhook_deliveries',
      help: 'Webhook deliveries by status (Pending, Delivered, Failed, ...).',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await query<{ status: string; n: string }>('SELECT status, count(*)::text AS n FROM webhook_deliveries GROUP BY status')) {
          this.set({ status: row.status }, Number(row.n));
        }
      },
    });
  }
}
