import { divideHalfAwayFromZero, FULL_BASIS_POINTS, PricingInputError, percentToBasisPoints, toSafeAmount, wholeAmount } from './money';

/** Documented bounds of a PriceTier group's percent (docs/commercial.md). */
export const PRICE_TIER_MIN_PCT = -50;
export const PRICE_TIER_MAX_PCT = 100;
/** The organisation's default price step (docs/design.md "Money and time"). */
export const DEFAULT_PRICE_STEP = 250;

export interface PriceTier {
  /** Signed percent applied to base prices, e.g. 10 (10% dearer) or -12.5; null or 0 for none. */
  pct: number | string | null;
  /** The PriceTier group, for the quote's reasons; optional. */
  groupId?: string | null;
  groupName?: string | null;
}

/** The tier percent in basis points, refused outside PRICE_TIER_MIN_PCT..PRICE_TIER_MAX_PCT. */
export function tierBasisPoints(pct: number | string | null | undefined, field = 'tier.pct'): bigint {
  if (pct === null || pct === undefined) return 0n;
  const basisPoints = percentToBasisPoints(pct, field);
  if (basisPoints < BigInt(PRICE_TIER_MIN_PCT) * 100n || basisPoints > BigInt(PRICE_TIER_MAX_PCT) * 100n) {
    throw new PricingInputError(field, `must be between ${PRICE_TIER_MIN_PCT} and ${PRICE_TIER_MAX_PCT}`);
  }
  return basisPoints;
}

/** The price step as a bigint, refused below 1. */
export function priceStep(step: number | null | undefined, field = 'priceStep'): bigint {
  return wholeAmount(step ?? DEFAULT_PRICE_STEP, field, { min: 1 });
}

/**
 * The shelf price of a base price under a tier (bigint form): without a tier the base price as
 * the catalogue set it; with one, base × (100% + tier) rounded half away from zero to the
 * nearest multiple of the price step (a price of 2,125 with step 250 becomes 2,250; 2,124 → 2,000).
 */
export function shelfPriceOf(basePrice: bigint, tierBp: bigint, step: bigint): bigint {
  if (tierBp === 0n) return basePrice;
  // round(base × (10000 + bp) / 10000 / step) × step as one division: no intermediate rounding
  return divideHalfAwayFromZero(basePrice * (FULL_BASIS_POINTS + tierBp), FULL_BASIS_POINTS * step) * step;
}

/** The shelf price of a product at a branch (numbers in, number out): see shelfPriceOf. */
export function shelfPrice(basePrice: number, tierPct: number | string | null, step: number | null = DEFAULT_PRICE_STEP): number {
  const base = wholeAmount(basePrice, 'basePrice', { min: 0 });
  return toSafeAmount(shelfPriceOf(base, tierBasisPoints(tierPct), priceStep(step)), 'shelfPrice');
}
