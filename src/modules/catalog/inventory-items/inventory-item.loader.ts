import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../core/context/request-context';
import { entityRows } from '../../../core/db/entity-rows';
import { InventoryItem } from './inventory-item.entity';

/** Inventory items by id, one query per request however many rows ask. */
export function inventoryItemLoader(ctx: RequestContext): DataLoader<string, InventoryItem | null> {
  return ctx.loaders.get<string, InventoryItem | null>('catalog.inventory-item', async (ids) => {
    // Fixed SQL and the entity's reader (entity-rows.ts), deleted items included as getMany reads
    // them: every page of production batches asks for three items per batch.
    const reader = entityRows(ctx.db.connection, InventoryItem, 'i');
    const rows = await ctx.query<Record<string, unknown>>(`SELECT ${reader.columns} FROM ${reader.table} i WHERE i.id = ANY($1) AND i.organization_id = $2`, [
      [...new Set(ids)],
      ctx.organizationId,
    ]);
    const found = new Map(rows.map((row) => [row.id as string, reader.map(row)]));
    return ids.map((id) => found.get(id) ?? null);
  });
}
