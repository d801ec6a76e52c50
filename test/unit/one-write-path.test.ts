import fs from 'node:fs';
import path from 'node:path';

/*
 * Every write runs in a unit of work (ctx.transaction, or serviceTransaction outside a request)
 * through TypeORM's manager or runSql, or is a unit of work of one statement (writeAlone: the
 * idempotency claim and stored answer; docs/architecture.md, "One read path and one write path").
 * The patterns below are the marks of a write that bypasses it: raw `.query(…)` with a write
 * statement (TypeORM's manager.query, dataSource.query, a query runner's, the pool's), a write on
 * the pool's manager, runSql of a write on the pool's manager, or TypeORM's own transaction.
 */

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['src', 'rest-bridge'];
/** The SQL helper itself sends the statements it is given. */
const ALLOWED = new Set(['src/core/db/run-sql.ts']);

const WRITE = String.raw`(?:INSERT\s+INTO|UPDATE\s+\w+\s+(?:\w+\s+)?SET|DELETE\s+FROM)`;
/** A string or template literal whose statement writes (possibly after a WITH). */
const WRITE_LITERAL = String.raw`[\x60'"][^\x60'"]*?\b${WRITE}`;

const BYPASSES: ReadonlyArray<[string, RegExp]> = [
  [
    'a raw .query() of a write statement (manager.query, dataSource.query, a query runner or the pool)',
    new RegExp(String.raw`\.query(?:<[^>]*>)?\(\s*${WRITE_LITERAL}`),
  ],
  [
    "a write on the pool's manager, outside a unit of work",
    /dataSource\.manager\s*\.(?:save|insert|update|delete|upsert|increment|decrement|remove|softDelete|softRemove|restore)\(/,
  ],
  [
    "runSql of a write on the pool's manager, outside a unit of work",
    new RegExp(String.raw`runSql(?:<[^>]*>)?\(\s*[\w.]*dataSource\.manager\s*,\s*${WRITE_LITERAL}`),
  ],
  ["TypeORM's own transaction instead of the unit of work", /dataSource\.transaction\(/],
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

function hitsOf(pattern: RegExp, text: string, file: string): string[] {
  const global = new RegExp(pattern.source, 'g');
  return [...text.matchAll(global)].map((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    return `${file}:${line}: ${match[0].split('\n')[0].trim()}`;
  });
}

describe('the one write path', () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((file) => path.relative(ROOT, file))
    .filter((file) => !ALLOWED.has(file));

  it('scans the source of the service and the REST bridge', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(BYPASSES)('has no %s', (_what, pattern) => {
    const hits = files.flatMap((file) => hitsOf(pattern, fs.readFileSync(path.join(ROOT, file), 'utf8'), file));
    expect(hits).toEqual([]);
  });

  it.each([
    ["await manager.query('DELETE FROM service_instances WHERE id = $1', [id]);", 0],
    ['const r = await dataSource.query(`UPDATE agenda_jobs SET locked_at = now()`);', 0],
    ['await this.db.pool.query(\n  `WITH d AS (DELETE FROM live_events RETURNING 1) SELECT 1`, []);', 0],
    ['await runtime.db.dataSource.manager.delete(ProductImportBatch, {});', 1],
    ['await runSql(runtime.db.dataSource.manager, `INSERT INTO t (a) VALUES ($1)`, [1]);', 2],
    ['await runtime.db.dataSource.transaction((tx) => work(tx));', 3],
  ] as const)('recognises the bypass in %j', (source, index) => {
    expect(hitsOf(BYPASSES[index][1], source, 'sample.ts')).toHaveLength(1);
  });

  it.each([
    "await manager.query('SELECT id FROM service_instances');",
    'await runSql(uow.manager, `UPDATE api_keys SET last_used_at = $2 WHERE id = $1`, [id, now]);',
    'await runSql(runtime.db.dataSource.manager, `SELECT b.id, b.updated_at FROM branches b`, []);',
    'await uow.manager.update(WebhookDelivery, { id }, { status });',
  ])('lets the write path and reads through: %j', (source) => {
    for (const [, pattern] of BYPASSES) expect(hitsOf(pattern, source, 'sample.ts')).toEqual([]);
  });
});
