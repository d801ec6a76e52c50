import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type http from 'node:http';
import path from 'node:path';
import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import type { GraphQLSchema } from 'graphql';
import { attachSubscriptions, type SubscriptionServer, type TrustProxy } from './core/graphql/subscriptions';
import type { Runtime } from './core/runtime';
import type { RequestContext } from './core/context/request-context';
import { createApolloServer } from './core/graphql/apollo';
import { apolloHttpHandler } from './core/graphql/apollo-http';
import { CompiledOperations } from './core/graphql/compiled-operations';
import { authenticateMiddleware } from './core/auth/authenticate.middleware';
import { IdempotencyStore } from './core/idempotency/idempotency-store';
import { idempotencyMiddleware } from './core/idempotency/idempotency.middleware';
import { jsonBodies } from './core/http/body-parsing';
import { requestIdMiddleware } from './core/http/request-id.middleware';
import { respondWithError, GRAPHQL_PATH } from './core/http/respond-error';
import { AppError } from './core/errors/app-error';
import { credentialResolvers } from './modules';
import { buildServiceSchema, serviceInboundEndpoints, serviceRouteTables, serviceSortFields } from './bootstrap';
import { compileRoutes, createBridgeRouter, type CompiledRoute } from '../rest-bridge/bridge';
import { runChain } from './core/http/run-chain';
import { buildOpenApi } from '../rest-bridge/openapi';
import { docsInitScript, docsPage } from '../rest-bridge/docs-page';
import { sendStoredFile } from './core/files/send-stored-file';
import { guestPageRouter } from './web/guest-page';
import { consoleRouter } from './web/console-app';
import { explorerAssets, explorerLanding } from './web/explorer-page';
import { devMailboxEnabled, devMailboxRouter } from './web/dev-mailbox';
import { languageOf, rememberLanguage } from './core/i18n/translate';
import { httpMetricsMiddleware } from './core/metrics/http-metrics.middleware';
import { metricsEndpoint } from './core/metrics/metrics-endpoint';

export interface AppInstance {
  app: Express;
  apollo: ApolloServer<RequestContext>;
  routes: CompiledRoute[];
  /** The shielded schema both doors serve. */
  schema: GraphQLSchema;
  /** The OpenAPI document, built on its first read (GET /api/v1/openapi.json or this call). */
  openApi(): Record<string, unknown>;
  /** The /graphql fast path's compiled operations (null with GRAPHQL_EXECUTION=graphql-js). */
  compiledOperations: CompiledOperations | null;
  /** Serves GraphQL subscriptions (WebSocket upgrades on /graphql) on the HTTP server that serves `app`. */
  attachSubscriptions(server: http.Server): void;
  stop(): Promise<void>;
}

const VERSION = '1.0.0';
const API_PREFIX = '/api/v1/';
const OPENAPI_PATH = '/api/v1/openapi.json';

/** The one path under the API prefix served by an app-level route (as Express matches it: any case, one trailing slash). */
function servedBeforeTheApi(path: string): boolean {
  return (path.length === OPENAPI_PATH.length || path.length === OPENAPI_PATH.length + 1) && path.toLowerCase().replace(/\/$/, '') === OPENAPI_PATH;
}

/**
 * Which API door a path belongs to, matched the way Express mounts paths (any case; `/graphql`
 * with anything below it), so other spellings reach the same chain. The exact spellings clients
 * use are tested first: this runs on every request.
 */
function apiDoorOf(path: string): 'graphql' | 'bridge' | null {
  if (path === GRAPHQL_PATH) return 'graphql';
  if (path.startsWith(API_PREFIX)) return servedBeforeTheApi(path) ? null : 'bridge';
  const lower = path.toLowerCase();
  if (lower === GRAPHQL_PATH || lower.startsWith(`${GRAPHQL_PATH}/`)) return 'graphql';
  if (lower.startsWith(API_PREFIX) && !servedBeforeTheApi(path)) return 'bridge';
  return null;
}

/**
 * Assembles the HTTP service: one schema, one context factory, GraphQL and the REST bridge on it.
 * `app` is the Express app to fill (src/main.ts makes it before its HTTP server, which builds its
 * requests with the app's prototypes; service-http-server.ts).
 */
