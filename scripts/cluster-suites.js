#!/usr/bin/env node
/*
 * The API suites (test/**\/*.api.test.ts and the parts of gathered files, *.api.part.ts) against
 * three service processes on one PostgreSQL and
 * one Redis, called round-robin (TEST_CLUSTER_NODES, test/support/test-cluster.ts). Needs
 * DATABASE_URL (and REDIS_URL, default redis://127.0.0.1:6379).
 *
 * A file runs here unless its tests need what a cluster cannot give: a database the test opened
 * itself, one node asked for (found in the source) or one process's memory (EXCLUDED below, with
 * the reason). The test clock is shared by every node (SharedClock, test/support/test-cluster.ts). Such a file
 * would run on one node and prove nothing about several. Prints one line:
 *   FIGURES cluster-suites nodes=3 files=F tests=passed/total failures=N
 * and exits non-zero on any failure. CLUSTER_NODES changes the node count; file arguments
 * replace the discovered list.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const nodes = Number(process.env.CLUSTER_NODES ?? 3);

/** Files that pass on one node but read or assume one process's state; the reason says which. */
const EXCLUDED = {
  // Prometheus scrapes every node: each process counts only the requests it served itself.
  'test/platform/metrics.api.test.ts': "reads one process's metrics",
  // Platform parts of one process's plumbing: they count the statements of the process that served
  // the request, hold its idempotency state or HTTP server, or compare its own document.
  ...Object.fromEntries(
    ['api-prefix-routes', 'cancel-on-disconnect', 'entity-rows', 'http-edges', 'idempotency', 'nested-reads-sql', 'openapi', 'vocabularies'].map((name) => [
      `test/platform/${name}.api.part.ts`,
      "one process's plumbing",
    ]),
  ),
};

/** Why the file's source keeps it on one node (or breaks it on several), or undefined. */
function sourceReason(source) {
  if (/startTestApp\(\{[^}]*\bdatabase\b/.test(source)) return 'brings its own database';
  if (/singleNode: true/.test(source)) return 'asks for one node';
  return undefined;
}

/**
 * The API files, with each gathered file (one whose parts share an app, shareTestAppsInThisFile)
 * replaced by its parts: here every part starts its own app on three nodes, as it would alone.
 */
function apiTestFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiTestFiles(full);
    if (entry.name.endsWith('.api.part.ts')) return [path.relative(root, full)];
    if (!entry.name.endsWith('.api.test.ts') || /shareTestAppsInThisFile\(/.test(fs.readFileSync(full, 'utf8'))) return [];
    return [path.relative(root, full)];
  });
}

if (!process.env.DATABASE_URL) {
  process.stderr.write('cluster-suites: DATABASE_URL is not set (several processes need PostgreSQL, not PGlite)\n');
  process.exit(2);
}

const args = process.argv.slice(2);
const skipped = [];
const files = args.length
  ? args
  : apiTestFiles(path.join(root, 'test'))
      .sort()
      .filter((file) => {
        const reason = EXCLUDED[file] ?? sourceReason(fs.readFileSync(path.join(root, file), 'utf8'));
        if (reason) skipped.push(`${file}: ${reason}`);
        return !reason;
      });
process.stdout.write(
  `cluster-suites: ${files.length} files on ${nodes} nodes; ${skipped.length} left on one node:\n${skipped.map((line) => `  ${line}`).join('\n')}\n`,
);

const report = path.join(os.tmpdir(), `cluster-suites-${process.pid}.json`);
const result = spawnSync('npx', ['jest', '--runInBand', '--json', `--outputFile=${report}`, ...files, '--testMatch', '**/*.test.ts', '**/*.api.part.ts'], {
  cwd: root,
  env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', TEST_CLUSTER_NODES: String(nodes) },
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
});
const output = `${result.stdout}\n${result.stderr}`;
let summary;
try {
  summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  fs.rmSync(report, { force: true });
} catch {
  process.stdout.write(`${output.slice(-20_000)}\ncluster-suites: jest wrote no report (exit ${result.status})\n`);
  process.stdout.write(`FIGURES cluster-suites nodes=${nodes} files=${files.length} tests=0/0 failures=1\n`);
  process.exit(1);
}

// A file that fell back to one node proves nothing here: counted as a failure, with its reason.
const fellBack = output.split('\n').filter((line) => line.startsWith('test-app: one node instead'));
for (const file of summary.testResults) {
  if (file.status === 'passed') continue;
  process.stdout.write(`\nFAIL ${path.relative(root, file.name)}\n`);
  const failed = file.assertionResults.filter((test) => test.status === 'failed');
  for (const test of failed)
    process.stdout.write(`  ✕ ${test.fullName}\n    ${(test.failureMessages[0] ?? '').split('\n').slice(0, 6).join('\n    ').slice(0, 1500)}\n`);
  if (!failed.length) process.stdout.write(`  ${(file.message ?? '').split('\n').slice(0, 20).join('\n  ').slice(0, 3000)}\n`);
}
for (const line of new Set(fellBack)) process.stdout.write(`${line}\n`);
const counted = summary.numFailedTests + summary.numRuntimeErrorTestSuites + fellBack.length;
// Jest failing with nothing counted (a hook that threw, a crash between files) is still a failure.
const failures = counted || (result.status === 0 ? 0 : 1);
process.stdout.write(
  `FIGURES cluster-suites nodes=${nodes} files=${files.length} tests=${summary.numPassedTests}/${summary.numTotalTests} failures=${failures}\n`,
);
process.exit(failures ? 1 : 0);
