import { runSql } from '../../src/core/db/run-sql';
import { serviceTypeParsers } from '../../src/core/db/timestamp-parser';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The service's pools read timestamptz with their own parser (src/core/db/timestamp-parser.ts).
 * Whatever the session's time zone, every value read must be the instant PostgreSQL holds: read
 * back here against PostgreSQL's own epoch of the same value, on PGlite and on PostgreSQL.
 */
const ZONES = ['UTC', 'Asia/Baghdad', 'America/St_Johns', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/Los_Angeles'];
const VALUES = [
  '2026-11-25 18:13:28.503946+00',
  '2026-03-29 00:30:00+00',
  '2026-07-01 12:00:00.1+00',
  '1999-12-31 23:59:59.999999+00',
  // Before time zones were standardised: offsets with seconds (local mean time).
  '1880-06-01 00:00:00+00',
  'infinity',
];

describe("timestamps read through the service's pool", () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase({ poolSize: 2 });
  });
  afterAll(() => test.drop());

  it("is configured with the service's type parsers", () => {
    expect((test.db.pool as unknown as { options: { types?: unknown } }).options.types).toBe(serviceTypeParsers);
  });

  it.each(ZONES)("reads every value as the instant PostgreSQL holds when the session's zone is %s", async (zone) => {
    const rows = await test.db.dataSource.transaction(async (manager) => {
      await runSql(manager, `SELECT set_config('TimeZone', $1, true)`, [zone]);
      return runSql<{ text: string; value: Date | number; epoch_ms: string | null }>(
        manager,
        `SELECT v::timestamptz::text AS text, v::timestamptz AS value,
                CASE WHEN isfinite(v::timestamptz) THEN (extract(epoch FROM v::timestamptz) * 1000)::bigint::text END AS epoch_ms
           FROM unnest($1::text[]) AS v`,
        [VALUES],
      );
    });
    expect(rows).toHaveLength(VALUES.length);
    for (const row of rows) {
      const expected = row.epoch_ms === null ? Infinity : Number(row.epoch_ms);
      const read = row.value instanceof Date ? row.value.getTime() : row.value;
      // PostgreSQL rounds the epoch to whole milliseconds; a Date keeps the first three digits.
      expect([row.text, Math.abs(read - expected) <= 1 || read === expected]).toEqual([row.text, true]);
    }
  });
});
