import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CHECKED_IN = path.join(ROOT, 'console/src/gql');

function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );
}

describe('console GraphQL types', () => {
  it('are what GraphQL Code Generator makes from schema/schema.graphql and the console operations (run npm run codegen:console)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'console-codegen-'));
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'console/codegen.ts', '--silent'], {
        cwd: ROOT,
        env: { ...process.env, CONSOLE_CODEGEN_OUT: `${out}/` },
        stdio: 'pipe',
      });
      expect(filesOf(CHECKED_IN)).toEqual(filesOf(out));
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
