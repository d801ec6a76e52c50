import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
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

/**
 * graphql-armor's rules throw from inside the validation visitor by default, which Apollo treats
 * as a crash (500 INTERNAL). Report the rejection as an ordinary validation error instead, so the
 * caller gets 400 GRAPHQL_VALIDATION_FAILED with the limit named.
 */
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')))],
};

export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, ...report }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true, ...report }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases, ...report }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.maxDirectives, ...report }),
  ] as unknown as ValidationRule[];
}
