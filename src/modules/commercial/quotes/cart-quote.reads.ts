import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { Product } from '../../catalog/products/product.entity';
import { ProductBranchExclusion } from '../../catalog/products/product-branch-exclusion.entity';
import { ModifierOption } from '../../catalog/modifier-groups/modifier-group.entity';
import { TaxCode } from '../../accounting/tax-codes/tax-code.entity';
import type { PriceTier, PromotionCandidate } from '../pricing';
import { SalesChannel } from '../channels/sales-channel.entity';
import { Promotion } from '../promotions/promotion.entity';
import { promotionCandidate } from '../promotions/promotion-candidate';

/*
 * The reads behind a cart quote. Each function is one query (or none) whatever the number of
 * lines, so a quote costs a fixed number of round trips: branch settings, channel, products,
 * exclusions, modifier groups, modifier options, tax codes, tier, promotions.
 */

export interface BranchPricing {
  timeZone: string;
  dayStartHour: number;
  priceStep: number;
  pricesIncludeTax: boolean;
}

export interface ProductGroup {
  productId: string;
  groupId: string;
  name: string;
  nameAr: string | null;
  minChoices: number;
  maxChoices: number;
  position: number;
}

export async function branchPricing(ctx: RequestContext, branchId: string): Promise<BranchPricing | null> {
  const [row] = await ctx.query<{ time_zone: string; business_day_start_hour: number; price_step: string; prices_include_tax: boolean }>(
    `SELECT b.time_zone, o.business_day_start_hour, o.price_step, o.prices_include_tax
       FROM branches b JOIN organizations o ON o.id = b.organization_id
      WHERE b.organization_id = $1 AND b.id = $2`,
    [ctx.organizationId, branchId],
  );
  return row ? { timeZone: row.time_zone, dayStartHour: Number(row.business_day_start_hour), priceStep: Number(row.price_step), pricesIncludeTax: Boolean(row.prices_include_tax) } : null;
}

export function channelOf(ctx: RequestContext, channelId: string): Promise<SalesChannel | null> {
  return ctx.db.findOne(SalesChannel, { where: { id: channelId, organizationId: ctx.organizationId } });
}

/** Live products (deleted ones are not found). */
export function productsOf(ctx: RequestContext, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db.find(Product, { where: { organizationId: ctx.organizationId, id: In(ids) } });
}

export async function excludedAt(ctx: RequestContext, branchId: string, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await ctx.db.find(ProductBranchExclusion, { where: { organizationId: ctx.organizationId, branchId, productId: In(productIds) } });
  return new Set(rows.map((row) => row.productId));
}

/** The live modifier groups attached to the products, in their position order. */
export async function groupsOf(ctx: RequestContext, productIds: string[]): Promise<ProductGroup[]> {
  if (productIds.length === 0) return [];
  const rows = await ctx.query<{ product_id: string; group_id: string; name: string; name_ar: string | null; min_choices: number; max_choices: number; position: number }>(
    `SELECT pg.product_id, g.id AS group_id, g.name, g.name_ar, g.min_choices, g.max_choices, pg.position
       FROM catalog_product_modifier_groups pg
       JOIN catalog_modifier_groups g ON g.id = pg.group_id AND g.organization_id = pg.organization_id AND g.deleted_at IS NULL
      WHERE pg.organization_id = $1 AND pg.product_id = ANY($2::uuid[])
      ORDER BY pg.product_id, pg.position, g.id`,
    [ctx.organizationId, productIds],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    groupId: row.group_id,
    name: row.name,
    nameAr: row.name_ar,
    minChoices: Number(row.min_choices),
    maxChoices: Number(row.max_choices),
    position: Number(row.position),
  }));
}

export function optionsOf(ctx: RequestContext, groupIds: string[]): Promise<ModifierOption[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return ctx.db.find(ModifierOption, { where: { organizationId: ctx.organizationId, groupId: In(groupIds) } });
}

/** Live tax codes by id (a product keeps its code's rate even while the code is switched off). */
export async function taxCodesOf(ctx: RequestContext, ids: string[]): Promise<Map<string, TaxCode>> {
  if (ids.length === 0) return new Map();
  const codes = await ctx.db.find(TaxCode, { where: { organizationId: ctx.organizationId, id: In(ids) } });
  return new Map(codes.map((code) => [code.id, code]));
}

/** The branch's live PriceTier group in one query; null when it is in none. */
export async function tierOf(ctx: RequestContext, branchId: string): Promise<PriceTier | null> {
  const [row] = await ctx.query<{ id: string; name: string; price_tier_pct: number | null }>(
    `SELECT g.id, g.name, g.price_tier_pct
       FROM commercial_branch_group_members m
       JOIN commercial_branch_groups g ON g.id = m.group_id AND g.deleted_at IS NULL
      WHERE m.organization_id = $1 AND m.branch_id = $2 AND m.removed_at IS NULL AND m.price_tier`,
    [ctx.organizationId, branchId],
  );
  return row ? { groupId: row.id, groupName: row.name, pct: Number(row.price_tier_pct ?? 0) } : null;
}

/**
 * The organisation's live promotions whose window contains the business date, switched off or
 * not and whatever their channel, so the quote can say why each of them did or did not apply.
 * Promotions long ended or far ahead are left out: they would only crowd the reasons.
 */
export async function promotionsOn(ctx: RequestContext, businessDate: string): Promise<PromotionCandidate[]> {
  const rows = await ctx.db
    .getRepository(Promotion)
    .createQueryBuilder('p')
    .where('p.organization_id = :organizationId', { organizationId: ctx.organizationId })
    .andWhere('p.start_date <= :date AND p.end_date >= :date', { date: businessDate })
    .orderBy('p.id', 'ASC')
    .getMany();
  return rows.map(promotionCandidate);
}
