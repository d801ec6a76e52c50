import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { readOrganizationHistory, seriesKey } from '../../../src/modules/forecast/compute/forecast-history';
import { createBatch, createCatalogue, moveTo, type Catalogue } from '../production/batch-fixtures';
import { C, GUEST, openShop, type Shop } from '../sales/sales.support';

/** 13:00 in Baghdad: business day 2026-03-15. */
const DAY = '2026-03-15';

function ok<T = any>(res: { status: number; body: any }, what: string): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/*
 * The usage the forecast learns from (docs/forecast.md, "What is forecast"): a product sold by weight
 * whose bill of materials lists the batch's raw rice is counted once, as rice sold by weight, and not
 * again in the rice item's usage (the proposal adds the two: raw rice usage × multiplier + rice sold by weight).
 */
describe('Forecast history: rice sold by weight is not counted again in the rice usage', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let shop: Shop;
  let catalogue: Catalogue;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date(`${DAY}T10:00:00Z`) });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    shop = await openShop(app, tenant, 'FBW');
    catalogue = await createCatalogue(app, owner);
    const kilo = ok(
      await app.request('POST', `${C}/catalog/products`, {
        token: owner,
        body: { code: 'FBW-KG', name: 'Rice by the kilo', basePriceIqd: 3000, channels: ['SelfOrder'], directRiceKg: 1 },
      }),
      'kilo',
    );
    // Portions draw 250 g of raw rice; the kilo of cooked rice lists the 400 g of raw rice it comes from.
    const bom = async (productId: string, grams: number) =>
      ok(
        await app.request('POST', `${C}/products/${productId}/consumables`, {
          token: owner,
          body: { inventoryItemId: catalogue.rice, qtyPerParentUnit: grams, unit: 'G' },
        }),
        'bom',
      );
    await bom(shop.productId, 250);
    await bom(kilo.id, 400);
    ok(
      await app.request('POST', `${C}/inventory/opening-balances`, {
        token: owner,
        body: { inventoryItemId: catalogue.rice, quantity: 50, unitCostIqd: 2500, businessDate: '2026-03-01' },
      }),
      'opening',
    );
    const batchId = await createBatch(app, owner, catalogue, DAY);
    await moveTo(app, owner, batchId, 'InProduction');
    const placed = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: {
        items: [
          { productId: kilo.id, quantity: 2 },
          { productId: shop.productId, quantity: 4 },
        ],
        payments: [],
      },
      headers: { 'Idempotency-Key': 'forecast-usage-by-weight' },
    });
    const orderId = ok(placed, 'order').id;
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) {
      ok(await app.request('POST', `${C}/sales/orders/${orderId}/status`, { token: owner, body: { status } }), status);
    }
    app.clock.set(new Date('2026-03-16T10:00:00Z'));
    owner = await tenant.tokenFor(tenant.owner, tenant.branchId);
    ok(await app.request('POST', `${C}/analytics/day-closes`, { token: owner, body: { branchId: tenant.branchId, businessDate: DAY } }), 'close');
  }, 180_000);
  afterAll(() => app.close());

  it('learns the rice usage of the portions only, and the kilos sold by weight as their own series', async () => {
    const history = await readOrganizationHistory(
      app.runtime.db.dataSource.manager,
      tenant.organizationId,
      [catalogue.rice],
      DAY,
      DAY,
      new Date('2026-03-16T10:00:00Z'),
      DAY,
    );
    const byItem = history.usage.get(tenant.branchId)!;
    // 4 portions × 250 g; the 2 kg sold by weight (their 800 g of raw rice) only in RiceSoldByWeight.
    expect(byItem.get(catalogue.rice)?.get(DAY)).toBeCloseTo(1, 6);
    expect(byItem.get(seriesKey(catalogue.rice, 'RiceSoldByWeight'))?.get(DAY)).toBeCloseTo(2, 6);
  });

  it('reports the raw rice the portions used beside the batch in the outcomes, without the rice sold by weight', async () => {
    const outcomes = ok(
      await app.request('GET', `/api/v1/console/forecast/branches/${tenant.branchId}/outcomes?From=${DAY}&To=${DAY}`, { token: owner }),
      'outcomes',
    );
    expect(outcomes).toEqual([expect.objectContaining({ businessDate: DAY, usedRawRiceKg: 1 })]);
  });
});
