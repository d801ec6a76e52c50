import path from 'node:path';
import { splitReplicaUrls } from '../db/read-replicas';

/** Everything the service reads from the environment, read once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** DATABASE_REPLICA_URL: streaming replicas for read-only work (exports, scheduled reports), docs/operations.md. */
  databaseReplicaUrls: string[];
  /** A replica whose replay is further behind than this is skipped (DATABASE_REPLICA_MAX_LAG_MS). */
  databaseReplicaMaxLagMs: number;
  /** How often each replica's lag is read (DATABASE_REPLICA_CHECK_MS). */
  databaseReplicaCheckMs: number;
  /** Hot statements as named prepared statements; off behind a pooler that shares sessions per transaction. */
  databasePreparedStatements: boolean;
  /** PostgreSQL statement_timeout of every pooled connection, ms (0: none). */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL idle_in_transaction_session_timeout of every pooled connection, ms (0: none). */
  databaseIdleInTransactionTimeoutMs: number;
  /** Days a dispatched outbox event is kept before the retention job deletes it. */
  outboxRetentionDays: number;
  dataDir: string;
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicBaseUrl: string;
  /** PUBLIC_BASE_URL was set: the OpenAPI `servers` entry names it (otherwise the document's servers are relative). */
  publicBaseUrlConfigured: boolean;
  webhookAllowPrivateNetworks: boolean;
  redisUrl: string | undefined;
  /** Prefix of every key this service writes to Redis (several services may share one Redis). */
  redisKeyPrefix: string;
  graphqlIntrospection: 'on' | 'off' | 'authenticated';
  /** GRAPHQL_EXPLORER: what browsers get at /graphql outside production (bundled GraphiQL, or Apollo Sandbox from Apollo's CDN). */
  graphqlExplorer: 'graphiql' | 'sandbox';
  /** How often an open WebSocket's credential is checked again (expiry, revocation): LIVE_AUTH_RECHECK_MS, docs/live.md. */
  liveAuthRecheckMs: number;
  /** A WebSocket must send connection_init within this time (else closed with 4408): LIVE_INIT_TIMEOUT_MS, docs/live.md. */
  liveInitTimeoutMs: number;
  /** Sockets one client address may hold before their connection_init is accepted: LIVE_MAX_PENDING_PER_IP. */
  liveMaxPendingPerIp: number;
  /** Sockets this process holds before their connection_init is accepted, all addresses together: LIVE_MAX_PENDING. */
  liveMaxPending: number;
  /**
   * How /graphql executes validated operations: 'jit' (default) through compiled operations with
   * graphql-js as the fallback, 'graphql-js' through Apollo's own execution (docs/performance.md, "Per-request CPU").
   */
  graphqlExecution: 'jit' | 'graphql-js';
  /** Start the Agenda worker in this process (tests and one-off scripts may turn it off). */
  runJobs: boolean;
  /** Guest self-order paths: requests per minute from one IP address, and for one table's QR token. */
  guestRateLimitPerIp: number;
  guestRateLimitPerToken: number;
  /** Bearer token for GET /metrics; without it /metrics answers loopback peers only, and is off in production. */
  metricsToken: string | undefined;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = Number(env.PORT ?? 3000);
  const config: AppConfig = {
    port: Number.isInteger(port) ? port : 3000,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReplicaUrls: splitReplicaUrls(env.DATABASE_REPLICA_URL),
    databaseReplicaMaxLagMs: positiveInt(env.DATABASE_REPLICA_MAX_LAG_MS, 30_000),
    databaseReplicaCheckMs: positiveInt(env.DATABASE_REPLICA_CHECK_MS, 5_000),
    databasePreparedStatements: bool(env.DATABASE_PREPARED_STATEMENTS, true),
    databaseStatementTimeoutMs: nonNegativeInt(env.DATABASE_STATEMENT_TIMEOUT_MS, 30_000),
    databaseIdleInTransactionTimeoutMs: nonNegativeInt(env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS, 60_000),
    outboxRetentionDays: positiveInt(env.OUTBOX_RETENTION_DAYS, 7),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    nodeEnv,
    isProduction,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Back Office <no-reply@back-office.local>',
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://localhost:${Number.isInteger(port) ? port : 3000}`,
    publicBaseUrlConfigured: Boolean(env.PUBLIC_BASE_URL),
    webhookAllowPrivateNetworks: bool(env.WEBHOOK_ALLOW_PRIVATE_NETWORKS, false),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'bo:',
    graphqlIntrospection: parseIntrospection(env.GRAPHQL_INTROSPECTION, isProduction),
    graphqlExplorer: env.GRAPHQL_EXPLORER?.trim().toLowerCase() === 'sandbox' ? 'sandbox' : 'graphiql',
    liveAuthRecheckMs: positiveInt(env.LIVE_AUTH_RECHECK_MS, 5000),
    liveInitTimeoutMs: positiveInt(env.LIVE_INIT_TIMEOUT_MS, 3000),
    liveMaxPendingPerIp: positiveInt(env.LIVE_MAX_PENDING_PER_IP, 20),
    liveMaxPending: positiveInt(env.LIVE_MAX_PENDING, 1000),
    graphqlExecution: env.GRAPHQL_EXECUTION === 'graphql-js' ? 'graphql-js' : 'jit',
    runJobs: bool(env.RUN_JOBS, true),
    guestRateLimitPerIp: positiveInt(env.GUEST_RATE_LIMIT_PER_IP, 600),
    guestRateLimitPerToken: positiveInt(env.GUEST_RATE_LIMIT_PER_TOKEN, 120),
    metricsToken: env.METRICS_TOKEN || undefined,
    ...overrides,
  };
  if (config.isProduction && !config.jwtSecret) {
    throw new Error('JWT_SECRET is required when NODE_ENV=production');
  }
  if (config.isProduction && !config.smtpUrl) {
    throw new Error('SMTP_URL is required when NODE_ENV=production (the dev mailbox is for development only)');
  }
  return config;
}

function nonNegativeInt(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function parseIntrospection(value: string | undefined, isProduction: boolean): AppConfig['graphqlIntrospection'] {
  if (value === 'on' || value === 'off' || value === 'authenticated') return value;
  return isProduction ? 'authenticated' : 'on';
}
