import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { runSql } from '../../../src/core/db/run-sql';
import { forecastComputeService } from '../../../src/modules/forecast/compute/forecast-compute.service';
import { forecastBranchJob, forecastJob } from '../../../src/modules/forecast/compute/forecast.jobs';
import { BATCHES, createCatalogue, type Catalogue } from '../production/batch-fixtures';
import { FORECAST, LAST, NOW, plantYear } from './forecast-support';
import { openingBalance } from '../inventory/inventory-helpers';
import { RequestContext } from '../../../src/core/context/request-context';
import { systemPrincipal } from '../../../src/core/auth/principal';
import { forecastBacktestReport, forecastDaysReport } from '../../../src/modules/forecast/reports/forecast.reports';

const MISSING = '00000000-0000-4000-8000-000000000000';

function ok<T = any>(res: { status: number; body: any }, what: string): T {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

describe('Forecast: calendar, settings, the nightly job, stored forecasts, batch proposals and reports', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let second: string;
  let catalogue: Catalogue;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    second = await tenant.addBranch('Second branch');
    catalogue = await createCatalogue(app, owner);
    // A batch names the organisation's batch inputs (chicken, meat, rice); its day has no forecast yet.
    ok(
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
          riceRoundingMethod: 'Nearest',
        },
      }),
      'batch',
    );
    await plantYear(app, tenant.organizationId, [tenant.branchId, second], [catalogue.chicken, catalogue.meat, catalogue.rice], { marks: true });
  }, 180_000);
  afterAll(() => app.close());

  const events = (type: string, resourceId: string) => app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { type, resourceId } });

  describe('settings', () => {
    it('answers the default service level 0.8 and changes it, refusing levels outside 0.5 ≤ level < 1 with 422', async () => {
      expect(ok(await app.request('GET', `${FORECAST}/settings`, { token: owner }), 'get')).toEqual({ serviceLevel: 0.8 });
      for (const serviceLevel of [0.4, 1, 0.8125]) {
        const res = await app.request('PUT', `${FORECAST}/settings`, { token: owner, body: { serviceLevel } });
        expect(res.status).toBe(422);
        expect(res.body.errors.serviceLevel).toBeDefined();
      }
      expect(ok(await app.request('PUT', `${FORECAST}/settings`, { token: owner, body: { serviceLevel: 0.9 } }), 'set')).toEqual({ serviceLevel: 0.9 });
      expect(await events('forecast.settings.updated', tenant.organizationId)).toHaveLength(1);
      ok(await app.request('PUT', `${FORECAST}/settings`, { token: owner, body: { serviceLevel: 0.8 } }), 'back');
    });

    it('refuses a member without forecast:manage (403) and lets a staff member read', async () => {
      const staff = await tenant.member('Staff');
      expect((await app.request('PUT', `${FORECAST}/settings`, { token: staff.token, body: { serviceLevel: 0.9 } })).status).toBe(403);
      expect((await app.request('GET', `${FORECAST}/settings`, { token: staff.token })).status).toBe(200);
      const hr = await tenant.member('Hr');
      expect((await app.request('GET', `${FORECAST}/branches/${tenant.branchId}`, { token: hr.token })).status).toBe(403);
    });
  });

  describe('calendar', () => {
    it('lists the planted Iraqi defaults and moves an Eid by a day, adds and deletes a day', async () => {
      const eid = ok(await app.request('GET', `${FORECAST}/calendar-days?Kind=EidAlFitr&From=2026-03-01&To=2026-03-31`, { token: owner }), 'list');
      expect(eid.items.map((d: { date: string }) => d.date)).toEqual(['2026-03-20', '2026-03-21', '2026-03-22']);
      const first = eid.items[0];
      // The moon was sighted a day later: the owner moves the Eid's last day to the 23rd.
      const last = eid.items[2];
      const moved = ok(await app.request('PATCH', `${FORECAST}/calendar-days/${last.id}`, { token: owner, body: { date: '2026-03-23' } }), 'move');
      expect(moved).toMatchObject({ id: last.id, date: '2026-03-23', kind: 'EidAlFitr' });
      expect(await events('forecast.calendar-day.updated', last.id)).toHaveLength(1);
      // Moving a day onto a date that already has its kind is a conflict.
      expect((await app.request('PATCH', `${FORECAST}/calendar-days/${last.id}`, { token: owner, body: { date: first.date } })).status).toBe(409);

      const local = ok(
        await app.request('POST', `${FORECAST}/calendar-days`, {
          token: owner,
          body: { date: '2026-05-10', kind: 'NationalHoliday', nameEn: 'Local festival', nameAr: 'مهرجان محلي' },
        }),
        'create',
      );
      expect(local).toMatchObject({ date: '2026-05-10', kind: 'NationalHoliday', nameEn: 'Local festival' });
      expect(
        (
          await app.request('POST', `${FORECAST}/calendar-days`, {
            token: owner,
            body: { date: '2026-05-10', kind: 'NationalHoliday', nameEn: 'Again', nameAr: 'مرة أخرى' },
          })
        ).status,
      ).toBe(409);
      ok(await app.request('DELETE', `${FORECAST}/calendar-days/${local.id}`, { token: owner }), 'delete');
      expect((await app.request('DELETE', `${FORECAST}/calendar-days/${local.id}`, { token: owner })).status).toBe(404);
      ok(await app.request('PATCH', `${FORECAST}/calendar-days/${last.id}`, { token: owner, body: { date: '2026-03-22' } }), 'move back');
    });

    it('answers 422 for a bad day, 404 for a missing or another organisation’s day, 403 without forecast:manage', async () => {
      const bad = await app.request('POST', `${FORECAST}/calendar-days`, {
        token: owner,
        body: { date: '2026-13-01', kind: 'Holiday', nameEn: '', nameAr: 'x' },
      });
      expect(bad.status).toBe(422);
      const { items } = ok(await app.request('GET', `${FORECAST}/calendar-days?Kind=Ramadan`, { token: owner }), 'list');
      expect((await app.request('PATCH', `${FORECAST}/calendar-days/${MISSING}`, { token: owner, body: { date: '2026-03-01' } })).status).toBe(404);
      const stranger = other.owner.token;
      expect((await app.request('PATCH', `${FORECAST}/calendar-days/${items[0].id}`, { token: stranger, body: { date: '2026-03-01' } })).status).toBe(404);
      expect((await app.request('DELETE', `${FORECAST}/calendar-days/${items[0].id}`, { token: stranger })).status).toBe(404);
      const staff = await tenant.member('Staff');
      expect((await app.request('DELETE', `${FORECAST}/calendar-days/${items[0].id}`, { token: staff.token })).status).toBe(403);
    });
  });

  describe('the nightly job and the stored forecast', () => {
    beforeAll(async () => {
      await forecastJob.run(app.runtime, {}, { touch: async () => undefined, attempt: 1 });
    }, 300_000);

    it('stores 14 days for every batch input of both branches and emits forecast.ready per branch', async () => {
      const rows = await runSql<{ branch_id: string; n: string }>(
        app.runtime.db.dataSource.manager,
        `SELECT branch_id, count(*) AS n FROM forecast_days WHERE organization_id = $1 GROUP BY branch_id`,
        [tenant.organizationId],
      );
      expect(Object.fromEntries(rows.map((r) => [r.branch_id, Number(r.n)]))).toEqual({ [tenant.branchId]: 42, [second]: 42 });
      const ready = await events('forecast.ready', tenant.branchId);
      expect(ready).toHaveLength(1);
      expect(ready[0].data).toMatchObject({ branchId: tenant.branchId, lastKnownDate: LAST, series: 3, days: 14 });
      // A second run finds every branch up to date and stores nothing new.
      expect(await forecastComputeService.computeOrganization(app.runtime, tenant.organizationId)).toBe(0);
      expect(await events('forecast.ready', tenant.branchId)).toHaveLength(1);
    });

    it("answers a branch's series with history, band, explanation and calendar marks (a lookup)", async () => {
      const forecast = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}?HistoryDays=90`, { token: owner }), 'forecast');
      expect(forecast.lastKnownDate).toBe(LAST);
      expect(forecast.series).toHaveLength(3);
      const chicken = forecast.series.find((s: { inventoryItemId: string }) => s.inventoryItemId === catalogue.chicken);
      expect(chicken.history).toHaveLength(90);
      expect(chicken.days).toHaveLength(14);
      expect(chicken.days[0]).toMatchObject({ date: '2026-05-01', horizon: 1 });
      for (const day of chicken.days) {
        expect(day.median).toBeLessThanOrEqual(day.upper);
        expect(day.explanation).toEqual(expect.objectContaining({ calendarEffect: expect.any(Number), soldOutAdjustment: expect.any(Number) }));
      }
      // The same weekdays behind each day, over REST (the route's own selection, past the bridge's depth) and GraphQL alike.
      expect(chicken.days[0].explanation.sameWeekdays).toHaveLength(4);
      expect(chicken.days[0].explanation.sameWeekdays[0]).toEqual({ date: expect.any(String), usage: expect.any(Number), soldOut: expect.any(Boolean) });
      const gql = await app.graphql(
        `query ($branchId: UUID!) { branchForecast(branchId: $branchId) { series { inventoryItemId days { explanation { sameWeekdays { date usage soldOut } } } } } }`,
        { branchId: tenant.branchId },
        { token: owner },
      );
      expect(gql.body.errors).toBeUndefined();
      const gqlChicken = gql.body.data.branchForecast.series.find((s: { inventoryItemId: string }) => s.inventoryItemId === catalogue.chicken);
      expect(gqlChicken.days[0].explanation.sameWeekdays).toEqual(chicken.days[0].explanation.sameWeekdays);
      expect(chicken.history.some((d: { soldOut: boolean }) => d.soldOut)).toBe(true);
      expect(forecast.calendar.some((d: { kind: string }) => d.kind === 'Ramadan')).toBe(true);
      expect((await app.request('GET', `${FORECAST}/branches/${MISSING}`, { token: owner })).status).toBe(404);
      expect((await app.request('GET', `${FORECAST}/branches/${tenant.branchId}`, { token: other.owner.token })).status).toBe(404);
      expect((await app.request('GET', `${FORECAST}/branches/${tenant.branchId}?HistoryDays=3`, { token: owner })).status).toBe(422);
    });

    it('shows in the backtest report the chosen model beating the same-weekday baseline one day ahead', async () => {
      const report = ok(await app.request('GET', `${FORECAST}/backtests?PerPage=50`, { token: owner }), 'backtests');
      expect(report.items).toHaveLength(6);
      let chosen = 0;
      let baseline = 0;
      for (const row of report.items) {
        expect(row.chosenOneDayWape).not.toBeNull();
        chosen += row.chosenOneDayWape;
        baseline += row.baselineOneDayWape;
        expect(Math.abs(row.chosenOneDayBias)).toBeLessThan(0.1);
      }
      expect(chosen / baseline).toBeLessThan(0.85);
      expect((await app.request('GET', `${FORECAST}/backtests?BranchId=${other.branchId}`, { token: owner })).status).toBe(422);
      expect(ok(await app.request('GET', `${FORECAST}/backtests`, { token: other.owner.token }), 'other').items).toHaveLength(0);
    });

    it("proposes tomorrow's batch from the stored forecast, rounded as the batch rules require", async () => {
      const proposal = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/batch-proposal`, { token: owner }), 'proposal');
      expect(proposal).toMatchObject({
        businessDate: '2026-05-02',
        available: true,
        quantile: 'Upper',
        riceRoundingMethod: 'Nearest',
        cookedRiceMultiplier: 2.5,
      });
      const [chicken, meat, rice] = proposal.lines;
      expect(proposal.chickenCount).toBe(Math.ceil(chicken.upper - 1e-9));
      expect(proposal.meatKg).toBeGreaterThanOrEqual(meat.upper - 1e-9);
      expect(proposal.rawRiceKg * 2.5).toBeGreaterThanOrEqual(rice.upper * 2.5 - 0.05);
      expect(Math.round(proposal.rawRiceKg * 10)).toBeCloseTo(proposal.rawRiceKg * 10, 6);
      expect(chicken.explanation.calendarKinds).toEqual(expect.any(Array));
      const median = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/batch-proposal?Quantile=Median`, { token: owner }), 'median');
      expect(median.chickenCount).toBeLessThanOrEqual(proposal.chickenCount);
      const far = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/batch-proposal?BusinessDate=2026-06-30`, { token: owner }), 'far');
      expect(far).toMatchObject({ available: false, chickenCount: null });
      expect((await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/batch-proposal?CookedRiceMultiplier=9`, { token: owner })).status).toBe(422);
    });

    it('records what was proposed beside what was decided when the batch is created, and reports it after the fact', async () => {
      const proposal = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/batch-proposal`, { token: owner }), 'proposal');
      const batch = ok(
        await app.request('POST', BATCHES, {
          token: owner,
          body: {
            businessDate: '2026-05-02',
            chickenItemId: catalogue.chicken,
            chickenCount: proposal.chickenCount - 5,
            meatItemId: catalogue.meat,
            meatKg: 20,
            riceItemId: catalogue.rice,
            rawRiceKg: 40,
            cookedRiceMultiplier: 2.5,
            riceRoundingMethod: 'Nearest',
          },
        }),
        'batch',
      );
      const [record] = await runSql<Record<string, unknown>>(
        app.runtime.db.dataSource.manager,
        `SELECT proposed_chicken_count, proposed_meat_kg::float8 AS proposed_meat_kg, proposed_raw_rice_kg::float8 AS proposed_raw_rice_kg, decided_chicken_count, decided_meat_kg::float8 AS decided_meat_kg
           FROM forecast_batch_proposals WHERE batch_id = $1`,
        [batch.id],
      );
      expect(record).toEqual({
        proposed_chicken_count: proposal.chickenCount,
        proposed_meat_kg: proposal.meatKg,
        proposed_raw_rice_kg: proposal.rawRiceKg,
        decided_chicken_count: proposal.chickenCount - 5,
        decided_meat_kg: 20,
      });
      const days = ok<any[]>(
        await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/outcomes?From=2026-04-28&To=2026-05-02`, { token: owner }),
        'outcomes',
      );
      expect(days.map((d) => d.businessDate)).toEqual(['2026-04-28', '2026-04-29', '2026-04-30', '2026-05-01', '2026-05-02']);
      expect(days[4]).toMatchObject({ batchId: batch.id, proposedChickenCount: proposal.chickenCount, decidedChickenCount: proposal.chickenCount - 5 });
      // The batch of the 29th was created before any forecast: nothing proposed; its usage is the close's.
      expect(days[1]).toMatchObject({ proposedChickenCount: null, decidedChickenCount: 90 });
      expect(days[1].usedChicken).toBeGreaterThan(0);
      expect((await app.request('GET', `${FORECAST}/branches/${tenant.branchId}/outcomes?From=2026-01-01&To=2026-05-01`, { token: owner })).status).toBe(422);
    });

    it("suggests reordering the forecast usage over the supplier's lead time instead of a fixed par", async () => {
      const supplier = ok(
        await app.request('POST', '/api/v1/console/purchasing/suppliers', { token: owner, body: { name: 'Rice traders', leadTimeDays: 2 } }),
        'supplier',
      );
      expect(supplier.leadTimeDays).toBe(2);
      expect((await app.request('POST', '/api/v1/console/purchasing/suppliers', { token: owner, body: { name: 'Slow', leadTimeDays: 61 } })).status).toBe(422);
      ok(
        await app.request('POST', '/api/v1/console/purchase-orders', {
          token: owner,
          body: { supplierId: supplier.id, lines: [{ inventoryItemId: catalogue.rice, quantity: 1, unitPriceIqd: 2500 }] },
        }),
        'order',
      );
      await openingBalance(app, owner, catalogue.rice, 1, 2500);
      const forecast = ok(await app.request('GET', `${FORECAST}/branches/${tenant.branchId}?InventoryItemIds=${catalogue.rice}`, { token: owner }), 'forecast');
      const upper = forecast.series[0].days
        .filter((d: { date: string }) => d.date === '2026-05-02' || d.date === '2026-05-03')
        .reduce((sum: number, d: { upper: number }) => sum + d.upper, 0);
      const suggestions = ok<any[]>(await app.request('GET', '/api/v1/console/inventory/reorder-suggestions', { token: owner }), 'suggestions');
      const rice = suggestions.find((s) => s.inventoryItemId === catalogue.rice);
      expect(rice).toMatchObject({ supplierId: supplier.id, leadTimeDays: 2, onHand: 1 });
      expect(rice.forecastUsage).toBeCloseTo(upper, 2);
      expect(rice.parLevel).toBeCloseTo(upper, 2);
      expect(rice.quantity).toBeCloseTo(upper - 1, 2);
    });

    it('exports the backtest report and the forecast days (the report catalogue’s rows)', async () => {
      const ctx = new RequestContext(app.runtime, systemPrincipal(tenant.organizationId, ['forecast:read'], null), null, { transport: 'job' });
      const rows = async (report: typeof forecastBacktestReport, from = LAST, to = LAST) => {
        const all: Record<string, unknown>[] = [];
        for await (const batch of report.rows(ctx, { from, to, filters: {} } as never, 4)) all.push(...batch);
        return all;
      };
      const backtests = await rows(forecastBacktestReport);
      expect(backtests).toHaveLength(6);
      expect(backtests[0]).toEqual(
        expect.objectContaining({ branch: expect.any(String), chosenModel: expect.any(String), chosenOneDayWape: expect.any(Number) }),
      );
      const days = await rows(forecastDaysReport, '2026-05-01', '2026-05-02');
      expect(days).toHaveLength(12);
      // The exports module takes the report like any other (the export job runs it).
      const job = ok<any>(
        await app.request('POST', '/api/v1/console/export-jobs', {
          token: owner,
          body: { reportKey: 'forecast.backtests', format: 'Csv', from: LAST, to: LAST },
        }),
        'export',
      );
      expect(job.reportKey).toBe('forecast.backtests');
    });

    it('queues a recomputation on request (403 without forecast:manage, 404 for another organisation’s branch)', async () => {
      const queued = ok(await app.request('POST', `${FORECAST}/branches/${second}/recompute`, { token: owner }), 'recompute');
      expect(queued).toEqual({ branchId: second, queued: true });
      expect((await app.request('POST', `${FORECAST}/branches/${other.branchId}/recompute`, { token: owner })).status).toBe(404);
      const staff = await tenant.member('Staff');
      expect((await app.request('POST', `${FORECAST}/branches/${second}/recompute`, { token: staff.token })).status).toBe(403);
      // The queued job recomputes the branch whatever the age of its forecast.
      await forecastBranchJob.run(app.runtime, { organizationId: tenant.organizationId, branchId: second }, { touch: async () => undefined, attempt: 1 });
      expect(await events('forecast.ready', second)).toHaveLength(2);
    });
  });
});
