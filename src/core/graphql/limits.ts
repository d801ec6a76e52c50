import type { ValidationRule } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';

/** Limits on what one GraphQL document may ask for (documented in docs/graphql.md). */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxCost: 5000,
  maxAliases: 15,
  maxDirectives: 50,
  maxTokens: 5000,
} as const;

export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives }),
  ] as unknown as ValidationRule[];
}
