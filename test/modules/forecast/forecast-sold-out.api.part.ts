import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant } from '../../support/factories';
import { runSql } from '../../../src/core/db/run-sql';
import { forecastComputeService } from '../../../src/modules/forecast/compute/forecast-compute.service';
import { BATCHES, createCatalogue } from '../production/batch-fixtures';
import { NOW, plantYear, type PlantedOptions } from './forecast-support';

/**
 * The same generated year planted three times: with the sold-out cut and its marks, with the cut
 * but no marks (the cut taken at face value), and without the cut (the true demand).
 */
describe('Forecast: sold-out days are demand cut short, not low demand', () => {
  let app: TestApp;
  const totals: Record<string, number> = {};

  async function plantAndForecast(name: string, options: PlantedOptions): Promise<void> {
    const tenant = await createTenant(app.runtime, { name });
    const second = await tenant.addBranch('Second branch');
    const catalogue = await createCatalogue(app, tenant.owner.token);
    const res = await app.request('POST', BATCHES, {
      token: tenant.owner.token,
      body: {
        businessDate: '2026-04-29',
        chickenItemId: catalogue.chicken,
        chickenCount: 90,
        meatItemId: catalogue.meat,
        meatKg: 22,
        riceItemId: catalogue.rice,
        rawRiceKg: 45,
        cookedRiceMultiplier: 2.5,
      },
    });
    expect(res.status).toBe(200);
    await plantYear(app, tenant.organizationId, [tenant.branchId, second], [catalogue.chicken, catalogue.meat, catalogue.rice], options);
    expect(await forecastComputeService.computeOrganization(app.runtime, tenant.organizationId)).toBe(2);
    const [row] = await runSql<{ total: number }>(
      app.runtime.db.dataSource.manager,
      `SELECT sum(point)::float8 AS total FROM forecast_days WHERE organization_id = $1 AND horizon <= 7`,
      [tenant.organizationId],
    );
    totals[name] = row.total;
  }

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    await plantAndForecast('marked', { marks: true });
    await plantAndForecast('face value', {});
    await plantAndForecast('uncut', { uncut: true });
  }, 400_000);
  afterAll(() => app.close());

  it('forecasts no less with the marked sold-out days than with the cut taken at face value', () => {
    expect(totals.marked).toBeGreaterThanOrEqual(totals['face value']);
  });

  it('is not pulled down by the sold-out days: within 3 % of the forecast from the uncut year', () => {
    expect(totals.marked / totals.uncut - 1).toBeGreaterThan(-0.03);
  });
});
