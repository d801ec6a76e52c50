import { GraphQLScalarType, Kind } from 'graphql';

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLocalDate(value: string): boolean {
  const match = PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
}

function parse(value: unknown): string {
  if (typeof value !== 'string' || !isLocalDate(value)) throw new TypeError('must be a date in the form YYYY-MM-DD');
  return value;
}

/** A calendar date without time or zone (business days), `YYYY-MM-DD`. */
export const LocalDateScalar = new GraphQLScalarType({
  name: 'LocalDate',
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    return parse(value);
  },
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('must be a date in the form YYYY-MM-DD');
    return parse(ast.value);
  },
});
