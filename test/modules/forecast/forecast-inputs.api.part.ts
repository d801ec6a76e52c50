import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { runSql } from '../../../src/core/db/run-sql';
import { forecastComputeService } from '../../../src/modules/forecast/compute/forecast-compute.service';
import { BATCHES, C, createCatalogue, type Catalogue } from '../production/batch-fixtures';
import { FORECAST, LAST, NOW, plantRiceByWeight, plantYear } from './forecast-support';
import { RequestContext } from '../../../src/core/context/request-context';
import { systemPrincipal } from '../../../src/core/auth/principal';
import { forecastBacktestReport } from '../../../src/modules/forecast/reports/forecast.reports';

function ok<T = any>(res: { status: number; body: any }, what: string): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/*
 * What is forecast (docs/forecast.md): besides the chicken, meat and rice a batch takes, every other
 * item a bill of materials draws from a batch (a batch's output a product's bill draws, a batch's
 * extra a modifier option's bill draws), and the cooked rice sold by weight from the batch. Items a
 * batch does not make or take, and a batch's extra no bill draws, are not forecast.
 */
describe('Forecast: every item a bill of materials draws from a batch, and the rice sold by weight', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;
  let second: string;
  let catalogue: Catalogue;
  let quarter: string;
  let sauce: string;
  let cola: string;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
    second = await tenant.addBranch('Second branch');
    catalogue = await createCatalogue(app, owner);
    const item = async (name: string, nameAr: string, unit: string, kind: string) =>
      ok(await app.request('POST', `${C}/catalog/inventory-items`, { token: owner, body: { name, nameAr, unit, kind, standardCostIqd: 100 } }), name)
        .id as string;
    quarter = await item('Grilled chicken quarter', 'ربع دجاجة مشوية', 'Piece', 'Product');
    sauce = await item('Garlic sauce', 'صلصة الثوم', 'Kg', 'Ingredient');
    cola = await item('Cola can', 'علبة كولا', 'Piece', 'Product');
    // A product's bill draws the batch's output; a modifier option's bill draws the batch's extra; cola is bought in.
    const meal = ok(
      await app.request('POST', `${C}/catalog/products`, { token: owner, body: { code: 'Q1', name: 'Quarter meal', basePriceIqd: 5000 } }),
      'meal',
    );
    ok(
      await app.request('POST', `${C}/products/${meal.id}/consumables`, {
        token: owner,
        body: { inventoryItemId: quarter, qtyPerParentUnit: 1, unit: 'Piece' },
      }),
      'bom',
    );
    ok(
      await app.request('POST', `${C}/products/${meal.id}/consumables`, { token: owner, body: { inventoryItemId: cola, qtyPerParentUnit: 1, unit: 'Piece' } }),
      'bom',
    );
    const group = ok(
      await app.request('POST', `${C}/catalog/modifier-groups`, {
        token: owner,
        body: { name: 'Sauces', minChoices: 0, maxChoices: 1, required: false, options: [{ name: 'Garlic', priceDeltaIqd: 250 }] },
      }),
      'group',
    );
    ok(
      await app.request('POST', `${C}/catalog/modifier-options/${group.options[0].id}/consumables`, {
        token: owner,
        body: { inventoryItemId: sauce, qtyPerParentUnit: 30, unit: 'G' },
      }),
      'option bom',
    );
    ok(
      await app.request('POST', `${C}/catalog/products`, { token: owner, body: { code: 'R1', name: 'Rice by the kilo', basePriceIqd: 3000, directRiceKg: 1 } }),
      'rice product',
    );
    const batch = ok(
      await app.request('POST', BATCHES, {
        token: owner,
        body: {
          businessDate: '2026-04-29',
          chickenItemId: catalogue.chicken,
          chickenCount: 90,
          meatItemId: catalogue.meat,
          meatKg: 22,
          riceItemId: catalogue.rice,
          rawRiceKg: 45,
          cookedRiceMultiplier: 2.5,
          reservedRiceDirectSaleKg: 10,
          riceRoundingMethod: 'Nearest',
          extras: [
            { inventoryItemId: sauce, quantity: 2, unit: 'Kg' },
            { inventoryItemId: catalogue.oil, quantity: 1, unit: 'L' },
          ],
        },
      }),
      'batch',
    );
    ok(await app.request('PUT', `${BATCHES}/${batch.id}/status`, { token: owner, body: { status: 'InProduction' } }), 'start');
    ok(await app.request('POST', `${BATCHES}/${batch.id}/outputs`, { token: owner, body: { inventoryItemId: quarter, outputQty: 120 } }), 'output');
    const branches = [tenant.branchId, second];
    await plantYear(app, tenant.organizationId, branches, [catalogue.chicken, catalogue.meat, catalogue.rice, quarter, sauce, cola]);
    await plantRiceByWeight(app, tenant.organizationId, branches);
    await forecastComputeService.computeOrganization(app.runtime, tenant.organizationId, { force: true });
  }, 300_000);
  afterAll(() => app.close());

  it('forecasts the batch output a product draws and the batch extra a modifier option draws, not the bought-in item nor an extra nothing draws', async () => {
    const forecast = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}?HistoryDays=28`, { token: owner }), 'forecast');
    const series = forecast.series.map((s: { inventoryItemId: string; measure: string }) => `${s.inventoryItemId}/${s.measure}`).sort();
    expect(series).toEqual(
      [
        `${catalogue.chicken}/Usage`,
        `${catalogue.meat}/Usage`,
        `${catalogue.rice}/Usage`,
        `${catalogue.rice}/RiceSoldByWeight`,
        `${quarter}/Usage`,
        `${sauce}/Usage`,
      ].sort(),
    );
    const quarterSeries = forecast.series.find((s: { inventoryItemId: string }) => s.inventoryItemId === quarter);
    expect(quarterSeries).toMatchObject({ itemName: 'Grilled chicken quarter', itemNameAr: 'ربع دجاجة مشوية', unit: 'Piece' });
    expect(quarterSeries.days).toHaveLength(14);
    expect(quarterSeries.days[0].upper).toBeGreaterThan(0);
  });

  it('forecasts the cooked rice sold by weight on the rice item, in kg, from the orders of the year', async () => {
    const forecast = ok(await app.request('GET', `${FORECAST}/branches/${second}?InventoryItemIds=${catalogue.rice}`, { token: owner }), 'forecast');
    const byWeight = forecast.series.find((s: { measure: string }) => s.measure === 'RiceSoldByWeight');
    expect(byWeight).toMatchObject({ inventoryItemId: catalogue.rice, unit: 'Kg' });
    expect(byWeight.history.filter((d: { usage: number | null }) => (d.usage ?? 0) > 0).length).toBeGreaterThan(40);
    expect(byWeight.days[0].median).toBeGreaterThan(0);
    const usage = forecast.series.find((s: { measure: string }) => s.measure === 'Usage');
    expect(usage.days[0].point).not.toBe(byWeight.days[0].point);
  });

  it('reserves the forecast rice sold by weight in the batch proposal, on top of the portions’ cooked rice', async () => {
    const proposal = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/batch-proposal`, { token: owner }), 'proposal');
    expect(proposal.lines.map((l: { role: string }) => l.role)).toEqual(['Chicken', 'Meat', 'Rice', 'RiceSoldByWeight']);
    const rice = proposal.lines[2];
    const byWeight = proposal.lines[3];
    expect(byWeight).toMatchObject({ inventoryItemId: catalogue.rice, itemName: 'Basmati rice' });
    expect(byWeight.quantity).toBeGreaterThan(0);
    expect(proposal.reservedRiceDirectSaleKg).toBeGreaterThanOrEqual(byWeight.quantity - 1e-9);
    expect(proposal.cookedRiceKg).toBeGreaterThanOrEqual(rice.quantity * 2.5 + byWeight.quantity - 1e-6);
  });

  it('lists the backtest rows by branch name, then item name, then the usage before the rice sold by weight, in the list and the export alike', async () => {
    const order = (rows: Array<{ branch: string; item: string; measure: string }>) => rows.map((r) => `${r.branch}|${r.item}|${r.measure}`);
    const expected = ['Main branch', 'Second branch'].flatMap((branch) =>
      ['Basmati rice|Usage', 'Basmati rice|RiceSoldByWeight', 'Garlic sauce|Usage', 'Grilled chicken quarter|Usage', 'Lamb|Usage', 'Whole chicken|Usage'].map(
        (item) => `${branch}|${item}`,
      ),
    );
    const list = ok(await app.request('GET', `${FORECAST}/backtests?PerPage=50`, { token: owner }), 'backtests');
    expect(order(list.items.map((r: any) => ({ branch: r.branchName, item: r.itemName, measure: r.measure })))).toEqual(expected);
    // Sorted by another column, ties keep the same order.
    const byComputedAt = ok(await app.request('GET', `${FORECAST}/backtests?PerPage=50&Sort=computedAt`, { token: owner }), 'by computedAt');
    expect(order(byComputedAt.items.map((r: any) => ({ branch: r.branchName, item: r.itemName, measure: r.measure })))).toEqual(expected);
    const exported: Array<{ branch: string; item: string; measure: string }> = [];
    const ctx = new RequestContext(app.runtime, systemPrincipal(tenant.organizationId, ['forecast:read'], null), null, { transport: 'job' });
    for await (const batch of forecastBacktestReport.rows(ctx, { from: LAST, to: LAST, filters: {} } as never, 5)) {
      exported.push(...(batch as Array<{ branch: string; item: string; measure: string }>));
    }
    expect(order(exported)).toEqual(expected);
  });

  it('names the items in Arabic and English in the backtest rows and the proposal lines', async () => {
    const report = ok(await app.request('GET', `${FORECAST}/backtests?BranchId=${tenant.branchId}&PerPage=50`, { token: owner }), 'backtests');
    expect(report.items).toHaveLength(6);
    expect(report.items.find((r: { inventoryItemId: string }) => r.inventoryItemId === sauce)).toMatchObject({
      itemName: 'Garlic sauce',
      itemNameAr: 'صلصة الثوم',
      measure: 'Usage',
    });
    await runSql(app.runtime.db.dataSource.manager, `UPDATE catalog_inventory_items SET name_ar = 'دجاج كامل' WHERE id = $1`, [catalogue.chicken]);
    const proposal = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/batch-proposal`, { token: owner }), 'proposal');
    expect(proposal.lines[0]).toMatchObject({ role: 'Chicken', itemName: 'Whole chicken', itemNameAr: 'دجاج كامل' });
  });
});
