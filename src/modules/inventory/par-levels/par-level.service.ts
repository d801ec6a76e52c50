import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
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
import { branchCalendar } from '../../identity/branches/branch-calendar';

@ObjectType('ReorderSuggestion', { simpleResolvers: true, description: 'An item below par at the active branch, with the supplier it was last ordered from.' })
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

  @Field(() => Float, {
    nullable: true,
    description:
      "Forecast usage (the service-level quantile) over the supplier's lead time from tomorrow; where it is set it is the par level used instead of the fixed one. Null without a stored forecast.",
  })
  forecastUsage!: number | null;

  @Field(() => Int, { description: "Lead time of the item's supplier in days (1 when it has none)." })
  leadTimeDays!: number;

  @Field(() => Int64Scalar, { description: "Unit price of the latest order line (IQD), else the item's standard cost." })
  unitPriceIqd!: number;
}

/**
 * Balances with a par level or a stored forecast, with the supplier and price of the latest
 * purchase order line and the forecast usage over that supplier's lead time (at least one day).
 */
const SUGGESTIONS_SQL = `SELECT b.inventory_item_id, i.name, b.on_hand_milli, b.par_level_milli, b.reorder_qty_milli, i.standard_cost_iqd, last.supplier_id, last.unit_price_iqd,
       COALESCE(s.lead_time_days, 1) AS lead_time_days, fc.days AS forecast_days, fc.usage AS forecast_usage
  FROM inventory_balances b
  JOIN catalog_inventory_items i ON i.id = b.inventory_item_id AND i.organization_id = b.organization_id AND i.active AND i.deleted_at IS NULL
  LEFT JOIN LATERAL (
    SELECT o.supplier_id, (l->>'unitPriceIqd')::bigint AS unit_price_iqd
      FROM purchasing_orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
     WHERE o.organization_id = b.organization_id AND o.status <> 'Cancelled' AND l->>'inventoryItemId' = b.inventory_item_id::text
     ORDER BY o.created_at DESC, o.id LIMIT 1) last ON true
  LEFT JOIN purchasing_suppliers s ON s.id = last.supplier_id AND s.organization_id = b.organization_id
  LEFT JOIN LATERAL (
    SELECT count(*) AS days, sum(f.upper) AS usage FROM forecast_days f
     WHERE f.organization_id = b.organization_id AND f.branch_id = b.branch_id AND f.inventory_item_id = b.inventory_item_id AND f.measure = 'Usage'
       AND f.business_date > $3::date AND f.business_date <= $3::date + GREATEST(COALESCE(s.lead_time_days, 1), 1)) fc ON true
 WHERE b.organization_id = $1 AND b.branch_id = $2 AND (b.par_level_milli IS NOT NULL OR fc.days > 0)
 ORDER BY last.supplier_id NULLS LAST, i.name, b.inventory_item_id`;

interface SuggestionRow {
  inventory_item_id: string;
  name: string;
  on_hand_milli: string;
  par_level_milli: string | null;
  reorder_qty_milli: string | null;
  supplier_id: string | null;
  unit_price_iqd: string | null;
  standard_cost_iqd: string;
  lead_time_days: number;
  forecast_days: string | number;
  forecast_usage: string | null;
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

  /**
   * Items below par at the active branch, each with the supplier and price of its latest purchase
   * order line. Where the demand forecast (docs/forecast.md) has stored days for the item, the par is
   * its forecast usage over the supplier's lead time from tomorrow instead of the fixed par level.
   */
  async suggestions(ctx: RequestContext): Promise<ReorderSuggestion[]> {
    const today = (await branchCalendar(ctx, ctx.branchId)).today();
    const rows = await ctx.query<SuggestionRow>(SUGGESTIONS_SQL, [ctx.organizationId, ctx.branchId, today]);
    const suggestions: ReorderSuggestion[] = [];
    for (const row of rows) {
      const forecast = Number(row.forecast_days) > 0 && row.forecast_usage !== null ? Math.ceil(Number(row.forecast_usage) * 1000) : null;
      const par = forecast ?? (row.par_level_milli === null ? null : Number(row.par_level_milli));
      const onHand = Number(row.on_hand_milli);
      if (par === null || onHand >= par) continue;
      suggestions.push({
        inventoryItemId: row.inventory_item_id,
        itemName: row.name,
        supplierId: row.supplier_id,
        onHand: onHand / 1000,
        parLevel: par / 1000,
        quantity: suggestedOrderMilli(onHand, par, row.reorder_qty_milli === null ? null : Number(row.reorder_qty_milli)) / 1000,
        unitPriceIqd: Number(row.unit_price_iqd ?? row.standard_cost_iqd),
        forecastUsage: forecast === null ? null : forecast / 1000,
        leadTimeDays: Number(row.lead_time_days),
      });
    }
    return suggestions;
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
