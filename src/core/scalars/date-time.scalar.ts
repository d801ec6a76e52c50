import { GraphQLScalarType, Kind } from 'graphql';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function parse(value: unknown): Date {
  if (typeof value !== 'string' || !ISO.test(value)) {
    throw new TypeError('must be an ISO 8601 date-time with a zone, e.g. 2026-01-31T09:30:00Z');
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError('must be a valid date-time');
  return date;
}

/** An instant, ISO 8601; always answered in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant in ISO 8601 with a zone; responses are in UTC (…Z).',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(value as string);
    if (Number.isNaN(date.getTime())) throw new TypeError('not a valid date-time');
    return date.toISOString();
  },
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('must be an ISO 8601 date-time string');
    return parse(ast.value);
  },
});
