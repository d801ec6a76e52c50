import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { storeUsageDays } from '../../../src/modules/sales/usage/usage-days.jobs';
import { USAGE_ROWS } from '../../../src/modules/sales/usage/usage-sql';
import { USAGE_SQL } from '../../../src/modules/sales/usage/theoretical-usage';
import { splitUsageDays } from '../../../src/modules/sales/usage/usage-days.rules';
import { createItem, ok } from '../inventory/inventory-helpers';
import { C, openShop, type Shop } from './sales.support';

const FIRST = '2026-03-01';
const SEEDED_DAYS = 12;
// Today in Baghdad (UTC+3, day from 04:00) is 2026-03-15: the ended days are up to the 14th.
const NOW = new Date('2026-03-15T10:00:00Z');
const RANGES = [
  { from: '2026-02-27', to: '2026-03-16' },
  { from: '2026-03-03', to: '2026-03-09' },
  { from: '2026-03-05', to: '2026-03-05' },
];

/* Today's computation before the stored days, word for word: every Completed order of the range, read live. */
const ORACLE_SQL = `
WITH o AS MATERIALIZED (
  SELECT id, organization_id, business_date, lines, channel_id, source FROM sales_orders
   WHERE organization_id = $1 AND branch_id = $2 AND status = 'Completed' AND business_date BETWEEN $3::date AND $4::date)
SELECT to_char(u.business_date, 'YYYY-MM-DD') AS business_date, u.inventory_item_id, i.name, u.unit, SUM(u.qty_milli) AS qty_milli, SUM(u.product_units) AS product_units
  FROM (${USAGE_ROWS}) u JOIN catalog_inventory_items i ON i.id = u.inventory_item_id
 GROUP BY u.business_date, u.inventory_item_id, i.name, u.unit
 ORDER BY u.business_date, i.name, u.inventory_item_id, u.unit`;

