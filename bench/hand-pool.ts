/**
 * The hand-written handlers' pg pool. By default their statements go unnamed, as most Express + pg
 * code sends them (`pool.query(text, values)`); `BENCH_HAND_PREPARED=1` names their parameterised
 * statements as the service does since its eighth performance pass, so the two can be compared
 * on equal terms as well (docs/performance.md).
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

export const handStatementsNamed = (): boolean => process.env.BENCH_HAND_PREPARED === '1';

export function handWrittenPool(connectionString: string, max: number): Pool {
  return new Pool({ connectionString, max, ...(handStatementsNamed() ? { Client: PreparingClient } : {}) });
}
