import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { runSql } from '../../../core/db/run-sql';
import { forbidden, invalidField } from '../../../core/errors/app-error';
import { branchCalendar } from '../../identity/branches/branch-calendar';
import { InventoryItem } from '../../catalog/inventory-items/inventory-item.entity';
import { MAX_QUANTITY, QUANTITY_DECIMALS } from './inventory-vocabulary';

/**
 * A branch the caller may move stock at: one of the organisation's (422 on `field` otherwise, so
 * another organisation's branch looks like a missing one) that a signed-in member's membership
 * covers (403 otherwise). API keys act for the whole organisation.
 */
export async function usableBranch(manager: EntityManager, ctx: RequestContext, branchId: string, field = 'branchId'): Promise<void> {
  const [row] = await runSql<{ covered: boolean }>(
    manager,
    `SELECT (m.id IS NULL OR m.all_branches OR b.id = ANY(m.branch_ids)) AS covered
       FROM branches b LEFT JOIN memberships m ON m.organization_id = b.organization_id AND m.user_id = $3 AND $4::boolean
      WHERE b.id = $1 AND b.organization_id = $2`,
    [branchId, ctx.organizationId, ctx.actorId, ctx.requirePrincipal().kind === 'user'],
  );
  if (!row) throw invalidField(field, 'is not a branch of this organisation');
  if (!row.covered) throw forbidden('Your membership does not cover this branch.');
}

/** A live, active item of the organisation (422 on `field` otherwise). */
export async function usableItem(manager: EntityManager, ctx: RequestContext, itemId: string, field = 'inventoryItemId'): Promise<InventoryItem> {
  const item = await manager.findOne(InventoryItem, { where: { id: itemId, organizationId: ctx.organizationId } });
  if (!item) throw invalidField(field, 'does not refer to an inventory item of this organisation');
  if (!item.active) throw invalidField(field, 'refers to an inactive inventory item');
  return item;
}

/** A quantity in the item's unit as thousandths; null and a message when it is not one. */
export function quantityProblem(quantity: number, allowNegative: boolean): string | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return 'must be a number';
  if (quantity === 0) return 'must not be 0';
  if (quantity < 0 && !allowNegative) return 'must be more than 0';
  if (Math.abs(quantity) > MAX_QUANTITY) return `must be at most ${MAX_QUANTITY} in absolute value`;
  if (Math.abs(Math.round(quantity * 1000) - quantity * 1000) > 1e-6) return `must have at most ${QUANTITY_DECIMALS} decimal places`;
  return null;
}

export function toMilliChecked(field: string, quantity: number, allowNegative = false): number {
  const problem = quantityProblem(quantity, allowNegative);
  if (problem) throw invalidField(field, problem);
  return Math.round(quantity * 1000);
}

/** The given business date, or the branch's today. */
export async function businessDateOr(ctx: RequestContext, branchId: string, date: string | null | undefined): Promise<string> {
  return date ?? (await branchCalendar(ctx, branchId)).today();
}
