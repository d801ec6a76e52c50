import type { EntityManager } from 'typeorm';
import { runSql } from '../../../core/db/run-sql';

/**
 * The next order number of a branch's business day: "<branch code>-0001", "-0002"… One counter
 * row per branch and day, incremented by an upsert that runs on its own, before the order's
 * transaction: the row is locked only for that one statement, so orders of a branch do not wait
 * for each other's transactions to commit (with the increment inside the placing transaction
 * they did, one at a time). Numbers never repeat within a branch and business day and increase in
 * the order they were taken; a number taken by an order that is then refused inside its
 * transaction (locked business day, no rice left, duplicate partner reference, a fault) is skipped,
 * so the sequence can have gaps (docs/orders.md).
 */
export async function nextOrderNumber(
  manager: EntityManager,
  organizationId: string,
  branchId: string,
  branchCode: string,
  businessDate: string,
): Promise<string> {
  const [row] = await runSql<{ last_number: number }>(
    manager,
    `INSERT INTO sales_order_counters (branch_id, business_date, organization_id, last_number)
     VALUES ($1, $2, $3, 1)
     ON CONFLICT (branch_id, business_date) DO UPDATE SET last_number = sales_order_counters.last_number + 1
     RETURNING last_number`,
    [branchId, businessDate, organizationId],
  );
  return orderNumber(branchCode, row.last_number);
}

/** "<BRANCH CODE>-<n>", n zero-padded to 4 digits (more when a day passes 9,999 orders). */
export function orderNumber(branchCode: string, n: number): string {
  return `${branchCode.toUpperCase()}-${String(n).padStart(4, '0')}`;
}
