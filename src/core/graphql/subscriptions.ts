import type http from 'node:http';
import type { Request } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Context as WsContext } from 'graphql-ws';
import { type ExecutionResult, getOperationAST, GraphQLError, type GraphQLSchema, parse, specifiedRules, validate } from 'graphql';
import type { Runtime } from '../runtime';
import type { CredentialResolver } from '../auth/credentials';
import type { Principal } from '../auth/principal';
import { RequestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';
import { normalizeError } from '../errors/normalize-error';
import { GRAPHQL_PATH } from '../http/respond-error';
import { GRAPHQL_LIMITS, limitRules } from './limits';

/**
 * Close codes of the /graphql WebSocket beyond graphql-ws's own (4400 bad message, 4408 no
 * connection_init in time, 4409 duplicate id, 4429 repeated init, 4500 server fault). Listed
 * in docs/live.md; the reason text starts with the error name (e.g. "REAUTH_REQUIRED: ...").
 */
export const LIVE_CLOSE = {
  /** The access token is malformed or expired (at init or later): refresh it and reconnect. */
  unauthorized: 4401,
  /** The credential is refused for good (session revoked, API key revoked or expired, access changed, another organisation's branch): sign in again. */
  forbidden: 4403,
  /** The credential's rate limit or quota is spent. */
  rateLimited: 4429,
  /** Too many sockets from the address (or in all) are still waiting for their connection_init to be accepted: retry later. */
  tryAgainLater: 1013,
} as const;

/** Express's compiled `trust proxy` setting: whether the hop at `address` (0 = the socket's peer) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** The client's address as Express derives req.ip: X-Forwarded-For read from the right while the hops are trusted proxies. */
function clientAddress(upgrade: http.IncomingMessage, trust: TrustProxy | undefined): string | undefined {
  const peer = upgrade.socket.remoteAddress;
  if (!peer || !trust) return peer;
  const forwarded = String(upgrade.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...forwarded];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop], hop)) hop++;
  return chain[hop];
}

/** What a connection_init payload may carry (the same credentials as the HTTP headers). */
interface ConnectionParams {
  authorization?: unknown;
  accessToken?: unknown;
  apiKey?: unknown;
  branchId?: unknown;
}

interface ConnectionAuth {
  principal: Principal | null;
  authError: AppError | null;
  request: RequestLike;
  timer?: NodeJS.Timeout;
}

type Extra = { socket: WebSocket; request: http.IncomingMessage };

/** The few parts of an Express request the credential resolvers read, built from the init payload. */
type RequestLike = Pick<Request, 'headers' | 'path' | 'ip' | 'res'> & { header(name: string): string | undefined };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : undefined;
}

function requestFrom(params: ConnectionParams, upgrade: http.IncomingMessage, ip: string | undefined): RequestLike {
  const headers: Record<string, string> = {};
  const bearer = text(params.authorization) ?? (text(params.accessToken) ? `Bearer ${text(params.accessToken)}` : undefined);
  if (bearer) headers.authorization = bearer;
  if (text(params.apiKey)) headers['x-api-key'] = text(params.apiKey)!;
  if (text(params.branchId)) headers['x-branch-id'] = text(params.branchId)!;
  const origin = upgrade.headers.origin;
  if (origin) headers.origin = origin;
  const userAgent = upgrade.headers['user-agent'];
  if (userAgent) headers['user-agent'] = userAgent;
  return {
    headers: headers as Request['headers'],
    path: GRAPHQL_PATH,
    ip,
    res: undefined,
    header: (name: string) => headers[name.toLowerCase()],
  };
}

function closeCodeOf(error: AppError, request: RequestLike): number {
  if (error.errorName === 'RATE_LIMITED') return LIVE_CLOSE.rateLimited;
  // A key cannot be refreshed like an access token: reconnecting with it is refused again.
  if (error.errorName === 'UNAUTHORIZED' && !request.headers['x-api-key']) return LIVE_CLOSE.unauthorized;
  return LIVE_CLOSE.forbidden;
}

