import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { businessCalendar, consoleSuite, screenshot, signInThroughForm } from '../support/console-ui';
import { chooseLanguage, openInConsole, settled } from '../support/console-pages';
import { CONSOLE_AR, CONSOLE_EN } from '../support/console-strings';
import { openShop } from '../modules/sales/sales.support';
import { fixturePlatformOrder, payoutCsv } from '../modules/delivery/payout-support';

/**
 * Issue 54 in Chromium: an owner connects a branch to a delivery platform and reconciles the
 * platform's payout file (one order it never paid, one over-charged), in Arabic on a phone and in
 * English on a desktop.
 */

const C = '/api/v1/console';

function text(catalogue: ReadonlyMap<string, string>, key: string, values: Record<string, string> = {}): string {
  const found = catalogue.get(key);
  if (found === undefined) throw new Error(`No console string ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

/** Switches to Arabic from the header, or on a phone from the menu drawer. */
async function inArabic(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const folded = await menu.isVisible();
  if (folded) await menu.click();
  await chooseLanguage(page, 'ar');
  if (folded) await page.getByRole('button', { name: text(CONSOLE_AR, 'shell.menu'), exact: true }).click();
  await settled(page);
}

describe('console delivery pages: connections and payout reconciliation', () => {
  const suite = consoleSuite();
  let shopOnce: ReturnType<typeof openShop> | undefined;

  async function walk(language: 'ar' | 'en', width: number, prefix: string): Promise<void> {
    const { app, browser, owner } = suite;
    const T = language === 'ar' ? CONSOLE_AR : CONSOLE_EN;
    const token = owner.tenant.owner.token;
    const shop = await (shopOnce ??= openShop(app, owner.tenant, 'DLV'));
    const { context, page, pageErrors } = await openPage(browser, { width, height: width < 500 ? 844 : 900 });
    try {
      await signInThroughForm(page, app, owner);
      if (language === 'ar') await inArabic(page);
      await openInConsole(page, '/delivery/connections');
      await page.getByRole('heading', { name: text(T, 'delivery.connections.title') }).waitFor();

      // A connection, its preparation time typed in the screen's digits.
      await page.locator('main button[data-opens="create-form"]').click();
      const form = page.getByRole('dialog').getByRole('form', { name: text(T, 'delivery.connections.new') });
      await form.waitFor();
      const name = `Lezzoo ${prefix}`;
      await form.getByRole('textbox', { name: text(T, 'delivery.connections.name') }).fill(name);
      await form.getByRole('textbox', { name: text(T, 'delivery.connections.storeId') }).fill(`LZ-${prefix}`);
      await form.getByRole('combobox', { name: text(T, 'delivery.connections.channel') }).click();
      await page.getByRole('option').first().click();
      await form.getByRole('textbox', { name: text(T, 'delivery.connections.preparation') }).fill(language === 'ar' ? '٢٥' : '25');
      await form.getByRole('button', { name: text(T, 'common.create') }).click();
      // A Generic connection's signing secret is shown once.
      const secret = page.getByTestId('secret');
      await secret.waitFor();
      expect(await secret.textContent()).toMatch(/^whsec_/);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text(T, 'common.close') })
        .last()
        .click();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      expect(await row.textContent()).toContain(language === 'ar' ? '٢٥' : '25');
      await screenshot(page, `console-delivery-connections-${language}-${width}`);

      // The ledger's platform orders of the connection (as the intake records them), then the platform's payout file.
      const connections = await app.request('GET', `${C}/delivery/connections?PerPage=100`, { token });
      const connection = connections.body.data.items.find((c: { name: string }) => c.name === name);
      const ref = { id: connection.id, organizationId: owner.tenant.organizationId, branchId: owner.tenant.branchId };
      const day = (await businessCalendar(app, token)).today;
      const one = await fixturePlatformOrder(app, shop, ref, `${prefix}-1`, 1);
      const two = await fixturePlatformOrder(app, shop, ref, `${prefix}-2`, 2);
      await fixturePlatformOrder(app, shop, ref, `${prefix}-3`, 1);
      const csv = payoutCsv(`${prefix}-W1`, day, [
        { orderId: `${prefix}-1`, orderDate: day, gross: one, commission: Math.round(one * 0.15) },
        { orderId: `${prefix}-2`, orderDate: day, gross: two, commission: Math.round(two * 0.25) },
      ]);
      await openInConsole(page, '/delivery/payouts');
      await page.getByRole('heading', { name: text(T, 'delivery.payouts.title') }).waitFor();
      const importForm = page.getByRole('form', { name: text(T, 'delivery.payouts.import') });
      await importForm.getByRole('combobox', { name: text(T, 'delivery.connection') }).click();
      await page.getByRole('option', { name }).click();
      // The agreed rate typed in the screen's digits (15 %): the 25 % commission is over-charged.
      await importForm.getByRole('textbox', { name: text(T, 'delivery.payouts.agreedRate') }).fill(language === 'ar' ? '١٥' : '15');
      await importForm.locator('input[type="file"]').setInputFiles({ name: 'payout.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await importForm.getByRole('button', { name: text(T, 'delivery.payouts.importButton') }).click();
      await importForm.getByRole('status').waitFor();

      // The over-charged order is listed under "Different", the unpaid one under "Missing in the payout".
      const reconciliation = page.getByTestId('reconciliation');
      await reconciliation.waitFor();
      const different = page.getByTestId('payout-lines-Different');
      await different.getByRole('row', { name: new RegExp(`${prefix}-2`) }).waitFor();
      expect(await different.textContent()).toContain(text(T, 'delivery.payouts.problem.CommissionAboveRate'));
      await screenshot(page, `console-delivery-payout-different-${language}-${width}`);
      await reconciliation.getByText(text(T, 'delivery.payouts.kind.MissingInPayout')).click();
      const missing = page.getByTestId('payout-lines-MissingInPayout');
      await missing.getByRole('row', { name: new RegExp(`${prefix}-3`) }).waitFor();
      await settled(page);
      await screenshot(page, `console-delivery-payout-missing-${language}-${width}`);
      await page.getByTestId('commission').getByRole('row').nth(1).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }

  it('walks a new owner in Arabic on a phone: a connection with its preparation time in Arabic-Indic digits, a payout with its over-charged and unpaid orders', async () => {
    await walk('ar', 390, 'DAR');
  });

  it('walks the same in English on a desktop', async () => {
    await walk('en', 1280, 'DEN');
  });
});
