import 'reflect-metadata';
import type { AppConfig } from './core/config/config';
import { createLogger, type Logger } from './core/config/logger';
import { openDatabase, runMigrations, type Database, type OpenDatabaseOptions } from './core/db/database';
import { AgendaJobQueue, ensureJobSchema } from './core/jobs/agenda-job-queue';
import { InstanceRegistry } from './core/instances/instance-registry';
import { ServiceMetrics } from './core/metrics/service-metrics';
import { loadJwtKey } from './core/auth/jwt-secret';
import { type Clock, systemClock } from './core/clock';
import type { Runtime } from './core/runtime';
import { createRateLimitStore } from './core/rate-limit';
import { eventCatalog } from './core/events/event-catalog';
import { reportCatalog } from './core/reports/report-catalog';
import { matchTargets } from './core/reconciliation/match-target';
import { deleteGuards } from './core/modules/delete-guards';
import { dayCloseContributions } from './core/modules/day-close-contributions';
import { registerMessages } from './core/i18n/messages';
import { buildAppSchema, type BuiltSchema } from './core/graphql/build-schema';
import { featureModules } from './modules';
import { registerEventObservers } from './core/outbox/emit';
import type { FeatureModule } from './modules/feature-module';
import { createBroadcast } from './core/broadcast';
import { LiveHub } from './core/live/live-hub';
import { allEntities } from './modules/entities';
import { buildDataSourceOptions } from '../ormconfig';
import { parseDatabaseHosts } from './core/db/primary-hosts';
import type { RouteTable } from './core/modules/route-table';
import { sortFieldsByRootField } from './core/lists/sort-fields';
import { getNamedType, type GraphQLSchema } from 'graphql';

/**
 * Opens the service's database: the kernel's openDatabase with the data source options of
 * ormconfig.ts and every module's entities (the registry), wired here so core imports neither.
 */
export function openAppDatabase(options: Omit<OpenDatabaseOptions, 'dataSourceOptions'>): Promise<Database> {
  return openDatabase({ ...options, dataSourceOptions: (connection) => buildDataSourceOptions({ ...connection, entities: allEntities }) });
}

/**
 * With one DATABASE_URL host a database that cannot be reached stops the start (the supervisor
 * restarts the process). With several (a primary and its standbys) the process waits for one of
 * them to accept writes: it is the gap of a failover, and the process answers /readyz with 503
 * meanwhile (src/main.ts) instead of restarting in a loop.
 */
