import type { AddressInfo } from 'node:net';
import { loadConfig, type AppConfig } from '../../src/core/config/config';
import { createRuntime } from '../../src/bootstrap';
import { createApp, type AppInstance } from '../../src/app';
import { ManualClock } from '../../src/core/clock';
import { createServiceHttpServer } from '../../src/core/http/service-http-server';
import type { Runtime } from '../../src/core/runtime';
import { createTestDatabase, type TestDatabase } from './test-database';
import { SharedClock, clusterPlan, startChildNodes, stopChildNodes } from './test-cluster';
import type { ServiceProcess } from './service-process';

const JWT_SECRET = 'test-secret-not-for-production-000000000000';

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  apiKey?: string;
  body?: unknown;
  /** Sent as is (for malformed JSON tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** In cluster mode (TEST_CLUSTER_NODES), send to this node (0 is the in-process one) instead of the next in turn. */
  node?: number;
}

export interface TestApp {
  /** Node 0's address (the in-process service). */
  baseUrl: string;
  /** Every node's address: just baseUrl unless the suite runs in cluster mode (TEST_CLUSTER_NODES). */
  nodes: string[];
  runtime: Runtime;
  instance: AppInstance;
  clock: ManualClock;
  database: TestDatabase;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<HttpResult<T>>;
  graphql<T = any>(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<HttpResult<T>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Start the Agenda worker (off by default: most tests do not need jobs running). */
  jobs?: boolean;
  config?: Partial<AppConfig>;
  now?: Date;
  /** Reuse a database (e.g. to restart the service on the same data); the caller drops it. */
  database?: TestDatabase;
  /** Stay on one node when TEST_CLUSTER_NODES is set (the test relies on one process's memory). */
  singleNode?: boolean;
}

/**
 * Apps kept for the rest of the file, by the options that shape them, once the file has called
 * shareTestAppsInThisFile: a file that gathers several parts (docs/architecture.md, "Test runs")
 * starts one service and database for all parts that ask for the same one.
 */
let sharedApps: Map<string, Promise<TestApp>> | undefined;
let prepareSharedApp: ((app: TestApp) => Promise<void>) | undefined;

/**
 * From now on in this test file, startTestApp hands out one app per set of options (jobs, config,
 * singleNode) instead of a fresh one, with its clock set to what the caller asked for; its close()
 * does nothing and the apps close when the file ends. Parts run one after another, so they never
 * share an app at the same moment; each part makes its own organisations (createTenant) and reads
 * only its own, which is what lets them share a database. An app on a given database, or on
 * several nodes (TEST_CLUSTER_NODES), is never shared. `eachPart` runs whenever a part is handed
 * an app: for state a fresh database would not have that parts must not see of each other.
 */
export function shareTestAppsInThisFile(options: { eachPart?: (app: TestApp) => Promise<void> } = {}): void {
  if (sharedApps) return;
  const apps = new Map<string, Promise<TestApp>>();
  sharedApps = apps;
  prepareSharedApp = options.eachPart;
  afterAll(async () => {
    sharedApps = undefined;
    prepareSharedApp = undefined;
    // An app that failed to start has already failed the part that asked for it.
    const started = await Promise.allSettled(apps.values());
    for (const app of started) if (app.status === 'fulfilled') await app.value.close();
  });
}

/** The real service on a real (fresh, migrated) database, listening on a loopback port. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  if (!sharedApps || options.database || Number(process.env.TEST_CLUSTER_NODES) >= 2) return startOwnTestApp(options);
  const key = JSON.stringify({ jobs: Boolean(options.jobs), config: options.config ?? {}, singleNode: Boolean(options.singleNode) });
  let started = sharedApps.get(key);
  if (!started) {
    started = startOwnTestApp({ ...options, now: undefined });
    sharedApps.set(key, started);
  }
  const app = await started;
  app.clock.set(options.now ?? new Date());
  await prepareSharedApp?.(app);
  return { ...app, close: async () => undefined };
}

async function startOwnTestApp(options: TestAppOptions): Promise<TestApp> {
  const cluster = clusterPlan(options);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createTestDatabase());
  const clock = cluster ? new SharedClock(cluster.clockFile, options.now ?? new Date()) : new ManualClock(options.now ?? new Date());
  const config = loadConfig(
    { ...process.env, NODE_ENV: 'test', JWT_SECRET, ...cluster?.redisEnv },
    { runJobs: Boolean(options.jobs), dataDir: '/tmp/bo-test-unused', ...options.config },
  );
  // The children start while node 0 does; all of them migrate under the same lock (a no-op on the copied template).
  const children = cluster
    ? startChildNodes(cluster.nodes - 1, {
        databaseUrl: database.databaseUrl!,
        jwtSecret: JWT_SECRET,
        config,
        requested: options.config ?? {},
        redisEnv: cluster.redisEnv,
        clockFile: cluster.clockFile,
      })
    : Promise.resolve([] as ServiceProcess[]);
  children.catch(() => undefined);
  const runtime = await createRuntime(config, { db: database.db, clock, jobPollMs: 200 }).catch(async (error) => {
    await children.then(stopChildNodes, () => undefined);
    if (clock instanceof SharedClock) clock.remove();
    throw error;
  });
  const instance = await createApp(runtime);
  const service = createServiceHttpServer(instance.app);
  const server = service.server;
  instance.attachSubscriptions(server);
  // As src/main.ts: past fetch's own idle time, so a kept-alive connection is never closed by the
  // server just as the test's next request reuses it (a "fetch failed" on a loaded machine).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  if (options.jobs) await runtime.jobs.start();

  const close = async () => {
    await runtime.jobs.drain(5000);
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await instance.stop();
    await runtime.rateLimits.close();
    runtime.live.close();
    await runtime.broadcast.close();
    await runtime.instance.stop();
    if (ownsDatabase) await database.drop();
    if (clock instanceof SharedClock) clock.remove();
  };
  let others: ServiceProcess[];
  try {
    others = await children;
  } catch (error) {
    await close();
    throw error;
  }
  const nodes = [baseUrl, ...others.map((child) => child.baseUrl)];
  let turn = 0;

  const request = async <T>(method: string, path: string, opts: RequestOptions = {}): Promise<HttpResult<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.apiKey) headers['x-api-key'] = opts.apiKey;
    let payload: string | undefined;
    if (opts.rawBody !== undefined) payload = opts.rawBody;
    else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    const node = opts.node ?? turn++ % nodes.length;
    if (!nodes[node]) throw new Error(`No node ${node}: this app has ${nodes.length}`);
    const response = await fetch(`${nodes[node]}${path}`, { method, headers, body: payload });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: body as T, headers: response.headers };
  };

  return {
    baseUrl,
    nodes,
    runtime,
    instance,
    clock,
    database,
    request,
    graphql: (query, variables, opts = {}) => request('POST', '/graphql', { ...opts, body: { query, variables } }),
    close: async () => {
      // The children first: node 0's close drops the database they use.
      await stopChildNodes(others);
      await close();
    },
  };
}
