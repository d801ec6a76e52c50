import { openEmbeddedDatabase } from '../../src/core/db/embedded-postgres';

/*
 * A writer on the embedded database for the durability test: commits rows one by one and prints
 * "ack <n>" after each commit returned, as the service answers after its commit. Every
 * CHECKPOINT_EVERY rows it checkpoints too, so kills also land while data pages are written.
 * Usage: node -r @swc-node/register test/support/embedded-writer.ts <dataDir> (the test runs the copy
 * compiled for its run, test/support/compiled-service.ts)
 */
const CHECKPOINT_EVERY = 40;

async function main(): Promise<void> {
  const database = await openEmbeddedDatabase({ dataDir: process.argv[2] });
  const { pglite } = database;
  await pglite.exec(`
    CREATE TABLE IF NOT EXISTS durability_rows (n integer PRIMARY KEY, pad text NOT NULL);
    CREATE TABLE IF NOT EXISTS durability_seed (id text PRIMARY KEY);
    INSERT INTO durability_seed VALUES ('seed') ON CONFLICT DO NOTHING;
  `);
  const settings = await pglite.query<{ name: string; setting: string }>(`SELECT name, setting FROM pg_settings WHERE name IN ('synchronous_commit', 'fsync')`);
  const start = (await pglite.query<{ n: number }>('SELECT coalesce(max(n), 0) + 1 AS n FROM durability_rows')).rows[0].n;
  process.stdout.write(`ready ${start} ${JSON.stringify(Object.fromEntries(settings.rows.map((row) => [row.name, row.setting])))}\n`);
  for (let n = start; ; n++) {
    // Several statements in one transaction: the commit is what is acknowledged.
    await pglite.transaction(async (tx) => {
      await tx.query('INSERT INTO durability_rows VALUES ($1, repeat($2, 300))', [n, 'x']);
      await tx.query('UPDATE durability_seed SET id = id WHERE id = $1', ['seed']);
    });
    process.stdout.write(`ack ${n}\n`);
    if (n % CHECKPOINT_EVERY === 0) await pglite.exec('CHECKPOINT');
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
