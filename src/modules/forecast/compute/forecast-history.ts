/**
 * The history the forecast learns from, read from what other modules store (docs/forecast.md,
 * "Reading the history"): one statement per source for a whole organisation, so the other branches'
 * series are at hand for borrowing. Every statement names the organisation.
 *
 * - usage: the `SaleUsage` sums the daily close stores per branch, item and day
 *   (`analytics_day_item_sums.sales_usage_milli`, thousandths of the item's unit, signed as the ledger),
 *   less the raw rice products sold by weight draw (RICE_BY_WEIGHT_USAGE_SQL: that is rice sold by weight);
 * - rice sold by weight: the orders' `direct_rice_kg` per branch and day, on the rice item of the day's batch;
 * - closed days: a close with no order, a day the close has not stored (no close and no sums), the
 *   branch's first business day (partial) and every day before it;
 * - sold-out days: the audit trail of the sold-out marks (`sold-out` / `available`), a product mapped to
 *   the items its bill of materials (`catalog_product_consumables`) draws on, an item to itself;
 * - promotion days: the organisation's active promotions' dates (past and planned).
 */
import type { EntityManager } from 'typeorm';
import { runSql } from '../../../core/db/run-sql';
import { addDays, businessDateAt, businessDayBounds, DEFAULT_BUSINESS_DAY_START_HOUR } from '../../../core/time/business-day';
import { dateRange } from '../rules/dates';
import { INVENTORY_UNITS, unitBase } from '../../catalog/inventory-items/inventory-item.rules';
import { ORDER_BOM_LINES, ORDER_BOM_SCOPE } from '../../sales/usage/usage-sql';

export interface ForecastBranch {
  id: string;
  organizationId: string;
  name: string;
  timeZone: string;
  dayStartHour: number;
  /** The branch's first business day (it was created that day: partial). */
  firstDay: string;
}

export const BRANCHES_SQL = `SELECT b.id, b.organization_id, b.name, b.time_zone, o.business_day_start_hour AS hour, b.created_at
   FROM branches b JOIN organizations o ON o.id = b.organization_id
  WHERE b.organization_id = $1 AND b.active ORDER BY b.name, b.id`;

/**
 * The organisation's active branches. The first business day comes from the creation time (the
 * database's clock); one ahead of the service's clock `now` (a service run on a set clock) tells
 * nothing, and no day is left out for it (as the daily close does).
 */
export async function forecastBranches(manager: EntityManager, organizationId: string, now: Date): Promise<ForecastBranch[]> {
  const rows = await runSql<{ id: string; organization_id: string; name: string; time_zone: string; hour: number | null; created_at: Date }>(
    manager,
    BRANCHES_SQL,
    [organizationId],
  );
  return rows.map((row) => {
    const hour = row.hour == null ? DEFAULT_BUSINESS_DAY_START_HOUR : Number(row.hour);
    return {
      id: row.id,
      organizationId: row.organization_id,
      name: row.name,
      timeZone: row.time_zone,
      dayStartHour: hour,
      firstDay: new Date(row.created_at) <= now ? businessDateAt(new Date(row.created_at), row.time_zone, hour) : '',
    };
  });
}

/** What a series measures: the item's usage through the bills of materials, or the cooked rice sold by weight. */
export type SeriesMeasure = 'Usage' | 'RiceSoldByWeight';

export interface SeriesItem {
  id: string;
  name: string;
  nameAr: string | null;
  unit: string;
  measure: SeriesMeasure;
}

/** The key of a series' history in `OrganizationHistory.usage`: the item, and the measure when it is not the usage. */
export function seriesKey(itemId: string, measure: SeriesMeasure): string {
  return measure === 'Usage' ? itemId : `${itemId}/${measure}`;
}

/** The item key a sold-out mark of a product sold by weight cuts: the rice sold by weight of every rice item. */
export const RICE_BY_WEIGHT_MARK = 'rice-sold-by-weight';

/**
 * The batch inputs of the organisation, from its batches of the last year: the chicken, meat and rice
 * every batch takes, and every other item a bill of materials draws from a batch, that is a batch's
 * output or extra input that a product's or a modifier option's bill of materials consumes. `by_weight`:
 * a rice item whose batches sold rice by weight over the year.
 */
