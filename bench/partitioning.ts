/**
 * `npm run bench:partitions` (docs/operations.md, "Partitioning"): on the ledger of `npm run
 * seed:scale` (SCALE_DB, default bo_scale), each growing table next to a monthly partitioned copy
 * of itself (range on its time column, the same indexes, unique keys with the time column
 * appended, as PostgreSQL requires), in a scratch schema that is dropped at the end. Prints:
 * - table and index sizes, unpartitioned and partitioned;
 * - VACUUM after the last month's rows were updated (an order's status, an event's dispatch):
 *   the whole table, against the one partition that holds the dead rows;
 * - the first page of an undated list (orders by total) and of one month (orders by placed_at);
 * - outbox retention: the retention job's batched DELETE of the events older than 7 days plus
 *   VACUUM, against dropping the partitions that hold them (daily partitions for the outbox).
 * Run it on an idle machine; each timing is the best of three.
 */
import { Client } from 'pg';
import { scaleUrl, SCALE_DB } from './seed-scale';

const S = 'bench_partitions';

async function main(): Promise<void> {
  const client = new Client({ connectionString: scaleUrl(process.env.DATABASE_URL, SCALE_DB) });
  await client.connect();
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
  const timed = async (sql: string, params: unknown[] = []) => {
    const started = performance.now();
    await client.query(sql, params);
    return performance.now() - started;
  };
  const best = async (sql: string, params: unknown[] = []) => Math.min(await timed(sql, params), await timed(sql, params), await timed(sql, params));
  const size = async (relation: string) => {
    const [row] = await q<{ table: string; indexes: string }>(
      `SELECT coalesce(sum(pg_table_size(c.oid)), 0)::text AS table, coalesce(sum(pg_indexes_size(c.oid)), 0)::text AS indexes
         FROM pg_class c WHERE c.oid = $1::regclass OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = $1::regclass)`,
      [relation],
    );
    return { table: Number(row.table), indexes: Number(row.indexes) };
  };
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

  await q(`DROP SCHEMA IF EXISTS ${S} CASCADE`);
  await q(`CREATE SCHEMA ${S}`);
  const [{ org }] = await q<{ org: string }>(`SELECT organization_id AS org FROM sales_orders GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const [{ lo, hi }] = await q<{ lo: Date; hi: Date }>(`SELECT date_trunc('month', min(placed_at)) AS lo, max(placed_at) AS hi FROM sales_orders`);
  const rows: string[] = [];
  try {
    /** A copy of `table` partitioned by `column` in `step` ranges, with the table's indexes (unique ones widened). */
    const partitionedCopy = async (table: string, column: string, step: 'month' | 'day', from: Date, to: Date) => {
      await q(`CREATE TABLE ${S}.${table} (LIKE public.${table} INCLUDING DEFAULTS) PARTITION BY RANGE (${column})`);
      for (let start = new Date(from); start <= to;) {
        const end = new Date(start);
        if (step === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
        else end.setUTCDate(end.getUTCDate() + 1);
        const name = `${table}_${start.toISOString().slice(0, 10).replace(/-/g, '')}`;
        await q(`CREATE TABLE ${S}.${name} PARTITION OF ${S}.${table} FOR VALUES FROM ('${start.toISOString()}') TO ('${end.toISOString()}')`);
        start = end;
      }
      const indexes = await q<{ def: string; unique: boolean; columns: string }>(
        `SELECT pg_get_indexdef(i.indexrelid) AS def, i.indisunique AS unique,
                (SELECT string_agg(a.attname, ',') FROM pg_attribute a WHERE a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)) AS columns
           FROM pg_index i WHERE i.indrelid = $1::regclass`,
        [`public.${table}`],
      );
      for (const index of indexes) {
        let def = index.def.replace(/ ON public\./, ` ON ${S}.`).replace(/INDEX "?([A-Za-z0-9_]+)"?/, (_m, name: string) => `INDEX ${name.slice(0, 40)}_p`);
        // A unique index of a partitioned table must contain the partition key.
        if (index.unique && !index.columns.split(',').includes(column))
          def = def.replace(/\(([^()]*)\)(\s+WHERE.*)?$/, (_m, cols: string, where = '') => `(${cols}, ${column})${where}`);
        await q(def);
      }
      await q(`INSERT INTO ${S}.${table} SELECT * FROM public.${table}`);
      await q(`VACUUM ANALYZE ${S}.${table}`);
    };

    for (const [table, column] of [
      ['sales_orders', 'placed_at'],
      ['audit_entries', 'at'],
    ] as const) {
      await partitionedCopy(table, column, 'month', lo, hi);
      const [plain, parted] = [await size(`public.${table}`), await size(`${S}.${table}`)];
      rows.push(`| ${table} | table ${mb(plain.table)}, indexes ${mb(plain.indexes)} | table ${mb(parted.table)}, indexes ${mb(parted.indexes)} |`);
    }

    // The last month's orders change (a status), then VACUUM: the whole table against one partition.
    const lastMonth = new Date(hi);
    lastMonth.setUTCDate(1);
    lastMonth.setUTCHours(0, 0, 0, 0);
    const touch = (schema: string) => q(`UPDATE ${schema}.sales_orders SET status = status WHERE placed_at >= $1`, [lastMonth]);
    await touch('public');
    const vacuumWhole = await timed(`VACUUM public.sales_orders`);
    await touch(S);
    const lastPartition = `${S}.sales_orders_${lastMonth.toISOString().slice(0, 10).replace(/-/g, '')}`;
    const vacuumPartition = await timed(`VACUUM ${lastPartition}`);
    rows.push(`| VACUUM after the last month's orders changed | whole table ${vacuumWhole.toFixed(0)} ms | its partition ${vacuumPartition.toFixed(0)} ms |`);

    // Lists: an undated first page sorted by total, and one month by placed_at.
    for (const [label, sql, params] of [
      [
        'orders, no date, sorted by total (first page)',
        `SELECT id FROM %s.sales_orders WHERE organization_id = $1 ORDER BY total DESC, id DESC LIMIT 21`,
        [org],
      ],
      [
        'orders of one month, sorted by placed_at (first page)',
        `SELECT id FROM %s.sales_orders WHERE organization_id = $1 AND placed_at >= $2 AND placed_at < $2::timestamptz + interval '1 month' ORDER BY placed_at DESC, id DESC LIMIT 21`,
        [org, new Date(lastMonth.getTime() - 40 * 86_400_000)],
      ],
      [
        'a record history (audit entries of one order)',
        `SELECT id FROM %s.audit_entries WHERE organization_id = $1 AND entity_type = 'SalesOrder' AND entity_id = (SELECT entity_id FROM public.audit_entries LIMIT 1) ORDER BY at DESC LIMIT 21`,
        [org],
      ],
    ] as Array<[string, string, unknown[]]>) {
      const plain = await best(sql.replace('%s', 'public'), params);
      const parted = await best(sql.replace('%s', S), params);
      rows.push(`| ${label} | ${plain.toFixed(2)} ms | ${parted.toFixed(2)} ms |`);
    }

    // Outbox retention: events older than 7 days, every one dispatched (as in the seed).
    const [{ outboxHi }] = await q<{ outboxHi: Date }>(`SELECT max(occurred_at) AS "outboxHi" FROM outbox_events`);
    const cutoff = new Date(outboxHi.getTime() - 7 * 86_400_000);
    const [{ outboxLo }] = await q<{ outboxLo: Date }>(`SELECT date_trunc('day', min(occurred_at)) AS "outboxLo" FROM outbox_events`);
    await partitionedCopy('outbox_events', 'occurred_at', 'day', outboxLo, outboxHi);
    await q(`CREATE TABLE ${S}.outbox_plain AS SELECT * FROM public.outbox_events`);
    await q(`CREATE INDEX ON ${S}.outbox_plain (dispatched_at, occurred_at)`);
    await q(`CREATE UNIQUE INDEX ON ${S}.outbox_plain (id)`);
    await q(`VACUUM ANALYZE ${S}.outbox_plain`);
    const beforeDelete = await size(`${S}.outbox_plain`);
    let deleted = 0;
    const deleteStarted = performance.now();
    for (;;) {
      const result = await client.query(
        `DELETE FROM ${S}.outbox_plain WHERE id IN (SELECT id FROM ${S}.outbox_plain WHERE dispatched_at IS NOT NULL AND occurred_at < $1 ORDER BY occurred_at LIMIT 5000)`,
        [cutoff],
      );
      deleted += result.rowCount ?? 0;
      if (!result.rowCount) break;
    }
    const deleteMs = performance.now() - deleteStarted;
    const vacuumMs = await timed(`VACUUM ${S}.outbox_plain`);
    const afterDelete = await size(`${S}.outbox_plain`);
    const old = await q<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = '${S}.outbox_events'::regclass AND c.relname < $1 ORDER BY 1`,
      [`outbox_events_${cutoff.toISOString().slice(0, 10).replace(/-/g, '')}`],
    );
    const dropStarted = performance.now();
    for (const partition of old) await q(`DROP TABLE ${S}.${partition.name}`);
    const dropMs = performance.now() - dropStarted;
    const afterDrop = await size(`${S}.outbox_events`);
    rows.push(
      `| outbox retention (${deleted.toLocaleString('en')} events older than 7 days) | batched DELETE ${deleteMs.toFixed(0)} ms + VACUUM ${vacuumMs.toFixed(0)} ms; ` +
        `${mb(beforeDelete.table + beforeDelete.indexes)} → ${mb(afterDelete.table + afterDelete.indexes)} on disk | DROP of ${old.length} daily partitions ${dropMs.toFixed(0)} ms; ${mb(afterDrop.table + afterDrop.indexes)} left |`,
    );

    console.log(`\nPartitioning on ${SCALE_DB} (monthly, outbox daily):\n`);
    console.log('| | unpartitioned | partitioned |');
    console.log('|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await q(`DROP SCHEMA IF EXISTS ${S} CASCADE`).catch(() => undefined);
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
