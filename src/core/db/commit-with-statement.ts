import pg from 'pg';
import type { QueryResult } from 'pg';
import { createRequire } from 'node:module';

// The value mapping node-postgres's own Query binds parameters with (Dates, arrays, JSON, Buffers);
// pg exports lib/* but its typings do not describe it.
const { prepareValue } = createRequire(__filename)('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

/*
 * A transaction's last statement and its COMMIT in one write (docs/architecture.md, "Commit with
 * the last statement"). node-postgres sends a query only after the server's ReadyForQuery for the
 * one before, so a COMMIT sent after the last statement waits for that statement's answer to reach
 * the service, for the service's event loop to come round to it, and for the COMMIT to travel back:
 * the row locks the statement took are held through all of that. Here the extended-protocol
 * messages of both go out together, ended by one Sync:
 *
 *   [SAVEPOINT] [leading statements]  Parse/Bind/Describe/Execute <statement>  Parse COMMIT, Bind, Execute  Sync
 *
 * The server runs them in order; if the statement fails, it skips everything up to the Sync, so the
 * COMMIT is never run and the transaction stays open (aborted): with the savepoint, the caller can
 * roll back to it and repair. The locks are then held for the statement and the COMMIT only.
 */

/**
 * Where a pipelined write failed: `statement-failed`, the transaction is still open and aborted
 * (nothing after the statement ran); `transaction-ended`, the COMMIT ran or failed, so there is no
 * transaction left to roll back (a COMMIT that fails rolls back).
 */
export type PipelineFailure = 'statement-failed' | 'transaction-ended';

/** The savepoint a pipelined statement is written after (when asked for one). */
export const LAST_STATEMENT_SAVEPOINT = 'bo_last_statement';

interface Connection {
  parse(query: { text: string; name?: string; types?: unknown }): void;
  bind(config: Record<string, unknown>): void;
  execute(config: { portal: string; rows?: number }): void;
  describe(config: { type: 'P'; name: string }): void;
  sync(): void;
  on(event: string, listener: () => void): void;
  removeListener(event: string, listener: () => void): void;
  parsedStatements: Record<string, string>;
}

/** The methods of node-postgres's Query that its client calls and its typings leave out (pg 8, lib/query.js). */
interface QueryInternals {
  name?: string;
  queryMode?: string;
  handleCommandComplete(msg: unknown, connection: unknown): void;
  handleError(error: Error, connection: unknown): void;
  handleReadyForQuery(connection: unknown): void;
  prepare(connection: unknown): void;
  hasBeenParsed(connection: unknown): boolean;
  _getRows(connection: unknown, rows: number | undefined): void;
}

const NodePostgresQuery = pg.Query as unknown as new (
  text: string,
  values: unknown[],
  callback: (error: Error | undefined, result: QueryResult | QueryResult[]) => void,
) => QueryInternals;

/** A statement written ahead of the last one, unnamed: the savepoint, row locks to take first. */
export interface LeadingStatement {
  text: string;
  params: readonly unknown[];
}

/**
 * node-postgres's own Query (its parsers, result, named-statement bookkeeping and error handling)
 * with the leading statements written before the statement and the COMMIT after it, in the same Sync.
 */
class StatementThenCommit extends NodePostgresQuery {
  /** Commands the server completed: the leading ones, the statement, the COMMIT. */
  completed = 0;
  private parses = 0;
  private parseSent = false;
  private countParse = () => void this.parses++;

  constructor(
    text: string,
    values: unknown[],
    readonly leading: readonly LeadingStatement[],
    callback: (error: Error | undefined, result: QueryResult | QueryResult[]) => void,
  ) {
    super(text, values, callback);
    // A statement without parameters would otherwise go as a simple Query message, which has no room for the rest.
    this.queryMode = 'extended';
  }

  override handleCommandComplete(msg: unknown, connection: unknown): void {
    this.completed++;
    super.handleCommandComplete(msg, connection);
  }

  override handleError(error: Error, connection: unknown): void {
    const con = connection as Connection;
    this.stopCounting(con);
    // node-postgres marks a name parsed on any ParseComplete of the active query: the leading
    // statements' arrive before the statement's own, so a statement whose Parse failed would stay marked.
    const name = this.name;
    if (name && this.parseSent && this.parses < this.leading.length + 1) delete con.parsedStatements[name];
    super.handleError(error, connection);
  }

  override handleReadyForQuery(connection: unknown): void {
    this.stopCounting(connection as Connection);
    super.handleReadyForQuery(connection);
  }

  private stopCounting(connection: Connection): void {
    connection.removeListener('parseComplete', this.countParse);
  }

  override prepare(connection: unknown): void {
    const con = connection as Connection;
    con.on('parseComplete', this.countParse);
    this.parseSent = !this.hasBeenParsed(connection);
    for (const statement of this.leading) {
      con.parse({ text: statement.text });
      con.bind({ values: statement.params, valueMapper: prepareValue });
      con.describe({ type: 'P', name: '' });
      con.execute({ portal: '' });
    }
    super.prepare(connection);
  }

  /** Query.prepare ends with this: the statement's Execute, then (here) the COMMIT before the Sync. */
  override _getRows(connection: unknown, rows: number | undefined): void {
    const con = connection as Connection;
    con.execute({ portal: '', rows });
    con.parse({ text: 'COMMIT' });
    con.bind({});
    con.execute({ portal: '' });
    con.sync();
  }
}

export class PipelineError extends Error {
  constructor(
    readonly failure: Error,
    readonly outcome: PipelineFailure,
  ) {
    super(failure.message);
  }
}

/**
 * Sends `text` with the transaction's COMMIT behind it on `client` (a node-postgres client inside an
 * open transaction) and answers the statement's rows once both are done. Throws PipelineError
 * (PipelineFailure): after `statement-failed` roll back, or roll back to the savepoint when
 * `savepoint` was asked for.
 * `name`: the statement's prepared-statement name, as runSql gives it. `leading`: statements run
 * before it in the same write (after the savepoint), e.g. row locks taken before its snapshot.
 */
export function sendWithCommit<Row>(
  client: { query: (query: pg.Query) => unknown },
  text: string,
  params: readonly unknown[],
  options: { name?: string; savepoint?: boolean; leading?: readonly LeadingStatement[] } = {},
): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    const leading = [...(options.savepoint ? [{ text: `SAVEPOINT ${LAST_STATEMENT_SAVEPOINT}`, params: [] }] : []), ...(options.leading ?? [])];
    const query: StatementThenCommit = new StatementThenCommit(text, params as unknown[], leading, (error, result) => {
      if (error) {
        const statementDone = query.completed >= leading.length + 1;
        reject(new PipelineError(error, statementDone ? 'transaction-ended' : 'statement-failed'));
        return;
      }
      if (query.completed !== leading.length + 2) {
        // Not one of the failures above, yet no COMMIT completed: the transaction must not be taken for committed.
        reject(new PipelineError(new Error(`The COMMIT written after the statement did not run (${query.completed} commands completed)`), 'statement-failed'));
        return;
      }
      const results = Array.isArray(result) ? result : [result];
      resolve(results[leading.length].rows as Row[]);
    });
    if (options.name !== undefined) query.name = options.name;
    client.query(query as unknown as pg.Query);
  });
}
