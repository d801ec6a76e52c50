const fs = require('node:fs');
const swcrc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swcrc.$schema;

/*
 * Files left out of a plain `npm test`:
 * - the crash soak (SIGKILLs under concurrent keyed writes) runs only when CRASH_KILLS is set, as
 *   `npm run soak` sets it (20 kills on each engine); crash-recovery.test.ts keeps chosen kills in
 *   every run. `CRASH_KILLS=3 npx jest test/platform/crash-soak.test.ts` runs it alone.
 *
 * .ci/run runs the suite in two passes, and TEST_PASS says which one this is. Every file runs in
 * at least one pass, and every file that opens a database runs in both (docs/architecture.md,
 * "Test runs"):
 * - TEST_PASS=embedded (PGlite) leaves out the browser files (*.browser.test.ts). They drive the console and the guest
 *   page, never the engine, and on PGlite the service's queries run in the jest worker beside them:
 *   they run in the PostgreSQL pass instead, where they cost less (docs/performance.md, "CI time").
 * - TEST_PASS=server (PostgreSQL) leaves out the files that never open a database (unit and console
 *   tests, the platform files listed below), which the PGlite pass has run, and
 *   embedded-durability.test.ts, which kills PGlite whatever DATABASE_URL says: on that pass it would
 *   run the same engine again, from a fresh cluster instead of the template.
 * Without TEST_PASS every file runs.
 */
const testPathIgnorePatterns = ['/node_modules/'];
if (!process.env.CRASH_KILLS) testPathIgnorePatterns.push('/test/platform/crash-soak\\.test\\.ts$');
// Platform files that never open a database (schema, spec, layering, catalogue, HTTP plumbing, Redis).
const ENGINE_FREE_PLATFORM_FILES = [
  'broadcast',
  'layering',
  'message-catalogue-coverage',
  'plain-json-body',
  'request-log',
  'schema-descriptions',
  'schema-id-fields',
  'schema-sdl',
  'spec-coverage',
];
const pass = process.env.TEST_PASS;
if (pass && pass !== 'embedded' && pass !== 'server') throw new Error(`TEST_PASS is "${pass}": expected "embedded", "server" or nothing`);
if (pass === 'embedded') testPathIgnorePatterns.push('/test/browser/.*\\.browser\\.test\\.ts$');
if (pass === 'server')
  testPathIgnorePatterns.push(
    // The first-week walk stays on PGlite until it has passed on PostgreSQL (docs/performance.md, "CI time").
    '/test/browser/first-week\\.test\\.ts$',
    '/test/unit/',
    '/test/console/',
    '/test/platform/embedded-durability\\.test\\.ts$',
    `/test/platform/(${ENGINE_FREE_PLATFORM_FILES.join('|')})\\.test\\.ts$`,
  );

/** @type {import('jest').Config} */
module.exports = {
  // node, plus PGlite's compiled engine and the migrated template kept per worker (test/setup/environment.js).
  testEnvironment: '<rootDir>/test/setup/environment.js',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
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