describe('Theoretical usage from stored usage days: the same answer as reading every order', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let shop: Shop;
  let second: string;
  let owner: string;
  let items: Record<'rice' | 'box' | 'cheese' | 'sauce', string>;
  let deliveryId: string;
  const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => app.runtime.db.dataSource.query(text, params);

  const read = async (branchId: string, range: { from: string; to: string }, token = owner) =>
    ok(await app.request('GET', `${C}/sales/theoretical-usage?BranchId=${branchId}&From=${range.from}&To=${range.to}`, { token }), 'usage');
  const asLines = (rows: any[]) =>
    rows.map((row) => ({
      businessDate: row.business_date,
      inventoryItemId: row.inventory_item_id,
      inventoryItemName: row.name,
      unit: row.unit,
      quantity: Number(row.qty_milli) / 1000,
      productUnits: Number(row.product_units),
    }));
  const oracle = async (branchId: string, range: { from: string; to: string }, organizationId = tenant.organizationId) =>
    asLines(await sql(ORACLE_SQL, [organizationId, branchId, range.from, range.to]));
  /** Every range of both branches answers as today's computation does. */
  const expectSameAsLive = async () => {
    for (const branchId of [tenant.branchId, second]) {
      for (const range of RANGES) expect(await read(branchId, range)).toEqual(await oracle(branchId, range));
    }
  };
  const dayRow = async (branchId: string, day: string) =>
    (
      await sql(`SELECT stale, inputs_fingerprint FROM sales_usage_days WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3`, [
        tenant.organizationId,
        branchId,
        day,
      ])
    )[0];

  /*
   * Orders of the seeded days, per branch and day: sources Guest, Console and Partner in turn,
   * every fourth on the Delivery channel, the dish with the Large option on every other order, the
   * drink with a second option on every fifth; the fifth order of every third day is still Ready
   * (completed late below), the sixth is Cancelled.
   */
  const seedOrders = (organizationId: string, branchIds: string[], optionIds: string[], channelId: string | null) =>
    sql(
      `INSERT INTO sales_orders (organization_id, branch_id, source, channel_id, number, business_date, status, cancel_reason, placed_at, status_changed_at, lines, subtotal, discount, taxes, tax_total, total, payments, amount_due_at_counter)
       SELECT $1::uuid, b, (ARRAY['Guest','Console','Partner'])[1 + n % 3], CASE WHEN n % 4 = 0 THEN $7::uuid END, 'U' || bi || '-' || d || '-' || n, $2::date + d,
              CASE WHEN n = 5 AND d % 3 = 1 THEN 'Ready' WHEN n = 6 THEN 'Cancelled' ELSE 'Completed' END, CASE WHEN n = 6 THEN 'Left' END, now(), now(),
              jsonb_build_array(
                jsonb_build_object('index', 0, 'productId', $4::uuid, 'name', 'Biryani', 'quantity', 1 + n % 3, 'shelfPrice', 6000, 'unitPrice', 6000, 'netAmount', 6000, 'lineTotal', 6000, 'discount', 0,
                                   'modifiers', CASE WHEN n % 2 = 0 THEN jsonb_build_array(jsonb_build_object('optionId', ($6::uuid[])[1], 'name', 'Large', 'priceDelta', 0)) ELSE '[]'::jsonb END),
                jsonb_build_object('index', 1, 'productId', $5::uuid, 'name', 'Tea', 'quantity', 2, 'shelfPrice', 500, 'unitPrice', 500, 'netAmount', 1000, 'lineTotal', 1000, 'discount', 0,
                                   'modifiers', CASE WHEN n % 5 = 0 THEN jsonb_build_array(jsonb_build_object('optionId', ($6::uuid[])[2], 'name', 'Lemon', 'priceDelta', 0)) ELSE '[]'::jsonb END)),
              7000, 0, '[]'::jsonb, 0, 7000, '[]'::jsonb, 0
         FROM unnest($3::uuid[]) WITH ORDINALITY AS br(b, bi), generate_series(0, $8::int - 1) d, generate_series(1, 7) n`,
      [organizationId, FIRST, branchIds, shop.productId, shop.drinkId, optionIds, channelId, SEEDED_DAYS],
    );

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    second = await tenant.addBranch('Karrada');
    shop = await openShop(app, tenant);
    items = {
      rice: await createItem(app, owner, { name: 'Rice', unit: 'Kg' }),
      box: await createItem(app, owner, { name: 'Box', unit: 'Piece', kind: 'Packaging' }),
      cheese: await createItem(app, owner, { name: 'Cheese', unit: 'Kg' }),
      sauce: await createItem(app, owner, { name: 'Sauce', unit: 'L' }),
    };
    deliveryId = ok(await app.request('POST', `${C}/settings/channels`, { token: owner, body: { name: 'Bike', kind: 'Delivery' } }), 'channel').id;
    const lemonId = '00000000-0000-4000-8000-00000000b001';
    const org = tenant.organizationId;
    // The dish: rice always, a box on Delivery, cheese on SelfOrder, an optional sauce (never counted); the drink: a box for Partner orders.
    await sql(
      `INSERT INTO catalog_product_consumables (organization_id, product_id, inventory_item_id, qty_milli, unit, channel_scope, required, kind)
       VALUES ($1, $2, $4, 250, 'Kg', 'All', true, 'Ingredient'), ($1, $2, $5, 1000, 'Piece', 'Delivery', true, 'Packaging'),
              ($1, $2, $6, 20, 'Kg', 'SelfOrder', true, 'Ingredient'), ($1, $2, $7, 50, 'L', 'All', false, 'Sauce'),
              ($1, $3, $5, 1000, 'Piece', 'Partner', true, 'Packaging')`,
      [org, shop.productId, shop.drinkId, items.rice, items.box, items.cheese, items.sauce],
    );
    // Large adds rice, Lemon adds sauce and 500 g of rice (a G line on a Kg item: summed in its own unit).
    await sql(
      `INSERT INTO catalog_modifier_option_consumables (organization_id, option_id, inventory_item_id, qty_milli, unit, kind)
       VALUES ($1, $2, $4, 100, 'Kg', 'Ingredient'), ($1, $3, $5, 30, 'L', 'Sauce'), ($1, $3, $4, 500000, 'G', 'Ingredient')`,
      [org, shop.largeId, lemonId, items.rice, items.sauce],
    );
    await seedOrders(org, [tenant.branchId, second], [shop.largeId, lemonId], deliveryId);
    // Another organisation with orders of its own (and none of its catalogue): its days are stored too, and never read here.
    other = await createTenant(app.runtime);
    await seedOrders(other.organizationId, [other.branchId], [shop.largeId, lemonId], null);
  }, 180_000);
  afterAll(() => app.close());

  it('answers as before while nothing is stored, then stores every ended day from the first order on, once', async () => {
    const before = await read(tenant.branchId, RANGES[0]);
    expect(before.length).toBeGreaterThan(40);
    expect(before).toEqual(await oracle(tenant.branchId, RANGES[0]));
    // 14 ended days (1–14 March) for each of the three branches with orders.
    expect(await storeUsageDays(app.runtime)).toBe(42);
    expect(await storeUsageDays(app.runtime)).toBe(0);
    const [counts] = await sql(
      `SELECT COUNT(*)::int AS days, COUNT(*) FILTER (WHERE stale)::int AS stale, MIN(business_date)::text AS first, MAX(business_date)::text AS last
         FROM sales_usage_days WHERE organization_id = $1`,
      [tenant.organizationId],
    );
    expect(counts).toEqual({ days: 28, stale: 0, first: FIRST, last: '2026-03-14' });
    await expectSameAsLive();
    expect(await read(tenant.branchId, RANGES[0])).toEqual(before);
  });

  it('reads the stored days from their rows and the others (not ended, never stored) from the orders', async () => {
    const tamper = (delta: number) =>
      sql(
        `UPDATE sales_usage_day_items SET qty_milli = qty_milli + $4 WHERE organization_id = $1 AND branch_id = $2 AND business_date = $3 AND inventory_item_id = $5 AND unit = 'Kg'`,
        [tenant.organizationId, tenant.branchId, '2026-03-04', delta, items.rice],
      );
    await tamper(1000);
    const tampered = await read(tenant.branchId, RANGES[0]);
    const live = await oracle(tenant.branchId, RANGES[0]);
    const rice = (rows: any[]) => rows.find((row) => row.businessDate === '2026-03-04' && row.inventoryItemId === items.rice && row.unit === 'Kg').quantity;
    expect(rice(tampered) - rice(live)).toBeCloseTo(1, 3);
    await tamper(-1000);
    expect(await read(tenant.branchId, RANGES[0])).toEqual(live);
  });

  it('marks a stored day stale when one of its orders completes late, and reads it live until it is stored again', async () => {
    const [late] = await sql(
      `SELECT id FROM sales_orders WHERE organization_id = $1 AND branch_id = $2 AND business_date = '2026-03-05' AND status = 'Ready'`,
      [tenant.organizationId, second],
    );
    const before = await read(second, RANGES[2]);
    for (const status of ['Completed'])
      ok(await app.request('POST', `${C}/sales/orders/${late.id}/status`, { token: owner, body: { status } }), 'complete late');
    expect(await dayRow(second, '2026-03-05')).toMatchObject({ stale: true });
    expect(await dayRow(tenant.branchId, '2026-03-05')).toMatchObject({ stale: false });
    const after = await read(second, RANGES[2]);
    expect(after).not.toEqual(before);
    await expectSameAsLive();
    // The stale day's stored rows are no longer read.
    await sql(`UPDATE sales_usage_day_items SET qty_milli = qty_milli + 7 WHERE organization_id = $1 AND branch_id = $2 AND business_date = '2026-03-05'`, [
      tenant.organizationId,
      second,
    ]);
    expect(await read(second, RANGES[2])).toEqual(after);
    // A day that goes stale between the split and the read (handed to the statement as stored) is read from its orders all the same.
    const ended = splitUsageDays(RANGES[0].from, RANGES[0].to, splitUsageDays(FIRST, '2026-03-14', []).live);
    expect(ended.stored).toContain('2026-03-05');
    const raced = await sql(USAGE_SQL, [tenant.organizationId, second, ended.stored, 'Completed', ended.live]);
    expect(asLines(raced)).toEqual(await oracle(second, RANGES[0]));
    expect(await storeUsageDays(app.runtime)).toBe(1);
    expect(await dayRow(second, '2026-03-05')).toMatchObject({ stale: false });
    expect(await read(second, RANGES[2])).toEqual(after);
    await expectSameAsLive();
  });

  it("touches nothing when an order of a day that is not stored completes (today's)", async () => {
    await seedToday();
    const [open] = await sql(`SELECT id FROM sales_orders WHERE organization_id = $1 AND business_date = '2026-03-15' AND status = 'Ready' LIMIT 1`, [
      tenant.organizationId,
    ]);
    ok(await app.request('POST', `${C}/sales/orders/${open.id}/status`, { token: owner, body: { status: 'Completed' } }), 'complete today');
    expect(await dayRow(tenant.branchId, '2026-03-15')).toBeUndefined();
    const [{ stale }] = await sql(`SELECT COUNT(*)::int AS stale FROM sales_usage_days WHERE stale`);
    expect(stale).toBe(0);
    await expectSameAsLive();
  });

  it("reads every day live once a bill of materials or a channel's kind changes, and the job stores them again (restartable)", async () => {
    const before = await read(tenant.branchId, RANGES[0]);
    ok(
      await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
        token: owner,
        body: { inventoryItemId: items.cheese, qtyPerParentUnit: 0.005, unit: 'Kg', channelScope: 'Partner' },
      }),
      'BOM line',
    );
    const changed = await read(tenant.branchId, RANGES[0]);
    expect(changed).not.toEqual(before);
    await expectSameAsLive();
    // The other organisation's days do not depend on this catalogue: they stay fresh.
    const otherDays = await sql(`SELECT inputs_fingerprint FROM sales_usage_days WHERE organization_id = $1`, [other.organizationId]);
    expect(otherDays).toHaveLength(14);

    // A run stops after two days (its process dies): those two are stored, the next runs finish the rest, once.
    let stored = 0;
    await expect(
      storeUsageDays(app.runtime, {
        touch: async () => {
          if (++stored === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    await expectSameAsLive();
    expect(await storeUsageDays(app.runtime, { limit: 10 })).toBe(10);
    await expectSameAsLive();
    expect(await storeUsageDays(app.runtime)).toBe(16);
    expect(await storeUsageDays(app.runtime)).toBe(0);
    expect(await read(tenant.branchId, RANGES[0])).toEqual(changed);
    await expectSameAsLive();

    // The Delivery channel becomes Takeaway: its orders no longer take the box.
    ok(await app.request('PATCH', `${C}/settings/channels/${deliveryId}`, { token: owner, body: { kind: 'Takeaway' } }), 'channel kind');
    const takeaway = await read(tenant.branchId, RANGES[0]);
    expect(takeaway).not.toEqual(changed);
    await expectSameAsLive();
    expect(await storeUsageDays(app.runtime)).toBe(28);
    await expectSameAsLive();
  });

  it("answers 422 for another organisation's branch and never reads its stored days", async () => {
    const res = await app.request('GET', `${C}/sales/theoretical-usage?BranchId=${other.branchId}&From=2026-03-01&To=2026-03-14`, { token: owner });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
    const theirs = await read(other.branchId, { from: FIRST, to: '2026-03-14' }, other.owner.token);
    // Their catalogue has no bill of materials: nothing, from stored days and live ones alike.
    expect(theirs).toEqual([]);
    expect(theirs).toEqual(await oracle(other.branchId, { from: FIRST, to: '2026-03-14' }, other.organizationId));
  });

  async function seedToday(): Promise<void> {
    await sql(
      `INSERT INTO sales_orders (organization_id, branch_id, source, number, business_date, status, placed_at, status_changed_at, lines, subtotal, discount, taxes, tax_total, total, payments, amount_due_at_counter)
       VALUES ($1, $2, 'Console', 'TODAY-1', '2026-03-15', 'Ready', now(), now(),
               jsonb_build_array(jsonb_build_object('index', 0, 'productId', $3::uuid, 'name', 'Biryani', 'quantity', 1, 'shelfPrice', 6000, 'unitPrice', 6000, 'netAmount', 6000, 'lineTotal', 6000, 'discount', 0, 'modifiers', '[]'::jsonb)),
               6000, 0, '[]'::jsonb, 0, 6000, '[]'::jsonb, 0)`,
      [tenant.organizationId, tenant.branchId, shop.productId],
    );
  }
});
