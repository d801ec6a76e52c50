import { GraphQLScalarType, Kind } from 'graphql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
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