export const BATCH_ITEMS_SQL = `WITH b AS (SELECT id, chicken_item_id, meat_item_id, rice_item_id, extras FROM production_batches
         WHERE organization_id = $1 AND deleted_at IS NULL AND business_date >= $2::date),
     drawn AS (SELECT inventory_item_id FROM catalog_product_consumables WHERE organization_id = $1
               UNION SELECT inventory_item_id FROM catalog_modifier_option_consumables WHERE organization_id = $1),
     inputs AS (SELECT unnest(ARRAY[b.chicken_item_id, b.meat_item_id, b.rice_item_id]) AS item_id FROM b
                UNION SELECT o.inventory_item_id FROM production_batch_outputs o JOIN b ON b.id = o.batch_id
                 WHERE o.organization_id = $1 AND o.deleted_at IS NULL AND o.inventory_item_id IN (SELECT inventory_item_id FROM drawn)
                UNION SELECT (e->>'inventoryItemId')::uuid FROM b CROSS JOIN LATERAL jsonb_array_elements(b.extras) AS e
                 WHERE (e->>'inventoryItemId')::uuid IN (SELECT inventory_item_id FROM drawn))
SELECT i.id, i.name, i.name_ar, i.unit,
       i.id IN (SELECT b.rice_item_id FROM b) AND EXISTS (SELECT 1 FROM sales_orders o WHERE o.organization_id = $1 AND o.business_date >= $2::date AND o.direct_rice_kg > 0) AS by_weight
  FROM catalog_inventory_items i
 WHERE i.organization_id = $1 AND i.id IN (SELECT item_id FROM inputs)
 ORDER BY i.name, i.id`;

/** Every series of the organisation: each batch input's usage, and the rice sold by weight of the rice items (in kg of cooked rice). */
export async function batchItems(manager: EntityManager, organizationId: string, since: string): Promise<SeriesItem[]> {
  const rows = await runSql<{ id: string; name: string; name_ar: string | null; unit: string; by_weight: boolean }>(manager, BATCH_ITEMS_SQL, [
    organizationId,
    since,
  ]);
  return rows.flatMap((row) => {
    const usage: SeriesItem = { id: row.id, name: row.name, nameAr: row.name_ar, unit: row.unit, measure: 'Usage' };
    return row.by_weight ? [usage, { ...usage, unit: 'Kg', measure: 'RiceSoldByWeight' as const }] : [usage];
  });
}

/**
 * Cooked rice sold by weight per branch and day (kg): the orders' `direct_rice_kg` (cancelled ones left
 * out, as the batch counts them), on the rice item of the day's batch (else the branch's latest batch's, else the organisation's).
 */
export const RICE_BY_WEIGHT_SQL = `WITH d AS (SELECT o.branch_id, o.business_date, sum(o.direct_rice_kg) AS kg FROM sales_orders o
         WHERE o.organization_id = $1 AND o.business_date BETWEEN $2::date AND $3::date AND o.direct_rice_kg > 0 AND o.status <> 'Cancelled'
         GROUP BY o.branch_id, o.business_date)
SELECT d.branch_id, COALESCE(b.rice_item_id, l.rice_item_id) AS inventory_item_id, to_char(d.business_date, 'YYYY-MM-DD') AS day, d.kg
  FROM d
  LEFT JOIN production_batches b ON b.organization_id = $1 AND b.branch_id = d.branch_id AND b.business_date = d.business_date
       AND b.deleted_at IS NULL AND b.status <> 'Cancelled'
  LEFT JOIN LATERAL (SELECT x.rice_item_id FROM production_batches x WHERE x.organization_id = $1 AND x.deleted_at IS NULL
                      ORDER BY x.branch_id = d.branch_id DESC, x.business_date DESC, x.created_at DESC LIMIT 1) l ON true`;

/** Usage per branch, item and day (positive, in the item's unit). */
export const USAGE_SQL = `SELECT s.branch_id, s.inventory_item_id, to_char(s.business_date, 'YYYY-MM-DD') AS day, s.sales_usage_milli
   FROM analytics_day_item_sums s
  WHERE s.organization_id = $1 AND s.business_date BETWEEN $2::date AND $3::date AND s.inventory_item_id = ANY($4::uuid[])`;

