/**
 * Prints the slowest test files at the end of a run (wall time of each file in its worker), so a
 * run that grows slower shows where. SLOWEST_FILES sets how many (default 15; 0 prints nothing).
 */
class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const count = Number(process.env.SLOWEST_FILES ?? 15);
    if (!count || results.testResults.length < 2) return;
    const files = results.testResults
      .map((file) => ({ path: file.testFilePath.replace(`${this.rootDir}/`, ''), ms: file.perfStats.end - file.perfStats.start }))
      .filter((file) => Number.isFinite(file.ms) && file.ms > 0)
      .sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, file) => sum + file.ms, 0);
    const lines = files.slice(0, count).map((file) => `${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.path}`);
    process.stderr.write(`\nSlowest test files (of ${files.length}, ${(total / 1000).toFixed(0)} s of file time over all workers):\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestFilesReporter;
