import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { MIGRATION_LOCK_KEY } from '../../src/core/db/database';
import { allMigrations } from '../../ormconfig';
import { urlForDatabase } from '../setup/template';
import { compiledEntryArgs } from '../support/compiled-service';

/*
 * `src/cli/migrate.ts` in real child processes. On PostgreSQL two of them start against an empty
 * database while the test holds the migration lock, so both are provably waiting at once; after
 * the release both succeed and each migration is recorded once.
 *
 * The concurrent case is skipped on PGlite: the embedded engine is a single process that owns
 * its data directory (a second process cannot open it at the same time), so "two processes
 * migrating together" cannot happen there. The sequential re-run still is checked on PGlite.
 */

const root = path.resolve(__dirname, '../..');
const serverUrl = process.env.DATABASE_URL;

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runMigrate(env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, compiledEntryArgs('src/cli/migrate.ts'), {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const migrationNames = allMigrations().map((migration) => migration.name);

(serverUrl ? describe : describe.skip)('migrations under a lock (PostgreSQL; skipped on PGlite: single-process engine)', () => {
  const name = `bo_migrate_${randomBytes(5).toString('hex')}`;
  let admin: Client;

  beforeAll(async () => {
    admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('lets two processes started together on an empty database both succeed and apply each migration once', async () => {
    const url = urlForDatabase(serverUrl!, name);
    const holder = new Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const first = runMigrate({ DATABASE_URL: url });
      const second = runMigrate({ DATABASE_URL: url });

      // Both processes are connected and queued on the lock before either may migrate.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const { rows } = await holder.query(
          `SELECT count(*)::int AS waiting FROM pg_locks l JOIN pg_database d ON d.oid = l.database
           WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = $1`,
          [name],
        );
        if (rows[0].waiting === 2) break;
        if (Date.now() > deadline) throw new Error('the two migrate processes never waited on the lock together');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);

      const results = await Promise.all([first, second]);
      for (const result of results) expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
      const outputs = results.map((result) => result.stdout.trim()).sort();
      expect(outputs[0]).toMatch(new RegExp(`^Applied ${migrationNames.length} migration\\(s\\) to PostgreSQL`));
      expect(outputs[1]).toBe('PostgreSQL is up to date.');

      const { rows } = await holder.query('SELECT name, count(*)::int AS times FROM schema_migrations GROUP BY name');
      const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
      expect(rows.sort(byName)).toEqual(migrationNames.map((migration) => ({ name: migration, times: 1 })).sort(byName));
    } finally {
      await holder.end();
    }
  }, 240_000);
});

describe('the migrate command', () => {
  it('migrates an empty database and finds nothing to do on a second run', async () => {
    if (serverUrl) {
      const name = `bo_migrate_${randomBytes(5).toString('hex')}`;
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      try {
        const url = urlForDatabase(serverUrl, name);
        expect((await runMigrate({ DATABASE_URL: url })).stdout).toMatch(`Applied ${migrationNames.length} migration(s)`);
        expect((await runMigrate({ DATABASE_URL: url })).stdout.trim()).toBe('PostgreSQL is up to date.');
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
      return;
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-migrate-'));
    try {
      const first = await runMigrate({ DATA_DIR: dataDir });
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(new RegExp(`^Applied ${migrationNames.length} migration\\(s\\) to embedded database`));
      const second = await runMigrate({ DATA_DIR: dataDir });
      expect(second.code).toBe(0);
      expect(second.stdout.trim()).toBe(`embedded database in ${dataDir} is up to date.`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Two cold starts of the CLI each: room for a busy two-core machine.
  }, 240_000);
});
