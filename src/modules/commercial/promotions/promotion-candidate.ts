import type { PromotionCandidate } from '../pricing';
import type { Promotion } from './promotion.entity';

/** A stored promotion as the pricing engine sees it. */
export function promotionCandidate(promotion: Promotion): PromotionCandidate {
  return {
    id: promotion.id,
    name: promotion.name,
    discountPercent: promotion.discountPercent,
    maxDiscountCap: promotion.maxDiscountCap,
    minOrderValue: promotion.minOrderValue,
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    channelId: promotion.channelId,
    active: promotion.active,
  };
}
