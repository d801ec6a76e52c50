import type { EntityManager } from 'typeorm';
import { runSql } from '../../src/core/db/run-sql';
import { statementNamesOf } from '../../src/core/db/prepared-statements';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * Hot statements (runSql, ctx.query) reach PostgreSQL as named prepared statements:
 * parsed and planned once per connection. Read back from pg_prepared_statements on the
 * connection itself, on PGlite and on PostgreSQL.
 */
const DEPARTMENTS = 'SELECT id FROM hr_departments WHERE organization_id = $1';
const PREPARED = `SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'bo\\_%' ORDER BY name`;

async function onOneConnection<T>(test: TestDatabase, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return test.db.dataSource.transaction((manager) => work(manager));
}

describe('hot statements as named prepared statements', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ poolSize: 2 });
  });
  afterAll(() => test.drop());

  it('keeps a statement that repeats under the name of its text on the connection that ran it, once however often it runs', async () => {
    const org = '00000000-0000-4000-8000-000000000001';
    const prepared = await onOneConnection(test, async (manager) => {
      for (let i = 0; i < 3; i++) await runSql(manager, DEPARTMENTS, [org]);
      return runSql<{ name: string; statement: string }>(manager, PREPARED, []);
    });
    const name = statementNamesOf(test.db.dataSource)!.nameFor(DEPARTMENTS);
    expect(prepared.filter((row) => row.statement === DEPARTMENTS)).toEqual([{ name, statement: DEPARTMENTS }]);
  });

  it('reads every run of a statement with the parsers of its columns: numbers, JSON, timestamps and text the same each time', async () => {
    const text = `SELECT 7::int AS n, '{"a": [1]}'::jsonb AS doc, timestamptz '2026-11-27 10:00:00+00' AS at, 'x' AS t, NULL::int AS none, $1::text AS echo`;
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runSql(test.db.dataSource.manager, text, [`run ${i}`], { prepared: false }));
    runs.forEach((rows, i) => expect(rows).toEqual([{ n: 7, doc: { a: [1] }, at: new Date('2026-11-27T10:00:00Z'), t: 'x', none: null, echo: `run ${i}` }]));
  });

  it('reads the new columns of a statement whose table changed under the same text (a migration while the service runs)', async () => {
    const manager = test.db.dataSource.manager;
    await runSql(manager, 'CREATE TABLE shape_probe (a int)', []);
    try {
      await runSql(manager, 'INSERT INTO shape_probe VALUES (1)', []);
      const text = 'SELECT * FROM shape_probe';
      expect(await runSql(manager, text, [], { prepared: false })).toEqual([{ a: 1 }]);
      expect(await runSql(manager, text, [], { prepared: false })).toEqual([{ a: 1 }]);
      await runSql(manager, `ALTER TABLE shape_probe ALTER COLUMN a TYPE text, ADD COLUMN b jsonb DEFAULT '{"b": true}'`, []);
      expect(await runSql(manager, text, [], { prepared: false })).toEqual([{ a: '1', b: { b: true } }]);
    } finally {
      await runSql(manager, 'DROP TABLE shape_probe', []);
    }
  });

  it('keeps a statement usable after an execution failed, and never reports a statement that failed to parse as missing', async () => {
    const divide = 'SELECT 10 / $1::int AS quotient';
    expect(await runSql(test.db.dataSource.manager, divide, [5])).toEqual([{ quotient: 2 }]);
    // Named from its second run on: parsed, then refused while executing.
    await expect(runSql(test.db.dataSource.manager, divide, [0])).rejects.toMatchObject({ driverError: { code: '22012' } });
    expect(await runSql(test.db.dataSource.manager, divide, [5])).toEqual([{ quotient: 2 }]);
    const broken = 'SELECT id FROM no_such_table WHERE id = $1';
    for (let i = 0; i < 3; i++) {
      // 42P01 (undefined table) each time: never 26000, a name the client believes parsed but the server lacks.
      await expect(runSql(test.db.dataSource.manager, broken, [1])).rejects.toMatchObject({ driverError: { code: '42P01' } });
    }
  });
});

describe('a statement the server refused outside a transaction', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ poolSize: 1 });
  });
  afterAll(() => test.drop());

  it('leaves its pooled connection in the pool, prepared statements and all (no reconnect, no failed next statement)', async () => {
    const manager = test.db.dataSource.manager;
    const [before] = await runSql<{ pid: number }>(manager, 'SELECT pg_backend_pid() AS pid', []);
    await expect(runSql(manager, 'SELECT 10 / $1::int AS quotient', [0])).rejects.toMatchObject({ driverError: { code: '22012' } });
    const [after] = await runSql<{ pid: number }>(manager, 'SELECT pg_backend_pid() AS pid', []);
    expect(after.pid).toBe(before.pid);
    expect(test.db.pool.totalCount).toBe(1);
  });
});

describe('with DATABASE_PREPARED_STATEMENTS=off', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ poolSize: 2, preparedStatements: false });
  });
  afterAll(() => test.drop());

  it('sends every statement unnamed (for poolers that share server sessions per transaction)', async () => {
    const prepared = await onOneConnection(test, async (manager) => {
      for (let i = 0; i < 3; i++) await runSql(manager, DEPARTMENTS, ['00000000-0000-4000-8000-000000000001']);
      return runSql(manager, PREPARED, []);
    });
    expect(prepared).toEqual([]);
  });
});
