import {
  divideHalfAwayFromZero,
  percentToBasisPoints,
  PricingInputError,
  roundToStep,
  toSafeAmount,
  wholeAmount,
} from '../../../src/modules/commercial/pricing/money';
import { shelfPrice, tierBasisPoints } from '../../../src/modules/commercial/pricing/shelf-price';
import { allocateDiscount, exclusiveTax, inclusiveTax } from '../../../src/modules/commercial/pricing/tax';

describe('rounding half away from zero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [7n, 2n, 4n],
    [0n, 7n, 0n],
    [1499n, 1000n, 1n],
    [1500n, 1000n, 2n],
    [-1500n, 1000n, -2n],
  ])('%s / %s rounds to %s', (n, d, expected) => {
    expect(divideHalfAwayFromZero(n, d)).toBe(expected);
  });

  it.each([
    [2125n, 250n, 2250n],
    [2124n, 250n, 2000n],
    [-2125n, 250n, -2250n],
    [12_345n, 1n, 12_345n],
    [124n, 250n, 0n],
    [125n, 250n, 250n],
  ])('%s to the step of %s is %s', (amount, step, expected) => {
    expect(roundToStep(amount, step)).toBe(expected);
  });
});

describe('percents in basis points', () => {
  it.each([
    [15, 1500n],
    ['12.5', 1250n],
    [-7.25, -725n],
    ['+10', 1000n],
    [100, 10_000n],
    ['0.01', 1n],
  ])('%p is %s basis points', (value, expected) => {
    expect(percentToBasisPoints(value, 'pct')).toBe(expected);
  });

  it.each([['12.345'], [Number.NaN], ['1e2'], [''], ['ten'], [1000.5]])('refuses %p', (value) => {
    expect(() => percentToBasisPoints(value as never, 'discountPercent')).toThrow(
      new PricingInputError('discountPercent', 'must be a percent with at most two decimal places'),
    );
  });
});

describe('amount checks', () => {
  it('refuses fractions and unsafe integers in, and out-of-range amounts out', () => {
    expect(() => wholeAmount(10.5, 'basePrice')).toThrow(PricingInputError);
    expect(() => wholeAmount(2 ** 53, 'basePrice')).toThrow(/within ±9007199254740991/);
    expect(() => wholeAmount(-1, 'quantity', { min: 1 })).toThrow('quantity must be at least 1');
    expect(toSafeAmount(9_007_199_254_740_991n, 'total')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeAmount(9_007_199_254_740_992n, 'total')).toThrow(/outside the supported amount range/);
  });
});

describe('shelf price under a price tier', () => {
  it.each([
    // base, tier %, step, shelf
    [5_000, null, 250, 5_000],
    [5_000, 0, 250, 5_000],
    [5_125, null, 250, 5_125], // base prices are not re-rounded without a tier
    [5_000, 10, 250, 5_500],
    [4_750, 10, 250, 5_250], // 5,225 → 5,250
    [4_500, 5, 250, 4_750], // 4,725 → 4,750
    [4_300, 5, 250, 4_500], // 4,515 → 4,500
    [8_500, 12.5, 250, 9_500], // 9,562.5 → 9,500 (62.5 below the half of 250)
    [8_500, -15, 250, 7_250], // 7,225 → 7,250
    [3_500, -50, 250, 1_750],
    [2_500, 100, 250, 5_000],
    [1_000, 12.5, 250, 1_250], // 1,125 is exactly 4.5 steps: half away from zero → 5 steps
    [1_000, '-12.5', 250, 1_000], // 875 is exactly 3.5 steps → 4 steps
  ])('base %i with tier %p and step %i is %i', (base, pct, step, expected) => {
    expect(shelfPrice(base, pct, step)).toBe(expected);
  });

  it('rounds with step 1 to the nearest IQD, half away from zero', () => {
    expect(shelfPrice(1_005, 10, 1)).toBe(1_106); // 1,105.5 → 1,106
    expect(shelfPrice(1_001, -50, 1)).toBe(501); // 500.5 → 501
  });

  it('refuses a tier outside -50..+100 and a step below 1', () => {
    expect(() => tierBasisPoints(-50.01)).toThrow('tier.pct must be between -50 and 100');
    expect(() => tierBasisPoints(100.01)).toThrow('tier.pct must be between -50 and 100');
    expect(tierBasisPoints(-50)).toBe(-5000n);
    expect(() => shelfPrice(1_000, 10, 0)).toThrow('priceStep must be at least 1');
  });
});

describe('tax in per mille', () => {
  it.each([
    [10_000n, 150n, 1_500n],
    [9_999n, 150n, 1_500n], // 1,499.85
    [3_333n, 150n, 500n], // 499.95
    [1_003n, 5n, 5n], // 5.015
    [100n, 0n, 0n],
  ])('exclusive: %s at %s‰ adds %s', (amount, rate, tax) => {
    expect(exclusiveTax(amount, rate)).toBe(tax);
  });

  it.each([
    [11_500n, 150n, 1_500n],
    [10_000n, 150n, 1_304n], // 1,304.35
    [1_150n, 150n, 150n],
    [105n, 50n, 5n],
    [100n, 0n, 0n],
  ])('inclusive: %s at %s‰ contains %s', (amount, rate, tax) => {
    expect(inclusiveTax(amount, rate)).toBe(tax);
  });
});

describe('discount allocation over lines', () => {
  it.each([
    [[1_000n, 1_000n, 1_000n], 100n, [34n, 33n, 33n]],
    [[3_000n, 1_000n], 1_000n, [750n, 250n]],
    [[1n, 1n], 1n, [1n, 0n]],
    [[5_000n, 0n], 500n, [500n, 0n]],
    [[2_500n, 7_500n], 0n, [0n, 0n]],
  ])('splits over %p a discount of %s as %p', (totals, discount, shares) => {
    const result = allocateDiscount(totals, discount);
    expect(result).toEqual(shares);
    expect(result.reduce((sum, share) => sum + share, 0n)).toBe(discount);
  });
});
