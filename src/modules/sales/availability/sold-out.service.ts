import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { recordLiveEvent } from '../../../core/live/record-live-event';
import { runSql } from '../../../core/db/run-sql';
import { SoldOutEntry, SoldOutTarget } from './sold-out.entity';
import type { AvailabilityChange, SetAvailabilityInput } from './sold-out.inputs';
import { availabilityEvents } from './sold-out.events';

export const AVAILABILITY_CHANGED = 'AvailabilityChanged';

const PRODUCT_SQL = `SELECT id, name FROM catalog_products WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL`;
const ITEM_SQL = `SELECT id, name FROM catalog_inventory_items WHERE id = $1 AND organization_id = $2 AND deleted_at IS NULL`;
const NEEDING_SQL = `SELECT DISTINCT product_id FROM catalog_product_consumables WHERE organization_id = $1 AND inventory_item_id = $2 ORDER BY product_id`;

/**
 * Sold out at a branch (docs/live.md, "Sold out"). The mark is read by the one availability rule
 * of the menus and the cart quote (`unavailability`), straight from the database on every menu
 * read and order, so every process stops offering the product as soon as the change commits.
 * Marking twice, or making available what is available, changes nothing and sends nothing.
 */
export class SoldOutService {
  list(ctx: RequestContext): Promise<SoldOutEntry[]> {
    return ctx.db.find(SoldOutEntry, { where: { organizationId: ctx.organizationId, branchId: ctx.branchId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async set(ctx: RequestContext, input: SetAvailabilityInput): Promise<AvailabilityChange> {
    if (Boolean(input.productId) === Boolean(input.inventoryItemId))
      throw validationError({ productId: ['Name exactly one of productId and inventoryItemId.'] });
    const kind = input.productId ? SoldOutTarget.Product : SoldOutTarget.InventoryItem;
    const field = kind === SoldOutTarget.Product ? 'productId' : 'inventoryItemId';
    const targetId = (input.productId ?? input.inventoryItemId)!;
    const branchId = ctx.branchId;
    return ctx.transaction(async (uow) => {
      const [target] = (await runSql(uow.manager, kind === SoldOutTarget.Product ? PRODUCT_SQL : ITEM_SQL, [targetId, ctx.organizationId])) as Array<{
        id: string;
        name: string;
      }>;
      if (!target)
        throw invalidField(field, kind === SoldOutTarget.Product ? 'No such product in this organisation.' : 'No such inventory item in this organisation.');
      const productIds =
        kind === SoldOutTarget.Product
          ? [targetId]
          : ((await runSql(uow.manager, NEEDING_SQL, [ctx.organizationId, targetId])) as Array<{ product_id: string }>).map((row) => row.product_id);
      const change: AvailabilityChange = {
        branchId,
        productId: input.productId ?? null,
        inventoryItemId: input.inventoryItemId ?? null,
        available: input.available,
        productIds,
      };
      const changed = input.available
        ? await runSql(
            uow.manager,
            `DELETE FROM sales_sold_out WHERE organization_id = $1 AND branch_id = $2 AND target_kind = $3 AND target_id = $4 RETURNING id`,
            [ctx.organizationId, branchId, kind, targetId],
          )
        : await runSql(
            uow.manager,
            `INSERT INTO sales_sold_out (organization_id, branch_id, target_kind, target_id, name, product_ids, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (branch_id, target_kind, target_id) DO NOTHING RETURNING id`,
            [ctx.organizationId, branchId, kind, targetId, target.name, productIds, ctx.actorId],
          );
      if (changed.length === 0) return change;
      const data = { ...change } as Record<string, unknown>;
      await recordAudit(uow, ctx, {
        entityType: kind === SoldOutTarget.Product ? 'product' : 'inventory-item',
        entityId: targetId,
        action: input.available ? 'available' : 'sold-out',
        changes: data,
        branchId,
      });
      await emit(uow, ctx, { type: availabilityEvents.types.changed, resourceId: targetId, data, branchId });
      await recordLiveEvent(uow, ctx.runtime, { organizationId: ctx.organizationId, branchId, kind: AVAILABILITY_CHANGED, subjectId: null, data });
      return change;
    });
  }
}

export const soldOutService = new SoldOutService();
