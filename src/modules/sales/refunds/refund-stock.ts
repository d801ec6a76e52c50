import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { postStock } from '../../../core/stock/stock-postings';
import type { SalesOrder } from '../orders/sales-order.entity';
import { ORDER_BOM_LINES, ORDER_BOM_SCOPE, ORDER_MODIFIER_BOM_LINES } from '../usage/usage-sql';

// The refunded units' bills of materials (products' and chosen options') per item and unit: order-usage.ts's statement with the refunded units in place of each line's quantity.
const REFUND_USAGE = `WITH o AS (SELECT * FROM sales_orders WHERE id = $1 AND organization_id = $2),
     r AS (SELECT * FROM unnest($3::int[], $4::bigint[]) AS r(idx, qty))
SELECT u.inventory_item_id, u.unit, SUM(u.qty_milli)::text AS qty_milli
  FROM (SELECT c.inventory_item_id, c.unit, c.qty_milli * r.qty AS qty_milli FROM o ${ORDER_BOM_LINES} JOIN r ON r.idx = (l->>'index')::int WHERE ${ORDER_BOM_SCOPE}
        UNION ALL
        SELECT c.inventory_item_id, c.unit, c.qty_milli * r.qty FROM o ${ORDER_MODIFIER_BOM_LINES} JOIN r ON r.idx = (l->>'index')::int) u
 GROUP BY u.inventory_item_id, u.unit
 ORDER BY u.inventory_item_id, u.unit`;

/**
 * Puts back the stock a completed order's refunded units consumed: one posting of SaleUsage
 * movements into stock (the usage variance then counts the sale net of its refund), valued at the
 * branch's moving-average cost, with the refund's reason and the order as their source.
 */
export async function reverseRefundUsage(
  uow: UnitOfWork,
  ctx: RequestContext,
  order: SalesOrder,
  refund: { id: string; reason: string; lines: ReadonlyArray<{ index: number; quantity: number }> },
): Promise<void> {
  if (refund.lines.length === 0) return;
  const rows = await runSql<{ inventory_item_id: string; unit: string; qty_milli: string }>(uow.manager, REFUND_USAGE, [
    order.id,
    ctx.organizationId,
    refund.lines.map((line) => line.index),
    refund.lines.map((line) => line.quantity),
  ]);
  await postStock(uow, ctx, {
    branchId: order.branchId,
    businessDate: order.businessDate,
    kind: 'SaleUsage',
    source: { kind: 'SalesOrder', id: order.id },
    reason: `Refund: ${refund.reason}`,
    lines: rows.map((row) => ({
      inventoryItemId: row.inventory_item_id,
      unit: row.unit,
      quantityMilli: Number(row.qty_milli),
      sourceLine: `refund:${refund.id}`,
    })),
  });
}
