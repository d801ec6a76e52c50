import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';

/**
 * An open database transaction plus the work that must wait for its commit (enqueueing jobs,
 * sending mail). Everything written inside goes through `manager`.
 */
export interface UnitOfWork {
  readonly manager: EntityManager;
  afterCommit(task: () => Promise<unknown> | unknown): void;
}

const current = new AsyncLocalStorage<UnitOfWork>();

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
  const result = await dataSource.transaction(async (manager) => {
    const uow: UnitOfWork = { manager, afterCommit: (task) => void tasks.push(task) };
    return current.run(uow, () => work(uow));
  });
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      onAfterCommitError(error);
    }
  }
  return result;
}
