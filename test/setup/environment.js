const fs = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');
const { fileCpuLog } = require('./file-cpu-log');

/* global WebAssembly, Blob -- Node's globals; the worker's own, not a test file's */

/*
 * Jest gives every test file a fresh module registry, so a file that opens PGlite would compile its
 * WebAssembly engine, read its file bundle and read the run's migrated template again. This
 * environment module is loaded once per jest worker and outlives the files: it keeps those three
 * and hands them to each file (test/support/test-database.ts) through its global. The files still
 * get a fresh engine and a fresh copy of the template's data directory each (docs/architecture.md,
 * "Test harness").
 */
let engineAssets;
const templates = new Map();

function embeddedEngineAssets() {
  if (!engineAssets) {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    engineAssets = {
      wasmModule: new WebAssembly.Module(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
    };
  }
  return engineAssets;
}

/**
 * The template tarball as PGlite reads a loadDataDir (its type, then arrayBuffer() once), each call
 * a private copy: reading a 44 MB Blob costs far more than copying the bytes.
 */
function embeddedTemplate(file) {
  let bytes = templates.get(file);
  if (!bytes) {
    templates.clear();
    bytes = fs.readFileSync(file);
    templates.set(file, bytes);
  }
  return { type: 'application/x-tar', arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
}

class TestEnvironmentWithEngineCache extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
    this.cpuAtStart = process.cpuUsage();
    const fileRealm = this.global;
    const assets = () => {
      const kept = embeddedEngineAssets();
      // PGlite tells a compiled module from bytes with instanceof, which compares with the file's
      // own realm (jest runs each file in its own vm context); the engine itself takes a module
      // from any realm of the process.
      Object.setPrototypeOf(kept.wasmModule, fileRealm.WebAssembly.Module.prototype);
      return kept;
    };
    this.global.__embeddedTestEngine = { assets, template: embeddedTemplate };
  }

  async teardown() {
    await super.teardown();
    // The worker's own CPU from the file's environment to its end: loading, the file's engine and
    // service, its tests. Children (chromium, restarted services) and PostgreSQL are not in it.
    const used = process.cpuUsage(this.cpuAtStart);
    fs.appendFileSync(fileCpuLog(), `${JSON.stringify({ path: this.testPath, ms: (used.user + used.system) / 1000 })}\n`);
  }
}

module.exports = TestEnvironmentWithEngineCache;
