import type { Browser, WebSocketRoute } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';
import { GUEST, openShop, type Shop } from '../modules/sales/sales.support';

/** A tablet in landscape: the order board and the kitchen display are made for it. */
const TABLET = { width: 1024, height: 768 };

describe('console order board and kitchen display in the browser (live)', () => {
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

  async function ticketsOf(orderId: string): Promise<Array<{ id: string; status: string }>> {
    const res = await app.graphql('{ kitchenTickets { id orderId status } }', {}, { token: owner.tenant.owner.token });
    return res.body.data.kitchenTickets.filter((ticket: { orderId: string }) => ticket.orderId === orderId);
  }

  it('shows a guest order on the board within 2 s without a reload, highlighted; the kitchen display follows another screen’s bump live and bumps one step itself', async () => {
    const { context, page, pageErrors } = await openPage(browser, TABLET);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Order board' }).click();
      await page.getByRole('heading', { name: 'Order board' }).waitFor();
      await page.locator('[data-live="live"]').waitFor();
      // A reload would drop this marker: everything below must arrive without one.
      await page.evaluate("window.boardMarker = 'kept'");
      const notReloaded = async () => expect(await page.evaluate('window.boardMarker')).toBe('kept');

      const placedAt = Date.now();
      const order = await placeGuestOrder('live-board-1');
      const card = page.getByRole('region', { name: 'New' }).getByRole('article', { name: `Order ${order.number}` });
      await card.waitFor({ timeout: 2000 });
      expect(Date.now() - placedAt).toBeLessThan(2000);
      expect(await card.getAttribute('data-new')).toBe('true');
      await notReloaded();
      await screenshot(page, 'console-live-board');

      // The counter accepts and starts it from the board: the card moves column.
      await card.getByRole('button', { name: 'Accept' }).click();
      await card.getByRole('button', { name: 'Start preparing' }).click();
      await page
        .getByRole('region', { name: 'Preparing' })
        .getByRole('article', { name: `Order ${order.number}` })
        .waitFor({ timeout: 2000 });

      await page.getByRole('link', { name: 'Kitchen display' }).click();
      await page.getByRole('heading', { name: 'Kitchen display' }).waitFor();
      const ticketCard = page.getByRole('article', { name: new RegExp(`Order ${order.number}: Biryani`) });
      await ticketCard.waitFor();
      expect(await ticketCard.getAttribute('data-status')).toBe('Queued');
      await ticketCard.getByText('+ Large').waitFor();

      // Another screen starts it: this one shows it without a reload.
      const [ticket] = await ticketsOf(order.id);
      const bumped = await app.graphql(
        'mutation($id: UUID!) { bumpKitchenTicket(id: $id, fromStatus: Queued) { status } }',
        { id: ticket.id },
        { token: owner.tenant.owner.token },
      );
      expect(bumped.body.data.bumpKitchenTicket.status).toBe('Preparing');
      await page.locator(`[data-status="Preparing"][aria-label^="Order ${order.number}"]`).waitFor({ timeout: 2000 });

      // A bump here is one step from what the screen showed.
      await ticketCard.getByRole('button', { name: 'Ready' }).click();
      await page.locator(`[data-status="Ready"][aria-label^="Order ${order.number}"]`).waitFor({ timeout: 2000 });
      expect((await ticketsOf(order.id))[0].status).toBe('Ready');

      // Void asks first, with a reason.
      await ticketCard.getByRole('button', { name: 'Void' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Dropped');
      await dialog.getByRole('button', { name: 'Void' }).click();
      await ticketCard.waitFor({ state: 'detached' });
      expect(await ticketsOf(order.id)).toEqual([]);
      await notReloaded();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("completes an order on the board and its ticket leaves the kitchen display, live and after a reload; card and ticket show the table and the guest's note", async () => {
    const boardTab = await openPage(browser, TABLET);
    const kitchenTab = await openPage(browser, TABLET);
    const board = boardTab.page;
    const kitchen = kitchenTab.page;
    try {
      await signInThroughForm(board, app, owner);
      await signInThroughForm(kitchen, app, owner);
      await board.getByRole('link', { name: 'Order board' }).click();
      await board.locator('[data-live="live"]').waitFor();
      await kitchen.getByRole('link', { name: 'Kitchen display' }).click();
      await kitchen.locator('[data-live="live"]').waitFor();

      const res = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
        body: { note: 'بدون بصل', items: [{ productId: shop.productId, quantity: 1, note: 'Extra rice' }] },
        headers: { 'Idempotency-Key': 'live-board-complete' },
      });
      expect(res.status).toBe(200);
      const order = res.body.data as { id: string; number: string };
      const card = board.getByRole('article', { name: `Order ${order.number}` });
      await card.waitFor();
      await card.getByTestId('board-table').getByText('S-T1').waitFor();
      await card.getByTestId('board-note').getByText('بدون بصل').waitFor();
      const ticketCard = kitchen.getByRole('article', { name: new RegExp(`Order ${order.number}: Biryani`) });
      await ticketCard.waitFor();
      await ticketCard.getByTestId('kitchen-table').getByText('S-T1').waitFor();
      await ticketCard.getByTestId('kitchen-order-note').getByText('بدون بصل').waitFor();
      await ticketCard.getByTestId('kitchen-note').getByText('Extra rice').waitFor();
      await screenshot(board, 'console-live-board-table-note');
      await screenshot(kitchen, 'console-live-kitchen-table-note');

      // The counter takes it through to Completed on the board: the kitchen's ticket follows live.
      for (const step of ['Accept', 'Start preparing', 'Mark ready']) await card.getByRole('button', { name: step }).click();
      await kitchen.locator(`[data-status="Ready"][aria-label^="Order ${order.number}"]`).waitFor();
      await card.getByRole('button', { name: 'Complete' }).click();
      await card.waitFor({ state: 'detached' });
      await ticketCard.waitFor({ state: 'detached' });
      expect(await ticketsOf(order.id)).toEqual([]);
      await kitchen.reload();
      await kitchen.getByRole('heading', { name: 'Kitchen display' }).waitFor();
      await kitchen.locator('[data-live="live"]').waitFor();
      expect(await kitchen.getByRole('article', { name: new RegExp(`Order ${order.number}:`) }).count()).toBe(0);
      const served = await app.graphql(
        '{ kitchenTickets(filter: { statuses: [Served] }) { orderId status servedAt } }',
        {},
        { token: owner.tenant.owner.token },
      );
      expect(served.body.data.kitchenTickets.filter((ticket: { orderId: string }) => ticket.orderId === order.id)).toEqual([
        { orderId: order.id, status: 'Served', servedAt: expect.any(String) },
      ]);
      expect(boardTab.pageErrors).toEqual([]);
      expect(kitchenTab.pageErrors).toEqual([]);
    } finally {
      await boardTab.context.close();
      await kitchenTab.context.close();
    }
  });

  it('recovers after a dropped connection: an order placed while the socket was down shows once it is back, without a reload', async () => {
    const { context, page, pageErrors } = await openPage(browser, TABLET);
    try {
      const sockets: WebSocketRoute[] = [];
      let refuse = false;
      await page.routeWebSocket(/\/graphql$/, (ws) => {
        if (refuse) {
          // The network is down: every reconnection attempt fails.
          void ws.close({ code: 1013, reason: 'down' });
          return;
        }
        sockets.push(ws);
        ws.connectToServer();
      });
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Order board' }).click();
      await page.locator('[data-live="live"]').waitFor();
      const before = await placeGuestOrder('live-drop-before');
      await page.getByRole('article', { name: `Order ${before.number}` }).waitFor({ timeout: 2000 });

      await page.evaluate("window.boardMarker = 'kept'");
      refuse = true;
      await sockets[sockets.length - 1].close({ code: 4000, reason: 'dropped' });
      await page.locator('[data-live="offline"], [data-live="connecting"]').first().waitFor();
      const during = await placeGuestOrder('live-drop-during');
      await page.waitForTimeout(500);
      expect(await page.getByRole('article', { name: `Order ${during.number}` }).count()).toBe(0);

      refuse = false;
      await page.locator('[data-live="live"]').waitFor({ timeout: 10_000 });
      await page.getByRole('article', { name: `Order ${during.number}` }).waitFor({ timeout: 2000 });
      expect(await page.getByRole('article', { name: `Order ${before.number}` }).count()).toBe(1);
      expect(await page.evaluate('window.boardMarker')).toBe('kept');
      expect(pageErrors.filter((message) => !/WebSocket/.test(message))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('turns a ticket’s timer amber and red after the minutes set on this screen (kept in localStorage)', async () => {
    const order = await placeGuestOrder('live-kitchen-timer');
    const { context, page, pageErrors } = await openPage(browser, TABLET);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Kitchen display' }).click();
      const ticketCard = page.getByRole('article', { name: new RegExp(`Order ${order.number}: Biryani`) });
      await ticketCard.waitFor();
      expect(await ticketCard.locator('[data-level]').getAttribute('data-level')).toBe('ok');
      expect(await page.evaluate("localStorage.getItem('console.kitchenThresholds')")).toBeNull();
      // Thresholds the ticket is already past (a few seconds as minutes) make it red at once.
      await page.evaluate(`localStorage.setItem('console.kitchenThresholds', '${JSON.stringify({ amber: 0.001, red: 0.002 })}')`);
      await page.reload();
      await ticketCard.locator('[data-level="red"]').waitFor();
      await page.getByRole('button', { name: 'Timers' }).click();
      await page.getByRole('textbox', { name: 'Red after (minutes)' }).fill('30');
      await page.getByRole('textbox', { name: 'Amber after (minutes)' }).fill('20');
      expect(JSON.parse((await page.evaluate<string | null>("localStorage.getItem('console.kitchenThresholds')")) ?? '{}')).toEqual({ amber: 20, red: 30 });
      await ticketCard.locator('[data-level="ok"]').waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('follows the branch in Arabic (right to left), and the console CSP allows its own socket but no foreign one', async () => {
    const { context, page, pageErrors } = await openPage(browser, TABLET);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('link', { name: 'لوحة الطلبات' }).click();
      await page.getByRole('heading', { name: 'لوحة الطلبات' }).waitFor();
      expect(await page.evaluate('document.documentElement.dir')).toBe('rtl');
      await page.locator('[data-live="live"]').waitFor();
      const order = await placeGuestOrder('live-board-ar');
      await page
        .getByRole('region', { name: 'جديدة' })
        .getByRole('article', { name: `الطلب ${order.number}` })
        .waitFor({ timeout: 2000 });
      await screenshot(page, 'console-live-board-ar');

      // A socket to another origin: the CSP refuses it (the event, or a SecurityError in the constructor).
      const foreign = await page.evaluate<string>(`new Promise((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve('blocked ' + event.violatedDirective), { once: true });
        try {
          const socket = new WebSocket('ws://foreign.invalid/graphql');
          socket.onopen = () => resolve('opened');
        } catch (error) {
          resolve('threw ' + error.name);
        }
      })`);
      expect(foreign).toMatch(/blocked connect-src|threw SecurityError/);
      expect(pageErrors.filter((message) => !/foreign\.invalid/.test(message))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
