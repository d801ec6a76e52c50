import { type ExecutionResult, type GraphQLSchema, execute, getVariableValues } from 'graphql';
import type { GatewayExecutor, GatewayGraphQLRequestContext, GatewayInterface } from '@apollo/server-gateway-interface';
import { type CompiledOperations } from './compiled-operations';

/**
 * Runs an operation Apollo has already parsed, validated (graphql-armor limits included) and
 * resolved: through its graphql-jit compilation when there is one, through graphql-js otherwise.
 *
 * Variables are coerced by graphql-js first, as its `execute` does: a bad variable gets graphql-js's
 * wording and no data, so Apollo still answers it as a 400 BAD_USER_INPUT like before.
 */
export function fastPathExecutor(schema: GraphQLSchema, operations: CompiledOperations): GatewayExecutor {
  return async (requestContext: GatewayGraphQLRequestContext): Promise<ExecutionResult> => {
    const { request, document, operation, source, context } = requestContext;
    const compiled = operation ? operations.lookup(source, request.operationName, document) : null;
    if (!compiled) {
      return execute({ schema, document, contextValue: context, variableValues: request.variables, operationName: request.operationName });
    }
    const variables = request.variables ?? {};
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 50 });
    if (coerced.errors) return { errors: coerced.errors };
    return withExtensions(await compiled.query(undefined, context, variables));
  };
}

/**
 * graphql-jit leaves `extensions` undefined on the error it makes from a thrown non-GraphQL error
 * (a failed query, a bug); graphql-js sets it (the original's extensions, or {}). Apollo reads
 * `error.extensions.code` unguarded, so such an error would escape formatError and answer
 * INTERNAL_SERVER_ERROR without the envelope. Set here the way graphql-js sets it.
 */
function withExtensions(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((error) => !error.extensions)) return result;
  const errors = result.errors.map((error) => {
    if (error.extensions) return error;
    const original = error.originalError as { extensions?: unknown } | null | undefined;
    const extensions = original?.extensions && typeof original.extensions === 'object' ? { ...original.extensions } : {};
    // jit's error keeps its locations and path; only `extensions` (read-only on it) is added.
    return Object.create(Object.getPrototypeOf(error), {
      ...Object.getOwnPropertyDescriptors(error),
      extensions: { value: extensions, enumerable: true, writable: true, configurable: true },
    }) as typeof error;
  });
  return { ...result, errors };
}

/**
 * Apollo Server's way to hand execution to someone else is a gateway: it keeps the whole request
 * pipeline (parsing and validation with their document cache, plugins, didEncounterErrors,
 * formatError, HTTP status mapping) and only calls the gateway's executor where it would call
 * graphql-js. This "gateway" serves the local schema unchanged and executes with the fast path.
 *
 * (A plugin's `responseForOperation` would also skip Apollo's execution, but its answer bypasses
 * didEncounterErrors and formatError, so the error envelope would have to be rebuilt by hand.)
 */
export function localFastPathGateway(schema: GraphQLSchema, operations: CompiledOperations): GatewayInterface {
  return {
    async load() {
      return { executor: fastPathExecutor(schema, operations) };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}
