/**
 * The hand-written handlers' pg pools. The baseline every ratio is taken against names its
 * parameterised statements as the service does (PostgreSQL parses and plans each once per
 * connection), so the two are compared on equal terms; a second set of handlers sends them unnamed,
 * as most Express + pg code does (`pool.query(text, values)`), for the second column
 * (docs/performance.md, "Benches").
 */
import { Client, Pool } from 'pg';
import { StatementNames } from '../src/core/db/prepared-statements';

// The service's naming rule (named from a text's second run), unbounded: the handlers send a fixed handful of texts.
const names = new StatementNames({ enabled: true, maxStatements: Infinity, maxTextLength: Infinity });

class PreparingClient extends Client {
  // pg's overloads: (text, values, callback?) becomes the named form; everything else is passed on.
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    const query = Client.prototype.query as (...rest: unknown[]) => never;
    const name = typeof config === 'string' && Array.isArray(values) ? names.nameFor(config) : undefined;
    if (name !== undefined) return query.call(this, { name, text: config, values }, callback);
    return query.apply(this, args);
  }
}

/** Whether the second set of hand-written handlers (unnamed statements) runs: `BENCH_UNNAMED_BASELINE=0` leaves it out. */
export const unnamedBaselineRuns = (): boolean => process.env.BENCH_UNNAMED_BASELINE !== '0';

export function handWrittenPool(connectionString: string, max: number, statements: 'named' | 'unnamed'): Pool {
  return new Pool({ connectionString, max, ...(statements === 'named' ? { Client: PreparingClient } : {}) });
}
