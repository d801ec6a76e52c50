/**
 * Where the usage variance takes its per-day sums from (docs/analytics.md, "Stored daily sums"):
 * the stored sums of each closed, non-stale day whose close stored them, and the ledger and the
 * orders for every other day of the period (not closed yet, Stale, or closed before the sums
 * existed). The days are split once and the three statements read the same split: every day is
 * counted once, from one source. A stored day's sums are replaced only together with its close, in
 * one transaction, so they are never missing when read even if the day is recomputed meanwhile.
 * Each day read live is its own lateral index scan: a period of stored days reads no movement and
 * no order line of those days.
 */
import type { RequestContext } from '../../../core/context/request-context';
import { addDays } from '../../../core/time/business-day';
import { COMPONENT_NAMES, VARIANCE_COMPONENTS, type VarianceComponent } from './variance.rules';

/** Column prefix of each component in analytics_day_item_sums (…_milli, …_iqd). */
export const SUM_COLUMN: Record<VarianceComponent, string> = {
  receipts: 'receipts',
  productionOutputs: 'production_outputs',
  transfersIn: 'transfers_in',
  transfersOut: 'transfers_out',
  salesUsage: 'sales_usage',
  productionInputs: 'production_inputs',
  waste: 'waste',
  unexplained: 'unexplained',
};

const sumColumns = COMPONENT_NAMES.flatMap((name) => [`${SUM_COLUMN[name]}_milli`, `${SUM_COLUMN[name]}_iqd`]);

/** The columns of analytics_day_item_sums after its keys, in the order DAY_ITEM_SUMS_SQL answers them. */
export const ITEM_SUM_COLUMNS = ['movements', ...sumColumns].join(', ');

const kindFilter = (name: VarianceComponent) => `FILTER (WHERE m.kind IN (${VARIANCE_COMPONENTS[name].map((kind) => `'${kind}'`).join(', ')}))`;

/** One branch's business day from the ledger, per item: how many movements, and each component's signed sums. */
export const DAY_ITEM_SUMS_SQL = (org: string, branch: string, day: string) => `
SELECT m.inventory_item_id, COUNT(*)::int AS movements,
       ${COMPONENT_NAMES.map(
         (name) =>
           `COALESCE(SUM(m.quantity_milli) ${kindFilter(name)}, 0) AS ${SUM_COLUMN[name]}_milli, COALESCE(SUM(m.value_iqd) ${kindFilter(name)}, 0) AS ${SUM_COLUMN[name]}_iqd`,
       ).join(',\n       ')}
  FROM inventory_movements m
 WHERE m.organization_id = ${org} AND m.branch_id = ${branch} AND m.business_date = ${day}
 GROUP BY m.inventory_item_id`;

/** One branch's business day: Completed orders' products without any bill-of-materials line, as the completion posting counts them (order-usage.ts). */
export const DAY_UNMAPPED_SQL = (org: string, branch: string, day: string) => `
SELECT (l->>'productId')::uuid AS product_id, MIN(l->>'name') AS product_name,
       SUM((l->>'quantity')::bigint) AS units, SUM((l->>'netAmount')::bigint) AS net_iqd
  FROM sales_orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
 WHERE o.organization_id = ${org} AND o.branch_id = ${branch} AND o.business_date = ${day} AND o.status = 'Completed'
   AND NOT EXISTS (SELECT 1 FROM catalog_product_consumables c WHERE c.organization_id = o.organization_id AND c.product_id = (l->>'productId')::uuid)
 GROUP BY l->>'productId'`;

/* The closed days of the period whose close stored its sums. */
const STORED_DAYS_SQL = `
SELECT c.branch_id, to_char(c.business_date, 'YYYY-MM-DD') AS business_date
  FROM analytics_day_closes c
 WHERE c.organization_id = $1 AND c.branch_id = ANY($2::uuid[]) AND c.business_date BETWEEN $3::date AND $4::date
   AND c.status = 'Closed' AND c.sums_stored`;

/*
 * $1 organisation; $2, $3 the stored days (branch, date); $4, $5 the days read live. Given as
 * arrays, the planner knows how many days each side has: estimated from a generated calendar, a
 * period of stored days looked like millions of live rows, and compiling that plan (JIT) cost more
 * than reading the sums.
 */
const DAYS = `
stored AS (SELECT * FROM unnest($2::uuid[], $3::date[]) AS s(branch_id, business_date)),
live AS (SELECT * FROM unnest($4::uuid[], $5::date[]) AS l(branch_id, business_date))`;

/*
 * Per branch and item: each component's sums in the period, the movements after it and on hand
 * now (closing = now − after, opening = closing − period, without summing the history before the
 * period), and the latest approved count of the item in the period.
 */
