import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, Database } from '../../src/core/db/database';
import { pgliteTemplateFile, templateDatabaseName, urlForDatabase } from '../setup/template';

export interface TestDatabase {
  db: Database;
  /** Set when the suite runs on PostgreSQL: the per-file database's URL. */
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by
 * default and on PostgreSQL when DATABASE_URL is set.
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = fs.readFileSync(pgliteTemplateFile());
    const db = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([template]) });
    return { db, drop: () => db.close() };
  }
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
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
  const db = await openDatabase({ databaseUrl, poolSize: options.poolSize ?? 10 });
  return {
    db,
    databaseUrl,
    drop: async () => {
      await db.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    },
  };
}
