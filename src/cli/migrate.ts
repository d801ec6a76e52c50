/**
 * Applies pending migrations and exits: `npm run migrate` (built) or
 * `node -r @swc-node/register src/cli/migrate.ts`. Uses DATABASE_URL, or the embedded database in
 * DATA_DIR when it is unset. Safe to start on several machines at once: the migrations run under
 * a PostgreSQL advisory lock (see runMigrations), so each is applied exactly once.
 */
import 'reflect-metadata';
import { loadConfig } from '../core/config/config';
import { runMigrations } from '../core/db/database';
import { openAppDatabase } from '../bootstrap';

async function main(): Promise<void> {
  // The production checks (JWT_SECRET, SMTP_URL) concern the server, not a migration run.
  const config = loadConfig(process.env, { isProduction: false });
  const db = await openAppDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    const applied = await runMigrations(db.dataSource);
    const target = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
    console.log(applied.length ? `Applied ${applied.length} migration(s) to ${target}: ${applied.join(', ')}` : `${target} is up to date.`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
