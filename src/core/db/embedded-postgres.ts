import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';

export interface EmbeddedDatabase {
  pglite: PGlite;
  /** A node-postgres connection object: the only session onto the embedded database. */
  connection: unknown;
  close(): Promise<void>;
}

/**
 * What makes an acknowledged commit survive a killed process. PGlite runs with fsync off (its
 * NodeFS has no fsync either), so nothing here survives a power loss or an OS crash; but with
 * synchronous_commit on, every commit writes its WAL to the file (write(2), into the OS page cache)
 * before it returns, and a SIGKILL leaves the page cache alone. With it off, a single-user
 * PostgreSQL has no WAL writer to flush asynchronous commits: acknowledged commits stay in memory
 * and die with the process. A command-line setting outranks postgresql.conf and ALTER SYSTEM, so a
 * data directory tuned for speed cannot take the guarantee away (test/platform/embedded-durability).
 */
const DURABILITY_PARAMS = ['-c', 'synchronous_commit=on'];

/**
 * Opens the embedded PostgreSQL. One PGlite instance is one session, so the service reaches it
 * through exactly one node-postgres client (pool size 1): transactions then serialise correctly,
 * which the TypeORM PGlite driver package (one session shared by every caller) does not (see STACK-NOTES).
 */
/**
 * What every PGlite instance loads before it starts: the compiled engine and its file bundle. A
 * process that opens many engines (a test worker) compiles and reads them once and hands them in.
 */
export interface EmbeddedEngineAssets {
  wasmModule: NonNullable<PGliteOptions['pgliteWasmModule']>;
  fsBundle: Blob;
}

export async function openEmbeddedDatabase(options: { dataDir?: string; loadDataDir?: Blob; engineAssets?: EmbeddedEngineAssets }): Promise<EmbeddedDatabase> {
  if (options.dataDir && !options.dataDir.startsWith('memory://')) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    pgliteWasmModule: options.engineAssets?.wasmModule,
    fsBundle: options.engineAssets?.fsBundle,
    // No extension is loaded: ids come from gen_random_uuid(), which PostgreSQL has built in since
    // version 13 (ormconfig's uuidExtension only picks that function), and no statement calls
    // pgcrypto; loading its bundle made every open slower. Data directories made while it was
    // loaded keep its catalog entry, which nothing calls.
    startParams: [...PGlite.defaultStartParams, ...DURABILITY_PARAMS],
  });
  const pgConfig = createPgConfig(pglite);
  return {
    pglite,
    connection: pgConfig.connection,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
