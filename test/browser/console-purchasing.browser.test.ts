import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';
import { seriousViolations } from '../support/screen-text';

describe('console purchasing pages in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: ConsoleUser;
  let accountant: ConsoleUser;

  beforeAll(async () => {
    app = await startConsoleApp();
    browser = await launchBrowser();
    owner = await seedConsoleUser(app, 'Owner');
    // Whoever raises an approval request may not apply it: the accountant approves and pays.
    accountant = await seedConsoleUser(app, 'Accountant', owner.tenant);
    const token = owner.tenant.owner.token;
    const supplier = await app.graphql('mutation { createSupplier(input: { name: "Baghdad Poultry", nameAr: "دواجن بغداد" }) { id } }', {}, { token });
    expect(supplier.body.errors).toBeUndefined();
    const item = await app.graphql(
      'mutation { createInventoryItem(input: { name: "Whole chicken", unit: Kg, kind: Chicken, standardCostIqd: 4000 }) { id } }',
      {},
      { token },
    );
    expect(item.body.errors).toBeUndefined();
    // Approval is off by default; this organisation asks for it on every document above 0 IQD.
    const settings = await app.graphql('mutation { updatePurchasingSettings(input: { approvalThresholdIqd: 0 }) { approvalThresholdIqd } }', {}, { token });
    expect(settings.body.errors).toBeUndefined();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: RegExp, option: string | RegExp): Promise<void> {
    await scope.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  }

  it('takes an order from draft to received and its invoice from draft to paid, approved by someone else; the paid invoice reads in Arabic', async () => {
    const ownerTab = await openPage(browser);
    const accountantTab = await openPage(browser);
    const page = ownerTab.page;
    const other = accountantTab.page;
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Purchase orders' }).click();
      await page.getByRole('button', { name: 'New purchase order' }).click();
      const form = page.getByRole('form', { name: 'New purchase order' });
      await choose(page, form, /^Supplier/, 'Baghdad Poultry');
      await form.getByRole('textbox', { name: /^Quantity/ }).fill('2.5');
      await form.getByRole('textbox', { name: /^Unit price/ }).fill('1001');
      // An item left unchosen is answered beside it; a refused quantity by the service's 422 beside the quantity.
      await form.getByRole('button', { name: 'Create draft' }).click();
      await form.getByTestId('purchase-line-0').getByText('Choose one').waitFor();
      await choose(page, form, /^Item 1/, /Whole chicken/);
      await form.getByRole('textbox', { name: /^Quantity/ }).fill('0');
      await form.getByRole('button', { name: 'Create draft' }).click();
      await form.getByTestId('purchase-line-0').getByText(/must/i).waitFor();
      await form.getByRole('textbox', { name: /^Quantity/ }).fill('2.5');
      // 2.5 × 1,001 = 2,502.5, rounded half away from zero as the service does.
      expect(await form.getByTestId('purchase-line-total-0').textContent()).toMatch(/IQD\s?2,503/);
      await form.getByRole('button', { name: 'Create draft' }).click();
      await page
        .getByRole('heading', { name: /Purchase order PO-/ })
        .getByText('Draft')
        .waitFor();
      expect(await page.getByTestId('purchase-total').textContent()).toMatch(/IQD\s?2,503/);

      await page.getByRole('button', { name: 'Submit for approval' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit for approval' }).click();
      await page
        .getByRole('heading', { name: /Purchase order PO-/ })
        .getByText('Awaiting approval')
        .waitFor();
      // The owner raised the request: no "Approve" for them, but they may still reopen or cancel.
      await page.getByRole('button', { name: 'Reopen as draft' }).waitFor();
      expect(await page.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);

      await signInThroughForm(other, app, accountant);
      await other.getByRole('link', { name: 'Approval requests' }).click();
      await other.getByRole('button', { name: /^Approve: IQD\s?2,503/ }).click();
      await other.getByRole('dialog').getByRole('textbox', { name: 'Note' }).fill('Prices checked');
      await other.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await other.getByText('Nothing here yet.').waitFor();

      await page.reload();
      await page
        .getByRole('heading', { name: /Purchase order PO-/ })
        .getByText('Approved')
        .waitFor();
      await page
        .getByTestId('approval-history')
        .getByText(/Approved: Prices checked/)
        .waitFor();
      await page.getByRole('button', { name: 'Mark received' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Mark received' }).click();
      await page
        .getByRole('heading', { name: /Purchase order PO-/ })
        .getByText('Received')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await screenshot(page, 'console-purchasing-order-received');

      await page.getByRole('link', { name: 'Purchase invoices' }).click();
      await page.getByRole('button', { name: 'Record an invoice' }).click();
      const invoiceForm = page.getByRole('form', { name: 'Record an invoice' });
      await choose(page, invoiceForm, /^Supplier/, 'Baghdad Poultry');
      await choose(page, invoiceForm, /^Purchase order/, /^PO-/);
      // The invoice starts from the order's lines.
      expect(await invoiceForm.getByTestId('purchase-lines-total').textContent()).toMatch(/IQD\s?2,503/);
      await invoiceForm.getByRole('textbox', { name: /^Invoice number/ }).fill('INV-77');
      await invoiceForm.getByRole('button', { name: 'Record draft' }).click();
      await page
        .getByRole('heading', { name: /Invoice INV-77/ })
        .getByText('Draft')
        .waitFor();
      await page.getByRole('link', { name: /Bills purchase order PO-/ }).waitFor();
      await page.getByRole('button', { name: 'Submit for approval' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit for approval' }).click();
      await page
        .getByRole('heading', { name: /Invoice INV-77/ })
        .getByText('Awaiting approval')
        .waitFor();

      await other.getByRole('link', { name: 'Purchase invoices' }).click();
      // The approval requests page has a Status filter of its own: wait for the invoices page first.
      await other.waitForURL((url) => url.pathname.endsWith('/purchasing/invoices'));
      await other.getByRole('heading', { name: 'Purchase invoices', level: 1 }).waitFor();
      await other.getByRole('combobox', { name: 'Status' }).click();
      await other.getByRole('option', { name: 'Awaiting approval' }).click();
      await other.waitForURL((url) => url.searchParams.get('status') === 'PendingApproval');
      await other
        .getByRole('row', { name: /INV-77/ })
        .getByRole('link', { name: 'INV-77' })
        .click();
      await other.getByRole('button', { name: 'Approve for payment' }).click();
      await other.getByRole('dialog').getByRole('button', { name: 'Approve for payment' }).click();
      await other
        .getByRole('heading', { name: /Invoice INV-77/ })
        .getByText('Approved')
        .waitFor();
      await other.getByRole('button', { name: 'Record payment' }).click();
      await other.getByRole('dialog').getByRole('textbox', { name: 'Payment reference' }).fill('TRF-5521');
      await other.getByRole('dialog').getByRole('button', { name: 'Record payment' }).click();
      await other
        .getByRole('heading', { name: /Invoice INV-77/ })
        .getByText('Paid')
        .waitFor();
      await other.getByText('TRF-5521').waitFor();

      await other.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await other
        .getByRole('heading', { name: /الفاتورة INV-77/ })
        .getByText('مدفوع')
        .waitFor();
      await other.getByText('دواجن بغداد').waitFor();
      expect(await other.locator('html').getAttribute('dir')).toBe('rtl');
      await screenshot(other, 'console-purchasing-invoice-paid-ar');
      expect(ownerTab.pageErrors).toEqual([]);
      expect(accountantTab.pageErrors).toEqual([]);
    } finally {
      await ownerTab.context.close();
      await accountantTab.context.close();
    }
  });

  it('lets a lone owner order and receive stock at once while approval is off, and turn approval on in the settings', async () => {
    const lone = await seedConsoleUser(app, 'Owner');
    const token = lone.tenant.owner.token;
    const supplier = await app.graphql('mutation { createSupplier(input: { name: "Karrada Vegetables", nameAr: "خضار الكرادة" }) { id } }', {}, { token });
    expect(supplier.body.errors).toBeUndefined();
    const item = await app.graphql(
      'mutation { createInventoryItem(input: { name: "Onions", unit: Kg, kind: Ingredient, standardCostIqd: 1000 }) { id } }',
      {},
      { token },
    );
    expect(item.body.errors).toBeUndefined();
    // At 1366 px the settings are read and turned on in Arabic (the language switch is in the header there).
    for (const { width, settings } of [
      { width: 390, settings: false },
      { width: 1366, settings: true },
    ]) {
      const tab = await openPage(browser, { width });
      const page = tab.page;
      try {
        await signInThroughForm(page, app, lone);
        await page.goto(`${app.baseUrl}/console/purchasing/orders`);
        await page.getByRole('button', { name: 'New purchase order' }).click();
        const form = page.getByRole('form', { name: 'New purchase order' });
        await choose(page, form, /^Supplier/, 'Karrada Vegetables');
        await choose(page, form, /^Item 1/, /Onions/);
        await form.getByRole('textbox', { name: /^Quantity/ }).fill('20');
        await form.getByRole('textbox', { name: /^Unit price/ }).fill('1250');
        await form.getByRole('button', { name: 'Create draft' }).click();
        const heading = page.getByRole('heading', { name: /Purchase order PO-/ });
        await heading.getByText('Draft').waitFor();
        // Approval off: the button places the order rather than asking for approval.
        expect(await page.getByRole('button', { name: 'Submit for approval' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Place order' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
        // No second person needed: approved at once, and the owner receives it.
        await heading.getByText('Approved').waitFor();
        await page.getByRole('button', { name: 'Mark received' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Mark received' }).click();
        await heading.getByText('Received').waitFor();
        if (settings) {
          await page.goto(`${app.baseUrl}/console/purchasing/settings`);
          await page.getByRole('switch', { name: 'Require approval' }).waitFor();
          expect(await page.getByRole('switch', { name: 'Require approval' }).isChecked()).toBe(false);
          await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
          await page.getByRole('switch', { name: 'طلب الموافقة' }).waitFor();
          await screenshot(page, `console-purchasing-approval-off-${width}-ar`);
          await page.setViewportSize({ width: 390, height: 800 });
          await screenshot(page, 'console-purchasing-approval-off-390-ar');
          await page.setViewportSize({ width, height: 800 });
          await page.getByRole('switch', { name: 'طلب الموافقة' }).check({ force: true });
          await page.getByRole('textbox', { name: /حد الموافقة/ }).fill('500000');
          await page.getByRole('button', { name: 'حفظ' }).click();
          await page.getByText('حُفظت الإعدادات.').waitFor();
          const saved = await app.graphql('{ purchasingSettings { approvalThresholdIqd } }', {}, { token });
          expect(saved.body.data.purchasingSettings.approvalThresholdIqd).toBe(500_000);
        } else {
          await screenshot(page, `console-purchasing-lone-owner-received-${width}`);
        }
        expect(tab.pageErrors).toEqual([]);
      } finally {
        await tab.context.close();
      }
    }
  });
  it('offers to create a supplier the typed name matches none of, in the invoice form and in Arabic on a phone in the order form, and chooses it', async () => {
    const token = owner.tenant.owner.token;
    const suppliers = async () =>
      (await app.graphql('{ suppliers(list: { perPage: 100 }) { items { name nameAr } } }', {}, { token })).body.data.suppliers.items as Array<{
        name: string;
        nameAr: string | null;
      }>;
    const desktop = await openPage(browser, { width: 1280 });
    try {
      const { page } = desktop;
      await signInThroughForm(page, app, owner);
      await page.goto(`${app.baseUrl}/console/purchasing/invoices`);
      await page.getByRole('button', { name: 'Record an invoice' }).click();
      const form = page.getByRole('form', { name: 'Record an invoice' });
      const supplier = form.getByRole('combobox', { name: /^Supplier/ });
      // A name that matches an existing supplier offers nothing new.
      await supplier.fill('Baghdad');
      await page.getByRole('option', { name: 'Baghdad Poultry' }).waitFor();
      expect(await page.getByRole('button', { name: /^New supplier/ }).count()).toBe(0);
      await supplier.fill('Karkh Dairy');
      await page.getByText('No supplier by that name.').waitFor();
      await page.getByRole('button', { name: 'New supplier "Karkh Dairy"' }).click();
      const fields = form.getByRole('group', { name: 'New supplier' });
      expect(await fields.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Karkh Dairy');
      // Enter in the new supplier's fields creates it; the invoice is not submitted (nothing is marked missing).
      await fields.getByRole('textbox', { name: 'Arabic name' }).fill('ألبان الكرخ');
      await fields.getByRole('textbox', { name: 'Arabic name' }).press('Enter');
      await fields.waitFor({ state: 'detached' });
      expect(await supplier.inputValue()).toBe('Karkh Dairy');
      expect(await form.getByText('Choose one').count()).toBe(0);
      expect(await seriousViolations(page, 'invoice form with a new supplier')).toEqual([]);
      expect(await suppliers()).toContainEqual({ name: 'Karkh Dairy', nameAr: 'ألبان الكرخ' });
      expect(desktop.pageErrors).toEqual([]);
    } finally {
      await desktop.context.close();
    }

    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      const { page } = phone;
      await signInThroughForm(page, app, owner);
      await page.evaluate("localStorage.setItem('console.language', 'ar')");
      await page.goto(`${app.baseUrl}/console/purchasing/orders`);
      await page.getByRole('button', { name: 'أمر شراء جديد' }).click();
      const form = page.getByRole('form', { name: 'أمر شراء جديد' });
      await form.getByRole('combobox', { name: /^المورّد/ }).fill('خضار الرصافة');
      await page.getByRole('button', { name: 'مورّد جديد «خضار الرصافة»' }).click();
      const fields = form.getByRole('group', { name: 'مورّد جديد' });
      // A refusal from the service is shown beside the new supplier's fields: an empty name.
      await fields.getByRole('textbox', { name: 'الاسم', exact: true }).fill('');
      await fields.getByRole('button', { name: 'إنشاء واختيار' }).click();
      await fields.locator('.mantine-InputWrapper-error').first().waitFor();
      await fields.getByRole('textbox', { name: 'الاسم', exact: true }).fill('خضار الرصافة');
      await fields.getByRole('button', { name: 'إنشاء واختيار' }).click();
      await fields.waitFor({ state: 'detached' });
      expect(await form.getByRole('combobox', { name: /^المورّد/ }).inputValue()).toBe('خضار الرصافة');
      const box = await form.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await screenshot(page, 'console-purchasing-new-supplier-390-ar');
      expect(await seriousViolations(page, 'order form with a new supplier (ar, 390)')).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });
});
