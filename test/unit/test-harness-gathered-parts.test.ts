import fs from 'node:fs';
import path from 'node:path';

/*
 * A part (*.api.part.ts) runs in a whole `npm test` only through the gathered file that imports it
 * (docs/architecture.md, "Test runs"): a part no gathered file imports would never run on CI, and
 * one imported twice would run twice. Each part is imported by exactly one *.api.test.ts of its own
 * folder.
 */
const TEST_ROOT = path.resolve(__dirname, '..');

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/** The parts a gathered file imports (`import './name.api.part';`), as absolute paths. */
function importedParts(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import '\.\/([\w.-]+\.api\.part)(?:\.ts)?';$/gm)].map((match) => path.join(path.dirname(file), `${match[1]}.ts`));
}

describe('gathered test files', () => {
  const parts = filesUnder(TEST_ROOT, '.api.part.ts');
  const gatherers = new Map<string, string[]>();
  for (const file of filesUnder(TEST_ROOT, '.api.test.ts')) {
    for (const part of importedParts(file)) gatherers.set(part, [...(gatherers.get(part) ?? []), path.relative(TEST_ROOT, file)]);
  }

  it('finds the parts', () => {
    expect(parts.length).toBeGreaterThan(0);
  });

  it('imports every part from exactly one gathered file of its folder', () => {
    const wrong = parts
      .map((part) => ({ part: path.relative(TEST_ROOT, part), gatheredBy: gatherers.get(part) ?? [] }))
      .filter(({ part, gatheredBy }) => gatheredBy.length !== 1 || path.dirname(gatheredBy[0]) !== path.dirname(part));
    expect(wrong).toEqual([]);
  });

  it('imports only parts that exist', () => {
    expect([...gatherers.keys()].filter((part) => !fs.existsSync(part)).map((part) => path.relative(TEST_ROOT, part))).toEqual([]);
  });
});
