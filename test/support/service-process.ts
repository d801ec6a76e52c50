import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from './test-database';
import { compiledEntryArgs } from './compiled-service';

/*
 * The real service (src/main.ts) in a child process: started, killed with SIGKILL or stopped with
 * SIGTERM, and restarted on the same data. Shared by the crash, multi-node and soak suites.
 */

const root = path.resolve(__dirname, '../..');

export async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts src/main.ts (this run's compiled copy) on PORT=0 with an IPC channel over which test/support/report-listening-port.js
 * reports the port it bound (a `{ listening: port }` message); stdout and stderr are piped.
 */
export function spawnService(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, compiledEntryArgs('src/main.ts', ['test/support/report-listening-port.js']), {
    cwd: root,
    env: { ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
}

/** One life of the service process. */
export class ServiceProcess {
  output = '';
  private child!: ChildProcess;
  private exit!: Promise<void>;
  baseUrl = '';

  constructor(private readonly env: Record<string, string>) {}

  /**
   * `until` ends the wait before /readyz answers 200: work held at start-up (a job's transaction on
   * PGlite's single connection) keeps the readiness check waiting behind it.
   */
  async start(options: { until?: (service: ServiceProcess) => boolean } = {}): Promise<this> {
    // PORT=0 and the port reported by the child: never another process that took a port picked beforehand.
    this.child = spawnService(this.env);
    this.child.on('message', (message: { listening?: number }) => {
      if (message.listening && !this.baseUrl) this.baseUrl = `http://127.0.0.1:${message.listening}`;
    });
    this.child.stdout!.on('data', (chunk) => (this.output += chunk));
    this.child.stderr!.on('data', (chunk) => (this.output += chunk));
    this.exit = new Promise((resolve) => this.child.once('exit', () => resolve()));
    // Generous: the service migrates and starts its engine, and CI machines can be busy.
    await until(
      async () => {
        if (this.child.exitCode !== null) throw new Error(`service exited early (${this.child.exitCode}):\n${this.output}`);
        if (options.until?.(this)) return true;
        if (!this.baseUrl) return false;
        // Bounded: a readiness check queued behind held work must not keep `until` from being asked.
        return fetch(`${this.baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
          (res) => res.status === 200,
          () => false,
        );
      },
      'the service to be ready',
      150_000,
    );
    return this;
  }

  /** The child's process id (for its CPU time in a benchmark). */
  get pid(): number {
    return this.child.pid ?? 0;
  }

  held(point: string): boolean {
    return this.output.includes(`"crashTestHold":"${point}"`);
  }

  /** The SHA-256 of the answers held at `before-store` (logged there), in the order they were held. */
  heldBodyDigests(): string[] {
    return [...this.output.matchAll(/"crashTestHold":"before-store","bodySha256":"([0-9a-f]{64})"/g)].map((match) => match[1]);
  }

  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exit;
  }

  async stop(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      await this.exit;
    }
  }

  async request(method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> }) {
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), 'content-type': 'application/json', ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, text };
  }
}

/**
 * The lives of the service on one data directory, for a test file that seeds data in-process and
 * then hands it to child processes (crash recovery, the crash soak): a temporary data directory,
 * the children's environment (nothing inherited but PATH and HOME), every life started, and at the
 * end every life stopped and the data dropped (PGlite files or the PostgreSQL database).
 */
export class ServiceLives {
  readonly dataDir: string;
  env: Record<string, string> = {};
  private readonly lives: ServiceProcess[] = [];

  constructor(prefix: string) {
    this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  }

  /** The file's database on the data directory (reopened by each life). */
  database(): Promise<TestDatabase> {
    return createTestDatabase({ dataDir: this.dataDir });
  }

  /** The children's environment: the seeded database, the JWT secret the test signs with, and any extra settings. */
  configure(database: TestDatabase, jwtSecret: string, extra: Record<string, string> = {}): void {
    this.env = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      JWT_SECRET: jwtSecret,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      ...extra,
      DATA_DIR: this.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
  }

  /** A new life of the service on the data. */
  async start(options: { until?: (service: ServiceProcess) => boolean } = {}): Promise<ServiceProcess> {
    const service = await new ServiceProcess(this.env).start(options);
    this.lives.push(service);
    return service;
  }

  /** Stops every life still running, then drops the data. */
  async end(): Promise<void> {
    for (const life of this.lives) await life.stop().catch(() => undefined);
    const database = await this.database();
    await database.drop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
