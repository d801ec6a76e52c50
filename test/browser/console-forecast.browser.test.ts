import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, openCreateForm, screenshot, seedConsoleUser, signInThroughForm, signInInArabic } from '../support/console-ui';
import { openInConsole, settled } from '../support/console-pages';
import { seriousViolations } from '../support/screen-text';
import { chartsAxe, faintChartText } from '../support/chart-text';
import { createCatalogue, batchBody, BATCHES, type Catalogue } from '../modules/production/batch-fixtures';
import { FORECAST, NOW, plantRiceByWeight, plantYear } from '../modules/forecast/forecast-support';
import { forecastJob } from '../../src/modules/forecast/compute/forecast.jobs';

/*
 * The demand forecast in the console (issue 53, docs/console.md "Forecast"): a generated year for two
 * branches (a Ramadan effect and sold-out days planted, bench/forecast-data.ts) is stored as the daily
 * close would have, the nightly job computes the forecasts, and the pages show them: the batch form
 * proposes tomorrow's chickens, meat and rice; the accuracy report shows the chosen model beating the
 * same-weekday baseline; the forecast page draws history and band; Arabic with Arabic-Indic digits at 390 px.
 */

function ok(res: { status: number; body: any }, what: string): any {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The day after the generated year: the service's today and the first forecast day. */
const TOMORROW = '2026-05-01';

const arabic = (value: number, fractionDigits = 3) =>
  new Intl.NumberFormat('ar-IQ-u-nu-arab', { maximumFractionDigits: fractionDigits, useGrouping: false }).format(value);

/** The page is no wider than the phone: nothing runs past the screen's edge (wide tables scroll inside their region). */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}

