import { divideHalfAwayFromZero, FULL_BASIS_POINTS, PricingInputError, percentToBasisPoints, wholeAmount } from './money';

/** A promotion as the engine sees it (the caller passes the organisation's non-deleted ones). */
export interface PromotionCandidate {
  id: string;
  name: string;
  /** 0 < p ≤ 100, a decimal with at most two places (`15`, `"12.5"`). */
  discountPercent: number | string;
  /** Largest discount in IQD; null for none. */
  maxDiscountCap: number | null;
  /** Smallest subtotal in IQD the promotion applies to; null or 0 for none. */
  minOrderValue: number | null;
  /** Inclusive dates (YYYY-MM-DD) in the branch's zone, compared with the business date. */
  startDate: string;
  endDate: string;
  /** The only channel it applies to; null for every channel. */
  channelId: string | null;
  active: boolean;
}

export enum PromotionRejection {
  Inactive = 'Inactive',
  NotStarted = 'NotStarted',
  Ended = 'Ended',
  OtherChannel = 'OtherChannel',
  BelowMinimumOrder = 'BelowMinimumOrder',
  NotTheBest = 'NotTheBest',
}

export interface PromotionConsidered {
  promotionId: string;
  name: string;
  /** The discount it would give (0 when it does not apply). */
  discount: bigint;
  applied: boolean;
  rejection: PromotionRejection | null;
  reason: string;
}

export interface PromotionChoice {
  best: PromotionConsidered | null;
  discount: bigint;
  considered: PromotionConsidered[];
}

/** Percent discount of a subtotal: subtotal × bp / 10000 half away from zero, then capped. */
export function promotionDiscount(subtotal: bigint, discountBp: bigint, cap: bigint | null): bigint {
  const raw = divideHalfAwayFromZero(subtotal * discountBp, FULL_BASIS_POINTS);
  return cap !== null && raw > cap ? cap : raw;
}

function rejectionOf(
  promotion: PromotionCandidate,
  subtotal: bigint,
  minimum: bigint,
  businessDate: string,
  channelId: string | null,
): { rejection: PromotionRejection; reason: string } | null {
  if (!promotion.active) return { rejection: PromotionRejection.Inactive, reason: 'the promotion is switched off' };
  if (businessDate < promotion.startDate) {
    return { rejection: PromotionRejection.NotStarted, reason: `starts on ${promotion.startDate} (business date ${businessDate})` };
  }
  if (businessDate > promotion.endDate) {
    return { rejection: PromotionRejection.Ended, reason: `ended on ${promotion.endDate} (business date ${businessDate})` };
  }
  if (promotion.channelId !== null && promotion.channelId !== channelId) {
    return { rejection: PromotionRejection.OtherChannel, reason: 'applies to another sales channel' };
  }
  if (subtotal < minimum) {
    return { rejection: PromotionRejection.BelowMinimumOrder, reason: `needs an order of at least ${minimum} IQD (subtotal ${subtotal} IQD)` };
  }
  return null;
}

/**
 * The best promotion for the guest: every candidate is checked (active, business date within
 * startDate..endDate inclusive, channel, minimum order value on the subtotal), each applicable one
 * is valued (percent of the subtotal, half away from zero, capped) and the largest discount wins.
 * Ties go to the channel-specific promotion, then to the smaller id, so a quote is deterministic.
 * Only one promotion applies to a cart; the others are reported with why they did not.
 */
export function choosePromotion(candidates: readonly PromotionCandidate[], subtotal: bigint, businessDate: string, channelId: string | null): PromotionChoice {
  const considered: PromotionConsidered[] = candidates.map((promotion, index) => {
    const field = `promotions.${index}`;
    const discountBp = percentToBasisPoints(promotion.discountPercent, `${field}.discountPercent`);
    if (discountBp <= 0n || discountBp > FULL_BASIS_POINTS) {
      throw new PricingInputError(`${field}.discountPercent`, 'must be more than 0 and at most 100');
    }
    const cap = promotion.maxDiscountCap === null ? null : wholeAmount(promotion.maxDiscountCap, `${field}.maxDiscountCap`, { min: 0 });
    const minimum = promotion.minOrderValue === null ? 0n : wholeAmount(promotion.minOrderValue, `${field}.minOrderValue`, { min: 0 });
    const refused = rejectionOf(promotion, subtotal, minimum, businessDate, channelId);
    if (refused) return { promotionId: promotion.id, name: promotion.name, discount: 0n, applied: false, ...refused };
    const discount = promotionDiscount(subtotal, discountBp, cap);
    const capped = cap !== null && discount === cap && divideHalfAwayFromZero(subtotal * discountBp, FULL_BASIS_POINTS) > cap;
    const reason = `${promotion.discountPercent}% of ${subtotal} IQD${capped ? `, capped at ${cap} IQD` : ''}`;
    return { promotionId: promotion.id, name: promotion.name, discount, applied: false, rejection: null, reason };
  });

  const applicable = considered.map((entry, index) => ({ entry, candidate: candidates[index] })).filter(({ entry }) => entry.rejection === null);
  applicable.sort((a, b) => {
    if (a.entry.discount !== b.entry.discount) return a.entry.discount > b.entry.discount ? -1 : 1;
    const aSpecific = a.candidate.channelId !== null;
    const bSpecific = b.candidate.channelId !== null;
    if (aSpecific !== bSpecific) return aSpecific ? -1 : 1;
    return a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0;
  });

  const winner = applicable[0]?.entry ?? null;
  for (const { entry } of applicable.slice(1)) {
    entry.rejection = PromotionRejection.NotTheBest;
    entry.reason =
      entry.discount === winner!.discount
        ? `${entry.reason}; ${winner!.name} gives the same discount and is preferred (channel-specific first, then the smaller id)`
        : `${entry.reason}; ${winner!.name} gives the guest more (${winner!.discount} IQD)`;
  }
  if (winner) {
    winner.applied = true;
    winner.reason = `${winner.reason}: the best discount for the guest`;
  }
  return { best: winner, discount: winner?.discount ?? 0n, considered };
}
