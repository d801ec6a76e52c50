import fs from 'node:fs';
import path from 'node:path';
import { transformFileSync, type Options } from '@swc/core';

/*
 * The service compiled once per test run for the child processes the tests start (restarted and
 * crashed services, the migration CLI, the embedded writer), so that no child compiles TypeScript
 * at start (docs/performance.md, "CI time"). Global setup compiles the current sources into a
 * directory named after the run and global teardown removes it: a child never runs a build from
 * another run or from older sources. Compiled with the same swc options jest uses for the
 * in-process service (.swcrc), without source maps (a child's stack trace names the compiled file,
 * whose lines follow the source closely).
 */

const root = path.resolve(__dirname, '../..');
/** What the children load: the service, its REST bridge, migrations and ORM options, and the test entry points below. */
const SOURCES = ['src', 'rest-bridge', 'migrations', 'ormconfig.ts', 'test/support/embedded-writer.ts'];
/** Front-end builds the service serves, found next to the compiled tree (src/web/console-app.ts, explorer-page.ts). */
const FRONT_ENDS = ['console', 'explorer'];

/**
 * Under node_modules: module resolution from there reaches the project's node_modules, the guest
 * page's walk up to package.json reaches the project, and linters and jest's crawl never look in.
 */
export function compiledServiceDir(): string {
  const runId = process.env.JEST_RUN_ID;
  if (!runId) throw new Error('JEST_RUN_ID is not set: the compiled service belongs to a jest run (test/setup/global-setup.ts)');
  return path.join(root, 'node_modules/.cache/bo-test-service', runId);
}

function swcOptions(): Options {
  const swcrc = JSON.parse(fs.readFileSync(path.join(root, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  return { ...swcrc, swcrc: false, sourceMaps: false };
}

function compileTree(relative: string, outDir: string, options: Options): void {
  const source = path.join(root, relative);
  if (fs.statSync(source).isDirectory()) {
    for (const name of fs.readdirSync(source)) compileTree(path.join(relative, name), outDir, options);
    return;
  }
  if (!relative.endsWith('.ts') || relative.endsWith('.d.ts')) return;
  const { code } = transformFileSync(source, { ...options, filename: source });
  const target = path.join(outDir, relative.replace(/\.ts$/, '.js'));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, code);
}

/** A run that ended without its teardown (killed, crashed) leaves its directory; none runs this long. */
const LEFT_BEHIND_AFTER_MS = 12 * 3600_000;

/** Compiles the current sources into this run's directory (global setup). */
export function compileServiceForChildren(): void {
  const outDir = compiledServiceDir();
  const parent = path.dirname(outDir);
  for (const name of fs.existsSync(parent) ? fs.readdirSync(parent) : []) {
    const dir = path.join(parent, name);
    if (Date.now() - fs.statSync(dir).mtimeMs > LEFT_BEHIND_AFTER_MS) fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  const options = swcOptions();
  for (const source of SOURCES) compileTree(source, outDir, options);
  for (const frontEnd of FRONT_ENDS) fs.symlinkSync(path.join(root, frontEnd), path.join(outDir, frontEnd), 'dir');
}

/** Removes this run's compiled service (global teardown). */
export function removeCompiledService(): void {
  fs.rmSync(compiledServiceDir(), { recursive: true, force: true });
}

/**
 * Node's arguments to run a TypeScript entry point of the project (`src/main.ts`) from this run's
 * compiled tree, after the given preloads (paths relative to the project root).
 */
export function compiledEntryArgs(entry: string, preloads: string[] = []): string[] {
  const compiled = path.join(compiledServiceDir(), entry.replace(/\.ts$/, '.js'));
  if (!fs.existsSync(compiled)) throw new Error(`${entry} is not in this run's compiled service (${compiled}); see test/support/compiled-service.ts`);
  return [...preloads.flatMap((preload) => ['-r', path.join(root, preload)]), compiled];
}
