import { AsyncLocalStorage } from 'node:async_hooks';
import { type DataSource, type EntityManager, type EntityTarget, type ObjectLiteral, type QueryRunner } from 'typeorm';
import { type DeferredStatement, DeferredWrites, type ReadingStatement } from './deferred-writes';
import { explainFailure } from './connection-loss';
import { CommitPipelineError } from './run-sql';

/**
 * TypeORM's query runner keeps its transaction state in two properties; a COMMIT it did not send
 * itself (flushAndCommit sends it with the last statement) has to end the transaction there too,
 * or the runner would send a second COMMIT, and a ROLLBACK on release. The one place that
 * reaches into that state; it fails loudly if a TypeORM upgrade renames it.
 */
function endedByPipeline(runner: QueryRunner): void {
  const state = runner as unknown as { isTransactionActive: boolean; transactionDepth?: number };
  if (typeof state.transactionDepth !== 'number') throw new Error("TypeORM's query runner no longer keeps transactionDepth (src/core/db/unit-of-work.ts)");
  state.isTransactionActive = false;
  state.transactionDepth = 0;
}

/**
 * An open database transaction plus the work that must wait for its commit (enqueueing jobs,
 * sending mail). Everything written inside goes through `manager`, or is deferred to the commit.
 */
export interface UnitOfWork {
  readonly manager: EntityManager;
  afterCommit(task: () => Promise<unknown> | unknown): void;
  /**
   * A row nothing in this transaction reads again (an audit entry, an outbox event): inserted
   * with the transaction's other deferred writes in one statement just before the commit
   * (deferred-writes.ts). `undefined` properties are left to the column default; database
   * defaults (id, timestamps) are not read back.
   */
  insertAtCommit<T extends ObjectLiteral>(target: EntityTarget<T>, values: Partial<T>): void;
  /** A write that joins that statement (it must touch rows no other deferred write touches). */
  writeAtCommit(statement: DeferredStatement): void;
  /** A write that joins that statement and whose rows are read back before the commit (ReadingStatement, deferred-writes.ts). */
  readAtCommit(statement: ReadingStatement): void;
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
  openTransactions++;
  try {
    await runner.startTransaction();
    const manager = runner.manager;
    const deferred = new DeferredWrites(manager);
    const uow: UnitOfWork = {
      manager,
      afterCommit: (task) => void tasks.push(task),
      insertAtCommit: (target, values) => deferred.insert(target, values),
      writeAtCommit: (statement) => deferred.statement(statement),
      readAtCommit: (statement) => deferred.reading(statement),
    };
    result = await current.run(uow, () => work(uow));
    if (!(await deferred.flushAndCommit(() => endedByPipeline(runner)))) await runner.commitTransaction();
  } catch (error) {
    if (error instanceof CommitPipelineError && error.outcome === 'transaction-ended') endedByPipeline(runner);
    else if (runner.isTransactionActive) {
      try {
        await runner.rollbackTransaction();
      } catch {
        // The original failure is what the caller must see (as TypeORM's own transaction does).
      }
    }
    throw explainFailure(runner.manager, error);
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