async function openServiceDatabase(config: AppConfig, logger: Logger, options: () => Omit<OpenDatabaseOptions, 'dataSourceOptions'>): Promise<Database> {
  const hosts = config.databaseUrl ? parseDatabaseHosts(config.databaseUrl).hosts.length : 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openAppDatabase(options());
    } catch (error) {
      if (hosts < 2) throw error;
      if (attempt === 1 || attempt % 10 === 0) logger.warn({ err: error, attempt }, 'no database host accepts writes yet; waiting for a primary');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

let modulesWired = false;

/**
 * Registers what every module declares beyond its resolvers, once per process (static data):
 * events, reports, bank-reconciliation match targets (they fill the MatchType enum, so this runs
 * before the schema is built), delete guards and API messages. The one place cross-feature rules are wired.
 */
export function wireFeatureModules(): void {
  if (modulesWired) return;
  for (const module of featureModules) eventCatalog.register(module.events ?? []);
  for (const module of featureModules) reportCatalog.register(module.reports ?? []);
  for (const module of featureModules) matchTargets.register(module.matchTargets ?? []);
  for (const module of featureModules) deleteGuards.register(module.deleteGuards ?? []);
  for (const module of featureModules) dayCloseContributions.register(module.dayCloseContributions ?? []);
  for (const module of featureModules) registerMessages(module.messages ?? {});
  for (const module of featureModules) registerEventObservers(module.eventObservers ?? []);
  modulesWired = true;
}

/** The REST bridge's route tables: every module's, in the order of the modules. */
/** The modules' inbound endpoints (FeatureModule.inbound). */
export function serviceInboundEndpoints(): NonNullable<FeatureModule['inbound']> {
  return featureModules.flatMap((module) => module.inbound ?? []);
}

export function serviceRouteTables(): RouteTable[] {
  return featureModules.flatMap((module) => module.routes ?? []);
}

let sortFields: Map<string, readonly string[]> | undefined;

/** Each list's sortable fields by root field, from every module's `sortFields`. */
export function serviceSortFields(): ReadonlyMap<string, readonly string[]> {
  return (sortFields ??= sortFieldsByRootField(featureModules.flatMap((module) => module.sortFields ?? [])));
}

/**
 * Every list (a Query field with a `list` argument) has its sort fields declared by a module, and
 * every declaration names a Query field: a list left out would accept no sort and be documented
 * without one.
 */
function assertListsDeclareSortFields(schema: GraphQLSchema): void {
  const declared = serviceSortFields();
  const fields = schema.getQueryType()?.getFields() ?? {};
  const lists = Object.values(fields).filter((field) => field.args.some((arg) => arg.name === 'list' && getNamedType(arg.type).name === 'ListArgs'));
  const undeclared = lists.filter((field) => !declared.has(field.name)).map((field) => field.name);
  const unknown = [...declared.keys()].filter((name) => !fields[name]);
  if (undeclared.length) throw new Error(`Lists without sort fields in their FeatureModule's sortFields: ${undeclared.join(', ')}`);
  if (unknown.length) throw new Error(`sortFields name no Query field: ${unknown.join(', ')}`);
}

/** The service's schema: the modules wired, then built (once per process). */
export function buildServiceSchema(): BuiltSchema {
  wireFeatureModules();
  const built = buildAppSchema(featureModules);
  assertListsDeclareSortFields(built.schema);
  return built;
}

export interface RuntimeOptions {
  clock?: Clock;
  logger?: Logger;
  /** An already open database (tests hand one in). */
  db?: Database;
  /** Poll interval of the job runner. */
  jobPollMs?: number;
  /** Called when this instance loses its liveness lock (others may take its work over): main exits. */
  onInstanceLost?: () => void;
}

/**
 * Opens the database, migrates it (under a lock), and builds the process-wide runtime. Nothing
 * here listens on a port; see app.ts and main.ts.
 */
export async function createRuntime(config: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  wireFeatureModules();
  const logger = options.logger ?? createLogger(config.logLevel);
  const db =
    options.db ??
    (await openServiceDatabase(config, logger, () => ({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      preparedStatements: config.databasePreparedStatements,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      idleInTransactionTimeoutMs: config.databaseIdleInTransactionTimeoutMs,
      onConnectionError: (error) => logger.warn({ err: error }, 'idle database connection failed; the pool replaces it'),
      replicaUrls: config.databaseReplicaUrls,
      replicaMaxLagMs: config.databaseReplicaMaxLagMs,
      replicaCheckMs: config.databaseReplicaCheckMs,
      onReplicaCheckFailed: (replica, error) => logger.warn({ err: error, replica }, 'read replica check failed; read-only work skips it'),
    })));
  const applied = await runMigrations(db.dataSource);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const instance = new InstanceRegistry(db, logger, options.onInstanceLost);
  await instance.start();
  await ensureJobSchema(db);
  const jobs = new AgendaJobQueue(db, logger, instance, { processEvery: options.jobPollMs ?? 2000 });
  const broadcast = createBroadcast(config, logger);
  const metrics = new ServiceMetrics(db, logger);
  const runtime: Runtime = {
    config,
    db,
    logger,
    jobs,
    clock: options.clock ?? systemClock,
    rateLimits: createRateLimitStore(config, logger),
    broadcast,
    live: new LiveHub(db.dataSource, broadcast, logger, metrics),
    metrics,
    instance,
    secrets: { jwtKey: loadJwtKey(config) },
  };
  jobs.bind(runtime);
  await jobs.whenConnected();
  for (const module of featureModules) for (const job of module.jobs ?? []) jobs.define(job);
  for (const module of featureModules) module.start?.(runtime);
  return runtime;
}
