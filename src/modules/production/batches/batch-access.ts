import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { type FieldErrors } from '../../../core/errors/app-error';
import { assertBusinessDayOpen } from '../../settings/period-lock/period-lock.service';
import { inventoryItemService } from '../../catalog/inventory-items/inventory-item.service';
import type { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { InventoryUnit, isInventoryUnit, unitDimension, unitsCompatible } from '../../catalog/inventory-items/inventory-item.rules';
import { ProductionBatch } from './batch.entity';
import { lockOrNotFound } from '../../../core/db/write-helpers';

/**
 * Loads a batch of the caller's branch for a write: row locked FOR UPDATE, 404 for another
 * organisation's or branch's batch (or a deleted one), 409 PERIOD_LOCKED when its business day is
 * locked. Every write path to a batch goes through here.
 */
export async function lockBatchForWrite(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<ProductionBatch> {
  const batch = await lockOrNotFound(uow.manager, ProductionBatch, ctx, id, 'Batch', { branchId: ctx.branchId });
  await assertBusinessDayOpen(uow, ctx, batch.branchId, batch.businessDate);
  return batch;
}

/** The item ids a batch consumes (chicken, meat, rice, extras). */
export function batchItemIds(batch: Pick<ProductionBatch, 'chickenItemId' | 'meatItemId' | 'riceItemId' | 'extras'>): string[] {
  return [...new Set([batch.chickenItemId, batch.meatItemId, batch.riceItemId, ...batch.extras.map((extra) => extra.inventoryItemId)])];
}

export const NOT_AN_ITEM = 'does not refer to an inventory item of this organisation';
export const INACTIVE_ITEM = 'refers to an inactive inventory item';

/** A live (not deleted) item of the organisation, else the message for its field. */
export function liveItemProblem(item: InventoryItem | undefined): string | null {
  if (!item || item.deletedAt) return NOT_AN_ITEM;
  if (!item.active) return INACTIVE_ITEM;
  return null;
}

interface ReferenceInput {
  chickenItemId: string;
  meatItemId: string;
  riceItemId: string;
  extras: ReadonlyArray<{ inventoryItemId: string; unit: string }>;
}

/**
 * Checks the items a new batch refers to: they exist in the organisation, are active, have the
 * expected kind and a unit the batch quantity can be expressed in. Returns field errors named as
 * in the request (`extras[1].unit`).
 */
export async function batchReferenceErrors(manager: EntityManager, ctx: RequestContext, input: ReferenceInput): Promise<FieldErrors> {
  const items = await inventoryItemService.getMany(ctx, batchItemIds({ ...input, extras: input.extras as ProductionBatch['extras'] }), manager);
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => void (errors[field] = [...(errors[field] ?? []), message]);
  const main: Array<[keyof ReferenceInput & string, string, 'Chicken' | 'Meat' | 'Rice', InventoryUnit]> = [
    ['chickenItemId', input.chickenItemId, 'Chicken', InventoryUnit.Piece],
    ['meatItemId', input.meatItemId, 'Meat', InventoryUnit.Kg],
    ['riceItemId', input.riceItemId, 'Rice', InventoryUnit.Kg],
  ];
  for (const [field, id, kind, unit] of main) {
    const item = items.get(id);
    const problem = liveItemProblem(item);
    if (problem) add(field, problem);
    else if (item!.kind !== kind) add(field, `must refer to an inventory item of kind ${kind}`);
    else if (!isInventoryUnit(item!.unit) || !unitsCompatible(unit, item!.unit)) {
      add(field, unitDimension(unit) === 'count' ? 'must refer to an item counted in pieces' : 'must refer to an item counted in kg or g');
    }
  }
  const seen = new Set<string>();
  input.extras.forEach((extra, index) => {
    const item = items.get(extra.inventoryItemId);
    const problem = liveItemProblem(item);
    if (problem) add(`extras[${index}].inventoryItemId`, problem);
    else if (seen.has(extra.inventoryItemId)) add(`extras[${index}].inventoryItemId`, 'is listed twice');
    else if (isInventoryUnit(extra.unit) && isInventoryUnit(item!.unit) && !unitsCompatible(extra.unit, item!.unit)) {
      add(`extras[${index}].unit`, `must be compatible with the item unit (${item!.unit})`);
    }
    seen.add(extra.inventoryItemId);
  });
  return errors;
}
