import express, { Request, Response, Router } from 'express';
import { DocumentNode, GraphQLSchema, execute, parse, validate } from 'graphql';
import { normalizeError, fieldsFromVariableErrors, WireError } from '../src/core/errors/normalize-error';
import { AppError } from '../src/core/errors/app-error';
import type { RequestContext } from '../src/core/context/request-context';
import type { RouteDefinition, RouteTable } from './route-types';
import { buildOperation } from './operation-builder';
import { compileVariableBuilder, QueryLookup, VariableBuilder } from './variables';
import { sendError, sendPartnerError, sendPartnerSuccess, sendSuccess } from './envelope';

export interface CompiledRoute {
  route: RouteDefinition;
  area: string;
  source: string;
  document: DocumentNode;
  expressPath: string;
  buildVariables: VariableBuilder;
}

/**
 * Parses and validates every route's generated operation against the shielded schema. Any broken
 * route stops start-up with the route named: a bad table never reaches a request.
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
      try {
        const source = buildOperation(schema, route);
        const document = parse(source);
        const errors = validate(schema, document);
        if (errors.length) throw new Error(errors.map((error) => error.message).join('; '));
        const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        for (const source of Object.values(route.args ?? {})) {
          if (source.from === 'path' && !pathParams.includes(source.name)) throw new Error(`path has no {${source.name}}`);
        }
        compiled.push({
          route,
          area: table.area,
          source,
          document,
          expressPath: route.path.replace(/\{(\w+)\}/g, ':$1'),
          buildVariables: compileVariableBuilder(schema, route),
        });
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
  }
  if (problems.length) throw new Error(`REST bridge routes are broken:\n  ${problems.join('\n  ')}`);
  return compiled.sort(bySpecificity);
}

/** Static segments before parameters, so /api-keys/scopes wins over /api-keys/{id}. */
function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  const as = a.route.path.split('/');
  const bs = b.route.path.split('/');
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aParam = as[i].startsWith('{');
    const bParam = bs[i].startsWith('{');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return 0;
}

export interface BridgeOptions {
  schema: GraphQLSchema;
  routes: CompiledRoute[];
  /** Per-route middleware placed before the handler (idempotency). */
  beforeHandler: (route: RouteDefinition) => express.RequestHandler[];
  onInternalError: (ctx: RequestContext, error: unknown, route: RouteDefinition) => void;
}

export function createBridgeRouter(options: BridgeOptions): Router {
  const router = Router();
  for (const compiled of options.routes) {
    const method = compiled.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](compiled.expressPath, ...options.beforeHandler(compiled.route), handlerFor(compiled, options));
  }
  return router;
}

function handlerFor(compiled: CompiledRoute, options: BridgeOptions) {
  const { route, document } = compiled;
  const partner = route.envelope === 'partner';
  const fail = (res: Response, error: WireError) => (partner ? sendPartnerError(res, error) : sendError(res, error));

  return async (req: Request, res: Response): Promise<void> => {
    const ctx = res.locals.ctx as RequestContext;
    try {
      const { variables, errors } = compiled.buildVariables(req, new QueryLookup(req.query as Record<string, unknown>));
      if (errors) return fail(res, normalizeError(new AppError('VALIDATION', undefined, { fields: errors })));
      const result = await execute({ schema: options.schema, document, variableValues: variables, contextValue: ctx });
      if (result.errors?.length) {
        const variableFields = result.data === undefined ? fieldsFromVariableErrors(result.errors) : null;
        const wire = variableFields
          ? normalizeError(new AppError('VALIDATION', undefined, { fields: variableFields }))
          : normalizeError(result.errors[0]);
        if (wire.name === 'INTERNAL') options.onInternalError(ctx, result.errors[0].originalError ?? result.errors[0], route);
        return fail(res, wire);
      }
      const data = (result.data as Record<string, unknown>)[route.field];
      if (partner) sendPartnerSuccess(res, data);
      else sendSuccess(res, data);
    } catch (error) {
      options.onInternalError(ctx, error, route);
      fail(res, normalizeError(error));
    }
  };
}
