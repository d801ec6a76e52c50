import type { EntityManager } from 'typeorm';
import { runSql } from '../../../core/db/run-sql';
import { markUsageDayStaleSql } from '../usage/usage-days';
import type { SalesOrder } from './sales-order.entity';

// The order's row is already locked by the caller; the stored usage day's flag rides in the same statement.
const WRITE_STATUS = `WITH stale AS (${markUsageDayStaleSql('$5', '$6', '$7', '$8')})
UPDATE sales_orders SET status = $1, status_changed_at = $2, cancel_reason = $3, updated_at = CURRENT_TIMESTAMP
 WHERE id = $4 AND organization_id = $5
 RETURNING updated_at`;

/**
 * Writes a status change of a locked order in one statement: its status, time and cancel reason,
 * and (`usageDayStale`) the stale flag of its stored usage day (an order entering or leaving
 * Completed; docs/orders.md, "Stored usage days"). One round trip where the entity save read the
 * row back before its UPDATE and the flag was a statement of its own (docs/performance.md, "Inventory").
 */
export async function writeOrderStatus(manager: EntityManager, order: SalesOrder, usageDayStale: boolean): Promise<void> {
  const [row] = await runSql<{ updated_at: Date }>(manager, WRITE_STATUS, [
    order.status,
    order.statusChangedAt,
    order.cancelReason,
    order.id,
    order.organizationId,
    order.branchId,
    order.businessDate,
    usageDayStale,
  ]);
  order.updatedAt = row.updated_at;
}
