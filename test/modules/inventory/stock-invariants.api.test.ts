import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { C, createItem, INV, ledgerMismatches, ok, openingBalance, stockOf } from './inventory-helpers';
import { GUEST, openShop } from '../sales/sales.support';

/*
 * The ledger's invariants under load: on hand = the sum of the movements' quantities and value =
 * the sum of their values, for every branch and item, whatever runs at the same time (the balance
 * row is locked by each posting) and whatever sequence of operations ran. On PostgreSQL the
 * parallel requests really overlap; on PGlite (one connection) they serialise.
 */
describe('Inventory invariants: parallel postings and random operation sequences keep balance = ledger sum', () => {
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

  it('50 parallel receipts and sales usages on one item never lose an update', async () => {
    const shop = await openShop(app, tenant, 'PAR');
    const rice = await createItem(app, owner, { standardCostIqd: 4000 });
    ok(
      await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
        token: owner,
        body: { inventoryItemId: rice, qtyPerParentUnit: 0.3, unit: 'Kg' },
      }),
      'bom',
    );
    const supplierId = ok(await app.request('POST', `${C}/purchasing/suppliers`, { token: owner, body: { name: 'Parallel rice' } }), 'supplier').id;
    const orders: string[] = [];
    for (let i = 0; i < 25; i++) {
      const order = ok(
        await app.request('POST', `${C}/purchase-orders`, {
          token: owner,
          body: { supplierId, lines: [{ inventoryItemId: rice, quantity: 2, unitPriceIqd: 4000 + i * 7 }] },
        }),
        'po',
      );
      ok(await app.request('POST', `${C}/purchase-orders/${order.id}/submit`, { token: owner, body: {} }), 'submit');
      orders.push(order.id);
    }
    const sales: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
        body: { items: [{ productId: shop.productId, quantity: 1 + (i % 3) }], payments: [] },
        headers: { 'Idempotency-Key': `parallel-${i}` },
      });
      const id = ok(res, 'guest order').id;
      for (const status of ['Accepted', 'Preparing', 'Ready'])
        ok(await app.request('POST', `${C}/sales/orders/${id}/status`, { token: owner, body: { status } }), status);
      sales.push(id);
    }
    const results = await Promise.all([
      ...orders.map((id) => app.request('POST', `${C}/purchase-orders/${id}/receive`, { token: owner, body: {} })),
      ...sales.map((id) => app.request('POST', `${C}/sales/orders/${id}/status`, { token: owner, body: { status: 'Completed' } })),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    const usedMilli = Array.from({ length: 25 }, (_, i) => 300 * (1 + (i % 3))).reduce((a, b) => a + b, 0);
    const balance = await stockOf(app, owner, rice);
    expect(balance.onHand).toBeCloseTo((50_000 - usedMilli) / 1000, 6);
    const [sums] = await app.runtime.db.dataSource.query(
      'SELECT SUM(quantity_milli)::text AS qty, SUM(value_iqd)::text AS value, COUNT(*)::int AS n FROM inventory_movements WHERE inventory_item_id = $1',
      [rice],
    );
    expect(sums.n).toBe(50);
    expect(Number(sums.qty)).toBe(balance.onHand * 1000);
    expect(Number(sums.value)).toBe(balance.valueIqd);
    expect(await ledgerMismatches(app)).toEqual([]);
  }, 300_000);

  it('keeps on hand = ledger sum after a random sequence of adjustments, waste, transfers (some short), counts and cancelled transfers', async () => {
    const second = await tenant.addBranch('Second');
    const branches = [tenant.branchId, second];
    const items = [await createItem(app, owner), await createItem(app, owner, { unit: 'Piece' }), await createItem(app, owner, { unit: 'L' })];
    for (const item of items) await openingBalance(app, owner, item, 50, 1500);
    const qty = fc.integer({ min: 1, max: 20_000 }).map((m) => m / 1000);
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('adjust' as const),
        item: fc.nat(2),
        branch: fc.nat(1),
        quantity: qty,
        sign: fc.boolean(),
        cost: fc.option(fc.integer({ min: 0, max: 9000 })),
      }),
      fc.record({ kind: fc.constant('waste' as const), item: fc.nat(2), branch: fc.nat(1), quantity: qty }),
      fc.record({
        kind: fc.constant('transfer' as const),
        item: fc.nat(2),
        branch: fc.nat(1),
        quantity: qty,
        short: fc.integer({ min: 0, max: 100 }),
        cancel: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('count' as const), item: fc.nat(2), branch: fc.nat(1), quantity: qty }),
    );
    const length = Number(process.env.INVENTORY_FUZZ_OPERATIONS ?? 150);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: length, maxLength: length }), async (ops) => {
        for (const o of ops) {
          const inventoryItemId = items[o.item];
          const branchId = branches[o.branch];
          if (o.kind === 'adjust') {
            ok(
              await app.request('POST', `${INV}/adjustments`, {
                token: owner,
                body: { branchId, inventoryItemId, quantity: o.sign ? o.quantity : -o.quantity, unitCostIqd: o.cost, reason: 'fuzz' },
              }),
              'adjust',
            );
          } else if (o.kind === 'waste') {
            ok(
              await app.request('POST', `${INV}/waste`, { token: owner, body: { branchId, inventoryItemId, quantity: o.quantity, reason: 'Spoiled' } }),
              'waste',
            );
          } else if (o.kind === 'transfer') {
            const t = ok(
              await app.request('POST', `${INV}/transfers`, {
                token: owner,
                body: { fromBranchId: branchId, toBranchId: branches[1 - o.branch], lines: [{ inventoryItemId, quantity: o.quantity }] },
              }),
              'transfer',
            );
            if (o.cancel) {
              ok(await app.request('POST', `${INV}/transfers/${t.id}/cancel`, { token: owner, body: {} }), 'cancel');
            } else {
              ok(await app.request('POST', `${INV}/transfers/${t.id}/send`, { token: owner, body: {} }), 'send');
              const received = Math.floor((o.quantity * 1000 * (100 - o.short)) / 100) / 1000;
              ok(
                await app.request('POST', `${INV}/transfers/${t.id}/receive`, {
                  token: owner,
                  body: { lines: [{ lineIndex: 0, receivedQuantity: received }] },
                }),
                'receive',
              );
            }
          } else {
            const sheet = ok(await app.request('POST', `${INV}/counts`, { token: owner, body: { branchId, inventoryItemIds: [inventoryItemId] } }), 'count');
            ok(
              await app.request('PUT', `${INV}/counts/${sheet.id}/entries`, {
                token: owner,
                body: { entries: [{ inventoryItemId, countedQuantity: o.quantity }] },
              }),
              'enter',
            );
            ok(await app.request('POST', `${INV}/counts/${sheet.id}/submit`, { token: owner }), 'submit');
            ok(await app.request('POST', `${INV}/counts/${sheet.id}/approve`, { token: owner }), 'approve');
          }
        }
        expect(await ledgerMismatches(app)).toEqual([]);
      }),
      { numRuns: 1 },
    );
  }, 600_000);
});
