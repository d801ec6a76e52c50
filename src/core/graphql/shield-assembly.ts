import type { GraphQLSchema } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { deny, shield } from 'graphql-shield';
import type { ShieldRule } from '../auth/rules';
import { AppError } from '../errors/app-error';
import type { FeatureModule } from '../modules/feature-module';

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * The rule tree of every module's Query and Mutation fields. A root field without a rule, a rule
 * declared twice or a rule for a field the schema lacks stops start-up.
 */
export function collectRules(base: GraphQLSchema, modules: readonly FeatureModule[]): Record<'Query' | 'Mutation', Record<string, ShieldRule>> {
  const ruleTree: Record<'Query' | 'Mutation', Record<string, ShieldRule>> = { Query: {}, Mutation: {} };
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
  const rootOnly = Object.fromEntries(Object.entries(generated).filter(([typeName]) => ROOT_TYPES.has(typeName)));
  return applyMiddleware(base, rootOnly as never);
}
