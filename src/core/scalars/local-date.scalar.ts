import { GraphQLScalarType, Kind } from 'graphql';

const ZERO = 0x30;
const DASH = 0x2d;

/** The number written by the decimal digits at [from, to), or -1 when one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Whether the text is a real calendar date `YYYY-MM-DD`, read by character codes (every business
 * date of a page is serialised through this check; docs/performance.md, "Service CPU per list
 * page"). Years 0000–0099 are refused, as the Date.UTC round trip this replaced refused them (it
 * reads those years as 1900–1999).
 */
export function isLocalDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return false;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
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
