import { type EntityManager, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import type { Pool, PoolClient } from 'pg';
import { statementNamesOf } from './prepared-statements';
import { driverPool } from './driver-pool';
import { type CancelWatch, cancelWhenGone, ClientLeftError, type ClientGoneHook } from './cancel-when-gone';

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

type Queryable = Pick<Pool, 'query'>;

/**
 * One parameterised statement on the manager's connection (the transaction's client inside a
 * transaction, otherwise a client of the pool), answering its rows: the SQL helper for what
 * TypeORM's manager cannot express (docs/architecture.md, "One read path and one write path"). Failures are thrown as TypeORM's QueryFailedError, as
 * `manager.query` throws them, so callers such as isUniqueViolation see no difference.
 * Statements are sent as named prepared statements within a bound (prepared-statements.ts).
 */
export async function runSql<Row>(manager: EntityManager, text: string, params: readonly unknown[], options: SqlOptions = {}): Promise<Row[]> {
  const runner = manager.queryRunner;
  // As TypeORM guards it: a released runner's client may already serve another transaction.
  if (runner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
  const name = options.prepared === false ? undefined : statementNamesOf(manager.connection)?.nameFor(text, options.prepared === true);
  if (runner) return send<Row>(await runner.connect(), text, params, name);
  if (options.whenClientGone?.left()) throw new ClientLeftError();
  const pool = driverPool(manager.connection);
  const client = await pool.connect();
  let watch: CancelWatch | undefined;
  let broken: Error | undefined;
  try {
    watch = await cancelWhenGone(pool, client, options.whenClientGone);
    return await send<Row>(client, text, params, name);
  } catch (error) {
    broken = brokenConnection(error);
    throw error;
  } finally {
    client.release(watch?.stop() ?? broken);
  }
}

async function send<Row>(target: Queryable | PoolClient, text: string, params: readonly unknown[], name: string | undefined): Promise<Row[]> {
  try {
    const values = params as unknown[];
    const result = await (name === undefined ? target.query(text, values) : target.query({ name, text, values }));
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
  if (error instanceof ClientLeftError) return undefined;
  const cause = (error instanceof QueryFailedError ? error.driverError : error) as { severity?: unknown; code?: unknown };
  const fromServer = typeof cause?.severity === 'string' && typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code);
  return fromServer ? undefined : (cause as unknown as Error);
}
