import { Agenda, InMemoryNotificationChannel, type Job, backoffStrategies } from 'agenda';
import { PostgresBackend, PostgresJobRepository } from '@agendajs/postgres-backend';
import type { Logger } from '../config/logger';
import { MIGRATION_LOCK_KEY, type Database } from '../db/database';
import { runSql } from '../db/run-sql';
import { serviceTransaction } from '../db/unit-of-work';
import type { Runtime } from '../runtime';
import { agendaNameOf, type InstanceRegistry } from '../instances/instance-registry';
import type { EnqueueOptions, JobDefinition, JobQueue } from './job-queue';

/**
 * Agenda's table, indexes and trigger, created under the migration lock before the queue starts.
 * Agenda's own start-up runs CREATE OR REPLACE FUNCTION every time, and of two processes starting
 * together on one database one failed with "tuple concurrently updated" and exited.
 */
export async function ensureJobSchema(db: Database): Promise<void> {
  const create = () => new PostgresJobRepository({ pool: db.pool, ensureSchema: true }).connect();
  // The embedded database is one process's (and one session: a second client would wait forever).
  if (db.embedded) return create();
  // A session-level advisory lock, held on one connection across Agenda's own statements: no unit of work can hold it.
  const lock = await db.pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await create();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    lock.release();
  }
}

/** How often a running worker looks for jobs locked by dead instances. */
const DEAD_LOCK_SWEEP_MS = 5_000;

/**
 * Agenda 6 on its PostgreSQL backend, sharing the service's pool. On the embedded database
 * NOTIFY does not cross sessions, so wake-ups use an in-process channel (one process only).
 *
 * Agenda records the locking worker's name in `last_modified_by`; the queue names itself after
 * its service instance, so a job locked by an instance that died is released at start-up and by a
 * short periodic sweep instead of waiting for its lock lifetime (which stays the fallback for a
 * worker that hangs without dying).
 */
