import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { CONSOLE_PASSWORD, screenshot, startConsoleApp } from '../support/console-ui';
import { openInConsole, rememberLanguage, settled } from '../support/console-pages';
import { seriousViolations } from '../support/screen-text';
import { chartsAxe } from '../support/chart-text';
import { signIn } from '../support/factories';
import { DevInbox } from '../modules/identity/support/mailbox';
import { User } from '../../src/modules/identity/users/user.entity';
import { Membership } from '../../src/modules/identity/memberships/membership.entity';
import { Branch } from '../../src/modules/identity/branches/branch.entity';
import { CONSOLE_AR, CONSOLE_EN } from '../support/console-strings';

/**
 * Issue #55, "Check": a restaurant's first day on a fresh organisation registered through the
 * console's form, walked in Arabic on a 390 px phone: the dollar rate, a till float typed in
 * Arabic-Indic digits, a guest's 24,000 IQD order paid with $10 and the rest in IQD, a counter
 * order entered by hand, paid and refunded, the drawer
 * counted in Arabic-Indic digits, the order completed on the board and its kitchen ticket following
 * (after a reload too), opening stock and a purchase order received by the owner alone (approval is
 * off until a threshold is set), the language switch and sign-out in the phone's menu, and axe with
 * no serious finding on every screen, the dashboard charts' own text included.
 */

const AR = CONSOLE_AR;
const EN = CONSOLE_EN;

/**
 * Western digits as the Arabic console writes them (console/src/ui/format.ts, localDigits): Arabic-Indic
 * with the Arabic separators, except digits of a code such as an order number ("MAIN-0001").
 */
function arabicDigits(text: string): string {
  return text.replace(/(?<![A-Za-z0-9@._-])[0-9]+(?:[.,][0-9]+)*(?![A-Za-z0-9@_-]|\.[A-Za-z])/g, (number) =>
    number
      .replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
      .replace(/,/g, '\u066C')
      .replace(/\./g, '\u066B'),
  );
}

/** The Arabic console's words by key, filled and in its digits. */
function K(key: string, values: Record<string, string> = {}): string {
  const text = AR.get(key);
  if (text === undefined) throw new Error(`No console message ${key}`);
  return arabicDigits(text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? ''));
}

/** The English console's words by key. */
function E(key: string): string {
  const text = EN.get(key);
  if (text === undefined) throw new Error(`No console message ${key}`);
  return text;
}

