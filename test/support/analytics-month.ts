/**
 * A generated month of a restaurant group, written straight into the tables in a few set-based
 * statements (test and bench only): inventory items, products each consuming one item (plus one
 * product without a bill of materials), Completed orders, and the ledger those sources post:
 * opening balances the day before the month, receipts every 7 days, a SaleUsage movement per
 * order line, production inputs and outputs, a transfer between the first two branches, waste,
 * and an approved count on the last day that finds exactly the planted shrinkage. The balances are
 * the ledger's sums, as the inventory module keeps them.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../src/core/time/business-day';

export interface MonthPlan {
  organizationId: string;
  branchIds: string[];
  items: number;
  days: number;
  from: string;
  ordersPerDay: number;
  linesPerOrder: number;
  /** Planted shrinkage: item index → thousandths missing at the final count (every branch). */
  shrinkage: Record<number, number>;
}

type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

export async function seedAnalyticsMonth(query: Query, plan: MonthPlan): Promise<{ itemIds: string[]; productIds: string[]; orderLines: number; to: string }> {
  const { organizationId: org, branchIds, items, days, from, ordersPerDay, linesPerOrder } = plan;
  const to = addDays(from, days - 1);
  const itemRows = (await query(
    `INSERT INTO catalog_inventory_items (organization_id, name, name_key, unit, kind, standard_cost_iqd)
     SELECT $1::uuid, 'Item ' || lpad(g::text, 4, '0'), 'item ' || lpad(g::text, 4, '0') || ' ' || $1::text, 'Kg', 'Ingredient', 1000 + g FROM generate_series(0, $2::int - 1) g
     RETURNING id, name`,
    [org, items],
  )) as Array<{ id: string; name: string }>;
  const itemIds = itemRows.sort((a, b) => a.name.localeCompare(b.name)).map((row) => row.id);
  // Product i consumes 250 g of item i; product `items` (the drink) has no bill of materials.
  const productIds = Array.from({ length: items + 1 }, () => randomUUID());
  await query(
    `INSERT INTO catalog_product_consumables (organization_id, product_id, inventory_item_id, qty_milli, unit, channel_scope, required, kind)
     SELECT $1::uuid, p, i, 250, 'G', 'All', true, 'Ingredient' FROM unnest($2::uuid[], $3::uuid[]) AS t(p, i)`,
    [org, productIds.slice(0, items), itemIds],
  );
  // Orders: line k of order n sells product (n + k) mod items, one unit at 5,000 IQD; every tenth order adds a drink (unmapped, 1,000 IQD).
  await query(
    `INSERT INTO sales_orders (organization_id, branch_id, source, number, business_date, status, placed_at, status_changed_at, lines, subtotal, discount, taxes, tax_total, total, payments, amount_due_at_counter)
     SELECT $1::uuid, b, 'Console', 'B' || bi || '-' || d || '-' || n, $2::date + d, 'Completed', now(), now(),
            (SELECT jsonb_agg(jsonb_build_object('index', k, 'productId', ($3::uuid[])[((n + k + d) % $4) + 1], 'name', 'Dish', 'quantity', 1, 'shelfPrice', 5000, 'unitPrice', 5000, 'lineTotal', 5000, 'discount', 0, 'netAmount', 5000, 'modifiers', '[]'::jsonb))
               FROM generate_series(0, $5 - 1) k)
            || CASE WHEN n % 10 = 0 THEN jsonb_build_array(jsonb_build_object('index', $5, 'productId', ($3::uuid[])[$4 + 1], 'name', 'Drink', 'quantity', 1, 'netAmount', 1000, 'lineTotal', 1000, 'discount', 0)) ELSE '[]'::jsonb END,
            5000 * $5 + CASE WHEN n % 10 = 0 THEN 1000 ELSE 0 END, 0, '[]'::jsonb, 0, 5000 * $5 + CASE WHEN n % 10 = 0 THEN 1000 ELSE 0 END, '[]'::jsonb, 0
       FROM unnest($6::uuid[]) WITH ORDINALITY AS br(b, bi), generate_series(0, $7 - 1) d, generate_series(1, $8) n`,
    [org, from, productIds, items, linesPerOrder, branchIds, days, ordersPerDay],
  );
  const mv = `INSERT INTO inventory_movements (organization_id, branch_id, inventory_item_id, business_date, kind, quantity_milli, unit_cost_iqd, value_iqd, on_hand_after_milli, source_kind, source_id, source_line)`;
  // Opening stock the day before the month, and receipts every 7 days: enough for the month's sales.
  const perDayMilli = Math.ceil((ordersPerDay * linesPerOrder * 250) / items) + 2000;
  await query(
    `${mv} SELECT $1::uuid, b, i, $2::date - 1, 'OpeningBalance', $3 * 7, 1000, $3 * 7, 0, 'Adjustment', gen_random_uuid(), NULL FROM unnest($4::uuid[]) b, unnest($5::uuid[]) i
     UNION ALL
     SELECT $1::uuid, b, i, $2::date + d, 'Receipt', $3 * 7, 1000, $3 * 7, 0, 'PurchaseOrder', gen_random_uuid(), '0' FROM unnest($4::uuid[]) b, unnest($5::uuid[]) i, generate_series(0, $6 - 1, 7) d`,
    [org, from, perDayMilli, branchIds, itemIds, days],
  );
  // What each Completed order consumed, one movement per order line (as the completion posting writes it).
  await query(
    `${mv} SELECT o.organization_id, o.branch_id, c.inventory_item_id, o.business_date, 'SaleUsage', -c.qty_milli * (l->>'quantity')::bigint, 1000, -c.qty_milli * (l->>'quantity')::bigint, 0, 'SalesOrder', o.id, NULL
       FROM sales_orders o CROSS JOIN LATERAL jsonb_array_elements(o.lines) l
       JOIN catalog_product_consumables c ON c.organization_id = o.organization_id AND c.product_id = (l->>'productId')::uuid
      WHERE o.organization_id = $1`,
    [org],
  );
  // Batches: the first tenth of the items go in (2 kg a day), the second tenth come out (1.5 kg a day); waste 0.5 kg of every item on the third day.
  const tenth = Math.max(1, Math.floor(items / 10));
  await query(
    `${mv} SELECT $1::uuid, b, ($3::uuid[])[i + 1], $2::date + d, 'ProductionInput', -2000, 1000, -2000, 0, 'ProductionBatch', gen_random_uuid(), NULL
       FROM unnest($4::uuid[]) b, generate_series(0, $5 - 1) i, generate_series(0, $6 - 1) d
     UNION ALL
     SELECT $1::uuid, b, ($3::uuid[])[i + 1], $2::date + d, 'ProductionOutput', 1500, 1000, 1500, 0, 'ProductionBatch', gen_random_uuid(), 'out'
       FROM unnest($4::uuid[]) b, generate_series($5, 2 * $5 - 1) i, generate_series(0, $6 - 1) d
     UNION ALL
     SELECT $1::uuid, b, i, $2::date + 2, 'Waste', -500, 1000, -500, 0, 'WasteRecord', gen_random_uuid(), NULL FROM unnest($4::uuid[]) b, unnest($3::uuid[]) i`,
    [org, from, itemIds, branchIds, tenth, days],
  );
  if (branchIds.length > 1) {
    await query(
      `${mv} SELECT $1::uuid, $2::uuid, i, $4::date + 4, 'TransferOut', -3000, 1000, -3000, 0, 'Transfer', '00000000-0000-4000-8000-00000000aaaa'::uuid, '0' FROM unnest($5::uuid[]) i
       UNION ALL
       SELECT $1::uuid, $3::uuid, i, $4::date + 4, 'TransferIn', 3000, 1000, 3000, 0, 'Transfer', '00000000-0000-4000-8000-00000000aaaa'::uuid, '0' FROM unnest($5::uuid[]) i`,
      [org, branchIds[0], branchIds[1], from, itemIds],
    );
  }
  // The final count: every item counted on the last day; the planted items are short by their quantity.
  const planted = Object.entries(plan.shrinkage).map(([index, milli]) => ({ id: itemIds[Number(index)], milli }));
  await query(
    `INSERT INTO inventory_counts (organization_id, branch_id, business_date, status, lines, approved_at)
     SELECT $1::uuid, b, $2::date, 'Approved', (SELECT jsonb_agg(jsonb_build_object('inventoryItemId', i)) FROM unnest($3::uuid[]) i), now() FROM unnest($4::uuid[]) b`,
    [org, to, itemIds, branchIds],
  );
  if (planted.length > 0) {
    await query(
      `${mv} SELECT $1::uuid, c.branch_id, p.id, $2::date, 'CountAdjustment', -p.milli, 1000, -p.milli, 0, 'StockCount', c.id, p.id::text
         FROM inventory_counts c, unnest($3::uuid[], $4::bigint[]) AS p(id, milli) WHERE c.organization_id = $1::uuid AND c.business_date = $2::date`,
      [org, to, planted.map((p) => p.id), planted.map((p) => p.milli)],
    );
  }
  await query(
    `INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd)
     SELECT branch_id, inventory_item_id, organization_id, SUM(quantity_milli), SUM(value_iqd), 1000 FROM inventory_movements WHERE organization_id = $1 GROUP BY 1, 2, 3`,
    [org],
  );
  return { itemIds, productIds, orderLines: branchIds.length * days * ordersPerDay * linesPerOrder, to };
}
