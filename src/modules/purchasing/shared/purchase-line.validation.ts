import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { type FieldErrors, invalidField, validationError } from '../../../core/errors/app-error';
import { inventoryItemService } from '../../catalog/inventory-items/inventory-item.service';
import { type LineInput, MAX_LINES, type PricedLine, priceLines } from './purchase-lines.rules';

export const NOT_AN_ITEM = 'does not refer to an inventory item of this organisation';
export const INACTIVE_ITEM = 'refers to an inactive inventory item';

/**
 * Checks the lines of a purchase document (at least one, at most MAX_LINES, each item a live and
 * active inventory item of the caller's organisation, listed once) and prices them. Field errors
 * are named as in the request (`lines[1].inventoryItemId`).
 */
export async function pricedLinesOf(
  manager: EntityManager,
  ctx: RequestContext,
  lines: readonly LineInput[],
): Promise<{ lines: PricedLine[]; totalIqd: number }> {
  if (lines.length === 0) throw invalidField('lines', 'must have at least one line');
  if (lines.length > MAX_LINES) throw invalidField('lines', `must have at most ${MAX_LINES} lines`);
  const items = await inventoryItemService.getMany(
    ctx,
    lines.map((line) => line.inventoryItemId),
    manager,
  );
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const item = items.get(line.inventoryItemId);
    const field = `lines[${index}].inventoryItemId`;
    if (!item || item.deletedAt) errors[field] = [NOT_AN_ITEM];
    else if (!item.active) errors[field] = [INACTIVE_ITEM];
    else if (seen.has(line.inventoryItemId)) errors[field] = ['is listed twice'];
    seen.add(line.inventoryItemId);
  });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const priced = priceLines(lines);
  if ('problem' in priced) throw invalidField('lines', priced.problem);
  return priced;
}
