import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInThroughForm } from '../support/console-ui';
import { GUEST, openShop } from '../modules/sales/sales.support';

const C = '/api/v1/console';

async function toArabic(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
  await page.locator('html[dir="rtl"]').waitFor();
}

/** The navigation's group headings, in order. */
async function groupHeadings(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation');
  return nav
    .getByRole('group')
    .evaluateAll((groups) => groups.map((group) => (group.getAttribute('aria-labelledby') ? group.querySelector('p')?.textContent : '') ?? ''));
}

describe("console by the owner's work: navigation, employees' branches, order notes and printouts", () => {
  const suite = consoleSuite();

  it('groups the navigation by the work (English and Arabic) and every old address still opens its page', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      expect(await groupHeadings(page)).toEqual(['Today', 'Sales', 'Delivery platforms', 'Kitchen', 'Stock', 'Menu', 'People', 'Money', 'Reports', 'Settings']);
      const people = page.getByRole('group', { name: 'People' });
      expect(await people.getByRole('link').allTextContents()).toEqual(
        expect.arrayContaining(['Employees', 'Departments', 'Positions', 'Advances', 'Loans', 'Leave', 'Leave types', 'Members']),
      );
      for (const [path, heading] of [
        ['/hr/departments', 'Departments'],
        ['/catalog/inventory-items', 'Inventory items'],
        ['/sales/orders', /Sales ledger|Orders/],
        ['/organisation/settings', /Organisation settings|Settings/],
        ['/exports/jobs', /Export jobs|Exports/],
      ] as const) {
        await page.goto(`${app.baseUrl}/console${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      }
      await toArabic(page);
      expect(await groupHeadings(page)).toEqual([
        'اليوم',
        'المبيعات',
        'منصات التوصيل',
        'المطبخ',
        'المخزون',
        'قائمة الطعام',
        'الأشخاص',
        'المال',
        'التقارير',
        'الإعدادات',
      ]);
      await screenshot(page, 'console-navigation-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('puts employees in branches from the "New employee" dialog, shows and filters them by branch (English, then Arabic)', async () => {
    const { app, browser, owner } = suite;
    const east = await owner.tenant.addBranch('East');
    const token = owner.tenant.owner.token;
    const seed = await app.request('POST', `${C}/hr/employees`, {
      token,
      body: { fullName: 'Main Cashier', hireDate: '2025-01-01', branchIds: [owner.tenant.branchId] },
    });
    expect(seed.status).toBe(200);
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Employees' }).click();
      // The list is the first thing on the page; the form waits behind the button.
      await page.getByRole('table').waitFor();
      expect(await page.getByRole('form', { name: 'New employee' }).count()).toBe(0);
      await page.getByRole('button', { name: 'New employee' }).click();
      const form = page.getByRole('dialog').getByRole('form', { name: 'New employee' });
      await form.getByRole('textbox', { name: 'Full name' }).fill('East Griller');
      await form.getByLabel(/^Hire date/).fill('2026-01-15');
      await form.getByLabel(/^Branches/).click();
      await page.getByRole('option', { name: 'East' }).click();
      await page.keyboard.press('Escape');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Employee created.').waitFor();
      const row = page.getByRole('row', { name: /East Griller/ });
      expect(await row.textContent()).toContain('East');
      const saved = await app.graphql(`{ employees(list: { search: "East Griller" }) { items { branchIds } } }`, {}, { token });
      expect(saved.body.data.employees.items).toEqual([{ branchIds: [east] }]);

      await page.getByRole('main').getByRole('combobox', { name: 'Branch', exact: true }).click();
      await page.getByRole('option', { name: 'East' }).click();
      await page.waitForURL((url) => url.searchParams.get('branch') === east);
      await page.getByRole('row', { name: /Main Cashier/ }).waitFor({ state: 'detached' });
      await expect(page.getByRole('row', { name: /East Griller/ }).isVisible()).resolves.toBe(true);

      await toArabic(page);
      await page.getByRole('columnheader', { name: 'الفروع' }).waitFor();
      await page.getByRole('button', { name: 'موظف جديد' }).click();
      await page
        .getByRole('dialog')
        .getByLabel(/^الفروع/)
        .waitFor();
      await screenshot(page, 'console-employee-branches-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the table, channel and the guest's notes on the order, and prints a kitchen ticket and an 80 mm receipt (English and Arabic)", async () => {
    const { app, browser, owner } = suite;
    const shop = await openShop(app, owner.tenant, 'N');
    const placed = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      headers: { 'Idempotency-Key': `owner-work-${Date.now()}` },
      body: {
        note: 'Birthday: cake last',
        items: [
          { productId: shop.productId, quantity: 2, note: 'No onions' },
          { productId: shop.drinkId, quantity: 1 },
        ],
      },
    });
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.id as string;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      // Printing is the browser's dialog: the test reads the printout under print media instead.
      await page.addInitScript('window.print = () => { window.__printed = (window.__printed || 0) + 1; }');
      await signInThroughForm(page, app, owner);
      await page.goto(`${app.baseUrl}/console/sales/orders/${orderId}`);
      await page.getByTestId('order-note').getByText('Birthday: cake last').waitFor();
      // The table's name is a query of its own that may answer after the order's.
      await page.getByTestId('order-table').getByText('N-T1').waitFor();
      expect(await page.getByTestId('line-note').textContent()).toBe('Note: No onions');
      await page.getByText('QR', { exact: true }).first().waitFor();

      await page.getByRole('button', { name: 'Print kitchen ticket' }).click();
      const printout = page.getByTestId('order-print');
      await page.waitForFunction('window.__printed === 1');
      expect(await printout.getAttribute('data-kind')).toBe('kitchen');
      expect(await printout.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await printout.isVisible()).toBe(true);
      expect(await page.locator('#main').isVisible()).toBe(false);
      const kitchen = (await printout.textContent()) ?? '';
      expect(kitchen).toContain('Kitchen ticket');
      expect(kitchen).toContain('2 × Biryani');
      expect(kitchen).toContain('Note: No onions');
      expect(kitchen).toContain('Birthday: cake last');
      expect(kitchen).not.toContain('IQD');
      expect(await printout.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(80 * 3.78);
      await screenshot(page, 'console-kitchen-ticket');
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('button', { name: 'Print receipt' }).click();
      await page.waitForFunction('window.__printed === 2');
      expect(await printout.getAttribute('data-kind')).toBe('receipt');
      await page.emulateMedia({ media: 'print' });
      const receipt = (await printout.textContent()) ?? '';
      expect(receipt).toContain('Receipt');
      expect(receipt).toMatch(/Total\s*IQD\s?12,500/);
      await page.emulateMedia({ media: 'screen' });

      await toArabic(page);
      await page.getByTestId('order-note').getByText('ملاحظة الضيف').waitFor();
      expect(await page.getByTestId('line-note').textContent()).toBe('ملاحظة: No onions');
      await page.getByRole('button', { name: 'طباعة تذكرة المطبخ' }).click();
      await page.waitForFunction('window.__printed === 3');
      await page.emulateMedia({ media: 'print' });
      expect(await printout.getAttribute('dir')).toBe('rtl');
      expect(await printout.textContent()).toContain('تذكرة المطبخ');
      await screenshot(page, 'console-kitchen-ticket-ar');
      await page.emulateMedia({ media: 'screen' });

      await page.goto(`${app.baseUrl}/console/sales/kitchen`);
      await page.getByTestId('kitchen-note').first().waitFor();
      expect(await page.getByTestId('kitchen-note').first().textContent()).toBe('ملاحظة: No onions');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
