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

/** '00'–'99' and '000'–'999': the fields of an instant, joined without building each one. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));

/**
 * `date.toISOString()` for years 1000–9999, built from the UTC fields: V8's own formatting costs
 * about twice as much (JSON serialisation included), and a console page serialises a timestamp
 * for every row and relation. Other years keep toISOString's extended form.
 */
export function isoInstant(date: Date): string {
  const year = date.getUTCFullYear();
  // Written so that an invalid Date (NaN fields) also goes to toISOString, which refuses it.
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  return (
    year +
    '-' +
    TWO_DIGITS[date.getUTCMonth() + 1] +
    '-' +
    TWO_DIGITS[date.getUTCDate()] +
    'T' +
    TWO_DIGITS[date.getUTCHours()] +
    ':' +
    TWO_DIGITS[date.getUTCMinutes()] +
    ':' +
    TWO_DIGITS[date.getUTCSeconds()] +
    '.' +
    THREE_DIGITS[date.getUTCMilliseconds()] +
    'Z'
  );
}

/** An instant, ISO 8601; always answered in UTC. */
export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant in ISO 8601 with a zone; responses are in UTC (…Z).',
  serialize: (value) => {
    const date = value instanceof Date ? value : new Date(value as string);
    if (Number.isNaN(date.getTime())) throw new TypeError('not a valid date-time');
    return isoInstant(date);
  },
  parseValue: parse,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('must be an ISO 8601 date-time string');
    return parse(ast.value);
  },
});