const LEDGER_SQL = `
WITH ${DAYS},
period AS (
     SELECT s.branch_id, s.inventory_item_id, s.movements, ${sumColumns.map((column) => `s.${column}`).join(', ')}
       FROM analytics_day_item_sums s JOIN stored d ON d.branch_id = s.branch_id AND d.business_date = s.business_date
      WHERE s.organization_id = $1
     UNION ALL
     SELECT d.branch_id, x.* FROM live d CROSS JOIN LATERAL (${DAY_ITEM_SUMS_SQL('$1', 'd.branch_id', 'd.business_date')}) x),
mv AS (
     SELECT branch_id, inventory_item_id, ${sumColumns.map((column) => `SUM(${column}) AS ${column}`).join(', ')}
       FROM period GROUP BY branch_id, inventory_item_id),
after AS (
     SELECT m.branch_id, m.inventory_item_id, SUM(m.quantity_milli) AS after_milli
       FROM inventory_movements m
      WHERE m.organization_id = $1 AND m.branch_id = ANY($6::uuid[]) AND m.business_date > $8::date
      GROUP BY m.branch_id, m.inventory_item_id),
counted AS (
     SELECT c.branch_id, (l->>'inventoryItemId')::uuid AS inventory_item_id, to_char(MAX(c.business_date), 'YYYY-MM-DD') AS last_counted_on
       FROM inventory_counts c CROSS JOIN LATERAL jsonb_array_elements(c.lines) AS l
      WHERE c.organization_id = $1 AND c.branch_id = ANY($6::uuid[]) AND c.status = 'Approved' AND c.business_date BETWEEN $7::date AND $8::date
      GROUP BY 1, 2)
SELECT mv.*, i.name, i.name_ar, i.unit, b.on_hand_milli AS balance_milli, a.after_milli, counted.last_counted_on
  FROM mv
  JOIN catalog_inventory_items i ON i.id = mv.inventory_item_id AND i.organization_id = $1
  LEFT JOIN inventory_balances b ON b.branch_id = mv.branch_id AND b.inventory_item_id = mv.inventory_item_id
  LEFT JOIN after a ON a.branch_id = mv.branch_id AND a.inventory_item_id = mv.inventory_item_id
  LEFT JOIN counted ON counted.branch_id = mv.branch_id AND counted.inventory_item_id = mv.inventory_item_id`;

/** A refund `r` of the order `o` less its share of the order's tax, rounded to the dinar (docs/analytics.md, "Refunds"). */
const REFUND_NET = `ROUND(r.amount_iqd * (o.total - o.tax_total)::numeric / NULLIF(o.total, 0))`;

/*
 * One branch's business day: its refunds of Completed orders (made that day, whatever the order's
 * day), each less its share of the order's tax.
 */
export const DAY_REFUNDS_SQL = (org: string, branch: string, day: string) => `
SELECT COALESCE(SUM(${REFUND_NET}), 0) AS refunds_iqd
  FROM sales_order_refunds r JOIN sales_orders o ON o.id = r.order_id AND o.organization_id = r.organization_id
 WHERE r.organization_id = ${org} AND r.branch_id = ${branch} AND r.refunded_on = ${day} AND o.status = 'Completed'`;

/*
 * The one definition of a day's net sales, per branch and business day: Completed orders' totals
 * less tax, less the refunds made that day; a stored day's from its close, the others from the
 * orders and the refunds.
 */
const DAY_SALES_ROWS = `
SELECT c.branch_id, c.business_date, c.order_count, c.net_sales_iqd AS net_iqd, c.refunds_iqd
  FROM analytics_day_closes c JOIN stored d ON d.branch_id = c.branch_id AND d.business_date = c.business_date
 WHERE c.organization_id = $1
UNION ALL
SELECT d.branch_id, d.business_date, x.order_count, x.net_iqd - f.refunds_iqd, f.refunds_iqd FROM live d CROSS JOIN LATERAL (
       SELECT COUNT(*) AS order_count, COALESCE(SUM(o.total - o.tax_total), 0) AS net_iqd
         FROM sales_orders o
        WHERE o.organization_id = $1 AND o.branch_id = d.branch_id AND o.business_date = d.business_date AND o.status = 'Completed') x
       CROSS JOIN LATERAL (${DAY_REFUNDS_SQL('$1', 'd.branch_id', 'd.business_date')}) f`;

/* Completed orders, net sales and refunds of the period, per branch. */
const SALES_SQL = `
WITH ${DAYS}
SELECT t.branch_id, SUM(t.order_count) AS order_count, SUM(t.net_iqd) AS net_iqd, SUM(t.refunds_iqd) AS refunds_iqd
  FROM (${DAY_SALES_ROWS}) t
 GROUP BY t.branch_id`;

/* The same, per branch and business day. */
const DAILY_SALES_SQL = `
WITH ${DAYS}
SELECT t.branch_id, to_char(t.business_date, 'YYYY-MM-DD') AS business_date, t.order_count, t.net_iqd, t.refunds_iqd
  FROM (${DAY_SALES_ROWS}) t`;

/*
 * Net sales by quarter hour (every zone's offset is a whole number of quarter hours, so each falls
 * in one local hour): the Completed orders of the period's business days by the quarter they were
 * placed in, less the refunds made on those days by the quarter they were made in.
 */
