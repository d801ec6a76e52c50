import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser, openCreateForm } from '../support/console-ui';

const STATEMENT_WITH_ERROR = ['Date,Description,Reference,Amount', '2026-03-02,Transfer to savings,TRF-1001,-500000', '2026-03-03,Bank fee,,abc'].join('\n');
const STATEMENT = ['Date,Description,Reference,Amount', '2026-03-02,Transfer to savings,TRF-1001,-500000', '2026-03-03,Bank fee,FEE-9,-2500'].join('\n');

describe('console accounting and export pages in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: ConsoleUser;

  beforeAll(async () => {
    // Jobs run, so an export finishes and can be downloaded.
    app = await startConsoleApp({ jobs: true });
    browser = await launchBrowser();
    owner = await seedConsoleUser(app, 'Owner');
    // The other side of the transfer: a savings account whose statement already holds the money coming in.
    const created = await app.graphql(
      'mutation($input: CreateBankAccountInput!) { createBankAccount(input: $input) { id } }',
      { input: { name: 'Savings', accountNumber: 'IQ99 RAFI 0002', currencyCode: 'IQD' } },
      { token: owner.tenant.owner.token },
    );
    const imported = await app.graphql(
      'mutation($id: UUID!, $csv: String!) { importBankStatement(bankAccountId: $id, csv: $csv) { linesCreated } }',
      { id: created.body.data.createBankAccount.id, csv: 'Date,Description,Amount\n2026-03-02,Transfer from main account TRF-1001,500000' },
      { token: owner.tenant.owner.token },
    );
    expect(imported.body.data.importBankStatement.linesCreated).toBe(1);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates a bank account (422 next to its field), imports a statement (a bad line is named), matches a line from the suggestions and excludes and reopens another', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Bank accounts' }).click();
      const form = await openCreateForm(page, 'New bank account');
      await form.getByRole('textbox', { name: 'Account number' }).fill('IQ12 RAFI 0001');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByRole('alert').waitFor();
      await form.getByRole('textbox', { name: 'Name', exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Main account');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Bank account created.').waitFor();
      await page.getByRole('row', { name: /Main account/ }).waitFor();

      await page.getByRole('button', { name: 'Import statement: Main account' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Paste the CSV text' }).fill(STATEMENT_WITH_ERROR);
      await dialog.getByRole('button', { name: 'Import' }).click();
      await dialog.getByText(/line 3: Amount/).waitFor();
      await dialog.getByRole('textbox', { name: 'Paste the CSV text' }).fill(STATEMENT);
      await dialog.getByRole('button', { name: 'Import' }).click();
      await dialog
        .getByRole('status')
        .getByText(/2 lines read, 2 new, 0 already imported/)
        .waitFor();
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('link', { name: 'Lines: Main account' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/accounting/statement-lines') && url.searchParams.has('account'));
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Unmatched' }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'Unmatched');
      const transfer = page.getByRole('row', { name: /Transfer to savings/ });
      expect(await transfer.textContent()).toMatch(/-IQD\s?500,000|IQD\s?-500,000/);

      await page.getByRole('button', { name: /^Match: 2 Mar 2026/ }).click();
      dialog = page.getByRole('dialog');
      const suggestion = dialog.getByRole('listitem', { name: /Savings/ });
      await suggestion.waitFor();
      const text = await suggestion.textContent();
      expect(text).toContain('Exact amount +50');
      expect(text).toContain('Date +20');
      expect(text).toMatch(/\d+ points/);
      await suggestion.getByRole('button', { name: /Match to this/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('row', { name: /Transfer to savings/ }).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /^Exclude: 3 Mar 2026/ }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Exclude' }).click();
      await dialog.getByRole('textbox', { name: 'Reason' }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Bank fee, booked by hand');
      await dialog.getByRole('button', { name: 'Exclude' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Excluded' }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'Excluded');
      const fee = page.getByRole('row', { name: /Bank fee/ });
      await fee.getByText('Bank fee, booked by hand').waitFor();
      await page.getByRole('button', { name: /^Reopen: 3 Mar 2026/ }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Fee refunded');
      await dialog.getByRole('button', { name: 'Reopen' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await fee.waitFor({ state: 'detached' });
      await screenshot(page, 'console-statement-lines');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates a tax code (an impossible rate refused next to its field), deactivates it, and shows it in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Tax codes' }).click();
      const form = await openCreateForm(page, 'New tax code');
      await form.getByRole('textbox', { name: 'Code' }).fill('VAT15');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Standard VAT');
      await form.getByRole('textbox', { name: 'Arabic name' }).fill('ضريبة قياسية');
      await form.getByRole('textbox', { name: /^Rate/ }).fill('1500');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByRole('textbox', { name: /^Rate/ }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await form.getByRole('textbox', { name: /^Rate/ }).fill('150');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Tax code created.').waitFor();
      const row = page.getByRole('row', { name: /VAT15/ });
      expect(await row.textContent()).toContain('15%');

      await page.getByRole('button', { name: 'Deactivate: VAT15' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Replaced');
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText('Inactive').waitFor();
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('active') === 'yes');
      await row.waitFor({ state: 'detached' });

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'رموز الضريبة' }).waitFor();
      await page.getByRole('combobox', { name: 'الحالة' }).first().click();
      await page.getByRole('option', { name: 'غير فعّال' }).click();
      await page.getByRole('row', { name: /ضريبة قياسية/ }).waitFor();
      await screenshot(page, 'console-tax-codes-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('queues an export with chosen columns (a reversed period refused on To), follows it to Ready and downloads it, then deletes it; shows the page in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Export jobs' }).click();
      const form = await openCreateForm(page, 'New export');
      await form.getByRole('combobox', { name: 'Report' }).click();
      await page.getByRole('option', { name: 'Bank statement lines' }).click();
      await form.getByLabel('Columns', { exact: true }).click();
      await page.getByRole('option', { name: 'Date', exact: true }).click();
      await page.getByRole('option', { name: 'Amount (minor unit of the currency)' }).click();
      await page.keyboard.press('Escape');
      await form.getByRole('combobox', { name: 'Format' }).click();
      await page.getByRole('option', { name: 'CSV' }).click();
      await form.getByLabel(/^From/).fill('2026-03-31');
      await form.getByLabel(/^To/).fill('2026-03-01');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByLabel(/^To/).and(page.locator('[aria-invalid="true"]')).waitFor();
      await form.getByLabel(/^From/).fill('2026-03-01');
      await form.getByLabel(/^To/).fill('2026-03-31');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Export queued.').waitFor();

      const row = page.getByRole('row', { name: /Bank statement lines/ });
      await row.getByText('Ready').waitFor({ timeout: 60_000 });
      expect(await row.textContent()).toContain('1 Mar 2026 – 31 Mar 2026');
      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download:/ }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = fs.readFileSync((await download.path()) as string, 'utf8');
      expect(csv.split(/\r?\n/)[0]).toContain('Date');
      expect(csv).toContain('500000');

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Ready' }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'Succeeded');
      await row.getByRole('button', { name: /^Delete:/ }).click();
      await row.waitFor({ state: 'detached' });

      await page.getByRole('link', { name: 'Report subscriptions' }).click();
      const subscription = await openCreateForm(page, 'New subscription');
      await subscription.getByRole('combobox', { name: 'Report' }).click();
      await page.getByRole('option', { name: 'Bank statement lines' }).click();
      await subscription.getByRole('textbox', { name: 'Recipient e-mail' }).fill('not an address');
      await subscription.getByRole('button', { name: 'Create' }).click();
      await subscription.getByRole('textbox', { name: 'Recipient e-mail' }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await subscription.getByRole('textbox', { name: 'Recipient e-mail' }).fill('accountant@example.test');
      await subscription.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Subscription created.').waitFor();
      await page.getByRole('button', { name: 'Deactivate: accountant@example.test' }).click();
      await page
        .getByRole('row', { name: /accountant@example.test/ })
        .getByText('Inactive')
        .waitFor();

      await page.getByRole('link', { name: 'Saved reports' }).click();
      const saved = await openCreateForm(page, 'New saved report');
      await saved.getByRole('textbox', { name: 'Name', exact: true }).fill('March bank lines');
      await saved.getByRole('combobox', { name: 'Report' }).click();
      await page.getByRole('option', { name: 'Bank statement lines' }).click();
      await saved.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('row', { name: /March bank lines/ }).waitFor();

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'التقارير المحفوظة' }).waitFor();
      await page.getByRole('row', { name: /حركات كشف الحساب/ }).waitFor();
      await page.getByRole('link', { name: 'اشتراكات التقارير' }).click();
      await page
        .getByRole('row', { name: /accountant@example.test/ })
        .getByText('غير فعّال')
        .waitFor();
      await screenshot(page, 'console-report-subscriptions-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('records an end-of-day report (net above gross refused on its field), reviews it against the ledger per payment kind, corrects its payment split (still not balanced while it differs from the ledger, in the list as in the review), filters by date and reads it in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'End-of-day reports' }).click();
      const form = await openCreateForm(page, 'New end-of-day report');
      await form.getByLabel(/^Business day/).fill('2026-01-10');
      await form.getByRole('textbox', { name: 'Gross sales (IQD)', exact: true }).fill('1400000');
      await form.getByRole('textbox', { name: 'Net sales (IQD)', exact: true }).fill('1500000');
      await form.getByRole('textbox', { name: 'Cash (IQD)', exact: true }).fill('900000');
      await form.getByRole('textbox', { name: 'Card (IQD)', exact: true }).fill('400000');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByRole('textbox', { name: 'Net sales (IQD)', exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await form.getByRole('textbox', { name: 'Gross sales (IQD)', exact: true }).fill('1500000');
      await form.getByRole('textbox', { name: 'Net sales (IQD)', exact: true }).fill('1400000');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Report saved.').waitFor();
      const row = page.getByRole('row', { name: /10 Jan 2026/ });
      await row.waitFor();
      // The ledger holds no order that day: the report differs from it, whatever its own split says.
      expect(await row.textContent()).toMatch(/IQD\s?100,000 \(differs from the sales ledger\)/);

      await page.getByRole('button', { name: 'Review: 10 Jan 2026' }).click();
      const dialog = page.getByRole('dialog');
      const ledger = dialog.getByRole('table', { name: /Compared with the sales ledger \(0 orders\)/ });
      expect(await ledger.getByRole('row', { name: /^Cash/ }).textContent()).toMatch(/IQD\s?900,000.*IQD\s?0.*IQD\s?900,000/);
      await dialog.getByRole('textbox', { name: 'Cash (IQD)', exact: true }).fill('1000000');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Figures saved.').waitFor();
      await dialog.getByText(/IQD\s?0 \(differs from the sales ledger\)/).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await row.getByText(/IQD\s?0 \(differs from the sales ledger\)/).waitFor();
      expect(await row.textContent()).not.toContain('balanced');

      await page.getByLabel(/^From/).fill('2026-02-01');
      await page.waitForURL((url) => url.searchParams.get('from') === '2026-02-01');
      await row.waitFor({ state: 'detached' });
      await page.getByLabel(/^From/).fill('2026-01-01');
      await page.waitForURL((url) => url.searchParams.get('from') === '2026-01-01');
      await row.waitFor();

      // Pasted text with only the payment lines: net and gross are worked out and said; missing fields are named in words.
      const pasted = await openCreateForm(page, 'New end-of-day report');
      await pasted.getByRole('textbox', { name: 'Paste the report text (English or Arabic)' }).fill('Cash 300,000\nCard 200,000');
      await pasted.getByRole('button', { name: 'Read the text' }).click();
      const note = pasted.getByRole('status');
      await note.getByText(/Net sales were not in the text/).waitFor();
      expect(await note.textContent()).toContain('Not found in the text: Business day');
      expect(await note.textContent()).not.toMatch(/businessDate|SalesIqd/);
      await expect(pasted.getByRole('textbox', { name: 'Net sales (IQD)', exact: true }).inputValue()).resolves.toBe('500,000');

      await page.keyboard.press('Escape');
      await pasted.waitFor({ state: 'hidden' });

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'تقارير نهاية اليوم' }).waitFor();
      // One digit system on the Arabic screen: the day and the amounts in Arabic-Indic digits.
      expect(await page.getByRole('row', { name: /١٠ .+ ٢٠٢٦/ }).textContent()).toContain('١٬٥٠٠٬٠٠٠');
      await screenshot(page, 'console-eod-reports-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates a supplier (a missing name refused on its field), deactivates it, finds it under Inactive in the address, and shows its Arabic name in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Suppliers' }).click();
      // The list comes first; the create form opens in a dialog (docs/console.md, "Create forms").
      await page.getByRole('button', { name: 'New supplier' }).click();
      const form = page.getByRole('dialog').getByRole('form', { name: 'New supplier' });
      await form.getByRole('textbox', { name: 'Arabic name' }).fill('دواجن بغداد');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByRole('textbox', { name: 'Name', exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Baghdad Poultry');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Supplier created.').waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Deactivate: Baghdad Poultry' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Closed for the season');
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Inactive' }).click();
      await page.waitForURL((url) => url.searchParams.get('active') === 'no');
      await page
        .getByRole('row', { name: /Baghdad Poultry/ })
        .getByText('Inactive')
        .waitFor();
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page
        .getByRole('row', { name: /دواجن بغداد/ })
        .getByText('غير فعّال')
        .waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
