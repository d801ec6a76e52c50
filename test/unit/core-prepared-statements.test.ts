import { StatementNames } from '../../src/core/db/prepared-statements';
import { loadConfig } from '../../src/core/config/config';

describe('names of prepared statements', () => {
  const names = (overrides: Partial<ConstructorParameters<typeof StatementNames>[0]> = {}) =>
    new StatementNames({ enabled: true, maxStatements: 3, maxTextLength: 100, ...overrides });

  it('gives one text one name, derived from the text alone (the same in every process)', () => {
    const a = names();
    const b = names();
    const text = 'SELECT id FROM hr_departments WHERE organization_id = $1';
    expect(a.nameFor(text)).toMatch(/^bo_[0-9a-f]{24}$/);
    expect(a.nameFor(text)).toBe(a.nameFor(text));
    expect(b.nameFor(text)).toBe(a.nameFor(text));
    expect(a.nameFor(`${text} LIMIT 1`)).not.toBe(a.nameFor(text));
  });

  it('names at most maxStatements texts, then sends new texts unnamed while known ones keep their names', () => {
    const bounded = names();
    const first = bounded.nameFor('SELECT 1');
    bounded.nameFor('SELECT 2');
    bounded.nameFor('SELECT 3');
    expect(bounded.nameFor('SELECT 4')).toBeUndefined();
    expect(bounded.nameFor('SELECT 1')).toBe(first);
    expect(bounded.size).toBe(3);
  });

  it('sends long generated texts unnamed, and everything unnamed when switched off', () => {
    expect(names().nameFor(`INSERT INTO t (a) VALUES ${Array.from({ length: 40 }, (_, i) => `($${i + 1})`).join(', ')}`)).toBeUndefined();
    expect(names({ enabled: false }).nameFor('SELECT 1')).toBeUndefined();
  });

  it('is on unless DATABASE_PREPARED_STATEMENTS switches it off', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' }).databasePreparedStatements).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'on' }).databasePreparedStatements).toBe(true);
  });
});
