import type { EntityManager } from 'typeorm';
import { runSql } from '../../../core/db/run-sql';
import { DAY_ITEM_SUMS_SQL, DAY_UNMAPPED_SQL, ITEM_SUM_COLUMNS } from '../variance/variance.sums';

/**
 * Replaces a branch's business day's stored sums (per item and per unmapped product) with the
 * ledger's and the orders' as they are now, in the caller's transaction: the close writes them
 * with its row, so a day's stored sums are always those of its latest computation
 * (docs/analytics.md, "Stored daily sums").
 */
export async function storeDaySums(manager: EntityManager, organizationId: string, branchId: string, businessDate: string): Promise<void> {
  const args = [organizationId, branchId, businessDate];
  await runSql(manager, `DELETE FROM analytics_day_item_sums WHERE branch_id = $2 AND business_date = $3::date AND organization_id = $1`, args);
  await runSql(
    manager,
    `INSERT INTO analytics_day_item_sums (organization_id, branch_id, business_date, inventory_item_id, ${ITEM_SUM_COLUMNS})
     SELECT $1, $2, $3::date, x.* FROM (${DAY_ITEM_SUMS_SQL('$1', '$2', '$3::date')}) x`,
    args,
  );
  await runSql(manager, `DELETE FROM analytics_day_unmapped_sales WHERE branch_id = $2 AND business_date = $3::date AND organization_id = $1`, args);
  await runSql(
    manager,
    `INSERT INTO analytics_day_unmapped_sales (organization_id, branch_id, business_date, product_id, product_name, units, net_iqd)
     SELECT $1, $2, $3::date, x.* FROM (${DAY_UNMAPPED_SQL('$1', '$2', '$3::date')}) x`,
    args,
  );
}
