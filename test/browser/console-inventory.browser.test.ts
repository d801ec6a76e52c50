import { openPage } from '../support/browser';
import { consoleSuite, screenshot, seedConsoleUser, signInThroughForm, openCreateForm } from '../support/console-ui';

const C = '/api/v1/console';
const INV = `${C}/inventory`;

function ok(res: { status: number; body: any }, what: string): any {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe('console stock pages in the browser', () => {
  const suite = consoleSuite();
  let purchaseOrderId: string;
  let karrada: string;

  // Rice: 10 kg opening at 4,500 + 5 kg received at 5,000 (70,000, average 4,667), then 2.5 kg spilled
  // (−round(70,000 × 2.5 / 15) = −11,667): 12.5 kg worth 58,333. Oil: 2 l at 3,000 = 6,000, below its par of 5.
  beforeAll(async () => {
    const { app, owner } = suite;
    const token = owner.tenant.owner.token;
    ok(await app.request('PUT', `${C}/settings/purchasing`, { token, body: { approvalThresholdIqd: 100_000_000 } }), 'settings');
    const rice = ok(
      await app.request('POST', `${C}/catalog/inventory-items`, {
        token,
        body: { name: 'Basmati rice', nameAr: 'رز بسمتي', unit: 'Kg', kind: 'Rice', standardCostIqd: 4000 },
      }),
      'rice',
    ).id;
    const oil = ok(
      await app.request('POST', `${C}/catalog/inventory-items`, {
        token,
        body: { name: 'Sunflower oil', nameAr: 'زيت دوار الشمس', unit: 'L', kind: 'Ingredient', standardCostIqd: 3000 },
      }),
      'oil',
    ).id;
    ok(await app.request('POST', `${INV}/opening-balances`, { token, body: { inventoryItemId: rice, quantity: 10, unitCostIqd: 4500 } }), 'rice opening');
    ok(await app.request('POST', `${INV}/opening-balances`, { token, body: { inventoryItemId: oil, quantity: 2, unitCostIqd: 3000 } }), 'oil opening');
    const supplier = ok(await app.request('POST', `${C}/purchasing/suppliers`, { token, body: { name: 'Baghdad Grains' } }), 'supplier').id;
    purchaseOrderId = ok(
      await app.request('POST', `${C}/purchase-orders`, {
        token,
        body: { supplierId: supplier, lines: [{ inventoryItemId: rice, quantity: 5, unitPriceIqd: 5000 }] },
      }),
      'order',
    ).id;
    ok(await app.request('POST', `${C}/purchase-orders/${purchaseOrderId}/submit`, { token, body: {} }), 'submit');
    ok(await app.request('POST', `${C}/purchase-orders/${purchaseOrderId}/receive`, { token, body: {} }), 'receive');
    ok(
      await app.request('POST', `${INV}/adjustments`, { token, body: { inventoryItemId: rice, quantity: -2.5, reason: 'Spilled in the store room' } }),
      'adjustment',
    );
    ok(await app.request('PUT', `${INV}/par-levels`, { token, body: { inventoryItemId: oil, parLevel: 5, reorderQuantity: 10 } }), 'par level');
    karrada = await owner.tenant.addBranch('Karrada');
  }, 120_000);

  it('lists stock on hand with its value total, filters below par, opens an item’s movements and their purchase order; reads in Arabic', async () => {
    const { app, browser, owner } = suite;
    const tab = await openPage(browser);
    const page = tab.page;
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Stock on hand' }).click();
      await page.getByRole('heading', { name: 'Stock on hand' }).waitFor();
      await page
        .getByTestId('stock-value-total')
        .getByText(/IQD\s?64,333/)
        .waitFor();
      const riceRow = page.getByRole('row', { name: /Basmati rice/ });
      expect(await riceRow.textContent()).toMatch(/12\.5 kg/);
      expect(await riceRow.textContent()).toMatch(/IQD\s?58,333/);
      const oilRow = page.getByRole('row', { name: /Sunflower oil/ });
      await oilRow.getByText('Below par').waitFor();

      await page.getByRole('checkbox', { name: 'Below par only' }).click();
      await page.waitForURL((url) => url.searchParams.get('belowPar') === 'true');
      await page
        .getByTestId('stock-value-total')
        .getByText(/IQD\s?6,000/)
        .waitFor();
      expect(await page.getByRole('row', { name: /Basmati rice/ }).count()).toBe(0);
      await page.getByRole('checkbox', { name: 'Below par only' }).click();
      await page.waitForURL((url) => !url.searchParams.has('belowPar'));
      await page
        .getByTestId('stock-value-total')
        .getByText(/IQD\s?64,333/)
        .waitFor();

      await page.getByRole('link', { name: 'Movements of Basmati rice' }).click();
      await page.getByRole('heading', { name: 'Movements of Basmati rice' }).waitFor();
      const rows = page.locator('tbody tr');
      await rows.nth(2).waitFor();
      expect(await rows.count()).toBe(3);
      // Newest first: the adjustment, the receipt, the opening balance; quantities signed, values in IQD.
      expect(await rows.nth(0).textContent()).toMatch(/Manual adjustment.*-2\.5.*kg.*-IQD\s?11,667.*12\.5 kg.*Adjustment.*Spilled in the store room/);
      expect(await rows.nth(1).textContent()).toMatch(/Receipt.*\+5.*kg.*IQD\s?5,000.*IQD\s?25,000.*15 kg.*Purchase order/);
      expect(await rows.nth(2).textContent()).toMatch(/Opening balance.*\+10.*IQD\s?45,000/);
      await screenshot(page, 'console-inventory-movements');
      await rows.nth(1).getByRole('link', { name: 'Purchase order' }).click();
      await page.waitForURL(`**/purchasing/orders/${purchaseOrderId}`);
      await page
        .getByRole('heading', { name: /Purchase order PO-/ })
        .getByText('Received')
        .waitFor();

      await page.getByRole('link', { name: 'Stock on hand' }).click();
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'المخزون المتوفر' }).waitFor();
      await page.getByRole('link', { name: 'حركات رز بسمتي' }).waitFor();
      await page
        .getByRole('row', { name: /زيت دوار الشمس/ })
        .getByText('تحت الحد الأدنى')
        .waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('link', { name: 'حركات رز بسمتي' }).click();
      await page.getByRole('heading', { name: 'حركات رز بسمتي' }).waitFor();
      await page.getByRole('link', { name: 'أمر شراء' }).waitFor();
      await screenshot(page, 'console-inventory-movements-ar');
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });

  it('shows every branch’s stock side by side with totals per item, in English and in Arabic on a phone', async () => {
    const { app, browser, owner } = suite;
    const atKarrada = await owner.tenant.tokenFor(owner.tenant.owner, karrada);
    const oil = ok(await app.request('GET', `${C}/catalog/inventory-items?Search=Sunflower`, { token: atKarrada }), 'oil').items[0].id;
    // Oil at Karrada: 3 l at 2,000 = 6,000, so oil totals 5 l worth 12,000 (2 l worth 6,000 at the main branch).
    ok(
      await app.request('POST', `${INV}/opening-balances`, { token: atKarrada, body: { inventoryItemId: oil, quantity: 3, unitCostIqd: 2000 } }),
      'karrada oil',
    );
    const tab = await openPage(browser, { width: 1366 });
    const page = tab.page;
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'All branches' }).click();
      await page.getByRole('heading', { name: 'Stock in all branches' }).waitFor();
      await page.getByRole('columnheader', { name: 'Karrada' }).waitFor();
      const header = await page.locator('thead tr').textContent();
      expect(header).toMatch(/Item.*Karrada.*Main branch.*Total/);
      const oilRow = page.getByRole('row', { name: /Sunflower oil/ });
      await oilRow.waitFor();
      expect(await oilRow.textContent()).toMatch(/3 l.*IQD\s?6,000.*2 l.*IQD\s?6,000.*5 l.*IQD\s?12,000/i);
      const riceRow = page.getByRole('row', { name: /Basmati rice/ });
      expect(await riceRow.getByTestId('stock-all-total').textContent()).toMatch(/12\.5 kg.*IQD\s?58,333/);
      expect(await riceRow.textContent()).toMatch(/—/);
      await screenshot(page, 'console-inventory-all-branches');

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'المخزون في كل الفروع' }).waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      const arabicOil = page.getByRole('row', { name: /زيت دوار الشمس/ });
      // Arabic-Indic digits by default in Arabic: 5 l worth 12,000 in the total.
      await arabicOil
        .getByTestId('stock-all-total')
        .getByText(/١٢٬٠٠٠/)
        .waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // The page itself never scrolls sideways on a phone: a wider matrix scrolls inside its region.
      expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
      await screenshot(page, 'console-inventory-all-branches-ar-390');
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });

  it('creates a transfer, sends it, receives it short (the shortfall shown) and cancels another only after asking', async () => {
    const { app, browser, owner } = suite;
    const tab = await openPage(browser);
    const page = tab.page;
    const choose = async (label: RegExp, option: string | RegExp) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
    };
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Transfers' }).click();
      await page.getByRole('button', { name: 'New transfer' }).click();
      await choose(/^From branch/, 'Main branch');
      await choose(/^To branch/, 'Karrada');
      await choose(/^Item 1/, /Basmati rice/);
      await page.getByRole('textbox', { name: /^Quantity/ }).fill('4');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await page
        .getByRole('heading', { name: /Transfer TR-/ })
        .getByText('Draft')
        .waitFor();
      await page.getByText('From Main branch to Karrada').waitFor();
      await page.getByRole('button', { name: 'Send' }).click();
      await page
        .getByRole('heading', { name: /Transfer TR-/ })
        .getByText('In transit')
        .waitFor();
      // 4 of 12.5 kg worth 58,333 leave at round(58,333 × 4 / 12.5) = 18,667.
      expect(await page.getByTestId('transfer-line-0').textContent()).toMatch(/IQD\s?18,667/);
      await page.getByRole('button', { name: 'Receive' }).click();
      await page.getByRole('textbox', { name: 'Received of Basmati rice (kg)' }).fill('3.5');
      await page.getByRole('button', { name: 'Confirm receipt' }).click();
      await page
        .getByRole('heading', { name: /Transfer TR-/ })
        .getByText('Received')
        .waitFor();
      expect(await page.getByTestId('transfer-line-0').textContent()).toMatch(/3\.5\s*0\.5 \(IQD\s?2,333\)/);
      await screenshot(page, 'console-inventory-transfer-received');

      await page.getByRole('link', { name: 'Transfers', exact: true }).first().click();
      await page.getByRole('button', { name: 'New transfer' }).click();
      await choose(/^From branch/, 'Main branch');
      await choose(/^To branch/, 'Karrada');
      await choose(/^Item 1/, /Sunflower oil/);
      await page.getByRole('textbox', { name: /^Quantity/ }).fill('1');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await page
        .getByRole('heading', { name: /Transfer TR-/ })
        .getByText('Draft')
        .waitFor();
      await page.getByRole('button', { name: 'Cancel transfer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this transfer?' });
      await dialog.getByRole('button', { name: 'No' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page
        .getByRole('heading', { name: /Transfer TR-/ })
        .getByText('Draft')
        .waitFor();
      await page.getByRole('button', { name: 'Cancel transfer' }).click();
      await dialog.getByRole('button', { name: 'Cancel transfer' }).click();
      await page
        .getByRole('heading', { name: /Transfer TR-/ })
        .getByText('Cancelled')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Send' }).count()).toBe(0);
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });

  it('lets staff count blind on a phone-sized screen and submit; the owner reviews expected, difference and value and approves', async () => {
    const { app, browser, owner } = suite;
    const staff = await seedConsoleUser(app, 'Staff', owner.tenant);
    const phone = await openPage(browser, { width: 390, height: 844 });
    const desk = await openPage(browser);
    try {
      const page = phone.page;
      await signInThroughForm(page, app, staff);
      await page.goto(`${app.baseUrl}/console/stock/counts`);
      await page.getByRole('button', { name: 'New count sheet' }).click();
      await page.getByRole('button', { name: 'Open the sheet' }).click();
      await page
        .getByRole('heading', { name: /Count SC-/ })
        .getByText('Open')
        .waitFor();
      // Saving refetches the sheet. That answer is held back until the oil has been typed: what it
      // brings back (oil not counted yet) must not wipe the field out from under the person counting.
      let releaseRefetch = () => {};
      const refetchHeld = new Promise<void>((resolve) => (releaseRefetch = resolve));
      let sheetReads = 0;
      await page.route('**/graphql', async (route) => {
        if (!(route.request().postData() ?? '').includes('query StockCount(')) return route.continue();
        sheetReads += 1;
        const response = await route.fetch();
        await refetchHeld;
        await route.fulfill({ response });
      });
      // Blind: the form shows nothing of what the books expect.
      await page.getByRole('textbox', { name: 'Basmati rice (kg)' }).fill('8');
      await page.getByRole('button', { name: 'Save counts' }).click();
      await page.getByText('Counts saved.').waitFor();
      await page.getByRole('textbox', { name: 'Sunflower oil (l)' }).fill('2');
      const refetched = page.waitForResponse((response) => (response.request().postData() ?? '').includes('query StockCount('));
      releaseRefetch();
      await refetched;
      expect(sheetReads).toBeGreaterThan(0);
      await page.unroute('**/graphql');
      expect(await page.getByRole('textbox', { name: 'Sunflower oil (l)' }).inputValue()).toBe('2');
      expect(await page.getByRole('textbox', { name: 'Basmati rice (kg)' }).inputValue()).toBe('8');
      expect(await page.getByText('Expected').count()).toBe(0);
      expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
      await screenshot(page, 'console-inventory-count-phone');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page
        .getByRole('heading', { name: /Count SC-/ })
        .getByText('Submitted')
        .waitFor();
      expect(await page.getByRole('columnheader', { name: 'Expected' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Approve/ }).count()).toBe(0);
      const sheetUrl = page.url().replace(/^.*\/console/, '/console');

      await signInThroughForm(desk.page, app, owner);
      await desk.page.goto(`${app.baseUrl}${sheetUrl}`);
      await desk.page.getByRole('columnheader', { name: 'Expected' }).waitFor();
      // Rice: 12.5 − 4 sent = 8.5 expected, 8 counted.
      expect(await desk.page.getByTestId('count-line-0').textContent()).toMatch(/Basmati rice.*8.*8\.5.*-0\.5/);
      await desk.page.getByRole('button', { name: 'Approve and post differences' }).click();
      await desk.page
        .getByRole('heading', { name: /Count SC-/ })
        .getByText('Approved')
        .waitFor();
      expect(await desk.page.getByTestId('count-line-0').textContent()).toMatch(/-0\.5-IQD\s?2,33\d/);
      await screenshot(desk.page, 'console-inventory-count-approved');
      expect(phone.pageErrors).toEqual([]);
      expect(desk.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
      await desk.context.close();
    }
  });

  it('sets a par level and turns a supplier’s reorder suggestions into a draft purchase order', async () => {
    const { app, browser, owner } = suite;
    const tab = await openPage(browser);
    const page = tab.page;
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Par levels' }).click();
      const form = await openCreateForm(page, 'Set par level');
      await form.getByRole('combobox', { name: /^Item/ }).click();
      await page.getByRole('option', { name: /Basmati rice/ }).click();
      await form.getByRole('textbox', { name: 'Par level' }).fill('20');
      await form.getByRole('textbox', { name: 'Reorder quantity' }).fill('10');
      await form.getByRole('button', { name: 'Set par level' }).click();
      await page.getByText('Par level saved.').waitFor();
      // Rice: 8 kg on hand after the count, par 20: at least 12 to reach par; oil was never ordered.
      const grains = page.getByTestId(/^suggestions-(?!none)/);
      await grains.getByText('Baghdad Grains').waitFor();
      await grains
        .getByRole('row', { name: /Basmati rice/ })
        .getByText('12', { exact: true })
        .waitFor();
      await page
        .getByTestId('suggestions-none')
        .getByText(/Sunflower oil/)
        .waitFor();
      await screenshot(page, 'console-inventory-reorder');
      await grains.getByRole('button', { name: 'Create draft purchase order' }).click();
      await page
        .getByRole('heading', { name: /Purchase order PO-/ })
        .getByText('Draft')
        .waitFor();
      expect(tab.pageErrors).toEqual([]);
    } finally {
      await tab.context.close();
    }
  });
  it('records opening stock typed in Arabic-Indic digits (١٩٫٣ kg at ٦٬٥٠٠) on a phone in Arabic and shows it on hand; a second opening is refused in words', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    ok(
      await app.request('POST', `${C}/catalog/inventory-items`, {
        token,
        body: { name: 'Whole chicken', nameAr: 'دجاج كامل', unit: 'Kg', kind: 'Chicken', standardCostIqd: 6000 },
      }),
      'chicken',
    );
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInThroughForm(page, app, owner, owner.tenant.branchId);
      await page.evaluate("localStorage.setItem('console.language', 'ar')");
      await page.goto(`${app.baseUrl}/console/stock/on-hand`);
      await page.getByRole('heading', { level: 1, name: 'المخزون المتوفر' }).waitFor();
      const record = async (quantity: string) => {
        const form = await openCreateForm(page, 'تسجيل الرصيد الافتتاحي');
        await form.getByRole('combobox', { name: /^المادة/ }).click();
        await page.getByRole('option', { name: /دجاج كامل/ }).click();
        await form.getByRole('textbox', { name: /^الكمية المتوفرة/ }).fill(quantity);
        await form.getByRole('textbox', { name: /^كلفة الوحدة/ }).fill('٦٬٥٠٠');
        await form.getByRole('button', { name: 'تسجيل' }).click();
        return form;
      };
      await record('١٩٫٣');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      // 19.3 kg at 6,500 = 125,450 IQD, in the screen's digits.
      const row = page.getByRole('row', { name: /دجاج كامل/ });
      await row.getByText(/١٩٫٣/).waitFor();
      expect(await row.textContent()).toContain('١٢٥٬٤٥٠');
      await screenshot(page, 'console-stock-opening-390-ar');
      // The item now has a movement here: a second opening is refused, in Arabic, in the dialog.
      const again = await record('٥');
      const refusal = again.getByTestId('form-error');
      await refusal.waitFor();
      expect(await refusal.textContent()).not.toMatch(/[A-Za-z]/);
      await page.keyboard.press('Escape');
      expect(await row.textContent()).toContain('١٩٫٣');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
