/*
 * What an order's lines consume by their products' bills of materials: the required lines of
 * channel scope All or of the order channel's kind (orders without a channel count as SelfOrder for
 * guests, Partner for partners, DineIn for the console). Shared by the theoretical-usage read model,
 * its stored days (usage-days.ts) and the stock an order consumes when it completes
 * (order-usage.ts), so all three count the same.
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
 * Per order line of `o` (a CTE of Completed orders) and BOM line it consumes: the business date,
 * the item and unit, the thousandths and the line's units. The live read and a stored day sum
 * exactly these rows.
 */
export const USAGE_ROWS = `SELECT o.business_date, c.inventory_item_id, c.unit, ${BOM_QUANTITY} AS qty_milli, (l->>'quantity')::bigint AS product_units
               FROM o ${ORDER_BOM_LINES}
              WHERE ${ORDER_BOM_SCOPE}
             UNION ALL
             SELECT o.business_date, c.inventory_item_id, c.unit, ${BOM_QUANTITY}, (l->>'quantity')::bigint
               FROM o ${ORDER_MODIFIER_BOM_LINES}`;