const baseOf = (unit: string) => `(CASE ${unit} ${INVENTORY_UNITS.map((u) => `WHEN '${u}' THEN ${unitBase(u)}`).join(' ')} END)`;

/**
 * The raw rice that products sold by weight (`direct_rice_kg`) draw through their bills of materials,
 * per branch, rice item and day, in thousandths of the item's unit (as the completion posted it in
 * `SaleUsage`, less the units refunded since): Completed orders of the organisation `$1` from `from`
 * to `to` (SQL expressions of dates) whose branch passes `branchCondition`, on the rice items of the
 * organisation's batches. That rice is the rice sold by weight, forecast as its own series: the rice usage leaves it
 * out, or the proposal (raw rice usage × multiplier + rice sold by weight) would count it twice.
 */
export const RICE_BY_WEIGHT_USAGE_SQL = (from: string, to: string, branchCondition: string) => `WITH o AS (SELECT * FROM sales_orders
         WHERE organization_id = $1 AND business_date BETWEEN ${from} AND ${to} AND status = 'Completed' AND direct_rice_kg > 0 AND ${branchCondition})
SELECT o.branch_id, c.inventory_item_id, o.business_date,
       ROUND(SUM(c.qty_milli * ((l->>'quantity')::bigint - COALESCE(back.units, 0)) * ${baseOf('c.unit')}::numeric / ${baseOf('i.unit')})) AS qty_milli
  FROM o ${ORDER_BOM_LINES}
  JOIN catalog_products p ON p.organization_id = o.organization_id AND p.id = (l->>'productId')::uuid AND p.direct_rice_kg IS NOT NULL
  JOIN catalog_inventory_items i ON i.organization_id = o.organization_id AND i.id = c.inventory_item_id
  LEFT JOIN LATERAL (SELECT SUM((x->>'quantity')::bigint) AS units FROM sales_order_refunds r CROSS JOIN LATERAL jsonb_array_elements(r.lines) AS x
                      WHERE r.organization_id = o.organization_id AND r.order_id = o.id AND (x->>'index')::int = (l->>'index')::int) back ON true
 WHERE ${ORDER_BOM_SCOPE}
   AND c.inventory_item_id IN (SELECT rice_item_id FROM production_batches WHERE organization_id = $1 AND deleted_at IS NULL)
 GROUP BY o.branch_id, c.inventory_item_id, o.business_date`;

/** Days each branch's close stored, with their order counts, and days with stored sums. */
export const DAYS_SQL = `SELECT c.branch_id, to_char(c.business_date, 'YYYY-MM-DD') AS day, c.order_count FROM analytics_day_closes c
  WHERE c.organization_id = $1 AND c.business_date BETWEEN $2::date AND $3::date
  UNION ALL
  SELECT DISTINCT s.branch_id, to_char(s.business_date, 'YYYY-MM-DD') AS day, NULL::integer AS order_count FROM analytics_day_item_sums s
  WHERE s.organization_id = $1 AND s.business_date BETWEEN $2::date AND $3::date`;

export const SOLD_OUT_SQL = `SELECT a.branch_id, a.at, a.action, a.entity_type, a.entity_id, a.changes->'productIds' AS product_ids
   FROM audit_entries a
  WHERE a.organization_id = $1 AND a.action IN ('sold-out', 'available') AND a.entity_type IN ('product', 'inventory-item')
    AND a.at >= $2 AND a.at < $3 AND a.branch_id IS NOT NULL
  ORDER BY a.at, a.id`;

/** The items a product's mark cuts: its bill of materials' items, and (marked by RICE_BY_WEIGHT_MARK) the rice sold by weight. */
export const BOM_SQL = `SELECT DISTINCT product_id, inventory_item_id::text AS inventory_item_id FROM catalog_product_consumables
  WHERE organization_id = $1 AND inventory_item_id = ANY($2::uuid[])
  UNION ALL SELECT id, $3 FROM catalog_products WHERE organization_id = $1 AND direct_rice_kg IS NOT NULL`;

export const PROMOTIONS_SQL = `SELECT to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date
   FROM commercial_promotions p
  WHERE p.organization_id = $1 AND p.active AND p.deleted_at IS NULL AND p.start_date <= $3::date AND p.end_date >= $2::date`;

