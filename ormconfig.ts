import 'reflect-metadata';
import { type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './src/core/db/snake-naming.strategy';
import { serviceTypeParsers } from './src/core/db/timestamp-parser';
import type { DatabaseConnection } from './src/core/db/database';
import { allMigrations } from './migrations';
import { parseDatabaseHosts, PrimaryLocator, primaryClientClass } from './src/core/db/primary-hosts';

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
    migrations: allMigrations,
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
