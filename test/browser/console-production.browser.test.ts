import { openPage } from '../support/browser';
import { businessCalendar, consoleSuite, screenshot, seedConsoleUser, signInThroughForm, shownDate, openCreateForm } from '../support/console-ui';
import { createBatch, createCatalogue, moveTo } from '../modules/production/batch-fixtures';

describe('console production pages in the browser', () => {
  const suite = consoleSuite();

  it("shows today's batch on the dashboard, its figures in IQD, closes it, and locks the period", async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const { today } = await businessCalendar(app, token);
    const catalogue = await createCatalogue(app, token);
    const batchId = await createBatch(app, token, catalogue, today);
    await moveTo(app, token, batchId, 'InProduction');

    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('region', { name: "Today's batches" }).getByText('In production').waitFor();

      await page.getByRole('link', { name: 'Batches' }).click();
      await page.getByRole('link', { name: shownDate(today) }).click();
      await page
        .getByText(/IQD\s?156,500/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Close batch' }).click();
      await page.getByText('Batch closed.').waitFor();
      await page.getByRole('heading', { name: /Closed/ }).waitFor();
      await screenshot(page, 'console-batch-closed');

      await page.getByRole('link', { name: /Production batches/ }).click();
      await page.getByLabel('Lock through').fill(today);
      await page.getByRole('textbox', { name: 'Reason' }).fill('Day closed');
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await page
        .getByTestId('period-lock')
        .filter({ hasText: `Period locked through ${shownDate(today)}` })
        .waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates a batch in the form, starts production, adds an output, records waste and closes it; a batch on a locked day is refused in words', async () => {
    const { app, browser } = suite;
    const manager = await seedConsoleUser(app, 'Owner');
    const token = manager.tenant.owner.token;
    const { dayOf } = await businessCalendar(app, token);
    const today = dayOf(app.clock.now());
    const yesterday = dayOf(new Date(app.clock.now().getTime() - 86_400_000));
    await createCatalogue(app, token);
    const weighedChicken = await app.request('POST', '/api/v1/console/catalog/inventory-items', {
      token,
      body: { name: 'Chicken breast', unit: 'Kg', kind: 'Chicken', standardCostIqd: 9000 },
    });
    expect(weighedChicken.status).toBe(200);

    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, manager);
      await page.getByRole('link', { name: 'Batches' }).click();
      const form = await openCreateForm(page, 'New batch');
      const choose = async (label: string, option: string) => {
        await form.getByRole('combobox', { name: label }).click();
        await page.getByRole('option', { name: option }).click();
      };
      // Today's business date is proposed; an empty form is refused beside each field in words, nothing technical.
      await expect(form.getByLabel(/^Business date/).inputValue()).resolves.toBe(today);
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByText('Fill this in.').first().waitFor();
      const formText = await form.innerText();
      expect(formText).not.toMatch(/UUID|Float|Int!|non-nullable|Expected|input\./);
      expect(await form.getByText('Fill this in.').count()).toBeGreaterThanOrEqual(6);
      // Only chicken counted in pieces is offered for the chicken field.
      await form.getByRole('combobox', { name: 'Chicken item' }).click();
      await page.getByRole('option', { name: 'Whole chicken (pcs)' }).waitFor();
      await expect(page.getByRole('option', { name: /Chicken breast/ }).count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await form.getByLabel(/^Business date/).fill(today);
      await choose('Chicken item', 'Whole chicken (pcs)');
      await form.getByRole('textbox', { name: 'Chickens (pieces)' }).fill('10');
      await choose('Meat item', 'Lamb (kg)');
      await form.getByRole('textbox', { name: 'Meat (kg)' }).fill('2.5');
      await choose('Rice item', 'Basmati rice (kg)');
      await form.getByRole('textbox', { name: 'Raw rice (kg)' }).fill('20');
      await form.getByRole('button', { name: 'Add an extra input' }).click();
      const extra = form.getByRole('group', { name: 'Extra input 1' });
      await extra.getByRole('combobox', { name: 'Extra input (oil, spices…)' }).click();
      await page.getByRole('option', { name: 'Sunflower oil (l)' }).click();
      await extra.getByRole('textbox', { name: 'Quantity' }).fill('500');
      await extra.getByRole('combobox', { name: 'Unit' }).click();
      await page.getByRole('option', { name: 'Ml', exact: true }).click();
      await form.getByRole('button', { name: 'Create' }).click();
      await page.waitForURL(/\/production\/batches\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: new RegExp(`${shownDate(today)}.*Draft`) }).waitFor();
      await page.getByText('Outputs and waste are recorded once production has started.').waitFor();
      // 10 chickens, 2.5 kg lamb, 20 kg rice and 0.5 l of oil at standard cost (batch-fixtures.ts).
      await page
        .getByText(/IQD\s?156,500/)
        .first()
        .waitFor();

      await page.getByRole('button', { name: 'Move to: In production' }).click();
      await page.getByRole('heading', { name: /In production/ }).waitFor();

      const output = page.getByRole('form', { name: 'Add output' });
      await output.getByRole('combobox', { name: 'Item' }).click();
      await page.getByRole('option', { name: 'Rice box (pcs)' }).click();
      await output.getByRole('textbox', { name: 'Quantity' }).fill('40');
      await output.getByRole('button', { name: 'Add output' }).click();
      await page.getByText('Output added.').waitFor();
      await page
        .getByRole('region', { name: 'Outputs' })
        .getByRole('row', { name: /Rice box/ })
        .waitFor();

      const waste = page.getByRole('form', { name: 'Record waste' });
      await waste.getByRole('combobox', { name: 'Capacity type' }).click();
      await page.getByRole('option', { name: 'Plate' }).click();
      await waste.getByRole('textbox', { name: 'Units' }).fill('3');
      await waste.getByRole('button', { name: 'Record waste' }).click();
      await page.getByText('Waste recorded.').waitFor();
      await page.getByTestId('batch-waste-total').filter({ hasText: /\b3\b/ }).waitFor();
      await page
        .getByRole('region', { name: 'Waste' })
        .getByRole('row', { name: /Plate.*Overproduction/ })
        .waitFor();

      await page.getByRole('button', { name: 'Close batch' }).click();
      await page.getByText('Batch closed.').waitFor();
      await page.getByRole('heading', { name: /Closed/ }).waitFor();
      await screenshot(page, 'console-batch-created-closed');

      await page.getByRole('link', { name: /Production batches/ }).click();
      await page.getByLabel('Lock through').fill(today);
      await page.getByRole('textbox', { name: 'Reason' }).fill('Day closed');
      await page.getByRole('button', { name: 'Lock', exact: true }).click();
      await page
        .getByTestId('period-lock')
        .filter({ hasText: `Period locked through ${shownDate(today)}` })
        .waitFor();
      await openCreateForm(page, 'New batch');
      await form.getByLabel(/^Business date/).fill(yesterday);
      await choose('Chicken item', 'Whole chicken (pcs)');
      await form.getByRole('textbox', { name: 'Chickens (pieces)' }).fill('5');
      await choose('Meat item', 'Lamb (kg)');
      await form.getByRole('textbox', { name: 'Meat (kg)' }).fill('1');
      await choose('Rice item', 'Basmati rice (kg)');
      await form.getByRole('textbox', { name: 'Raw rice (kg)' }).fill('10');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByText(/The period is locked: /).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the console's today before the business day starts", () => {
  // 01:30 on 16 March in Baghdad: the business day (starting at 04:00) is still the 15th.
  const EARLY_MORNING = new Date('2026-03-15T22:30:00Z');
  const suite = consoleSuite({ now: EARLY_MORNING });

  it("shows the business day's batches on the dashboard and proposes that day for an export, not the calendar date", async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const { today } = await businessCalendar(app, token);
    expect(today).toBe('2026-03-15');
    const batchId = await createBatch(app, token, await createCatalogue(app, token), today);
    await moveTo(app, token, batchId, 'InProduction');

    const { context, page, pageErrors } = await openPage(browser);
    try {
      await context.clock.setFixedTime(EARLY_MORNING);
      await signInThroughForm(page, app, owner);
      await page.getByText(/today \(15 Mar 2026\)/).waitFor();
      await page.getByRole('region', { name: "Today's batches" }).getByText('In production').waitFor();

      await page.getByRole('link', { name: 'Export jobs' }).click();
      const form = await openCreateForm(page, 'New export');
      await expect(form.getByLabel(/^From/).inputValue()).resolves.toBe('2026-03-01');
      await expect(form.getByLabel(/^To/).inputValue()).resolves.toBe('2026-03-15');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
