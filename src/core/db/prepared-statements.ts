import { createHash } from 'node:crypto';

/*
 * Hot statements go to PostgreSQL as named prepared statements: the server parses and plans each
 * once per connection, then only binds and executes it. Planning was a large share of the
 * server's CPU on the write paths (docs/performance.md, "Per-request CPU"), and on a
 * machine where PostgreSQL shares the CPUs with the service that is throughput.
 *
 * The name is a digest of the text, so one text always has one name and node-postgres remembers
 * per connection which names it has parsed. Every connection may end up holding every name, so
 * the number of names is bounded (texts past the bound, and long generated texts such as a
 * bulk INSERT's, run unnamed as before), and a text is named only when it runs a second time:
 * one-off statements (an import's last partial batch, a rare report) never take a place.
 *
 * Off (`DATABASE_PREPARED_STATEMENTS=off`) for connection poolers that share server sessions
 * between clients per transaction (PgBouncer before 1.21, or without max_prepared_statements):
 * a name parsed on one server session would be missing on the next.
 */

export interface PreparedStatementOptions {
  enabled: boolean;
  /** Distinct statements named per data source (each connection holds at most this many). */
  maxStatements: number;
  /** Longer texts run unnamed: generated bulk statements gain nothing from a plan kept per connection. */
  maxTextLength: number;
}

export const DEFAULT_PREPARED_STATEMENTS: PreparedStatementOptions = { enabled: true, maxStatements: 300, maxTextLength: 4000 };

/** Texts seen once and not named yet are remembered up to this many (then forgotten together). */
const MAX_SEEN_ONCE = 10_000;

/** The names given to statement texts, within a bound. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly seenOnce = new Set<string>();

  constructor(private readonly options: PreparedStatementOptions) {}

  /**
   * The prepared statement's name for this text, or undefined to send it unnamed. `anyLength`: a
   * fixed text the caller knows is hot (not generated per call), named whatever its length.
   */
  nameFor(text: string, anyLength = false): string | undefined {
    if (!this.options.enabled) return undefined;
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if ((!anyLength && text.length > this.options.maxTextLength) || this.names.size >= this.options.maxStatements) return undefined;
    if (!this.seenOnce.has(text)) {
      if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    const name = `bo_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

const byDataSource = new WeakMap<object, StatementNames>();

/** Sets how a data source names its statements (openDatabase, once per data source). */
export function usePreparedStatements(dataSource: object, options: PreparedStatementOptions): void {
  byDataSource.set(dataSource, new StatementNames(options));
}

/** The statement names of a data source; unnamed for a data source that was never set up. */
export function statementNamesOf(dataSource: object): StatementNames | undefined {
  return byDataSource.get(dataSource);
}
