import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { businessCalendar, screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser, openCreateForm } from '../support/console-ui';
import { GUEST, openShop, type Shop } from '../modules/sales/sales.support';

describe('console sales and commercial pages in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: ConsoleUser;
  let shop: Shop;

  beforeAll(async () => {
    app = await startConsoleApp();
    browser = await launchBrowser();
    owner = await seedConsoleUser(app, 'Owner');
    shop = await openShop(app, owner.tenant);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function placeGuestOrder(key: string): Promise<{ id: string; number: string }> {
    const items = [{ productId: shop.productId, quantity: 2, modifierOptionIds: [shop.largeId] }];
    const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, { body: { items }, headers: { 'Idempotency-Key': key } });
    if (res.status !== 200) throw new Error(`guest order: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  it('filters the ledger in the address, moves an order along its states, explains a stale move in words and cancels with a reason', async () => {
    const order = await placeGuestOrder('console-ledger-1');
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Sales ledger' }).click();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Placed' }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'Placed');
      const row = page.getByRole('row', { name: new RegExp(order.number) });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/IQD\s?14,000/);
      await row.getByRole('link', { name: order.number }).click();
      await page.getByRole('heading', { name: new RegExp(`Order ${order.number}`) }).waitFor();
      expect(await page.getByTestId('order-totals').textContent()).toMatch(/Total\s*IQD\s?14,000/);
      await page.getByText('+ Large').waitFor();

      // Someone else accepts it meanwhile: the page's "Accept" is now a move the machine refuses.
      const moved = await app.graphql(
        'mutation($id: UUID!) { changeSalesOrderStatus(id: $id, input: { status: Accepted }) { status } }',
        { id: order.id },
        { token: owner.tenant.owner.token },
      );
      expect(moved.body.data.changeSalesOrderStatus.status).toBe('Accepted');
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByText(/This cannot be done now: /).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Start preparing' }).click();
      await page.getByRole('heading', { name: /Preparing/ }).waitFor();

      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Cancel the order' }).click();
      await dialog.getByText('is required to cancel an order').waitFor();
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Guest left');
      await dialog.getByRole('button', { name: 'Cancel the order' }).click();
      await page.getByText('Cancelled: Guest left').waitFor();
      await page.getByRole('heading', { name: /Cancelled/ }).waitFor();
      await screenshot(page, 'console-sales-order-cancelled');

      // An order placed while the ledger is open appears without a reload.
      await page.getByRole('link', { name: 'Sales ledger', exact: true }).click();
      await page.getByRole('row', { name: new RegExp(order.number) }).waitFor();
      const later = await placeGuestOrder('console-ledger-2');
      await page.getByRole('row', { name: new RegExp(later.number) }).waitFor({ timeout: 12_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates a table and shows its QR once, rotates and revokes it, switches it off; then reads the tables in Arabic', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Self-order tables' }).click();
      const form = await openCreateForm(page, 'New table');
      await form.getByRole('button', { name: 'Create' }).click();
      await form
        .getByText(/should not be empty|required|must|Fill this in/i)
        .first()
        .waitFor();
      await form.getByRole('textbox', { name: /^Name/ }).fill('Terrace 9');
      await form.getByRole('textbox', { name: 'Area' }).fill('Terrace');
      await form.getByRole('textbox', { name: 'Seats' }).fill('4');
      await form.getByRole('button', { name: 'Create' }).click();
      let sheet = page.getByTestId('qr-once');
      await sheet.getByRole('img', { name: 'QR code of table Terrace 9' }).waitFor();
      const first = await sheet.getByTestId('qr-token').textContent();
      expect(first).toMatch(/^qr_[A-Za-z0-9_-]{43}$/);
      await screenshot(page, 'console-sales-table-qr');
      // The test service has no PUBLIC_BASE_URL: the link names this machine, and the sheet says so.
      await sheet.getByTestId('qr-localhost').waitFor();
      // Printed, the sheet alone fills one page of the chosen paper, with the table's name and the whole code.
      for (const [paper, width] of [
        ['A6', 297.6],
        ['Label', 175.7],
      ] as const) {
        if (paper === 'Label') await sheet.getByText('Label (62 × 100 mm)').click();
        const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
        expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
        const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
        expect(Number(box?.[1])).toBeCloseTo(width, 0);
      }
      await page.emulateMedia({ media: 'print' });
      const printed = page.getByTestId('qr-sheet');
      expect(await printed.isVisible()).toBe(true);
      expect(await printed.textContent()).toContain('Terrace 9');
      expect(await printed.getByRole('img', { name: 'QR code of table Terrace 9' }).isVisible()).toBe(true);
      expect(await page.getByRole('dialog').isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      const row = page.getByRole('row', { name: /Terrace 9/ });
      await row.getByText(/^Issued /).waitFor();
      // The guest page answers for the printed token.
      expect((await app.request('GET', `${GUEST}/${first}`)).status).toBe(200);

      await page.getByRole('button', { name: 'Rotate QR: Terrace 9' }).click();
      // Rotating asks first and says the printed code stops working.
      await page
        .getByRole('dialog')
        .getByText(/printed code stops working/)
        .waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Rotate QR' }).click();
      sheet = page.getByTestId('qr-once');
      await sheet.getByTestId('qr-token').waitFor();
      const second = await sheet.getByTestId('qr-token').textContent();
      expect(second).not.toBe(first);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      expect((await app.request('GET', `${GUEST}/${first}`)).status).toBe(404);

      await page.getByRole('button', { name: 'Revoke QR: Terrace 9' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke QR' }).click();
      await row.getByText('No token').waitFor();
      await page.getByRole('button', { name: 'Deactivate: Terrace 9' }).click();
      await row.getByText('Inactive').waitFor();

      await page.getByRole('combobox', { name: 'Branch' }).last().click();
      await page.getByRole('option').first().click();
      await page.waitForURL((url) => url.searchParams.get('branch') === owner.tenant.branchId);
      await row.waitFor();

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'طاولات الطلب الذاتي' }).waitFor();
      await page
        .getByRole('row', { name: /Terrace 9/ })
        .getByText('غير فعّالة')
        .waitFor();
      await page.getByRole('link', { name: 'سجل المبيعات' }).click();
      await page.getByRole('heading', { name: 'سجل المبيعات' }).waitFor();
      await screenshot(page, 'console-sales-ledger-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  async function todayAtBranch(): Promise<string> {
    return (await businessCalendar(app, owner.tenant.owner.token)).today;
  }

  it('creates a promotion (a refused percent shown next to its field), prices a cart with it named, switches it off and filters by derived status', async () => {
    const today = await todayAtBranch();
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Promotions', exact: true }).click();
      const form = await openCreateForm(page, 'New promotion');
      await form.getByRole('textbox', { name: /^Name/ }).fill('Lunch 10');
      await form.getByRole('textbox', { name: /^Discount %/ }).fill('150');
      await form.getByLabel(/^First day/).fill(today);
      await form.getByLabel(/^Last day/).fill(today);
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByText('must be at most 100').waitFor();
      await form.getByRole('textbox', { name: /^Discount %/ }).fill('10');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Promotion created.').waitFor();
      const row = page.getByRole('row', { name: /Lunch 10/ });
      await row.getByText('Running').waitFor();

      await page.getByRole('link', { name: 'Price quote' }).click();
      const cart = page.getByRole('form', { name: 'Cart' });
      await cart.getByRole('combobox', { name: 'Product 1' }).click();
      await page.getByRole('option', { name: 'Biryani' }).click();
      await cart.getByRole('textbox', { name: 'Qty' }).fill('2');
      // Mantine lays its pill field over the input; the click is meant for the field as a whole.
      await cart.getByLabel('Modifiers').click({ force: true });
      await page.getByRole('option', { name: /Large/ }).click();
      await cart.getByRole('button', { name: 'Price it' }).click();
      const totals = page.getByTestId('quote-totals');
      await totals.getByText('Promotion: Lunch 10').waitFor();
      expect(await totals.textContent()).toMatch(/Subtotal\s*IQD\s?14,000.*Total\s*IQD\s?12,600/);
      await page.getByTestId('quote-promotions').getByText('Applied').waitFor();
      await screenshot(page, 'console-price-quote');

      await page.getByRole('link', { name: 'Promotions', exact: true }).click();
      await page.getByRole('button', { name: 'Switch off: Lunch 10' }).click();
      await page
        .getByRole('row', { name: /Lunch 10/ })
        .getByText('Switched off')
        .waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Running' }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'Running');
      await page.getByRole('row', { name: /Lunch 10/ }).waitFor({ state: 'detached' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("marks one's own change request as awaiting someone else, and rejects a manager's request only with a note", async () => {
    const today = await todayAtBranch();
    const manager = await owner.tenant.member('Manager');
    const proposed = await app.graphql(
      'mutation($input: PromotionChangeRequestInput!) { proposePromotionChange(input: $input) { id status } }',
      { input: { name: 'Manager deal', discountPercent: 20, startDate: today, endDate: today } },
      { token: manager.token },
    );
    expect(proposed.body.data.proposePromotionChange.status).toBe('Pending');
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Promotion requests' }).click();
      const form = await openCreateForm(page, 'Propose a promotion');
      await form.getByRole('textbox', { name: /^Name/ }).fill('Ramadan 15');
      await form.getByRole('textbox', { name: /^Discount %/ }).fill('15');
      await form.getByLabel(/^First day/).fill(today);
      await form.getByLabel(/^Last day/).fill(today);
      await form.getByRole('button', { name: 'Send for approval' }).click();
      await page.getByText('Sent for approval.').waitFor();
      await page
        .getByRole('row', { name: /Ramadan 15/ })
        .getByText('You proposed this; another person must approve it.')
        .waitFor();
      expect(await page.getByRole('button', { name: 'Approve: Ramadan 15' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Reject: Manager deal' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await dialog.getByText('is required to reject').waitFor();
      await dialog.getByRole('textbox', { name: 'Note' }).fill('Too deep a discount');
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Rejected' }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'Rejected');
      const rejected = page.getByRole('row', { name: /Manager deal/ });
      await rejected.getByText('Too deep a discount').waitFor();
      await page.getByRole('row', { name: /Ramadan 15/ }).waitFor({ state: 'detached' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('creates a product with its category and modifier group (a refused code shown next to its field) and edits its price; adds a category and switches it off', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Products' }).click();
      await page.getByRole('button', { name: 'New product' }).click();
      const form = page.getByRole('form', { name: 'New product' });
      await form.getByRole('textbox', { name: /^Code/ }).fill('bad code!');
      await form.getByRole('textbox', { name: /^Base price/ }).fill('8000');
      await form.getByRole('textbox', { name: /^Name/ }).fill('Kebab');
      await form.getByRole('textbox', { name: 'Arabic name' }).fill('كباب');
      await form.getByRole('combobox', { name: 'Category' }).click();
      await page.getByRole('option', { name: 'Mains' }).click();
      await form.getByLabel('Modifier groups').click({ force: true });
      await page.getByRole('option', { name: 'Size' }).click();
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('may contain only letters, digits, dot, dash and underscore').waitFor();
      await form.getByRole('textbox', { name: /^Code/ }).fill('S-KEB');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.waitFor({ state: 'hidden' });
      const row = page.getByRole('row', { name: /Kebab/ });
      expect(await row.textContent()).toMatch(/S-KEB.*Mains.*IQD\s?8,000/);

      await page.getByRole('button', { name: 'Edit: Kebab' }).click();
      const edit = page.getByRole('form', { name: 'Edit Kebab' });
      await edit.getByRole('textbox', { name: /^Base price/ }).fill('9000');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden' });
      await row.getByText(/IQD\s?9,000/).waitFor();
      const saved = await app.graphql(
        '{ products(list: { search: "Kebab" }) { items { basePriceIqd modifierGroups { name } } } }',
        {},
        { token: owner.tenant.owner.token },
      );
      expect(saved.body.data.products.items[0]).toEqual({ basePriceIqd: 9000, modifierGroups: [{ name: 'Size' }] });

      await page.getByRole('link', { name: 'Product categories' }).click();
      // The list comes first; the create form opens in a dialog (docs/console.md, "Create forms").
      await page.getByRole('button', { name: 'New product category' }).click();
      const category = page.getByRole('dialog').getByRole('form', { name: 'New product category' });
      await category.getByRole('textbox', { name: /^Code/ }).fill('S-DRINKS');
      await category.getByRole('textbox', { name: /^Name/ }).fill('Drinks');
      await category.getByRole('button', { name: 'Create' }).click();
      const drinks = page.getByRole('row', { name: /Drinks/ });
      await drinks.getByText('Active').waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Deactivate: Drinks' }).click();
      await drinks.getByText('Inactive').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('creates a sales channel (the empty name refused on its field) and switches it off; puts a branch in a price tier and takes it out', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Sales channels' }).click();
      const form = await openCreateForm(page, 'New sales channel');
      await form.getByRole('button', { name: 'Create' }).click();
      await form.getByText('Fill this in.').first().waitFor();
      await form.getByRole('textbox', { name: /^Name/ }).fill('Talabat');
      await form.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Delivery' }).click();
      await form.getByRole('button', { name: 'Create' }).click();
      const channel = page.getByRole('row', { name: /Talabat/ });
      await channel.getByText('Delivery').waitFor();
      await page.getByRole('button', { name: 'Deactivate: Talabat' }).click();
      await channel.getByText('Inactive').waitFor();

      await page.getByRole('link', { name: 'Branch groups' }).click();
      const group = await openCreateForm(page, 'New branch group');
      await group.getByRole('textbox', { name: /^Name/ }).fill('Mall prices');
      await group.getByRole('textbox', { name: 'Price tier (%)' }).fill('10');
      await group.getByRole('button', { name: 'Create' }).click();
      const row = page.getByRole('row', { name: /Mall prices/ });
      await row.getByText('+10%').waitFor();
      await row.getByRole('combobox', { name: 'Add a branch: Mall prices' }).click();
      await page.getByRole('option', { name: 'Main branch' }).click();
      await row.getByRole('button', { name: 'Remove: Main branch' }).waitFor();
      await screenshot(page, 'console-branch-groups');
      await row.getByRole('button', { name: 'Remove: Main branch' }).click();
      await row.getByRole('button', { name: 'Remove: Main branch' }).waitFor({ state: 'detached' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
