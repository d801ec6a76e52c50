import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, screenshot, seedConsoleUser, signInThroughForm, type ConsoleUser, signInInArabic } from '../support/console-ui';
import { openInConsole, settled } from '../support/console-pages';
import { seriousViolations } from '../support/screen-text';
import { L, rosterEmployee, shiftBody } from '../modules/labour/labour-helpers';

/*
 * Rosters in the console (issue 52, docs/labour.md): the week grid with shifts as chips, the shift
 * dialog with the service's rule messages under its fields, publishing; an employee's own shifts and
 * a cover request in self-service; the managers' swap list; Arabic with Arabic-Indic digits at 390 px.
 * Today is Tuesday 10 March 2026; its roster week starts on Saturday 7 March.
 */
const NOW = new Date('2026-03-10T09:00:00Z');

function ok(res: { status: number; body: any }, what: string): any {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth');
}

describe('rosters in the console', () => {
  const suite = consoleSuite({ now: NOW });
  let staff: ConsoleUser;

  beforeAll(async () => {
    const { app, owner } = suite;
    const token = owner.tenant.owner.token;
    const branch = owner.tenant.branchId;
    staff = await seedConsoleUser(app, 'Staff', owner.tenant);
    const ali = await rosterEmployee(app, token, { branchIds: [branch], fullName: 'Ali Hassan', userId: staff.userId });
    const sara = await rosterEmployee(app, token, { branchIds: [branch], fullName: 'Sara Kareem' });
    ok(await app.request('POST', `${L}/shifts`, { token, body: shiftBody(branch, ali, '2026-03-08', '09:00', '17:00') }), 'shift');
    ok(await app.request('POST', `${L}/shifts`, { token, body: shiftBody(branch, sara, '2026-03-09', '12:00', '20:00') }), 'shift');
    // Next week is already published: the employee sees it in self-service.
    ok(await app.request('POST', `${L}/shifts`, { token, body: shiftBody(branch, ali, '2026-03-15', '16:00', '23:00') }), 'shift');
    ok(await app.request('POST', `${L}/rosters/publish`, { token, body: { branchId: branch, weekStart: '2026-03-14' } }), 'publish');
  }, 240_000);

  it('shows the week grid, refuses a shift over the maximum under its field, adds one and publishes the week (English)', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 1280, height: 900 });
    try {
      await context.clock.setFixedTime(NOW);
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Rosters' }).click();
      await page.getByRole('heading', { level: 1, name: 'Rosters' }).waitFor();
      await page.getByText('Week of 7 Mar 2026').waitFor();
      const grid = page.getByRole('table', { name: 'Rosters' });
      await grid.getByRole('button', { name: 'Ali Hassan, Sunday 8 Mar 2026 09:00–17:00' }).waitFor();
      await grid.getByRole('button', { name: 'Sara Kareem, Monday 9 Mar 2026 12:00–20:00' }).waitFor();

      await page.getByRole('button', { name: 'Add shift' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add shift' });
      await dialog.getByRole('combobox', { name: 'Employee' }).click();
      await page.getByRole('option', { name: 'Sara Kareem' }).click();
      const [start, end] = [dialog.locator('input[type="time"]').first(), dialog.locator('input[type="time"]').last()];
      await dialog.locator('input[type="date"]').fill('2026-03-10');
      await start.fill('08:00');
      await end.fill('21:00');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText("makes the shift longer than the organisation's maximum of 12 hours").waitFor();
      await end.fill('16:00');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      await grid.getByRole('button', { name: 'Sara Kareem, Tuesday 10 Mar 2026 08:00–16:00' }).waitFor();
      await screenshot(page, 'console-rosters-en');
      const violations = await seriousViolations(page, 'en rosters');

      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Published. Each employee was e-mailed their shifts.').waitFor();
      await page.getByText('This week is published: changes are e-mailed to the employees affected.').waitFor();
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('shows an employee their shifts and takes a cover request, and the manager sees it, in Arabic at 390 px', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await context.clock.setFixedTime(NOW);
      await signInInArabic(page, app, staff);
      await openInConsole(page, '/labour/my-shifts');
      await page.getByRole('heading', { level: 1, name: 'مناوباتي' }).waitFor();
      await page.getByText('١٦:٠٠–٢٣:٠٠').waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(/[0-9]/);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-my-shifts-ar-390');
      const violations = await seriousViolations(page, 'ar my shifts 390');
      await page.getByRole('button', { name: 'طلب تغطية' }).click();
      const ask = page.getByRole('dialog');
      await ask.getByRole('textbox').fill('موعد طبي');
      await ask.getByRole('button', { name: 'طلب تغطية' }).click();
      await page.getByText('أُرسل طلبك إلى المدير.').waitFor();
      await page.getByRole('button', { name: 'سحب' }).waitFor();
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    const manager = await openPage(browser, { width: 390, height: 844 });
    try {
      await manager.context.clock.setFixedTime(NOW);
      await signInThroughForm(manager.page, app, owner);
      await manager.page.evaluate("localStorage.setItem('console.language', 'ar')");
      await manager.page.reload();
      await openInConsole(manager.page, '/labour/rosters');
      await manager.page.getByRole('heading', { level: 1, name: 'جداول المناوبات' }).waitFor();
      const sunday = manager.page.getByRole('region', { name: /^الأحد/ });
      await sunday.getByText('Ali Hassan').waitFor();
      await settled(manager.page);
      expect(await manager.page.locator('.roster-days').innerText()).not.toMatch(/[0-9]/);
      expect(await pageWidth(manager.page)).toBeLessThanOrEqual(390);
      await screenshot(manager.page, 'console-rosters-ar-390');
      const violations = await seriousViolations(manager.page, 'ar rosters 390');

      await openInConsole(manager.page, '/labour/swaps');
      await manager.page.getByRole('heading', { level: 1, name: 'طلبات تبديل المناوبات' }).waitFor();
      await manager.page.getByRole('cell', { name: 'Ali Hassan', exact: true }).first().waitFor();
      expect(await manager.page.locator('main tbody tr').count()).toBe(1);
      await manager.page.getByRole('cell', { name: 'تغطية مفتوحة' }).waitFor();
      expect(await pageWidth(manager.page)).toBeLessThanOrEqual(390);
      await screenshot(manager.page, 'console-swaps-ar-390');
      violations.push(...(await seriousViolations(manager.page, 'ar swaps 390')));
      expect(violations).toEqual([]);
      expect(manager.pageErrors).toEqual([]);
    } finally {
      await manager.context.close();
    }
  }, 180_000);
});