/** A sold-out mark's interval at a branch: from the mark to the next `available` of the same target (or `until`). */
export interface SoldOutInterval {
  branchId: string;
  start: Date;
  end: Date;
  /** Inventory items the mark cut (the products' bills of materials, or the item itself). */
  itemIds: string[];
}

/** A mark left on for longer than this is counted on its first days only (a forgotten mark is not a sold-out fortnight). */
const MAX_SOLD_OUT_DAYS = 3;

export interface OrganizationHistory {
  /** branch → series key (`seriesKey`) → day → usage */
  usage: Map<string, Map<string, Map<string, number>>>;
  /** branch → days observed (a close with orders, or stored sums without a close) */
  traded: Map<string, Set<string>>;
  /** branch → days a close stored with no order */
  noOrders: Map<string, Set<string>>;
  soldOut: SoldOutInterval[];
  promotionDays: Set<string>;
}

export async function readOrganizationHistory(
  manager: EntityManager,
  organizationId: string,
  itemIds: string[],
  from: string,
  to: string,
  until: Date,
  futureTo: string,
): Promise<OrganizationHistory> {
  const usage = new Map<string, Map<string, Map<string, number>>>();
  const byWeight = new Map<string, number>();
  for (const row of await runSql<{ branch_id: string; inventory_item_id: string; day: string; qty_milli: string | number }>(
    manager,
    `SELECT branch_id, inventory_item_id, to_char(business_date, 'YYYY-MM-DD') AS day, qty_milli FROM (${RICE_BY_WEIGHT_USAGE_SQL('$2::date', '$3::date', 'true')}) w`,
    [organizationId, from, to],
  )) {
    byWeight.set(`${row.branch_id}|${row.inventory_item_id}|${row.day}`, Number(row.qty_milli));
  }
  for (const row of await runSql<{ branch_id: string; inventory_item_id: string; day: string; sales_usage_milli: string | number }>(manager, USAGE_SQL, [
    organizationId,
    from,
    to,
    itemIds,
  ])) {
    const quantity = Math.max(0, (-Number(row.sales_usage_milli) - (byWeight.get(`${row.branch_id}|${row.inventory_item_id}|${row.day}`) ?? 0)) / 1000);
    let byItem = usage.get(row.branch_id);
    if (!byItem) usage.set(row.branch_id, (byItem = new Map()));
    let byDay = byItem.get(row.inventory_item_id);
    if (!byDay) byItem.set(row.inventory_item_id, (byDay = new Map()));
    byDay.set(row.day, quantity);
  }
  for (const row of await runSql<{ branch_id: string; inventory_item_id: string | null; day: string; kg: string | number }>(manager, RICE_BY_WEIGHT_SQL, [
    organizationId,
    from,
    to,
  ])) {
    if (!row.inventory_item_id) continue;
    let byItem = usage.get(row.branch_id);
    if (!byItem) usage.set(row.branch_id, (byItem = new Map()));
    const key = seriesKey(row.inventory_item_id, 'RiceSoldByWeight');
    let byDay = byItem.get(key);
    if (!byDay) byItem.set(key, (byDay = new Map()));
    byDay.set(row.day, Number(row.kg));
  }

  const traded = new Map<string, Set<string>>();
  const noOrders = new Map<string, Set<string>>();
  const closes = new Map<string, Map<string, number>>();
  const withSums = new Map<string, Set<string>>();
  for (const row of await runSql<{ branch_id: string; day: string; order_count: number | null }>(manager, DAYS_SQL, [organizationId, from, to])) {
    if (row.order_count === null) {
      if (!withSums.has(row.branch_id)) withSums.set(row.branch_id, new Set());
      withSums.get(row.branch_id)!.add(row.day);
    } else {
      if (!closes.has(row.branch_id)) closes.set(row.branch_id, new Map());
      closes.get(row.branch_id)!.set(row.day, Number(row.order_count));
    }
  }
  for (const branchId of new Set([...closes.keys(), ...withSums.keys()])) {
    const days = new Set<string>();
    const empty = new Set<string>();
    for (const [day, orders] of closes.get(branchId) ?? []) (orders > 0 ? days : empty).add(day);
    for (const day of withSums.get(branchId) ?? []) if (!empty.has(day)) days.add(day);
    traded.set(branchId, days);
    noOrders.set(branchId, empty);
  }

  const bom = new Map<string, string[]>();
  for (const row of await runSql<{ product_id: string; inventory_item_id: string }>(manager, BOM_SQL, [organizationId, itemIds, RICE_BY_WEIGHT_MARK])) {
    if (!bom.has(row.product_id)) bom.set(row.product_id, []);
    bom.get(row.product_id)!.push(row.inventory_item_id);
  }
  const soldOut = soldOutIntervals(
    await runSql<SoldOutRow>(manager, SOLD_OUT_SQL, [organizationId, new Date(`${addDays(from, -1)}T00:00:00Z`), until]),
    bom,
    new Set(itemIds),
    until,
  );

  const promotionDays = new Set<string>();
  for (const row of await runSql<{ start_date: string; end_date: string }>(manager, PROMOTIONS_SQL, [organizationId, from, futureTo])) {
    const start = row.start_date < from ? from : row.start_date;
    const end = row.end_date > futureTo ? futureTo : row.end_date;
    for (const day of dateRange(start, end)) promotionDays.add(day);
  }
  return { usage, traded, noOrders, soldOut, promotionDays };
}

