import os from 'node:os';
import { randomInt, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { In, LessThan } from 'typeorm';
import type { Logger } from '../config/logger';
import type { Database } from '../db/database';
import { runSql } from '../db/run-sql';
import { serviceTransaction } from '../db/unit-of-work';
import { ServiceInstance } from './service-instance.entity';

/** Advisory lock class (first key of the two-key form) of instance liveness locks. */
export const INSTANCE_LOCK_CLASS = 727_0021;
/** Rows of instances dead for longer than any lease are pruned at start-up. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Instances started in this process and not yet stopped (the embedded database's only live owners). */
const liveInProcess = new Set<string>();

/**
 * This process's identity and the liveness of the others, observable exactly:
 * - PostgreSQL: each instance holds a session-level advisory lock (INSTANCE_LOCK_CLASS, its key)
 *   on one dedicated connection for its whole life. The server drops the lock the moment that
 *   connection dies (SIGKILL, crash, host lost), so an instance whose lock nobody holds is dead.
 *   The lock is taken before the row is inserted, so a visible row without its lock is dead for good.
 * - PGlite: only one process can own the data directory, so every registered instance other than
 *   those started in this process is dead.
 */
export class InstanceRegistry {
  readonly id = randomUUID();
  private client: Client | undefined;
  private started = false;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly onLost: () => void = () => undefined,
  ) {}

  /** The name Agenda records in `last_modified_by` for the jobs this instance locks. */
  get agendaName(): string {
    return agendaNameOf(this.id);
  }

  async start(): Promise<void> {
    if (this.started) return;
    let lockKey = randomInt(1, 2 ** 31 - 1);
    if (!this.db.embedded) {
      // The liveness lock lives on a connection of its own, outside the pool and any unit of work: it must outlast every transaction.
      // The Client class the pool was given (its `Client` option): with several DATABASE_URL hosts it is the one that finds the primary.
      const { options } = this.db.pool;
      const PoolClient = (options.Client as typeof Client | undefined) ?? Client;
      const client = new PoolClient(options);
      await client.connect();
      while (!(await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [INSTANCE_LOCK_CLASS, lockKey])).rows[0].locked) {
        lockKey = randomInt(1, 2 ** 31 - 1);
      }
      client.on('error', (error) => {
        // Others now see this instance as dead and take its claims over: stop working at once.
        this.logger.fatal({ err: error }, 'lost the instance liveness connection; this process must stop');
        this.onLost();
      });
      this.client = client;
    }
    liveInProcess.add(this.id);
    await serviceTransaction({ db: this.db, logger: this.logger }, (uow) =>
      uow.manager.insert(ServiceInstance, { id: this.id, lockKey, host: os.hostname(), pid: process.pid }),
    );
    this.started = true;
    await this.pruneDead().catch((error) => this.logger.warn({ err: error }, 'could not prune dead service instances'));
  }

  /** Ids of registered instances that are certainly dead (their work may be taken over now). */
  async deadInstanceIds(): Promise<string[]> {
    const manager = this.db.dataSource.manager;
    if (this.db.embedded) {
      const rows = await runSql<{ id: string }>(manager, 'SELECT id FROM service_instances WHERE NOT (id = ANY($1::uuid[]))', [[...liveInProcess]]);
      return rows.map((row) => row.id);
    }
    const rows = await runSql<{ id: string }>(
      manager,
      `SELECT i.id FROM service_instances i
        WHERE NOT EXISTS (
          SELECT 1 FROM pg_locks l
           WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
             AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
             AND l.classid = $1::int::oid AND l.objid = i.lock_key::oid)`,
      [INSTANCE_LOCK_CLASS],
    );
    return rows.map((row) => row.id);
  }

  /** Releases the liveness lock (graceful stop): from now on this instance counts as dead. */
  async stop(): Promise<void> {
    liveInProcess.delete(this.id);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }

  private async pruneDead(): Promise<void> {
    const dead = await this.deadInstanceIds();
    if (!dead.length) return;
    await serviceTransaction({ db: this.db, logger: this.logger }, (uow) =>
      uow.manager.delete(ServiceInstance, { id: In(dead), startedAt: LessThan(new Date(Date.now() - PRUNE_AFTER_MS)) }),
    );
  }
}

export function agendaNameOf(instanceId: string): string {
  return `instance:${instanceId}`;
}
