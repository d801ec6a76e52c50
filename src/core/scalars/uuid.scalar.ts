import { GraphQLScalarType, Kind } from 'graphql';

const DASH = 0x2d;

/**
 * Whether the value is a UUID's text (8-4-4-4-12 hexadecimal digits, either case), read by
 * character codes: every id of every row of a page is serialised through this check, and the
 * case-insensitive regular expression it replaced cost more per value
 * (docs/performance.md, "Service CPU per list page").
 */
export function isUuid(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 36) return false;
  for (let at = 0; at < 36; at++) {
    const code = value.charCodeAt(at);
    if (at === 8 || at === 13 || at === 18 || at === 23) {
      if (code !== DASH) return false;
    } else if (!((code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x66))) {
      return false;
    }
  }
  return true;
}

function parse(value: unknown): string {
  if (!isUuid(value)) throw new TypeError('must be a UUID');
  return value.toLowerCase();
}

export const UuidScalar = new GraphQLScalarType({
  name: 'UUID',
  description: 'A UUID identifier.',
  serialize: (value) => parse(value),
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('must be a UUID');
    return parse(ast.value);
  },
});
