import { AsyncLocalStorage } from 'node:async_hooks';
import { type DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { type DeferredStatement, DeferredWrites, type ReadingStatement } from './deferred-writes';
import { explainFailure } from './connection-loss';

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
 * process (read-only traffic included), a cost on every GraphQL page (docs/performance.md
 * "Figures behind code comments"); it is enabled again by the next `run`. Disabling is safe only when no flow
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
  let transactionManager: EntityManager | undefined;
  openTransactions++;
  try {
    result = await dataSource.transaction(async (manager) => {
      transactionManager = manager;
      const deferred = new DeferredWrites(manager);
      const uow: UnitOfWork = {
        manager,
        afterCommit: (task) => void tasks.push(task),
        insertAtCommit: (target, values) => deferred.insert(target, values),
        writeAtCommit: (statement) => deferred.statement(statement),
        readAtCommit: (statement) => deferred.reading(statement),
      };
      const value = await current.run(uow, () => work(uow));
      await deferred.flush();
      return value;
    });
  } catch (error) {
    throw explainFailure(transactionManager, error);
  } finally {
    if (--openTransactions === 0) current.disable();
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
