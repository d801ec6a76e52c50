import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { localisedErrors } from '../i18n/graphql-errors';
import { ApolloServerPluginLandingPageLocalDefault, ApolloServerPluginLandingPageProductionDefault } from '@apollo/server/plugin/landingPage/default';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context/request-context';
import type { Runtime } from '../runtime';
import { normalizeError } from '../errors/normalize-error';
import { AppError } from '../errors/app-error';
import { GRAPHQL_LIMITS, limitRules } from './limits';
import { graphqlMetricsPlugin } from '../metrics/graphql-metrics.plugin';
import { localFastPathGateway } from './fast-path';
import { asksForIntrospection } from './introspection';
import type { CompiledOperations } from './compiled-operations';

/** Apollo's own client-error codes: already meaningful, passed through as they are. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/**
 * Introspection per GRAPHQL_INTROSPECTION: on; off; or (production default) only for callers
 * with a valid credential, so analysts can explore with a token but anonymous callers cannot.
 */
function introspectionPolicy(policy: Runtime['config']['graphqlIntrospection']): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (policy === 'on' || !asksForIntrospection(document)) return;
          if (policy === 'off') throw new AppError('FORBIDDEN', 'Introspection is disabled.');
          if (!contextValue.isAuthenticated) throw contextValue.authError ?? new AppError('UNAUTHORIZED', 'Introspection needs a credential.');
        },
      };
    },
  };
}

/** Marks the context of a GraphQL request that hit an unhandled fault (see RequestContext.outcome). */
const faultMarker: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        contextValue.outcome.errored = true;
        if (errors.some((error) => normalizeError(error).name === 'INTERNAL')) contextValue.outcome.faulted = true;
      },
    };
  },
};

/** `compiled`: run operations through this cache of compiled operations; null: Apollo's own graphql-js execution. */
export function createApolloServer(
  runtime: Runtime,
  schema: GraphQLSchema,
  compiled: CompiledOperations | null,
  extraPlugins: ApolloServerPlugin<RequestContext>[] = [],
): ApolloServer<RequestContext> {
  const { config, logger } = runtime;
  return new ApolloServer<RequestContext>({
    // Execution is the only thing the fast path replaces; see fast-path.ts for why it is a gateway.
    ...(compiled ? { gateway: localFastPathGateway(schema, compiled) } : { schema }),
    introspection: config.graphqlIntrospection !== 'off',
    validationRules: limitRules(),
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    includeStacktraceInErrorResponses: false,
    // main.ts owns SIGTERM/SIGINT (close HTTP, drain jobs, then stop Apollo, then the database).
    // Apollo's own handler would race it and re-raise the signal mid-shutdown.
    stopOnTerminationSignals: false,
    hideSchemaDetailsFromClientErrors: config.isProduction,
    plugins: [
      ...extraPlugins,
      // Apollo installs its cache-control plugin by default. Its willResolveField hook makes Apollo
      // wrap every field resolver of the (shared) schema, on /graphql and on the REST bridge alike,
      // and call it for every field of every row; the service sets no cache hints and answers no
      // cacheable GETs, so it bought nothing and cost most of a nested page's CPU.
      ApolloServerPluginCacheControlDisabled(),
      // Apollo installs inline tracing for federated subgraphs; this schema is none, yet the
      // plugin's requestDidStart still ran on every request to find that out.
      ApolloServerPluginInlineTraceDisabled(),
      faultMarker,
      localisedErrors,
      graphqlMetricsPlugin(runtime.metrics),
      introspectionPolicy(config.graphqlIntrospection),
      config.isProduction ? ApolloServerPluginLandingPageProductionDefault({ footer: false }) : ApolloServerPluginLandingPageLocalDefault({ footer: false }),
    ],
    formatError: (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
      const code = formatted.extensions?.code;
      if (typeof code === 'string' && CLIENT_CODES.has(code)) {
        return { message: formatted.message, locations: formatted.locations, extensions: { code, status: 400 } };
      }
      const wire = normalizeError(error);
      if (wire.name === 'INTERNAL') {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        logger.error({ err: original, path: formatted.path }, 'unhandled error in GraphQL operation');
      }
      return {
        message: wire.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: wire.name, status: wire.status, ...(wire.fields ? { fields: wire.fields } : {}), ...(wire.reason ? { reason: wire.reason } : {}) },
      };
    },
  });
}
