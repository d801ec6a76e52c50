import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const DIR = path.join(ROOT, 'explorer');
const BUILT = path.join(DIR, 'dist', 'index.html');

function newest(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

/** Builds the GraphQL explorer when explorer/dist is missing or older than its sources (Vite in a child process: it is ESM). */
export function ensureExplorerBuilt(): void {
  const latest = Math.max(...['index.html', 'vite.config.mts', 'src'].map((name) => newest(path.join(DIR, name))));
  if (fs.existsSync(BUILT) && fs.statSync(BUILT).mtimeMs >= latest) return;
  const script = `import { build } from 'vite'; await build({ configFile: ${JSON.stringify(path.join(DIR, 'vite.config.mts'))}, logLevel: 'error' });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000 });
}
