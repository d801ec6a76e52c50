import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, validationError } from '../../../core/errors/app-error';
import { daysBetween } from '../../../core/time/business-day';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';
import { OrderStatus } from '../shared/sales-vocabulary';
import { FRESH_USAGE_DAYS } from './usage-days';
import { splitUsageDays } from './usage-days.rules';
import { USAGE_ROWS } from './usage-sql';

@InputType({ description: 'A branch and a range of business dates (inclusive, at most 92 days).' })
export class TheoreticalUsageInput {
  @Field(() => UuidScalar, { description: 'Id of the branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'First business date (YYYY-MM-DD), included.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date (YYYY-MM-DD), included; at most 92 days after from.' })
  to!: string;
}

@ObjectType('TheoreticalUsageLine', {
  simpleResolvers: true,
  description: 'How much of an inventory item the completed orders of one business day should have consumed, by their bills of materials.',
})
export class TheoreticalUsageLine {
  @Field(() => LocalDateScalar, { description: 'Business date (YYYY-MM-DD).' })
  businessDate!: string;

  @Field(() => UuidScalar, { description: 'Id of the inventory item.' })
  inventoryItemId!: string;

  @Field(() => String, { description: 'Name of the inventory item.' })
  inventoryItemName!: string;

  @Field(() => InventoryUnit, { description: 'Unit of the bill-of-materials lines summed here.' })
  unit!: InventoryUnit;

  @Field(() => Float, { description: 'Quantity in unit (up to 3 decimals).' })
  quantity!: number;

  @Field(() => Float, { description: 'Units of the order lines whose product, or whose chosen modifier option, carried this item.' })
  productUnits!: number;
}

const MAX_DAYS = 92;

export interface UsageRow {
  business_date: string;
  inventory_item_id: string;
  name: string;
  unit: InventoryUnit;
  qty_milli: string;
  product_units: string;
}

/*
 * $1 organisation, $2 branch, $3 the days found stored, $4 Completed, $5 the other days of the
 * range (only when there are any). The live days come as an array the planner sees, so it plans for their number; with
 * none, their arm is left out (an empty array still led the planner to a scan of the organisation's
 * orders through an unrelated index). The stored days are checked again here, in the statement's
 * own snapshot: a day that went stale (or whose bills of materials changed) since the split is
 * read from its orders in the other arm, so every day is counted once, from one source, whatever
 * commits in between. The orders are read once, by the index, and shared by the product and the
 * modifier lines (two scans of sales_orders let the planner pick a sequential one).
 */
const ORDERS = `SELECT id, organization_id, business_date, lines, channel_id, source FROM sales_orders WHERE organization_id = $1 AND branch_id = $2 AND status = $4`;
const usageSql = (withLive: boolean) => `
WITH fresh AS (${FRESH_USAGE_DAYS('$3::date[]')}),
o AS MATERIALIZED (
  ${withLive ? `${ORDERS} AND business_date = ANY($5::date[]) UNION ALL` : ''}
  ${ORDERS} AND business_date = ANY((SELECT array_agg(x.day) FROM unnest($3::date[]) AS x(day) WHERE x.day NOT IN (SELECT business_date FROM fresh))::date[]))
SELECT to_char(u.business_date, 'YYYY-MM-DD') AS business_date, u.inventory_item_id, i.name, u.unit,
       SUM(u.qty_milli) AS qty_milli, SUM(u.product_units) AS product_units
  FROM (SELECT s.business_date, s.inventory_item_id, s.unit, s.qty_milli, s.product_units
          FROM sales_usage_day_items s
         WHERE s.organization_id = $1 AND s.branch_id = $2 AND s.business_date = ANY($3::date[]) AND s.business_date IN (SELECT business_date FROM fresh)
        UNION ALL
        ${USAGE_ROWS}) u
  JOIN catalog_inventory_items i ON i.id = u.inventory_item_id
 GROUP BY u.business_date, u.inventory_item_id, i.name, u.unit
 ORDER BY u.business_date, i.name, u.inventory_item_id, u.unit`;
export const USAGE_SQL = usageSql(true);
const USAGE_SQL_ALL_STORED = usageSql(false);

/** The range's stored days that are fresh now ($1 organisation, $2 branch, $3 and $4 the range). */
const STORED_DAYS_SQL = `
SELECT to_char(d.business_date, 'YYYY-MM-DD') AS business_date FROM (${FRESH_USAGE_DAYS(`ARRAY(SELECT generate_series($3::date, $4::date, interval '1 day')::date)`)}) d`;

/**
 * The read model of theoretical usage: for the Completed orders of a branch and business-date
 * range, each line's quantity times the product's required bill-of-materials lines (channel scope
 * All, or the order channel's kind; orders without a channel count as SelfOrder for guests,
 * Partner for partners, DineIn for the console), plus the lines of the modifier options chosen on
 * each line. Optional lines are left out: nobody knows whether the guest took the garnish. Summed
 * in thousandths so no float enters the sum. The ledger is the source of truth: ended days the
 * job has stored (usage-days.ts) are read from their stored sums while they are fresh, every
 * other day from its orders, and both give the same per-day figures (docs/orders.md, "Stored
 * usage days").
 */
export async function theoreticalUsage(ctx: RequestContext, input: TheoreticalUsageInput): Promise<TheoreticalUsageLine[]> {
  if (input.from > input.to) throw invalidField('to', 'must not be before from');
  if (daysBetween(input.from, input.to) + 1 > MAX_DAYS) throw validationError({ to: [`must be at most ${MAX_DAYS} days after from`] });
  const [branch] = await ctx.query<{ id: string }>(`SELECT id FROM branches WHERE id = $1 AND organization_id = $2`, [input.branchId, ctx.organizationId]);
  if (!branch) throw invalidField('branchId', 'is not a branch of this organisation');
  const stored = await ctx.query<{ business_date: string }>(STORED_DAYS_SQL, [ctx.organizationId, input.branchId, input.from, input.to]);
  const days = splitUsageDays(
    input.from,
    input.to,
    stored.map((day) => day.business_date),
  );
  const rows = await ctx.query<UsageRow>(
    days.live.length > 0 ? USAGE_SQL : USAGE_SQL_ALL_STORED,
    [ctx.organizationId, input.branchId, days.stored, OrderStatus.Completed, ...(days.live.length > 0 ? [days.live] : [])],
    // Planned for its own branch and days every time: a generic plan estimated one order and
    // looped over the consumables for each of thousands, and the share of stored days varies
    // from none to all (docs/performance.md, "Lists at scale").
    { prepared: false },
  );
  return rows.map(toUsageLine);
}

/** A usage row (quantities summed in thousandths) as the API's line. */
export function toUsageLine(row: UsageRow): TheoreticalUsageLine {
  return {
    businessDate: row.business_date,
    inventoryItemId: row.inventory_item_id,
    inventoryItemName: row.name,
    unit: row.unit,
    quantity: Number(row.qty_milli) / 1000,
    productUnits: Number(row.product_units),
  };
}
