import { type EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import type { Pool, PoolClient } from 'pg';
import { statementNamesOf } from './prepared-statements';
import { driverPool } from './driver-pool';
import { cancelWhenGone, type ClientGoneHook } from './cancel-when-gone';
import { shapedQuery } from './row-shapes';
import { type LeadingStatement, type PipelineFailure, PipelineError, sendWithCommit } from './commit-with-statement';

export interface SqlOptions {
  /**
   * false: always sent unnamed, so PostgreSQL plans it for its actual parameters every time. For
   * statements whose best plan depends on the values (a date range of one day or of ninety): a
   * named statement switches to a generic plan after five executions on a connection, planned
   * for no value in particular (docs/performance.md, "Lists at scale"). true: named even when the
   * text is longer than generated bulk statements are allowed to be (a long fixed statement on a
   * hot path, whose planning would otherwise be paid on every call).
   */
  prepared?: boolean;
  /** Cancels the statement if the caller goes away first (reads outside a transaction only; see cancelWhenGone). */
  whenClientGone?: ClientGoneHook;
}

interface Queryable {
  query: Pool['query'];
}

/**
 * One parameterised statement on the manager's connection (the transaction's client inside a
 * transaction, otherwise a client of the pool), answering its rows. For hot statements written
 * as SQL: TypeORM's query wrapper (connection check, query events, result objects) costs more CPU
 * than the round trip itself. Failures are thrown as TypeORM's QueryFailedError, as
 * `manager.query` throws them, so callers such as isUniqueViolation see no difference.
 * Statements are sent as named prepared statements within a bound (prepared-statements.ts).
 */
export async function runSql<Row>(manager: EntityManager, text: string, params: readonly unknown[], options: SqlOptions = {}): Promise<Row[]> {
  const runner = manager.queryRunner;
  // As TypeORM guards it: a released runner's client may already serve another transaction.
  if (runner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const name = options.prepared === false ? undefined : statementNamesOf(manager.connection)?.nameFor(text, options.prepared === true);
  if (runner) return send<Row>(await runner.connect(), text, params, name);
  const pool = driverPool(manager.connection);
  const client = await pool.connect();
  const watch = cancelWhenGone(pool, client, options.whenClientGone);
  let broken: Error | undefined;
  try {
    return await send<Row>(client, text, params, name);
  } catch (error) {
    broken = brokenConnection(error);
    throw error;
  } finally {
    client.release(watch.stop() ?? broken);
  }
}

/** A statement sent with the COMMIT behind it failed; `outcome` says whether the transaction is still open (commit-with-statement.ts). */
export class CommitPipelineError extends QueryFailedError {
  constructor(
    text: string,
    params: readonly unknown[],
    driverError: Error,
    readonly outcome: PipelineFailure,
  ) {
    super(text, params as unknown[], driverError);
  }
}

/**
 * The transaction's last statement with its COMMIT in the same write (commit-with-statement.ts),
 * on the manager's transaction, named as runSql names it. `savepoint`: written after a savepoint
 * (LAST_STATEMENT_SAVEPOINT), so that a failed statement can be rolled back alone; `leading`:
 * statements run before it in the same write.
 */
export async function runSqlThenCommit<Row>(
  manager: EntityManager,
  text: string,
  params: readonly unknown[],
  options: { prepared?: boolean; savepoint?: boolean; leading?: readonly LeadingStatement[] } = {},
): Promise<Row[]> {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) throw new Error('runSqlThenCommit runs in a transaction');
  if (runner.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const name = options.prepared === false ? undefined : statementNamesOf(manager.connection)?.nameFor(text, options.prepared === true);
  const client = (await runner.connect()) as PoolClient;
  try {
    return await sendWithCommit<Row>(client as never, text, params, { name, savepoint: options.savepoint, leading: options.leading });
  } catch (error) {
    if (error instanceof PipelineError) throw new CommitPipelineError(text, params, error.failure, error.outcome);
    throw error;
  }
}

async function send<Row>(target: Queryable | PoolClient, text: string, params: readonly unknown[], name: string | undefined): Promise<Row[]> {
  try {
    const result = await shapedQuery(target, text, params, name);
    return result.rows as Row[];
  } catch (error) {
    throw new QueryFailedError(text, params as unknown[], error as Error);
  }
}

/**
 * The error to release a pool client with: only a failure of the connection itself. A statement
 * the server refused (a constraint, a cast, a division by zero) leaves the session usable, so
 * the client goes back to the pool with its prepared statements; `pool.query` would close it on
 * any error, which costs a new connection on PostgreSQL and, on the embedded database, whose one
 * session every client shares, failed the next statement with "Connection terminated".
 * A FATAL error response ends the session, and the pool drops a client that can no longer query.
 * Server errors are told by their fields (severity and SQLSTATE), not their class: the embedded
 * database's adapter builds them with its own copy of the protocol parser.
 */
export function brokenConnection(error: unknown): Error | undefined {
  const cause = (error instanceof QueryFailedError ? error.driverError : error) as { severity?: unknown; code?: unknown };
  const fromServer = typeof cause?.severity === 'string' && typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code);
  return fromServer ? undefined : (cause as unknown as Error);
}
