const fs = require('node:fs');
const { fileCpuLog } = require('./file-cpu-log');

/**
 * Prints the slowest test files at the end of a run (wall time of each file in its worker, and the
 * worker's CPU time for it), so a run that grows slower shows where, and whether a file computes or
 * waits. SLOWEST_FILES sets how many (default 15; 0 prints nothing).
 */
class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
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
  }
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
