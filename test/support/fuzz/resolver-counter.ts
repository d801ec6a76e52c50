import { type GraphQLSchema, defaultFieldResolver } from 'graphql';

/**
 * Counts every call of a root field's resolver (Query and Mutation) of the schema the service
 * runs: buildAppSchema returns one cached schema per process, so wrapping it here wraps the one
 * Apollo executes. A refused document must leave the count at zero.
 */
export function countRootResolvers(schema: GraphQLSchema): { calls: () => number; reset: () => void } {
  let calls = 0;
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const original = field.resolve ?? defaultFieldResolver;
      field.resolve = (...args) => {
        calls++;
        return original(...args);
      };
    }
  }
  return { calls: () => calls, reset: () => void (calls = 0) };
}
