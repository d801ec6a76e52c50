import type { RequestContext } from '../../../core/context/request-context';
import type { GuestPromotion } from './guest.types';

interface PromotionRow {
  id: string;
  name: string;
  discount_percent: string;
  max_discount_cap: string | null;
  min_order_value: string;
  end_date: string;
}

/**
 * Promotions worth showing a guest today: active, not deleted, running on the branch's business
 * date (dates inclusive) and either for every channel or for this one. Which one a cart gets is
 * still the pricing engine's decision at quote time; this list only advertises them.
 */
export async function promotionsWorthShowing(ctx: RequestContext, businessDate: string, channelId: string | null): Promise<GuestPromotion[]> {
  const rows = await ctx.query<PromotionRow>(
    `SELECT id, name, discount_percent, max_discount_cap, min_order_value, to_char(end_date, 'YYYY-MM-DD') AS end_date
       FROM commercial_promotions
      WHERE organization_id = $1 AND deleted_at IS NULL AND active
        AND start_date <= $2::date AND end_date >= $2::date
        AND (channel_id IS NULL OR channel_id = $3::uuid)
      ORDER BY discount_percent DESC, end_date, id`,
    [ctx.organizationId, businessDate, channelId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    discountPercent: Number(row.discount_percent),
    maxDiscountCap: row.max_discount_cap === null ? null : Number(row.max_discount_cap),
    minOrderValue: Number(row.min_order_value),
    endDate: row.end_date,
  }));
}
