import { divideHalfAwayFromZero } from './money';

/** Per mille base: a rate of 150 is 15%. */
export const PER_MILLE = 1000n;

/** Tax on an amount that excludes it: amount × rate / 1000, half away from zero to 1 IQD. */
export function exclusiveTax(amount: bigint, ratePermille: bigint): bigint {
  return divideHalfAwayFromZero(amount * ratePermille, PER_MILLE);
}

/** Tax contained in an amount that includes it: amount × rate / (1000 + rate), half away from zero. */
export function inclusiveTax(amount: bigint, ratePermille: bigint): bigint {
  return divideHalfAwayFromZero(amount * ratePermille, PER_MILLE + ratePermille);
}

/**
 * Splits a discount over lines in proportion to their totals (largest remainder, ties to the
 * earlier line) so the shares add up to the discount exactly; taxes are then computed on what
 * each line really costs after the discount.
 */
export function allocateDiscount(lineTotals: readonly bigint[], discount: bigint): bigint[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0n);
  if (discount === 0n || subtotal === 0n) return lineTotals.map(() => 0n);
  const shares = lineTotals.map((total) => (total * discount) / subtotal);
  const remainders = lineTotals.map((total, index) => ({ index, remainder: (total * discount) % subtotal }));
  let left = discount - shares.reduce((sum, share) => sum + share, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] += 1n;
    left -= 1n;
  }
  return shares;
}
