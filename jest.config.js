const fs = require('node:fs');
const path = require('node:path');
const swcrc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swcrc.$schema;

/*
 * Files left out of a plain `npm test`:
 * - the crash soak (SIGKILLs under concurrent keyed writes) runs only when CRASH_KILLS is set, as
 *   `npm run soak` sets it (20 kills on each engine), or when its path is named
 *   (`npm test -- test/platform/crash-soak.test.ts`, 3 kills); crash-recovery.test.ts keeps chosen
 *   kills in every run.
 * - the parts of gathered files (*.api.part.ts) run inside their module's *.api.test.ts, unless a
 *   part's path is named: `npm test -- test/modules/hr/leave.api.part.ts` runs that part alone,
 *   with its own service and database (docs/architecture.md, "Test runs").
 *
 * .ci/run runs the suite in two passes, and TEST_PASS says which one this is. Every file runs in
 * at least one pass, and every file that opens a database runs in both (docs/architecture.md,
 * "Test runs"):
 * - TEST_PASS=embedded (PGlite) leaves out the browser files (*.browser.test.ts). They drive the console and the guest
 *   page, never the engine, and on PGlite the service's queries run in the jest worker beside them:
 *   they run in the PostgreSQL pass instead, where they cost less (docs/performance.md, "CI time").
 * - TEST_PASS=server (PostgreSQL) leaves out the files that never open a database (unit and console
 *   tests, and every other file whose opening comment says `@test-pass embedded`), which the PGlite
 *   pass has run. The same mark keeps embedded-durability.test.ts (it kills PGlite whatever
 *   DATABASE_URL says) and the first-week walk on the PGlite pass.
 * Without TEST_PASS every file runs.
 */
// The command line's arguments, path patterns among them (`npm test -- <path>`, --testPathPatterns=…).
const args = process.argv.slice(2);
const testMatch = ['**/*.test.ts'];
if (args.some((arg) => arg.includes('.api.part'))) testMatch.push('**/*.api.part.ts');
const testPathIgnorePatterns = ['/node_modules/'];
if (!process.env.CRASH_KILLS && !args.some((arg) => arg.includes('crash-soak'))) testPathIgnorePatterns.push('/test/platform/crash-soak\\.test\\.ts$');

/** Test files (outside unit/ and console/) whose opening comment marks them `@test-pass embedded`. */
function embeddedOnlyFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'unit' || entry.name === 'console' ? [] : embeddedOnlyFiles(full);
    if (!entry.name.endsWith('.test.ts')) return [];
    const opening = fs.readFileSync(full, 'utf8').slice(0, 400);
    return /@test-pass embedded\b/.test(opening) ? [full] : [];
  });
}

const pass = process.env.TEST_PASS;
if (pass && pass !== 'embedded' && pass !== 'server') throw new Error(`TEST_PASS is "${pass}": expected "embedded", "server" or nothing`);
if (pass === 'embedded') testPathIgnorePatterns.push('/test/browser/.*\\.browser\\.test\\.ts$');
if (pass === 'server')
  testPathIgnorePatterns.push(
    '/test/unit/',
    '/test/console/',
    ...embeddedOnlyFiles(path.join(__dirname, 'test')).map((file) => `/${path.relative(__dirname, file).replace(/[.]/g, '\\.')}$`),
  );

/** @type {import('jest').Config} */
module.exports = {
  // node, plus PGlite's compiled engine and the migrated template kept per worker (test/setup/environment.js).
  testEnvironment: '<rootDir>/test/setup/environment.js',
  roots: ['<rootDir>/test'],
  testMatch,
  testPathIgnorePatterns,
  testSequencer: '<rootDir>/test/setup/longest-first-sequencer.js',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false, sourceMaps: 'inline' }] },
  transformIgnorePatterns: ['/node_modules/(?!(agenda|@agendajs|cron-parser|luxon|@seriousme)/)'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/test/setup/env.ts'],
  // Generous: restart and browser tests run beside each other on 2 cores; a timeout here is a hang guard, not a speed check.
  testTimeout: 120000,
  maxWorkers: 2,
  // A worker keeps every file it has run reachable (Node's registry of jest's dynamic-import
  // callbacks, jestjs/jest#14605, and prom-client's never-disconnected GC observer both hold
  // them), so its heap grows file after file until garbage collection costs more than the tests;
  // a worker past this heap is replaced between files (docs/performance.md, "CI time"). Setting it
  // also makes jest use a worker for a single file.
  workerIdleMemoryLimit: '512MB',
  reporters: ['default', '<rootDir>/test/setup/slowest-files-reporter.js'],
  // Agenda's JobProcessor leaves a plain (ref'd) timer of lockLifetime/2 behind every job that ran
  // (checkIfJobIsStillAlive); the harness closes everything the service owns (a probe showed only
  // those timers left), so ending the process is safe and keeps single-file runs from hanging.
  forceExit: true,
};
