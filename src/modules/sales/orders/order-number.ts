import type { EntityManager } from 'typeorm';
import { runSql } from '../../../core/db/run-sql';

/**
 * The next order number of a branch's business day: "<branch code>-0001", "-0002"… One counter
 * row per branch and day, incremented by an upsert (its row lock is held until the placing
 * transaction ends, so numbers are gapless among committed orders and never repeat).
 */
export async function nextOrderNumber(manager: EntityManager, organizationId: string, branchId: string, branchCode: string, businessDate: string): Promise<string> {
  const [row] = await runSql<{ last_number: number }>(
    manager,
    `INSERT INTO sales_order_counters (branch_id, business_date, organization_id, last_number)
     VALUES ($1, $2, $3, 1)
     ON CONFLICT (branch_id, business_date) DO UPDATE SET last_number = sales_order_counters.last_number + 1
     RETURNING last_number`,
    [branchId, businessDate, organizationId],
  );
  return `${branchCode.toUpperCase()}-${String(row.last_number).padStart(4, '0')}`;
}
