import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';

describe('console menu modifiers and loss-control pilots in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: ConsoleUser;

  beforeAll(async () => {
    app = await startConsoleApp();
    browser = await launchBrowser();
    owner = await seedConsoleUser(app, 'Owner');
    const token = owner.tenant.owner.token;
    const product = await app.graphql(
      'mutation { createProduct(input: { code: "M-SOUP", name: "Lentil soup", nameAr: "شوربة عدس", basePriceIqd: 3000, channels: [DineIn, SelfOrder] }) { id } }',
      {},
      { token },
    );
    expect(product.body.errors).toBeUndefined();
    const item = await app.graphql('mutation { createInventoryItem(input: { name: "Red lentils", unit: Kg, kind: Ingredient, standardCostIqd: 2000 }) { id } }', {}, { token });
    expect(item.body.errors).toBeUndefined();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('adds a modifier group with priced options and a consumable on the product page, then prices the product with an option in the quote', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Products', exact: true }).click();
      await page.getByRole('link', { name: 'Lentil soup' }).click();
      await page.getByRole('heading', { name: /Lentil soup/ }).waitFor();

      await page.getByRole('button', { name: 'New modifier group' }).click();
      const form = page.getByRole('form', { name: 'New modifier group' });
      await form.getByRole('textbox', { name: /^Name/ }).fill('Bowl size');
      await form.getByRole('textbox', { name: /^Fewest choices/ }).fill('2');
      await form.getByRole('textbox', { name: /^Most choices/ }).fill('1');
      await form.getByRole('textbox', { name: /^Option 1/ }).fill('Regular');
      await form.getByRole('button', { name: 'Create' }).click();
      // The service refuses fewest > most; its message shows in the form.
      await form.getByText(/must/i).first().waitFor();
      await form.getByRole('textbox', { name: /^Fewest choices/ }).fill('0');
      await form.getByRole('button', { name: 'Add an option' }).click();
      await form.getByRole('textbox', { name: /^Option 2/ }).fill('Large');
      await form.getByTestId('modifier-option-1').getByRole('textbox', { name: /^Price change/ }).fill('1500');
      await form.getByRole('button', { name: 'Create' }).click();
      const groups = page.getByTestId('product-modifier-groups');
      await groups.getByRole('row', { name: /Bowl size/ }).getByText(/Large \+IQD\s?1,500/).waitFor();
      await groups.getByText('Choose up to 1').waitFor();

      const add = page.getByRole('form', { name: 'Add to the bill of materials' });
      await add.getByRole('combobox', { name: /^Inventory item/ }).click();
      await page.getByRole('option', { name: 'Red lentils' }).click();
      await add.getByRole('textbox', { name: /^Quantity/ }).fill('0.25');
      await add.getByRole('button', { name: 'Add to the bill of materials' }).click();
      await page.getByTestId('product-consumables').getByRole('row', { name: /Red lentils/ }).waitFor();
      // 0.25 kg × IQD 2,000 per kg.
      await page.getByTestId('product-standard-cost').getByText(/IQD\s?500/).waitFor();
      await screenshot(page, 'console-product-modifiers');

      await page.getByRole('link', { name: 'Price quote' }).click();
      const cart = page.getByRole('form', { name: 'Cart' });
      await cart.getByRole('combobox', { name: 'Product 1' }).click();
      await page.getByRole('option', { name: 'Lentil soup' }).click();
      await cart.getByLabel('Modifiers').click({ force: true });
      await page.getByRole('option', { name: /Bowl size: Large/ }).click();
      await cart.getByRole('button', { name: 'Price it' }).click();
      const totals = page.getByTestId('quote-totals');
      await totals.getByText(/Total/).first().waitFor();
      expect(await totals.textContent()).toMatch(/Subtotal\s*IQD\s?4,500.*Total\s*IQD\s?4,500/);
      await page.getByTestId('quote-result').getByText(/\+ Large \(IQD\s?1,500\)/).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('plans a pilot (a refused end date next to its field), starts it, ticks its checklist, completes it and reads it in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Pilots' }).click();
      const form = page.getByRole('form', { name: 'New pilot' });
      await form.getByRole('textbox', { name: /^Restaurant/ }).fill('Mansour branch');
      await form.getByLabel(/^Start/).fill('2026-05-01');
      await form.getByLabel(/^End/).fill('2026-04-01');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByText(/must/i).first().waitFor();
      await form.getByLabel(/^End/).fill('2026-05-31');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Pilot planned.').waitFor();
      const row = page.getByRole('row', { name: /Mansour branch/ });
      await row.getByText('Planned').waitFor();

      await page.getByRole('button', { name: 'Start: Mansour branch' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
      await row.getByText('Active').waitFor();
      // An Active pilot is completed or cancelled before it can be deleted.
      expect(await page.getByRole('button', { name: 'Delete: Mansour branch' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Edit: Mansour branch' }).click();
      const edit = page.getByRole('form', { name: 'Pilot in Mansour branch' });
      await edit.getByRole('textbox', { name: 'New checklist item' }).fill('Count the freezer');
      await edit.getByRole('button', { name: 'Add item' }).click();
      await edit.getByRole('checkbox', { name: 'Count the freezer' }).check();
      await edit.getByRole('button', { name: 'Save' }).click();
      await row.getByText('1 of 1 done').waitFor();

      await page.getByRole('button', { name: 'Complete: Mansour branch' }).click();
      await page.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('Four weeks done');
      await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
      await row.getByText('Completed').waitFor();
      await page.getByRole('button', { name: 'Delete: Mansour branch' }).waitFor();

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'تجارب ضبط الخسائر' }).waitFor();
      await page.getByRole('row', { name: /Mansour branch/ }).getByText('مكتمل').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await screenshot(page, 'console-pilots-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
