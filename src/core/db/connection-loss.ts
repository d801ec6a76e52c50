import type { EntityManager } from 'typeorm';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

interface Emitter {
  on(event: 'error', listener: (error: unknown) => void): unknown;
  removeListener(event: 'error', listener: (error: unknown) => void): unknown;
}

export interface ConnectionWatch {
  /**
   * The error to throw for a failed transaction: the one that ended its connection when the
   * failure is only TypeORM's "already released" (of the runner, or of the manager's
   * provider), otherwise the failure itself.
   */
  explain(failure: unknown): unknown;
  stop(): void;
}

/**
 * Watches a transaction's connection. When the server ends the session between two statements (a
 * switchover's fast shutdown, pg_terminate_backend), node-postgres emits the error on the idle
 * client and TypeORM releases the query runner at once: the next statement, or the COMMIT, then
 * fails with QueryRunnerAlreadyReleasedError (QueryRunnerProviderAlreadyReleasedError through
 * manager.query), which names no SQLSTATE and would be answered 500.
 * The connection's own error (57P01, "Connection terminated") is what happened, and is answered
 * 503 (isDatabaseUnavailable). A runner used after its transaction ended, with no connection
 * error, stays a QueryRunnerAlreadyReleasedError: that is a bug.
 */
export function watchConnection(manager: EntityManager): ConnectionWatch {
  const client = (manager.queryRunner as { databaseConnection?: Partial<Emitter> } | undefined)?.databaseConnection;
  if (typeof client?.on !== 'function' || typeof client.removeListener !== 'function') return { explain: (failure) => failure, stop: () => undefined };
  const emitter = client as Emitter;
  let lost: unknown;
  const onError = (error: unknown) => (lost ??= error);
  emitter.on('error', onError);
  return {
    explain: (failure) => (lost !== undefined && isReleasedRunner(failure) ? lost : failure),
    stop: () => void emitter.removeListener('error', onError),
  };
}

function isReleasedRunner(error: unknown): boolean {
  return error instanceof QueryRunnerAlreadyReleasedError || error instanceof QueryRunnerProviderAlreadyReleasedError;
}
