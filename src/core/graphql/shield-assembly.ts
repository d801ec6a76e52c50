import type { GraphQLFieldResolver, GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { deny, shield } from 'graphql-shield';
import type { ShieldRule } from '../auth/rules';
import { AppError } from '../errors/app-error';
import type { FeatureModule } from '../modules/feature-module';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

type Root = 'Query' | 'Mutation' | 'Subscription';
const ROOTS: readonly Root[] = ['Query', 'Mutation', 'Subscription'];

function rootType(schema: GraphQLSchema, root: Root) {
  return root === 'Query' ? schema.getQueryType() : root === 'Mutation' ? schema.getMutationType() : schema.getSubscriptionType();
}

/**
 * The rule tree of every module's Query, Mutation and Subscription fields. A root field without a
 * rule, a rule declared twice or a rule for a field the schema lacks stops start-up.
 */
export function collectRules(base: GraphQLSchema, modules: readonly FeatureModule[]): Record<Root, Record<string, ShieldRule>> {
  const ruleTree: Record<Root, Record<string, ShieldRule>> = { Query: {}, Mutation: {}, Subscription: {} };
  for (const module of modules) {
    for (const root of ROOTS) {
      for (const [field, fieldRule] of Object.entries(module.rules?.[root] ?? {})) {
        if (ruleTree[root][field]) throw new Error(`Shield rule for ${root}.${field} is declared twice`);
        ruleTree[root][field] = fieldRule;
      }
    }
  }
  const missing: string[] = [];
  for (const root of ROOTS) {
    const type = rootType(base, root);
    for (const field of Object.keys(type?.getFields() ?? {})) {
      if (!ruleTree[root][field]) missing.push(`${root}.${field}`);
    }
    for (const field of Object.keys(ruleTree[root])) {
      if (!type?.getFields()[field]) throw new Error(`Shield rule names ${root}.${field}, which the schema does not have`);
    }
  }
  if (missing.length) throw new Error(`No shield rule for: ${missing.join(', ')}`);
  return ruleTree;
}

/**
 * graphql-shield with `fallbackRule: deny` on the root fields. Shield wraps EVERY field of every
 * object type in an async middleware (for output types it would only ever run `allow`): each scalar
 * of each list item then costs a rule call and a promise, which was the largest GraphQL-side cost
 * of a list. Access is decided on the root fields alone (collectRules), so only their middleware is
 * applied; output-type fields keep their plain, synchronous resolvers.
 */
export function applyShield(base: GraphQLSchema, modules: readonly FeatureModule[]): GraphQLSchema {
  const permissions = shield(collectRules(base, modules), {
    fallbackRule: deny,
    allowExternalErrors: true,
    fallbackError: () => new AppError('FORBIDDEN'),
  });
  const generated = permissions.generate(base) as Record<string, unknown>;
  const rootOnly = Object.fromEntries(Object.entries(generated).filter(([typeName]) => ROOT_TYPES.has(typeName) && typeName !== 'Subscription'));
  const schema = applyMiddleware(base, rootOnly as never);
  shieldSubscriptions(schema, (generated.Subscription ?? {}) as Record<string, FieldMiddleware | { resolve: FieldMiddleware }>);
  return schema;
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
