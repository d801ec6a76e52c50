import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInInArabic, signInThroughForm } from '../support/console-ui';
import { openInConsole, settled } from '../support/console-pages';
import { CONSOLE_AR, CONSOLE_EN } from '../support/console-strings';
import { seriousViolations } from '../support/screen-text';
import { DeliveryPlatformSimulator } from '../support/delivery-simulator';
import { D, deliveryShop, ok, type DeliveryShop } from '../modules/delivery/delivery.support';
import { until } from '../support/service-process';

/**
 * Issue 54 in Chromium, in Arabic on a phone: a platform (the generic signed-webhook simulator)
 * sends an order naming an item nobody has mapped; the owner maps it, accepts one order, rejects
 * another with a reason, reads the calls in and out in the call log, and sets the store busy.
 */

function text(key: string, values: Record<string, string> = {}, catalogue: ReadonlyMap<string, string> = CONSOLE_AR): string {
  const found = catalogue.get(key);
  if (found === undefined) throw new Error(`No console string ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

const ARABIC_DIGITS = /[٠-٩]/;

/** The widest element's right edge beyond the viewport (0 when nothing makes the page scroll sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;
}

describe('console delivery pages: item mapping, platform orders, call log and store state', () => {
  const suite = consoleSuite({ jobs: true, config: { webhookAllowPrivateNetworks: true } });
  const sim = new DeliveryPlatformSimulator();

  beforeAll(async () => {
    await sim.start();
  });
  afterAll(async () => {
    await sim.stop();
  });

  /** A Generic connection of the suite's owner to the simulator, its signing secret given to the simulator. */
  const connectGeneric = async (shop: DeliveryShop, name: string, platformStoreId: string): Promise<string> => {
    const { app, owner } = suite;
    const created = await app.request('POST', `${D}/connections`, {
      token: owner.tenant.owner.token,
      body: { branchId: owner.tenant.branchId, platform: 'Generic', name, platformStoreId, channelId: shop.channelId, outboundUrl: sim.url },
    });
    expect(created.status).toBeLessThan(300);
    sim.secret = created.body.data.signingSecret;
    return created.body.data.connection.id as string;
  };

  type PlatformItem = { id: string; name: string; quantity: number; unitPrice?: number; note?: string; options?: Array<{ id: string; name: string }> };
  const order = (orderId: string, items: PlatformItem[], total: number) =>
    sim.signed({
      type: 'order.created',
      data: {
        orderId,
        displayId: orderId.slice(-4),
        fulfilment: 'Delivery',
        customer: { name: 'زينب', phone: '+9647701234567' },
        note: 'Ring twice',
        items,
        total,
      },
    });

  it('maps an unmapped item, accepts one order, rejects another with a reason, reads the call log and sets the store busy, in Arabic at 390 px', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const shop = await deliveryShop(app, owner.tenant, 'DUI');
    const connectionId = await connectGeneric(shop, 'Lezzoo Karrada', 'lz-ui');
    const post = async (signed: { body: string; headers: Record<string, string> }) => {
      const res = await fetch(`${app.baseUrl}/delivery/generic/${connectionId}`, { method: 'POST', headers: signed.headers, body: signed.body });
      expect([200, 201]).toContain(res.status);
      return (await res.json()) as { id: string; flags: string[] };
    };

    // The first order names tea and biryani, neither mapped yet: it is kept and flagged. Tea is mapped through the API.
    const first = await post(
      order(
        'LZ-3001',
        [
          { id: 'lz-tea', name: 'Tea', quantity: 1, unitPrice: 500 },
          { id: 'lz-biryani', name: 'Biryani', quantity: 1, unitPrice: 6000 },
        ],
        6500,
      ),
    );
    expect(first.flags).toContain('UnmappedItem');
    const mappings = await ok(app, 'GET', `${D}/mappings?ConnectionId=${connectionId}`, token);
    const tea = mappings.items.find((m: { platformItemId: string }) => m.platformItemId === 'lz-tea');
    await ok(app, 'PUT', `${D}/mappings/${tea.id}`, token, { productId: shop.drinkId });

    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInInArabic(page, app, owner);
      const axe: string[] = [];

      // Item mapping: one item left unmapped, mapped to برياني with the searchable select.
      await openInConsole(page, '/delivery/mappings');
      await page.getByRole('heading', { name: text('delivery.mappings.title') }).waitFor();
      const count = page.getByTestId('unmapped-count');
      await count.waitFor();
      expect(await count.textContent()).toBe(text('delivery.mappings.unmappedCount', { n: '١' }));
      const form = page.getByRole('form', { name: 'Biryani' });
      const select = form.getByRole('combobox', { name: `${text('delivery.mappings.target')}: Biryani` });
      await select.click();
      await select.fill('بري');
      await page.getByRole('option', { name: 'برياني' }).click();
      await settled(page);
      await screenshot(page, 'console-delivery-mapping-ar-390');
      axe.push(...(await seriousViolations(page, 'mapping')));
      expect(await sidewaysOverflow(page)).toBe(0);
      await form.getByRole('button', { name: text('delivery.mappings.save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: text('delivery.mappings.saved', { name: 'Biryani' }) })
        .waitFor();
      await count.filter({ hasText: text('delivery.mappings.unmappedCount', { n: '٠' }) }).waitFor();

      // Two orders naming the now mapped biryani; they wait for a decision.
      const accepted = await post(
        order(
          'LZ-3002',
          [
            { id: 'lz-biryani', name: 'Biryani', quantity: 2, unitPrice: 6000, note: 'بدون بصل' },
            { id: 'lz-tea', name: 'Tea', quantity: 1, unitPrice: 500 },
          ],
          12500,
        ),
      );
      expect(accepted.flags).toEqual([]);
      await post(order('LZ-3003', [{ id: 'lz-biryani', name: 'Biryani', quantity: 1, unitPrice: 6000 }], 6000));

      // Platform orders: the flagged one, the countdown in Arabic-Indic digits, the detail with its lines and notes.
      await openInConsole(page, '/delivery/orders');
      await page.getByRole('heading', { name: text('delivery.orders.title') }).waitFor();
      const rowOf = (id: string) => page.getByTestId('delivery-orders').locator(`[data-order="${id}"]`);
      await rowOf('LZ-3003').waitFor();
      expect(await rowOf('LZ-3001').textContent()).toContain(text('delivery.orders.flag.UnmappedItem'));
      const countdown = rowOf('LZ-3002').getByTestId('countdown');
      expect(await countdown.textContent()).toMatch(/^[٠-٩]+:[٠-٩]{2}$/);
      await settled(page);
      await screenshot(page, 'console-delivery-orders-ar-390');
      axe.push(...(await seriousViolations(page, 'orders')));

      await rowOf('LZ-3002')
        .getByRole('button', { name: `${text('delivery.orders.details')}: ٣٠٠٢` })
        .click();
      const detail = page.getByTestId('delivery-order-detail');
      await detail.getByTestId('delivery-order-lines').waitFor();
      const lines = (await detail.getByTestId('delivery-order-lines').textContent()) ?? '';
      expect(lines).toContain('برياني');
      expect(lines).toContain('بدون بصل');
      expect(lines).toMatch(ARABIC_DIGITS);
      expect(await detail.textContent()).toContain('Ring twice');
      expect(await detail.textContent()).toContain('زينب');
      await settled(page);
      await screenshot(page, 'console-delivery-order-detail-ar-390');
      axe.push(...(await seriousViolations(page, 'order detail')));
      await detail.getByRole('button', { name: `${text('delivery.orders.accept')}: ٣٠٠٢` }).click();
      await page
        .getByRole('status')
        .filter({ hasText: text('delivery.orders.accepted', { id: '٣٠٠٢' }) })
        .waitFor();
      await rowOf('LZ-3002').getByText(text('delivery.orders.state.Accepted')).waitFor();

      // Reject: the reason is required (the service's message under the field), then given.
      await rowOf('LZ-3003')
        .getByRole('button', { name: `${text('delivery.orders.reject')}: ٣٠٠٣` })
        .click();
      const reject = page.getByRole('dialog').getByRole('form', { name: text('delivery.orders.rejectTitle', { id: '٣٠٠٣' }) });
      await reject.waitFor();
      await reject.getByRole('button', { name: text('delivery.orders.reject') }).click();
      await reject.locator('[aria-invalid="true"]').waitFor();
      await screenshot(page, 'console-delivery-reject-ar-390');
      await reject.getByRole('textbox', { name: text('common.reason') }).fill('المطبخ مشغول جدًا');
      await reject.getByRole('button', { name: text('delivery.orders.reject') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: text('delivery.orders.rejected', { id: '٣٠٠٣' }) })
        .waitFor();
      await rowOf('LZ-3003').getByText(text('delivery.orders.state.Rejected')).waitFor();
      const decided = await ok(app, 'GET', `${D}/orders?ConnectionId=${connectionId}&PlatformOrderId=LZ-3003`, token);
      expect(decided.items[0]).toMatchObject({ state: 'Rejected', reason: 'المطبخ مشغول جدًا' });

      // The platform hears both decisions; the call log shows the calls out, each with its request.
      await sim.waitFor(() => sim.of('order.status').length >= 2);
      await openInConsole(page, '/delivery/calls');
      await page.getByRole('heading', { name: text('delivery.calls.title') }).waitFor();
      await page.getByRole('combobox', { name: text('delivery.calls.directionLabel') }).click();
      await page.getByRole('option', { name: text('delivery.calls.direction.Out') }).click();
      const calls = page.getByTestId('delivery-calls');
      // The unfiltered list shows calls both ways until the filtered page replaces it.
      await calls.locator('[data-direction="In"]').first().waitFor({ state: 'detached' });
      await settled(page);
      await calls.locator('[data-direction="Out"]').first().waitFor();
      expect(await calls.locator('[data-direction="In"]').count()).toBe(0);
      expect(await calls.textContent()).toContain(text('delivery.calls.operations.OrderStatus'));
      await screenshot(page, 'console-delivery-calls-ar-390');
      axe.push(...(await seriousViolations(page, 'calls')));
      expect(await sidewaysOverflow(page)).toBe(0);
      await calls
        .getByRole('button', { name: text('delivery.calls.view') })
        .first()
        .click();
      const call = page.getByTestId('delivery-call-detail');
      await call.waitFor();
      const request = call.getByRole('region', { name: text('delivery.calls.request') });
      expect(await request.textContent()).toContain('"type": "order.status"');
      await settled(page);
      await screenshot(page, 'console-delivery-call-detail-ar-390');
      axe.push(...(await seriousViolations(page, 'call detail')));
      await page.keyboard.press('Escape');
      await call.waitFor({ state: 'hidden' });

      // Only the refused calls: none went in refused here, so the list says so.
      await page.getByRole('combobox', { name: text('delivery.calls.outcomeLabel') }).click();
      await page.getByRole('option', { name: text('delivery.calls.outcome.Refused') }).click();
      await settled(page);
      await calls.getByText(text('delivery.calls.none')).waitFor();

      // The store set busy from the connections page, and its preparation time changed: the platform is told.
      await openInConsole(page, '/delivery/connections');
      await page.getByRole('heading', { name: text('delivery.connections.title') }).waitFor();
      const store = page.getByRole('form', { name: text('delivery.connections.storeOf', { name: 'Lezzoo Karrada' }) });
      await store.getByText(text('delivery.storeState.Busy'), { exact: true }).click();
      await sim.waitFor(() => sim.of('store.state').some((c) => c.data?.state === 'Busy'));
      await store.getByRole('textbox', { name: text('delivery.connections.preparationOf', { name: 'Lezzoo Karrada' }) }).fill('٣٥');
      await store.getByRole('button', { name: text('delivery.connections.setPreparation') }).click();
      await sim.waitFor(() => sim.of('store.state').some((c) => c.data?.state === 'Busy' && c.data?.preparationMinutes === 35));
      const connection = await ok(app, 'GET', `${D}/connections/${connectionId}`, token);
      expect(connection).toMatchObject({ storeState: 'Busy', preparationMinutes: 35 });
      await settled(page);
      await screenshot(page, 'console-delivery-store-busy-ar-390');
      axe.push(...(await seriousViolations(page, 'connections')));
      expect(axe).toEqual([]);

      // The live board links to the platform orders waiting for a decision.
      await openInConsole(page, '/sales/board');
      await page
        .locator('main')
        .getByRole('link', { name: text('delivery.orders.boardLink') })
        .click();
      await page.getByRole('heading', { name: text('delivery.orders.title') }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('names a mapped modifier option in its select even when its group is past the first 50 groups the option search lists, in Arabic', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const shop = await deliveryShop(app, owner.tenant, 'DOP');
    // Fifty groups that sort before the option's own: the picker's first page of groups does not hold it.
    for (let n = 1; n <= 50; n++)
      await ok(app, 'POST', `/api/v1/console/catalog/modifier-groups`, token, {
        name: `Add-on ${String(n).padStart(2, '0')}`,
        minChoices: 0,
        maxChoices: 1,
        required: false,
        options: [{ name: `Choice ${n}`, priceDeltaIqd: 0 }],
      });
    const toppings = await ok(app, 'POST', `/api/v1/console/catalog/modifier-groups`, token, {
      name: 'Toppings',
      nameAr: 'الإضافات',
      minChoices: 0,
      maxChoices: 1,
      required: false,
      options: [{ name: 'Extra cheese', nameAr: 'جبن إضافي', priceDeltaIqd: 750 }],
    });
    const connectionId = await connectGeneric(shop, 'Lezzoo Zayouna', 'lz-opt');
    const signed = order(
      'LZ-5001',
      [{ id: 'lz-biryani', name: 'Biryani', quantity: 1, unitPrice: 6000, options: [{ id: 'lz-cheese', name: 'Extra cheese' }] }],
      6750,
    );
    const res = await fetch(`${app.baseUrl}/delivery/generic/${connectionId}`, { method: 'POST', headers: signed.headers, body: signed.body });
    expect([200, 201]).toContain(res.status);
    const mappings = await ok(app, 'GET', `${D}/mappings?ConnectionId=${connectionId}`, token);
    const cheese = mappings.items.find((m: { platformItemId: string }) => m.platformItemId === 'lz-cheese');
    await ok(app, 'PUT', `${D}/mappings/${cheese.id}`, token, { modifierOptionId: toppings.options[0].id });

    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInInArabic(page, app, owner);
      await openInConsole(page, `/delivery/mappings?connection=${connectionId}`);
      const select = page.getByRole('form', { name: 'Extra cheese' }).getByRole('combobox', { name: `${text('delivery.mappings.target')}: Extra cheese` });
      // The option's name arrives with its own query after the page's: wait for the field to show it.
      const named = 'الإضافات: جبن إضافي';
      await select.waitFor();
      await until(async () => (await select.inputValue()) === named, 'the mapped option named in its select', 10_000).catch(() => undefined);
      expect(await select.inputValue()).toBe(named);
      await settled(page);
      await screenshot(page, 'console-delivery-mapping-option-ar-390');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the same pages as tables in English on a desktop: a flagged order accepted from its row, its calls in and out', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const shop = await deliveryShop(app, owner.tenant, 'DEN');
    const connectionId = await connectGeneric(shop, 'Toters Mansour', 'tt-en');
    const post = async (signed: { body: string; headers: Record<string, string> }) => {
      const res = await fetch(`${app.baseUrl}/delivery/generic/${connectionId}`, { method: 'POST', headers: signed.headers, body: signed.body });
      expect([200, 201]).toContain(res.status);
    };
    await post(order('TT-4001', [{ id: 'tt-tea', name: 'Tea', quantity: 1, unitPrice: 500 }], 500));
    const mappings = await ok(app, 'GET', `${D}/mappings?ConnectionId=${connectionId}`, token);
    await ok(app, 'PUT', `${D}/mappings/${mappings.items[0].id}`, token, { productId: shop.drinkId });
    // The platform states 900 for two teas the tier prices at 1,000: the total is flagged.
    await post(order('TT-4002', [{ id: 'tt-tea', name: 'Tea', quantity: 2, unitPrice: 450 }], 900));

    const { context, page, pageErrors } = await openPage(browser, { width: 1280, height: 900 });
    const en = (key: string, values: Record<string, string> = {}) => text(key, values, CONSOLE_EN);
    try {
      await signInThroughForm(page, app, owner);
      const axe: string[] = [];
      await openInConsole(page, `/delivery/orders?connection=${connectionId}`);
      await page.getByRole('heading', { name: en('delivery.orders.title') }).waitFor();
      const row = page.getByRole('row').filter({ hasText: '4002' });
      await row.waitFor();
      // Newest first: the order posted second is above the first.
      const rows = await page.getByRole('row').allTextContents();
      expect(rows.findIndex((r) => r.includes('4002'))).toBeLessThan(rows.findIndex((r) => r.includes('4001')));
      expect(await row.textContent()).toContain(en('delivery.orders.flag.TotalMismatch'));
      expect(await row.textContent()).toMatch(new RegExp(`${en('delivery.orders.computed')}: IQD\\s1,000`));
      await settled(page);
      await screenshot(page, 'console-delivery-orders-en-1280');
      axe.push(...(await seriousViolations(page, 'orders')));
      await row.getByRole('button', { name: `${en('delivery.orders.accept')}: 4002` }).click();
      await page
        .getByRole('status')
        .filter({ hasText: en('delivery.orders.accepted', { id: '4002' }) })
        .waitFor();
      await row.getByText(en('delivery.orders.state.Accepted')).waitFor();
      await sim.waitFor(() => sim.of('order.status').some((call) => call.data?.orderId === 'TT-4002'));

      await openInConsole(page, `/delivery/calls?connection=${connectionId}`);
      await page.getByRole('heading', { name: en('delivery.calls.title') }).waitFor();
      const calls = page.getByTestId('delivery-calls');
      await calls.locator('[data-direction="Out"]').first().waitFor();
      expect(await calls.locator('[data-direction="In"]').count()).toBe(2);
      expect(await calls.textContent()).toContain(en('delivery.calls.operations.order_created'));
      await settled(page);
      await screenshot(page, 'console-delivery-calls-en-1280');
      axe.push(...(await seriousViolations(page, 'calls')));
      await calls
        .locator('[data-direction="In"]')
        .first()
        .getByRole('button', { name: /^View call/ })
        .click();
      const call = page.getByTestId('delivery-call-detail');
      await call.waitFor();
      expect(await call.getByRole('region', { name: en('delivery.calls.request') }).textContent()).toContain('"type": "order.created"');
      await settled(page);
      await screenshot(page, 'console-delivery-call-detail-en-1280');
      axe.push(...(await seriousViolations(page, 'call detail')));
      expect(axe).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
