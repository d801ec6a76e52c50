/**
 * Stored usage days (docs/orders.md, "Stored usage days"): a branch's ended business day's
 * theoretical usage, per inventory item and BOM unit, computed by the same SQL as the live read
 * (theoretical-usage.ts, USAGE_ROWS) and read in its place while the day is fresh. A day is fresh
 * when no order of it entered or left Completed since it was stored (`stale`, set in the status
 * change's transaction) and the organisation's bills of materials and channel kinds are those it
 * was computed with (`inputs_fingerprint`, compared on every read, so no catalogue write has to
 * know about this table).
 */
import type { EntityManager } from 'typeorm';
import { runSql } from '../../../core/db/run-sql';
import { OrderStatus } from '../shared/sales-vocabulary';
import { USAGE_ROWS } from './usage-sql';

/*
 * Everything besides the orders that the usage of a day depends on, for one organisation: every
 * product and modifier-option BOM line (the columns the read uses) and every channel's kind (the
 * channel scope of an order without its own kind is decided by the source, which never changes).
 * One md5 over the lines in id order: any added, removed or changed line changes it.
 */
export const USAGE_INPUTS_FINGERPRINT = (org: string) => `md5(
  COALESCE((SELECT string_agg(concat_ws(':', c.id, c.product_id, c.inventory_item_id, c.qty_milli, c.unit, c.channel_scope, c.required), ',' ORDER BY c.id)
              FROM catalog_product_consumables c WHERE c.organization_id = ${org}), '') || '|' ||
  COALESCE((SELECT string_agg(concat_ws(':', c.id, c.option_id, c.inventory_item_id, c.qty_milli, c.unit), ',' ORDER BY c.id)
              FROM catalog_modifier_option_consumables c WHERE c.organization_id = ${org}), '') || '|' ||
  COALESCE((SELECT string_agg(concat_ws(':', ch.id, ch.kind), ',' ORDER BY ch.id) FROM commercial_sales_channels ch WHERE ch.organization_id = ${org}), ''))`;

/** The fresh stored days of a branch among `days` ($1 organisation, $2 branch, `days` a date[] expression). */
export const FRESH_USAGE_DAYS = (days: string) => `
SELECT d.business_date FROM sales_usage_days d
 WHERE d.organization_id = $1 AND d.branch_id = $2 AND d.business_date = ANY(${days}) AND NOT d.stale
   AND d.inputs_fingerprint = ${USAGE_INPUTS_FINGERPRINT('$1')}`;

/**
 * Computes and stores one branch's business day, replacing what was stored, in the caller's
 * transaction. First it locks the day's orders that are still open: an order completing at the
 * same time either commits before (and is read here) or waits for this transaction and then
 * finds the day stored and marks it stale. The fingerprint is taken before the usage is read, so a
 * bill of materials changed in between leaves the day with the old fingerprint (read live, stored
 * again by the next run), never with usage older than its fingerprint.
 */
export async function storeUsageDay(manager: EntityManager, organizationId: string, branchId: string, businessDate: string, computedAt: Date): Promise<void> {
  const args = [organizationId, branchId, businessDate];
  await runSql(
    manager,
    `SELECT id FROM sales_orders WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3::date AND status NOT IN ($4, $5) FOR UPDATE`,
    [...args, OrderStatus.Completed, OrderStatus.Cancelled],
  );
  await runSql(
    manager,
    `INSERT INTO sales_usage_days (organization_id, branch_id, business_date, stale, inputs_fingerprint, computed_at)
     VALUES ($1, $2, $3::date, false, ${USAGE_INPUTS_FINGERPRINT('$1')}, $4)
     ON CONFLICT (organization_id, branch_id, business_date)
     DO UPDATE SET stale = false, inputs_fingerprint = EXCLUDED.inputs_fingerprint, computed_at = EXCLUDED.computed_at`,
    [...args, computedAt],
  );
  await runSql(manager, `DELETE FROM sales_usage_day_items WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3::date`, args);
  await runSql(
    manager,
    `INSERT INTO sales_usage_day_items (organization_id, branch_id, business_date, inventory_item_id, unit, qty_milli, product_units)
     WITH o AS MATERIALIZED (
       SELECT id, organization_id, business_date, lines, channel_id, source
         FROM sales_orders WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3::date AND status = $4)
     SELECT $1, $2, $3::date, u.inventory_item_id, u.unit, SUM(u.qty_milli), SUM(u.product_units)
       FROM (${USAGE_ROWS}) u
      GROUP BY u.inventory_item_id, u.unit`,
    [...args, OrderStatus.Completed],
  );
}

/**
 * An order of the day entered or left Completed: a stored day is read live from now on, until the
 * job stores it again. A primary-key UPDATE that touches nothing when the day is not stored (or
 * already stale); the order's status write carries it as a part of its own statement
 * (orders/order-status.write.ts), so it costs the status change no round trip. The arguments are
 * placeholders: organisation, branch, business date, and a boolean that must be true for anything
 * to be marked.
 */
export function markUsageDayStaleSql(org: string, branch: string, date: string, when: string): string {
  return `UPDATE sales_usage_days SET stale = true WHERE ${when}::boolean AND organization_id = ${org} AND branch_id = ${branch} AND business_date = ${date}::date AND NOT stale`;
}
