import fc from 'fast-check';

/*
 * What a careless or hostile client sends: wrong types, nulls, huge and negative numbers, huge
 * strings, U+0000, deep nesting and unknown fields. Shared by the REST and GraphQL fuzz suites.
 */

const HUGE_STRING = 'x'.repeat(200_000);

export function deeplyNested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = kind === 'object' ? { a: value } : [value];
  return value;
}

export const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -2_147_483_649, 2_147_483_648, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 9.99e300, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    HUGE_STRING,
    '🍔'.repeat(5_000),
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '2026-02-30',
    '9999-99-99T99:99:99Z',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '\ud800',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

export const deepNesting = fc.oneof(
  fc.integer({ min: 20, max: 3_000 }).map((depth) => deeplyNested(depth, 'object')),
  fc.integer({ min: 20, max: 3_000 }).map((depth) => deeplyNested(depth, 'array')),
);

/** Any value in a slot that expects something else. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 3 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: fc.array(fc.oneof(hostileNumber, hostileString, fc.constant(null)), { maxLength: 5 }), weight: 1 },
  { arbitrary: fc.constant(Array.from({ length: 20_000 }, (_, index) => index)), weight: 1 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(hostileString, hostileNumber), { maxKeys: 4 }), weight: 1 },
);

/** Bodies that are not JSON, or not what the content type says. */
export const nonJsonBody = fc.oneof(
  fc.constantFrom('{', '[', '{"a":', 'nul', 'undefined', "{'a': 1}", '{"a":1}}', '\u0000', '1e999999', '{"__proto__":{"x":1}}', '['.repeat(5_000)),
  fc.string({ maxLength: 60 }),
);

export const unknownFieldName = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'organizationId', 'id', 'createdAt', 'deletedAt', 'zzUnknown', ''),
  fc.string({ minLength: 1, maxLength: 12 }),
);
