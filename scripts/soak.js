#!/usr/bin/env node
/*
 * npm run soak: the long runs of the reliability suites, with the figures the issue asks for.
 *   1. 10,000 fuzz cases (REST 60%, GraphQL 40%), the GraphQL abuse suite and the tenancy matrix;
 *   2. the crash run: CRASH_KILLS (default 20) SIGKILLs at random moments, on PGlite and, when
 *      DATABASE_URL is set, on PostgreSQL;
 *   3. the multi-node run (two processes, PostgreSQL + Redis) when DATABASE_URL is set;
 *   4. the API suites on three nodes (scripts/cluster-suites.js) when DATABASE_URL is set;
 *   5. the failover drills (primary killed, planned switchover; test/platform/failover.test.ts with
 *      FAILOVER_WRITES, default 60, writes before and after each) when DATABASE_URL is set and
 *      PostgreSQL 15's binaries are there (PG_BIN, default /usr/lib/postgresql/15/bin).
 * Every failure count printed must be 0; the exit code is non-zero otherwise.
 * Scale with FUZZ_RUNS / CRASH_KILLS; replay a fuzz failure with the FUZZ_SEED it prints.
 */
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const base = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', FUZZ_REPORT: '1' };
const fuzzRuns = process.env.FUZZ_RUNS ?? '10000';
const kills = process.env.CRASH_KILLS ?? '20';
const postgres = process.env.DATABASE_URL;
const figures = [];
let failed = false;

/** Jest on the given files; parts of a gathered file (*.api.part.ts) are matched as files of their own. */
function run(title, files, env) {
  runCommand(title, ['npx', 'jest', '--runInBand', ...files, '--testMatch', '**/*.test.ts', '**/*.api.part.ts'], env);
}

function runCommand(title, [command, ...args], env) {
  process.stdout.write(`\n== ${title}\n`);
  const result = spawnSync(command, args, { env: { ...base, ...env }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const output = `${result.stdout}\n${result.stderr}`;
  for (const line of output.split('\n')) {
    const match = /FIGURES (.*)$/.exec(line);
    if (match) figures.push(`${title}: ${match[1]}`);
  }
  const summary = output.split('\n').filter((line) => /^(Tests|Test Suites):|^cluster-suites:/.test(line.trim()));
  process.stdout.write(`${summary.join('\n')}\n`);
  if (result.status !== 0) {
    failed = true;
    // Failure lines, cut short: a fuzz counterexample can be a 200 KB string.
    const lines = output.split('\n');
    const shown = lines.flatMap((line, index) =>
      /●|✕|FUZZ_SEED|Counterexample|→|Error|Timed out|retry of|one node instead/.test(line) ? [lines[index], lines[index + 1] ?? ''] : [],
    );
    process.stdout.write(
      shown
        .slice(0, 80)
        .map((line) => line.slice(0, 400))
        .join('\n') + '\n',
    );
  }
}

run(
  'fuzz, abuse and tenancy',
  [
    'test/platform/fuzz-rest.api.part.ts',
    'test/platform/fuzz-graphql.api.part.ts',
    'test/platform/graphql-abuse.api.part.ts',
    'test/platform/tenancy-matrix.api.part.ts',
  ],
  { FUZZ_RUNS: fuzzRuns },
);
run('crash on PGlite', ['test/platform/crash-soak.test.ts'], { CRASH_KILLS: kills, DATABASE_URL: '' });
if (postgres) {
  run('crash on PostgreSQL', ['test/platform/crash-soak.test.ts'], { CRASH_KILLS: kills, DATABASE_URL: postgres });
  run('several nodes', ['test/platform/multi-node.test.ts'], { DATABASE_URL: postgres });
  runCommand('API suites on three nodes', ['node', 'scripts/cluster-suites.js'], { DATABASE_URL: postgres, CLUSTER_NODES: '3' });
  if (fs.existsSync(path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'pg_basebackup'))) {
    run('failover drills', ['test/platform/failover.test.ts'], { DATABASE_URL: postgres, FAILOVER_WRITES: process.env.FAILOVER_WRITES ?? '60' });
  } else {
    process.stdout.write('\nPostgreSQL 15 binaries (pg_basebackup) not found: the failover drills are skipped.\n');
  }
} else {
  process.stdout.write('\nDATABASE_URL is not set: the PostgreSQL crash run, the multi-node run and the API suites on three nodes are skipped.\n');
}

process.stdout.write(`\n== Figures\n${figures.join('\n')}\n`);
process.stdout.write(failed ? '\nSOAK FAILED\n' : '\nSOAK PASSED: every failure count is 0\n');
process.exit(failed ? 1 : 0);
