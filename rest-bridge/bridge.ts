import { type Request, type Response } from 'express';
import type express from 'express';
import {
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
  FieldsOnCorrectTypeRule,
  KnownArgumentNamesRule,
  KnownTypeNamesRule,
  NoUndefinedVariablesRule,
  NoUnusedVariablesRule,
  ProvidedRequiredArgumentsRule,
  ScalarLeafsRule,
  ValuesOfCorrectTypeRule,
  VariablesAreInputTypesRule,
  VariablesInAllowedPositionRule,
  getVariableValues,
  parse,
  validate,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { normalizeError, fieldsFromVariableErrors, type WireError } from '../src/core/errors/normalize-error';
import { AppError } from '../src/core/errors/app-error';
import type { RequestContext } from '../src/core/context/request-context';
import type { RouteDefinition, RouteTable } from '../src/core/modules/route-table';
import { buildOperation } from './operation-builder';
import { compileVariableBuilder, QueryLookup, type VariableBuilder } from './variables';
import { RouteMatcher, type RouteMatch, MalformedPathParameter } from './route-matcher';
import { sendError, sendPartnerError, sendPartnerSuccess, sendSuccess } from '../src/core/http/envelope';
import { credentialGate } from './credential-gate';
import { runChain } from '../src/core/http/run-chain';

export interface CompiledRoute {
  route: RouteDefinition;
  area: string;
  /**
   * The route's generated operation, built, parsed, validated and compiled by graphql-jit on the
   * route's first request, once. Start-up checks only what the route table says (no route declared
   * twice, every path argument in the path): preparing every operation made most of a start's time
   * for routes a process may never serve (docs/performance.md, "CI time"). The spec coverage test
   * prepares every route and validates each operation under every rule of the specification, so
   * a route that cannot be prepared fails CI; in a running service it would answer 500.
   */
  prepared(): PreparedRoute;
}

export interface PreparedRoute {
  /** The generated operation's text (for reading; requests run `executable`). */
  source: string;
  buildVariables: VariableBuilder;
  /** Its variable definitions, for coercing a request's variables with graphql-js. */
  operation: OperationDefinitionNode;
  executable: CompiledQuery;
}

/**
 * The validation rules a generated operation can break. The builder writes one operation with
 * variables, fields and arguments: no fragments, directives, aliases or repeated fields, so the
 * other specified rules (uniqueness, fragments, directives, overlapping fields) have nothing to
 * check.
 */
const GENERATED_OPERATION_RULES: readonly ValidationRule[] = [
  FieldsOnCorrectTypeRule,
  ScalarLeafsRule,
  KnownArgumentNamesRule,
  ProvidedRequiredArgumentsRule,
  KnownTypeNamesRule,
  VariablesAreInputTypesRule,
  NoUndefinedVariablesRule,
  NoUnusedVariablesRule,
  VariablesInAllowedPositionRule,
  ValuesOfCorrectTypeRule,
];

/**
 * Checks the route table (each route once, path arguments in their paths) and gives each route
 * its operation, prepared on first use. A broken table stops start-up with the routes named.
 */
export function compileRoutes(schema: GraphQLSchema, tables: readonly RouteTable[]): CompiledRoute[] {
  const compiled: CompiledRoute[] = [];
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const table of tables) {
    for (const route of table.routes) {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) problems.push(`${key}: declared twice`);
      seen.add(key);
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const source of Object.values(route.args ?? {})) {
        if (source.from === 'path' && !pathParams.includes(source.name)) problems.push(`${key}: path has no {${source.name}}`);
      }
      let prepared: PreparedRoute | undefined;
      compiled.push({ route, area: table.area, prepared: () => (prepared ??= prepareRoute(schema, route, key)) });
    }
  }
  if (problems.length) throw new Error(`REST bridge routes are broken:\n  ${problems.join('\n  ')}`);
  return compiled;
}

function prepareRoute(schema: GraphQLSchema, route: RouteDefinition, key: string): PreparedRoute {
  const source = buildOperation(schema, route);
  const document = parse(source);
  const errors = validate(schema, document, GENERATED_OPERATION_RULES);
  if (errors.length) throw new Error(`REST bridge route ${key} is broken: ${errors.map((error) => error.message).join('; ')}`);
  return {
    source,
    operation: document.definitions[0] as OperationDefinitionNode,
    buildVariables: compileVariableBuilder(schema, route),
    executable: compileOperation(schema, document, key),
  };
}

function compileOperation(schema: GraphQLSchema, document: DocumentNode, key: string): CompiledQuery {
  const jit = compileQuery(schema, document, undefined, { disablingCapturingStackErrors: true });
  if (!isCompiledQuery(jit)) throw new Error(`REST bridge route ${key} does not compile: ${(jit.errors ?? []).map((error) => error.message).join('; ')}`);
  return jit;
}

