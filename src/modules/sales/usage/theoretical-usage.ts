import { Field, Float, InputType, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, validationError } from '../../../core/errors/app-error';
import { daysBetween } from '../../../core/time/business-day';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { InventoryUnit } from '../../catalog/inventory-items/inventory-item.rules';
import { OrderStatus } from '../shared/sales-vocabulary';

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

interface UsageRow {
  business_date: string;
  inventory_item_id: string;
  name: string;
  unit: InventoryUnit;
  qty_milli: string;
  product_units: string;
}

/*
 * What an order's lines consume by their products' bills of materials: the required lines of
 * channel scope All or of the order channel's kind (orders without a channel count as SelfOrder for
 * guests, Partner for partners, DineIn for the console). Shared by the theoretical-usage read model
 * and by the stock an order consumes when it completes (order-usage.ts), so both count the same.
 * `o` is a sales_orders row; the fragments yield `l` (an order line) and `c` (a BOM line).
 */
export const ORDER_BOM_LINES = `CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
       LEFT JOIN commercial_sales_channels ch ON ch.id = o.channel_id
       JOIN catalog_product_consumables c ON c.organization_id = o.organization_id AND c.product_id = (l->>'productId')::uuid AND c.required`;
export const ORDER_BOM_SCOPE = `(c.channel_scope = 'All' OR c.channel_scope = COALESCE(ch.kind, CASE o.source WHEN 'Guest' THEN 'SelfOrder' WHEN 'Partner' THEN 'Partner' ELSE 'DineIn' END))`;
/**
 * The chosen modifier options' own bill-of-materials lines (`m` a chosen option, `c` its BOM
 * line): an option applies on every channel, and the order line's quantity multiplies it.
 */
export const ORDER_MODIFIER_BOM_LINES = `CROSS JOIN LATERAL jsonb_array_elements(o.lines) AS l
       CROSS JOIN LATERAL jsonb_array_elements(COALESCE(l->'modifiers', '[]'::jsonb)) AS m
       JOIN catalog_modifier_option_consumables c ON c.organization_id = o.organization_id AND c.option_id = (m->>'optionId')::uuid`;
/** Thousandths of the BOM line's unit one order line consumes. */
export const BOM_QUANTITY = `c.qty_milli * (l->>'quantity')::bigint`;

/**
 * The read model of theoretical usage: for the Completed orders of a branch and business-date
 * range, each line's quantity times the product's required bill-of-materials lines (channel scope
 * All, or the order channel's kind; orders without a channel count as SelfOrder for guests,
 * Partner for partners, DineIn for the console), plus the lines of the modifier options chosen on
 * each line. Optional lines are left out: nobody knows whether the guest took the garnish. Computed on read in one query (the ledger is the source of truth),
 * summed in thousandths so no float enters the sum.
 */
export async function theoreticalUsage(ctx: RequestContext, input: TheoreticalUsageInput): Promise<TheoreticalUsageLine[]> {
  if (input.from > input.to) throw invalidField('to', 'must not be before from');
  if (daysBetween(input.from, input.to) + 1 > MAX_DAYS) throw validationError({ to: [`must be at most ${MAX_DAYS} days after from`] });
  const [branch] = await ctx.query<{ id: string }>(`SELECT id FROM branches WHERE id = $1 AND organization_id = $2`, [input.branchId, ctx.organizationId]);
  if (!branch) throw invalidField('branchId', 'is not a branch of this organisation');
  const rows = await ctx.query<UsageRow>(
    `WITH o AS MATERIALIZED (
       SELECT id, organization_id, business_date, lines, channel_id, source
         FROM sales_orders
        WHERE organization_id = $1 AND branch_id = $2 AND status = $3 AND business_date BETWEEN $4::date AND $5::date)
     SELECT to_char(u.business_date, 'YYYY-MM-DD') AS business_date, u.inventory_item_id, i.name, u.unit,
            SUM(u.qty_milli) AS qty_milli, SUM(u.product_units) AS product_units
       FROM (SELECT o.business_date, c.inventory_item_id, c.unit, ${BOM_QUANTITY} AS qty_milli, (l->>'quantity')::bigint AS product_units
               FROM o ${ORDER_BOM_LINES}
              WHERE ${ORDER_BOM_SCOPE}
             UNION ALL
             SELECT o.business_date, c.inventory_item_id, c.unit, ${BOM_QUANTITY}, (l->>'quantity')::bigint
               FROM o ${ORDER_MODIFIER_BOM_LINES}) u
       JOIN catalog_inventory_items i ON i.id = u.inventory_item_id
      GROUP BY u.business_date, u.inventory_item_id, i.name, u.unit
      ORDER BY u.business_date, i.name, u.inventory_item_id, u.unit`,
    [ctx.organizationId, input.branchId, OrderStatus.Completed, input.from, input.to],
    // The branch's orders of the range are read once, by the index, and shared by the product and
    // the modifier lines (two scans of sales_orders let the planner pick a sequential one). Planned
    // for its own branch and range every time: a generic plan estimated one order and looped over
    // the consumables for each of thousands (docs/performance.md, "Lists at scale").
    { prepared: false },
  );
  return rows.map((row) => ({
    businessDate: row.business_date,
    inventoryItemId: row.inventory_item_id,
    inventoryItemName: row.name,
    unit: row.unit,
    quantity: Number(row.qty_milli) / 1000,
    productUnits: Number(row.product_units),
  }));
}
