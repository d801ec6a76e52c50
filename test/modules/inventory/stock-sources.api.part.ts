import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { countSql } from '../../support/sql-counter';
import { C, createItem, ledgerMismatches, movementsOf, ok, stockOf } from './inventory-helpers';
import { createBatch, createCatalogue, moveTo, BATCHES } from '../production/batch-fixtures';
import { GUEST, openShop, type Shop } from '../sales/sales.support';

const ORDERS = `${C}/purchase-orders`;

describe('Inventory fed by its sources in their own transactions: purchase receipts, batches, completed sales', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-15T10:00:00Z'), config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    ok(await app.request('PUT', `${C}/settings/purchasing`, { token: owner, body: { approvalThresholdIqd: 100_000_000 } }), 'settings');
  }, 120_000);
  afterAll(() => app.close());

  describe('purchase order receiving', () => {
    let supplierId: string;
    beforeAll(async () => {
      supplierId = ok(await app.request('POST', `${C}/purchasing/suppliers`, { token: owner, body: { name: 'Baghdad Poultry' } }), 'supplier').id;
    });

    async function approvedOrder(lines: Array<{ inventoryItemId: string; quantity: number; unitPriceIqd: number }>) {
      const order = ok(await app.request('POST', ORDERS, { token: owner, body: { supplierId, lines } }), 'order');
      expect(ok(await app.request('POST', `${ORDERS}/${order.id}/submit`, { token: owner, body: {} }), 'submit').status).toBe('Approved');
      return order.id as string;
    }

    it('receives lines partly (Receipt movements at the line price), stays Approved, then Received when every line is', async () => {
      const rice = await createItem(app, owner);
      const oil = await createItem(app, owner, { unit: 'L' });
      const id = await approvedOrder([
        { inventoryItemId: rice, quantity: 25, unitPriceIqd: 4500 },
        { inventoryItemId: oil, quantity: 10, unitPriceIqd: 3333 },
      ]);
      const over = await app.request('POST', `${ORDERS}/${id}/receive`, { token: owner, body: { lines: [{ lineIndex: 0, quantity: 26 }] } });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ 'lines[0].quantity': ['must be at most the outstanding quantity (25)'] });
      const bad = await app.request('POST', `${ORDERS}/${id}/receive`, {
        token: owner,
        body: {
          lines: [
            { lineIndex: 5, quantity: 1 },
            { lineIndex: 1, quantity: 0 },
          ],
        },
      });
      expect(bad.body.errors).toEqual({ 'lines[0].lineIndex': ['must be a line of the order (0 to 1)'], 'lines[1].quantity': ['must be more than 0'] });
      expect(await movementsOf(app, owner, `SourceId=${id}`)).toEqual([]);

      const part = ok(
        await app.request('POST', `${ORDERS}/${id}/receive`, {
          token: owner,
          body: {
            lines: [
              { lineIndex: 0, quantity: 10 },
              { lineIndex: 1, quantity: 1.5 },
            ],
          },
        }),
        'part',
      );
      expect(part.status).toBe('Approved');
      expect(part.lines.map((line: any) => line.receivedQuantity)).toEqual([10, 1.5]);
      expect(await stockOf(app, owner, rice)).toMatchObject({ onHand: 10, valueIqd: 45_000, avgCostIqd: 4500 });
      expect(await stockOf(app, owner, oil)).toMatchObject({ onHand: 1.5, valueIqd: 5000 }); // 1.5 × 3333 = 4999.5 → 5000
      expect((await app.request('POST', `${ORDERS}/${id}/cancel`, { token: owner, body: {} })).status).toBe(409);

      const rest = ok(await app.request('POST', `${ORDERS}/${id}/receive`, { token: owner, body: {} }), 'rest');
      expect(rest.status).toBe('Received');
      expect(rest.lines.map((line: any) => line.receivedQuantity)).toEqual([25, 10]);
      expect(await stockOf(app, owner, rice)).toMatchObject({ onHand: 25, valueIqd: 112_500 });
      const moves = await movementsOf(app, owner, `SourceId=${id}&Sort=createdAt&Dir=asc`);
      expect(moves.map((m: any) => [m.kind, m.sourceKind, m.sourceLine, m.quantity])).toEqual([
        ['Receipt', 'PurchaseOrder', '0', 10],
        ['Receipt', 'PurchaseOrder', '1', 1.5],
        ['Receipt', 'PurchaseOrder', '0', 15],
        ['Receipt', 'PurchaseOrder', '1', 8.5],
      ]);
      expect((await app.request('POST', `${ORDERS}/${id}/receive`, { token: owner, body: {} })).status).toBe(409);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id, type: 'inventory.movements.posted' } });
      expect(events).toHaveLength(2);
      expect(await ledgerMismatches(app)).toEqual([]);
    });

    it('keeps the old whole-order receive: no lines named receives everything outstanding', async () => {
      const item = await createItem(app, owner);
      const id = await approvedOrder([{ inventoryItemId: item, quantity: 3, unitPriceIqd: 1000 }]);
      expect(ok(await app.request('POST', `${ORDERS}/${id}/receive`, { token: owner, body: { note: 'All there' } }), 'receive').status).toBe('Received');
      expect(await stockOf(app, owner, item)).toMatchObject({ onHand: 3, valueIqd: 3000 });
    });
  });

  describe('production batches', () => {
    it('moves inputs out and outputs in when a batch closes (units converted), and nothing for a cancelled batch', async () => {
      const cat = await createCatalogue(app, owner);
      const id = await createBatch(app, owner, cat, '2026-03-14');
      await moveTo(app, owner, id, 'InProduction');
      ok(
        await app.request('POST', `${BATCHES}/${id}/outputs`, {
          token: owner,
          body: { inventoryItemId: cat.riceBox, outputQty: 40, shareIqd: 150_000, allocationWeight: 1 },
        }),
        'output',
      );
      const cancelled = await createBatch(app, owner, cat, '2026-03-13');
      await moveTo(app, owner, cancelled, 'Cancelled');
      expect(await movementsOf(app, owner, `SourceId=${cancelled}`)).toEqual([]);
      expect(await movementsOf(app, owner, `SourceId=${id}`)).toEqual([]);

      ok(await app.request('POST', `${BATCHES}/${id}/close`, { token: owner, body: {} }), 'close');
      const moves = await movementsOf(app, owner, `SourceId=${id}`);
      const byItem = Object.fromEntries(moves.map((m: any) => [m.inventoryItemId, m]));
      expect(byItem[cat.chicken]).toMatchObject({ kind: 'ProductionInput', quantity: -10, valueIqd: -60_000 });
      expect(byItem[cat.meat]).toMatchObject({ kind: 'ProductionInput', quantity: -2.5, valueIqd: -45_000 });
      expect(byItem[cat.rice]).toMatchObject({ kind: 'ProductionInput', quantity: -20 });
      expect(byItem[cat.oil]).toMatchObject({ kind: 'ProductionInput', quantity: -0.5, valueIqd: -1500 }); // 500 Ml of an item kept in L
      expect(byItem[cat.riceBox]).toMatchObject({ kind: 'ProductionOutput', quantity: 40, valueIqd: 150_000, sourceKind: 'ProductionBatch' });
      expect(await stockOf(app, owner, cat.chicken)).toMatchObject({ onHand: -10, negative: true });
      expect(await ledgerMismatches(app)).toEqual([]);
    });
  });

  describe('completed sales orders', () => {
    let shop: Shop;
    let rice: string;
    let seq = 0;
    beforeAll(async () => {
      shop = await openShop(app, tenant, 'INV');
      rice = await createItem(app, owner, { name: 'Sella rice', standardCostIqd: 3000 });
      const box = await createItem(app, owner, { name: 'Delivery box', unit: 'Piece', kind: 'Packaging', standardCostIqd: 250 });
      ok(
        await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
          token: owner,
          body: { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' },
        }),
        'bom',
      );
      ok(
        await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
          token: owner,
          body: { inventoryItemId: box, qtyPerParentUnit: 1, unit: 'Piece', channelScope: 'Delivery' },
        }),
        'bom',
      );
      ok(
        await app.request('POST', `${C}/inventory/opening-balances`, { token: owner, body: { inventoryItemId: rice, quantity: 10, unitCostIqd: 3000 } }),
        'opening',
      );
    });

    const order = async (items: unknown[]) => {
      const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
        body: { items, payments: [] },
        headers: { 'Idempotency-Key': `inventory-order-${++seq}` },
      });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.data;
    };
    const move = (id: string, status: string) => app.request('POST', `${C}/sales/orders/${id}/status`, { token: owner, body: { status } });

    it('posts SaleUsage by the bills of materials when an order completes (converted to the item unit, channel-scoped lines only on their channel)', async () => {
      const placed = await order([
        { productId: shop.productId, quantity: 3, modifierOptionIds: [shop.largeId] },
        { productId: shop.drinkId, quantity: 2 },
      ]);
      for (const status of ['Accepted', 'Preparing', 'Ready']) ok(await move(placed.id, status), status);
      expect(await movementsOf(app, owner, `SourceId=${placed.id}`)).toEqual([]);
      ok(await move(placed.id, 'Completed'), 'complete');
      const moves = await movementsOf(app, owner, `SourceId=${placed.id}`);
      expect(moves).toEqual([
        expect.objectContaining({
          kind: 'SaleUsage',
          sourceKind: 'SalesOrder',
          inventoryItemId: rice,
          quantity: -0.75,
          valueIqd: -2250,
          businessDate: placed.businessDate,
        }),
      ]);
      expect(await stockOf(app, owner, rice)).toMatchObject({ onHand: 9.25, valueIqd: 27_750 });
      const [event] = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: placed.id, type: 'inventory.movements.posted' } });
      expect(event.data).toMatchObject({ kind: 'SaleUsage', unmappedProductUnits: 2 });
    });

    it('moves nothing for a cancelled order or an order of products without a bill of materials', async () => {
      const cancelled = await order([{ productId: shop.productId, quantity: 1 }]);
      ok(await app.request('POST', `${C}/sales/orders/${cancelled.id}/cancel`, { token: owner, body: { reason: 'Guest left' } }), 'cancel');
      const drinks = await order([{ productId: shop.drinkId, quantity: 4 }]);
      for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) ok(await move(drinks.id, status), status);
      expect(await movementsOf(app, owner, `SourceId=${cancelled.id}`)).toEqual([]);
      expect(await movementsOf(app, owner, `SourceId=${drinks.id}`)).toEqual([]);
      expect(await ledgerMismatches(app)).toEqual([]);
    });

    it("adds a chosen modifier option's own bill of materials per unit of the line, in the stock movement and in theoretical usage", async () => {
      ok(
        await app.request('POST', `${C}/catalog/modifier-options/${shop.largeId}/consumables`, {
          token: owner,
          body: { inventoryItemId: rice, qtyPerParentUnit: 100, unit: 'G' },
        }),
        'option bom',
      );
      // Theoretical usage reads today's bills of materials, so earlier orders count the option too: compare before and after.
      const riceUsage = async (date: string) => {
        const usage = ok(
          await app.request('GET', `${C}/sales/theoretical-usage?BranchId=${tenant.branchId}&From=${date}&To=${date}`, { token: owner }),
          'usage',
        );
        const line = usage.find((row: any) => row.inventoryItemId === rice);
        return { quantity: line?.quantity ?? 0, productUnits: line?.productUnits ?? 0, unit: line?.unit ?? 'G' };
      };
      const placed = await order([
        { productId: shop.productId, quantity: 2, modifierOptionIds: [shop.largeId] },
        { productId: shop.productId, quantity: 1 },
      ]);
      const before = await riceUsage(placed.businessDate);
      for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) ok(await move(placed.id, status), status);
      // 3 × 250 g for the product, 2 × 100 g for the option on the first line.
      const moves = await movementsOf(app, owner, `SourceId=${placed.id}`);
      expect(moves).toEqual([expect.objectContaining({ kind: 'SaleUsage', inventoryItemId: rice, quantity: -0.95 })]);
      const after = await riceUsage(placed.businessDate);
      expect(after.unit).toBe('G');
      // Units: the product lines' 2 + 1 and the option's 2.
      expect({ quantity: after.quantity - before.quantity, productUnits: after.productUnits - before.productUnits }).toEqual({
        quantity: 950,
        productUnits: 5,
      });
      expect(await ledgerMismatches(app)).toEqual([]);
    });

    it('writes the posting with its events in one statement before the COMMIT, the live event last: the movements event, a low-stock warning and audit entry', async () => {
      const start = await stockOf(app, owner, rice);
      // Par just below what is on hand: a completion of 2 × 250 g takes it under par.
      const parLevel = Math.round((start.onHand - 0.2) * 1000) / 1000;
      ok(await app.request('PUT', `${C}/inventory/par-levels`, { token: owner, body: { inventoryItemId: rice, parLevel, reorderQuantity: 10 } }), 'par');
      const placed = await order([{ productId: shop.productId, quantity: 2 }]);
      for (const status of ['Accepted', 'Preparing', 'Ready']) ok(await move(placed.id, status), status);
      const sql = countSql();
      try {
        ok(await move(placed.id, 'Completed'), 'complete');
      } finally {
        sql.stop();
      }
      // One statement locks and writes the balance rows with the movements and their events; the branch's live counter is taken after it, then the COMMIT.
      const posting = sql.statements.filter((text) => text.includes('inventory_balances'));
      expect(posting).toHaveLength(1);
      for (const table of ['inventory_movements', 'outbox_events', 'audit_entries']) expect(posting[0]).toContain(table);
      const live = sql.statements.findIndex((text) => text.includes('INSERT INTO live_events'));
      expect(live).toBeGreaterThan(sql.statements.indexOf(posting[0]));
      expect(sql.statements.indexOf('COMMIT', live)).toBeGreaterThan(live);

      const [moved] = await movementsOf(app, owner, `SourceId=${placed.id}`);
      expect(moved).toMatchObject({ kind: 'SaleUsage', inventoryItemId: rice, quantity: -0.5 });
      const onHand = Math.round((start.onHand - 0.5) * 1000) / 1000;
      expect(await stockOf(app, owner, rice)).toMatchObject({ onHand, valueIqd: start.valueIqd + moved.valueIqd, belowPar: true });
      const manager = app.runtime.db.dataSource.manager;
      const posted = await manager.find(OutboxEvent, { where: { resourceId: placed.id, type: 'inventory.movements.posted' } });
      expect(posted.map((event) => event.data)).toEqual([
        {
          branchId: moved.branchId,
          businessDate: placed.businessDate,
          kind: 'SaleUsage',
          sourceKind: 'SalesOrder',
          sourceId: placed.id,
          unmappedProductUnits: 0,
          lines: [{ movementId: moved.id, inventoryItemId: rice, quantity: -0.5, valueIqd: moved.valueIqd }],
        },
      ]);
      const low = await manager.find(OutboxEvent, { where: { resourceId: rice, type: 'inventory.stock.low' } });
      expect(low.map((event) => event.data)).toEqual([{ branchId: moved.branchId, inventoryItemId: rice, onHand, parLevel }]);
      expect(low[0]).toMatchObject({
        organizationId: tenant.organizationId,
        branchId: moved.branchId,
        resourceType: 'inventory-item',
        actor: { kind: 'user' },
      });
      const trail = ok(await app.request('GET', `${C}/audit-trail?EntityType=inventory-balance&EntityId=${rice}`, { token: owner }), 'audit');
      expect(trail.items).toEqual([
        expect.objectContaining({ action: 'stock-low', changes: { branchId: moved.branchId, inventoryItemId: rice, onHand, parLevel } }),
      ]);
      expect(await ledgerMismatches(app)).toEqual([]);
    });

    (process.env.DATABASE_URL ? it : it.skip)(
      'posts once when another transaction creates one of two missing balance rows during the commit (PostgreSQL): the statement is rolled back to its savepoint, the rows are created and it is sent again',
      async () => {
        const first = await createItem(app, owner, { name: 'Cardamom', standardCostIqd: 2000 });
        const second = await createItem(app, owner, { name: 'Saffron', standardCostIqd: 2000 });
        for (const [item, grams] of [
          [first, 100],
          [second, 200],
        ] as const)
          ok(
            await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
              token: owner,
              body: { inventoryItemId: item, qtyPerParentUnit: grams, unit: 'G' },
            }),
            'bom',
          );
        const placed = await order([{ productId: shop.productId, quantity: 1 }]);
        for (const status of ['Accepted', 'Preparing', 'Ready']) ok(await move(placed.id, status), status);
        const manager = app.runtime.db.dataSource.manager;
        const branchId = (await manager.query('SELECT branch_id FROM sales_orders WHERE id = $1', [placed.id]))[0].branch_id;
        // An uncommitted balance row of the second item: the completion's statement does not see it, inserts the first
        // item's row with its final figures, and waits on the second's until the other transaction commits.
        const other = app.runtime.db.dataSource.createQueryRunner();
        await other.connect();
        await other.startTransaction();
        let completing: ReturnType<typeof move> | undefined;
        try {
          await other.query(
            'INSERT INTO inventory_balances (branch_id, inventory_item_id, organization_id, on_hand_milli, value_iqd, avg_cost_iqd, updated_at) VALUES ($1, $2, $3, 0, 0, 0, now())',
            [branchId, second, tenant.organizationId],
          );
          completing = move(placed.id, 'Completed');
          let waiting = false;
          for (let i = 0; i < 250 && !waiting; i++) {
            const [row] = await manager.query(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
            );
            waiting = row.n > 0;
            if (!waiting) await new Promise((resolve) => setTimeout(resolve, 20));
          }
          expect(waiting).toBe(true);
          await other.commitTransaction();
        } finally {
          if (other.isTransactionActive) await other.rollbackTransaction();
          await other.release();
        }
        ok(await completing!, 'complete');
        const moves = await movementsOf(app, owner, `SourceId=${placed.id}`);
        expect(moves.filter((m: any) => m.inventoryItemId !== rice)).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ inventoryItemId: first, quantity: -0.1, valueIqd: -200 }),
            expect.objectContaining({ inventoryItemId: second, quantity: -0.2, valueIqd: -400 }),
          ]),
        );
        expect(moves).toHaveLength(3);
        expect(await stockOf(app, owner, first)).toMatchObject({ onHand: -0.1, valueIqd: -200 });
        expect(await stockOf(app, owner, second)).toMatchObject({ onHand: -0.2, valueIqd: -400 });
        expect(await manager.count(OutboxEvent, { where: { resourceId: placed.id, type: 'inventory.movements.posted' } })).toBe(1);
        expect(await ledgerMismatches(app)).toEqual([]);
      },
    );

    it('refuses a completion on a locked business day (409 PERIOD_LOCKED at the commit) and writes nothing: the order stays Ready', async () => {
      const placed = await order([{ productId: shop.productId, quantity: 1 }]);
      for (const status of ['Accepted', 'Preparing', 'Ready']) ok(await move(placed.id, status), status);
      const manager = app.runtime.db.dataSource.manager;
      const liveEvents = async () => Number((await manager.query('SELECT count(*) AS n FROM live_events WHERE subject_id = $1', [placed.id]))[0].n);
      const liveBefore = await liveEvents();
      ok(await app.request('PUT', `${C}/settings/period-lock`, { token: owner, body: { lockedThrough: placed.businessDate } }), 'lock');
      const refused = await move(placed.id, 'Completed');
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({ code: ['PeriodLocked'] });
      expect(ok(await app.request('GET', `${C}/sales/orders/${placed.id}`, { token: owner }), 'order').status).toBe('Ready');
      expect(await movementsOf(app, owner, `SourceId=${placed.id}`)).toEqual([]);
      expect(await manager.count(OutboxEvent, { where: { resourceId: placed.id, type: 'sales.order.completed' } })).toBe(0);
      expect(await liveEvents()).toBe(liveBefore);
      const trail = ok(await app.request('GET', `${C}/audit-trail?EntityType=sales-order&EntityId=${placed.id}`, { token: owner }), 'audit');
      expect(trail.items.map((entry: any) => entry.action)).not.toContain('status-completed');
    });
  });
});
