// @test-pass embedded: opens no database, so the PostgreSQL pass leaves it out (jest.config.js).
import fs from 'node:fs';
import path from 'node:path';

/*
 * Dependency direction: modules → core, bridge → core, and the application (src/app.ts,
 * src/bootstrap.ts, src/main.ts, src/cli, ormconfig.ts) wires everything. The kernel in src/core
 * imports only itself and packages: never a module, the REST bridge, ormconfig.ts, the migrations
 * or the application's wiring. docs/architecture.md, "Dependency direction".
 */

const ROOT = path.resolve(__dirname, '../..');
const CORE = path.join(ROOT, 'src', 'core');

/** Every module specifier a TypeScript file names: import/export … from, import(), require(), import 'x'. */
export function importSpecifiers(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...withoutComments.matchAll(pattern)].map((match) => match[1]));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Where a specifier leads inside the repository, or null for a package (or node: built-in). */
function resolveInRepo(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('/')) return specifier;
  const top = specifier.split('/')[0];
  return ['src', 'rest-bridge', 'ormconfig', 'migrations', 'test', 'bench'].includes(top) ? path.join(ROOT, specifier) : null;
}

describe('layering: the kernel depends on nothing above it', () => {
  it('reads every kind of import statement', () => {
    const sample = [
      "import { a } from '../../modules/x';",
      "import type { B } from '../../../rest-bridge/envelope';",
      "export { c } from '../../../ormconfig';",
      "import '../side-effect';",
      "const d = await import('../../modules/y');",
      "const e = require('../../modules/z');",
      "import {\n  f,\n  g,\n} from 'typeorm';",
      "// import { h } from '../../modules/commented-out';",
    ].join('\n');
    expect(importSpecifiers(sample)).toEqual(
      expect.arrayContaining([
        '../../modules/x',
        '../../../rest-bridge/envelope',
        '../../../ormconfig',
        '../side-effect',
        '../../modules/y',
        '../../modules/z',
        'typeorm',
      ]),
    );
    expect(importSpecifiers(sample)).not.toContain('../../modules/commented-out');
  });

  it('has no file under src/core that imports from src/modules, rest-bridge, ormconfig.ts or the application wiring', () => {
    const files = sourceFiles(CORE);
    expect(files.length).toBeGreaterThan(50);
    const violations: string[] = [];
    for (const file of files) {
      for (const specifier of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
        const target = resolveInRepo(file, specifier);
        if (target === null) continue;
        if (target === CORE || target.startsWith(CORE + path.sep)) continue;
        violations.push(`${path.relative(ROOT, file)} imports ${specifier} (${path.relative(ROOT, target)})`);
      }
    }
    expect(violations).toEqual([]);
  });
});

describe('layering: resolvers delegate, services and loaders read', () => {
  it('has no resolver under src/modules that queries the database itself', () => {
    const resolvers = sourceFiles(path.join(ROOT, 'src', 'modules')).filter((file) => file.endsWith('.resolver.ts'));
    expect(resolvers.length).toBeGreaterThan(20);
    const databaseAccess = /\bctx\.(?:db|query|transaction)\b|\.getRepository\(|\.createQueryBuilder\(|\bmanager\.(?:query|find|save|insert|update)/;
    const violations = resolvers.filter((file) => databaseAccess.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(ROOT, file));
    expect(violations).toEqual([]);
  });
});