const QUARTER_SALES_SQL = `
SELECT t.branch_id, t.quarter, SUM(t.net_iqd) AS net_iqd
  FROM (SELECT o.branch_id, to_timestamp(floor(extract(epoch FROM o.placed_at) / 900) * 900) AS quarter, o.total - o.tax_total AS net_iqd
          FROM sales_orders o
         WHERE o.organization_id = $1 AND o.branch_id = ANY($2::uuid[]) AND o.business_date BETWEEN $3::date AND $4::date AND o.status = 'Completed'
        UNION ALL
        SELECT r.branch_id, to_timestamp(floor(extract(epoch FROM r.created_at) / 900) * 900), -${REFUND_NET}
          FROM sales_order_refunds r JOIN sales_orders o ON o.id = r.order_id AND o.organization_id = r.organization_id
         WHERE r.organization_id = $1 AND r.branch_id = ANY($2::uuid[]) AND r.refunded_on BETWEEN $3::date AND $4::date AND o.status = 'Completed') t
 GROUP BY 1, 2`;

const UNMAPPED_SQL = `
WITH ${DAYS},
days AS (
     SELECT u.branch_id, u.product_id, u.product_name, u.units, u.net_iqd
       FROM analytics_day_unmapped_sales u JOIN stored d ON d.branch_id = u.branch_id AND d.business_date = u.business_date
      WHERE u.organization_id = $1
     UNION ALL
     SELECT d.branch_id, x.* FROM live d CROSS JOIN LATERAL (${DAY_UNMAPPED_SQL('$1', 'd.branch_id', 'd.business_date')}) x)
SELECT branch_id, product_id::text AS product_id, MIN(product_name) AS product_name, SUM(units) AS units, SUM(net_iqd) AS net_iqd
  FROM days GROUP BY branch_id, product_id`;

export interface LedgerRow {
  branch_id: string;
  inventory_item_id: string;
  name: string;
  name_ar: string | null;
  unit: string;
  balance_milli: string | null;
  after_milli: string | null;
  last_counted_on: string | null;
  [column: string]: string | null;
}

export interface SalesRow {
  branch_id: string;
  order_count: string;
  net_iqd: string;
  refunds_iqd: string;
}

export interface UnmappedRow {
  branch_id: string;
  product_id: string;
  product_name: string;
  units: string;
  net_iqd: string;
}

/** Which per-day sums a report reads: `stored` (closed days from their stored sums, the rest live) or `live` (every day from the ledger and the orders, as a close computes its day). */
export type SumsSource = 'stored' | 'live';

export interface PeriodSums {
  ledger: LedgerRow[];
  sales: SalesRow[];
  unmapped: UnmappedRow[];
}

/** The days of the period by source: stored (closed, their sums kept) and live, as the arrays $2…$5 of the day queries. */
async function sumDays(ctx: RequestContext, branchIds: string[], from: string, to: string, source: SumsSource): Promise<unknown[]> {
  const stored =
    source === 'stored' ? await ctx.query<{ branch_id: string; business_date: string }>(STORED_DAYS_SQL, [ctx.organizationId, branchIds, from, to]) : [];
  const isStored = new Set(stored.map((day) => `${day.branch_id}|${day.business_date}`));
  const live: Array<[string, string]> = [];
  for (const branchId of branchIds) {
    for (let day = from; day <= to; day = addDays(day, 1)) if (!isStored.has(`${branchId}|${day}`)) live.push([branchId, day]);
  }
  return [
    ctx.organizationId,
    stored.map((day) => day.branch_id),
    stored.map((day) => day.business_date),
    live.map(([branchId]) => branchId),
    live.map(([, day]) => day),
  ];
}

export async function periodSums(ctx: RequestContext, branchIds: string[], from: string, to: string, source: SumsSource): Promise<PeriodSums> {
  if (branchIds.length === 0) return { ledger: [], sales: [], unmapped: [] };
  const days = await sumDays(ctx, branchIds, from, to, source);
  // Planned for the days at hand: the share of stored days varies too much for one generic plan.
  return {
    ledger: await ctx.query<LedgerRow>(LEDGER_SQL, [...days, branchIds, from, to], { prepared: false }),
    sales: await ctx.query<SalesRow>(SALES_SQL, days, { prepared: false }),
    unmapped: await ctx.query<UnmappedRow>(UNMAPPED_SQL, days, { prepared: false }),
  };
}

export interface DailySalesRow extends SalesRow {
  business_date: string;
}

/** Net sales per branch and business day of the period (closed days from their close), by the one definition above. */
export async function dailySales(ctx: RequestContext, branchIds: string[], from: string, to: string): Promise<DailySalesRow[]> {
  if (branchIds.length === 0) return [];
  return ctx.query<DailySalesRow>(DAILY_SALES_SQL, await sumDays(ctx, branchIds, from, to, 'stored'), { prepared: false });
}

/** Net sales per branch and quarter hour of the period's business days (orders by when placed, refunds by when made). */
export async function quarterSales(
  ctx: RequestContext,
  branchIds: string[],
  from: string,
  to: string,
): Promise<Array<{ branch_id: string; quarter: Date; net_iqd: string }>> {
  if (branchIds.length === 0) return [];
  return ctx.query(QUARTER_SALES_SQL, [ctx.organizationId, branchIds, from, to]);
}
