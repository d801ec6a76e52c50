import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInThroughForm } from '../support/console-ui';
import { openShop } from '../modules/sales/sales.support';
import { ar } from '../../console/src/i18n/ar';

/**
 * Issue 55, "What owners looked for": an order entered by hand at the counter, paid at the till and
 * refunded, on a phone (390 px) in English and in Arabic (quantities and amounts typed in
 * Arabic-Indic digits).
 */

const C = '/api/v1/console';

function ok(res: { status: number; body: any }, what: string): any {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

type Tree = { [key: string]: string | Tree };

/** An Arabic console string by key, with its values filled in. */
function A(key: string, values: Record<string, string> = {}): string {
  const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], ar as unknown as Tree);
  if (typeof text !== 'string') throw new Error(`No Arabic string ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

const arabicIqd = (amount: number) =>
  new Intl.NumberFormat('ar-IQ-u-nu-arab', { style: 'currency', currency: 'IQD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

const fitsTheScreen = (page: Page) => page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth');

describe('counter orders and refunds in the console on a phone, in English and Arabic', () => {
  const suite = consoleSuite();
  let token: string;

  const orderOf = (id: string) => suite.app.request('GET', `${C}/sales/orders/${id}`, { token }).then((res) => ok(res, 'order'));
  const complete = async (id: string) => {
    for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed'])
      ok(await suite.app.request('POST', `${C}/sales/orders/${id}/status`, { token, body: { status } }), status);
  };

  beforeAll(async () => {
    const { app, owner } = suite;
    token = owner.tenant.owner.token;
    const methods = ok(await app.request('GET', `${C}/settings/payment-methods?PerPage=100`, { token }), 'methods');
    if (!methods.items.some((method: { kind: string }) => method.kind === 'Cash'))
      ok(await app.request('POST', `${C}/settings/payment-methods`, { token, body: { name: 'Cash', nameAr: 'نقد', kind: 'Cash' } }), 'cash');
    await openShop(app, owner.tenant, 'CTRUI');
    const till = ok(await app.request('POST', `${C}/sales/tills`, { token, body: { name: 'Front counter' } }), 'till');
    ok(await app.request('POST', `${C}/sales/tills/${till.id}/sessions`, { token, body: { floats: [{ currency: 'IQD', amount: 50_000 }] } }), 'session');
  }, 240_000);

  it('enters an order at the counter, takes its payment and refunds one item in cash, at 390 px in English', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInThroughForm(page, app, owner);
      await page.goto(`${app.baseUrl}/console/sales/orders`);
      await page.getByRole('button', { name: 'New order' }).click();
      const form = page.getByRole('form', { name: 'New counter order' });
      await form.getByRole('combobox', { name: 'Product 1' }).click();
      await page.getByRole('option', { name: /^Biryani/ }).click();
      await form.getByRole('textbox', { name: 'Qty' }).fill('2');
      await form.getByLabel('Options').click({ force: true });
      await page.getByRole('option', { name: /Large/ }).click();
      await form.getByRole('textbox', { name: 'Note for the kitchen' }).fill('No onions');
      expect(await fitsTheScreen(page)).toBe(true);
      await screenshot(page, 'console-counter-order-390');
      await form.getByRole('button', { name: 'Place the order' }).click();
      await page.waitForURL(/\/sales\/orders\/[0-9a-f-]{36}$/);
      const orderId = /orders\/([0-9a-f-]{36})/.exec(page.url())![1];
      await page.getByTestId('order-note').getByText('No onions').waitFor();
      expect(await orderOf(orderId)).toMatchObject({ source: 'Console', total: 14_000, amountDueAtCounter: 14_000 });

      await page.getByRole('button', { name: 'Take payment' }).click();
      const pay = page.getByRole('dialog', { name: 'Take payment at the till' });
      await pay.getByRole('textbox', { name: /^Amount handed over \(IQD\)/ }).fill('15000');
      await pay.getByRole('button', { name: 'Confirm payment' }).click();
      await pay.waitFor({ state: 'hidden' });
      expect((await orderOf(orderId)).amountDueAtCounter).toBe(0);
      await complete(orderId);
      await page.reload();

      await page.getByRole('button', { name: 'Refund' }).click();
      const refund = page.getByRole('form', { name: 'Refund the order' });
      await refund.getByText(/Paid and not yet refunded: IQD\s?14,000/).waitFor();
      // Nothing typed: the reason is asked for in words.
      await refund.getByRole('button', { name: 'Refund' }).click();
      await refund.getByText('Fill this in.').waitFor();
      await refund.getByText('Chosen items').click();
      await refund.getByRole('textbox', { name: 'Units of Biryani to refund' }).fill('1');
      await refund.getByRole('textbox', { name: /^Reason/ }).fill('Cold dish');
      expect(await fitsTheScreen(page)).toBe(true);
      await screenshot(page, 'console-refund-390');
      await refund.getByRole('button', { name: 'Refund' }).click();
      await page
        .getByRole('status')
        .getByText(/IQD\s?7,000 refunded\./)
        .waitFor();
      await page
        .getByTestId('order-refunds')
        .getByText(/Cold dish/)
        .waitFor();
      expect(await orderOf(orderId)).toMatchObject({ refundedIqd: 7000, refunds: [expect.objectContaining({ lines: [{ index: 0, quantity: 1 }] })] });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('enters an order typed in Arabic-Indic digits and refunds the whole order, at 390 px in Arabic', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInThroughForm(page, app, owner);
      await page.evaluate("localStorage.setItem('console.language', 'ar')");
      await page.goto(`${app.baseUrl}/console/sales/orders`);
      await page.getByRole('button', { name: A('counterOrder.new') }).click();
      const form = page.getByRole('form', { name: A('counterOrder.title') });
      await form.getByRole('combobox', { name: A('counterOrder.product', { n: '١' }) }).click();
      await page.getByRole('option', { name: /^برياني/ }).click();
      const quantity = form.getByRole('textbox', { name: A('orders.quantity') });
      await quantity.fill('٣');
      expect(await quantity.inputValue()).toBe('٣');
      expect(await fitsTheScreen(page)).toBe(true);
      await screenshot(page, 'console-counter-order-ar-390');
      await form.getByRole('button', { name: A('counterOrder.place') }).click();
      await page.waitForURL(/\/sales\/orders\/[0-9a-f-]{36}$/);
      const orderId = /orders\/([0-9a-f-]{36})/.exec(page.url())![1];
      expect(await orderOf(orderId)).toMatchObject({ source: 'Console', total: 18_000, lines: [expect.objectContaining({ quantity: 3 })] });

      await page.getByRole('button', { name: A('takePayment.button') }).click();
      const pay = page.getByRole('dialog', { name: A('takePayment.title') });
      await pay.getByRole('textbox', { name: new RegExp(`^${A('takePayment.tendered', { currency: 'IQD' }).replace(/[()]/g, '\\$&')}`) }).fill('١٨٠٠٠');
      await pay.getByRole('button', { name: A('takePayment.confirm') }).click();
      await pay.waitFor({ state: 'hidden' });
      await complete(orderId);
      await page.reload();

      await page.getByRole('button', { name: A('refund.button') }).click();
      const refund = page.getByRole('form', { name: A('refund.title') });
      await refund.getByText(A('refund.refundable', { amount: arabicIqd(18_000) })).waitFor();
      await refund.getByRole('textbox', { name: new RegExp(`^${A('common.reason')}`) }).fill('الطلب وصل باردًا');
      expect(await fitsTheScreen(page)).toBe(true);
      await screenshot(page, 'console-refund-ar-390');
      await refund.getByRole('button', { name: A('refund.confirm') }).click();
      await page
        .getByRole('status')
        .getByText(A('refund.done', { amount: arabicIqd(18_000) }))
        .waitFor();
      expect(await orderOf(orderId)).toMatchObject({ refundedIqd: 18_000 });
      expect(await page.getByRole('button', { name: A('refund.button') }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