export interface SoldOutRow {
  branch_id: string;
  at: Date;
  action: string;
  entity_type: string;
  entity_id: string;
  product_ids: string[] | null;
}

/** Pairs each mark with the next `available` of the same target at the branch. */
export function soldOutIntervals(rows: readonly SoldOutRow[], bom: ReadonlyMap<string, string[]>, items: ReadonlySet<string>, until: Date): SoldOutInterval[] {
  const open = new Map<string, { start: Date; itemIds: string[] }>();
  const intervals: SoldOutInterval[] = [];
  for (const row of rows) {
    const key = `${row.branch_id}/${row.entity_type}/${row.entity_id}`;
    if (row.action === 'sold-out') {
      if (open.has(key)) continue;
      const products = row.entity_type === 'product' ? [row.entity_id] : (row.product_ids ?? []);
      const itemIds = new Set<string>(products.flatMap((product) => bom.get(product) ?? []));
      if (row.entity_type === 'inventory-item' && items.has(row.entity_id)) itemIds.add(row.entity_id);
      open.set(key, { start: new Date(row.at), itemIds: [...itemIds] });
    } else {
      const mark = open.get(key);
      if (!mark) continue;
      open.delete(key);
      intervals.push({ branchId: row.branch_id, start: mark.start, end: new Date(row.at), itemIds: mark.itemIds });
    }
  }
  for (const [key, mark] of open) intervals.push({ branchId: key.split('/')[0], start: mark.start, end: until, itemIds: mark.itemIds });
  return intervals;
}

/** The business days an interval cuts (at most MAX_SOLD_OUT_DAYS from its start). */
export function soldOutDaysOf(interval: SoldOutInterval, branch: Pick<ForecastBranch, 'timeZone' | 'dayStartHour'>): string[] {
  const first = businessDateAt(interval.start, branch.timeZone, branch.dayStartHour);
  const last = businessDateAt(new Date(Math.max(interval.start.getTime(), interval.end.getTime() - 1)), branch.timeZone, branch.dayStartHour);
  const capped = addDays(first, MAX_SOLD_OUT_DAYS - 1);
  return dateRange(first, last < capped ? last : capped);
}

/** Minutes of a business day covered by the union of the intervals. */
export function soldOutMinutesOn(day: string, intervals: readonly SoldOutInterval[], branch: Pick<ForecastBranch, 'timeZone' | 'dayStartHour'>): number {
  const { start, end } = businessDayBounds(day, branch.timeZone, branch.dayStartHour);
  const parts = intervals
    .map((i) => [Math.max(i.start.getTime(), start.getTime()), Math.min(i.end.getTime(), end.getTime())] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let cursor = -Infinity;
  for (const [a, b] of parts) {
    const from = Math.max(a, cursor);
    if (b > from) total += b - from;
    cursor = Math.max(cursor, b);
  }
  return Math.round(total / 60_000);
}
