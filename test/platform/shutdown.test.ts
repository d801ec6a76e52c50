import os from 'node:os';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { compiledEntryArgs } from '../support/compiled-service';

/*
 * The real entry point (src/main.ts) in a child process: it migrates, serves, runs jobs, and on
 * SIGTERM stops taking connections, drains the job runner, closes the database and exits 0.
 * Embedded database in a temporary DATA_DIR by default; a fresh PostgreSQL database with DATABASE_URL.
 */

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('graceful shutdown of the real service', () => {
  let dataDir: string;
  let database: TestDatabase | undefined;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-shutdown-'));
    if (process.env.DATABASE_URL) database = await createTestDatabase({ poolSize: 1 });
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz, then exits 0 within a few seconds of SIGTERM', async () => {
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, compiledEntryArgs('src/main.ts'), {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(database?.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exit = exited(child);

    // Generous: the service migrates and starts its engine, and CI machines can be busy.
    const deadline = Date.now() + 150_000;
    let healthy = false;
    while (!healthy) {
      if (child.exitCode !== null) throw new Error(`service exited early (${child.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`service never became healthy:\n${output}`);
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Ready too: database reachable and the job runner started (it starts just after the port opens).
    let ready = false;
    while (!ready) {
      if (Date.now() > deadline) throw new Error(`service never became ready:\n${output}`);
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const signalled = Date.now();
    child.kill('SIGTERM');
    const result = await exit;
    expect({ ...result, output: output.includes('"level":50') ? output : '' }).toEqual({ code: 0, signal: null, output: '' });
    expect(Date.now() - signalled).toBeLessThan(15_000);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 180_000);
});
