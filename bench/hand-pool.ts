/**
 * The hand-written handlers' pg pool. By default their statements go unnamed, as most Express + pg
 * code sends them (`pool.query(text, values)`); `BENCH_HAND_PREPARED=1` names every parameterised
 * statement, as the service does since its eighth performance pass, so the two can be compared
 * on equal terms as well (docs/performance.md).
 */
import { createHash } from 'node:crypto';
import { Client, Pool } from 'pg';

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `hand_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

class PreparingClient extends Client {
  // pg's overloads: (text, values, callback?) becomes the named form; everything else is passed on.
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    const query = Client.prototype.query as (...rest: unknown[]) => never;
    if (typeof config === 'string' && Array.isArray(values)) return query.call(this, { name: nameOf(config), text: config, values }, callback);
    return query.apply(this, args);
  }
}

export const handStatementsNamed = (): boolean => process.env.BENCH_HAND_PREPARED === '1';

export function handWrittenPool(connectionString: string, max: number): Pool {
  return new Pool({ connectionString, max, ...(handStatementsNamed() ? { Client: PreparingClient } : {}) });
}
