import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const GUEST_DIR = path.join(ROOT, 'guest');
const BUILT_PAGE = path.join(GUEST_DIR, 'dist', 'index.html');

function newestSourceChange(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestSourceChange(path.join(target, name))));
}

/**
 * Builds the guest page when `guest/dist` is missing or older than its sources, so a browser test
 * never runs against a stale page. Vite's `build()` runs in a child process: Vite is an ES module
 * and jest loads test code as CommonJS.
 */
export function ensureGuestPageBuilt(): void {
  const sources = ['index.html', 'vite.config.mts', 'src'].map((name) => path.join(GUEST_DIR, name));
  const newest = Math.max(...sources.map(newestSourceChange));
  if (fs.existsSync(BUILT_PAGE) && fs.statSync(BUILT_PAGE).mtimeMs >= newest) return;
  const script = `import { build } from 'vite'; await build({ configFile: ${JSON.stringify(path.join(GUEST_DIR, 'vite.config.mts'))}, logLevel: 'error' });`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], timeout: 120_000 });
}
