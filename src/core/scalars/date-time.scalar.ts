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

/** The character code of the decimal digit `n` (0–9). */
const digit = (n: number): number => 48 + n;
const DASH = 0x2d;
const T = 0x54;
const COLON = 0x3a;
const DOT = 0x2e;
const Z = 0x5a;

/**
 * `date.toISOString()` for years 1000–9999, written from the UTC fields as one flat string of
 * character codes: V8's own formatting costs more, and joining the fields with `+` built a chain
 * of intermediate strings per instant that JSON serialisation then had to flatten (a console page
 * serialises a timestamp for every row and relation; docs/performance.md, "Per-request CPU").
 * Other years keep toISOString's extended form.
 */
export function isoInstant(date: Date): string {
  const year = date.getUTCFullYear();
  // Written so that an invalid Date (NaN fields) also goes to toISOString, which refuses it.
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const hours = date.getUTCHours();
  const minutes = date.getUTCMinutes();
  const seconds = date.getUTCSeconds();
  const millis = date.getUTCMilliseconds();
  return String.fromCharCode(
    digit((year / 1000) | 0),
    digit(((year / 100) | 0) % 10),
    digit(((year / 10) | 0) % 10),
    digit(year % 10),
    DASH,
    digit((month / 10) | 0),
    digit(month % 10),
    DASH,
    digit((day / 10) | 0),
    digit(day % 10),
    T,
    digit((hours / 10) | 0),
    digit(hours % 10),
    COLON,
    digit((minutes / 10) | 0),
    digit(minutes % 10),
    COLON,
    digit((seconds / 10) | 0),
    digit(seconds % 10),
    DOT,
    digit((millis / 100) | 0),
    digit(((millis / 10) | 0) % 10),
    digit(millis % 10),
    Z,
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
