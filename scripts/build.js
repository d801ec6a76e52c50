#!/usr/bin/env node
/*
 * Builds what `npm start` serves, and only what changed:
 *   - the service: `tsc -b tsconfig.build.json` (incremental; its tsBuildInfo says what is up to date,
 *     and an up-to-date project is not even parsed);
 *   - the guest page (guest/dist), the console (console/dist) and the GraphQL explorer (explorer/dist): rebuilt only when the digest of
 *     their sources differs from the one stamped into their dist by the build that made it. A
 *     digest, not file times, so a checkout of older files, a copied tree or an interrupted build
 *     never leaves a stale page served. Sources: the front end's folder (src, index.html, Vite and
 *     TypeScript configs) and package-lock.json (a dependency upgrade changes the bundle).
 *
 * `node scripts/build.js` builds all four (the service, the guest page, the console and the GraphQL explorer); `node scripts/build.js guest console` only those.
 * The test harness uses `ensureFrontEndBuilt` (test/support/console-build.ts, guest-page-build.ts):
 * the same freshness rule, so a browser test never runs against a stale page either.
 */
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const STAMP = '.sources-digest';

/** What each front end is built from and how. */
const FRONT_ENDS = {
  guest: {
    dir: 'guest',
    sources: ['src', 'index.html', 'vite.config.mts', 'tsconfig.json'],
    typecheck: ['-p', 'guest/tsconfig.json'],
    vite: ['build', 'guest'],
  },
  console: {
    dir: 'console',
    sources: ['src', 'index.html', 'vite.config.ts', 'tsconfig.json'],
    typecheck: ['-p', 'console/tsconfig.json'],
    vite: ['build', '--config', 'console/vite.config.ts'],
  },
  explorer: {
    dir: 'explorer',
    sources: ['src', 'index.html', 'vite.config.mts', 'tsconfig.json'],
    typecheck: ['-p', 'explorer/tsconfig.json'],
    vite: ['build', '--config', 'explorer/vite.config.mts'],
  },
};

function addToDigest(hash, file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of fs.readdirSync(file).sort()) addToDigest(hash, path.join(file, name));
    return;
  }
  hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
}

/** Digest of a front end's sources (paths and contents). */
function sourcesDigest(name) {
  const frontEnd = FRONT_ENDS[name];
  const hash = createHash('sha256');
  for (const source of frontEnd.sources) addToDigest(hash, path.join(ROOT, frontEnd.dir, source));
  addToDigest(hash, path.join(ROOT, 'package-lock.json'));
  return hash.digest('hex');
}

function distDir(name) {
  return path.join(ROOT, FRONT_ENDS[name].dir, 'dist');
}

/** True when the front end's dist was built from exactly its current sources. */
function isFrontEndFresh(name, digest = sourcesDigest(name)) {
  const dist = distDir(name);
  if (!fs.existsSync(path.join(dist, 'index.html'))) return false;
  const stamp = path.join(dist, STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === digest;
}

function runNode(args, env) {
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
}

/**
 * Builds the front end unless it is fresh. `typecheck` runs its tsc first (npm start does; the test
 * harness leaves that to the typecheck step). One builder at a time: parallel test workers wait for
 * the one holding the lock directory, then find the build fresh.
 */
async function ensureFrontEndBuilt(name, { typecheck = true, logLevel = 'warn' } = {}) {
  const frontEnd = FRONT_ENDS[name];
  const lock = path.join(ROOT, frontEnd.dir, '.build-lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    const digest = sourcesDigest(name);
    if (isFrontEndFresh(name, digest)) return false;
    try {
      fs.mkdirSync(lock);
    } catch {
      // A lock older than the deadline was left by a killed build.
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 300_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for another ${name} build`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (isFrontEndFresh(name, digest)) return false;
      fs.rmSync(path.join(distDir(name), STAMP), { force: true });
      if (typecheck) runNode([path.join(ROOT, 'node_modules/typescript/bin/tsc'), ...frontEnd.typecheck]);
      // jest sets NODE_ENV=test, which would make Vite bundle React's development build.
      runNode([path.join(ROOT, 'node_modules/vite/bin/vite.js'), ...frontEnd.vite, '--logLevel', logLevel], { NODE_ENV: 'production' });
      // The digest of the sources as they were when the build started: an edit during the build
      // leaves a stamp that no longer matches, so the next start builds again.
      fs.writeFileSync(path.join(distDir(name), STAMP), `${digest}\n`);
      return true;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** `tsc -b`: compiles the service into dist/ when any input changed since the last build. */
function buildService() {
  runNode([path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json']);
}

async function main(targets) {
  const wanted = targets.length ? targets : ['service', 'guest', 'console', 'explorer'];
  for (const target of wanted) {
    const started = Date.now();
    let built = true;
    if (target === 'service') buildService();
    else if (FRONT_ENDS[target]) built = await ensureFrontEndBuilt(target);
    else throw new Error(`Unknown build target ${target} (service, guest, console, explorer)`);
    process.stdout.write(`build ${target}: ${built ? 'checked/built' : 'up to date'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
}

module.exports = { ensureFrontEndBuilt, isFrontEndFresh, sourcesDigest };

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
