import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import type { ProductCategory } from '../product-categories/product-category.entity';
import { productCategoryService } from '../product-categories/product-category.service';
import type { ProductConsumable } from '../consumables/consumable.entity';
import { consumableService } from '../consumables/consumable.service';
import { productService } from './product.service';
import type { ModifierGroup } from '../modifier-groups/modifier-group.entity';
import { modifierGroupService } from '../modifier-groups/modifier-group.service';

/** One query per request for each of these, however many products a page shows. */
export function productCategoryLoader(ctx: RequestContext): DataLoader<string, ProductCategory | null> {
  return ctx.loaders.get<string, ProductCategory | null>('catalog.product-category', async (ids) => {
    const found = await productCategoryService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}

export function hiddenBranchesLoader(ctx: RequestContext): DataLoader<string, string[]> {
  return ctx.loaders.get<string, string[]>('catalog.product-hidden-branches', async (ids) => {
    const found = await productService.hiddenBranches(ctx, ids);
    return ids.map((id) => found.get(id) ?? []);
  });
}

export function consumablesLoader(ctx: RequestContext): DataLoader<string, ProductConsumable[]> {
  return ctx.loaders.get<string, ProductConsumable[]>('catalog.product-consumables', async (ids) => {
    const found = await consumableService.byProducts(ctx, ids);
    return ids.map((id) => found.get(id) ?? []);
  });
}

export function productModifierGroupIdsLoader(ctx: RequestContext): DataLoader<string, string[]> {
  return ctx.loaders.get<string, string[]>('catalog.product-modifier-groups', async (ids) => {
    const found = await modifierGroupService.groupIdsOfProducts(ctx, ids);
    return ids.map((id) => found.get(id) ?? []);
  });
}

export function modifierGroupLoader(ctx: RequestContext): DataLoader<string, ModifierGroup | null> {
  return ctx.loaders.get<string, ModifierGroup | null>('catalog.modifier-group', async (ids) => {
    const found = await modifierGroupService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
