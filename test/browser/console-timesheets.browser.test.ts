import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInThroughForm, signInInArabic } from '../support/console-ui';
import { openInConsole, settled } from '../support/console-pages';
import { seriousViolations } from '../support/screen-text';
import { faintChartText } from '../support/chart-text';
import { PunchKind } from '../../src/modules/labour/punches/punch.entity';
import { createItem } from '../modules/inventory/inventory-helpers';
import { openShop } from '../modules/sales/sales.support';
import { C, L, plantPunch, rosterEmployee, shiftBody } from '../modules/labour/labour-helpers';

/*
 * Timesheets and the labour report in the console (issue 52, docs/labour.md), in Arabic at 390 px:
 * a week (Saturday 14 to Friday 20 March 2026) of shifts and punches with a day of sales, opened on
 * Saturday 21 March; a punch corrected with a reason, the period approved, the report's labour % and
 * prime cost.
 */
const NOW = new Date('2026-03-21T09:00:00Z');
const DAY = '2026-03-14';

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}

describe('timesheets and the labour report in the console', () => {
  const suite = consoleSuite({ now: new Date('2026-03-14T06:00:00Z') });

  beforeAll(async () => {
    const { app, owner } = suite;
    const token = owner.tenant.owner.token;
    const branch = owner.tenant.branchId;
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await app.request(method, path, { token, body });
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    const punch = (employeeId: string, kind: PunchKind, time: string) =>
      plantPunch(app, { organizationId: owner.tenant.organizationId, branchId: branch }, employeeId, kind, DAY, time);
    const ali = await rosterEmployee(app, token, { branchIds: [branch], fullName: 'Ali Hassan', baseSalary: 1_040_000, allowances: 208_000 });
    const sara = await rosterEmployee(app, token, { branchIds: [branch], fullName: 'Sara Kareem', baseSalary: 1_040_000, allowances: 208_000 });
    for (const employeeId of [ali, sara]) await ok('POST', `${L}/shifts`, shiftBody(branch, employeeId, DAY, '09:00', '17:00', { breakMinutes: 60 }));
    await punch(ali, PunchKind.ClockIn, '09:30');
    await punch(ali, PunchKind.ClockOut, '17:00');
    await punch(sara, PunchKind.ClockIn, '09:00');
    await punch(sara, PunchKind.ClockOut, '19:00');
    const shop = await openShop(app, owner.tenant, 'LAB');
    const rice = await createItem(app, token, { name: 'Labour rice', standardCostIqd: 4000 });
    await ok('POST', `${C}/products/${shop.productId}/consumables`, { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' });
    await ok('POST', `${C}/inventory/opening-balances`, { inventoryItemId: rice, quantity: 30, unitCostIqd: 4000, businessDate: '2026-03-01' });
    const order = await ok('POST', `${C}/sales/orders`, { branchId: branch, items: [{ productId: shop.productId, quantity: 40, modifierOptionIds: [] }] });
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed']) await ok('POST', `${C}/sales/orders/${order.id}/status`, { status });
    app.clock.set(NOW);
  }, 240_000);

  it('corrects a punch with a reason, approves the week and shows the labour % and prime cost, in Arabic at 390 px', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await context.clock.setFixedTime(NOW);
      await signInInArabic(page, app, owner);
      await openInConsole(page, '/labour/timesheets');
      await page.getByRole('heading', { level: 1, name: 'سجلات الدوام' }).waitFor();
      await page.getByLabel('من', { exact: true }).fill('2026-03-14');
      await page.getByLabel('إلى', { exact: true }).fill('2026-03-20');
      const table = page.getByRole('table', { name: 'سجلات الدوام' });
      await table.getByText('تأخر ٣٠ دقيقة').waitFor();
      await table.getByText('إضافي ١ ساعة').waitFor();
      await settled(page);
      expect(await table.innerText()).not.toMatch(/[0-9]/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-timesheets-ar-390');
      const violations = await seriousViolations(page, 'ar timesheets 390');

      await page
        .getByRole('button', { name: /^البصمات: Ali Hassan/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^تصحيح: دخول/ }).click();
      const form = dialog.getByRole('form', { name: 'تصحيح البصمة' });
      await form.locator('input[type="datetime-local"]').fill('2026-03-14T09:00');
      await form.getByRole('textbox', { name: 'السبب' }).fill('نسي الموظف البصمة عند الوصول');
      await screenshot(page, 'console-timesheets-correct-ar-390');
      await form.getByRole('button', { name: 'حفظ' }).click();
      await form.waitFor({ state: 'detached' });
      await dialog.getByText('صُححت من ٠٩:٣٠: نسي الموظف البصمة عند الوصول').waitFor();
      await dialog.getByText('دخول ٠٩:٠٠').waitFor();
      await dialog.getByRole('button', { name: 'إغلاق' }).first().click();
      await dialog.waitFor({ state: 'detached' });
      await table.getByText('تأخر ٣٠ دقيقة').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'اعتماد الفترة' }).click();
      const approve = page.getByRole('dialog', { name: 'اعتماد سجلات الدوام' });
      await approve.getByRole('button', { name: 'اعتماد الفترة' }).click();
      await page.getByText(/اعتُمدت سجلات الدوام/).waitFor();
      await screenshot(page, 'console-timesheets-approved-ar-390');

      await openInConsole(page, '/labour/report');
      await page.getByRole('heading', { level: 1, name: 'تقرير العمالة' }).waitFor();
      await page.getByLabel('من', { exact: true }).fill('2026-03-14');
      await page.getByLabel('إلى', { exact: true }).fill('2026-03-20');
      const report = page.getByRole('table', { name: 'تقرير العمالة' });
      const total = report.getByRole('row').filter({ hasText: '(الفترة)' });
      await total.getByLabel(/^نسبة العمالة: /).waitFor();
      await total.getByLabel(/^نسبة الكلفة الأساسية: /).waitFor();
      await settled(page);
      expect(await report.innerText()).not.toMatch(/[0-9]/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-labour-report-ar-390');
      violations.push(...(await seriousViolations(page, 'ar labour report 390')));

      // The roster week of 21 March: the forecast labour % per day beside each day (no shifts yet: 0 %).
      await openInConsole(page, '/labour/rosters');
      await page.getByRole('heading', { level: 1, name: 'جداول المناوبات' }).waitFor();
      const saturday = page.getByRole('region', { name: /^السبت/ });
      await saturday.getByLabel(/^نسبة العمالة المتوقعة /).waitFor();
      expect(await saturday.getByLabel(/^نسبة العمالة المتوقعة /).innerText()).toMatch(/^٠٪/);
      await screenshot(page, 'console-rosters-forecast-ar-390');
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('shows the approved timesheets and the labour report with its flags against the targets (English, desktop)', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await context.clock.setFixedTime(NOW);
      await signInThroughForm(page, app, owner);
      await openInConsole(page, '/labour/timesheets');
      await page.getByLabel('From', { exact: true }).fill('2026-03-14');
      await page.getByLabel('To', { exact: true }).fill('2026-03-20');
      await page.getByText('Overtime 1 h').waitFor();
      await settled(page);
      await screenshot(page, 'console-timesheets-en');

      // The payroll export of the page's branch and period, queued through the exports module.
      await page.getByRole('button', { name: 'Payroll export' }).click();
      const payroll = page.getByRole('form', { name: 'Export the payroll' });
      await payroll.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('link', { name: 'Download it from Exports' }).waitFor();
      const token = await owner.tenant.tokenFor(owner.tenant.owner, owner.tenant.branchId);
      const jobs = await app.request('GET', `${C}/export-jobs`, { token });
      expect(jobs.body.data.items[0]).toMatchObject({ reportKey: 'labour.payroll', format: 'Xlsx', lang: 'En', from: '2026-03-14', to: '2026-03-20' });
      expect(jobs.body.data.items[0].filters).toEqual({ branchId: owner.tenant.branchId });

      await openInConsole(page, '/labour/report');
      await page.getByRole('heading', { level: 1, name: 'Labour report' }).waitFor();
      await page.getByLabel('From', { exact: true }).fill('2026-03-14');
      await page.getByLabel('To', { exact: true }).fill('2026-03-20');
      const total = page.getByRole('table', { name: 'Labour report' }).getByRole('row').filter({ hasText: '(period)' });
      await total.getByLabel(/^Labour %: /).waitFor();
      await total.getByLabel(/^Prime cost %: /).waitFor();
      await settled(page);
      await screenshot(page, 'console-labour-report-en');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("shows the closed day's labour % and prime cost % on the owner's dashboard with their trend, and opens the day's timesheets and the week's shifts, in Arabic at 390 px", async () => {
    const { app, browser, owner } = suite;
    const token = await owner.tenant.tokenFor(owner.tenant.owner, owner.tenant.branchId);
    const closed = await app.request('POST', `${C}/analytics/day-closes`, { token, body: { branchId: owner.tenant.branchId, businessDate: DAY } });
    expect(closed.status).toBe(200);
    // 40 × 6,000 = 240,000 IQD of sales against the two employees' day: above the 30 % target; nothing counted, so no prime cost.
    expect(closed.body.data).toMatchObject({ netSalesIqd: 240_000, labourAboveTarget: true, primeCostIqd: null });
    expect(closed.body.data.labourCostIqd).toBeGreaterThan(72_000);
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await context.clock.setFixedTime(NOW);
      await signInInArabic(page, app, owner);
      await page.getByRole('heading', { name: 'الفروع في لمحة' }).waitFor();
      const labour = page.getByRole('link', { name: /^نسبة العمالة [٠-٩]/ }).first();
      await labour.waitFor();
      expect(await labour.innerText()).not.toMatch(/[0-9]/);
      await page.getByTestId('labour-trend-chart').locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor();
      expect(await page.getByTestId('labour-trend-chart').getAttribute('aria-label')).toMatch(/^١ يومًا مغلقًا؛ العمالة من/);
      await page
        .getByRole('link', { name: /^مناوبات .* في أسبوع/ })
        .first()
        .waitFor();
      await settled(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await labour.scrollIntoViewIfNeeded();
      await screenshot(page, 'console-dashboard-labour-ar-390');
      const violations = await seriousViolations(page, 'ar dashboard labour 390');
      expect(await faintChartText(page, 'labour-trend-chart')).toEqual([]);

      await labour.click();
      await page.getByRole('heading', { level: 1, name: 'سجلات الدوام' }).waitFor();
      expect(await page.getByLabel('من', { exact: true }).inputValue()).toBe(DAY);
      expect(await page.getByLabel('إلى', { exact: true }).inputValue()).toBe(DAY);
      const table = page.getByRole('table', { name: 'سجلات الدوام' });
      await table.getByRole('row').filter({ hasText: 'Sara Kareem' }).getByText('إضافي ١ ساعة').waitFor();
      await page
        .getByRole('button', { name: /^البصمات: Ali Hassan/ })
        .first()
        .waitFor();
      await settled(page);
      await screenshot(page, 'console-dashboard-to-timesheets-ar-390');

      await page.goBack();
      await page
        .getByRole('link', { name: /^مناوبات .* في أسبوع/ })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: 'جداول المناوبات' }).waitFor();
      await page.locator('text=Sara Kareem >> visible=true').first().waitFor();
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
