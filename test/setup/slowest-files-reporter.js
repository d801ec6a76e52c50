const fs = require('node:fs');
const path = require('node:path');
const { fileCpuLog } = require('./file-cpu-log');
const { testPass } = require('./test-pass');

const DURATIONS_FILE = path.join(__dirname, 'file-durations.json');

/**
 * Prints the slowest test files at the end of a run (wall time of each file in its worker, and the
 * worker's CPU time for it), so a run that grows slower shows where, and whether a file computes or
 * waits. SLOWEST_FILES sets how many (default 15; 0 prints nothing).
 */
class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.workers = globalConfig.maxWorkers;
  }

  onRunComplete(_contexts, results) {
    const cpuByPath = readFileCpu();
    const count = Number(process.env.SLOWEST_FILES ?? 15);
    if (!count || results.testResults.length < 2) return;
    const files = results.testResults
      .map((file) => ({
        path: file.testFilePath.replace(`${this.rootDir}/`, ''),
        ms: file.perfStats.end - file.perfStats.start,
        cpuMs: cpuByPath.get(file.testFilePath),
      }))
      .filter((file) => Number.isFinite(file.ms) && file.ms > 0)
      .sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, file) => sum + file.ms, 0);
    const totalCpu = files.reduce((sum, file) => sum + (file.cpuMs ?? 0), 0);
    const seconds = (ms) => (ms === undefined ? '?' : (ms / 1000).toFixed(1)).padStart(7);
    const lines = files.slice(0, count).map((file) => `${seconds(file.ms)} s ${seconds(file.cpuMs)} CPU s  ${file.path}`);
    process.stderr.write(
      `\nSlowest test files (of ${files.length}; ${(total / 1000).toFixed(0)} s of file time over all workers, ${(totalCpu / 1000).toFixed(0)} CPU s in the workers):\n${lines.join('\n')}\n`,
    );
    const idle = idleWorkerTime(results.testResults, this.workers);
    if (idle) process.stderr.write(`${idle}\n`);
    if (process.env.RECORD_FILE_DURATIONS === '1') recordDurations(this.rootDir, files);
  }
}

/**
 * Keeps this run's wall seconds per file for the longest-first order of a fresh clone
 * (test/setup/longest-first-sequencer.js), under this pass's name; files deleted since go.
 */
function recordDurations(rootDir, files) {
  const recorded = fs.existsSync(DURATIONS_FILE) ? JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8')) : {};
  const pass = { ...recorded[testPass()] };
  for (const file of files) pass[file.path] = Math.round(file.ms / 1000);
  for (const file of Object.keys(pass)) if (!fs.existsSync(path.join(rootDir, file))) delete pass[file];
  recorded[testPass()] = Object.fromEntries(Object.entries(pass).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(DURATIONS_FILE, `${JSON.stringify(recorded, null, 2)}\n`);
  process.stderr.write(`File durations of the ${testPass()} pass written to ${path.relative(rootDir, DURATIONS_FILE)}\n`);
}

/**
 * How long fewer files ran than there are workers, from the first file's start to the last one's
 * end: a long tail means a slow file started late (the order of files is the lever), short gaps
 * spread over the run are workers being replaced between files.
 */
function idleWorkerTime(testResults, workers) {
  const spans = testResults.map((file) => [file.perfStats.start, file.perfStats.end]).filter(([start, end]) => end > start);
  if (spans.length < 2 || workers < 2) return undefined;
  const edges = spans.flatMap(([start, end]) => [
    [start, 1],
    [end, -1],
  ]);
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const first = edges[0][0];
  const last = edges[edges.length - 1][0];
  let running = 0;
  let previous = first;
  let idleMs = 0;
  let tailStart = null;
  for (const [at, step] of edges) {
    if (running < workers) idleMs += ((workers - running) * (at - previous)) / workers;
    running += step;
    if (running >= workers) tailStart = null;
    else if (step < 0 && tailStart === null) tailStart = at;
    previous = at;
  }
  const seconds = (ms) => (ms / 1000).toFixed(0);
  return `Idle workers: ${seconds(idleMs)} s of the ${seconds(last - first)} s run (worker time with no file, divided by ${workers} workers); fewer files than workers ran in the last ${seconds(last - (tailStart ?? last))} s`;
}

/** Each file's CPU time as the workers noted it (test/setup/environment.js); the note is removed. */
function readFileCpu() {
  const cpuByPath = new Map();
  const log = fileCpuLog();
  if (!fs.existsSync(log)) return cpuByPath;
  for (const line of fs.readFileSync(log, 'utf8').split('\n')) {
    if (!line) continue;
    const { path, ms } = JSON.parse(line);
    cpuByPath.set(path, ms);
  }
  fs.rmSync(log, { force: true });
  return cpuByPath;
}

module.exports = SlowestFilesReporter;
