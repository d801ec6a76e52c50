import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './src/core/db/snake-naming.strategy';
import { serviceTypeParsers } from './src/core/db/timestamp-parser';
import type { DatabaseConnection } from './src/core/db/database';
import { parseDatabaseHosts, PrimaryLocator, primaryClientClass } from './src/core/db/primary-hosts';

/** A migration file: `<timestamp>-<Name>.ts` as written (npm run migration:generate), `.js` once compiled. */
const MIGRATION_FILE = /^(\d{13})-[A-Za-z0-9]+\.(?:ts|js)$/;

let migrations: Function[] | undefined;

/**
 * Every migration class in `migrations/`, in the order of the timestamps in their file names (the
 * order TypeORM runs them in). Read from the directory beside this file, so the same code finds the
 * TypeScript sources (jest, @swc-node/register) and the compiled files (dist/, the tests' compiled
 * service): a new migration needs no list to be added to.
 */
export function allMigrations(): Function[] {
  if (migrations) return migrations;
  const dir = path.join(__dirname, 'migrations');
  const files = fs
    .readdirSync(dir)
    .filter((file) => /\.(?:ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => {
      const timestamp = MIGRATION_FILE.exec(file)?.[1];
      // A misnamed file would otherwise never run, silently.
      if (!timestamp) throw new Error(`migrations/${file} is not named <timestamp>-<Name> (npm run migration:generate names it)`);
      return { file, timestamp };
    })
    .sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
  migrations = files.map(({ file, timestamp }) => {
    // Loaded by path: which files exist is only known at run time.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = Object.values(require(path.join(dir, file)) as Record<string, unknown>).filter((value) => typeof value === 'function');
    const [migration] = exported;
    if (exported.length !== 1 || !migration.name.endsWith(timestamp)) {
      throw new Error(`migrations/${file} must export exactly one class named after its timestamp (<Name>${timestamp})`);
    }
    return migration as Function;
  });
  return migrations;
}

/**
 * The one place that decides how TypeORM talks to the database. `embeddedConnection` is given for
 * the embedded database (a PGlite-backed node-postgres connection); otherwise DATABASE_URL is
 * used. The entities are handed in by the application (src/bootstrap.ts, from the module
 * registry): the kernel never imports this file, and this file never imports the modules.
 */
export function buildDataSourceOptions(params: DatabaseConnection & { entities: Function[] }): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: params.entities,
    migrations: allMigrations(),
    migrationsRun: false,
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    namingStrategy: new SnakeNamingStrategy(),
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    // findOneBy({ id: undefined }) must never mean "any row".
    invalidWhereValuesBehavior: { null: 'throw' as const, undefined: 'throw' as const },
    logging: false,
  };
  if (params.embeddedConnection) {
    return {
      ...common,
      host: 'embedded',
      username: 'postgres',
      database: 'postgres',
      poolSize: 1,
      // A single client that is never closed for idleness: it is the database's only session.
      extra: { connection: params.embeddedConnection, max: 1, idleTimeoutMillis: 0, types: serviceTypeParsers },
    };
  }
  if (!params.databaseUrl) throw new Error('Either DATABASE_URL or an embedded database is required');
  // Several hosts (a primary and its standbys): every connection goes to the one that accepts
  // writes, found again after a failover (src/core/db/primary-hosts.ts, docs/operations.md).
  const { hosts, firstHostUrl } = parseDatabaseHosts(params.databaseUrl);
  const failover = hosts.length > 1 ? { Client: primaryClientClass(new PrimaryLocator(hosts, firstHostUrl)) } : {};
  return {
    ...common,
    url: hosts.length > 1 ? firstHostUrl : params.databaseUrl,
    poolSize: params.poolSize ?? 20,
    extra: {
      ...failover,
      max: params.poolSize ?? 20,
      types: serviceTypeParsers,
      ...(params.applicationName ? { application_name: params.applicationName } : {}),
      // Sent as start-up parameters of every connection: no statement (a list, a report, a job's
      // query) runs on unbounded, and a transaction left open by a stuck caller is ended
      // (docs/operations.md, "Timeouts"). 0 or unset: the server's own setting.
      ...(params.statementTimeoutMs ? { statement_timeout: params.statementTimeoutMs } : {}),
      ...(params.idleInTransactionTimeoutMs ? { idle_in_transaction_session_timeout: params.idleInTransactionTimeoutMs } : {}),
    },
  };
}
