import { DataSource, type DataSourceOptions, MigrationExecutor } from 'typeorm';
import type { Pool } from 'pg';
import { openEmbeddedDatabase, type EmbeddedDatabase, type EmbeddedEngineAssets } from './embedded-postgres';
import { DEFAULT_PREPARED_STATEMENTS, usePreparedStatements } from './prepared-statements';
import { keepDriverPool, poolReportingDriver } from './driver-pool';
import { keepConnectionErrors } from './connection-loss';
import { hostLabel, ReadReplicas } from './read-replicas';

export interface Database {
  dataSource: DataSource;
  /** The node-postgres pool under TypeORM, shared with Agenda so PGlite keeps a single session. */
  pool: Pool;
  embedded: boolean;
  /** The embedded engine, when running on PGlite (tests dump and copy it). */
  pglite?: import('@electric-sql/pglite').PGlite;
  /** The read replicas of DATABASE_REPLICA_URL (PostgreSQL only), for read-only work that asks for them. */
  replicas?: ReadReplicas;
  close(): Promise<void>;
}

/** Where the data source connects: a PostgreSQL URL, or the embedded database's connection. */
export interface DatabaseConnection {
  databaseUrl?: string;
  /** A PGlite-backed node-postgres connection (embedded database). */
  embeddedConnection?: unknown;
  poolSize?: number;
  /** Per connection (PostgreSQL only; PGlite has no timer to end a statement): ms, 0 for none. */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** Shown in pg_stat_activity.application_name (which pool a server session belongs to). */
  applicationName?: string;
}

/**
 * The TypeORM options for a connection. The kernel does not know the entities or migrations: the
 * application hands this in at bootstrap (ormconfig.ts with the module registry's entities).
 */
export type DataSourceOptionsFactory = (connection: DatabaseConnection) => DataSourceOptions;

export interface OpenDatabaseOptions {
  dataSourceOptions: DataSourceOptionsFactory;
  databaseUrl?: string;
  dataDir?: string;
  /** A dumped, already migrated PGlite data directory (tests load a template this way). */
  loadDataDir?: Blob;
  /** PGlite's compiled engine and file bundle, when the caller keeps them (a test worker opens one engine per file). */
  engineAssets?: EmbeddedEngineAssets;
  poolSize?: number;
  /** statement_timeout and idle_in_transaction_session_timeout of every pooled connection (ms). */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /** Hot statements as named prepared statements (default on; see prepared-statements.ts). */
  preparedStatements?: boolean;
  /**
   * Errors of idle pooled connections (the server restarted, an administrator ended the
   * session). node-postgres emits them on the pool; without a listener they would crash the
   * process. The pool replaces the broken connection on the next checkout.
   */
  onConnectionError?: (error: Error) => void;
  /** Streaming replicas for read-only work (DATABASE_REPLICA_URL), one single-host URL each. */
  replicaUrls?: string[];
  /** A replica further behind is skipped (ms). */
  replicaMaxLagMs?: number;
  /** How often the replicas' lag is read (ms). */
  replicaCheckMs?: number;
  /** Connections per replica pool. */
  replicaPoolSize?: number;
  onReplicaCheckFailed?: (replica: string, error: unknown) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  if (!options.databaseUrl) {
    embedded = await openEmbeddedDatabase({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, engineAssets: options.engineAssets });
  }
  const onError = options.onConnectionError ?? ((error: Error) => console.warn(`idle database connection failed: ${error.message}`));
  const { dataSource, pool: knownPool } = withKnownPool(
    options.dataSourceOptions({
      databaseUrl: options.databaseUrl,
      embeddedConnection: embedded?.connection,
      poolSize: options.poolSize,
      statementTimeoutMs: options.statementTimeoutMs,
      idleInTransactionTimeoutMs: options.idleInTransactionTimeoutMs,
    }),
    onError,
  );
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.close();
    throw error;
  }
  usePreparedStatements(dataSource, { ...DEFAULT_PREPARED_STATEMENTS, enabled: options.preparedStatements ?? true });
  const pool = knownPool();
  keepDriverPool(dataSource, pool);
  // The pool listens for errors only while a connection is idle in it. A connection checked out by
  // code that holds it between queries without a listener of its own (Agenda's LISTEN session, a
  // library's transaction) would crash the process when the server ends the session. Its error
  // surfaces anyway on its next query, which releases it as broken.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // A transaction failing as "query runner already released" is answered by its connection's error.
  keepConnectionErrors(pool);
  let replicas: ReadReplicas | undefined;
  if (!embedded && options.replicaUrls?.length) {
    try {
      replicas = await openReplicas(options, options.replicaUrls);
    } catch (error) {
      await dataSource.destroy();
      throw error;
    }
  }
  return {
    dataSource,
    pool,
    embedded: Boolean(embedded),
    pglite: embedded?.pglite,
    replicas,
    close: async () => {
      await replicas?.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.close();
    },
  };
}

