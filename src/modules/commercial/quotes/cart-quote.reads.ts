import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { int64 } from '../../../core/db/transformers';
import { TaxCode } from '../../accounting/tax-codes/tax-code.entity';
import type { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import type { PriceTier, PromotionCandidate } from '../pricing';

/*
 * The reads behind a cart quote and a menu. Each function is one query (or none) whatever the
 * number of lines or products, written as SQL: these run on every guest request, where TypeORM's
 * query building and entity hydration cost more CPU than the round trip. A quote costs three round
 * trips (branch with its tier, products with their exclusion and modifier groups, promotions) plus
 * the options and tax codes when the cart's products have any; the menu reuses the same branch,
 * products and options reads, so both apply one availability rule (product-availability.ts).
 */

/** A branch with what pricing needs: zone, business-day start, price settings and PriceTier group. */
export interface BranchPricing {
  id: string;
  code: string;
  name: string;
  nameAr: string | null;
  active: boolean;
  currencyCode: string;
  timeZone: string;
  dayStartHour: number;
  priceStep: number;
  pricesIncludeTax: boolean;
  /** The branch's live PriceTier group; null when it is in none. */
  tier: PriceTier | null;
}

/** A sales channel as quotes use it. */
export interface QuoteChannel {
  id: string;
  name: string;
  kind: SalesChannelKind;
  active: boolean;
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

/** A live product with its standing at one branch and its modifier groups in position order. */
export interface CatalogueProduct {
  id: string;
  name: string;
  nameAr: string | null;
  description: string | null;
  descriptionAr: string | null;
  imageUrl: string | null;
  categoryId: string | null;
  basePriceIqd: number;
  taxCodeId: string | null;
  active: boolean;
  channels: SalesChannelKind[];
  /** Kilograms of cooked rice one unit sells by weight (docs/production.md); null for other products. */
  directRiceKg: number | null;
  /** Hidden at the branch the products were read for. */
  excluded: boolean;
  groups: ProductGroup[];
}

export interface CatalogueOption {
  id: string;
  groupId: string;
  name: string;
  nameAr: string | null;
  priceDeltaIqd: number;
  active: boolean;
}

const BRANCH_PRICING_SQL = `
  SELECT b.id, b.code, b.name, b.name_ar, b.active, b.time_zone, o.business_day_start_hour, o.price_step, o.prices_include_tax,
         o.base_currency_code, t.id AS tier_id, t.name AS tier_name, t.price_tier_pct
    FROM branches b
    JOIN organizations o ON o.id = b.organization_id
    LEFT JOIN LATERAL (
      SELECT g.id, g.name, g.price_tier_pct
        FROM commercial_branch_group_members m
        JOIN commercial_branch_groups g ON g.id = m.group_id AND g.deleted_at IS NULL
       WHERE m.organization_id = b.organization_id AND m.branch_id = b.id AND m.removed_at IS NULL AND m.price_tier
       LIMIT 1
    ) t ON true
   WHERE b.organization_id = $1 AND b.id = $2`;

interface BranchRow {
  id: string;
  code: string;
  name: string;
  name_ar: string | null;
  active: boolean;
  time_zone: string;
  business_day_start_hour: number;
  price_step: string;
  prices_include_tax: boolean;
  base_currency_code: string | null;
  tier_id: string | null;
  tier_name: string | null;
  price_tier_pct: string | number | null;
}

export async function branchPricing(ctx: RequestContext, branchId: string): Promise<BranchPricing | null> {
  const [row] = await ctx.query<BranchRow>(BRANCH_PRICING_SQL, [ctx.organizationId, branchId]);
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameAr: row.name_ar,
    active: row.active,
    currencyCode: row.base_currency_code || 'IQD',
    timeZone: row.time_zone,
    dayStartHour: Number(row.business_day_start_hour),
    priceStep: Number(row.price_step),
    pricesIncludeTax: Boolean(row.prices_include_tax),
    tier: row.tier_id ? { groupId: row.tier_id, groupName: row.tier_name, pct: Number(row.price_tier_pct ?? 0) } : null,
  };
}

export async function channelOf(ctx: RequestContext, channelId: string): Promise<QuoteChannel | null> {
  const [row] = await ctx.query<QuoteChannel>(
    'SELECT id, name, kind, active FROM commercial_sales_channels WHERE organization_id = $1 AND id = $2',
    [ctx.organizationId, channelId],
  );
  return row ?? null;
}

const PRODUCT_COLUMNS = `
  SELECT p.id, p.name, p.name_ar, p.description, p.description_ar, p.image_url, p.category_id, p.base_price_iqd, p.tax_code_id,
         p.active, p.channels, p.direct_rice_kg,
         EXISTS (SELECT 1 FROM catalog_product_branch_exclusions x WHERE x.product_id = p.id AND x.branch_id = $2) AS excluded,
         COALESCE((
           SELECT json_agg(json_build_object('groupId', g.id, 'name', g.name, 'nameAr', g.name_ar, 'minChoices', g.min_choices,
                                             'maxChoices', g.max_choices, 'position', pg.position) ORDER BY pg.position, g.id)
             FROM catalog_product_modifier_groups pg
             JOIN catalog_modifier_groups g ON g.id = pg.group_id AND g.organization_id = pg.organization_id AND g.deleted_at IS NULL
            WHERE pg.organization_id = p.organization_id AND pg.product_id = p.id
         ), '[]'::json) AS groups
    FROM catalog_products p`;
const PRODUCTS_BY_ID_SQL = `${PRODUCT_COLUMNS} WHERE p.organization_id = $1 AND p.deleted_at IS NULL AND p.id = ANY($3::uuid[])`;
const ALL_PRODUCTS_SQL = `${PRODUCT_COLUMNS} WHERE p.organization_id = $1 AND p.deleted_at IS NULL ORDER BY p.sort_order, p.name, p.id`;

interface ProductRow {
  id: string;
  name: string;
  name_ar: string | null;
  description: string | null;
  description_ar: string | null;
  image_url: string | null;
  category_id: string | null;
  base_price_iqd: string;
  tax_code_id: string | null;
  active: boolean;
  channels: SalesChannelKind[];
  direct_rice_kg: string | null;
  excluded: boolean;
  groups: Array<Omit<ProductGroup, 'productId'>>;
}

function catalogueProduct(row: ProductRow): CatalogueProduct {
  return {
    id: row.id,
    name: row.name,
    nameAr: row.name_ar,
    description: row.description,
    descriptionAr: row.description_ar,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    basePriceIqd: int64.from(row.base_price_iqd),
    taxCodeId: row.tax_code_id,
    active: row.active,
    channels: row.channels,
    directRiceKg: row.direct_rice_kg === null ? null : Number(row.direct_rice_kg),
    excluded: row.excluded,
    groups: row.groups.map((group) => ({ ...group, productId: row.id })),
  };
}

/**
 * Live products (deleted ones are not found), with whether the branch hides them and their live
 * modifier groups: the given ids, or (ids null) the whole catalogue in menu order.
 */
export async function productsAt(ctx: RequestContext, branchId: string, ids: string[] | null): Promise<CatalogueProduct[]> {
  if (ids !== null && ids.length === 0) return [];
  const rows = ids === null
    ? await ctx.query<ProductRow>(ALL_PRODUCTS_SQL, [ctx.organizationId, branchId])
    : await ctx.query<ProductRow>(PRODUCTS_BY_ID_SQL, [ctx.organizationId, branchId, ids]);
  return rows.map(catalogueProduct);
}

/** The options of the groups, active or not, in menu order. */
export async function optionsOf(ctx: RequestContext, groupIds: string[]): Promise<CatalogueOption[]> {
  if (groupIds.length === 0) return [];
  const rows = await ctx.query<{ id: string; group_id: string; name: string; name_ar: string | null; price_delta_iqd: string; active: boolean }>(
    `SELECT o.id, o.group_id, o.name, o.name_ar, o.price_delta_iqd, o.active
       FROM catalog_modifier_options o
      WHERE o.organization_id = $1 AND o.group_id = ANY($2::uuid[])
      ORDER BY o.sort_order, o.name, o.id`,
    [ctx.organizationId, groupIds],
  );
  return rows.map((row) => ({ id: row.id, groupId: row.group_id, name: row.name, nameAr: row.name_ar, priceDeltaIqd: int64.from(row.price_delta_iqd), active: row.active }));
}

/** Live tax codes by id (a product keeps its code's rate even while the code is switched off). */
export async function taxCodesOf(ctx: RequestContext, ids: string[]): Promise<Map<string, TaxCode>> {
  if (ids.length === 0) return new Map();
  const codes = await ctx.db.find(TaxCode, { where: { organizationId: ctx.organizationId, id: In(ids) } });
  return new Map(codes.map((code) => [code.id, code]));
}

/**
 * The organisation's live promotions whose window contains the business date, switched off or
 * not and whatever their channel, so the quote can say why each of them did or did not apply.
 * Promotions long ended or far ahead are left out: they would only crowd the reasons.
 */
export async function promotionsOn(ctx: RequestContext, businessDate: string): Promise<PromotionCandidate[]> {
  const rows = await ctx.query<{
    id: string;
    name: string;
    discount_percent: string;
    max_discount_cap: string | null;
    min_order_value: string;
    start_date: string;
    end_date: string;
    channel_id: string | null;
    active: boolean;
  }>(
    `SELECT id, name, discount_percent, max_discount_cap, min_order_value, start_date::text AS start_date, end_date::text AS end_date, channel_id, active
       FROM commercial_promotions
      WHERE organization_id = $1 AND deleted_at IS NULL AND start_date <= $2 AND end_date >= $2
      ORDER BY id`,
    [ctx.organizationId, businessDate],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    discountPercent: Number(row.discount_percent),
    maxDiscountCap: row.max_discount_cap === null ? null : int64.from(row.max_discount_cap),
    minOrderValue: int64.from(row.min_order_value),
    startDate: row.start_date,
    endDate: row.end_date,
    channelId: row.channel_id,
    active: row.active,
  }));
}
