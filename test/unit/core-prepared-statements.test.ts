import { StatementNames } from '../../src/core/db/prepared-statements';
import { loadConfig } from '../../src/core/config/config';

describe('names of prepared statements', () => {
  const names = (overrides: Partial<ConstructorParameters<typeof StatementNames>[0]> = {}) =>
    new StatementNames({ enabled: true, maxStatements: 3, maxTextLength: 100, ...overrides });

  /** The name a text gets once it repeats (its first run goes unnamed). */
  const named = (of: StatementNames, text: string) => {
    of.nameFor(text);
    return of.nameFor(text);
  };

  it('names a text when it runs a second time, never on its first run (one-off statements take no place)', () => {
    const of = names();
    expect(of.nameFor('SELECT 1')).toBeUndefined();
    expect(of.nameFor('SELECT 1')).toMatch(/^bo_[0-9a-f]{24}$/);
    expect(of.size).toBe(1);
  });

  it('gives one text one name, derived from the text alone (the same in every process)', () => {
    const a = names();
    const b = names();
    const text = 'SELECT id FROM hr_departments WHERE organization_id = $1';
    const name = named(a, text);
    expect(a.nameFor(text)).toBe(name);
    expect(named(b, text)).toBe(name);
    expect(named(a, `${text} LIMIT 1`)).not.toBe(name);
  });

  it('names at most maxStatements texts, then sends new texts unnamed while known ones keep their names', () => {
    const bounded = names();
    const first = named(bounded, 'SELECT 1');
    named(bounded, 'SELECT 2');
    named(bounded, 'SELECT 3');
    expect(named(bounded, 'SELECT 4')).toBeUndefined();
    expect(bounded.nameFor('SELECT 1')).toBe(first);
    expect(bounded.size).toBe(3);
  });

  it('sends long generated texts unnamed, and everything unnamed when switched off', () => {
    expect(named(names(), `INSERT INTO t (a) VALUES ${Array.from({ length: 40 }, (_, i) => `($${i + 1})`).join(', ')}`)).toBeUndefined();
    expect(named(names({ enabled: false }), 'SELECT 1')).toBeUndefined();
  });

  it('names a long fixed text its caller marks as hot, within the bound on names, and never when switched off', () => {
    const long = `WITH a AS (SELECT $1::int AS x) SELECT ${'x + '.repeat(40)}0 FROM a`;
    const of = names();
    of.nameFor(long, true);
    expect(of.nameFor(long, true)).toMatch(/^bo_[0-9a-f]{24}$/);
    const full = names({ maxStatements: 1 });
    named(full, 'SELECT 1');
    full.nameFor(long, true);
    expect(full.nameFor(long, true)).toBeUndefined();
    const off = names({ enabled: false });
    off.nameFor(long, true);
    expect(off.nameFor(long, true)).toBeUndefined();
  });

  it('is on unless DATABASE_PREPARED_STATEMENTS switches it off', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'on' }).databasePreparedStatements).toBe(true);
  });
});
