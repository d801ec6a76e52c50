import fs from 'node:fs';
import { Client } from 'pg';
import { pgliteTemplateFile, templateDatabaseName } from './template';
import { removeCompiledService } from '../support/compiled-service';

export default async function globalTeardown(): Promise<void> {
  removeCompiledService();
  if (process.env.DATABASE_URL) {
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${templateDatabaseName()}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  } else {
    fs.rmSync(pgliteTemplateFile(), { force: true });
  }
}
