import 'reflect-metadata';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { runMigrations } from '../../src/core/db/database';
import { openAppDatabase } from '../../src/bootstrap';
import { dumpEmbedded } from '../../src/core/db/embedded-dump';
import { pgliteTemplateFile, templateDatabaseName, urlForDatabase } from './template';
import { compileServiceForChildren } from '../support/compiled-service';

/**
 * Migrates one template database per run; each test file then starts from a copy of it
 * (PGlite: a dumped data directory; PostgreSQL: CREATE DATABASE … TEMPLATE). Also compiles the
 * service for the child processes tests start (test/support/compiled-service.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.JEST_RUN_ID = `${process.pid}_${randomBytes(3).toString('hex')}`;
  compileServiceForChildren();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = templateDatabaseName();
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const db = await openAppDatabase({ databaseUrl: urlForDatabase(databaseUrl, name), poolSize: 2 });
    await runMigrations(db.dataSource);
    await db.close();
    return;
  }
  const db = await openAppDatabase({ dataDir: 'memory://' });
  await runMigrations(db.dataSource);
  const dump = await dumpEmbedded(db);
  fs.writeFileSync(pgliteTemplateFile(), dump);
  await db.close();
}
