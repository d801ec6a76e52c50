import type { RequestContext } from '../../../core/context/request-context';
import { notFound } from '../../../core/errors/app-error';
import { priceStep, shelfPriceOf, tierBasisPoints } from '../../commercial/pricing';
import { type SalesChannelKind } from '../../catalog/shared/sales-channel-kind';
import { branchPricing, optionsOf, productsAt } from '../../commercial/quotes/cart-quote.reads';
import { unavailability } from '../../commercial/quotes/product-availability';
import { businessDateAt } from '../../../core/time/business-day';
import { type MenuCategory, type MenuModifierGroup, type MenuProduct } from './menu.types';

export interface MenuBranch {
  id: string;
  name: string;
  nameAr: string | null;
  active: boolean;
  currencyCode: string;
  businessDate: string;
}

interface CategoryRow {
  id: string;
  name: string;
  name_ar: string | null;
}

export interface Menu {
  branch: MenuBranch;
  categories: MenuCategory[];
  /** With `keepSoldOut`: the products on the menu that are sold out at the branch now. */
  soldOutProductIds: ReadonlySet<string>;
}

export interface ReadMenuOptions {
  /**
   * Keep products sold out at the branch (listed in `soldOutProductIds`): a delivery platform keeps
   * them in its menu and is told their availability apart. Left out otherwise, as a quote refuses them.
   */
  keepSoldOut?: boolean;
}

/**
 * Reads what a branch sells on one kind of channel, in four queries whatever the size of the
 * menu: the branch with its PriceTier group and the catalogue's products, through the cart
 * quote's own reads, then the categories and the modifier options. A product is on the menu when
 * the quote's availability rule accepts it (`unavailability`), and shelf prices come from the
 * pricing engine's own function, so the menu shows what a quote accepts and charges before
 * modifiers and promotions.
 */
export async function readMenu(ctx: RequestContext, branchId: string, kind: SalesChannelKind, how: ReadMenuOptions = {}): Promise<Menu> {
  const pricing = await branchPricing(ctx, branchId);
  if (!pricing) throw notFound('Branch');
  const branch: MenuBranch = {
    id: pricing.id,
    name: pricing.name,
    nameAr: pricing.nameAr,
    active: pricing.active,
    currencyCode: pricing.currencyCode,
    businessDate: businessDateAt(ctx.now(), pricing.timeZone, pricing.dayStartHour),
  };
  const tierBp = tierBasisPoints(pricing.tier?.pct ?? null);
  const step = priceStep(pricing.priceStep);

  // One after the other: on the embedded database the pool is a single session.
  const products = (await productsAt(ctx, branchId, null)).filter((product) => {
    const reason = unavailability(product, kind);
    return reason === null || (reason === 'sold-out' && how.keepSoldOut === true);
  });
  const soldOutProductIds = new Set(products.filter((product) => product.soldOut).map((product) => product.id));
  if (products.length === 0) return { branch, categories: [], soldOutProductIds };
  const categories = await ctx.query<CategoryRow>(
    `SELECT c.id, c.name, c.name_ar FROM catalog_product_categories c
      WHERE c.organization_id = $1 AND c.deleted_at IS NULL AND c.active
      ORDER BY c.sort_order, c.name, c.id`,
    [ctx.organizationId],
  );
  const groupIds = [...new Set(products.flatMap((product) => product.groups.map((group) => group.groupId)))];
  const options = (await optionsOf(ctx, groupIds)).filter((option) => option.active);

  const optionsByGroup = new Map<string, MenuModifierGroup['options']>();
  for (const option of options) {
    const list = optionsByGroup.get(option.groupId) ?? [];
    list.push({ id: option.id, name: option.name, nameAr: option.nameAr, priceDelta: option.priceDeltaIqd });
    optionsByGroup.set(option.groupId, list);
  }
  const productsByCategory = new Map<string | null, MenuProduct[]>();
  const categoryIds = new Set(categories.map((category) => category.id));
  for (const product of products) {
    // A product in an inactive or deleted category is still sold: it shows with the uncategorised ones.
    const key = product.categoryId && categoryIds.has(product.categoryId) ? product.categoryId : null;
    const list = productsByCategory.get(key) ?? [];
    list.push({
      id: product.id,
      name: product.name,
      nameAr: product.nameAr,
      description: product.description,
      descriptionAr: product.descriptionAr,
      imageUrl: product.imageUrl,
      shelfPrice: Number(shelfPriceOf(BigInt(product.basePriceIqd), tierBp, step)),
      modifierGroups: product.groups.map((group) => ({
        id: group.groupId,
        name: group.name,
        nameAr: group.nameAr,
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        options: optionsByGroup.get(group.groupId) ?? [],
      })),
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
  return { branch, categories: menu, soldOutProductIds };
}
