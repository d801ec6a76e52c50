const os = require('node:os');
const path = require('node:path');

/**
 * Where the workers note each test file's CPU time for the slowest-files reporter, one JSON line a
 * file. Global setup names the run (JEST_RUN_ID) before the workers start, so they inherit it.
 */
function fileCpuLog() {
  return path.join(os.tmpdir(), `bo-file-cpu-${process.env.JEST_RUN_ID ?? 'run'}.jsonl`);
}

module.exports = { fileCpuLog };
