import pg from 'pg';

/*
 * How `timestamp with time zone` values become Dates. node-postgres's own parser (postgres-date)
 * runs three regular expressions per value, and a console page carries a timestamp for every row
 * and relation (docs/performance.md, "Per-request CPU"). PostgreSQL writes them in
 * one canonical shape under DateStyle ISO (`2026-11-25 18:13:28.503946+00`, the offset being the
 * session's zone), which this reads by character codes. Any other shape (BC dates, infinity, years outside 1000–9999, offsets with seconds,
 * another DateStyle) goes to node-postgres's parser, so the result is always the one it gives.
 */

const TIMESTAMPTZ_OID = 1184;
const fallback = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (text: string) => Date | number | null;

const ZERO = 48;
const DASH = 45;
const COLON = 58;
const SPACE = 32;
const DOT = 46;
const PLUS = 43;

/** The value of the two digits at `at`, or -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - ZERO;
  const units = text.charCodeAt(at + 1) - ZERO;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

export function parseTimestamptz(text: string): Date | number | null {
  const length = text.length;
  if (
    length < 22 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    text.charCodeAt(10) !== SPACE ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  ) {
    return fallback(text);
  }
  const century = twoDigits(text, 0);
  const yearOfCentury = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (century < 10 || yearOfCentury < 0 || month < 1 || day < 1 || hour < 0 || minute < 0 || second < 0) return fallback(text);

  // Milliseconds: the first three digits of the fraction (a Date holds no finer); the rest is read
  // only to find where the offset starts.
  let at = 19;
  let milliseconds = 0;
  if (text.charCodeAt(at) === DOT) {
    at++;
    let digits = 0;
    for (let code = text.charCodeAt(at); code >= ZERO && code <= ZERO + 9; code = text.charCodeAt(++at)) {
      if (digits < 3) milliseconds = milliseconds * 10 + (code - ZERO);
      digits++;
    }
    if (digits === 0) return fallback(text);
    for (; digits < 3; digits++) milliseconds *= 10;
  }

  // The offset: ±HH or ±HH:MM, and nothing after it.
  const sign = text.charCodeAt(at);
  if (sign !== PLUS && sign !== DASH) return fallback(text);
  const offsetHours = twoDigits(text, at + 1);
  let offsetMinutes = 0;
  if (offsetHours < 0) return fallback(text);
  if (at + 3 === length) {
    // ±HH
  } else if (at + 6 === length && text.charCodeAt(at + 3) === COLON) {
    offsetMinutes = twoDigits(text, at + 4);
    if (offsetMinutes < 0) return fallback(text);
  } else {
    return fallback(text);
  }

  const offsetMs = (sign === PLUS ? 1 : -1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const utc = Date.UTC(century * 100 + yearOfCentury, month - 1, day, hour, minute, second, milliseconds);
  return new Date(utc - offsetMs);
}

/**
 * node-postgres's `types` option for the service's pools: the parser above for timestamptz, the
 * library's defaults for everything else. Per pool, never pg's global registry, so other code
 * in the process (the bench's hand-written handlers, a library) keeps the stock parsers.
 */
export const serviceTypeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary'): unknown {
    if (oid === TIMESTAMPTZ_OID && format !== 'binary') return parseTimestamptz;
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};
