import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { C, GUEST, openShop, type Shop } from './sales.support';

describe('Sales read models: theoretical usage and the EOD ledger comparison', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  let riceId: string;
  let boxId: string;

  beforeAll(async () => {
    app = await startTestApp({ config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
    const token = tenant.owner.token;
    riceId = (
      await app.request('POST', `${C}/catalog/inventory-items`, { token, body: { name: 'Basmati rice', unit: 'Kg', kind: 'Rice', standardCostIqd: 3000 } })
    ).body.data.id;
    boxId = (
      await app.request('POST', `${C}/catalog/inventory-items`, {
        token,
        body: { name: 'Delivery box', unit: 'Piece', kind: 'Packaging', standardCostIqd: 250 },
      })
    ).body.data.id;
    const bom = async (body: Record<string, unknown>) => {
      const res = await app.request('POST', `${C}/products/${shop.productId}/consumables`, { token, body });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    };
    await bom({ inventoryItemId: riceId, qtyPerParentUnit: 0.25, unit: 'Kg' });
    await bom({ inventoryItemId: boxId, qtyPerParentUnit: 1, unit: 'Piece', channelScope: 'Delivery', kind: 'Packaging' });
  }, 180_000);
  afterAll(() => app.close());

  let seq = 0;
  const order = async (items: unknown[], payments: unknown[] = []) => {
    const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items, payments },
      headers: { 'Idempotency-Key': `usage-order-${++seq}` },
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.data;
  };
  const complete = async (id: string) => {
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed'])
      await app.request('POST', `${C}/sales/orders/${id}/status`, { token: tenant.owner.token, body: { status } });
  };

  it('sums the required bill-of-materials lines of completed orders per business day (channel-scoped lines only on their channel)', async () => {
    const done = await order([
      { productId: shop.productId, quantity: 3 },
      { productId: shop.drinkId, quantity: 1 },
    ]);
    await complete(done.id);
    await order([{ productId: shop.productId, quantity: 5 }]);
    const res = await app.request('GET', `${C}/sales/theoretical-usage?BranchId=${tenant.branchId}&From=${done.businessDate}&To=${done.businessDate}`, {
      token: tenant.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { businessDate: done.businessDate, inventoryItemId: riceId, inventoryItemName: 'Basmati rice', unit: 'Kg', quantity: 0.75, productUnits: 3 },
    ]);
  });

  it("refuses a reversed or too long range and another organisation's branch (422)", async () => {
    const other = await createTenant(app.runtime);
    const get = (query: string) => app.request('GET', `${C}/sales/theoretical-usage?${query}`, { token: tenant.owner.token });
    expect((await get(`BranchId=${tenant.branchId}&From=2026-02-02&To=2026-02-01`)).body.errors).toEqual({ to: ['must not be before from'] });
    expect((await get(`BranchId=${tenant.branchId}&From=2026-01-01&To=2026-12-31`)).status).toBe(422);
    expect((await get(`BranchId=${other.branchId}&From=2026-01-01&To=2026-01-02`)).body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
  });

  it('shows the ledger totals per payment kind next to an EOD report of the same branch and day', async () => {
    const paid = await order([{ productId: shop.drinkId, quantity: 4 }], [{ methodId: shop.cardId, amountIqd: 2000 }]);
    const cancelled = await order([{ productId: shop.drinkId, quantity: 2 }], [{ methodId: shop.cardId, amountIqd: 1000 }]);
    await app.request('POST', `${C}/sales/orders/${cancelled.id}/cancel`, { token: tenant.owner.token, body: { reason: 'test' } });
    const created = await app.request('POST', `${C}/loss/eod-reports`, {
      token: tenant.owner.token,
      body: { businessDate: paid.businessDate, grossSalesIqd: 100000, netSalesIqd: 100000, cashSalesIqd: 0, cardSalesIqd: 2500, qiSalesIqd: 0 },
    });
    expect(created.status).toBe(200);
    const ledger = created.body.data.ledger;
    const list = await app.request('GET', `${C}/sales/orders?From=${paid.businessDate}&To=${paid.businessDate}&PerPage=100`, { token: tenant.owner.token });
    const live = list.body.data.items.filter((o: { status: string }) => o.status !== 'Cancelled');
    const total = live.reduce((sum: number, o: { total: number }) => sum + o.total, 0);
    expect(ledger).toMatchObject({
      orderCount: live.length,
      ledgerTotalIqd: total,
      ledgerCardIqd: 2000,
      ledgerCashIqd: 0,
      cardVarianceIqd: 500,
      grossVarianceIqd: 100000 - total,
    });
    const read = await app.request('GET', `${C}/loss/eod-reports/${created.body.data.id}`, { token: tenant.owner.token });
    expect(read.body.data.ledger).toEqual(ledger);
  });
});
