const fs = require('node:fs');
const swcrc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc`, 'utf8'));
delete swcrc.$schema;

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcrc, swcrc: false, sourceMaps: 'inline' }] },
  transformIgnorePatterns: ['/node_modules/(?!(agenda|@agendajs|cron-parser|luxon|@seriousme)/)'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  setupFiles: ['<rootDir>/test/setup/env.ts'],
  // Generous: restart and browser tests run beside each other on 2 cores; a timeout here is a hang guard, not a speed check.
  testTimeout: 120000,
  maxWorkers: 2,
  // Agenda's JobProcessor leaves a plain (ref'd) timer of lockLifetime/2 behind every job that ran
  // (checkIfJobIsStillAlive); the harness closes everything the service owns (a probe showed only
  // those timers left), so ending the process is safe and keeps single-file runs from hanging.
  forceExit: true,
};
