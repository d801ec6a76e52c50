import { type DeferredStatement, flushStatements, type RowGroup } from '../../src/core/db/deferred-writes';

describe("the statement that writes a transaction's deferred writes before its commit", () => {
  const audit = (rows: unknown[][]): RowGroup => ({ table: '"audit_entries"', columns: ['"action"', '"changes"'], rows });
  const mark: DeferredStatement = (param) =>
    `UPDATE idempotency_records SET effect_committed_at = now() WHERE scope = ${param('user:1')} AND key = ${param('k')}`;

  it('sends a single part as it is, with its values as parameters', () => {
    expect(flushStatements([audit([['placed', '{"a":1}']])], [])).toEqual([
      { text: 'INSERT INTO "audit_entries" ("action", "changes") VALUES ($1, $2)', params: ['placed', '{"a":1}'] },
    ]);
    expect(flushStatements([], [mark])).toEqual([
      { text: 'UPDATE idempotency_records SET effect_committed_at = now() WHERE scope = $1 AND key = $2', params: ['user:1', 'k'] },
    ]);
  });

  it('joins several parts into one statement of WITH clauses, numbering the parameters across them', () => {
    const outbox: RowGroup = { table: '"outbox_events"', columns: ['"type"'], rows: [['sales.order.placed'], ['sales.order.accepted']] };
    const [statement, ...more] = flushStatements(
      [
        audit([
          ['placed', null],
          ['accepted', null],
        ]),
        outbox,
      ],
      [mark],
    );
    expect(more).toEqual([]);
    expect(statement.text).toBe(
      'WITH w0 AS (INSERT INTO "audit_entries" ("action", "changes") VALUES ($1, $2), ($3, $4)), ' +
        'w1 AS (INSERT INTO "outbox_events" ("type") VALUES ($5), ($6)) ' +
        'UPDATE idempotency_records SET effect_committed_at = now() WHERE scope = $7 AND key = $8',
    );
    expect(statement.params).toEqual(['placed', null, 'accepted', null, 'sales.order.placed', 'sales.order.accepted', 'user:1', 'k']);
  });

  it('never puts a value into the text, whatever it holds', () => {
    const hostile = "x'); DROP TABLE audit_entries; --";
    const [statement] = flushStatements([audit([[hostile, '$1']])], []);
    expect(statement.text).not.toContain('DROP');
    expect(statement.params).toEqual([hostile, '$1']);
  });

  it('splits rows over as many statements as the parameter bound needs, keeping their order', () => {
    const rows = Array.from({ length: 7 }, (_, i) => [`a${i}`, i]);
    const statements = flushStatements([audit(rows)], [mark], 6);
    // 2 columns: 3 rows per statement at most, then the mark in a statement of its own.
    expect(statements.map((statement) => statement.params.length)).toEqual([6, 6, 2, 2]);
    expect(statements.slice(0, 3).flatMap((statement) => statement.params)).toEqual(rows.flat());
    expect(statements.every((statement) => !statement.text.startsWith('WITH'))).toBe(true);
    for (const statement of statements) {
      expect(Math.max(...[...statement.text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))).toBe(statement.params.length);
    }
  });

  it('puts the statement whose rows are read back last, at the top level, its own WITH parts after the others', () => {
    const reading = (param: (value: unknown) => string) => ({
      parts: [`live_next AS (INSERT INTO live_branch_sequences (branch_id, seq) VALUES (${param('b1')}, 1) RETURNING seq)`],
      last: `INSERT INTO live_events (branch_id, seq) SELECT ${param('b1')}, seq FROM live_next RETURNING seq`,
    });
    const [statement, ...more] = flushStatements([audit([['placed', null]])], [mark], undefined, [{ build: reading }]);
    expect(more).toEqual([]);
    expect(statement).toEqual({
      text:
        'WITH w0 AS (INSERT INTO "audit_entries" ("action", "changes") VALUES ($1, $2)), ' +
        'w1 AS (UPDATE idempotency_records SET effect_committed_at = now() WHERE scope = $3 AND key = $4), ' +
        'live_next AS (INSERT INTO live_branch_sequences (branch_id, seq) VALUES ($5, 1) RETURNING seq) ' +
        'INSERT INTO live_events (branch_id, seq) SELECT $6, seq FROM live_next RETURNING seq',
      params: ['placed', null, 'user:1', 'k', 'b1', 'b1'],
      reads: true,
    });
    expect(flushStatements([], [], undefined, [{ build: reading }])).toEqual([
      {
        text: 'WITH live_next AS (INSERT INTO live_branch_sequences (branch_id, seq) VALUES ($1, 1) RETURNING seq) INSERT INTO live_events (branch_id, seq) SELECT $2, seq FROM live_next RETURNING seq',
        params: ['b1', 'b1'],
        reads: true,
      },
    ]);
  });

  it('reads several statements in turn from the top level, as JSON, asking for a name when one of them does', () => {
    const posting = (param: (value: unknown) => string) => ({
      parts: [`locked AS MATERIALIZED (SELECT item FROM balances WHERE branch = ${param('b1')} FOR UPDATE)`],
      last: `SELECT count(*) AS n FROM locked`,
    });
    const live = (param: (value: unknown) => string) => ({
      parts: [`live_next AS (INSERT INTO live_branch_sequences (branch_id, seq) VALUES (${param('b1')}, 1) RETURNING seq)`],
      last: `INSERT INTO live_events (seq) SELECT seq FROM live_next RETURNING seq`,
    });
    const [statement, ...more] = flushStatements([audit([['placed', null]])], [], undefined, [
      { build: posting, recursive: true, prepared: true },
      { build: live },
    ]);
    expect(more).toEqual([]);
    expect(statement).toEqual({
      text:
        'WITH RECURSIVE w0 AS (INSERT INTO "audit_entries" ("action", "changes") VALUES ($1, $2)), ' +
        'locked AS MATERIALIZED (SELECT item FROM balances WHERE branch = $3 FOR UPDATE), r0 AS (SELECT count(*) AS n FROM locked), ' +
        'live_next AS (INSERT INTO live_branch_sequences (branch_id, seq) VALUES ($4, 1) RETURNING seq), ' +
        'r1 AS (INSERT INTO live_events (seq) SELECT seq FROM live_next RETURNING seq) ' +
        'SELECT 0 AS reading, to_jsonb(x) AS data FROM r0 x UNION ALL SELECT 1 AS reading, to_jsonb(x) AS data FROM r1 x',
      params: ['placed', null, 'b1', 'b1'],
      reads: true,
      prepared: true,
    });
  });

  it('writes nothing when nothing was deferred', () => {
    expect(flushStatements([], [])).toEqual([]);
  });
});
