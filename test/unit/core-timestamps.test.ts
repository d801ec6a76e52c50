import pg from 'pg';
import { parseTimestamptz } from '../../src/core/db/timestamp-parser';
import { isoInstant } from '../../src/core/scalars/date-time.scalar';

/*
 * The service's own timestamptz parser and ISO formatter are faster copies of node-postgres's
 * parser and Date.prototype.toISOString: they must give exactly what those give, for every
 * shape PostgreSQL writes.
 */
const reference = pg.types.getTypeParser(1184, 'text') as (text: string) => Date | number | null;

function timeOf(value: Date | number | null): number | null {
  return value instanceof Date ? value.getTime() : value;
}

/** A deterministic generator (a test that fails must fail the same way again). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** PostgreSQL's text for an instant in a zone of the given offset (minutes east of UTC). */
function postgresText(instantMs: number, fractionDigits: number, offsetMinutes: number, micros: number): string {
  const local = new Date(instantMs + offsetMinutes * 60_000);
  const fraction = fractionDigits ? `.${pad(local.getUTCMilliseconds() * 1000 + micros, 6).slice(0, fractionDigits)}` : '';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hours = pad(Math.floor(Math.abs(offsetMinutes) / 60), 2);
  const minutes = Math.abs(offsetMinutes) % 60;
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)} ` +
    `${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}${fraction}${sign}${hours}${minutes ? `:${pad(minutes, 2)}` : ''}`
  );
}

describe('timestamptz parser', () => {
  it('reads a value in the canonical shape as node-postgres does', () => {
    expect(parseTimestamptz('2026-11-25 18:13:28.503946+00')).toEqual(new Date('2026-11-25T18:13:28.503Z'));
    expect(parseTimestamptz('2026-11-25 21:13:28+03')).toEqual(new Date('2026-11-25T18:13:28.000Z'));
    expect(parseTimestamptz('2026-11-25 12:43:28.5-05:30')).toEqual(new Date('2026-11-25T18:13:28.500Z'));
  });

  it("gives node-postgres's instant for 20,000 generated values: years 1000–9999, 0–6 fraction digits, whole and half-hour offsets", () => {
    const next = random(7);
    const offsets = [0, 180, -300, 330, 345, -570, 840, -720];
    const from = Date.UTC(1000, 0, 1);
    const to = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    for (let i = 0; i < 20_000; i++) {
      const instant = from + Math.floor(next() * (to - from));
      const text = postgresText(instant, i % 7, offsets[i % offsets.length], Math.floor(next() * 1000));
      expect([text, timeOf(parseTimestamptz(text))]).toEqual([text, timeOf(reference(text))]);
    }
  });

  it('reads every three-digit fraction as node-postgres does (no rounding at the millisecond)', () => {
    for (let ms = 0; ms < 1000; ms++) {
      for (const tail of ['', '0', '999', '500']) {
        const text = `2026-03-01 00:00:00.${pad(ms, 3)}${tail}+00`;
        expect([text, timeOf(parseTimestamptz(text))]).toEqual([text, timeOf(reference(text))]);
      }
    }
  });

  it.each([
    'infinity',
    '-infinity',
    '0044-03-15 12:00:00+00 BC',
    '0099-12-31 23:59:59.5+00',
    '0999-01-01 00:00:00+00',
    '12026-01-01 00:00:00+00',
    '1895-01-01 00:00:00+00:35:03',
    '2026-11-25 18:13:28.+00',
    '2026-11-25T18:13:28Z',
    '2026-11-25 18:13:28',
  ])("hands %s, a shape it does not read itself, to node-postgres's parser", (text) => {
    expect(timeOf(parseTimestamptz(text))).toEqual(timeOf(reference(text)));
  });
});

describe('ISO instant formatter', () => {
  it('writes what toISOString writes for 20,000 generated instants in years 1000–9999', () => {
    const next = random(11);
    const from = Date.UTC(1000, 0, 1);
    const to = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    for (let i = 0; i < 20_000; i++) {
      const date = new Date(from + Math.floor(next() * (to - from)));
      expect(isoInstant(date)).toBe(date.toISOString());
    }
  });

  it.each([
    ['the first instant of year 1000', Date.UTC(1000, 0, 1)],
    ['the last millisecond of year 9999', Date.UTC(9999, 11, 31, 23, 59, 59, 999)],
    ['a year before 1000', Date.UTC(999, 11, 31, 23, 59, 59, 999)],
    ['a year after 9999', Date.UTC(10000, 0, 1)],
    ['a year before the common era', Date.UTC(-44, 2, 15)],
    ['a single-digit millisecond', Date.UTC(2026, 10, 25, 8, 5, 3, 7)],
  ])('writes %s as toISOString does', (_, instant) => {
    const date = new Date(instant);
    expect(isoInstant(date)).toBe(date.toISOString());
  });

  it('refuses an invalid date as toISOString does, instead of writing NaN fields', () => {
    expect(() => isoInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});
