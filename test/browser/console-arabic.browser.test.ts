import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInThroughForm } from '../support/console-ui';
import { chooseLanguage, settled } from '../support/console-pages';
import { seriousViolations } from '../support/screen-text';
import { GUEST, openShop } from '../modules/sales/sales.support';
import { ar } from '../../console/src/i18n/ar';

/**
 * Issue 55 items 2, 6, 9 and 10 in Chromium: figures typed in Arabic-Indic digits (a till float, the
 * drawer count, a payment, a stock count) are kept as the numbers they are; the language switch and
 * sign-out are within reach on a phone; the owner's dashboard in week one says what is missing
 * instead of drawing empty charts.
 */

const C = '/api/v1/console';

function ok(res: { status: number; body: any }, what: string): any {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

type Tree = { [key: string]: string | Tree };

/** An Arabic console string by key, with its values filled in (as i18next does, digits left to the test). */
function A(key: string, values: Record<string, string> = {}): string {
  const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], ar as unknown as Tree);
  if (typeof text !== 'string') throw new Error(`No Arabic string ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

const arabicIqd = (amount: number) =>
  new Intl.NumberFormat('ar-IQ-u-nu-arab', { style: 'currency', currency: 'IQD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

/** Switches to Arabic from the header, or on a phone from the menu drawer (closed again afterwards). */
async function inArabic(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  const folded = await menu.isVisible();
  if (folded) await menu.click();
  await chooseLanguage(page, 'ar');
  if (folded) await page.getByRole('button', { name: A('shell.menu'), exact: true }).click();
  await settled(page);
}

describe('the console in Arabic: Arabic-Indic digits typed, a phone, the first week', () => {
  const suite = consoleSuite();

  it('keeps a till float, a drawer count and a payment typed in Arabic-Indic digits, and writes the session without a dot that reads as zero', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    ok(await app.request('POST', `${C}/sales/tills`, { token, body: { name: 'Front counter' } }), 'till');
    ok(await app.request('POST', `${C}/sales/tills/exchange-rates`, { token, body: { currencyCode: 'USD', iqdPer100: 131500 } }), 'rate');
    const methods = ok(await app.request('GET', `${C}/settings/payment-methods?PerPage=100`, { token }), 'methods');
    if (!methods.items.some((method: { kind: string }) => method.kind === 'Cash'))
      ok(await app.request('POST', `${C}/settings/payment-methods`, { token, body: { name: 'Cash', nameAr: 'نقد', kind: 'Cash' } }), 'cash');
    const shop = await openShop(app, owner.tenant, 'AR');
    const placed = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: {
        items: [
          { productId: shop.productId, quantity: 2 },
          { productId: shop.drinkId, quantity: 1 },
        ],
      },
      headers: { 'Idempotency-Key': 'arabic-digits-order' },
    });
    expect(placed.status).toBe(200);
    expect(placed.body.data.amountDueAtCounter).toBe(12500);

    const { context, page, pageErrors } = await openPage(browser, { width: 1024, height: 768 });
    try {
      await signInThroughForm(page, app, owner);
      await inArabic(page);
      await page.goto(`${app.baseUrl}/console/sales/tills`);
      await page
        .getByRole('row', { name: /Front counter/ })
        .getByRole('button', { name: A('tills.open') })
        .click();
      const open = page.getByRole('form', { name: A('tills.openTitle', { name: 'Front counter' }) });
      const iqdFloat = open.getByRole('textbox', { name: A('tills.float', { currency: 'IQD' }) });
      await iqdFloat.fill('٥٠٠٠٠');
      expect(await iqdFloat.inputValue()).toBe('٥٠٠٠٠');
      await open.getByRole('textbox', { name: A('tills.float', { currency: 'USD' }) }).fill('١٠٫٥٠');
      // Leaving the field writes the number in the screen's digits, grouped.
      await iqdFloat.blur();
      expect(await iqdFloat.inputValue()).toBe('٥٠٬٠٠٠');
      await open.getByRole('button', { name: A('tills.openButton') }).click();
      const heading = page.getByRole('heading', { level: 1, name: new RegExp(A('tillSession.title')) });
      await heading.waitFor();
      const sessionId = /sessions\/([0-9a-f-]{36})/.exec(page.url())![1];
      const session = ok(await app.request('GET', `${C}/sales/tills/sessions/${sessionId}`, { token }), 'session');
      expect(session.floats).toEqual(
        expect.arrayContaining([expect.objectContaining({ currency: 'IQD', amount: 50000 }), expect.objectContaining({ currency: 'USD', amount: 1050 })]),
      );
      expect(await heading.textContent()).not.toContain('·');
      expect(await heading.textContent()).toContain('،');
      expect(await page.getByText(new RegExp(`^${A('tillSession.floats')}:`)).textContent()).toContain(arabicIqd(50000));

      // A payment of ١٥٬٠٠٠ on an order due 12,500: the change is 2,500 and the order is paid.
      await page.goto(`${app.baseUrl}/console/sales/orders/${placed.body.data.id}`);
      await page.getByRole('button', { name: A('takePayment.button') }).click();
      const dialog = page.getByRole('dialog', { name: A('takePayment.title') });
      await dialog.getByRole('textbox', { name: new RegExp(`^${A('takePayment.tendered', { currency: 'IQD' }).replace(/[()]/g, '\\$&')}`) }).fill('١٥٬٠٠٠');
      await dialog.getByText(A('takePayment.change', { amount: arabicIqd(2500) })).waitFor();
      await screenshot(page, 'console-arabic-payment');
      await dialog.getByRole('button', { name: A('takePayment.confirm') }).click();
      await dialog.waitFor({ state: 'hidden' });
      const paid = ok(await app.request('GET', `${C}/sales/orders/${placed.body.data.id}`, { token }), 'order');
      expect(paid.amountDueAtCounter).toBe(0);

      // The blind count: ٢ of the largest IQD note, submitted as 2.
      await page.goto(`${app.baseUrl}/console/sales/tills/sessions/${sessionId}`);
      const count = page.getByRole('form', { name: A('tillSession.count') });
      const firstNote = count.getByRole('textbox').first();
      await firstNote.fill('٢');
      await page.getByTestId('counted-IQD').getByText(/[١-٩]/).waitFor();
      await screenshot(page, 'console-arabic-till-count');
      await count.getByRole('button', { name: A('tillSession.submitCount') }).click();
      await page.getByTestId('till-variances').waitFor();
      const counted = ok(await app.request('GET', `${C}/sales/tills/sessions/${sessionId}`, { token }), 'counted');
      expect(counted.counts.filter((line: { currency: string }) => line.currency === 'IQD').map((line: { quantity: number }) => line.quantity)).toContain(2);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('saves a stock count typed as ١٩٫٣ and ۶۵ (Arabic-Indic and Persian digits) and refuses "1,5" in words instead of emptying it', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const item = (name: string, nameAr: string) =>
      app.request('POST', `${C}/catalog/inventory-items`, { token, body: { name, nameAr, unit: 'Kg', kind: 'Meat', standardCostIqd: 12000 } });
    const lamb = ok(await item('Lamb', 'لحم غنم'), 'lamb').id;
    const beef = ok(await item('Beef', 'لحم بقر'), 'beef').id;
    const sheet = ok(await app.request('POST', `${C}/inventory/counts`, { token, body: { inventoryItemIds: [lamb, beef] } }), 'sheet');
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInThroughForm(page, app, owner);
      await inArabic(page);
      await page.goto(`${app.baseUrl}/console/stock/counts/${sheet.id}`);
      const lambField = page.getByRole('textbox', { name: /لحم غنم/ });
      const beefField = page.getByRole('textbox', { name: /لحم بقر/ });
      await lambField.fill('١٩٫٣');
      await beefField.fill('1,5');
      await lambField.click();
      await page.getByText(A('errors.fieldNumber')).waitFor();
      expect(await beefField.inputValue()).toBe('1,5');
      await beefField.fill('۶۵');
      await page.getByRole('button', { name: A('counts.save') }).click();
      await page.getByText(A('counts.saved')).waitFor();
      const saved = ok(await app.request('GET', `${C}/inventory/counts/${sheet.id}`, { token }), 'count');
      const byItem = new Map(saved.lines.map((line: { inventoryItemId: string; countedQuantity: number }) => [line.inventoryItemId, line.countedQuantity]));
      expect([byItem.get(lamb), byItem.get(beef)]).toEqual([19.3, 65]);
      expect(await lambField.inputValue()).toBe('١٩٫٣');
      await screenshot(page, 'console-arabic-count-390');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('puts the language switch, the digits and sign-out in the menu drawer of a phone', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInThroughForm(page, app, owner);
      await inArabic(page);
      // Nothing of the header runs past the screen's edge.
      expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
      await page.getByRole('button', { name: A('shell.menu') }).click();
      const drawer = page.getByRole('navigation', { name: A('nav.label') });
      const language = drawer.getByRole('radiogroup', { name: A('shell.language') });
      await language.waitFor();
      expect(await language.isVisible()).toBe(true);
      const box = await language.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await drawer.getByRole('radiogroup', { name: A('shell.digits') }).waitFor();
      await screenshot(page, 'console-drawer-390-ar');
      const violations = await seriousViolations(page, 'drawer 390 ar');
      await language.getByText('English').click();
      await page.waitForFunction(() => (globalThis as unknown as { document: { documentElement: { dir: string } } }).document.documentElement.dir === 'ltr');
      const signOut = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Sign out' });
      expect(await signOut.isVisible()).toBe(true);
      await signOut.click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});

describe("the owner's dashboard in a new organisation's first week", () => {
  const suite = consoleSuite();

  it('says there is no closed day and no trend yet, shows the comparison with today’s sales as the card does, and keeps chart-free text readable', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const shop = await openShop(app, owner.tenant, 'WK1');
    const placed = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: shop.productId, quantity: 4 }], payments: [{ methodId: shop.cardId, amountIqd: 24000 }] },
      headers: { 'Idempotency-Key': 'first-week-dashboard' },
    });
    expect(placed.status).toBe(200);
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed'])
      ok(await app.request('POST', `${C}/sales/orders/${placed.body.data.id}/status`, { token, body: { status } }), status);

    const { context, page, pageErrors } = await openPage(browser, { width: 1366, height: 900 });
    try {
      await signInThroughForm(page, app, owner);
      await inArabic(page);
      await page.getByRole('heading', { name: A('owner.title') }).waitFor();
      const card = page
        .getByRole('region')
        .filter({ hasText: A('owner.lastClosed') })
        .first();
      await card.getByText(A('owner.noCloses')).waitFor();
      await page.getByText(A('owner.trendEmpty')).waitFor();
      expect(await page.getByTestId('trend-chart').count()).toBe(0);
      // Today's IQD 24,000 on the card and in the comparison alike.
      await card.getByText(arabicIqd(24000)).first().waitFor();
      const comparison = page.getByRole('region', { name: new RegExp(A('owner.comparison', { days: '٣٠' }).replace(/[()]/g, '\\$&')) });
      await comparison.getByRole('cell', { name: arabicIqd(24000) }).waitFor();
      await screenshot(page, 'console-dashboard-week-one-ar-1366');
      expect(await seriousViolations(page, 'dashboard week one (ar)')).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
