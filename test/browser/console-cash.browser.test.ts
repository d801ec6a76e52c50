import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { GUEST, openShop } from '../modules/sales/sales.support';
import { businessCalendar, screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';
import { seriousViolations } from '../support/screen-text';

const C = '/api/v1/console';

const arabicIqd = (amount: number) =>
  new Intl.NumberFormat('ar-IQ-u-nu-arab', { style: 'currency', currency: 'IQD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

describe('console till pages in the browser (tablet, English and Arabic)', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: ConsoleUser;
  let cashier: ConsoleUser;
  let manager: ConsoleUser;
  let shop: Awaited<ReturnType<typeof openShop>>;

  beforeAll(async () => {
    app = await startConsoleApp();
    browser = await launchBrowser();
    owner = await seedConsoleUser(app, 'Owner');
    cashier = await seedConsoleUser(app, 'Staff', owner.tenant);
    manager = await seedConsoleUser(app, 'Manager', owner.tenant);
    const token = owner.tenant.owner.token;
    const till = await app.request('POST', `${C}/sales/tills`, { token, body: { name: 'Front counter' } });
    expect(till.status).toBe(200);
    expect((await app.request('POST', `${C}/sales/tills/exchange-rates`, { token, body: { currencyCode: 'USD', iqdPer100: 131500 } })).status).toBe(200);
    shop = await openShop(app, owner.tenant, 'CASHUI');
    const card = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: shop.drinkId, quantity: 2 }], payments: [{ methodId: shop.cardId, amountIqd: 1000 }] },
      headers: { 'Idempotency-Key': 'cash-ui-card' },
    });
    expect(card.status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('a cashier opens a session with IQD and USD, records a cash out and counts blind on a tablet; a manager approves in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser, { width: 1024, height: 768 });
    let sessionUrl: string;
    try {
      await signInThroughForm(page, app, cashier);
      await page.goto(`${app.baseUrl}/console/sales/tills`);
      await page.getByRole('heading', { name: 'Tills' }).waitFor();
      await page
        .getByRole('row', { name: /Front counter/ })
        .getByRole('button', { name: 'Open a session' })
        .click();
      const open = page.getByRole('form', { name: 'Open a session on Front counter' });
      await open.getByRole('textbox', { name: 'Float (IQD)' }).fill('100000');
      await open.getByRole('textbox', { name: 'Float (USD)' }).fill('50');
      await open.getByRole('button', { name: 'Open' }).click();
      await page.getByRole('heading', { name: /Till session/ }).waitFor();
      sessionUrl = page.url();
      await page.getByText(/Opening float: IQD\s?100,000 · (US)?\$50\.00/).waitFor();

      const movement = page.getByRole('form', { name: 'Record a movement' });
      await movement.getByRole('textbox', { name: /^Amount/ }).fill('5000');
      await movement.getByRole('textbox', { name: /^Reason/ }).fill('Ice');
      await movement.getByRole('button', { name: 'Record' }).click();
      await page.getByTestId('till-movements').getByText('Ice').waitFor();

      // Blind: nothing expected is on the page before the count.
      expect(await page.getByTestId('till-variances').count()).toBe(0);
      const count = page.getByRole('form', { name: 'Count the drawer' });
      await count.getByRole('textbox', { name: 'Notes of IQD 50,000' }).fill('1');
      await count.getByRole('textbox', { name: 'Notes of IQD 25,000' }).fill('1');
      await count.getByRole('textbox', { name: 'Notes of IQD 10,000' }).fill('2');
      await count.getByRole('textbox', { name: /^Notes of (US)?\$20\.00$/ }).fill('2');
      await count.getByRole('textbox', { name: /^Notes of (US)?\$5\.00$/ }).fill('2');
      expect(await page.getByTestId('counted-IQD').textContent()).toMatch(/Counted: IQD\s?95,000/);
      expect(await page.getByTestId('counted-USD').textContent()).toMatch(/^Counted: (US)?\$50\.00$/);
      await screenshot(page, 'console-cash-count-tablet');
      await count.getByRole('button', { name: 'Submit the count' }).click();
      await page.getByTestId('till-variances').waitFor();
      expect(await page.getByTestId('till-total-variance').textContent()).toMatch(/Total variance: IQD\s?0/);
      expect(await page.getByRole('button', { name: 'Approve the close' }).count()).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }

    const second = await openPage(browser, { width: 1024, height: 768 });
    try {
      await signInThroughForm(second.page, app, manager);
      await second.page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await second.page.goto(sessionUrl);
      await second.page.getByRole('heading', { name: /جلسة الصندوق/ }).waitFor();
      await second.page.getByText('معدودة').first().waitFor();
      await second.page.getByRole('button', { name: 'اعتماد الإغلاق' }).click();
      await second.page.getByText('مغلقة').first().waitFor();
      await screenshot(second.page, 'console-cash-closed-ar');

      // Settlements: the day's card sales form what the bank owes.
      const { today } = await businessCalendar(app, owner.tenant.owner.token);
      await second.page.goto(`${app.baseUrl}/console/sales/settlements`);
      const refresh = second.page.getByRole('form', { name: 'احتساب اليوم' });
      await refresh.getByRole('textbox', { name: /يوم العمل/ }).fill(today);
      await refresh.getByRole('button', { name: 'احتساب اليوم' }).click();
      await second.page.getByTestId('settlements').getByRole('row', { name: /Card/ }).getByText('متوقعة').waitFor();
      expect(second.pageErrors).toEqual([]);
    } finally {
      await second.context.close();
    }
  });

  it('a manager sets the dollar rate and the accepted notes on the currencies page (a bad rate refused in words), and reads it in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser, { width: 1024, height: 768 });
    try {
      await signInThroughForm(page, app, manager);
      await page.getByRole('link', { name: 'Currencies and rate' }).click();
      await page.getByRole('heading', { name: 'Currencies and exchange rate' }).waitFor();
      await page
        .getByTestId('rate-USD')
        .getByText(/1 USD = IQD\s?1,315/)
        .waitFor();
      const form = page.getByRole('form', { name: 'Set a new rate' });
      await form.getByRole('textbox', { name: /^IQD for one unit/ }).fill('13.155');
      await form.getByRole('button', { name: 'Set rate' }).click();
      await form.getByText('Enter a rate above 0, with at most two decimals.').waitFor();
      await form.getByRole('textbox', { name: /^IQD for one unit/ }).fill('1,320.50');
      await form.getByRole('textbox', { name: /^Note/ }).fill('Market rate');
      await form.getByRole('button', { name: 'Set rate' }).click();
      await form.getByText('Rate saved; it applies to payments from now on.').waitFor();
      await page
        .getByTestId('rate-USD')
        .getByText(/1 USD = IQD\s?1,320\.5/)
        .waitFor();
      const rates = await app.request('GET', `${C}/sales/tills/exchange-rates`, { token: owner.tenant.owner.token });
      expect(rates.body.data[0]).toMatchObject({ currencyCode: 'USD', iqdPer100: 132050, note: 'Market rate' });

      const notes = page.getByRole('form', { name: 'Accepted currencies and notes' });
      await notes.getByRole('textbox', { name: 'Notes and coins of USD' }).fill('1, 5, 10, 20, 50, 100');
      await notes.getByRole('button', { name: 'Save' }).click();
      await notes.getByText('Currencies saved.').waitFor();
      const currencies = await app.request('GET', `${C}/sales/tills/currencies`, { token: owner.tenant.owner.token });
      expect(currencies.body.data.find((c: { code: string }) => c.code === 'USD').denominations).toEqual([100, 500, 1000, 2000, 5000, 10000]);

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'العملات وسعر الصرف' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it("takes an order's amount due at the counter from the order page in English and Arabic; without an open session the button says why", async () => {
    const token = owner.tenant.owner.token;
    const counterOrder = async (key: string): Promise<string> => {
      const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
        body: {
          items: [
            { productId: shop.productId, quantity: 2 },
            { productId: shop.drinkId, quantity: 1 },
          ],
        },
        headers: { 'Idempotency-Key': key },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.amountDueAtCounter).toBe(12500);
      return res.body.data.id;
    };
    const english = await counterOrder('cash-ui-counter-en');
    const arabic = await counterOrder('cash-ui-counter-ar');
    const { context, page, pageErrors } = await openPage(browser, { width: 1024, height: 768 });
    try {
      await signInThroughForm(page, app, cashier);
      // No session is open at the branch (the first test's session is closed): the button says why.
      await page.goto(`${app.baseUrl}/console/sales/orders/${english}`);
      await page.getByTestId('take-payment-why').getByText('Open a till session at this branch to take payment.').waitFor();
      expect(await page.getByRole('button', { name: 'Take payment' }).isDisabled()).toBe(true);
      const violations = await seriousViolations(page, 'order without a session (en)');
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByTestId('take-payment-why').getByText('افتح جلسة صندوق في هذا الفرع لاستلام الدفع.').waitFor();
      expect(await page.getByRole('button', { name: 'استلام الدفع' }).isDisabled()).toBe(true);
      await page.getByRole('radiogroup', { name: 'اللغة' }).getByText('English').click();
      await page.getByTestId('take-payment-why').getByText('Open a till session at this branch to take payment.').waitFor();

      const till = await app.request('POST', `${C}/sales/tills`, { token, body: { name: 'Bar till' } });
      expect(till.status).toBe(200);
      const session = await app.request('POST', `${C}/sales/tills/${till.body.data.id}/sessions`, {
        token,
        body: { floats: [{ currency: 'IQD', amount: 50000 }] },
      });
      expect(session.status).toBe(200);

      // Every payment carries an Idempotency-Key, so a retried request never pays twice.
      const paymentKeys: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('payOrderAtTill'))
          paymentKeys.push(request.headers()['idempotency-key'] ?? '');
      });
      await page.reload();
      await page.getByRole('button', { name: 'Take payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Take payment at the till' });
      await dialog.getByText(/Due at the counter: IQD\s?12,500/).waitFor();
      // The organisation has no Cash method (it was seeded, not registered): the refusal names no
      // field of the dialog and is shown in words, not swallowed behind "Some fields need attention."
      await dialog.getByRole('textbox', { name: /^Amount handed over \(IQD\)/ }).fill('12500');
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await dialog.getByTestId('form-error').getByText('The organisation has no active Cash payment method; create one in payment methods.').waitFor();
      expect(await dialog.getByText('Some fields need attention.').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      expect((await app.request('POST', `${C}/settings/payment-methods`, { token, body: { name: 'Cash', nameAr: 'نقد', kind: 'Cash' } })).status).toBe(200);
      await page.getByRole('button', { name: 'Take payment' }).click();
      await dialog.getByText(/Due at the counter: IQD\s?12,500/).waitFor();
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await dialog.getByText('Enter the amount the customer handed over.').waitFor();
      // Dollars at the rate in force (1,315 or, after the rate test, 1,320.50 IQD per dollar); the change is in IQD.
      await dialog.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Cash USD' }).click();
      await dialog.getByText(/^In USD at IQD\s?1,3(15|20\.5) per unit: (US)?\$9\.(51|47)$/).waitFor();
      await dialog.getByRole('textbox', { name: /^Amount handed over \(USD\)/ }).fill('10');
      await dialog.getByText(/^Worth IQD\s?13,(150|205)$/).waitFor();
      await dialog
        .getByTestId('take-payment-change')
        .getByText(/^Change \(IQD\): IQD\s?(650|705)$/)
        .waitFor();
      await dialog.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Cash IQD' }).click();
      await dialog.getByRole('textbox', { name: /^Amount handed over \(IQD\)/ }).fill('20000');
      await dialog
        .getByTestId('take-payment-change')
        .getByText(/Change \(IQD\): IQD\s?7,500/)
        .waitFor();
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await page
        .getByRole('status')
        .getByText(/Paid IQD\s?12,500 at the till; change IQD\s?7,500\./)
        .waitFor();
      // The amount due drops to 0 on the same page, without a reload.
      await page
        .getByTestId('order-payments')
        .getByText(/^IQD\s?0$/)
        .waitFor();
      await page
        .getByTestId('order-payments')
        .getByText(/Cash \(Cash\)/)
        .waitFor();
      expect(await page.getByRole('button', { name: 'Take payment' }).count()).toBe(0);
      const paid = await app.request('GET', `${C}/sales/orders/${english}`, { token });
      expect(paid.body.data.amountDueAtCounter).toBe(0);

      // Arabic: a short amount is refused in Arabic words, then the payment is taken.
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.goto(`${app.baseUrl}/console/sales/orders/${arabic}`);
      await page.getByRole('button', { name: 'استلام الدفع' }).click();
      const ar = page.getByRole('dialog', { name: 'استلام الدفع في الصندوق' });
      await ar.getByText(`المستحق عند الكاشير: ${arabicIqd(12500)}`).waitFor();
      const tendered = ar.getByRole('textbox', { name: /^المبلغ المستلم/ });
      await tendered.fill('5000');
      await ar.getByText(`المتبقي المستحق: ${arabicIqd(7500)}`).waitFor();
      await ar.getByRole('button', { name: 'تأكيد الدفع' }).click();
      const refused = ar.getByText(/يجب أن تغطي المبلغ المستحق/);
      await refused.waitFor();
      expect(await refused.textContent()).not.toMatch(/[A-Za-z0-9]/);
      await tendered.fill('15000');
      await ar.getByText(`الباقي للزبون (دينار): ${arabicIqd(2500)}`).waitFor();
      // The refusal answered the amount sent; it goes once the amount is corrected.
      expect(await refused.count()).toBe(0);
      await screenshot(page, 'console-order-take-payment-ar');
      violations.push(...(await seriousViolations(page, 'take payment (ar)')));
      await ar.getByRole('button', { name: 'تأكيد الدفع' }).click();
      await page
        .getByRole('status')
        .getByText(`دُفع ${arabicIqd(12500)} في الصندوق؛ الباقي ${arabicIqd(2500)}.`)
        .waitFor();
      await page.getByTestId('order-payments').getByText(arabicIqd(0), { exact: true }).waitFor();
      const tills = await app.request('GET', `${C}/sales/tills/sessions/${session.body.data.id}`, { token });
      expect(tills.body.data.payments.map((p: { changeIqd: number }) => p.changeIqd)).toEqual([7500, 2500]);
      // The refused try without a Cash method, the English payment, the short Arabic one and its correction.
      expect(paymentKeys).toHaveLength(4);
      expect(paymentKeys.every((key) => /^console-pay-[0-9a-f-]{36}$/.test(key))).toBe(true);
      expect(new Set(paymentKeys).size).toBe(4);
      expect(violations).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('splits a 24,000 IQD payment into $10 at 1,315 and 11,000 IQD with 150 IQD change, in English and in Arabic on a phone', async () => {
    const token = owner.tenant.owner.token;
    expect((await app.request('POST', `${C}/sales/tills/exchange-rates`, { token, body: { currencyCode: 'USD', iqdPer100: 131500 } })).status).toBe(200);
    const order = async (key: string): Promise<string> => {
      const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
        body: { items: [{ productId: shop.productId, quantity: 4 }] },
        headers: { 'Idempotency-Key': key },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.amountDueAtCounter).toBe(24000);
      return res.body.data.id;
    };
    const english = await order('cash-ui-split-en');
    const arabic = await order('cash-ui-split-ar');
    const wide = await order('cash-ui-split-wide');
    const paidWith = async (orderId: string) => {
      const res = await app.request('GET', `${C}/sales/orders/${orderId}`, { token });
      return res.body.data.amountDueAtCounter;
    };

    const desktop = await openPage(browser, { width: 1366, height: 900 });
    try {
      const { page } = desktop;
      await signInThroughForm(page, app, cashier);
      await page.goto(`${app.baseUrl}/console/sales/orders/${english}`);
      await page.getByRole('button', { name: 'Take payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Take payment at the till' });
      await dialog.getByText(/Due at the counter: IQD\s?24,000/).waitFor();
      const first = dialog.getByRole('group', { name: 'Tender 1' });
      await first.getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Cash USD' }).click();
      await first.getByRole('textbox', { name: /^Amount handed over \(USD\)/ }).fill('10');
      await first.getByText(/^Worth IQD\s?13,150$/).waitFor();
      await dialog
        .getByTestId('take-payment-remaining')
        .getByText(/^Remaining due: IQD\s?10,850$/)
        .waitFor();
      await dialog.getByRole('button', { name: 'Add a tender' }).click();
      const second = dialog.getByRole('group', { name: 'Tender 2' });
      await second.getByRole('textbox', { name: /^Amount handed over \(IQD\)/ }).fill('11000');
      await dialog
        .getByTestId('take-payment-remaining')
        .getByText(/^Remaining due: IQD\s?0$/)
        .waitFor();
      await dialog
        .getByTestId('take-payment-change')
        .getByText(/^Change \(IQD\): IQD\s?150$/)
        .waitFor();
      // A third, empty row is removed again; the card method is offered beside cash.
      await dialog.getByRole('button', { name: 'Add a tender' }).click();
      await dialog.getByRole('group', { name: 'Tender 3' }).getByRole('combobox', { name: 'Method' }).click();
      await page.getByRole('option', { name: 'Card' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Remove tender 3' }).click();
      expect(await dialog.getByRole('group', { name: 'Tender 3' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await page
        .getByRole('status')
        .getByText(/Paid IQD\s?24,000 at the till; change IQD\s?150\./)
        .waitFor();
      expect(await paidWith(english)).toBe(0);
      // The same dialog in Arabic on a wide screen, looked at in the screenshot.
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.goto(`${app.baseUrl}/console/sales/orders/${wide}`);
      await page.getByRole('button', { name: 'استلام الدفع' }).click();
      const ar = page.getByRole('dialog', { name: 'استلام الدفع في الصندوق' });
      const arFirst = ar.getByRole('group', { name: 'المبلغ المسلَّم ١' });
      await arFirst.getByRole('combobox', { name: 'طريقة الدفع' }).click();
      await page.getByRole('option', { name: 'نقد USD' }).click();
      await arFirst.getByRole('textbox', { name: /^المبلغ المستلم \(USD\)/ }).fill('١٠');
      await ar.getByRole('button', { name: 'إضافة مبلغ آخر' }).click();
      await ar
        .getByRole('group', { name: 'المبلغ المسلَّم ٢' })
        .getByRole('textbox', { name: /^المبلغ المستلم \(IQD\)/ })
        .fill('١١٠٠٠');
      await ar
        .getByTestId('take-payment-change')
        .getByText(`الباقي للزبون (دينار): ${arabicIqd(150)}`)
        .waitFor();
      await screenshot(page, 'console-order-split-tender-ar-1366');
      expect(desktop.pageErrors).toEqual([]);
    } finally {
      await desktop.context.close();
    }

    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      const { page } = phone;
      await signInThroughForm(page, app, cashier);
      // On a phone the language switch sits in the collapsed menu: choose Arabic as the console stores it, then load the page.
      await page.evaluate("localStorage.setItem('console.language', 'ar')");
      await page.goto(`${app.baseUrl}/console/sales/orders/${arabic}`);
      await page.getByRole('button', { name: 'استلام الدفع' }).click();
      const ar = page.getByRole('dialog', { name: 'استلام الدفع في الصندوق' });
      await ar.getByText(`المستحق عند الكاشير: ${arabicIqd(24000)}`).waitFor();
      const first = ar.getByRole('group', { name: 'المبلغ المسلَّم ١' });
      await first.getByRole('combobox', { name: 'طريقة الدفع' }).click();
      await page.getByRole('option', { name: 'نقد USD' }).click();
      await first.getByRole('textbox', { name: /^المبلغ المستلم \(USD\)/ }).fill('١٠');
      await ar.getByRole('button', { name: 'إضافة مبلغ آخر' }).click();
      await ar
        .getByRole('group', { name: 'المبلغ المسلَّم ٢' })
        .getByRole('textbox', { name: /^المبلغ المستلم \(IQD\)/ })
        .fill('١١٠٠٠');
      await ar
        .getByTestId('take-payment-remaining')
        .getByText(`المتبقي المستحق: ${arabicIqd(0)}`)
        .waitFor();
      const change = ar.getByTestId('take-payment-change');
      await change.getByText(`الباقي للزبون (دينار): ${arabicIqd(150)}`).waitFor();
      expect(await change.textContent()).toContain('١٥٠');
      // Usable on a phone: the dialog and its confirm button fit the 390 px screen.
      const box = await ar.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
      await screenshot(page, 'console-order-split-tender-ar-390');
      await ar.getByRole('button', { name: 'تأكيد الدفع' }).click();
      await page
        .getByRole('status')
        .getByText(`دُفع ${arabicIqd(24000)} في الصندوق؛ الباقي ${arabicIqd(150)}.`)
        .waitFor();
      expect(await paidWith(arabic)).toBe(0);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('an owner approving a close they counted is told someone else must approve it, in English and Arabic', async () => {
    const token = owner.tenant.owner.token;
    const till = await app.request('POST', `${C}/sales/tills`, { token, body: { name: 'Owner till' } });
    expect(till.status).toBe(200);
    const opened = await app.request('POST', `${C}/sales/tills/${till.body.data.id}/sessions`, { token, body: { floats: [] } });
    expect(opened.status).toBe(200);
    const counted = await app.request('POST', `${C}/sales/tills/sessions/${opened.body.data.id}/count`, { token, body: { counts: [] } });
    expect(counted.status).toBe(200);
    const { context, page, pageErrors } = await openPage(browser, { width: 1024, height: 768 });
    try {
      await signInThroughForm(page, app, owner);
      await page.goto(`${app.baseUrl}/console/sales/tills/sessions/${opened.body.data.id}`);
      await page.getByRole('button', { name: 'Approve the close' }).click();
      await page.getByRole('alert').getByText('Someone else must approve this close: you opened or counted this session.').waitFor();
      expect(await page.getByText('Your role may not do this.').count()).toBe(0);
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('button', { name: 'اعتماد الإغلاق' }).click();
      await page.getByRole('alert').getByText('يجب أن يعتمد شخص آخر هذا الإغلاق: أنت فتحت هذه الجلسة أو عددتها.').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
