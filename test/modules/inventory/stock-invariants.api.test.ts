import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { C, createItem, INV, ledgerMismatches, ok, openingBalance, stockOf } from './inventory-helpers';
import { GUEST, openShop, type Shop } from '../sales/sales.support';
import { BATCHES, createBatch, createCatalogue, moveTo, type Catalogue } from '../production/batch-fixtures';

const ORDERS = `${C}/purchase-orders`;
/** Orders at or below it are approved at once; above it they wait for an approver (a second user). */
const APPROVAL_THRESHOLD = 50_000;
/**
 * The 1,000 operations, as RUNS sequences run one after the other on the same database
 * (state carries over, so later runs start from a ledger the earlier ones built). The seed is fixed:
 * CI replays the same sequences; INVENTORY_FUZZ_SEED tries others.
 */
const OPERATIONS = Number(process.env.INVENTORY_FUZZ_OPERATIONS ?? 1000);
const RUNS = Number(process.env.INVENTORY_FUZZ_RUNS ?? 4);
const SEED = Number(process.env.INVENTORY_FUZZ_SEED ?? 20261126);

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
  let shop: Shop;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-15T10:00:00Z'), config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    ok(await app.request('PUT', `${C}/settings/purchasing`, { token: owner, body: { approvalThresholdIqd: APPROVAL_THRESHOLD } }), 'settings');
    shop = await openShop(app, tenant, 'INVF');
  }, 120_000);
  afterAll(() => app.close());

  it('50 parallel receipts and sales usages on one item never lose an update', async () => {
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
        await app.request('POST', ORDERS, {
          token: owner,
          body: { supplierId, lines: [{ inventoryItemId: rice, quantity: 2, unitPriceIqd: 4000 + i * 7 }] },
        }),
        'po',
      );
      ok(await app.request('POST', `${ORDERS}/${order.id}/submit`, { token: owner, body: {} }), 'submit');
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
      ...orders.map((id) => app.request('POST', `${ORDERS}/${id}/receive`, { token: owner, body: {} })),
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

  describe('a random sequence of 1,000 operations of every kind', () => {
    let manager: TestMember;
    let branches: string[];
    let cat: Catalogue;
    /** Items every operation may touch: three plain ones and the batch's inputs (the sales' bills of materials use them too). */
    let items: string[];
    let supplierId: string;
    let batchDay = 0;
    let guestSeq = 0;
    const counts: Record<string, number> = {};

    beforeAll(async () => {
      manager = await tenant.member('Manager');
      branches = [tenant.branchId, await tenant.addBranch('Fuzz second')];
      cat = await createCatalogue(app, owner);
      items = [
        await createItem(app, owner),
        await createItem(app, owner, { unit: 'Piece' }),
        await createItem(app, owner, { unit: 'L' }),
        cat.chicken,
        cat.meat,
        cat.rice,
        cat.oil,
      ];
      for (const item of items.slice(0, 3)) await openingBalance(app, owner, item, 50, 1500);
      supplierId = ok(await app.request('POST', `${C}/purchasing/suppliers`, { token: owner, body: { name: 'Fuzz supplier' } }), 'supplier').id;
      // Biryani: rice in grams of a kg item, oil in millilitres of a litre item, one piece; the Large option adds rice and meat; tea has none (unmapped).
      const bom = (path: string, inventoryItemId: string, qtyPerParentUnit: number, unit: string) =>
        app.request('POST', path, { token: owner, body: { inventoryItemId, qtyPerParentUnit, unit } }).then((res) => ok(res, `bom ${path}`));
      await bom(`${C}/products/${shop.productId}/consumables`, cat.rice, 250, 'G');
      await bom(`${C}/products/${shop.productId}/consumables`, cat.oil, 20, 'Ml');
      await bom(`${C}/products/${shop.productId}/consumables`, items[1], 1, 'Piece');
      await bom(`${C}/catalog/modifier-options/${shop.largeId}/consumables`, cat.rice, 100, 'G');
      await bom(`${C}/catalog/modifier-options/${shop.largeId}/consumables`, cat.meat, 0.05, 'Kg');
    }, 120_000);

    const post = async (path: string, body: unknown, what: string, token = owner) => ok(await app.request('POST', path, { token, body }), what);
    const pendingRequest = async (orderId: string): Promise<string> => {
      const list = ok(await app.request('GET', `${C}/purchasing/approval-requests?TargetId=${orderId}&Status=Pending`, { token: owner }), 'requests');
      expect(list.items).toHaveLength(1);
      return list.items[0].id;
    };
    const applyApproval = async (orderId: string) =>
      post(`${ORDERS}/${orderId}/apply-approval`, { approvalRequestId: await pendingRequest(orderId) }, 'apply', manager.token);

    const qty = fc.integer({ min: 1, max: 20_000 }).map((m) => m / 1000);
    const anyItem = fc.nat(6);
    const anyBranch = fc.nat(1);
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('adjust' as const),
        item: anyItem,
        branch: anyBranch,
        quantity: qty,
        sign: fc.boolean(),
        cost: fc.option(fc.integer({ min: 0, max: 9000 })),
      }),
      fc.record({ kind: fc.constant('waste' as const), item: anyItem, branch: anyBranch, quantity: qty }),
      fc.record({
        kind: fc.constant('transfer' as const),
        item: anyItem,
        branch: anyBranch,
        quantity: qty,
        short: fc.integer({ min: 0, max: 100 }),
        cancel: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('count' as const), item: anyItem, branch: anyBranch, quantity: qty }),
      fc.record({
        kind: fc.constant('purchase' as const),
        path: fc.constantFrom('auto' as const, 'apply' as const, 'reopen' as const, 'revert' as const, 'cancel' as const),
        // An order lists an item once (422 otherwise).
        lines: fc.uniqueArray(fc.record({ item: anyItem, milli: fc.integer({ min: 1, max: 5000 }), price: fc.integer({ min: 100, max: 5000 }) }), {
          minLength: 1,
          maxLength: 2,
          selector: (line) => line.item,
        }),
        receipts: fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 3 }),
        finish: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('batch' as const),
        close: fc.boolean(),
        started: fc.boolean(),
        wasteUnits: fc.nat(3),
        chickens: fc.integer({ min: 1, max: 20 }),
        meatKg: fc.integer({ min: 1, max: 50 }).map((n) => n / 10),
        outputQty: fc.integer({ min: 1, max: 60 }),
        share: fc.integer({ min: 0, max: 50_000 }),
      }),
      fc.record({
        kind: fc.constant('sale' as const),
        lines: fc.array(fc.record({ product: fc.nat(1), quantity: fc.integer({ min: 1, max: 3 }), large: fc.boolean() }), { minLength: 1, maxLength: 3 }),
        cancel: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      }),
    );
    type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

    /** Draft → (approval as the path says) → Approved, then partial receipts and maybe the rest; or cancelled before anything is received. */
    async function purchase(o: Extract<Op, { kind: 'purchase' }>) {
      // At most 2 lines × 5 × 5,000 = 50,000 (approved at once) unless it is to wait: then above the threshold (a line of at least 1 × 60,100).
      const waits = o.path !== 'auto' && o.path !== 'cancel';
      const lines = o.lines.map((line) => ({
        inventoryItemId: items[line.item],
        quantity: line.milli / 1000,
        unitPriceIqd: line.price + (waits ? 60_000 : 0),
      }));
      if (waits) lines[0].quantity = Math.max(lines[0].quantity, 1);
      const order = await post(ORDERS, { supplierId, lines }, 'purchase order');
      const submitted = await post(`${ORDERS}/${order.id}/submit`, {}, 'submit');
      expect(submitted.status).toBe(waits ? 'PendingApproval' : 'Approved');
      if (o.path === 'reopen') {
        expect((await post(`${ORDERS}/${order.id}/reopen`, { note: 'One more' }, 'reopen')).status).toBe('Draft');
        lines[0].quantity = (Math.round(lines[0].quantity * 1000) + 1000) / 1000;
        ok(await app.request('PUT', `${ORDERS}/${order.id}`, { token: owner, body: { lines } }), 'update');
        await post(`${ORDERS}/${order.id}/submit`, {}, 'submit again');
      }
      if (waits) await applyApproval(order.id);
      if (o.path === 'revert') {
        const applied = ok(await app.request('GET', `${C}/purchasing/approval-requests?TargetId=${order.id}&Status=Applied`, { token: owner }), 'applied');
        await post(`${ORDERS}/${order.id}/revert-approval`, { approvalRequestId: applied.items[0].id, note: 'Prices' }, 'revert', manager.token);
        await applyApproval(order.id);
      }
      if (o.path === 'cancel') {
        expect((await post(`${ORDERS}/${order.id}/cancel`, {}, 'cancel')).status).toBe('Cancelled');
        return;
      }
      let outstanding = lines.map((line) => Math.round(line.quantity * 1000));
      for (const percent of o.receipts) {
        const receive = outstanding
          .map((milli, lineIndex) => ({ lineIndex, quantity: Math.floor((milli * percent) / 100) / 1000 }))
          .filter((line) => line.quantity > 0);
        if (!receive.length) continue;
        const after = await post(`${ORDERS}/${order.id}/receive`, { lines: receive }, 'partial receipt');
        outstanding = after.lines.map((line: any) => Math.round(line.quantity * 1000) - Math.round(line.receivedQuantity * 1000));
      }
      if (o.finish && outstanding.some((milli) => milli > 0)) expect((await post(`${ORDERS}/${order.id}/receive`, {}, 'receipt')).status).toBe('Received');
    }

    /** A batch on a business day of its own: closed (inputs out, output in, maybe with batch waste) or cancelled, started or not. */
    async function batch(o: Extract<Op, { kind: 'batch' }>) {
      const day = new Date(Date.parse('2026-03-15T00:00:00Z') - batchDay++ * 86_400_000).toISOString().slice(0, 10);
      const id = await createBatch(app, owner, cat, day, { chickenCount: o.chickens, meatKg: o.meatKg });
      if (o.close || o.started) await moveTo(app, owner, id, 'InProduction');
      if ((o.close || o.started) && o.wasteUnits > 0)
        await post(`${BATCHES}/${id}/waste`, { capacityTypeId: cat.plate, units: o.wasteUnits, kind: 'Dropped' }, 'batch waste');
      if (o.close) {
        await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: o.outputQty, shareIqd: o.share, allocationWeight: 1 }, 'output');
        await post(`${BATCHES}/${id}/close`, {}, 'close');
      } else {
        await moveTo(app, owner, id, 'Cancelled');
      }
    }

    /** A guest order of the dish (product and Large option bills of materials) and the tea (none), completed or cancelled. */
    async function sale(o: Extract<Op, { kind: 'sale' }>) {
      const lines = o.lines.map((line) =>
        line.product === 0
          ? { productId: shop.productId, quantity: line.quantity, modifierOptionIds: line.large ? [shop.largeId] : [] }
          : { productId: shop.drinkId, quantity: line.quantity },
      );
      const placed = ok(
        await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
          body: { items: lines, payments: [] },
          headers: { 'Idempotency-Key': `inventory-fuzz-${++guestSeq}` },
        }),
        'guest order',
      );
      if (o.cancel) {
        await post(`${C}/sales/orders/${placed.id}/cancel`, { reason: 'Guest left' }, 'cancel order');
        return;
      }
      for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) await post(`${C}/sales/orders/${placed.id}/status`, { status }, status);
    }

    async function run(o: Op) {
      counts[o.kind] = (counts[o.kind] ?? 0) + 1;
      if (o.kind === 'purchase') return purchase(o);
      if (o.kind === 'batch') return batch(o);
      if (o.kind === 'sale') return sale(o);
      const inventoryItemId = items[o.item];
      const branchId = branches[o.branch];
      if (o.kind === 'adjust') {
        await post(
          `${INV}/adjustments`,
          { branchId, inventoryItemId, quantity: o.sign ? o.quantity : -o.quantity, unitCostIqd: o.cost, reason: 'fuzz' },
          'adjust',
        );
      } else if (o.kind === 'waste') {
        await post(`${INV}/waste`, { branchId, inventoryItemId, quantity: o.quantity, reason: 'Spoiled' }, 'waste');
      } else if (o.kind === 'transfer') {
        const t = await post(
          `${INV}/transfers`,
          { fromBranchId: branchId, toBranchId: branches[1 - o.branch], lines: [{ inventoryItemId, quantity: o.quantity }] },
          'transfer',
        );
        if (o.cancel) {
          await post(`${INV}/transfers/${t.id}/cancel`, {}, 'cancel');
        } else {
          await post(`${INV}/transfers/${t.id}/send`, {}, 'send');
          const received = Math.floor((o.quantity * 1000 * (100 - o.short)) / 100) / 1000;
          await post(`${INV}/transfers/${t.id}/receive`, { lines: [{ lineIndex: 0, receivedQuantity: received }] }, 'receive');
        }
      } else {
        const sheet = await post(`${INV}/counts`, { branchId, inventoryItemIds: [inventoryItemId] }, 'count');
        ok(
          await app.request('PUT', `${INV}/counts/${sheet.id}/entries`, {
            token: owner,
            body: { entries: [{ inventoryItemId, countedQuantity: o.quantity }] },
          }),
          'enter',
        );
        await post(`${INV}/counts/${sheet.id}/submit`, undefined, 'submit');
        await post(`${INV}/counts/${sheet.id}/approve`, undefined, 'approve');
      }
    }

    /** Every balance of the organisation as the REST list shows it, against the ledger's sums. */
    async function listedAgainstLedger(): Promise<unknown[]> {
      const problems: unknown[] = [];
      const sums: Array<{ branch_id: string; inventory_item_id: string; qty: string; value: string }> = await app.runtime.db.dataSource.query(
        'SELECT branch_id, inventory_item_id, SUM(quantity_milli)::text AS qty, SUM(value_iqd)::text AS value FROM inventory_movements WHERE organization_id = $1 GROUP BY 1, 2',
        [tenant.organizationId],
      );
      for (const branchId of branches) {
        const listed = ok(await app.request('GET', `${INV}/stock?PerPage=100&BranchId=${branchId}`, { token: owner }), 'stock').items;
        const mine = sums.filter((row) => row.branch_id === branchId);
        if (listed.length !== mine.length) problems.push({ branchId, listed: listed.length, ledger: mine.length });
        for (const row of mine) {
          const balance = listed.find((b: any) => b.inventoryItemId === row.inventory_item_id);
          if (!balance || Math.round(balance.onHand * 1000) !== Number(row.qty) || balance.valueIqd !== Number(row.value))
            problems.push({ branchId, item: row.inventory_item_id, ledger: row, listed: balance ?? null });
        }
      }
      return problems;
    }

    it('keeps on hand = ledger sum and value = sum of values after every operation, and the stock list agrees at the end of each run', async () => {
      const length = Math.ceil(OPERATIONS / RUNS);
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: length, maxLength: length }), async (ops) => {
          for (const [step, o] of ops.entries()) {
            try {
              await run(o);
            } catch (error) {
              throw new Error(`step ${step} (${JSON.stringify(o)}): ${(error as Error).message}`, { cause: error });
            }
            const mismatches = await ledgerMismatches(app);
            if (mismatches.length) throw new Error(`after step ${step} (${JSON.stringify(o)}): ${JSON.stringify(mismatches)}`);
          }
          expect(await listedAgainstLedger()).toEqual([]);
        }),
        // The database carries over from run to run, so a shrunk sequence would not replay the failure: report the first one as it ran.
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // Every kind of operation ran (a fixed seed, so this holds run after run), and every source wrote movements.
      expect(Object.keys(counts).sort()).toEqual(['adjust', 'batch', 'count', 'purchase', 'sale', 'transfer', 'waste']);
      const kinds: Array<{ kind: string }> = await app.runtime.db.dataSource.query(
        'SELECT DISTINCT kind FROM inventory_movements WHERE organization_id = $1 ORDER BY kind',
        [tenant.organizationId],
      );
      expect(kinds.map((row) => row.kind)).toEqual([
        'CountAdjustment',
        'ManualAdjustment',
        'OpeningBalance',
        'ProductionInput',
        'ProductionOutput',
        'Receipt',
        'SaleUsage',
        'TransferIn',
        'TransferOut',
        'Waste',
      ]);
      process.stderr.write(`inventory fuzz: ${OPERATIONS} operations in ${RUNS} runs, seed ${SEED}: ${JSON.stringify(counts)}\n`);
    }, 1_800_000);
  });
});
