import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';

export interface EmbeddedDatabase {
  pglite: PGlite;
  /** A node-postgres connection object: the only session onto the embedded database. */
  connection: unknown;
  close(): Promise<void>;
}

/**
 * Opens the embedded PostgreSQL. One PGlite instance is one session, so the service reaches it
 * through exactly one node-postgres client (pool size 1): transactions then serialise correctly,
 * which the TypeORM PGlite driver package (one session shared by every caller) does not (see STACK-NOTES).
 */
export async function openEmbeddedDatabase(options: { dataDir?: string; loadDataDir?: Blob }): Promise<EmbeddedDatabase> {
  if (options.dataDir && !options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pgcrypto },
  });
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS pgcrypto');
  const pgConfig = createPgConfig(pglite);
  return {
    pglite,
    connection: pgConfig.connection,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
