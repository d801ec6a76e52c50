import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';

describe('console menu modifiers, product deletes and loss-control pilots in the browser', () => {
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
    const item = await app.graphql(
      'mutation { createInventoryItem(input: { name: "Red lentils", unit: Kg, kind: Ingredient, standardCostIqd: 2000 }) { id } }',
      {},
      { token },
    );
    expect(item.body.errors).toBeUndefined();
  }, 240_000);

  /**
   * Ticks "Show deleted" with a click rather than check(): the box follows the address, and the
   * router's navigation lands in a transition, so check() could read the box before it is re-rendered.
   */
  async function showDeleted(page: Page): Promise<void> {
    const box = page.getByRole('checkbox', { name: 'Show deleted' });
    await box.click();
    await page.waitForURL(/[?&]deleted=1/);
    await box.and(page.locator(':checked')).waitFor();
  }

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
      await form
        .getByTestId('modifier-option-1')
        .getByRole('textbox', { name: /^Price change/ })
        .fill('1500');
      await form.getByRole('button', { name: 'Create' }).click();
      const groups = page.getByTestId('product-modifier-groups');
      await groups
        .getByRole('row', { name: /Bowl size/ })
        .getByText(/Large \+IQD\s?1,500/)
        .waitFor();
      await groups.getByText('Choose up to 1').waitFor();

      const add = page.getByRole('form', { name: 'Add to the bill of materials' });
      await add.getByRole('combobox', { name: /^Inventory item/ }).click();
      await page.getByRole('option', { name: 'Red lentils' }).click();
      await add.getByRole('textbox', { name: /^Quantity/ }).fill('0.25');
      await add.getByRole('button', { name: 'Add to the bill of materials' }).click();
      await page
        .getByTestId('product-consumables')
        .getByRole('row', { name: /Red lentils/ })
        .waitFor();
      // 0.25 kg × IQD 2,000 per kg.
      await page
        .getByTestId('product-standard-cost')
        .getByText(/IQD\s?500/)
        .waitFor();
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
      await page
        .getByTestId('quote-result')
        .getByText(/\+ Large \(IQD\s?1,500\)/)
        .waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("records what a modifier option consumes from its group's bill of materials, and shows it in Arabic", async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      const token = owner.tenant.owner.token;
      const cheese = await app.graphql(
        'mutation { createInventoryItem(input: { name: "Cheese", nameAr: "جبن", unit: Kg, kind: Ingredient, standardCostIqd: 12000 }) { id } }',
        {},
        { token },
      );
      expect(cheese.body.errors).toBeUndefined();
      const group = await app.graphql(
        'mutation { createModifierGroup(input: { name: "Extras", nameAr: "إضافات", minChoices: 0, maxChoices: 1, required: false, options: [{ name: "Extra cheese", nameAr: "جبن إضافي", priceDeltaIqd: 750 }] }) { id } }',
        {},
        { token },
      );
      expect(group.body.errors).toBeUndefined();
      await signInThroughForm(page, app, owner);
      await page.goto(`${app.baseUrl}/console/menu/modifier-groups`);
      await page.getByRole('button', { name: 'Bill of materials: Extras' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bill of materials: Extras' });
      const add = dialog.getByRole('form', { name: 'Add to the bill of materials: Extra cheese' });
      await add.getByRole('button', { name: 'Add to the bill of materials' }).click();
      // An empty item is answered in the form, in words, before anything is sent.
      await add.getByText('Choose one').waitFor();
      await add.getByRole('combobox', { name: /^Inventory item/ }).click();
      await page.getByRole('option', { name: 'Cheese' }).click();
      await add.getByRole('textbox', { name: /^Quantity/ }).fill('30');
      await add.getByRole('combobox', { name: /^Unit/ }).click();
      await page.getByRole('option', { name: 'g', exact: true }).click();
      await add.getByRole('button', { name: 'Add to the bill of materials' }).click();
      // 30 g × IQD 12,000 per kg.
      await dialog.getByRole('row', { name: /Cheese.*IQD\s?360/ }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('button', { name: 'قائمة المواد: إضافات' }).click();
      const arabic = page.getByRole('dialog', { name: 'قائمة المواد: إضافات' });
      await arabic.getByRole('heading', { name: 'جبن إضافي' }).waitFor();
      await arabic.getByRole('row', { name: /جبن/ }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('deletes a product category and products through their dialogs, refuses a category with an active product in words, and shows deleted products as Deleted (also in Arabic)', async () => {
    const token = owner.tenant.owner.token;
    const gql = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await app.graphql(query, variables, { token });
      expect(response.body.errors).toBeUndefined();
      return response.body.data;
    };
    const soups = (await gql('mutation { createProductCategory(input: { code: "DEL-SOUPS", name: "Winter soups", sortOrder: 90 }) { id } }'))
      .createProductCategory.id as string;
    const seasonal = (await gql('mutation { createProductCategory(input: { code: "DEL-SEASON", name: "Seasonal specials", sortOrder: 91 }) { id } }'))
      .createProductCategory.id as string;
    const tomato = (
      await gql('mutation($c: UUID) { createProduct(input: { code: "DEL-TOMATO", name: "Tomato soup", basePriceIqd: 2500, categoryId: $c }) { id } }', {
        c: soups,
      })
    ).createProduct.id as string;
    const pea = (await gql('mutation { createProduct(input: { code: "DEL-PEA", name: "Pea soup", basePriceIqd: 2750 }) { id } }')).createProduct.id as string;
    const categoryState = async (id: string) => {
      const data = await gql('query { productCategories(filter: { includeDeleted: true }, list: { perPage: 100 }) { items { id deletedAt deleteReason } } }');
      return (data.productCategories.items as Array<{ id: string; deletedAt: string | null; deleteReason: string | null }>).find((c) => c.id === id);
    };
    const productState = async (id: string) => (await gql('query($id: UUID!) { product(id: $id) { id deletedAt deleteReason } }', { id })).product;

    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Product categories' }).click();
      await page.getByRole('heading', { name: 'Product categories' }).waitFor();

      // A category with an active product is refused (409); the dialog says why and nothing changes.
      await page.getByRole('button', { name: 'Delete: Winter soups' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Season over');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog
        .getByTestId('form-error')
        .getByText(/This cannot be done now: The category still has 1 active product/)
        .waitFor();
      await screenshot(page, 'console-category-delete-refused');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect((await categoryState(soups))?.deletedAt).toBeNull();

      // An empty category goes, with its reason; "Show deleted" lists it as Deleted without actions.
      await page.getByRole('button', { name: 'Delete: Seasonal specials' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('form', { name: 'Delete Seasonal specials' }).waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Menu trimmed');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: /Seasonal specials/ }).waitFor({ state: 'detached' });
      expect(await categoryState(seasonal)).toMatchObject({ deleteReason: 'Menu trimmed', deletedAt: expect.any(String) });
      await showDeleted(page);
      await page
        .getByRole('row', { name: /Seasonal specials/ })
        .getByText('Deleted')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Delete: Seasonal specials' }).count()).toBe(0);

      // A product deleted from the list's row action leaves the list and stays readable as Deleted.
      await page.getByRole('link', { name: 'Products', exact: true }).click();
      await page.getByRole('button', { name: 'Delete: Tomato soup' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByText('The product leaves the menu; it stays readable, marked Deleted.').waitFor();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Off the menu');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('row', { name: /Tomato soup/ }).waitFor({ state: 'detached' });
      expect(await productState(tomato)).toMatchObject({ deleteReason: 'Off the menu', deletedAt: expect.any(String) });
      await showDeleted(page);
      await page
        .getByRole('row', { name: /Tomato soup/ })
        .getByText('Deleted')
        .waitFor();
      await page.getByRole('link', { name: 'Tomato soup' }).click();
      await page.getByTestId('product-deleted').getByText('Deleted').waitFor();
      await page.getByText('Reason: Off the menu').waitFor();
      // Nothing on a deleted product can be changed, so no action is offered.
      expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'New modifier group' }).count()).toBe(0);

      // With its only active product deleted, the category can go now.
      await page.getByRole('link', { name: 'Product categories' }).click();
      await page.getByRole('button', { name: 'Delete: Winter soups' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByTestId('form-error').waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await categoryState(soups)).toMatchObject({ deletedAt: expect.any(String), deleteReason: null });

      // From the product page, in Arabic: the dialog and the badge in Arabic words.
      await page.goto(`${app.baseUrl}/console/menu/products/${pea}`);
      await page.getByRole('heading', { name: /Pea soup/ }).waitFor();
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('button', { name: 'حذف', exact: true }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('form', { name: 'حذف Pea soup' }).waitFor();
      await dialog.getByRole('textbox', { name: 'السبب' }).fill('لم يعد يُطلب');
      await dialog.getByRole('button', { name: 'حذف' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('product-deleted').getByText('محذوف').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await productState(pea)).toMatchObject({ deleteReason: 'لم يعد يُطلب', deletedAt: expect.any(String) });
      await screenshot(page, 'console-product-deleted-ar');

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
      // The list comes first; the create form opens in a dialog (docs/console.md, "Create forms").
      await page.getByRole('button', { name: 'New pilot' }).click();
      const form = page.getByRole('dialog').getByRole('form', { name: 'New pilot' });
      await form.getByRole('textbox', { name: /^Restaurant/ }).fill('Mansour branch');
      await form.getByLabel(/^Start/).fill('2026-05-01');
      await form.getByLabel(/^End/).fill('2026-04-01');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByText(/must/i).first().waitFor();
      await form.getByLabel(/^End/).fill('2026-05-31');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Pilot planned.').waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
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
      await page
        .getByRole('row', { name: /Mansour branch/ })
        .getByText('مكتمل')
        .waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await screenshot(page, 'console-pilots-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
