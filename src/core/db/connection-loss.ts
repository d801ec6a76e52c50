import type { Pool } from 'pg';
import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';

/** The error that ended each pool connection that failed, by connection. */
const endedBy = new WeakMap<object, unknown>();
const watched = new WeakSet<object>();

/**
 * Keeps the error that ends each connection of the pool. On checkout ('acquire') rather than on
 * 'connect': the connections TypeORM opens while initialising exist before any listener of ours.
 */
export function keepConnectionErrors(pool: Pool): void {
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    client.on('error', (error) => {
      if (!endedBy.has(client)) endedBy.set(client, error);
    });
  });
}

/**
 * The error to throw for a failed transaction. When the server ends the session between two
 * statements (a switchover's fast shutdown, pg_terminate_backend), node-postgres emits the error
 * on the idle connection and TypeORM releases the query runner at once: the next statement, or
 * the COMMIT, then fails with QueryRunnerAlreadyReleasedError (QueryRunnerProviderAlreadyReleasedError
 * through manager.query), which names no SQLSTATE and would be answered 500. The connection's own
 * error (57P01, "Connection terminated") is what happened, and is answered 503
 * (isDatabaseUnavailable). The error is looked up by connection rather than listened for during
 * the transaction: the session can end in the same read as START TRANSACTION's answer, before
 * the transaction's work has begun. A runner used after its transaction ended, on a connection
 * that did not fail, stays a QueryRunnerAlreadyReleasedError: that is a bug. `connection`: the
 * one the transaction's query runner answered from `connect()`.
 */
export function explainFailure(connection: unknown, failure: unknown): unknown {
  if (!(failure instanceof QueryRunnerAlreadyReleasedError || failure instanceof QueryRunnerProviderAlreadyReleasedError)) return failure;
  if (!connection || typeof connection !== 'object') return failure;
  return endedBy.get(connection) ?? failure;
}
