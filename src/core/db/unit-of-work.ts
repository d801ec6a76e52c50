import { AsyncLocalStorage } from 'node:async_hooks';
import { type DataSource, type EntityManager } from 'typeorm';
import { DeferredWrites } from './deferred-writes';
import { explainFailure } from './connection-loss';
import { runSql } from './run-sql';
import type { Logger } from '../config/logger';

/**
 * An open database transaction plus the work that must wait for its commit (enqueueing jobs,
 * sending mail). Everything written inside goes through `manager` (or runSql on it: the write
 * path of docs/architecture.md, "One read path and one write path").
 */
export interface UnitOfWork {
  readonly manager: EntityManager;
  afterCommit(task: () => Promise<unknown> | unknown): void;
}

const deferredOf = new WeakMap<UnitOfWork, DeferredWrites>();

/**
 * The writes the unit of work holds until just before its COMMIT (deferred-writes.ts). For the
 * core's recordAudit, emit, the idempotency mark and the live events only; modules call those.
 */
export function deferredWrites(uow: UnitOfWork): DeferredWrites {
  const deferred = deferredOf.get(uow);
  if (!deferred) throw new Error('This unit of work is not an open transaction of inTransaction');
  return deferred;
}

const current = new AsyncLocalStorage<UnitOfWork>();

/**
 * Transactions of this process that have not settled. While none is open the storage is disabled:
 * on Node 20 an enabled AsyncLocalStorage keeps V8's promise hooks on for every promise of the
 * process (read-only traffic included), a cost on every GraphQL page (docs/performance.md,
 * "Per-request CPU"); it is enabled again by the next `run`. Disabling is safe only when no flow
 * holds a unit of work (on Node 20 it clears every flow's store), hence the count. Node 24's
 * AsyncLocalStorage uses no hooks, and there disabling only touches the caller's own context.
 * The one difference it makes: on Node 20, work left running after its transaction settled
 * (a promise nobody awaited) finds no unit of work once no transaction is open, where it found
 * the released one before and failed; every service awaits its work inside `ctx.transaction`.
 */
let openTransactions = 0;

/** The transaction this async flow is inside, if any. */
export function currentUnitOfWork(): UnitOfWork | undefined {
  return current.getStore();
}

/**
 * Runs `work` in a transaction. A nested call joins the outer transaction, so services can call
 * each other without escaping it (on PGlite a query outside the open transaction deadlocks).
 */
export async function inTransaction<T>(
  dataSource: DataSource,
  work: (uow: UnitOfWork) => Promise<T>,
  onAfterCommitError: (error: unknown) => void,
): Promise<T> {
  const outer = current.getStore();
  if (outer) return work(outer);
  const tasks: Array<() => Promise<unknown> | unknown> = [];
  let result: T;
  const runner = dataSource.createQueryRunner();
  let connection: unknown;
  openTransactions++;
  try {
    // The connection is what explainFailure looks a lost session up by.
    connection = await runner.connect();
    await runner.startTransaction();
    const manager = runner.manager;
    const deferred = new DeferredWrites(manager);
    const uow: UnitOfWork = { manager, afterCommit: (task) => void tasks.push(task) };
    deferredOf.set(uow, deferred);
    result = await current.run(uow, () => work(uow));
    await deferred.flush();
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) {
      try {
        await runner.rollbackTransaction();
      } catch {
        // The original failure is what the caller must see (as TypeORM's own transaction does).
      }
    }
    throw explainFailure(connection, error);
  } finally {
    if (--openTransactions === 0) current.disable();
    await runner.release();
  }
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onAfterCommitError(error);
    }
  }
  return result;
}

/**
 * A unit of work of the service itself, outside any request (a job, a sweep, start-up): the same
 * transaction as ctx.transaction, its failed after-commit tasks logged. Jobs write through this.
 */
export function serviceTransaction<T>(
  owner: { db: { dataSource: DataSource }; logger: Pick<Logger, 'error'> },
  work: (uow: UnitOfWork) => Promise<T>,
): Promise<T> {
  return inTransaction(owner.db.dataSource, work, (error) => owner.logger.error({ err: error }, 'after-commit task failed'));
}

/**
 * A unit of work of one statement, committed on its own: PostgreSQL runs a statement sent outside a
 * transaction as a transaction of its own, so a BEGIN and a COMMIT around it would add two round
 * trips and change nothing. For a write other requests must see apart from the caller's transaction
 * (the idempotency claim before the request's work, its stored answer after it). Called inside an
 * open transaction it joins it, as inTransaction does.
 */
export function writeAlone<Row>(dataSource: DataSource, text: string, params: readonly unknown[]): Promise<Row[]> {
  return runSql<Row>(current.getStore()?.manager ?? dataSource.manager, text, params);
}
