import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';

describe('console HR pages in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: ConsoleUser;

  beforeAll(async () => {
    app = await startConsoleApp();
    browser = await launchBrowser();
    owner = await seedConsoleUser(app, 'Owner');
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates an employee, requests an advance and approves it, with amounts in IQD; a refused status move is explained in words', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Employees' }).click();
      const form = page.getByRole('form', { name: 'New employee' });
      await form.getByRole('textbox', { name: 'Full name' }).fill('Zainab Kareem');
      await form.getByLabel(/^Hire date/).fill('2026-01-15');
      await form.getByRole('textbox', { name: 'Base salary (IQD)' }).fill('1000000');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Employee created.').waitFor();
      const row = page.getByRole('row', { name: /Zainab Kareem/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('1,000,000');

      await page.getByRole('link', { name: 'Advances' }).click();
      const request = page.getByRole('form', { name: 'Request an advance' });
      await request.getByRole('combobox', { name: 'Employee' }).click();
      await page.getByRole('option', { name: 'Zainab Kareem' }).click();
      await request.getByRole('textbox', { name: 'Amount (IQD)' }).fill('250000');
      await request.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Advance requested.').waitFor();
      await page.getByRole('button', { name: 'Approve: Zainab Kareem' }).click();
      const advance = page.getByRole('row', { name: /Zainab Kareem/ });
      await advance.getByText('Approved').waitFor();
      expect(await advance.textContent()).toMatch(/IQD\s?250,000/);
      await screenshot(page, 'console-advance-approved');

      await page.getByRole('link', { name: 'Employees' }).click();
      await page.getByRole('button', { name: 'Change status: Zainab Kareem' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Retired' }).click();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Reached retirement age');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The filter lives in the address; React Router applies it in a transition, so wait for the URL.
      await page.getByRole('checkbox', { name: 'Show retired' }).click();
      await page.waitForURL((url) => url.searchParams.get('retired') === '1');
      await page.getByRole('checkbox', { name: 'Show retired', checked: true }).waitFor();
      await page.getByRole('button', { name: 'Change status: Zainab Kareem' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Active' }).click();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Back again');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(/This cannot be done now: .*Retired/).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