const arabicIqd = (amount: number) =>
  new Intl.NumberFormat('ar-IQ-u-nu-arab', { style: 'currency', currency: 'IQD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);

/** A label as the start of an accessible name (a required field's name goes on with its mark). */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

const C = '/api/v1/console';
const GUEST = '/api/v1/guest/self-order';

function ok(res: { status: number; body: any }, what: string): any {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe("a restaurant's first day in the console, in Arabic on a phone", () => {
  let app: TestApp;
  let browser: Browser;
  let inbox: DevInbox;

  beforeAll(async () => {
    // Jobs run: the mail job writes the registration code to the dev mailbox.
    app = await startConsoleApp({ jobs: true });
    inbox = new DevInbox(app);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('registers, takes $10 + IQD for a 24,000 IQD order with Arabic-Indic digits, enters a counter order and refunds it, counts the drawer, completes the order on the board with its ticket following, receives stock alone, and reaches the language switch and sign-out at 390 px', async () => {
    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    page.setDefaultTimeout(45_000);
    const found: string[] = [];
    const visited: string[] = [];
    /** The screen as it is now: no serious axe finding; a screenshot to look at. */
    const check = async (where: string) => {
      await settled(page);
      visited.push(where);
      found.push(...(await seriousViolations(page, where)));
      // Usable on the phone: nothing pushes the page past the screen's edge (wide tables scroll inside their region).
      if (!(await page.evaluate<boolean>('document.documentElement.scrollWidth <= document.documentElement.clientWidth')))
        found.push(`${where}: the page is wider than the 390 px screen`);
      await screenshot(page, `first-day-390-ar-${where}`);
    };
    const go = async (route: string, heading: string) => {
      await openInConsole(page, route);
      await page.getByRole('heading', { level: 1, name: startsWith(heading) }).waitFor();
    };
    const choose = async (scope: Locator, label: string | RegExp, option: string | RegExp) => {
      await scope.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
    };
    const email = `first-day-${Date.now()}@example.test`;

    try {
      // 1. Registration through the form, in Arabic, with the code from the e-mail.
      await rememberLanguage(page, app, 'ar');
      await page.goto(`${app.baseUrl}/console/`);
      await page.getByRole('link', { name: K('auth.register') }).click();
      await page.getByRole('textbox', { name: K('auth.organizationName') }).fill('مشاوي دجلة');
      await page.getByRole('textbox', { name: K('auth.branchName') }).fill('الكرادة');
      await page.getByRole('textbox', { name: K('auth.ownerName') }).fill('علي حسن');
      await page.getByRole('textbox', { name: K('auth.email') }).fill(email);
      await page.getByRole('button', { name: K('auth.sendCode') }).click();
      const code = await inbox.nextCode(email, 'registration-code');
      await page.getByRole('textbox', { name: K('auth.code') }).fill(code);
      await page.getByRole('textbox', { name: K('auth.choosePassword') }).fill(CONSOLE_PASSWORD);
      await page.getByRole('button', { name: K('auth.finish') }).click();
      await page.getByRole('heading', { level: 1, name: K('dashboard.title') }).waitFor();
      await check('dashboard-first');

      // What the walk does not look at is set up through the API with the new owner's session: the menu and a table.
      const manager = app.runtime.db.dataSource.manager;
      const user = await manager.findOneByOrFail(User, { email });
      const membership = await manager.findOneByOrFail(Membership, { userId: user.id });
      const branch = await manager.findOneByOrFail(Branch, { organizationId: membership.organizationId });
      const { token } = await signIn(app.runtime, user.id, membership.organizationId, branch.id);
      const category = ok(
        await app.request('POST', `${C}/product-categories`, { token, body: { code: 'GRILL', name: 'Grills', nameAr: 'مشويات' } }),
        'category',
      );
      ok(
        await app.request('POST', `${C}/catalog/products`, {
          token,
          body: { code: '101', name: 'Chicken tikka', nameAr: 'تكة دجاج', basePriceIqd: 6000, categoryId: category.id, channels: ['SelfOrder', 'DineIn'] },
        }),
        'product',
      );
      const table = ok(await app.request('POST', `${C}/self-order/tables`, { token, body: { name: 'الشرفة ١', area: 'الشرفة' } }), 'table');
      const item = ok(
        await app.graphql(
          'mutation { createInventoryItem(input: { name: "Whole chicken", nameAr: "دجاج كامل", unit: Kg, kind: Chicken, standardCostIqd: 6000 }) { id } }',
          {},
          { token },
        ),
        'item',
      );
      expect(item).toBeDefined();

      // 2. The dollar rate, typed in Arabic-Indic digits.
      await go('/sales/cash-settings', K('cashSettings.title'));
      const rate = page.getByRole('form', { name: K('cashSettings.newRate') });
      await rate.getByRole('textbox', { name: startsWith(K('cashSettings.iqdPerUnit')) }).fill('١٣١٥');
      await rate.getByRole('button', { name: K('cashSettings.setRate') }).click();
      await rate.getByText(K('cashSettings.rateSaved')).waitFor();
      await check('cash-settings');

      // 3. A till, and its session opened with a float of ٥٠٠٠٠ typed in Arabic-Indic digits.
      await go('/sales/tills', K('tills.title'));
      await page
        .locator('main button[data-opens="create-form"]')
        .filter({ hasText: K('tills.new') })
        .click();
      const newTill = page.getByRole('dialog').getByRole('form', { name: K('tills.new') });
      await newTill.getByRole('textbox', { name: startsWith(K('common.name')) }).fill('الصندوق الأمامي');
      await newTill.getByRole('button', { name: K('common.create') }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page
        .getByRole('row', { name: /الصندوق الأمامي/ })
        .getByRole('button', { name: K('tills.open') })
        .click();
      const open = page.getByRole('form', { name: K('tills.openTitle', { name: 'الصندوق الأمامي' }) });
      await open.getByRole('textbox', { name: K('tills.float', { currency: 'IQD' }) }).fill('٥٠٠٠٠');
      await check('till-open');
      await open.getByRole('button', { name: K('tills.openButton') }).click();
      await page.getByRole('heading', { level: 1, name: startsWith(K('tillSession.title')) }).waitFor();
      await page.getByText(new RegExp(`${K('tillSession.floats')}: ${arabicIqd(50000)}`)).waitFor();
      const sessionPath = new URL(page.url()).pathname.replace(/^\/console/, '');
      await check('till-session');

      // 4. A guest orders 4 × 6,000 IQD from the table's code; the cashier takes $10 and 11,000 IQD, typed in Arabic-Indic digits.
      const menu = ok(await app.request('GET', `${GUEST}/${table.qrToken}`), 'guest menu');
      const tikka = (menu.categories as Array<{ products: Array<{ id: string; name: string }> }>).flatMap((group) => group.products)[0];
      const order = ok(
        await app.request('POST', `${GUEST}/${table.qrToken}/orders`, {
          body: { items: [{ productId: tikka.id, quantity: 4 }], note: 'بدون بصل' },
          headers: { 'Idempotency-Key': 'first-day-order' },
        }),
        'guest order',
      );
      expect(order.amountDueAtCounter).toBe(24000);
      await openInConsole(page, `/sales/orders/${order.id}`);
      await page.getByRole('button', { name: K('takePayment.button') }).click();
      const pay = page.getByRole('dialog', { name: K('takePayment.title') });
      await pay.getByText(K('takePayment.due', { amount: arabicIqd(24000) })).waitFor();
      const first = pay.getByRole('group', { name: K('takePayment.tender', { n: '1' }) });
      await choose(first, K('takePayment.method'), K('takePayment.cashIn', { currency: 'USD' }));
      await first.getByRole('textbox', { name: startsWith(K('takePayment.tendered', { currency: 'USD' })) }).fill('١٠');
      await pay.getByRole('button', { name: K('takePayment.add') }).click();
      await pay
        .getByRole('group', { name: K('takePayment.tender', { n: '2' }) })
        .getByRole('textbox', { name: startsWith(K('takePayment.tendered', { currency: 'IQD' })) })
        .fill('١١٠٠٠');
      await pay
        .getByTestId('take-payment-remaining')
        .getByText(K('takePayment.short', { amount: arabicIqd(0) }))
        .waitFor();
      await pay
        .getByTestId('take-payment-change')
        .getByText(K('takePayment.change', { amount: arabicIqd(150) }))
        .waitFor();
      await check('take-payment');
      await pay.getByRole('button', { name: K('takePayment.confirm') }).click();
      await page
        .getByRole('status')
        .getByText(K('takePayment.done', { amount: arabicIqd(24000), change: arabicIqd(150) }))
        .waitFor();
      expect(ok(await app.request('GET', `${C}/sales/orders/${order.id}`, { token }), 'order').amountDueAtCounter).toBe(0);

      // 4b. A counter order and its refund (issue #55, "What owners looked for"): 2 × 6,000 IQD entered by
      // hand with the quantity typed as ٢, paid in cash at the session opened in step 3, completed, and
      // refunded whole in cash with a reason. The 12,000 IQD in and out leave the drawer's expected cash
      // as it was, so the count below still balances.
      await go('/sales/orders', K('orders.title'));
      await page.getByRole('button', { name: K('counterOrder.new') }).click();
      const entry = page.getByRole('form', { name: K('counterOrder.title') });
      await choose(entry, K('counterOrder.product', { n: '1' }), /^تكة دجاج/);
      await entry.getByRole('textbox', { name: K('orders.quantity') }).fill('٢');
      await check('counter-order');
      await entry.getByRole('button', { name: K('counterOrder.place') }).click();
      await page.waitForURL(/\/sales\/orders\/[0-9a-f-]{36}$/);
      const counterId = /orders\/([0-9a-f-]{36})/.exec(page.url())![1];
      expect(ok(await app.request('GET', `${C}/sales/orders/${counterId}`, { token }), 'counter order')).toMatchObject({ source: 'Console', total: 12000 });
      await page.getByRole('button', { name: K('takePayment.button') }).click();
      const counterPay = page.getByRole('dialog', { name: K('takePayment.title') });
      await counterPay.getByRole('textbox', { name: startsWith(K('takePayment.tendered', { currency: 'IQD' })) }).fill('١٢٠٠٠');
      await counterPay.getByRole('button', { name: K('takePayment.confirm') }).click();
      await counterPay.waitFor({ state: 'hidden' });
      for (const status of ['Accepted', 'Preparing', 'Ready', 'Completed'])
        ok(await app.request('POST', `${C}/sales/orders/${counterId}/status`, { token, body: { status } }), status);
      await page.reload();
      await page.getByRole('button', { name: K('refund.button') }).click();
      const refund = page.getByRole('form', { name: K('refund.title') });
      await refund.getByText(K('refund.refundable', { amount: arabicIqd(12000) })).waitFor();
      await refund.getByRole('textbox', { name: startsWith(K('common.reason')) }).fill('تأخر الطلب على الزبون');
      await check('refund');
      await refund.getByRole('button', { name: K('refund.confirm') }).click();
      await page
        .getByRole('status')
        .getByText(K('refund.done', { amount: arabicIqd(12000) }))
        .waitFor();
      expect(ok(await app.request('GET', `${C}/sales/orders/${counterId}`, { token }), 'refunded order')).toMatchObject({ refundedIqd: 12000 });

      // 5. The drawer counted in Arabic-Indic digits: 50,000 + 10,000 IQD and one $10 note.
      await go(sessionPath, K('tillSession.title'));
      const count = page.getByRole('form', { name: K('tillSession.count') });
      await count.getByRole('textbox', { name: K('tillSession.quantityOf', { note: arabicIqd(50000) }) }).fill('١');
      await count.getByRole('textbox', { name: K('tillSession.quantityOf', { note: arabicIqd(10000) }) }).fill('١');
      await count
        .getByRole('textbox', { name: new RegExp(`${K('tillSession.quantityOf', { note: '' })}.*١٠`) })
        .last()
        .fill('١');
      await page
        .getByTestId('counted-IQD')
        .getByText(K('tillSession.countTotal', { amount: arabicIqd(60000) }))
        .waitFor();
      await check('till-count');
      await count.getByRole('button', { name: K('tillSession.submitCount') }).click();
      await page.getByTestId('till-variances').waitFor();
      await check('till-counted');

      // 6. The order completed on the board; its kitchen ticket follows and stays Served after a reload.
      await go('/sales/board', K('liveBoard.title'));
      await page.locator('[data-live="live"]').waitFor();
      const card = page.getByRole('article', { name: K('liveBoard.order', { number: order.number }) });
      await card.waitFor();
      await check('board');
      for (const step of ['Accepted', 'Preparing', 'Ready']) await card.getByRole('button', { name: K(`orders.moveTo.${step}`) }).click();
      await card.getByRole('button', { name: K('orders.moveTo.Completed') }).click();
      await card.waitFor({ state: 'detached' });
      await go('/sales/kitchen', K('kitchen.title'));
      await page.locator('[data-live="live"]').waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: K('kitchen.title') }).waitFor();
      await page.locator('[data-live="live"]').waitFor();
      expect(await page.getByRole('article', { name: new RegExp(`^${K('liveBoard.order', { number: order.number })}:`) }).count()).toBe(0);
      expect(await page.getByText(K('kitchen.status.Queued')).count()).toBe(0);
      await check('kitchen');
      const tickets = await app.graphql('{ kitchenTickets(filter: { statuses: [Served] }) { orderId status } }', {}, { token });
      expect(tickets.body.data.kitchenTickets.filter((ticket: { orderId: string }) => ticket.orderId === order.id).length).toBeGreaterThan(0);

      // 7. Opening stock typed as ١٩٫٣ kg, then a purchase order the owner places and receives alone.
      await go('/stock/on-hand', K('stock.title'));
      await page
        .locator('main button[data-opens="create-form"]')
        .filter({ hasText: K('stock.opening') })
        .click();
      const opening = page.getByRole('dialog').getByRole('form', { name: K('stock.opening') });
      await choose(opening, startsWith(K('stock.item')), /دجاج كامل/);
      await opening.getByRole('textbox', { name: startsWith(K('stock.openingQuantity')) }).fill('١٩٫٣');
      await opening.getByRole('textbox', { name: startsWith(K('stock.openingUnitCost')) }).fill('٦٠٠٠');
      await check('opening-stock');
      await opening.getByRole('button', { name: K('stock.openingSave') }).click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page
        .getByRole('row', { name: /دجاج كامل/ })
        .getByText('١٩٫٣')
        .waitFor();
      await check('stock-on-hand');

      await go('/purchasing/orders', K('purchaseOrders.title'));
      await page
        .locator('main button[data-opens="create-form"]')
        .filter({ hasText: K('purchaseOrders.new') })
        .click();
      const po = page.getByRole('form', { name: K('purchaseOrders.new') });
      // No supplier yet: the picker offers to create the one typed, and chooses it.
      await po.getByRole('combobox', { name: startsWith(K('purchasing.supplier')) }).fill('دواجن بغداد');
      // The list, open under the field, says no supplier has that name and offers it.
      await page.getByRole('button', { name: K('suppliers.newNamed', { name: 'دواجن بغداد' }) }).click();
      const newSupplier = po.getByRole('group', { name: K('suppliers.new') });
      expect(await newSupplier.getByRole('textbox', { name: K('common.name'), exact: true }).inputValue()).toBe('دواجن بغداد');
      await check('purchase-order-new-supplier');
      await newSupplier.getByRole('button', { name: K('suppliers.createAndChoose') }).click();
      await newSupplier.waitFor({ state: 'detached' });
      expect(await po.getByRole('combobox', { name: startsWith(K('purchasing.supplier')) }).inputValue()).toBe('دواجن بغداد');
      await choose(po, startsWith(K('purchaseLines.item', { n: '1' })), /دجاج كامل/);
      await po.getByRole('textbox', { name: startsWith(K('purchaseLines.quantity')) }).fill('١٠');
      await po.getByRole('textbox', { name: startsWith(K('purchaseLines.unitPrice')) }).fill('٥٥٠٠');
      await check('purchase-order-form');
      await po.getByRole('button', { name: K('purchaseOrders.createDraft') }).click();
      const heading = page.getByRole('heading', { level: 1, name: startsWith(K('purchaseOrders.order', { reference: '' }).trim()) });
      await heading.getByText(K('purchasingEnum.Draft')).waitFor();
      await page.getByRole('button', { name: K('purchaseOrders.action.placeOrder') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: K('purchaseOrders.action.placeOrder') })
        .click();
      await heading.getByText(K('purchasingEnum.Approved')).waitFor();
      await page.getByRole('button', { name: K('purchaseOrders.action.receive') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: K('purchaseOrders.action.receive') })
        .click();
      await heading.getByText(K('purchasingEnum.Received')).waitFor();
      await check('purchase-order-received');
      await go('/stock/on-hand', K('stock.title'));
      await page
        .getByRole('row', { name: /دجاج كامل/ })
        .getByText('٢٩٫٣')
        .waitFor();

      // 8. The dashboard at the end of the day: axe on the page and on the charts' own text.
      await go('/', K('dashboard.title'));
      await check('dashboard');
      found.push(...(await chartsAxe(page, 'dashboard')));

      // 9. On the phone the language switch and sign-out are in the menu: English and back, then sign out.
      await page.getByRole('button', { name: K('shell.menu') }).click();
      const language = page.getByRole('radiogroup', { name: K('shell.language') });
      await language.waitFor();
      await check('phone-menu');
      const signOut = page.getByRole('button', { name: K('shell.signOut') });
      for (const control of [language, signOut]) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      }
      await language.getByText('English').click();
      await page.waitForFunction(() => (globalThis as any).document.documentElement.dir === 'ltr');
      const englishLanguage = page.getByRole('radiogroup', { name: E('shell.language') });
      if (!(await englishLanguage.isVisible())) await page.getByRole('button', { name: E('shell.menu') }).click();
      await englishLanguage.getByText('العربية').click();
      await page.waitForFunction(() => (globalThis as any).document.documentElement.dir === 'rtl');
      if (!(await page.getByRole('button', { name: K('shell.signOut') }).isVisible())) await page.getByRole('button', { name: K('shell.menu') }).click();
      await page.getByRole('button', { name: K('shell.signOut') }).click();
      await page.getByRole('button', { name: K('auth.signIn') }).waitFor();

      expect({ found, pageErrors }).toEqual({ found: [], pageErrors: [] });
    } catch (error) {
      await screenshot(page, 'first-day-390-ar-failed').catch(() => undefined);
      throw new Error(`${(error as Error).message}\nVisited: ${visited.join(' → ')}\nFound so far: ${found.join('\n')}`, { cause: error });
    } finally {
      await context.close();
    }
  }, 600_000);
});
