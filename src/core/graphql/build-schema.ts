import { GraphQLSchema, isObjectType, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { applyMiddleware } from 'graphql-middleware';
import { allow, deny, shield } from 'graphql-shield';
import type { ShieldRule } from '../auth/rules';
import { AppError } from '../errors/app-error';
import { DateTimeScalar } from '../scalars';
import type { FeatureModule } from '../../modules/feature-module';

export interface BuiltSchema {
  /** The executable schema with shield applied: the only one requests ever run on. */
  schema: GraphQLSchema;
  /** The SDL, as committed in schema/schema.graphql. */
  sdl: string;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

let cached: BuiltSchema | undefined;

/**
 * Builds the type-graphql schema once per process and wraps it in graphql-shield with
 * `fallbackRule: deny`. Output types are open ('*': allow) because every decision is made on a
 * Query or Mutation field; a root field without a rule stops start-up.
 */
export function buildAppSchema(modules: readonly FeatureModule[]): BuiltSchema {
  if (cached) return cached;
  const resolvers = modules.flatMap((module) => module.resolvers ?? []);
  if (resolvers.length === 0) throw new Error('No resolvers registered');
  const base = buildSchemaSync({
    resolvers: resolvers as [Function, ...Function[]],
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    validate: { forbidUnknownValues: false, validationError: { target: false, value: false } },
  });

  const ruleTree: Record<string, Record<string, ShieldRule>> = { Query: {}, Mutation: {} };
  for (const module of modules) {
    for (const root of ['Query', 'Mutation'] as const) {
      for (const [field, fieldRule] of Object.entries(module.rules?.[root] ?? {})) {
        if (ruleTree[root][field]) throw new Error(`Shield rule for ${root}.${field} is declared twice`);
        ruleTree[root][field] = fieldRule;
      }
    }
  }
  const missing: string[] = [];
  for (const root of ['Query', 'Mutation'] as const) {
    const type = root === 'Query' ? base.getQueryType() : base.getMutationType();
    for (const field of Object.keys(type?.getFields() ?? {})) {
      if (!ruleTree[root][field]) missing.push(`${root}.${field}`);
    }
    for (const field of Object.keys(ruleTree[root])) {
      if (!type?.getFields()[field]) throw new Error(`Shield rule names ${root}.${field}, which the schema does not have`);
    }
  }
  if (missing.length) throw new Error(`No shield rule for: ${missing.join(', ')}`);
  for (const type of Object.values(base.getTypeMap())) {
    if (isObjectType(type) && !type.name.startsWith('__') && !ROOT_TYPES.has(type.name)) ruleTree[type.name] = { '*': allow };
  }
  const permissions = shield(ruleTree, {
    fallbackRule: deny,
    allowExternalErrors: true,
    fallbackError: () => new AppError('FORBIDDEN'),
  });
  cached = { schema: applyMiddleware(base, permissions), sdl: printSchema(base) + '\n' };
  return cached;
}
