import pg from 'pg';

export interface SqlCounter {
  /** Statements sent since the counter started (or was last reset). */
  readonly count: number;
  /** Their text, in order (for a failing test's message). */
  readonly statements: readonly string[];
  reset(): void;
  stop(): void;
}

/**
 * Counts every statement any node-postgres client in this process sends: TypeORM's queries,
 * `runSql`, transactions' BEGIN/COMMIT, on PostgreSQL and on PGlite alike (both go through
 * pg.Client). Only one counter may run at a time.
 */
export function countSql(options: { keepText?: boolean } = {}): SqlCounter {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  if ((original as { counting?: boolean }).counting) throw new Error('a SQL counter is already running');
  let count = 0;
  let statements: string[] = [];
  const counting = function (this: unknown, ...args: unknown[]) {
    count++;
    if (options.keepText !== false) {
      const first = args[0] as string | { text?: string };
      statements.push(typeof first === 'string' ? first : String(first?.text));
    }
    return original.apply(this, args);
  };
  (counting as { counting?: boolean }).counting = true;
  proto.query = counting;
  return {
    get count() {
      return count;
    },
    get statements() {
      return statements;
    },
    reset() {
      count = 0;
      statements = [];
    },
    stop() {
      proto.query = original;
    },
  };
}
