import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { applyRetention } from '../../src/core/retention/retention';

const DAY = 86_400_000;

describe('retention of dispatched outbox events and expired idempotency records', () => {
  let database: TestDatabase;
  const now = new Date('2026-11-26T12:00:00Z');
  const q = (sql: string, params: unknown[] = []) => database.db.dataSource.query(sql, params);
  const count = async (sql: string) => Number((await q(sql))[0].n);

  beforeAll(async () => {
    database = await createTestDatabase();
    const event = (dispatched: string | null, occurred: Date) =>
      q(
        `INSERT INTO outbox_events (organization_id, type, resource_type, resource_id, data, actor, occurred_at, dispatched_at)
         VALUES (gen_random_uuid(), 'x.happened', 'x', 'r', '{}'::jsonb, '{}'::jsonb, $1, $2)`,
        [occurred, dispatched],
      );
    for (let n = 0; n < 12; n++) await event(new Date(now.getTime() - (8 + n) * DAY).toISOString(), new Date(now.getTime() - (8 + n) * DAY));
    for (let n = 0; n < 3; n++) await event(new Date(now.getTime() - n * DAY).toISOString(), new Date(now.getTime() - n * DAY));
    for (let n = 0; n < 2; n++) await event(null, new Date(now.getTime() - 30 * DAY));
    const record = (key: string, expires: Date) =>
      q(`INSERT INTO idempotency_records (scope, key, request_hash, state, locked_until, expires_at) VALUES ('user:1', $1, 'h', 'completed', $2, $2)`, [
        key,
        expires,
      ]);
    for (let n = 0; n < 4; n++) await record(`old-${n}`, new Date(now.getTime() - (n + 1) * 3_600_000));
    await record('live', new Date(now.getTime() + 3_600_000));
  }, 60_000);
  afterAll(() => database.drop());

  it('removes in batches, stops at the batch limit and carries on where it stopped on the next run', async () => {
    const first = await applyRetention(database.db.dataSource, now, { outboxDays: 7, batch: 5, maxBatches: 1 });
    expect(first).toEqual({ outboxEvents: 5, idempotencyRecords: 4, more: true });
    const second = await applyRetention(database.db.dataSource, now, { outboxDays: 7, batch: 5 });
    expect(second).toEqual({ outboxEvents: 7, idempotencyRecords: 0, more: false });
  });

  it('keeps recent dispatched events, every undispatched event, and idempotency records that have not expired', async () => {
    expect(await count('SELECT count(*) AS n FROM outbox_events WHERE dispatched_at IS NOT NULL')).toBe(3);
    expect(await count('SELECT count(*) AS n FROM outbox_events WHERE dispatched_at IS NULL')).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM idempotency_records`)).toBe(1);
    expect(await applyRetention(database.db.dataSource, now, { outboxDays: 7 })).toEqual({ outboxEvents: 0, idempotencyRecords: 0, more: false });
  });
});
