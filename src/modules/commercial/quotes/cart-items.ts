import type { FieldErrors } from '../../../core/errors/app-error';
import { isUuid } from '../../../core/scalars';
import type { CatalogueOption, CatalogueProduct, QuoteChannel } from './cart-quote.reads';
import { unavailability } from './product-availability';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;
/** A guest's or partner's note on one line ("no onions"): short enough for a kitchen ticket. */
export const MAX_LINE_NOTE = 200;

export interface CartItemInput {
  productId: string;
  quantity: number;
  modifierOptionIds?: string[] | null;
  note?: string | null;
}

/** A cart line that passed every check, with what pricing and the answer need. */
export interface CheckedItem {
  product: CatalogueProduct;
  quantity: number;
  options: CatalogueOption[];
}

export interface CatalogueView {
  /** Read for the cart's branch (each knows whether the branch hides it) with its modifier groups. */
  products: Map<string, CatalogueProduct>;
  options: Map<string, CatalogueOption>;
  channel: QuoteChannel | null;
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The shape checks that need no reads: item count, ids that are uuids, quantities. */
export function shapeProblems(items: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(items) || items.length === 0) {
    add(errors, 'items', 'must contain at least one item');
    return errors;
  }
  if (items.length > MAX_CART_LINES) add(errors, 'items', `must contain at most ${MAX_CART_LINES} items`);
  items.forEach((raw, index) => {
    const field = `items[${index}]`;
    const item = (raw ?? {}) as Partial<CartItemInput>;
    if (!isUuid(item.productId)) add(errors, `${field}.productId`, 'must be a UUID');
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1) add(errors, `${field}.quantity`, 'must be a positive whole number');
    else if ((item.quantity as number) > MAX_LINE_QUANTITY) add(errors, `${field}.quantity`, `must be at most ${MAX_LINE_QUANTITY}`);
    if (item.note != null && typeof item.note !== 'string') add(errors, `${field}.note`, 'must be text');
    else if (item.note != null && item.note.trim().length > MAX_LINE_NOTE) add(errors, `${field}.note`, `must be at most ${MAX_LINE_NOTE} characters`);
    const ids = item.modifierOptionIds;
    if (ids != null && !Array.isArray(ids)) add(errors, `${field}.modifierOptionIds`, 'must be a list of UUIDs');
    else
      (ids ?? []).forEach((id, position) => {
        if (!isUuid(id)) add(errors, `${field}.modifierOptionIds[${position}]`, 'must be a UUID');
      });
  });
  return errors;
}

/**
 * Checks every item against the catalogue as read for this cart: the product is live, active,
 * not hidden at the branch and sold on the channel; each option belongs to one of the product's
 * groups and is active, chosen once; each group's min/max choices hold. All problems are
 * collected so the caller answers once with every field.
 */
export function checkItems(items: readonly CartItemInput[], view: CatalogueView, errors: FieldErrors): CheckedItem[] {
  const checked: CheckedItem[] = [];
  items.forEach((item, index) => {
    const field = `items[${index}]`;
    // A productId that is not a uuid was already reported with the shape problems.
    if (!isUuid(item?.productId)) return;
    const product = view.products.get(item.productId);
    if (!product) return add(errors, `${field}.productId`, 'is not a product of this organisation');
    switch (unavailability(product, view.channel?.kind ?? null)) {
      case 'inactive':
        return add(errors, `${field}.productId`, 'is not active');
      case 'excluded':
        return add(errors, `${field}.productId`, 'is not sold at this branch');
      case 'off-channel':
        return add(errors, `${field}.productId`, `is not sold on the ${view.channel!.name} channel`);
      case 'sold-out':
        return add(errors, `${field}.productId`, `${product.name} is sold out at this branch`);
    }

    const groups = product.groups;
    const groupIds = new Set(groups.map((group) => group.groupId));
    const chosen = new Map<string, number>();
    const options: CatalogueOption[] = [];
    const seen = new Set<string>();
    (Array.isArray(item.modifierOptionIds) ? item.modifierOptionIds : []).forEach((optionId, position) => {
      const optionField = `${field}.modifierOptionIds[${position}]`;
      if (!isUuid(optionId)) return;
      const option = view.options.get(optionId);
      if (!option || !groupIds.has(option.groupId)) return add(errors, optionField, "is not an option of this product's modifier groups");
      if (!option.active) return add(errors, optionField, 'is not active');
      if (seen.has(optionId)) return add(errors, optionField, 'is chosen more than once');
      seen.add(optionId);
      chosen.set(option.groupId, (chosen.get(option.groupId) ?? 0) + 1);
      options.push(option);
    });
    for (const group of groups) {
      const count = chosen.get(group.groupId) ?? 0;
      if (count < group.minChoices) add(errors, `${field}.modifierOptionIds`, `${group.name}: choose at least ${group.minChoices}`);
      if (count > group.maxChoices) add(errors, `${field}.modifierOptionIds`, `${group.name}: choose at most ${group.maxChoices}`);
    }
    checked.push({ product, quantity: item.quantity, options });
  });
  return checked;
}
