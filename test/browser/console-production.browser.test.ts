import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';
import { createBatch, createCatalogue, moveTo } from '../modules/production/batch-fixtures';

describe('console production pages in the browser', () => {
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

  it("shows today's batch on the dashboard, its figures in IQD, closes it, and locks the period", async () => {
    const token = owner.tenant.owner.token;
    const me = await app.graphql('{ me { branch { timeZone } } }', {}, { token });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: me.body.data.me.branch.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(app.clock.now());
    const catalogue = await createCatalogue(app, token);
    const batchId = await createBatch(app, token, catalogue, today);
    await moveTo(app, token, batchId, 'InProduction');

    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('region', { name: "Today's batches" }).getByText('In production').waitFor();

      await page.getByRole('link', { name: 'Batches' }).click();
      await page.getByRole('link', { name: today }).click();
      await page.getByText(/IQD\s?156,500/).first().waitFor();
      await page.getByRole('button', { name: 'Close batch' }).click();
      await page.getByText('Batch closed.').waitFor();
      await page.getByRole('heading', { name: /Closed/ }).waitFor();
      await screenshot(page, 'console-batch-closed');

      await page.getByRole('link', { name: /Production batches/ }).click();
      await page.getByLabel('Lock through').fill(today);
      await page.getByRole('textbox', { name: 'Reason' }).fill('Day closed');
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await page.getByTestId('period-lock').filter({ hasText: `Period locked through ${today}` }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