/**
 * A data source per replica, with the primary's entities and settings and a pool of its own. A
 * replica that cannot be reached at start-up does not stop the service: it is left out (reported
 * through onReplicaCheckFailed) until the next start; one that fails later is skipped while its
 * checks fail, and read-only work goes to the primary when no replica fits.
 */
async function openReplicas(options: OpenDatabaseOptions, urls: string[]): Promise<ReadReplicas> {
  const onError = options.onConnectionError ?? ((error: Error) => console.warn(`idle replica connection failed: ${error.message}`));
  const nodes = urls.map((url) => {
    const replica = withKnownPool(
      options.dataSourceOptions({
        databaseUrl: url,
        poolSize: options.replicaPoolSize ?? 5,
        statementTimeoutMs: options.statementTimeoutMs,
        idleInTransactionTimeoutMs: options.idleInTransactionTimeoutMs,
        applicationName: 'back-office replica reads',
      }),
      onError,
    );
    return { label: hostLabel(url), dataSource: replica.dataSource, pool: replica.pool, lagSeconds: null };
  });
  for (const node of nodes) {
    await node.dataSource.initialize().catch((error) => options.onReplicaCheckFailed?.(node.label, error));
    if (!node.dataSource.isInitialized) continue;
    usePreparedStatements(node.dataSource, { ...DEFAULT_PREPARED_STATEMENTS, enabled: options.preparedStatements ?? true });
    const pool = node.pool();
    keepDriverPool(node.dataSource, pool);
    pool.on('connect', (client) => client.on('error', () => undefined));
  }
  const replicas = new ReadReplicas(
    nodes.filter((node) => node.dataSource.isInitialized).map(({ label, dataSource, lagSeconds }) => ({ label, dataSource, lagSeconds })),
    {
      maxLagMs: options.replicaMaxLagMs ?? 30_000,
      checkMs: options.replicaCheckMs ?? 5_000,
      onCheckFailed: options.onReplicaCheckFailed,
    },
  );
  await replicas.start();
  return replicas;
}

/**
 * A data source on these options whose node-postgres pool is known (`pool()`, once initialised):
 * TypeORM is handed pg as its `driver` (a documented option) with a Pool that reports itself, and
 * idle connections' errors go to `onError` (its documented `poolErrorHandler`).
 */
function withKnownPool(dataSourceOptions: DataSourceOptions, onError: (error: Error) => void): { dataSource: DataSource; pool: () => Pool } {
  if (dataSourceOptions.type !== 'postgres') throw new Error('The service runs on PostgreSQL (or the embedded PGlite)');
  let made: Pool | undefined;
  const dataSource = new DataSource({ ...dataSourceOptions, driver: poolReportingDriver((pool) => (made = pool)), poolErrorHandler: onError });
  return {
    dataSource,
    pool: () => {
      if (!made) throw new Error('The data source made no node-postgres pool');
      return made;
    },
  };
}

export const MIGRATION_LOCK_KEY = 727_001_2026;

/**
 * Runs pending migrations while holding a PostgreSQL advisory lock, so two processes starting
 * together migrate once: the second waits, then finds nothing pending. The lock and the
 * migrations share one query runner, which is also what the single-session embedded database needs.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const queryRunner = dataSource.createQueryRunner();
  await queryRunner.connect();
  try {
    // Outside any unit of work: a session-level lock held across the migrations' own transactions.
    await queryRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const executor = new MigrationExecutor(dataSource, queryRunner);
      executor.transaction = 'each';
      const applied = await executor.executePendingMigrations();
      return applied.map((migration) => migration.name);
    } finally {
      await queryRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await queryRunner.release();
  }
}
