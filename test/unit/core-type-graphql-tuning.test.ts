import { assertTypeGraphQLInternals } from '../../src/core/graphql/type-graphql-tuning';

describe('type-graphql tuning', () => {
  it('finds the internals it patches as they were when it was written (the start-up check passes on the installed type-graphql)', () => {
    expect(() => assertTypeGraphQLInternals()).not.toThrow();
  });
});