/** A WebSocket close reason is at most 123 bytes. */
function reasonOf(error: AppError): string {
  const reason = `${error.errorName}: ${error.message}`;
  return Buffer.byteLength(reason) <= 123
    ? reason
    : `${Buffer.from(reason)
        .subarray(0, 120)
        .toString('utf8')
        .replace(/\uFFFD+$/, '')}...`;
}

async function authenticate(
  runtime: Runtime,
  resolvers: readonly CredentialResolver[],
  request: RequestLike,
  again = false,
): Promise<Pick<ConnectionAuth, 'principal' | 'authError'>> {
  const resolver = resolvers.find((candidate) => candidate.matches(request as unknown as Request));
  if (!resolver) return { principal: null, authError: null };
  const check = again && resolver.recheck ? resolver.recheck : resolver.resolve;
  try {
    return { principal: await check(runtime, request as unknown as Request), authError: null };
  } catch (error) {
    if (error instanceof AppError) return { principal: null, authError: error };
    throw error;
  }
}

function wireErrors(errors: readonly GraphQLError[], status: number, code: string): GraphQLError[] {
  return errors.map((error) => new GraphQLError(error.message, { nodes: error.nodes, extensions: { code, status } }));
}

/** The same wire shape as /graphql's errors (extensions.code, status, fields). */
function formatResult(result: ExecutionResult, logger: Runtime['logger']): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      const wire = normalizeError(error);
      if (wire.name === 'INTERNAL') logger.error({ err: error.originalError ?? error, path: error.path }, 'unhandled error in GraphQL subscription');
      return new GraphQLError(wire.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { code: wire.name, status: wire.status, ...(wire.fields ? { fields: wire.fields } : {}) },
      });
    }),
  };
}

export interface SubscriptionServer {
  /** Closes every socket (1001 going away) and stops accepting upgrades. */
  dispose(): Promise<void>;
}

/**
 * GraphQL subscriptions on /graphql over WebSocket (the graphql-ws protocol), Apollo Server's
 * documented pattern: a `ws` server on the same HTTP server, `useServer` from graphql-ws. The
 * credential travels in the connection_init payload and goes through the same resolvers as the
 * HTTP headers; a refused credential closes the socket (LIVE_CLOSE), a missing one leaves the
 * connection anonymous (the guest's order subscription needs none; the shield refuses the
 * others). The credential is checked again every LIVE_AUTH_RECHECK_MS: an expired token, a
 * revoked session or key, or a permission the credential no longer grants closes the socket.
 * Sockets waiting for their connection_init are bounded per client address and in all.
 * Documents pass the same limits as /graphql (graphql-armor depth, cost, aliases, directives;
 * token count); only subscriptions are served here.
 */
