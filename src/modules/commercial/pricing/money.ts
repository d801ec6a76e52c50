/**
 * Integer money arithmetic for the pricing engine. Every amount is whole IQD; inside the engine it
 * is a bigint so products of amounts, quantities and basis points never lose precision, and every
 * amount leaving the engine is checked to be a safe integer (the Int64 scalar's range).
 */

export class PricingInputError extends Error {
  constructor(
    /** The input path the problem is about, e.g. `lines.2.quantity`. */
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
    this.name = 'PricingInputError';
  }
}

/** 100% in basis points. */
export const FULL_BASIS_POINTS = 10_000n;

/** n / d rounded half away from zero (d > 0). */
export function divideHalfAwayFromZero(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divisor must be positive');
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  const rounded = (magnitude * 2n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** An amount rounded half away from zero to the nearest multiple of `step` (step ≥ 1). */
export function roundToStep(amount: bigint, step: bigint): bigint {
  if (step < 1n) throw new RangeError('price step must be at least 1');
  return divideHalfAwayFromZero(amount, step) * step;
}

/** A whole IQD amount from the caller, as a bigint; refuses fractions and unsafe integers. */
export function wholeAmount(value: number, field: string, options: { min?: number } = {}): bigint {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new PricingInputError(field, 'must be a whole number of IQD within ±9007199254740991');
  }
  if (options.min !== undefined && value < options.min) throw new PricingInputError(field, `must be at least ${options.min}`);
  return BigInt(value);
}

/** A bigint amount leaving the engine, as a number; refuses anything outside the safe range. */
export function toSafeAmount(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new PricingInputError(what, 'is outside the supported amount range (±9007199254740991 IQD)');
  }
  return Number(value);
}

const PERCENT_PATTERN = /^([+-])?(\d{1,3})(?:\.(\d{1,2}))?$/;

/**
 * A percent given as a decimal (`12.5`, `"-7.25"`, `100`) in basis points (1250, -725, 10000),
 * read from its decimal text so no float arithmetic is involved. At most two decimal places.
 */
export function percentToBasisPoints(value: number | string, field: string): bigint {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = PERCENT_PATTERN.exec(text);
  if (!match) throw new PricingInputError(field, 'must be a percent with at most two decimal places');
  const [, sign, whole, fraction = ''] = match;
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -magnitude : magnitude;
}
