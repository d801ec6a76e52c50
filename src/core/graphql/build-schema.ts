import { GraphQLFieldResolver, GraphQLResolveInfo, GraphQLSchema, printSchema } from 'graphql';
import { ArgumentValidationError, buildSchemaSync, ContainerType, getMetadataStorage as typeGraphQLMetadata } from 'type-graphql';
import { getMetadataStorage, validate, ValidationError, ValidatorOptions } from 'class-validator';
import { applyMiddleware } from 'graphql-middleware';
import { createPubSub } from '@graphql-yoga/subscription';
import { deny, shield } from 'graphql-shield';
import type { ShieldRule } from '../auth/rules';
import { AppError } from '../errors/app-error';
import { DateTimeScalar } from '../scalars';
import { assertStorableStrings } from './storable-strings';
import type { FeatureModule } from '../modules/feature-module';
import { matchTargets } from '../reconciliation/match-target';

export interface BuiltSchema {
  /** The executable schema with shield applied: the only one requests ever run on. */
  schema: GraphQLSchema;
  /** The SDL, as committed in schema/schema.graphql. */
  sdl: string;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

let cached: BuiltSchema | undefined;

/** The options type-graphql's built-in validation used (it forces skipMissingProperties on). */
const VALIDATOR_OPTIONS: ValidatorOptions = {
  forbidUnknownValues: false,
  skipMissingProperties: true,
  validationError: { target: false, value: false },
};
const hasRules = new Map<Function, boolean>();

function classHasRules(type: unknown): boolean {
  if (typeof type !== 'function') return false;
  let known = hasRules.get(type);
  if (known === undefined) {
    known = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
    hasRules.set(type, known);
  }
  return known;
}

/** The argument objects already checked for U+0000 (a field with several parameters is checked once). */
const checkedArgs = new WeakSet<object>();

/**
 * Argument validation, the one place every GraphQL and REST argument passes through before a
 * resolver runs. First, strings PostgreSQL cannot store: any U+0000 in any argument of the field
 * (variables and literals, nested inputs, list items, JSON values) is a 422 naming that field.
 * Then class-validator, as type-graphql does it, but skipped outright for argument classes that
 * carry no rules (list, filter and id arguments of every read): type-graphql resolves
 * `require('class-validator')` and runs the validator on every call otherwise.
 */
async function validateArgument(value: unknown, type: unknown, resolverData?: { args?: Record<string, unknown> }): Promise<void> {
  const args = resolverData?.args;
  if (args && !checkedArgs.has(args)) {
    checkedArgs.add(args);
    assertStorableStrings(args);
  }
  if (value === null || typeof value !== 'object' || !classHasRules(type)) return;
  const items = Array.isArray(value) ? value.filter((item) => item !== null && typeof item === 'object') : [value];
  for (const item of items) {
    const errors: ValidationError[] = await validate(item as object, VALIDATOR_OPTIONS);
    if (errors.length) throw new ArgumentValidationError(errors);
  }
}

/**
 * A field that only reads the property of the same name gets GraphQL's default resolver instead
 * of type-graphql's wrapper (which runs an empty middleware chain for every value it reads: 160
 * calls for a page of 20 rows of 8 fields). Fields with a field resolver, middleware, roles or a
 * schema name other than the property keep type-graphql's resolver; a field's own `simple`
 * option is respected.
 */
function useDefaultResolverForPlainFields(): void {
  for (const field of typeGraphQLMetadata().fields) {
    if (field.simple !== undefined) continue;
    if (field.name === field.schemaName && !field.middlewares?.length && !field.roles?.length) field.simple = true;
  }
}

/**
 * One instance per resolver class, found by a Map lookup. type-graphql's default container keeps
 * its instances in an array and searches it on every resolver call (`instances.find`), a walk over
 * dozens of resolver classes for each of the 120 resolver calls of a console page of 20 employees.
 */
export function resolverContainer(): ContainerType {
  const instances = new Map<Function, unknown>();
  return {
    get(resolverClass: Function) {
      let instance = instances.get(resolverClass);
      if (instance === undefined) {
        instance = new (resolverClass as new () => unknown)();
        instances.set(resolverClass, instance);
      }
      return instance;
    },
  };
}

/**
 * type-graphql's resolver wrapper sorts the resolver's parameter list by position on every call
 * (`params.sort(...)` in its getParams), and each V8 sort allocates its working state, about a
 * kilobyte: on the console's employee page, its hundred-odd resolver calls made about 7% of all the
 * garbage a request left. The lists are complete once the schema is built and never change, so
 * they are sorted here once and their `sort` answers the list as it stands.
 */
function sortResolverParametersOnce(): void {
  const storage = typeGraphQLMetadata();
  const definitions = [...storage.queries, ...storage.mutations, ...storage.subscriptions, ...storage.fieldResolvers];
  for (const { params } of definitions) {
    if (!params || Object.prototype.hasOwnProperty.call(params, 'sort')) continue;
    params.sort((a, b) => a.index - b.index);
    Object.defineProperty(params, 'sort', { value: sortedAlready, enumerable: false });
  }
}

function sortedAlready<T>(this: T[]): T[] {
  return this;
}

/**
 * Builds the type-graphql schema once per process and wraps its root fields in graphql-shield
 * with `fallbackRule: deny`. Output types carry no rules because every decision is made on a
 * Query or Mutation field; a root field without a rule stops start-up.
 */
export function buildAppSchema(modules: readonly FeatureModule[]): BuiltSchema {
  if (cached) return cached;
  const resolvers = modules.flatMap((module) => module.resolvers ?? []);
  if (resolvers.length === 0) throw new Error('No resolvers registered');
  for (const module of modules) matchTargets.register(module.matchTargets ?? []);
  useDefaultResolverForPlainFields();
  const base = buildSchemaSync({
    resolvers: resolvers as [Function, ...Function[]],
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
    validateFn: validateArgument,
    container: resolverContainer(),
    // Required by type-graphql once any @Subscription exists. Every subscription of the service
    // brings its own `subscribe` (the live hub: ordered, replayable, across processes), so this
    // in-process pub/sub carries nothing.
    pubSub: createPubSub(),
  });
  sortResolverParametersOnce();

  const ruleTree: Record<string, Record<string, ShieldRule>> = { Query: {}, Mutation: {}, Subscription: {} };
  const roots = ['Query', 'Mutation', 'Subscription'] as const;
  for (const module of modules) {
    for (const root of roots) {
      for (const [field, fieldRule] of Object.entries(module.rules?.[root] ?? {})) {
        if (ruleTree[root][field]) throw new Error(`Shield rule for ${root}.${field} is declared twice`);
        ruleTree[root][field] = fieldRule;
      }
    }
  }
  const missing: string[] = [];
  for (const root of roots) {
    const type = root === 'Query' ? base.getQueryType() : root === 'Mutation' ? base.getMutationType() : base.getSubscriptionType();
    for (const field of Object.keys(type?.getFields() ?? {})) {
      if (!ruleTree[root][field]) missing.push(`${root}.${field}`);
    }
    for (const field of Object.keys(ruleTree[root])) {
      if (!type?.getFields()[field]) throw new Error(`Shield rule names ${root}.${field}, which the schema does not have`);
    }
  }
  if (missing.length) throw new Error(`No shield rule for: ${missing.join(', ')}`);
  const permissions = shield(ruleTree, {
    fallbackRule: deny,
    allowExternalErrors: true,
    fallbackError: () => new AppError('FORBIDDEN'),
  });
  // Shield wraps EVERY field of every object type in an async middleware (for output types it
  // would only ever run `allow`): each scalar of each list item then costs a rule call and a
  // promise, which was the largest GraphQL-side cost of a list. Access is decided on the root
  // fields alone (see above), so only their middleware is applied; output-type fields keep their
  // plain, synchronous resolvers. The root fields keep `fallbackRule: deny`.
  const generated = permissions.generate(base) as Record<string, unknown>;
  const rootOnly = Object.fromEntries(Object.entries(generated).filter(([typeName]) => ROOT_TYPES.has(typeName) && typeName !== 'Subscription'));
  const schema = applyMiddleware(base, rootOnly as never);
  shieldSubscriptions(schema, (generated.Subscription ?? {}) as Record<string, FieldMiddleware | { resolve: FieldMiddleware }>);
  cached = { schema, sdl: printSchema(base) + '\n' };
  return cached;
}

type FieldMiddleware = (resolve: GraphQLFieldResolver<unknown, unknown>, parent: unknown, args: unknown, ctx: unknown, info: GraphQLResolveInfo) => unknown;

/**
 * graphql-middleware wraps a Subscription field's `resolve` (run once per event), not its
 * `subscribe` (run once, when the client subscribes): shield would then let anyone open the
 * stream and refuse each event. The decision belongs to the subscribe step, as for a query's
 * root field, so the shield's middleware is put around `subscribe` here; events then resolve
 * without rules (the stream only ever carries what the caller was allowed to open).
 */
function shieldSubscriptions(schema: GraphQLSchema, middleware: Record<string, FieldMiddleware | { resolve: FieldMiddleware }>): void {
  const fields = schema.getSubscriptionType()?.getFields() ?? {};
  for (const [name, field] of Object.entries(fields)) {
    const subscribe = field.subscribe;
    // Shield hands a bare function, or (for and/or rules) an object carrying it as `resolve`.
    const generated = middleware[name];
    const rule = typeof generated === 'function' ? generated : generated?.resolve;
    if (!subscribe || !rule) throw new Error(`Subscription.${name} has no subscribe function or no shield rule`);
    field.subscribe = (parent, args, ctx, info) => rule(subscribe as GraphQLFieldResolver<unknown, unknown>, parent, args, ctx, info);
  }
}
