import { Field, Float, ID, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { runSql } from '../../../core/db/run-sql';
import { invalidField } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { Int64Scalar } from '../../../core/scalars';
import { purchaseOrderService } from '../../purchasing/purchase-orders/purchase-order.service';
import type { PurchaseOrder } from '../../purchasing/purchase-orders/purchase-order.entity';
import { toMilliChecked, usableBranch, usableItem } from '../shared/inventory-access';
import { StockBalance } from '../ledger/stock-balance.entity';
import { SetParLevelInput } from './par-level.inputs';
import { suggestedOrderMilli } from './par-level.rules';

@ObjectType('ReorderSuggestion', { description: 'An item below par at the active branch, with the supplier it was last ordered from.' })
export class ReorderSuggestion {
  @Field(() => ID, { description: 'Id of the inventory item to reorder.' })
  inventoryItemId!: string;

  @Field(() => String, { description: 'Name of the inventory item.' })
  itemName!: string;

  @Field(() => ID, { nullable: true, description: "Supplier of the item's latest purchase order line; null when never ordered." })
  supplierId!: string | null;

  @Field(() => Float, { description: "On hand in the item's unit." })
  onHand!: number;

  @Field(() => Float, { description: "The par level: the quantity the branch wants on hand, in the item's unit." })
  parLevel!: number;

  @Field(() => Float, { description: 'Suggested quantity: the reorder quantity, at least enough to reach par.' })
  quantity!: number;

  @Field(() => Int64Scalar, { description: "Unit price of the latest order line (IQD), else the item's standard cost." })
  unitPriceIqd!: number;
}

interface SuggestionRow {
  inventory_item_id: string;
  name: string;
  on_hand_milli: string;
  par_level_milli: string;
  reorder_qty_milli: string | null;
  supplier_id: string | null;
  unit_price_iqd: string | null;
  standard_cost_iqd: string;
}

export class ParLevelService {
  async set(ctx: RequestContext, input: SetParLevelInput): Promise<StockBalance> {
    const branchId = input.branchId ?? ctx.branchId;
    const par = input.parLevel == null ? null : toMilliChecked('parLevel', input.parLevel);
    const reorder = input.reorderQuantity == null ? null : toMilliChecked('reorderQuantity', input.reorderQuantity);
    if (par === null && reorder !== null) throw invalidField('reorderQuantity', 'needs a par level');
    return ctx.transaction(async (uow) => {
      await usableBranch(uow.manager, ctx, branchId);
      const item = await usableItem(uow.manager, ctx, input.inventoryItemId);
      await runSql(
        uow.manager,
        `INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd, par_level_milli, reorder_qty_milli, updated_at)
         VALUES ($1, $2, $3, 0, 0, 0, $4, $5, now())
         ON CONFLICT (branch_id, inventory_item_id) DO UPDATE SET par_level_milli = EXCLUDED.par_level_milli, reorder_qty_milli = EXCLUDED.reorder_qty_milli, updated_at = now()`,
        [branchId, item.id, ctx.organizationId, par, reorder],
      );
      await recordAudit(uow, ctx, {
        entityType: 'inventory-item',
        entityId: item.id,
        action: 'par-level-set',
        changes: { branchId, parLevel: input.parLevel ?? null, reorderQuantity: input.reorderQuantity ?? null },
        branchId,
      });
      return (await uow.manager.findOne(StockBalance, { where: { branchId, inventoryItemId: item.id, organizationId: ctx.organizationId } }))!;
    });
  }

  /** Items below par at the active branch, each with the supplier and price of its latest purchase order line. */
  async suggestions(ctx: RequestContext): Promise<ReorderSuggestion[]> {
    const rows = await ctx.query<SuggestionRow>(
      `SELECT b.inventory_item_id, i.name, b.on_hand_milli, b.par_level_milli, b.reorder_qty_milli, i.standard_cost_iqd, last.supplier_id, last.unit_price_iqd
         FROM inventory_balances b
         JOIN catalog_inventory_items i ON i.id = b.inventory_item_id AND i.organization_id = b.organization_id AND i.active AND i.deleted_at IS NULL
         LEFT JOIN LATERAL (
           SELECT o.supplier_id, (l->>'unitPriceIqd')::bigint AS unit_price_iqd
             FROM purchasing_orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
            WHERE o.organization_id = b.organization_id AND o.status <> 'Cancelled' AND l->>'inventoryItemId' = b.inventory_item_id::text
            ORDER BY o.created_at DESC, o.id LIMIT 1) last ON true
        WHERE b.organization_id = $1 AND b.branch_id = $2 AND b.par_level_milli IS NOT NULL AND b.on_hand_milli < b.par_level_milli
        ORDER BY last.supplier_id NULLS LAST, i.name, b.inventory_item_id`,
      [ctx.organizationId, ctx.branchId],
    );
    return rows.map((row) => {
      const par = Number(row.par_level_milli);
      const onHand = Number(row.on_hand_milli);
      return {
        inventoryItemId: row.inventory_item_id,
        itemName: row.name,
        supplierId: row.supplier_id,
        onHand: onHand / 1000,
        parLevel: par / 1000,
        quantity: suggestedOrderMilli(onHand, par, row.reorder_qty_milli === null ? null : Number(row.reorder_qty_milli)) / 1000,
        unitPriceIqd: Number(row.unit_price_iqd ?? row.standard_cost_iqd),
      };
    });
  }

  /** One call: the supplier's suggestions at the active branch become a Draft purchase order. */
  async orderSuggestions(ctx: RequestContext, supplierId: string): Promise<PurchaseOrder> {
    const lines = (await this.suggestions(ctx)).filter((s) => s.supplierId === supplierId);
    if (lines.length === 0) throw invalidField('supplierId', 'has no reorder suggestions at this branch');
    return purchaseOrderService.create(ctx, {
      supplierId,
      notes: 'Reorder suggestions (items below par)',
      lines: lines.map((s) => ({ inventoryItemId: s.inventoryItemId, quantity: s.quantity, unitPriceIqd: s.unitPriceIqd })),
    });
  }
}

export const parLevelService = new ParLevelService();