describe('the demand forecast in the console', () => {
  const suite = consoleSuite({ now: NOW });
  let catalogue: Catalogue;
  let second: string;
  let proposal: { chickenCount: number; meatKg: number; rawRiceKg: number; reservedRiceDirectSaleKg: number };

  beforeAll(async () => {
    const { app, owner } = suite;
    const token = owner.tenant.owner.token;
    second = await owner.tenant.addBranch('Second branch');
    catalogue = await createCatalogue(app, token);
    // The latest batch names the branch's chicken, meat and rice, its multiplier and rice rounding.
    ok(await app.request('POST', BATCHES, { token, body: batchBody(catalogue, '2026-04-29', { riceRoundingMethod: 'Nearest' }) }), 'batch');
    // The inputs' Arabic names, which the Arabic pages show.
    for (const [id, name, nameAr, unit, kind, standardCostIqd] of [
      [catalogue.chicken, 'Whole chicken', 'دجاج كامل', 'Piece', 'Chicken', 6000],
      [catalogue.meat, 'Lamb', 'لحم غنم', 'Kg', 'Meat', 18000],
      [catalogue.rice, 'Basmati rice', 'رز بسمتي', 'Kg', 'Rice', 2500],
    ]) {
      const body = { name, nameAr, unit, kind, standardCostIqd };
      ok(await app.request('PUT', `/api/v1/console/catalog/inventory-items/${id}`, { token, body }), 'name');
    }
    await plantYear(app, owner.tenant.organizationId, [owner.tenant.branchId, second], [catalogue.chicken, catalogue.meat, catalogue.rice], { marks: true });
    await plantRiceByWeight(app, owner.tenant.organizationId, [owner.tenant.branchId, second]);
    await forecastJob.run(app.runtime, {}, { touch: async () => undefined, attempt: 1 });
    // The proposal for the new batch form's rice settings (multiplier 2.5, no rounding), as the form asks for it.
    const answer = await app.graphql(
      `query ($branchId: UUID!, $date: LocalDate) {
        forecastBatchProposal(branchId: $branchId, businessDate: $date, cookedRiceMultiplier: 2.5, riceRoundingMethod: None) {
          available chickenCount meatKg rawRiceKg reservedRiceDirectSaleKg
        }
      }`,
      { branchId: owner.tenant.branchId, date: TOMORROW },
      { token },
    );
    proposal = answer.body.data.forecastBatchProposal;
    expect(proposal).toMatchObject({ available: true });
    expect(proposal.reservedRiceDirectSaleKg).toBeGreaterThan(0);
  }, 240_000);

  it("proposes tomorrow's chickens, meat and rice in the batch form with why, and the batch takes them (English)", async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await context.clock.setFixedTime(NOW);
      await signInThroughForm(page, app, owner);
      await openInConsole(page, '/production/batches');
      const form = await openCreateForm(page, 'New batch');
      const panel = form.getByTestId('batch-proposal');
      await panel.getByRole('heading', { name: 'Proposal for 1 May 2026' }).waitFor();
      await panel.getByText(`${proposal.chickenCount} pcs`, { exact: true }).waitFor();
      await panel
        .getByText(/^Same weekdays: 24 Apr 2026: /)
        .first()
        .waitFor();
      await panel
        .getByText(/^Calendar/)
        .first()
        .waitFor();
      await panel.getByText('Cooked rice reserved for sale by weight').waitFor();
      await panel.getByText(`${proposal.reservedRiceDirectSaleKg} kg`, { exact: true }).waitFor();
      await panel.getByText('Why: Chickens (Whole chicken), Calendar regression').waitFor();
      await panel.getByText(/^Why: Rice sold by weight \(Basmati rice\), /).waitFor();
      await screenshot(page, 'console-forecast-proposal-en');
      await panel.getByRole('button', { name: 'Use proposal' }).click();
      expect(await form.getByRole('textbox', { name: 'Chickens (pieces)' }).inputValue()).toBe(String(proposal.chickenCount));
      expect(Number(await form.getByRole('textbox', { name: 'Meat (kg)' }).inputValue())).toBe(proposal.meatKg);
      expect(Number(await form.getByRole('textbox', { name: 'Raw rice (kg)' }).inputValue())).toBe(proposal.rawRiceKg);
      expect(Number(await form.getByRole('textbox', { name: 'Rice kept for direct sale (kg)' }).inputValue())).toBe(proposal.reservedRiceDirectSaleKg);
      const violations = await seriousViolations(page, 'en batch form with proposal');
      // The person decides: one chicken more than proposed.
      await form.getByRole('textbox', { name: 'Chickens (pieces)' }).fill(String(proposal.chickenCount + 1));
      await form.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/console\/production\/batches\/[0-9a-f-]{36}$/);

      // The after-the-fact report has the day: proposed beside decided.
      await openInConsole(page, `/reports/forecast-accuracy?from=${TOMORROW}&to=${TOMORROW}`);
      const day = page.locator(`tr[data-day="${TOMORROW}"]`);
      await day.waitFor();
      expect(await day.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([String(proposal.chickenCount), String(proposal.chickenCount + 1)]));
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('shows the chosen model beating the same-weekday baseline in the accuracy report, and the forecast chart readable (English)', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const rows = ok(await app.request('GET', `${FORECAST}/backtests?BranchId=${owner.tenant.branchId}`, { token }), 'backtests').items as any[];
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => `${r.itemName}/${r.itemNameAr}/${r.measure}`).sort()).toEqual(
      ['Basmati rice/رز بسمتي/RiceSoldByWeight', 'Basmati rice/رز بسمتي/Usage', 'Lamb/لحم غنم/Usage', 'Whole chicken/دجاج كامل/Usage'].sort(),
    );
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await context.clock.setFixedTime(NOW);
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Forecast accuracy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forecast accuracy' }).waitFor();
      await settled(page);
      for (const name of ['Whole chicken', 'Lamb', 'Basmati rice']) {
        const body = page.locator(`tbody[data-item="${name}"]`);
        await body.getByText('Better than the baseline').waitFor();
        const row = rows.find((r) => r.itemName === name);
        expect(row.chosenModel).toBe('calendar-regression');
        expect(row.chosenOneDayWape).toBeLessThan(row.baselineOneDayWape);
        const chosen = await body.locator('tr[data-model="chosen"] td').allTextContents();
        const baseline = await body.locator('tr[data-model="baseline"] td').allTextContents();
        expect(chosen[0]).toContain('Calendar regression');
        expect(baseline[0]).toContain('Same weekday');
        expect(parseFloat(chosen[1])).toBeLessThan(parseFloat(baseline[1]));
      }
      await page.locator(`tbody[data-series="${catalogue.rice}:RiceSoldByWeight"]`).getByText('Basmati rice, sold by weight (cooked)').waitFor();
      await screenshot(page, 'console-forecast-accuracy-en');
      const violations = await seriousViolations(page, 'en forecast accuracy');

      await page.getByRole('link', { name: 'Whole chicken' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forecast' }).waitFor();
      await settled(page);
      const chart = page.getByTestId('forecast-chart');
      await chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor();
      expect(await chart.getAttribute('aria-label')).toMatch(/^Whole chicken: used .* pcs a day over the last 28 days; next 14 days forecast/);
      await page.getByText('Calendar regression', { exact: true }).waitFor();
      await page.getByText(/^\d+ \w+ 2025 to 30 Apr 2026 \(\d+ days with sales\)$/).waitFor();
      // The table beside the chart: the forecast days with their calendar names, then the history.
      await page.locator(`tr[data-forecast-day="${TOMORROW}"]`).waitFor();
      expect(await page.locator('tr[data-forecast-day]').count()).toBe(14);
      await page.mouse.move(0, 0);
      await screenshot(page, 'console-forecast-en');
      expect(await faintChartText(page, 'forecast-chart')).toEqual([]);
      violations.push(...(await seriousViolations(page, 'en forecast')));
      violations.push(...(await chartsAxe(page, 'en forecast')));
      expect(violations).toEqual([]);

      // A manager recomputes on request; the job runs later.
      await page.getByRole('button', { name: 'Recompute' }).click();
      await page.getByRole('status').getByText('The forecast is being recomputed.', { exact: false }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('reads the forecast, the proposal and the accuracy report in Arabic with Arabic-Indic digits on a 390 px phone', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await context.clock.setFixedTime(NOW);
      await signInInArabic(page, app, owner);
      expect(await page.evaluate('document.documentElement.dir')).toBe('rtl');

      await openInConsole(page, '/forecast');
      await page.getByRole('heading', { level: 1, name: 'التنبؤ بالطلب' }).waitFor();
      const chart = page.getByTestId('forecast-chart');
      await chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor();
      const ticks = await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents();
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.join(' ')).not.toMatch(/[0-9]/);
      expect(await page.locator('main table').first().innerText()).not.toMatch(/[0-9]/);
      await page.getByText('انحدار التقويم', { exact: true }).waitFor();
      expect(await page.getByRole('combobox', { name: 'المادة' }).inputValue()).toBe('رز بسمتي');
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-forecast-ar-390');
      const violations = await seriousViolations(page, 'ar forecast 390');
      expect(await faintChartText(page, 'forecast-chart')).toEqual([]);

      await openInConsole(page, '/production/batches');
      const form = await openCreateForm(page, 'دفعة جديدة');
      const panel = form.getByTestId('batch-proposal');
      await panel.getByRole('heading', { name: /^المقترح ليوم ١ أيار ٢٠٢٦$/ }).waitFor();
      await panel.getByText(`${arabic(proposal.chickenCount)} قطعة`, { exact: true }).waitFor();
      await panel.getByText('الرز المطبوخ المحجوز للبيع بالوزن').waitFor();
      await panel.getByText(`${arabic(proposal.reservedRiceDirectSaleKg)} كغم`, { exact: true }).waitFor();
      await panel.getByText(/^لماذا: الدجاج \(دجاج كامل\)، /).waitFor();
      await panel.getByRole('button', { name: 'استخدام المقترح' }).click();
      expect(await form.getByRole('textbox', { name: 'الدجاج (قطعة)', exact: true }).inputValue()).toBe(arabic(proposal.chickenCount));
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-forecast-proposal-ar-390');
      violations.push(...(await seriousViolations(page, 'ar batch form 390')));
      await page.keyboard.press('Escape');

      await openInConsole(page, '/reports/forecast-accuracy');
      await page.getByRole('heading', { level: 1, name: 'دقة التنبؤ' }).waitFor();
      await page.getByText('أفضل من الأساس').first().waitFor();
      for (const name of ['دجاج كامل', 'لحم غنم', 'رز بسمتي', 'رز بسمتي، مباع بالوزن (مطبوخ)']) await page.getByRole('link', { name, exact: true }).waitFor();
      expect(await page.locator('main table').first().innerText()).not.toMatch(/[0-9]/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-forecast-accuracy-ar-390');
      violations.push(...(await seriousViolations(page, 'ar accuracy 390')));

      await openInConsole(page, '/forecast/calendar');
      await page.getByRole('heading', { level: 1, name: 'تقويم التنبؤ' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-forecast-calendar-ar-390');
      violations.push(...(await seriousViolations(page, 'ar calendar 390')));
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('moves an Eid, adds and deletes a calendar day and sets the service level; a staff member reads the forecast without managing it', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await context.clock.setFixedTime(NOW);
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Forecast calendar' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forecast calendar' }).waitFor();
      await settled(page);

      await page.getByRole('textbox', { name: 'Service level (%)' }).fill('90');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Service level saved.').waitFor();
      expect(ok(await app.request('GET', `${FORECAST}/settings`, { token }), 'settings').serviceLevel).toBe(0.9);

      // Eid al-Fitr 2026 announced a day later: its first day moves from 20 to 21 March.
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Eid al-Fitr' }).click();
      await settled(page);
      const first = page.locator('tr[data-calendar-day="2026-03-20"]');
      await first.waitFor();
      await first.getByRole('button', { name: /^Move/ }).click();
      const move = page.getByRole('dialog').getByRole('form', { name: 'Move' });
      await move.getByLabel('New date').fill('2026-03-23');
      await move.getByRole('button', { name: 'Move' }).click();
      await page.locator('tr[data-calendar-day="2026-03-23"]').waitFor();
      const moved = ok(await app.request('GET', `${FORECAST}/calendar-days?Kind=EidAlFitr&From=2026-03-01&To=2026-03-31`, { token }), 'eid').items;
      expect(moved.map((d: any) => d.date)).toContain('2026-03-23');

      const add = await openCreateForm(page, 'Add a day');
      await add.getByLabel('Date').fill('2026-06-30');
      await add.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'National holiday' }).click();
      await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Founding day');
      await add.getByRole('textbox', { name: 'Name in Arabic' }).fill('يوم التأسيس');
      await add.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Day added.').waitFor();
      await page.getByRole('combobox', { name: 'Kind' }).first().click();
      await page.getByRole('option', { name: 'National holiday' }).click();
      await settled(page);
      const added = page.locator('tr[data-calendar-day="2026-06-30"]');
      await added.getByRole('button', { name: /^Delete/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await added.waitFor({ state: 'detached' });
      await screenshot(page, 'console-forecast-calendar-en');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    const staff = await seedConsoleUser(app, 'Staff', owner.tenant);
    const other = await openPage(browser);
    try {
      await other.context.clock.setFixedTime(NOW);
      await signInThroughForm(other.page, app, staff);
      await other.page.getByRole('link', { name: 'Forecast', exact: true }).click();
      await other.page.getByRole('heading', { level: 1, name: 'Forecast' }).waitFor();
      await settled(other.page);
      await other.page.getByTestId('forecast-chart').waitFor();
      expect(await other.page.getByRole('button', { name: 'Recompute' }).count()).toBe(0);
      await openInConsole(other.page, '/forecast/calendar');
      await settled(other.page);
      expect(await other.page.getByRole('button', { name: 'Add a day' }).count()).toBe(0);
      expect(await other.page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    } finally {
      await other.context.close();
    }
  }, 120_000);
});
