import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../src/core/config/config';
import { ManualClock } from '../../src/core/clock';
import { ServiceProcess } from './service-process';

/*
 * TEST_CLUSTER_NODES=N (N >= 2, PostgreSQL only): the API suites run against N service processes
 * on one database and one Redis, called round-robin. startTestApp keeps node 0 in the test's own
 * process (the factories and direct database reads need its runtime) and starts the N-1 others as
 * real child processes (src/main.ts) through ServiceProcess. The test's clock is shared through a
 * file (SharedClock here, FileClock in the children): fixed, and moved for every node at once.
 * Whatever the children cannot share with the test (a database it opened itself, config with no
 * environment variable) keeps the file on one node, said in one line on stderr.
 */

/** Settings a child can be given: the AppConfig key and the environment variable loadConfig reads. */
const CONFIG_ENV: Partial<Record<keyof AppConfig, string>> = {
  webhookAllowPrivateNetworks: 'WEBHOOK_ALLOW_PRIVATE_NETWORKS',
  guestRateLimitPerIp: 'GUEST_RATE_LIMIT_PER_IP',
  guestRateLimitPerToken: 'GUEST_RATE_LIMIT_PER_TOKEN',
  metricsToken: 'METRICS_TOKEN',
  smtpUrl: 'SMTP_URL',
  mailFrom: 'MAIL_FROM',
  publicBaseUrl: 'PUBLIC_BASE_URL',
  graphqlIntrospection: 'GRAPHQL_INTROSPECTION',
  graphqlExecution: 'GRAPHQL_EXECUTION',
  runJobs: 'RUN_JOBS',
};

export interface ClusterRequest {
  database?: unknown;
  config?: Partial<AppConfig>;
  singleNode?: boolean;
}

export interface ClusterPlan {
  nodes: number;
  /** Environment of node 0 (loadConfig's env) and of every child: the shared Redis and its prefix. */
  redisEnv: Record<string, string>;
  /** The file every node reads the time from (SharedClock writes it). */
  clockFile: string;
}

/** How many nodes this startTestApp call gets; undefined (after a line on stderr when asked for more) means one, as always. */
export function clusterPlan(request: ClusterRequest): ClusterPlan | undefined {
  const wanted = Number(process.env.TEST_CLUSTER_NODES);
  if (!Number.isInteger(wanted) || wanted < 2) return undefined;
  const reason = singleNodeReason(request);
  if (reason) {
    process.stderr.write(`test-app: one node instead of TEST_CLUSTER_NODES=${wanted}: ${reason}\n`);
    return undefined;
  }
  return {
    nodes: wanted,
    clockFile: path.join(os.tmpdir(), `bo-cluster-clock-${randomUUID()}`),
    redisEnv: {
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      // One prefix per test app: the machine's Redis is shared with other files and other runs.
      REDIS_KEY_PREFIX: `bo-cluster-${randomUUID().slice(0, 8)}:`,
    },
  };
}

function singleNodeReason(request: ClusterRequest): string | undefined {
  if (!process.env.DATABASE_URL) return "PGlite is one process's database (set DATABASE_URL)";
  if (request.singleNode) return 'the test asked for one node (singleNode)';
  if (request.database) return 'the test brought its own database';
  const unpassable = Object.keys(request.config ?? {}).filter((key) => !CONFIG_ENV[key as keyof AppConfig]);
  if (unpassable.length) return `config ${unpassable.join(', ')} cannot be passed to a child process by environment`;
  return undefined;
}

/**
 * app.clock in cluster mode: a ManualClock whose every move is written to the shared file before
 * it returns (write then rename, so a child never reads half an instant).
 */
export class SharedClock extends ManualClock {
  constructor(
    readonly file: string,
    start: Date,
  ) {
    super(start);
    this.publish();
  }
  override set(value: Date): void {
    super.set(value);
    this.publish();
  }
  override advance(ms: number): void {
    super.advance(ms);
    this.publish();
  }
  remove(): void {
    fs.rmSync(this.file, { force: true });
  }
  private publish(): void {
    const next = `${this.file}.next`;
    fs.writeFileSync(next, this.now().toISOString());
    fs.renameSync(next, this.file);
  }
}

/** Starts the child nodes on node 0's database with node 0's settings; all or none. */
export async function startChildNodes(
  count: number,
  options: { databaseUrl: string; jwtSecret: string; config: AppConfig; requested: Partial<AppConfig>; redisEnv: Record<string, string>; clockFile: string },
): Promise<ServiceProcess[]> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    JWT_SECRET: options.jwtSecret,
    DATA_DIR: '/tmp/bo-test-unused',
    DATABASE_URL: options.databaseUrl,
    TEST_CLOCK_FILE: options.clockFile,
    ...options.redisEnv,
  };
  // publicBaseUrl too: by default it names the node's own port, and node 0's is the one tests expect in links.
  for (const key of ['runJobs', 'publicBaseUrl', ...Object.keys(options.requested)] as Array<keyof AppConfig>) {
    const value = options.config[key];
    if (value !== undefined) env[CONFIG_ENV[key]!] = String(value);
  }
  const children = Array.from({ length: count }, () => new ServiceProcess(env));
  const started = await Promise.allSettled(children.map((child) => child.start()));
  const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) {
    await stopChildNodes(children);
    throw failure.reason;
  }
  return children;
}

export async function stopChildNodes(children: ServiceProcess[]): Promise<void> {
  await Promise.all(children.map((child) => child.stop().catch(() => undefined)));
}
