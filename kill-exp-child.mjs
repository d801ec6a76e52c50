import { PGlite } from '@electric-sql/pglite';
const dir = process.argv[2];
const pg = await PGlite.create({ dataDir: dir });
await pg.exec('CREATE TABLE IF NOT EXISTS t (id int primary key, pad text)');
const start = Number((await pg.query('SELECT coalesce(max(id),0)+1 AS n FROM t')).rows[0].n);
process.stdout.write(`ready ${start}\n`);
for (let i = start; ; i++) {
  await pg.query('INSERT INTO t VALUES ($1, repeat($2, 200))', [i, 'x']);
  process.stdout.write(`ack ${i}\n`);
}
