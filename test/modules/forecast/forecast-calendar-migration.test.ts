import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { runSql } from '../../../src/core/db/run-sql';
import { iraqiCalendarDefaults } from '../../../src/modules/forecast/rules/iraqi-calendar';
import { ForecastModule1795909139009 } from '../../../migrations/1795909139009-ForecastModule';

/*
 * The forecast module's migration backfills the calendar of every organisation registered before it
 * (migrations/1795909139009-ForecastModule.ts): each organisation gets the Iraqi defaults of
 * 2025–2032 once, and running the backfill again adds nothing.
 */
describe('ForecastModule migration: the calendar backfill', () => {
  let app: TestApp;
  let before: TestTenant;
  let alsoBefore: TestTenant;
  let seeded: TestTenant;
  const defaults = iraqiCalendarDefaults(2025, 2032, { fridays: false });

  beforeAll(async () => {
    app = await startTestApp();
    [before, alsoBefore, seeded] = [await createTenant(app.runtime), await createTenant(app.runtime), await createTenant(app.runtime)];
    // Two organisations as they were before the module: no calendar at all.
    await runSql(app.runtime.db.dataSource.manager, `DELETE FROM forecast_calendar_days WHERE organization_id = ANY($1::uuid[])`, [
      [before.organizationId, alsoBefore.organizationId],
    ]);
  });
  afterAll(() => app.close());

  const backfill = async () => {
    const runner = app.runtime.db.dataSource.createQueryRunner();
    try {
      await ForecastModule1795909139009.backfillCalendars(runner);
    } finally {
      await runner.release();
    }
  };
  const calendarOf = (organizationId: string) =>
    runSql<{ date: string; kind: string; name_en: string; name_ar: string }>(
      app.runtime.db.dataSource.manager,
      `SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name_en, name_ar FROM forecast_calendar_days WHERE organization_id = $1 ORDER BY date, kind, name_en`,
      [organizationId],
    );
  const expected = defaults
    .map((day) => ({ date: day.date, kind: day.kind, name_en: day.nameEn, name_ar: day.nameAr }))
    .sort((a, b) => (a.date + a.kind + a.name_en < b.date + b.kind + b.name_en ? -1 : 1));

  it('seeds every organisation without a calendar with the Iraqi defaults of 2025–2032, Fridays left out', async () => {
    await backfill();
    for (const tenant of [before, alsoBefore]) expect(await calendarOf(tenant.organizationId)).toEqual(expected);
    expect(expected.some((day) => day.kind === 'EidAlFitr' && day.date === '2026-03-20')).toBe(true);
    expect(expected.some((day) => day.kind === 'Friday')).toBe(false);
  });

  it('adds nothing when run again, and never a second row of a date and kind to a calendar already seeded', async () => {
    const seededBefore = await calendarOf(seeded.organizationId);
    await backfill();
    await backfill();
    for (const tenant of [before, alsoBefore]) expect(await calendarOf(tenant.organizationId)).toEqual(expected);
    const seededAfter = await calendarOf(seeded.organizationId);
    const keys = seededAfter.map((day) => `${day.date}/${day.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Registration's seed is kept; the backfill only fills the dates of 2025–2032 it lacked.
    expect(seededAfter).toEqual(expect.arrayContaining(seededBefore));
    expect(seededAfter).toEqual(expect.arrayContaining(expected));
  });
});
