import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { C, createItem, INV, ok } from '../inventory/inventory-helpers';
import { GUEST, MISSING, openShop, type Shop } from '../sales/sales.support';

const A = `${C}/analytics`;
const FROM = '2026-03-10';
const TODAY = '2026-03-15';

const REPORT = `query($input: UsageVarianceInput!) { usageVariance(input: $input) {
  from to thresholdPercent
  branches { branchId orderCount netSalesIqd theoreticalCostIqd actualCostIqd wasteIqd unexplainedIqd unmappedSalesIqd unmappedSalesPercent flaggedItems }
  lines { branchId inventoryItemId opening receipts closing actual theoretical salesUsage waste unexplained unexplainedIqd flagged lastCountedOn }
  unmappedSales { productId productName units netSalesIqd percentOfNetSales } } }`;
const SOURCES = `query($branchId: UUID!, $itemId: UUID!, $from: LocalDate!, $to: LocalDate!, $component: VarianceComponent) {
  usageVarianceSources(branchId: $branchId, inventoryItemId: $itemId, from: $from, to: $to, component: $component) { total items { kind sourceKind sourceId quantity valueIqd } } }`;

describe('Usage variance: theoretical against actual usage per item and branch, drill-down to the movements', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let shop: Shop;
  let rice: string;
  let oil: string;
  let orderId: string;
  let countId: string;
  let purchaseOrderId: string;
  let seq = 0;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-15T10:00:00Z'), config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await openShop(app, tenant, 'AN');
    rice = await createItem(app, owner, { name: 'Sella rice', standardCostIqd: 4000 });
    oil = await createItem(app, owner, { name: 'Oil', unit: 'L', standardCostIqd: 3000 });
    ok(
      await app.request('POST', `${C}/products/${shop.productId}/consumables`, {
        token: owner,
        body: { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' },
      }),
      'bom',
    );
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: owner,
        body: { inventoryItemId: rice, quantity: 20, unitCostIqd: 4000, businessDate: '2026-03-01' },
      }),
      'o1',
    );
    // 10 kg received from a purchase order today.
    ok(await app.request('PUT', `${C}/settings/purchasing`, { token: owner, body: { approvalThresholdIqd: 100_000_000 } }), 'purchasing settings');
    const supplierId = ok(await app.request('POST', `${C}/purchasing/suppliers`, { token: owner, body: { name: 'Baghdad Grains' } }), 'supplier').id;
    purchaseOrderId = ok(
      await app.request('POST', `${C}/purchase-orders`, {
        token: owner,
        body: { supplierId, lines: [{ inventoryItemId: rice, quantity: 10, unitPriceIqd: 4000 }] },
      }),
      'purchase order',
    ).id;
    ok(await app.request('POST', `${C}/purchase-orders/${purchaseOrderId}/submit`, { token: owner, body: {} }), 'submit po');
    ok(await app.request('POST', `${C}/purchase-orders/${purchaseOrderId}/receive`, { token: owner, body: {} }), 'receive po');
    ok(
      await app.request('POST', `${INV}/opening-balances`, {
        token: owner,
        body: { inventoryItemId: oil, quantity: 5, unitCostIqd: 3000, businessDate: '2026-03-01' },
      }),
      'o3',
    );
    const placed = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: {
        items: [
          { productId: shop.productId, quantity: 3 },
          { productId: shop.drinkId, quantity: 2 },
        ],
        payments: [],
      },
      headers: { 'Idempotency-Key': `analytics-order-${++seq}` },
    });
    orderId = ok(placed, 'order').id;
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) {
      ok(await app.request('POST', `${C}/sales/orders/${orderId}/status`, { token: owner, body: { status } }), status);
    }
    ok(await app.request('POST', `${INV}/waste`, { token: owner, body: { inventoryItemId: rice, quantity: 1, reason: 'Spoiled' } }), 'waste');
    ok(await app.request('POST', `${INV}/waste`, { token: owner, body: { inventoryItemId: oil, quantity: 0.5, reason: 'Spoiled' } }), 'waste oil');
    // Book: rice 20 + 10 − 0.75 − 1 = 28.25 kg; the count finds 27 (1.25 kg gone). Oil: 4.5 L, counted 4.5.
    const sheet = ok(await app.request('POST', `${INV}/counts`, { token: owner, body: { inventoryItemIds: [rice, oil] } }), 'count');
    countId = sheet.id;
    ok(
      await app.request('PUT', `${INV}/counts/${sheet.id}/entries`, {
        token: owner,
        body: {
          entries: [
            { inventoryItemId: rice, countedQuantity: 27 },
            { inventoryItemId: oil, countedQuantity: 4.5 },
          ],
        },
      }),
      'entries',
    );
    ok(await app.request('POST', `${INV}/counts/${sheet.id}/submit`, { token: owner }), 'submit');
    ok(await app.request('POST', `${INV}/counts/${sheet.id}/approve`, { token: owner }), 'approve');
  }, 180_000);
  afterAll(() => app.close());

  it('reports opening, receipts, closing, actual and theoretical usage, waste apart, the unexplained variance in IQD, and flags above 3 %', async () => {
    const report = ok(await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}`, { token: owner }), 'report');
    expect(report).toMatchObject({ from: FROM, to: TODAY, thresholdPercent: 3 });
    const riceLine = report.lines.find((line: any) => line.inventoryItemId === rice);
    expect(riceLine).toMatchObject({
      branchId: tenant.branchId,
      unit: 'Kg',
      opening: 20,
      receipts: 10,
      productionOutputs: 0,
      transfersIn: 0,
      transfersOut: 0,
      closing: 27,
      actual: 3,
      theoretical: 0.75,
      salesUsage: 0.75,
      productionInputs: 0,
      waste: 1,
      unexplained: 1.25,
      theoreticalIqd: 3000,
      wasteIqd: 4000,
      unexplainedIqd: 5000,
      actualIqd: 12_000,
      unexplainedPercentOfTheoretical: 166.67,
      unexplainedPercentOfNetSales: 26.32,
      flagged: true,
      lastCountedOn: TODAY,
    });
    expect(report.lines.find((line: any) => line.inventoryItemId === oil)).toMatchObject({
      opening: 5,
      closing: 4.5,
      waste: 0.5,
      unexplained: 0,
      flagged: false,
    });
    expect(report.branches).toEqual([
      expect.objectContaining({
        branchId: tenant.branchId,
        orderCount: 1,
        netSalesIqd: 19_000,
        theoreticalCostIqd: 3000,
        wasteIqd: 5500,
        unexplainedIqd: 5000,
        actualCostIqd: 13_500,
        unmappedSalesIqd: 1000,
        unmappedSalesPercent: 5.26,
        flaggedItems: 1,
      }),
    ]);
    expect(report.unmappedSales).toEqual([
      expect.objectContaining({ branchId: tenant.branchId, productId: shop.drinkId, productName: 'Tea', units: 2, netSalesIqd: 1000, percentOfNetSales: 5.26 }),
    ]);
    const flagged = ok(await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}&FlaggedOnly=true`, { token: owner }), 'flagged');
    expect(flagged.lines.map((line: any) => line.inventoryItemId)).toEqual([rice]);
  });

  it('answers the same report over GraphQL, and an earlier period without the day leaves the count out', async () => {
    const res = await app.graphql(REPORT, { input: { from: FROM, to: TODAY } }, { token: owner });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.usageVariance.lines.find((line: any) => line.inventoryItemId === rice)).toMatchObject({ unexplained: 1.25, flagged: true });
    const before = ok(await app.request('GET', `${A}/usage-variance?From=2026-03-01&To=2026-03-14`, { token: owner }), 'before');
    expect(before.lines.find((line: any) => line.inventoryItemId === rice)).toMatchObject({
      opening: 0,
      receipts: 20,
      closing: 20,
      actual: 0,
      unexplained: 0,
      flagged: false,
      lastCountedOn: null,
    });
    expect(before.branches[0]).toMatchObject({ orderCount: 0, netSalesIqd: 0, unmappedSalesIqd: 0 });
  });

  it('drills every figure down to its movements and their source documents (REST and GraphQL)', async () => {
    const base = `${A}/usage-variance/${tenant.branchId}/items/${rice}/movements?From=${FROM}&To=${TODAY}`;
    const unexplained = ok(await app.request('GET', `${base}&Component=Unexplained`, { token: owner }), 'unexplained');
    expect(unexplained.items).toEqual([
      expect.objectContaining({ kind: 'CountAdjustment', sourceKind: 'StockCount', sourceId: countId, quantity: -1.25, valueIqd: -5000 }),
    ]);
    const sales = ok(await app.request('GET', `${base}&Component=SalesUsage`, { token: owner }), 'sales');
    expect(sales.items).toEqual([expect.objectContaining({ kind: 'SaleUsage', sourceKind: 'SalesOrder', sourceId: orderId, quantity: -0.75 })]);
    const all = ok(await app.request('GET', base, { token: owner }), 'all');
    // Without dates: the 30 days up to the branch's today.
    const recent = ok(
      await app.request('GET', `${A}/usage-variance/${tenant.branchId}/items/${rice}/movements?Component=Unexplained`, { token: owner }),
      'recent',
    );
    expect(recent.items.map((m: any) => m.kind)).toEqual(['CountAdjustment']);
    expect(all.items.map((m: any) => m.kind)).toEqual(['Receipt', 'SaleUsage', 'Waste', 'CountAdjustment']);
    const gql = await app.graphql(SOURCES, { branchId: tenant.branchId, itemId: rice, from: FROM, to: TODAY, component: 'Receipts' }, { token: owner });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.usageVarianceSources).toMatchObject({
      total: 1,
      items: [{ kind: 'Receipt', sourceKind: 'PurchaseOrder', sourceId: purchaseOrderId, quantity: 10 }],
    });
  });

  it('refuses bad periods and foreign branches with field messages (422)', async () => {
    const reversed = await app.request('GET', `${A}/usage-variance?From=${TODAY}&To=${FROM}`, { token: owner });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ to: ['must not be before from'] });
    const long = await app.request('GET', `${A}/usage-variance?From=2025-12-01&To=${TODAY}`, { token: owner });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ to: ['must be at most 92 days after from'] });
    const other = await createTenant(app.runtime);
    const foreign = await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}&BranchIds=${tenant.branchId},${other.branchId}`, { token: owner });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ 'branchIds[1]': ['is not a branch of this organisation'] });
    const badDate = await app.request('GET', `${A}/usage-variance?From=2026-13-01&To=${TODAY}`, { token: owner });
    expect(badDate.status).toBe(422);
    const gql = await app.graphql(REPORT, { input: { from: TODAY, to: FROM } }, { token: owner });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', fields: { to: ['must not be before from'] } });
  });

  it("answers 404 for a missing item or branch and for another organisation's, in the drill-down", async () => {
    const other = await createTenant(app.runtime);
    const otherItem = await createItem(app, other.owner.token);
    const url = (branchId: string, itemId: string) => `${A}/usage-variance/${branchId}/items/${itemId}/movements?From=${FROM}&To=${TODAY}`;
    expect((await app.request('GET', url(tenant.branchId, MISSING), { token: owner })).status).toBe(404);
    expect((await app.request('GET', url(tenant.branchId, otherItem), { token: owner })).status).toBe(404);
    expect((await app.request('GET', url(other.branchId, rice), { token: owner })).status).toBe(404);
    expect((await app.request('GET', url(MISSING, rice), { token: owner })).status).toBe(404);
    // The other organisation's owner sees nothing of this one.
    const theirs = ok(await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}`, { token: other.owner.token }), 'theirs');
    expect(theirs.lines).toEqual([]);
    expect((await app.request('GET', url(tenant.branchId, rice), { token: other.owner.token })).status).toBe(404);
  });

  it('needs analytics:read (403 for staff and HR) and shows a branch-scoped manager only their branches', async () => {
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}`, { token: staff.token })).status).toBe(403);
    const hr = await tenant.member('Hr');
    expect((await app.graphql(REPORT, { input: { from: FROM, to: TODAY } }, { token: hr.token })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const accountant = await tenant.member('Accountant');
    expect(ok(await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}`, { token: accountant.token }), 'accountant').lines.length).toBe(2);

    const second = await tenant.addBranch('Karrada');
    const manager = await tenant.member('Manager', { branchIds: [second] });
    const own = ok(await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}`, { token: manager.token }), 'own');
    expect(own.branches.map((b: any) => b.branchId)).toEqual([second]);
    expect(own.lines).toEqual([]);
    const denied = await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}&BranchIds=${tenant.branchId}`, { token: manager.token });
    expect(denied.status).toBe(403);
    const drill = await app.request('GET', `${A}/usage-variance/${tenant.branchId}/items/${rice}/movements?From=${FROM}&To=${TODAY}`, { token: manager.token });
    expect(drill.status).toBe(403);
  });

  it('keeps the threshold as an organisation setting: owners change it, readers see it, bad values are 422', async () => {
    expect(ok(await app.request('GET', `${A}/settings`, { token: owner }), 'settings')).toEqual({ varianceThresholdPercent: 3 });
    const bad = await app.request('PUT', `${A}/settings`, { token: owner, body: { varianceThresholdPercent: 150 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ varianceThresholdPercent: ['must be between 0 and 100'] });
    const accountant = await tenant.member('Accountant');
    expect((await app.request('PUT', `${A}/settings`, { token: accountant.token, body: { varianceThresholdPercent: 5 } })).status).toBe(403);
    expect(ok(await app.request('PUT', `${A}/settings`, { token: owner, body: { varianceThresholdPercent: 2.5 } }), 'set')).toEqual({
      varianceThresholdPercent: 2.5,
    });
    const report = ok(await app.request('GET', `${A}/usage-variance?From=${FROM}&To=${TODAY}`, { token: owner }), 'report');
    expect(report.thresholdPercent).toBe(2.5);
    const other = await createTenant(app.runtime);
    expect(ok(await app.request('GET', `${A}/settings`, { token: other.owner.token }), 'other settings')).toEqual({ varianceThresholdPercent: 3 });
  });
});
