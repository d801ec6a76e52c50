import type { RequestContext } from '../../../core/context/request-context';
import { inventoryItemLoader } from '../inventory-items/inventory-item.loader';
import { ConsumableChannelScope, type ProductConsumable } from './consumable.entity';
import { costNumerator, roundCost, standardCost } from './consumable.rules';

/** Standard cost of one product unit from its All-scope lines (items through the request's DataLoader). */
export async function productStandardCost(ctx: RequestContext, lines: ProductConsumable[]): Promise<number> {
  const costed = [];
  for (const line of lines) {
    if (line.channelScope !== ConsumableChannelScope.All) continue;
    const item = await inventoryItemLoader(ctx).load(line.inventoryItemId);
    if (!item) continue;
    costed.push({ qtyMilli: line.qtyMilli, unit: line.unit, itemUnit: item.unit, itemStandardCostIqd: item.standardCostIqd });
  }
  return standardCost(costed);
}

/** Standard cost of one line (rounded on its own). */
export async function lineStandardCost(ctx: RequestContext, line: Pick<ProductConsumable, 'inventoryItemId' | 'qtyMilli' | 'unit'>): Promise<number> {
  const item = await inventoryItemLoader(ctx).load(line.inventoryItemId);
  if (!item) return 0;
  return roundCost(costNumerator(line.qtyMilli, line.unit, item.unit, item.standardCostIqd));
}
