import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { runSql } from '../../../core/db/run-sql';
import { postStock } from '../../../core/stock/stock-postings';
import type { SalesOrder } from '../orders/sales-order.entity';
import { BOM_QUANTITY, ORDER_BOM_LINES, ORDER_BOM_SCOPE, ORDER_MODIFIER_BOM_LINES } from './usage-sql';

interface OrderUsageRow {
  inventory_item_id: string | null;
  unit: string | null;
  qty_milli: string;
}

// One statement: the BOM quantities (products' and chosen modifier options') per item and unit, and (item null) the product units sold without any bill of materials.
const ORDER_USAGE = `WITH o AS (SELECT * FROM sales_orders WHERE id = $1 AND organization_id = $2)
SELECT u.inventory_item_id, u.unit, SUM(u.qty_milli)::text AS qty_milli
  FROM (SELECT c.inventory_item_id, c.unit, ${BOM_QUANTITY} AS qty_milli FROM o ${ORDER_BOM_LINES} WHERE ${ORDER_BOM_SCOPE}
        UNION ALL
        SELECT c.inventory_item_id, c.unit, ${BOM_QUANTITY} FROM o ${ORDER_MODIFIER_BOM_LINES}) u
 GROUP BY u.inventory_item_id, u.unit
UNION ALL
SELECT NULL, NULL, COALESCE(SUM((l->>'quantity')::bigint), 0)::text
  FROM o CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
 WHERE NOT EXISTS (SELECT 1 FROM catalog_product_consumables c WHERE c.organization_id = o.organization_id AND c.product_id = (l->>'productId')::uuid)`;

/**
 * A completed order consumes its bills of materials in its own transaction: one SaleUsage
 * posting per order (one movement per item and unit, written by the inventory module). Products without a bill of materials move nothing; their units are carried in
 * the posting's event as `unmappedProductUnits` (the usage-variance report counts them). A chosen
 * modifier option consumes its own bill of materials per unit of the line.
 */
export async function postOrderUsage(uow: UnitOfWork, ctx: RequestContext, order: SalesOrder): Promise<void> {
  const rows = await runSql<OrderUsageRow>(uow.manager, ORDER_USAGE, [order.id, ctx.organizationId]);
  const unmapped = Number(rows.find((row) => row.inventory_item_id === null)?.qty_milli ?? 0);
  const lines = rows
    .filter((row) => row.inventory_item_id !== null)
    .sort((a, b) => (a.inventory_item_id! < b.inventory_item_id! ? -1 : a.inventory_item_id! > b.inventory_item_id! ? 1 : 0))
    .map((row) => ({ inventoryItemId: row.inventory_item_id!, unit: row.unit!, quantityMilli: -Number(row.qty_milli) }));
  await postStock(uow, ctx, {
    branchId: order.branchId,
    businessDate: order.businessDate,
    kind: 'SaleUsage',
    source: { kind: 'SalesOrder', id: order.id },
    lines,
    extra: { unmappedProductUnits: unmapped },
  });
}
