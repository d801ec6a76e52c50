import type { RequestContext } from '../../../core/context/request-context';
import { notFound } from '../../../core/errors/app-error';
import { priceStep, shelfPriceOf, tierBasisPoints } from '../../commercial/pricing';
import { SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { businessDateAt } from '../../../core/time/business-day';
import { MenuCategory, MenuModifierGroup, MenuProduct } from './menu.types';

export interface MenuBranch {
  id: string;
  name: string;
  nameAr: string | null;
  active: boolean;
  currencyCode: string;
  businessDate: string;
}

interface BranchRow {
  id: string;
  name: string;
  name_ar: string | null;
  active: boolean;
  time_zone: string;
  business_day_start_hour: number;
  price_step: string;
  base_currency_code: string;
  price_tier_pct: number | null;
}

interface ProductRow {
  id: string;
  name: string;
  name_ar: string | null;
  description: string | null;
  description_ar: string | null;
  image_url: string | null;
  base_price_iqd: string;
  category_id: string | null;
}

interface CategoryRow {
  id: string;
  name: string;
  name_ar: string | null;
}

interface GroupRow {
  product_id: string;
  group_id: string;
  name: string;
  name_ar: string | null;
  min_choices: number;
  max_choices: number;
}

interface OptionRow {
  id: string;
  group_id: string;
  name: string;
  name_ar: string | null;
  price_delta_iqd: string;
}

export interface Menu {
  branch: MenuBranch;
  categories: MenuCategory[];
}

/**
 * Reads what a branch sells on one kind of channel, in five queries whatever the size of the
 * menu: the branch (with its zone, the organisation's price step and its PriceTier group), the
 * available products (active, not deleted, offered on the channel kind, not hidden at the
 * branch), their categories, modifier groups and active options. Shelf prices come from the
 * pricing engine's own function, so the menu shows what a quote charges before modifiers and
 * promotions.
 */
export async function readMenu(ctx: RequestContext, branchId: string, kind: SalesChannelKind): Promise<Menu> {
  const organizationId = ctx.organizationId;
  const [branchRow] = await ctx.query<BranchRow>(
    `SELECT b.id, b.name, b.name_ar, b.active, b.time_zone, o.business_day_start_hour, o.price_step, o.base_currency_code, g.price_tier_pct
       FROM branches b
       JOIN organizations o ON o.id = b.organization_id
       LEFT JOIN commercial_branch_group_members m ON m.branch_id = b.id AND m.price_tier AND m.removed_at IS NULL
       LEFT JOIN commercial_branch_groups g ON g.id = m.group_id AND g.deleted_at IS NULL
      WHERE b.id = $1 AND b.organization_id = $2`,
    [branchId, organizationId],
  );
  if (!branchRow) throw notFound('Branch');
  const branch: MenuBranch = {
    id: branchRow.id,
    name: branchRow.name,
    nameAr: branchRow.name_ar,
    active: branchRow.active,
    currencyCode: branchRow.base_currency_code || 'IQD',
    businessDate: businessDateAt(ctx.now(), branchRow.time_zone, Number(branchRow.business_day_start_hour)),
  };
  const tierBp = tierBasisPoints(branchRow.price_tier_pct);
  const step = priceStep(Number(branchRow.price_step));

  const products = await ctx.query<ProductRow>(
    `SELECT p.id, p.name, p.name_ar, p.description, p.description_ar, p.image_url, p.base_price_iqd, p.category_id
       FROM catalog_products p
      WHERE p.organization_id = $1 AND p.deleted_at IS NULL AND p.active AND $3 = ANY(p.channels)
        AND NOT EXISTS (SELECT 1 FROM catalog_product_branch_exclusions x WHERE x.product_id = p.id AND x.branch_id = $2)
      ORDER BY p.sort_order, p.name, p.id`,
    [organizationId, branchId, kind],
  );
  if (products.length === 0) return { branch, categories: [] };
  const productIds = products.map((product) => product.id);
  // One after the other: on the embedded database the pool is a single session.
  const categories = await ctx.query<CategoryRow>(
      `SELECT c.id, c.name, c.name_ar FROM catalog_product_categories c
        WHERE c.organization_id = $1 AND c.deleted_at IS NULL AND c.active
        ORDER BY c.sort_order, c.name, c.id`,
      [organizationId],
  );
  const groups = await ctx.query<GroupRow>(
      `SELECT pg.product_id, g.id AS group_id, g.name, g.name_ar, g.min_choices, g.max_choices
         FROM catalog_product_modifier_groups pg JOIN catalog_modifier_groups g ON g.id = pg.group_id
        WHERE pg.organization_id = $1 AND pg.product_id = ANY($2::uuid[]) AND g.deleted_at IS NULL
        ORDER BY pg.product_id, pg.position`,
      [organizationId, productIds],
  );
  const options = await ctx.query<OptionRow>(
      `SELECT o.id, o.group_id, o.name, o.name_ar, o.price_delta_iqd
         FROM catalog_modifier_options o
        WHERE o.organization_id = $1 AND o.active
          AND o.group_id IN (SELECT pg.group_id FROM catalog_product_modifier_groups pg WHERE pg.organization_id = $1 AND pg.product_id = ANY($2::uuid[]))
        ORDER BY o.sort_order, o.name, o.id`,
      [organizationId, productIds],
  );

  const optionsByGroup = new Map<string, MenuModifierGroup['options']>();
  for (const option of options) {
    const list = optionsByGroup.get(option.group_id) ?? [];
    list.push({ id: option.id, name: option.name, nameAr: option.name_ar, priceDelta: Number(option.price_delta_iqd) });
    optionsByGroup.set(option.group_id, list);
  }
  const groupsByProduct = new Map<string, MenuModifierGroup[]>();
  for (const group of groups) {
    const list = groupsByProduct.get(group.product_id) ?? [];
    list.push({ id: group.group_id, name: group.name, nameAr: group.name_ar, minChoices: group.min_choices, maxChoices: group.max_choices, options: optionsByGroup.get(group.group_id) ?? [] });
    groupsByProduct.set(group.product_id, list);
  }
  const productsByCategory = new Map<string | null, MenuProduct[]>();
  const categoryIds = new Set(categories.map((category) => category.id));
  for (const product of products) {
    // A product in an inactive or deleted category is still sold: it shows with the uncategorised ones.
    const key = product.category_id && categoryIds.has(product.category_id) ? product.category_id : null;
    const list = productsByCategory.get(key) ?? [];
    list.push({
      id: product.id,
      name: product.name,
      nameAr: product.name_ar,
      description: product.description,
      descriptionAr: product.description_ar,
      imageUrl: product.image_url,
      shelfPrice: Number(shelfPriceOf(BigInt(product.base_price_iqd), tierBp, step)),
      modifierGroups: groupsByProduct.get(product.id) ?? [],
    });
    productsByCategory.set(key, list);
  }
  const menu: MenuCategory[] = [];
  for (const category of categories) {
    const list = productsByCategory.get(category.id);
    if (list) menu.push({ id: category.id, name: category.name, nameAr: category.name_ar, position: menu.length + 1, products: list });
  }
  const loose = productsByCategory.get(null);
  if (loose) menu.push({ id: null, name: 'Other', nameAr: 'أخرى', position: menu.length + 1, products: loose });
  return { branch, categories: menu };
}
