import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves the migrated template (PGlite dump or PostgreSQL database name). */
export function pgliteTemplateFile(): string {
  return path.join(os.tmpdir(), `bo-pglite-template-${process.env.JEST_RUN_ID ?? 'run'}.tar`);
}

export function templateDatabaseName(): string {
  return `bo_template_${process.env.JEST_RUN_ID ?? 'run'}`;
}

/** DATABASE_URL with another database name. */
export function urlForDatabase(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
