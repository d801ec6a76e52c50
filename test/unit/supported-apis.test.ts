import fs from 'node:fs';
import path from 'node:path';

/*
 * The service uses its dependencies through their supported APIs only (docs/architecture.md,
 * "Database"): no import of a dependency's non-exported files, no override of its private or
 * underscored members, no write to its readonly or protected state, no reading of its built files,
 * no prototype swapping. Each pattern below is the mark of one such reach; any hit fails.
 */

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['src', 'rest-bridge'];

const REACHES: ReadonlyArray<[string, RegExp]> = [
  ['a non-exported file of pg (pg/lib/…)', /pg\/lib\//],
  ["node-postgres Query's private _getRows", /_getRows/],
  ["node-postgres connection's parsedStatements", /parsedStatements/],
  ["TypeORM query runner's protected transactionDepth", /transactionDepth/],
  ["a write to TypeORM's readonly isTransactionActive", /isTransactionActive\s*=(?!=)/],
  ["node-postgres Result's _prebuiltEmptyResultObject", /_prebuiltEmptyResultObject/],
  ["node-postgres Result's _parsers", /\._parsers/],
  ["TypeORM's private releasePostgresConnection", /releasePostgresConnection/],
  ['prototype swapping (setPrototypeOf)', /setPrototypeOf/],
  ["a dependency's built files (node_modules/…)", /node_modules\//],
  ["TypeORM postgres driver's private master pool", /driver\.master/],
  ["node-postgres Query's handleRowDescription", /handleRowDescription/],
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|js|mjs|cjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("the service's use of its dependencies", () => {
  const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));

  it('scans the source of the service and the REST bridge', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(REACHES)('never reaches for %s', (_what, pattern) => {
    const hits = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });
});