export async function createApp(runtime: Runtime, app: Express = express()): Promise<AppInstance> {
  const { schema } = buildServiceSchema();
  const routes = compileRoutes(schema, serviceRouteTables());
  // Built when first asked for: most starts (tests, restarts) never serve it.
  let openApi: Record<string, unknown> | undefined;
  let openApiBody: string | undefined;
  const openApiDocument = () =>
    (openApi ??= buildOpenApi(schema, routes, {
      version: VERSION,
      serverUrl: runtime.config.publicBaseUrlConfigured ? runtime.config.publicBaseUrl : undefined,
      sortFields: serviceSortFields(),
      inbound: serviceInboundEndpoints().flatMap((endpoint) => (endpoint.openApi ? [endpoint.openApi] : [])),
    }));
  const compiledOperations = runtime.config.graphqlExecution === 'jit' ? new CompiledOperations(schema) : null;
  let subscriptions: SubscriptionServer | null = null;
  // Apollo's documented drain step for a WebSocket server beside it: stopping Apollo closes the sockets.
  const drainSubscriptions: ApolloServerPlugin<RequestContext> = {
    async serverWillStart() {
      return {
        async drainServer() {
          await subscriptions?.dispose();
        },
      };
    },
  };
  const apollo = createApolloServer(runtime, schema, compiledOperations, [drainSubscriptions]);
  await apollo.start();

  const store = new IdempotencyStore(runtime.db.dataSource, runtime.secrets.jwtKey, runtime.instance);
  const authenticate = authenticateMiddleware(runtime, credentialResolvers, respondWithError);
  const optionalIdempotency = idempotencyMiddleware(store, respondWithError);
  const requiredIdempotency = idempotencyMiddleware(store, respondWithError, { required: true });

  const parseBody = jsonBodies();
  const graphqlChain: RequestHandler[] = [
    parseBody,
    optionalIdempotency,
    apolloHttpHandler(apollo, async (req, res) => rememberLanguage(res.locals.ctx as RequestContext, languageOf(req))),
  ];
  const bridge = createBridgeRouter({
    schema,
    routes,
    beforeHandler: (route) => [parseBody, ...(route.method === 'GET' ? [] : [route.idempotency === 'required' ? requiredIdempotency : optionalIdempotency])],
    sendFile: sendStoredFile,
    onInternalError: (ctx, error, route) => ctx.logger.error({ err: error, route: `${route.method} ${route.path}` }, 'unhandled error in REST route'),
  });
  const notFound = (req: Request, res: Response) => respondWithError(req, res, new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}.`));

  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(requestIdMiddleware(runtime.logger));
  app.use(httpMetricsMiddleware(runtime.metrics));
  // The API's doors (/graphql and the bridge's /api/v1/...) are dispatched here, before the other
  // layers (metrics, health, docs, guest page, console assets), none of which serves them: Express
  // would otherwise test each of those layers' paths first on every API request. Credentials come
  // from headers only, so they are resolved before any body is read: REST routes refuse a missing
  // or wrong credential before parsing the body (see the bridge's chain); GraphQL parses its body
  // and lets the shield decide per field.
  const explorer = explorerLanding({ isProduction: runtime.config.isProduction, explorer: runtime.config.graphqlExplorer });
  const graphqlDoor = [explorer, authenticate, ...graphqlChain];
  const bridgeDoor = [authenticate, bridge];
  app.use((req: Request, res: Response, next: NextFunction) => {
    const door = apiDoorOf(req.path);
    if (!door) return next();
    runChain(door === 'graphql' ? graphqlDoor : bridgeDoor, req, res, (error?: unknown) => (error ? next(error) : notFound(req, res)));
  });
  app.get('/metrics', metricsEndpoint(runtime.metrics, { token: runtime.config.metricsToken, isProduction: runtime.config.isProduction }));

  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const checks = { database: false, jobs: !runtime.config.runJobs || runtime.jobs.ready };
    try {
      await runtime.db.dataSource.query('SELECT 1');
      checks.database = true;
    } catch (error) {
      runtime.logger.warn({ err: error }, 'readiness: database check failed');
    }
    const ready = checks.database && checks.jobs;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get(OPENAPI_PATH, (_req, res) => {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end((openApiBody ??= JSON.stringify(openApiDocument())));
  });
  // Not the package's entry point: it evaluates the whole browser bundle in Node just to say where the
  // files lie, which every start and every test file would pay (docs/performance.md, "Test run time").
  app.use('/api/docs/assets', express.static(path.dirname(require.resolve('swagger-ui-dist/package.json')), { index: false }));
  app.get('/api/docs/init.js', (_req, res) => void res.type('application/javascript').send(docsInitScript(OPENAPI_PATH)));
  app.get(['/api/docs', '/api/docs/'], (_req, res) => void res.type('html').send(docsPage()));
  for (const endpoint of serviceInboundEndpoints()) app.use(endpoint.path, endpoint.handler(runtime));
  app.use(guestPageRouter());
  app.use('/console', consoleRouter());
  app.use('/explorer', explorerAssets());
  if (devMailboxEnabled(runtime.config)) app.use(devMailboxRouter(runtime));

  app.use(notFound);
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    runtime.logger.error({ err: error, path: req.path }, 'unhandled error');
    respondWithError(req, res, error);
  });

  return {
    app,
    apollo,
    routes,
    schema,
    openApi: openApiDocument,
    compiledOperations,
    attachSubscriptions(server: http.Server) {
      if (subscriptions) throw new Error('Subscriptions are already served');
      subscriptions = attachSubscriptions(server, runtime, schema, credentialResolvers, app.get('trust proxy fn') as TrustProxy);
    },
    stop: () => apollo.stop(),
  };
}
