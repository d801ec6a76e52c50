import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { InventoryItem } from '../inventory-items/inventory-item.entity';
import { toMilli } from '../inventory-items/inventory-item.rules';
import { productService } from '../products/product.service';
import { ConsumableChannelScope, ConsumableKind, ProductConsumable } from './consumable.entity';
import { type AddConsumableInput } from './consumable.inputs';
import { consumableEvents, consumablePayload } from './consumable.events';
import { quantityProblem, unitProblem } from './consumable.rules';

const DUPLICATE = 'catalog_product_consumables_item_scope_key';

export class ConsumableService {
  /** The bill of materials of a product (404 for a missing or another organisation's product). */
  async list(ctx: RequestContext, productId: string): Promise<ProductConsumable[]> {
    await productService.get(ctx, productId);
    return (await this.byProducts(ctx, [productId])).get(productId) ?? [];
  }

  /** Lines of many products at once (DataLoader), ordered by sortOrder then creation. */
  async byProducts(ctx: RequestContext, productIds: readonly string[]): Promise<Map<string, ProductConsumable[]>> {
    const result = new Map<string, ProductConsumable[]>(productIds.map((id) => [id, []]));
    if (productIds.length === 0) return result;
    const rows = await ctx.db.find(ProductConsumable, {
      where: { organizationId: ctx.organizationId, productId: In([...new Set(productIds)]) },
      order: { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) result.get(row.productId)?.push(row);
    return result;
  }

  async add(ctx: RequestContext, productId: string, input: AddConsumableInput): Promise<ProductConsumable> {
    const qtyProblem = quantityProblem(input.qtyPerParentUnit);
    if (qtyProblem) throw invalidField('qtyPerParentUnit', qtyProblem);
    try {
      return await ctx.transaction(async (uow) => {
        await productService.lockLive(uow.manager, ctx, productId);
        const item = await uow.manager.findOne(InventoryItem, { where: { id: input.inventoryItemId, organizationId: ctx.organizationId } });
        if (!item) throw invalidField('inventoryItemId', 'is not an inventory item of this organisation');
        if (!item.active) throw invalidField('inventoryItemId', 'is an inactive inventory item');
        const unit = input.unit;
        const mismatch = unitProblem(unit, item.unit);
        if (mismatch) throw invalidField('unit', mismatch);
        const line = Object.assign(new ProductConsumable(), {
          organizationId: ctx.organizationId,
          productId,
          inventoryItemId: item.id,
          qtyMilli: toMilli(input.qtyPerParentUnit),
          unit,
          channelScope: input.channelScope ?? ConsumableChannelScope.All,
          required: input.required ?? true,
          kind: input.kind ?? ConsumableKind.Ingredient,
          sortOrder: input.sortOrder ?? 0,
        });
        await uow.manager.insert(ProductConsumable, line);
        await recordAudit(uow, ctx, {
          entityType: 'product',
          entityId: productId,
          action: 'consumable-added',
          changes: consumablePayload(line),
          branchId: null,
        });
        await emit(uow, ctx, { type: consumableEvents.types.added, resourceId: line.id, data: consumablePayload(line), branchId: null });
        return line;
      });
    } catch (error) {
      if (isUniqueViolation(error, DUPLICATE)) throw conflict('This inventory item is already on the product for this channel scope.');
      throw error;
    }
  }

  async remove(ctx: RequestContext, productId: string, lineId: string): Promise<ProductConsumable> {
    return ctx.transaction(async (uow) => {
      await productService.lockLive(uow.manager, ctx, productId);
      const line = await uow.manager.findOne(ProductConsumable, { where: { id: lineId, productId, organizationId: ctx.organizationId } });
      if (!line) throw notFound('Bill-of-materials line');
      await uow.manager.delete(ProductConsumable, { id: lineId, organizationId: ctx.organizationId });
      await recordAudit(uow, ctx, {
        entityType: 'product',
        entityId: productId,
        action: 'consumable-removed',
        changes: consumablePayload(line),
        branchId: null,
      });
      await emit(uow, ctx, { type: consumableEvents.types.removed, resourceId: line.id, data: consumablePayload(line), branchId: null });
      return line;
    });
  }
}

export const consumableService = new ConsumableService();
