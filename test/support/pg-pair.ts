import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../scripts/pg-pair.sh');

/** Whether this machine can start its own PostgreSQL nodes (the pair's tests skip otherwise). */
export function pgPairAvailable(): boolean {
  return Boolean(process.env.DATABASE_URL) && fs.existsSync(path.join(process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin', 'pg_basebackup'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A primary (node a) and a streaming standby (node b) started by scripts/pg-pair.sh, the script
 * the docs and `npm run bench:failover` use. Every method shells out to it; stop() removes both
 * nodes and their directory.
 */
export class PgPair {
  private constructor(
    readonly dir: string,
    readonly ports: { a: number; b: number },
  ) {}

  static async start(mode: 'sync' | 'async'): Promise<PgPair> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pg-pair-'));
    const pair = new PgPair(dir, { a: await freePort(), b: await freePort() });
    try {
      await pair.script('start', dir, String(pair.ports.a), String(pair.ports.b), mode);
    } catch (error) {
      await pair.stop();
      throw error;
    }
    return pair;
  }

  url(node: 'a' | 'b', database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.ports[node]}/${database}`;
  }

  /** DATABASE_URL naming both nodes (the service finds the one that accepts writes). */
  bothUrl(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.ports.a},127.0.0.1:${this.ports.b}/${database}`;
  }

  kill(node: 'a' | 'b'): Promise<void> {
    return this.script('kill', node, this.dir);
  }

  promote(node: 'a' | 'b', alone = false): Promise<void> {
    return this.script('promote', node, this.dir, ...(alone ? ['alone'] : []));
  }

  switchover(): Promise<void> {
    return this.script('switchover', this.dir);
  }

  async query<T>(node: 'a' | 'b', text: string, params: unknown[] = [], database = 'postgres'): Promise<T[]> {
    const client = new Client({ connectionString: this.url(node, database) });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    await this.script('stop', this.dir).catch(() => fs.rmSync(this.dir, { recursive: true, force: true }));
  }

  private async script(...args: string[]): Promise<void> {
    await run('bash', [SCRIPT, ...args], { timeout: 180_000 });
  }
}
