import pg from 'pg';
import type { QueryResult } from 'pg';

/*
 * A transaction's last statement and its COMMIT in one write (docs/architecture.md, "Commit with
 * the last statement"). node-postgres sends a query only after the server's ReadyForQuery for the
 * one before, so a COMMIT sent after the last statement waits for that statement's answer to reach
 * the service, for the service's event loop to come round to it, and for the COMMIT to travel back:
 * the row locks the statement took are held through all of that. Here the extended-protocol
 * messages of both go out together, ended by one Sync:
 *
 *   [Parse SAVEPOINT, Bind, Execute]  Parse/Bind/Describe/Execute <statement>  Parse COMMIT, Bind, Execute  Sync
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
  sync(): void;
  on(event: string, listener: () => void): void;
  removeListener(event: string, listener: () => void): void;
  parsedStatements: Record<string, string>;
}

/** The methods of node-postgres's Query that its client calls and its typings leave out (pg 8, lib/query.js). */
interface QueryInternals {
  name?: string;
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

/**
 * node-postgres's own Query (its parsers, result, named-statement bookkeeping and error handling)
 * with the savepoint written before the statement and the COMMIT after it, in the same Sync.
 */
class StatementThenCommit extends NodePostgresQuery {
  /** Commands the server completed: [savepoint], statement, COMMIT. */
  completed = 0;
  private parses = 0;
  private parseSent = false;
  private countParse = () => void this.parses++;

  constructor(
    text: string,
    values: unknown[],
    private readonly savepoint: boolean,
    callback: (error: Error | undefined, result: QueryResult | QueryResult[]) => void,
  ) {
    super(text, values, callback);
  }

  override handleCommandComplete(msg: unknown, connection: unknown): void {
    this.completed++;
    super.handleCommandComplete(msg, connection);
  }

  override handleError(error: Error, connection: unknown): void {
    const con = connection as Connection;
    this.stopCounting(con);
    // node-postgres marks a name parsed on any ParseComplete of the active query: the savepoint's
    // arrives before the statement's own, so a statement whose Parse failed would stay marked.
    const name = this.name;
    if (name && this.parseSent && this.parses < (this.savepoint ? 2 : 1)) delete con.parsedStatements[name];
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
    if (this.savepoint) {
      con.parse({ text: `SAVEPOINT ${LAST_STATEMENT_SAVEPOINT}` });
      con.bind({});
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
 * `name`: the statement's prepared-statement name, as runSql gives it.
 */
export function sendWithCommit<Row>(
  client: { query: (query: pg.Query) => unknown },
  text: string,
  params: readonly unknown[],
  options: { name?: string; savepoint?: boolean } = {},
): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    const savepoint = options.savepoint === true;
    const query: StatementThenCommit = new StatementThenCommit(text, params as unknown[], savepoint, (error, result) => {
      if (error) {
        const statementDone = query.completed >= (savepoint ? 2 : 1);
        reject(new PipelineError(error, statementDone ? 'transaction-ended' : 'statement-failed'));
        return;
      }
      const results = Array.isArray(result) ? result : [result];
      resolve(results[savepoint ? 1 : 0].rows as Row[]);
    });
    if (options.name !== undefined) query.name = options.name;
    client.query(query as unknown as pg.Query);
  });
}
