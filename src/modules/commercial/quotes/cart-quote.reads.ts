import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { int64 } from '../../../core/db/transformers';
import { addDays } from '../../../core/time/business-day';
import { TaxCode } from '../../accounting/tax-codes/tax-code.entity';
import type { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import type { PriceTier, PromotionCandidate } from '../pricing';

/*
 * The reads behind a cart quote and a menu. Each function is one query (or none) whatever the
 * number of lines or products, written as SQL: these run on every guest request, where TypeORM's
 * query building and entity hydration cost more CPU than the round trip. A quote costs one round
 * trip (quoteReads: branch with its tier, channel, products with their exclusion and modifier
 * groups, promotions) plus the options and tax codes when the cart's products have any; the menu
 * reuses the same branch, products and options queries, so both apply one availability rule
 * (product-availability.ts).
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
  /** Sold out at that branch, itself or an inventory item its bill of materials needs (docs/live.md, "Sold out"). */
  soldOut: boolean;
  groups: ProductGroup[];
}

/** A uuid no branch has: products read "at" it are hidden nowhere. */
const NO_BRANCH = '00000000-0000-0000-0000-000000000000';

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
  price_step: string | number;
  prices_include_tax: boolean;
  base_currency_code: string | null;
  tier_id: string | null;
  tier_name: string | null;
  price_tier_pct: string | number | null;
}

export async function branchPricing(ctx: RequestContext, branchId: string): Promise<BranchPricing | null> {
  const [row] = await ctx.query<BranchRow>(BRANCH_PRICING_SQL, [ctx.organizationId, branchId]);
  return row ? branchPricingOf(row) : null;
}

