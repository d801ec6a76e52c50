import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CONSOLE = path.join(ROOT, 'console');
const BUILT = path.join(CONSOLE, 'dist/index.html');
const LOCK = path.join(CONSOLE, '.build-lock');

function newestSource(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

function isFresh(): boolean {
  if (!fs.existsSync(BUILT)) return false;
  const sources = Math.max(newestSource(path.join(CONSOLE, 'src')), newestSource(path.join(CONSOLE, 'index.html')), newestSource(path.join(CONSOLE, 'vite.config.ts')));
  return fs.statSync(BUILT).mtimeMs >= sources;
}

/**
 * Builds the console with Vite when console/dist is missing or older than its sources. Test files
 * run in parallel workers, so one builds (holding a lock directory) and the others wait for it.
 */
export async function ensureConsoleBuilt(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (!isFresh()) {
    try {
      fs.mkdirSync(LOCK);
    } catch {
      // A lock older than the deadline was left by a killed run.
      const lock = fs.statSync(LOCK, { throwIfNoEntry: false });
      if (lock && Date.now() - lock.mtimeMs > 180_000) fs.rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('Timed out waiting for another console build');
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!isFresh()) execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'console/vite.config.ts', '--logLevel', 'error'], {
          cwd: ROOT,
          // jest sets NODE_ENV=test, which would make Vite bundle React's development build.
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: 'pipe',
        });
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true });
    }
  }
}