export function attachSubscriptions(
  server: http.Server,
  runtime: Runtime,
  schema: GraphQLSchema,
  resolvers: readonly CredentialResolver[],
  trustProxy?: TrustProxy,
): SubscriptionServer {
  const wss = new WebSocketServer({ server, path: GRAPHQL_PATH, maxPayload: 64 * 1024 });
  const connections = new WeakMap<object, ConnectionAuth>();
  const rules = [...specifiedRules, ...limitRules()];
  const { liveInitTimeoutMs, liveMaxPendingPerIp, liveMaxPending } = runtime.config;

  // Sockets whose connection_init is not accepted yet, per client address: an unauthenticated
  // client cannot hold more than a few open, and all of them together stay bounded.
  const pendingByAddress = new Map<string, number>();
  const pendingSockets = new Map<WebSocket, string>();
  const settle = (socket: WebSocket) => {
    const address = pendingSockets.get(socket);
    if (address === undefined) return;
    pendingSockets.delete(socket);
    const left = (pendingByAddress.get(address) ?? 1) - 1;
    if (left > 0) pendingByAddress.set(address, left);
    else pendingByAddress.delete(address);
  };
  // Registered before graphql-ws's own listener, so a refused socket is closed before it is served.
  wss.on('connection', (socket: WebSocket, upgrade: http.IncomingMessage) => {
    const address = clientAddress(upgrade, trustProxy) ?? 'unknown';
    const fromAddress = pendingByAddress.get(address) ?? 0;
    if (fromAddress >= liveMaxPendingPerIp || pendingSockets.size >= liveMaxPending) {
      socket.close(
        LIVE_CLOSE.tryAgainLater,
        fromAddress >= liveMaxPendingPerIp
          ? 'TOO_MANY_CONNECTIONS: too many sockets from your address are waiting for connection_init'
          : 'TOO_MANY_CONNECTIONS: too many sockets are waiting for connection_init',
      );
      return;
    }
    pendingSockets.set(socket, address);
    pendingByAddress.set(address, fromAddress + 1);
    socket.once('close', () => settle(socket));
  });

  const recheck = async (ctx: WsContext<Record<string, unknown>, Extra>, auth: ConnectionAuth) => {
    if (!auth.principal) return;
    // A database hiccup keeps the socket: the next check decides.
    const now = await authenticate(runtime, resolvers, auth.request, true).catch(() => null);
    if (!now) return;
    let refusal = now.authError;
    const lost = now.principal && [...auth.principal.permissions].filter((permission) => !now.principal!.permissions.has(permission));
    if (!refusal && lost?.length) {
      // The key's creator lost a permission: the stream was authorised with it.
      refusal = new AppError('REAUTH_REQUIRED', `The credential no longer grants ${lost.join(', ')}.`);
    }
    if (refusal) {
      clearInterval(auth.timer);
      ctx.extra.socket.close(closeCodeOf(refusal, auth.request), reasonOf(refusal));
    }
  };

  const cleanup = useServer<Record<string, unknown>, Extra>(
    {
      connectionInitWaitTimeout: liveInitTimeoutMs,
      onConnect: async (ctx) => {
        const request = requestFrom((ctx.connectionParams ?? {}) as ConnectionParams, ctx.extra.request, clientAddress(ctx.extra.request, trustProxy));
        const { principal, authError } = await authenticate(runtime, resolvers, request).finally(() => settle(ctx.extra.socket));
        if (authError) {
          ctx.extra.socket.close(closeCodeOf(authError, request), reasonOf(authError));
          return false;
        }
        const auth: ConnectionAuth = { principal, authError, request };
        if (principal) {
          auth.timer = setInterval(() => void recheck(ctx, auth), runtime.config.liveAuthRecheckMs);
          auth.timer.unref();
        }
        connections.set(ctx, auth);
        return true;
      },
      onClose: (ctx) => {
        const auth = connections.get(ctx);
        if (auth?.timer) clearInterval(auth.timer);
      },
      onSubscribe: (ctx, _id, payload) => {
        const auth = connections.get(ctx);
        if (!auth) return [new GraphQLError('The connection is not initialised.', { extensions: { code: 'UNAUTHORIZED', status: 401 } })];
        let document;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (error) {
          return wireErrors([error as GraphQLError], 400, 'GRAPHQL_PARSE_FAILED');
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return wireErrors(errors, 400, 'GRAPHQL_VALIDATION_FAILED');
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [new GraphQLError('Name the operation to run.', { extensions: { code: 'BAD_REQUEST', status: 400 } })];
        if (operation.operation !== 'subscription') {
          return [
            new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations to /graphql over HTTP.', {
              extensions: { code: 'BAD_REQUEST', status: 400 },
            }),
          ];
        }
        const upgrade = ctx.extra.request;
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          // A context per operation: shield caches its decisions on the context object.
          contextValue: new RequestContext(runtime, auth.principal, auth.authError, {
            ip: auth.request.ip ?? null,
            origin: upgrade.headers.origin ?? null,
            userAgent: upgrade.headers['user-agent'] ?? null,
            transport: 'graphql',
          }),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => formatResult(result as ExecutionResult, runtime.logger),
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => new GraphQLError(error.message, { extensions: { ...error.extensions } })),
    },
    wss,
  );

  return {
    async dispose() {
      await cleanup.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
