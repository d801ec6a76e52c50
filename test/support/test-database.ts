import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DataSource, MigrationInterface } from 'typeorm';
import type { Database } from '../../src/core/db/database';
import type { EmbeddedEngineAssets } from '../../src/core/db/embedded-postgres';
import { openAppDatabase } from '../../src/bootstrap';
import { pgliteTemplateFile, templateDatabaseName, urlForDatabase } from '../setup/template';

export interface TestDatabase {
  db: Database;
  /** Closes the connection but keeps the data: createTestDatabase({dataDir}) with the same dataDir reopens it. */
  close: () => Promise<void>;
  /** Set when the suite runs on PostgreSQL: the per-file database's URL. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** Kept by the jest worker across files (test/setup/environment.js); absent outside jest. */
const workerEngine = (globalThis as { __embeddedTestEngine?: { assets(): EmbeddedEngineAssets; template(file: string): Blob } }).__embeddedTestEngine;

/** The run's migrated template as a loadDataDir for a fresh PGlite. */
export function embeddedTemplate(): Blob {
  return workerEngine ? workerEngine.template(pgliteTemplateFile()) : new Blob([fs.readFileSync(pgliteTemplateFile())]);
}

/** PGlite's compiled engine and bundle from the jest worker, when there is one. */
export function embeddedEngineAssets(): EmbeddedEngineAssets | undefined {
  return workerEngine?.assets();
}

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by
 * default and on PostgreSQL when DATABASE_URL is set.
 */
export async function createTestDatabase(options: { poolSize?: number; dataDir?: string; preparedStatements?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = options.dataDir ?? 'memory://';
    const fresh = dataDir === 'memory://' || !fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0;
    const db = await openAppDatabase({
      dataDir,
      loadDataDir: fresh ? embeddedTemplate() : undefined,
      engineAssets: embeddedEngineAssets(),
      preparedStatements: options.preparedStatements,
    });
    return {
      db,
      close: () => db.close(),
      drop: async () => {
        await db.close();
        if (dataDir !== 'memory://') fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = options.dataDir
    ? `bo_test_${options.dataDir
        .replace(/[^a-z0-9]/gi, '')
        .slice(-20)
        .toLowerCase()}`
    : `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
        break;
      } catch (error) {
        if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await admin.end();
  }
  const databaseUrl = urlForDatabase(serverUrl, name);
  // Dropping the database WITH (FORCE) ends connections that are still open: expected here.
  const db = await openAppDatabase({
    databaseUrl,
    poolSize: options.poolSize ?? 10,
    preparedStatements: options.preparedStatements,
    onConnectionError: () => undefined,
  });
  return {
    db,
    databaseUrl,
    close: () => db.close(),
    drop: async () => {
      await db.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

/** Runs one migration's up or down on its own query runner (migration tests take real rows down and up). */
export async function runMigrationStep(dataSource: DataSource, migration: MigrationInterface, direction: 'up' | 'down'): Promise<void> {
  const runner = dataSource.createQueryRunner();
  try {
    await migration[direction](runner);
  } finally {
    await runner.release();
  }
}
