import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { InventoryItem } from '../inventory-items/inventory-item.entity';
import { toMilli } from '../inventory-items/inventory-item.rules';
import { ModifierGroup, ModifierOption } from '../modifier-groups/modifier-group.entity';
import { ConsumableKind } from './consumable.entity';
import { ModifierOptionConsumable } from './modifier-consumable.entity';
import type { AddModifierConsumableInput } from './modifier-consumable.inputs';
import { modifierConsumableEvents, modifierConsumablePayload } from './modifier-consumable.events';
import { quantityProblem, unitProblem } from './consumable.rules';

const DUPLICATE = 'catalog_modifier_option_consumables_item_key';

export class ModifierConsumableService {
  /** The bill of materials of a modifier option (404 for a missing or another organisation's option). */
  async list(ctx: RequestContext, optionId: string): Promise<ModifierOptionConsumable[]> {
    const option = await ctx.db.findOne(ModifierOption, { where: { id: optionId, organizationId: ctx.organizationId } });
    if (!option) throw notFound('Modifier option');
    return (await this.byOptions(ctx, [optionId])).get(optionId) ?? [];
  }

  /** Lines of many options at once (DataLoader), ordered by sortOrder then creation. */
  async byOptions(ctx: RequestContext, optionIds: readonly string[]): Promise<Map<string, ModifierOptionConsumable[]>> {
    const result = new Map<string, ModifierOptionConsumable[]>(optionIds.map((id) => [id, []]));
    if (optionIds.length === 0) return result;
    const rows = await ctx.db.find(ModifierOptionConsumable, {
      where: { organizationId: ctx.organizationId, optionId: In([...new Set(optionIds)]) },
      order: { sortOrder: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) result.get(row.optionId)?.push(row);
    return result;
  }

  async add(ctx: RequestContext, optionId: string, input: AddModifierConsumableInput): Promise<ModifierOptionConsumable> {
    const qtyProblem = quantityProblem(input.qtyPerParentUnit);
    if (qtyProblem) throw invalidField('qtyPerParentUnit', qtyProblem);
    return catchDuplicate(
      () =>
        ctx.transaction(async (uow) => {
          await this.lockLiveOption(uow, ctx, optionId);
          const item = await uow.manager.findOne(InventoryItem, { where: { id: input.inventoryItemId, organizationId: ctx.organizationId } });
          if (!item) throw invalidField('inventoryItemId', 'is not an inventory item of this organisation');
          if (!item.active) throw invalidField('inventoryItemId', 'is an inactive inventory item');
          const mismatch = unitProblem(input.unit, item.unit);
          if (mismatch) throw invalidField('unit', mismatch);
          const line = Object.assign(new ModifierOptionConsumable(), {
            organizationId: ctx.organizationId,
            optionId,
            inventoryItemId: item.id,
            qtyMilli: toMilli(input.qtyPerParentUnit),
            unit: input.unit,
            kind: input.kind ?? ConsumableKind.Ingredient,
            sortOrder: input.sortOrder ?? 0,
          });
          await uow.manager.insert(ModifierOptionConsumable, line);
          await this.record(uow, ctx, line, 'added');
          return line;
        }),
      { [DUPLICATE]: () => conflict('This inventory item is already on the modifier option.') },
    );
  }

  async remove(ctx: RequestContext, optionId: string, lineId: string): Promise<ModifierOptionConsumable> {
    return ctx.transaction(async (uow) => {
      await this.lockLiveOption(uow, ctx, optionId);
      const line = await lockOrNotFound(uow.manager, ModifierOptionConsumable, ctx, lineId, 'Bill-of-materials line', { optionId });
      await uow.manager.delete(ModifierOptionConsumable, { id: lineId, organizationId: ctx.organizationId });
      await this.record(uow, ctx, line, 'removed');
      return line;
    });
  }

  /** The option, locked, when its group is live: a deleted group's options take no new lines. */
  private async lockLiveOption(uow: UnitOfWork, ctx: RequestContext, optionId: string): Promise<ModifierOption> {
    const option = await lockOrNotFound(uow.manager, ModifierOption, ctx, optionId, 'Modifier option');
    const group = await uow.manager.findOne(ModifierGroup, { where: { id: option.groupId, organizationId: ctx.organizationId } });
    if (!group) throw notFound('Modifier option');
    return option;
  }

  private async record(uow: UnitOfWork, ctx: RequestContext, line: ModifierOptionConsumable, change: 'added' | 'removed'): Promise<void> {
    const payload = modifierConsumablePayload(line);
    await recordAudit(uow, ctx, {
      entityType: 'modifier-option',
      entityId: line.optionId,
      action: change === 'added' ? 'consumable-added' : 'consumable-removed',
      changes: payload,
      branchId: null,
    });
    await emit(uow, ctx, { type: modifierConsumableEvents.types[change], resourceId: line.id, data: payload, branchId: null });
  }
}

export const modifierConsumableService = new ModifierConsumableService();
