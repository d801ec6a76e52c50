import { randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { runSql } from '../../../core/db/run-sql';
import { businessDateOr, toMilliChecked, usableBranch, usableItem } from '../shared/inventory-access';
import { InventoryMovementKind, InventorySourceKind } from '../shared/inventory-vocabulary';
import { valueAt } from './costing.rules';
import { type InventoryMovement } from './inventory-movement.entity';
import { type OpeningBalanceInput, type StockAdjustmentInput } from './stock.inputs';
import { postMovements } from './stock-posting';

/** Opening balances and manual adjustments: movements whose source is the movement itself. */
export class AdjustmentService {
  async openingBalance(ctx: RequestContext, input: OpeningBalanceInput): Promise<InventoryMovement> {
    const quantityMilli = toMilliChecked('quantity', input.quantity);
    const branchId = input.branchId ?? ctx.branchId;
    return ctx.transaction(async (uow) => {
      await usableBranch(uow.manager, ctx, branchId);
      const item = await usableItem(uow.manager, ctx, input.inventoryItemId);
      const businessDate = await businessDateOr(ctx, branchId, input.businessDate);
      // The balance row is locked by the posting; counting movements first under the same lock would need it twice, so the check takes it here.
      await runSql(uow.manager, `SELECT 1 FROM inventory_balances WHERE branch_id = $1 AND inventory_item_id = $2 FOR UPDATE`, [branchId, item.id]);
      const [{ moved }] = await runSql<{ moved: boolean }>(
        uow.manager,
        'SELECT EXISTS (SELECT 1 FROM inventory_movements WHERE organization_id = $1 AND branch_id = $2 AND inventory_item_id = $3) AS moved',
        [ctx.organizationId, branchId, item.id],
      );
      if (moved) throw conflict('The item already has movements at this branch; correct it with a manual adjustment or a count.');
      const id = randomUUID();
      const { movements } = await postMovements(uow, ctx, {
        branchId,
        businessDate,
        kind: InventoryMovementKind.OpeningBalance,
        source: { kind: InventorySourceKind.Adjustment, id },
        lines: [{ inventoryItemId: item.id, quantityMilli, valueIqd: valueAt(quantityMilli, input.unitCostIqd) }],
      });
      await recordAudit(uow, ctx, {
        entityType: 'inventory-item',
        entityId: item.id,
        action: 'opening-balance',
        changes: { branchId, businessDate, quantity: input.quantity, unitCostIqd: input.unitCostIqd },
        branchId,
      });
      return movements[0];
    });
  }

  async adjust(ctx: RequestContext, input: StockAdjustmentInput): Promise<InventoryMovement> {
    const quantityMilli = toMilliChecked('quantity', input.quantity, true);
    const reason = input.reason?.trim();
    if (!reason) throw invalidField('reason', 'is required');
    const branchId = input.branchId ?? ctx.branchId;
    return ctx.transaction(async (uow) => {
      await usableBranch(uow.manager, ctx, branchId);
      const item = await usableItem(uow.manager, ctx, input.inventoryItemId);
      const businessDate = await businessDateOr(ctx, branchId, input.businessDate);
      const valueIqd = quantityMilli > 0 && input.unitCostIqd != null ? valueAt(quantityMilli, input.unitCostIqd) : undefined;
      const { movements } = await postMovements(uow, ctx, {
        branchId,
        businessDate,
        kind: InventoryMovementKind.ManualAdjustment,
        source: { kind: InventorySourceKind.Adjustment, id: randomUUID() },
        lines: [{ inventoryItemId: item.id, quantityMilli, valueIqd }],
        reason,
      });
      const movement = movements[0];
      await recordAudit(uow, ctx, {
        entityType: 'inventory-item',
        entityId: item.id,
        action: 'stock-adjusted',
        reason,
        changes: { branchId, businessDate, quantity: input.quantity, valueIqd: movement.valueIqd, movementId: movement.id },
        branchId,
      });
      return movement;
    });
  }
}

export const adjustmentService = new AdjustmentService();
