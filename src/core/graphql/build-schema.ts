import { type GraphQLSchema, printSchema } from 'graphql';
import { buildSchemaSync } from 'type-graphql';
import { createPubSub } from '@graphql-yoga/subscription';
import { DateTimeScalar } from '../scalars';
import type { FeatureModule } from '../modules/feature-module';
import { matchTargets } from '../reconciliation/match-target';
import { validateArgument } from './argument-validation';
import { resolverContainer } from './resolver-container';
import { applyShield } from './shield-assembly';

export interface BuiltSchema {
  /** The executable schema with shield applied: the only one requests ever run on. */
  schema: GraphQLSchema;
  /** The SDL, as committed in schema/schema.graphql. */
  sdl: string;
}

/**
 * One schema per list of modules: building the same modules again would only repeat the work, and
 * every caller in one process (the app, the REST bridge's route compiler, tests that count resolver
 * calls) must share the schema the requests run on.
 */
const built = new WeakMap<readonly FeatureModule[], BuiltSchema>();

/**
 * Builds the type-graphql schema of the modules' resolvers (argument validation and the resolver
 * container) and wraps its root fields in
 * graphql-shield with `fallbackRule: deny` (shield-assembly.ts: a root field without a rule stops
 * start-up). The modules must be wired first (wireFeatureModules, src/bootstrap.ts).
 */
export function buildAppSchema(modules: readonly FeatureModule[]): BuiltSchema {
  const known = built.get(modules);
  if (known) return known;
  const resolvers = modules.flatMap((module) => module.resolvers ?? []);
  if (resolvers.length === 0) throw new Error('No resolvers registered');
  // The MatchType enum is filled by the registry; a schema built before the modules were wired
  // would silently lack its values.
  for (const module of modules) {
    for (const target of module.matchTargets ?? []) {
      if (matchTargets.get(target.type) !== target)
        throw new Error(
          `Match target ${target.type} of module ${module.name} is not registered: wire the modules first (wireFeatureModules, src/bootstrap.ts)`,
        );
    }
  }
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
  describeRootTypes(base);
  const result = { schema: applyShield(base, modules), sdl: printSchema(base) + '\n' };
  built.set(modules, result);
  return result;
}

/** type-graphql has no option for the root types' own descriptions; clients show them as the entry points' headings. */
function describeRootTypes(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const subscription = schema.getSubscriptionType();
  if (query) query.description = 'Reads. Each field names the permission it needs (docs/roles.md); REST GET routes run the same fields.';
  if (mutation) mutation.description = 'Writes. Each field names the permission it needs (docs/roles.md); any may carry an Idempotency-Key header.';
  if (subscription) subscription.description = 'Live updates over WebSocket (graphql-ws): ordered and replayable events of the organisation.';
}