export interface BridgeOptions {
  schema: GraphQLSchema;
  routes: CompiledRoute[];
  /**
   * Per-route middleware placed before the handler (body parsing, idempotency). They run after
   * the route's credential check, which the bridge always puts first.
   */
  beforeHandler: (route: RouteDefinition) => express.RequestHandler[];
  onInternalError: (ctx: RequestContext, error: unknown, route: RouteDefinition) => void;
  /** Streams a file for routes with `response: 'file'` (see src/core/files/send-stored-file.ts). */
  sendFile?: (ctx: RequestContext, descriptor: unknown, req: Request, res: Response) => Promise<void>;
}

/** Errors in the route's own envelope (partner paths keep the console shape for 401/403/422/500). */
function failFor(route: RouteDefinition) {
  const partner = route.envelope === 'partner';
  return (res: Response, error: unknown): void => {
    const wire = normalizeError(error);
    if (partner) sendPartnerError(res, wire);
    else sendError(res, wire);
  };
}

/**
 * One middleware serving every route: the matcher finds the route in one walk over the path
 * (see route-matcher.ts), then the route's own chain runs: credential check (the route's
 * `credential`), then `beforeHandler` (body parsing, idempotency), then the handler. An unknown
 * path or method falls through to the 404 envelope; OPTIONS on a known path lists its methods.
 */
export function createBridgeRouter(options: BridgeOptions): express.RequestHandler {
  const matcher = new RouteMatcher<express.RequestHandler[]>();
  for (const compiled of options.routes) {
    const gate = credentialGate(compiled.route.credential, failFor(compiled.route));
    const template = compiled.route.path;
    matcher.add(compiled.route.method, compiled.route.path, [
      // The route template labels this request's metrics (never the raw path with its ids).
      (_req, res, next) => {
        res.locals.routeTemplate = template;
        next();
      },
      ...(gate ? [gate] : []),
      ...options.beforeHandler(compiled.route),
      handlerFor(compiled, options),
    ]);
  }
  return (req, res, next) => {
    let match: RouteMatch<express.RequestHandler[]> | null;
    try {
      match = matcher.match(req.method, req.path);
    } catch (error) {
      if (!(error instanceof MalformedPathParameter)) throw error;
      return sendError(res, normalizeError(new AppError('VALIDATION', undefined, { fields: { [error.param]: ['is not validly percent-encoded'] } })));
    }
    if (!match) {
      const methods = req.method === 'OPTIONS' ? matcher.methodsAt(req.path) : [];
      if (methods.length === 0) return next();
      res.setHeader('Allow', [...methods, 'OPTIONS'].join(', '));
      res.statusCode = 204;
      return void res.end();
    }
    req.params = match.params;
    runChain(match.route, req, res, next);
  };
}

function handlerFor(compiled: CompiledRoute, options: BridgeOptions) {
  const { route } = compiled;
  const partner = route.envelope === 'partner';
  const fail = (res: Response, error: WireError) => (partner ? sendPartnerError(res, error) : sendError(res, error));

  return async (req: Request, res: Response): Promise<void> => {
    const ctx = res.locals.ctx as RequestContext;
    try {
      const prepared = compiled.prepared();
      const { variables, errors } = prepared.buildVariables(req, new QueryLookup(req.query as Record<string, unknown>));
      if (errors) return fail(res, normalizeError(new AppError('VALIDATION', undefined, { fields: errors })));
      const coerced = getVariableValues(options.schema, prepared.operation.variableDefinitions ?? [], variables, { maxErrors: 50 });
      const result = coerced.errors ? { errors: coerced.errors, data: undefined } : await prepared.executable.query(undefined, ctx, variables);
      if (result.errors?.length) {
        const variableFields = result.data === undefined ? fieldsFromVariableErrors(result.errors) : null;
        const wire = variableFields ? normalizeError(new AppError('VALIDATION', undefined, { fields: variableFields })) : normalizeError(result.errors[0]);
        if (wire.name === 'INTERNAL') options.onInternalError(ctx, result.errors[0].originalError ?? result.errors[0], route);
        return fail(res, wire);
      }
      const data = (result.data as Record<string, unknown>)[route.field];
      if (route.response === 'file' && options.sendFile) return await options.sendFile(ctx, data, req, res);
      if (partner) sendPartnerSuccess(res, data);
      else sendSuccess(res, data);
    } catch (error) {
      options.onInternalError(ctx, error, route);
      fail(res, normalizeError(error));
    }
  };
}