function branchPricingOf(row: BranchRow): BranchPricing {
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

const PRODUCT_COLUMNS = `
  SELECT p.id, p.name, p.name_ar, p.description, p.description_ar, p.image_url, p.category_id, p.base_price_iqd, p.tax_code_id,
         p.active, p.channels, p.direct_rice_kg,
         EXISTS (SELECT 1 FROM catalog_product_branch_exclusions x WHERE x.product_id = p.id AND x.branch_id = $2) AS excluded,
         EXISTS (SELECT 1 FROM sales_sold_out so
                  WHERE so.branch_id = $2 AND so.organization_id = p.organization_id
                    AND ((so.target_kind = 'Product' AND so.target_id = p.id)
                      OR (so.target_kind = 'InventoryItem' AND so.target_id IN (SELECT pc.inventory_item_id FROM catalog_product_consumables pc WHERE pc.product_id = p.id)))) AS sold_out,
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
  base_price_iqd: string | number;
  tax_code_id: string | null;
  active: boolean;
  channels: SalesChannelKind[];
  direct_rice_kg: string | number | null;
  excluded: boolean;
  sold_out: boolean;
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
    soldOut: row.sold_out,
    groups: row.groups.map((group) => ({ ...group, productId: row.id })),
  };
}

/**
 * Live products (deleted ones are not found), with whether the branch hides them and their live
 * modifier groups: the given ids, or (ids null) the whole catalogue in menu order.
 */
export async function productsAt(ctx: RequestContext, branchId: string, ids: string[] | null): Promise<CatalogueProduct[]> {
  if (ids !== null && ids.length === 0) return [];
  const rows =
    ids === null
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
  return rows.map((row) => ({
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    nameAr: row.name_ar,
    priceDeltaIqd: int64.from(row.price_delta_iqd),
    active: row.active,
  }));
}

/** Live tax codes by id (a product keeps its code's rate even while the code is switched off). */
export async function taxCodesOf(ctx: RequestContext, ids: string[]): Promise<Map<string, TaxCode>> {
  if (ids.length === 0) return new Map();
  const codes = await ctx.db.find(TaxCode, { where: { organizationId: ctx.organizationId, id: In(ids) } });
  return new Map(codes.map((code) => [code.id, code]));
}

interface PromotionRow {
  id: string;
  name: string;
  discount_percent: string | number;
  max_discount_cap: string | number | null;
  min_order_value: string | number;
  start_date: string;
  end_date: string;
  channel_id: string | null;
  active: boolean;
}

function promotionCandidate(row: PromotionRow): PromotionCandidate {
  return {
    id: row.id,
    name: row.name,
    discountPercent: Number(row.discount_percent),
    maxDiscountCap: row.max_discount_cap === null ? null : int64.from(row.max_discount_cap),
    minOrderValue: int64.from(row.min_order_value),
    startDate: row.start_date,
    endDate: row.end_date,
    channelId: row.channel_id,
    active: row.active,
  };
}

/** The channel a quote is for: one named by id, the organisation's oldest active one of a kind, or none. */
export type QuoteChannelChoice = { id: string } | { kind: SalesChannelKind } | null;

/** Everything a quote reads before it knows which options and tax codes it needs. */
export interface QuoteReads {
  /** Null when the branch is not the organisation's. */
  branch: BranchPricing | null;
  /** Null when none was asked for, the id is not the organisation's, or it has no active channel of the kind. */
  channel: QuoteChannel | null;
  /** The live products among the ids, with their standing at the branch. */
  products: CatalogueProduct[];
  /**
   * The organisation's live promotions, switched off or not and whatever their channel, whose
   * window meets businessDatesAround(at): the branch's business date lies among those dates, so
   * the quote narrows them to it (promotionsOn) without waiting for the branch's zone first.
   * Promotions long ended or far ahead are left out: they would only crowd the reasons.
   */
  promotions: PromotionCandidate[];
}

/**
 * The dates every branch's business date at `at` lies between, whatever its zone (UTC−12 to
 * UTC+14) and the hour its business day starts (0–23): the local date is the UTC date or the day
 * either side, and the start hour can move it one day back.
 */
export function businessDatesAround(at: Date): { from: string; to: string } {
  const utcDate = at.toISOString().slice(0, 10);
  return { from: addDays(utcDate, -2), to: addDays(utcDate, 1) };
}

const CHANNEL_COLUMNS = 'SELECT id, name, kind, active FROM commercial_sales_channels';
const CHANNEL_BY = {
  none: 'SELECT NULL::json',
  id: `SELECT row_to_json(c) FROM (${CHANNEL_COLUMNS} WHERE organization_id = $1 AND id = $6) c`,
  kind: `SELECT row_to_json(c) FROM (${CHANNEL_COLUMNS} WHERE organization_id = $1 AND kind = $6 AND active ORDER BY created_at, id LIMIT 1) c`,
};
/** Parameters: $1 organisation, $2 branch, $3 product ids, $4/$5 the promotions' window, $6 the channel's id or kind. */
const quoteReadsSql = (channel: keyof typeof CHANNEL_BY) => `
  SELECT (SELECT row_to_json(b) FROM (${BRANCH_PRICING_SQL}) b) AS branch,
         (${CHANNEL_BY[channel]}) AS channel,
         (SELECT COALESCE(json_agg(p), '[]'::json) FROM (${PRODUCTS_BY_ID_SQL}) p) AS products,
         (SELECT COALESCE(json_agg(r ORDER BY r.id), '[]'::json) FROM (
            SELECT id, name, discount_percent, max_discount_cap, min_order_value, start_date::text AS start_date, end_date::text AS end_date, channel_id, active
              FROM commercial_promotions
             WHERE organization_id = $1 AND deleted_at IS NULL AND start_date <= $5 AND end_date >= $4) r) AS promotions`;
const QUOTE_READS_SQL = { none: quoteReadsSql('none'), id: quoteReadsSql('id'), kind: quoteReadsSql('kind') };

/**
 * A quote's branch, channel, products and promotions in one statement (four subqueries, each
 * answered as JSON): on the guest's order path every round trip costs the service and the
 * database more CPU than these rows. `branchId` null reads no branch and hides no product.
 */
export async function quoteReads(
  ctx: RequestContext,
  branchId: string | null,
  channel: QuoteChannelChoice,
  productIds: string[],
  at: Date,
): Promise<QuoteReads> {
  const dates = businessDatesAround(at);
  const by = channel === null ? 'none' : 'id' in channel ? 'id' : 'kind';
  const params: unknown[] = [ctx.organizationId, branchId ?? NO_BRANCH, productIds, dates.from, dates.to];
  if (channel !== null) params.push('id' in channel ? channel.id : channel.kind);
  const [row] = await ctx.query<{ branch: BranchRow | null; channel: QuoteChannel | null; products: ProductRow[]; promotions: PromotionRow[] }>(
    QUOTE_READS_SQL[by],
    params,
  );
  return {
    branch: branchId !== null && row.branch ? branchPricingOf(row.branch) : null,
    channel: row.channel,
    products: row.products.map(catalogueProduct),
    promotions: row.promotions.map(promotionCandidate),
  };
}

/** The promotions whose window contains the business date, in the order quoteReads read them. */
export function promotionsOn(candidates: readonly PromotionCandidate[], businessDate: string): PromotionCandidate[] {
  return candidates.filter((promotion) => promotion.startDate <= businessDate && promotion.endDate >= businessDate);
}