export class AgendaJobQueue implements JobQueue {
  private readonly agenda: Agenda;
  private readonly definitions = new Map<string, JobDefinition<any>>();
  private runtime: Runtime | undefined;
  private started = false;
  private stopping = false;
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly instance: InstanceRegistry,
    options: { processEvery?: string | number } = {},
  ) {
    // The schema is ensureJobSchema's, created before the queue under a lock.
    // Agenda writes its job table itself on the pool, outside the unit of work: jobs are enqueued after a commit.
    const backend = new PostgresBackend({ pool: db.pool, disableNotifications: db.embedded, ensureSchema: false });
    // The LISTEN connection re-emits its errors (the server restarted, an administrator ended the
    // session, the database was dropped) on the channel, an EventEmitter: without a listener the
    // process would crash. The channel reconnects by itself and polling covers the gap.
    backend.notificationChannel?.on('error', (error: unknown) =>
      this.logger.warn({ err: error }, 'job notification channel lost its connection; polling until it reconnects'),
    );
    this.agenda = new Agenda({
      name: instance.agendaName,
      backend,
      ...(db.embedded ? { notificationChannel: new InMemoryNotificationChannel() } : {}),
      processEvery: options.processEvery ?? '2 seconds',
      defaultLockLifetime: 10 * 60_000,
      removeOnComplete: true,
    });
    this.agenda.on('error', (error: unknown) => this.logger.error({ err: error }, 'job queue error'));
  }

  /** Agenda connects its backend in the background; callers wait here. */
  async whenConnected(timeoutMs = 30_000): Promise<void> {
    const ready = this.agenda.ready;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('job queue did not connect in time')), timeoutMs);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** The runtime is built after the queue (it contains it); jobs receive it when they run. */
  bind(runtime: Runtime): void {
    this.runtime = runtime;
  }

  define(definition: JobDefinition<any>): void {
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition);
    this.agenda.define(
      definition.name,
      async (job: Job<Record<string, unknown>>) => {
        if (!this.runtime) throw new Error('Job queue is not bound to a runtime');
        const attempt = Number((job.attrs as { failCount?: number }).failCount ?? 0) + 1;
        const { metrics } = this.runtime;
        const stop = metrics.jobDuration.startTimer({ job: definition.name });
        try {
          await definition.run(this.runtime, job.attrs.data ?? {}, { touch: () => job.touch(), attempt });
          metrics.jobRuns.inc({ job: definition.name, outcome: 'ok' });
        } catch (error) {
          metrics.jobRuns.inc({ job: definition.name, outcome: 'failed' });
          this.logger.error({ err: error, job: definition.name }, 'job failed');
          throw error;
        } finally {
          stop();
        }
      },
      {
        concurrency: definition.concurrency ?? 5,
        lockLifetime: definition.lockLifetimeMs ?? 10 * 60_000,
        ...(definition.retry
          ? {
              backoff: backoffStrategies.exponential({
                delay: definition.retry.delayMs,
                maxRetries: definition.retry.attempts,
                maxDelay: definition.retry.maxDelayMs,
                jitter: 0.2,
              }),
            }
          : {}),
      },
    );
  }

  async enqueue(name: string, data: Record<string, unknown>, options: EnqueueOptions = {}): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`Job ${name} is not defined`);
    if (options.runAt) await this.agenda.schedule(options.runAt, name, data);
    else await this.agenda.now(name, data);
  }

  /**
   * Marks the locks of jobs held by dead instances as expired (locked_at at the epoch): Agenda's
   * own expired-lock path then runs them again on its next poll, exactly as after a lock timeout.
   * Their run was cut short, so they are due now: a repeating job's next run was already moved an
   * interval ahead when the run started, and `every()` at start-up keeps that time while clearing
   * the lock, which would leave the interrupted work (a daily close's catch-up) waiting a whole
   * interval.
   */
  async releaseDeadLocks(): Promise<number> {
    const dead = await this.instance.deadInstanceIds();
    if (!dead.length) return 0;
    const [row] = await serviceTransaction({ db: this.db, logger: this.logger }, (uow) =>
      runSql<{ n: string }>(
        uow.manager,
        `WITH released AS (
           UPDATE agenda_jobs SET locked_at = to_timestamp(0), next_run_at = LEAST(COALESCE(next_run_at, now()), now())
            WHERE locked_at > to_timestamp(0) AND last_modified_by = ANY($1::text[]) RETURNING 1)
         SELECT count(*) AS n FROM released`,
        [dead.map(agendaNameOf)],
      ),
    );
    const released = Number(row?.n ?? 0);
    if (released) this.logger.info({ released }, 'released job locks of dead service instances');
    return released;
  }

  async start(): Promise<void> {
    await this.releaseDeadLocks();
    this.sweeper = setInterval(() => {
      this.releaseDeadLocks().catch((error) => this.logger.warn({ err: error }, 'could not release job locks of dead instances'));
    }, DEAD_LOCK_SWEEP_MS);
    this.sweeper.unref();
    await this.agenda.start();
    for (const definition of this.definitions.values()) {
      if (definition.every) await this.agenda.every(definition.every, definition.name, {});
    }
    this.started = true;
  }

  async drain(timeoutMs: number): Promise<void> {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    this.started = false;
    clearInterval(this.sweeper);
    // Agenda's drain re-checks its running list one tick after each 'complete' event, but a job
    // leaves that list only after its result is saved (a database round trip later), so on
    // PostgreSQL drain waited for the full timeout. Watch the list ourselves and end the wait
    // once it is empty.
    const done = new AbortController();
    const watcher = setInterval(() => {
      this.agenda.getRunningStats().then(
        (stats) => {
          if (stats.runningJobs === 0) done.abort();
        },
        () => undefined,
      );
    }, 50);
    try {
      const result = await this.agenda.drain({ timeout: timeoutMs, signal: done.signal });
      if (result.timedOut) {
        this.logger.warn({ running: result.running }, 'job queue did not drain in time; their locks expire and another worker retries them');
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'job queue drain failed');
    } finally {
      clearInterval(watcher);
    }
  }

  get ready(): boolean {
    return this.started;
  }
}
