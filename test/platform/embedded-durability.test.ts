// @test-pass embedded: it kills PGlite whatever DATABASE_URL says, so on the PostgreSQL pass it would test the same engine again (jest.config.js).
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { openEmbeddedDatabase } from '../../src/core/db/embedded-postgres';
import { pgliteTemplateFile } from '../setup/template';
import { until } from '../support/service-process';
import { compiledEntryArgs } from '../support/compiled-service';

/*
 * What the embedded engine (PGlite on the local file system) guarantees when its process is
 * killed: every commit it acknowledged survives, and so does every older row. PGlite runs with
 * fsync off, but each commit's WAL is written to the file (a write(2) that reaches the OS page
 * cache, which a SIGKILL does not take away) before the commit returns, as long as
 * synchronous_commit is on; the service forces it on whatever the data directory's configuration
 * says, and this test starts from a data directory configured with it off. A writer process
 * commits rows and checkpoints now and then; it is killed after a random amount of progress,
 * restarted, and killed again. Engine-specific: it runs on PGlite whatever DATABASE_URL says.
 */

const KILLS = 5;
const root = path.resolve(__dirname, '../..');

/** One life of the writer: resolves its first row number once it is ready. */
function writer(dataDir: string, acked: Set<number>) {
  const child = spawn(process.execPath, [...compiledEntryArgs('test/support/embedded-writer.ts'), dataDir], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pending = '';
  let ready: { first: number; settings: Record<string, string> } | undefined;
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.stdout!.on('data', (chunk) => {
    pending += chunk;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      const ack = /^ack (\d+)$/.exec(line);
      if (ack) acked.add(Number(ack[1]));
      const started = /^ready (\d+) (.*)$/.exec(line);
      if (started) ready = { first: Number(started[1]), settings: JSON.parse(started[2]) };
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ready: () =>
      until(
        () => {
          if (child.exitCode !== null) throw new Error(`writer exited (${child.exitCode}): ${output}`);
          return ready;
        },
        'the writer to start',
        180_000,
      ),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('embedded database (PGlite) under SIGKILL', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-durability-'));
    // A migrated template when the run has one (PGlite runs), a fresh cluster otherwise.
    const template = fs.existsSync(pgliteTemplateFile()) ? new Blob([fs.readFileSync(pgliteTemplateFile())]) : undefined;
    const database = await openEmbeddedDatabase({ dataDir, loadDataDir: template });
    // A data directory tuned for speed: asynchronous commits would leave acknowledged WAL in memory.
    await database.pglite.exec('ALTER SYSTEM SET synchronous_commit = off');
    await database.close();
  }, 180_000);

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged commit and every older row across SIGKILLs at random moments, checkpoints included', async () => {
    const acked = new Set<number>();
    const lostAtRestart: string[] = [];
    /** The highest acknowledged row when the running writer was started (acks keep coming while it starts). */
    let highest = 0;
    let life = writer(dataDir, acked);
    const started = async (restart: number) => {
      const { first, settings } = await life.ready();
      expect(settings).toEqual({ fsync: 'off', synchronous_commit: 'on' });
      // A restarted writer goes on one past the highest commit that survived.
      if (first <= highest) lostAtRestart.push(`restart ${restart}: acknowledged up to ${highest}, found up to ${first - 1}`);
    };
    for (let kill = 0; kill < KILLS; kill++) {
      await started(kill);
      const target = Math.max(0, ...acked) + 20 + Math.floor(Math.random() * 150);
      await until(() => acked.has(target), `row ${target} to be acknowledged`, 180_000);
      await life.kill();
      highest = Math.max(0, ...acked);
      life = writer(dataDir, acked);
    }
    await started(KILLS);
    await life.kill();

    const database = await openEmbeddedDatabase({ dataDir });
    try {
      const rows = (await database.pglite.query<{ n: number }>('SELECT n FROM durability_rows ORDER BY n')).rows.map((row) => row.n);
      const seed = await database.pglite.query('SELECT id FROM durability_seed');
      const present = new Set(rows);
      const lost = [...acked].filter((n) => !present.has(n));
      // No holes: a later commit never survives an earlier one.
      const holes = rows.filter((n, index) => n !== index + 1);
      expect({ lostAtRestart, lost, holes, seed: seed.rows.length }).toEqual({ lostAtRestart: [], lost: [], holes: [], seed: 1 });
      expect(rows.length).toBeGreaterThanOrEqual(acked.size);
    } finally {
      await database.close();
    }
  }, 900_000);
});
