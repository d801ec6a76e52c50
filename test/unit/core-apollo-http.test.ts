import { parse } from 'node:url';
import { searchOf } from '../../src/core/graphql/apollo-http';

describe('the /graphql adapter reads the query string', () => {
  it.each(['/graphql', '/graphql?', '/graphql?query=%7B__typename%7D', '/graphql?a=1&b=2#frag', '/graphql#only-a-fragment', '/graphql?x=a?b'])(
    'as url.parse would for %s',
    (url) => {
      expect(searchOf(url)).toBe(parse(url).search ?? '');
    },
  );
});
