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

  it('writes nothing when nothing was deferred', () => {
    expect(flushStatements([], [])).toEqual([]);
  });
});
