import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import type { InventoryItem } from './inventory-item.entity';
import { inventoryItemService } from './inventory-item.service';

/** Inventory items by id, one query per request however many rows ask. */
export function inventoryItemLoader(ctx: RequestContext): DataLoader<string, InventoryItem | null> {
  return ctx.loaders.get<string, InventoryItem | null>('catalog.inventory-item', async (ids) => {
    const found = await inventoryItemService.getMany(ctx, ids);
    return ids.map((id) => found.get(id) ?? null);
  });
}
