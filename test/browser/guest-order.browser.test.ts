import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { ensureGuestPageBuilt } from '../support/guest-page-build';
import { createTenant, type TestTenant } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { GUEST_PAGE_CSP } from '../../src/web/guest-page';

const C = '/api/v1/console';
const GUEST = '/api/v1/guest/self-order';

/** Arabic-Indic digits read as Latin ones; everything else but digits dropped. */
function digits(text: string | null): string {
  return (text ?? '').replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
}

/** Language, direction (attribute and computed on the body) and the page's scroll width. */
async function layout(page: Page): Promise<{ lang: string; dir: string; direction: string; scrollWidth: number }> {
  // `any`: the test build has no DOM types; this runs in the page.
  return page.locator('html').evaluate((html: any) => ({
    lang: html.lang,
    dir: html.dir,
    direction: html.ownerDocument.defaultView.getComputedStyle(html.ownerDocument.body).direction,
    scrollWidth: html.scrollWidth,
  }));
}

describe('Guest ordering page in Chromium (real API, real ledger)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let browser: Browser;
  let kebabId: string;
  let teaId: string;
  let tannourId: string;

  const owner = () => tenant.owner.token;

  const newTable = async (name: string): Promise<string> => {
    const res = await app.request('POST', `${C}/self-order/tables`, { token: owner(), body: { name, area: 'Hall', seats: 4 } });
    expect(res.status).toBe(200);
    return res.body.data.qrToken as string;
  };

  const ledger = async (): Promise<Array<{ id: string; number: string; status: string; total: number }>> => {
    const res = await app.request('GET', `${C}/sales/orders?PerPage=100`, { token: owner() });
    expect(res.status).toBe(200);
    return res.body.data.items;
  };

  beforeAll(async () => {
    await ensureGuestPageBuilt();
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await app.request('POST', `${C}${path}`, { token: owner(), body });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    await post('/settings/channels', { name: 'Table QR', nameAr: 'طلب الطاولة', kind: 'SelfOrder' });
    const grills = await post('/product-categories', { code: 'GRILL', name: 'Grills', nameAr: 'مشويات', sortOrder: 1 });
    const drinks = await post('/product-categories', { code: 'DRINK', name: 'Drinks', nameAr: 'مشروبات', sortOrder: 2 });
    const bread = await post('/catalog/modifier-groups', {
      name: 'Bread',
      nameAr: 'الخبز',
      minChoices: 1,
      maxChoices: 1,
      required: true,
      options: [
        { name: 'Samoon', nameAr: 'صمون', priceDeltaIqd: 0 },
        { name: 'Tannour', nameAr: 'خبز تنور', priceDeltaIqd: 500 },
      ],
    });
    tannourId = bread.options[1].id;
    const channels = ['DineIn', 'SelfOrder'];
    kebabId = (
      await post('/catalog/products', {
        code: 'KEBAB',
        name: 'Kebab',
        nameAr: 'كباب',
        basePriceIqd: 6000,
        categoryId: grills.id,
        modifierGroupIds: [bread.id],
        channels,
      })
    ).id;
    teaId = (await post('/catalog/products', { code: 'TEA', name: 'Tea', nameAr: 'شاي', basePriceIqd: 500, categoryId: drinks.id, channels })).id;
    await post('/settings/payment-methods', { name: 'Cash', nameAr: 'نقدًا', kind: 'Cash', allowedForSelfOrder: true });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** The server's own price for a cart, to compare with what the page shows. */
  const serverTotal = async (qrToken: string, items: unknown[]): Promise<number> => {
    const res = await app.request('POST', `${GUEST}/${qrToken}/quote`, { body: { items } });
    expect(res.status).toBe(200);
    return res.body.data.total;
  };

  const addKebabWithTannour = async (page: Page, names: { add: string; tannour: string; addToCart: string; viewCart: RegExp }) => {
    await page.getByRole('button', { name: names.add }).click();
    await page.getByLabel(names.tannour).check();
    await page.getByRole('button', { name: names.addToCart }).click();
    await page.getByRole('link', { name: names.viewCart }).click();
  };

  it('orders in Arabic, right to left on a 360 px phone: modifier, server quote, payment, status Placed, once in the ledger', async () => {
    const qrToken = await newTable('T-ar');
    const { context, page, pageErrors, requestedUrls } = await openPage(browser, { width: 360, height: 740, locale: 'ar-IQ' });
    try {
      const response = await page.goto(`${app.baseUrl}/order/${qrToken}`);
      expect(response?.headers()['content-security-policy']).toBe(GUEST_PAGE_CSP);
      await page.getByRole('heading', { name: 'الفرع الرئيسي' }).waitFor();
      await expect(page.getByRole('heading', { name: 'مشويات' }).isVisible()).resolves.toBe(true);
      // Nothing wider than the phone: no sideways scrolling.
      const arabic = await layout(page);
      expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', direction: 'rtl' });
      expect(arabic.scrollWidth).toBeLessThanOrEqual(360);

      await addKebabWithTannour(page, { add: 'أضف كباب', tannour: 'خبز تنور', addToCart: 'أضف إلى السلة', viewCart: /عرض السلة/ });
      const total = page.locator('[data-row=total] [data-iqd]');
      await total.waitFor();
      const expected = await serverTotal(qrToken, [{ productId: kebabId, quantity: 1, modifierOptionIds: [tannourId] }]);
      expect(Number(await total.getAttribute('data-iqd'))).toBe(expected);
      expect(digits(await total.textContent())).toBe(String(expected));
      expect(await page.locator('.line-options').textContent()).toContain('خبز تنور');

      const before = await ledger();
      await page.getByLabel('نقدًا').check();
      await page.getByRole('button', { name: 'أرسل الطلب' }).click();
      const status = page.locator('[data-status]');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).toBe('Placed');
      expect(await status.textContent()).toBe('تم استلام الطلب');

      const orderId = await page.locator('[data-order-id]').getAttribute('data-order-id');
      const after = await ledger();
      expect(after.length).toBe(before.length + 1);
      expect(after.filter((order) => order.id === orderId)).toHaveLength(1);
      const stored = await app.request('GET', `${C}/sales/orders/${orderId}`, { token: owner() });
      expect(stored.body.data).toMatchObject({ id: orderId, status: 'Placed', total: expected });

      expect(requestedUrls.filter((url) => !url.startsWith(app.baseUrl))).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('orders in English after the switch (remembered on reload), and follows the status the staff set, live (within 2 s, no reload)', async () => {
    const qrToken = await newTable('T-en');
    const { context, page, pageErrors } = await openPage(browser, { width: 360, height: 740 });
    try {
      await page.goto(`${app.baseUrl}/order/${qrToken}`);
      await page.getByRole('button', { name: 'English' }).click();
      await page.reload();
      await page.getByRole('heading', { name: 'Main branch' }).waitFor();
      expect(await layout(page)).toMatchObject({ lang: 'en', dir: 'ltr', direction: 'ltr' });

      await page.getByRole('button', { name: 'Add Tea' }).click();
      await page.getByRole('button', { name: 'One more Tea' }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await addKebabWithTannour(page, { add: 'Add Kebab', tannour: 'Tannour', addToCart: 'Add to cart', viewCart: /View cart \(3\)/ });
      const total = page.locator('[data-row=total] [data-iqd]');
      await total.waitFor();
      const expected = await serverTotal(qrToken, [
        { productId: teaId, quantity: 2, modifierOptionIds: [] },
        { productId: kebabId, quantity: 1, modifierOptionIds: [tannourId] },
      ]);
      expect(await total.textContent()).toBe(new Intl.NumberFormat('en-IQ', { style: 'currency', currency: 'IQD', maximumFractionDigits: 0 }).format(expected));

      const before = await ledger();
      await page.getByLabel('Cash').check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.locator('[data-status="Placed"]').waitFor();
      expect(await page.locator('[data-status]').textContent()).toBe('Placed');
      const orderId = (await page.locator('[data-order-id]').getAttribute('data-order-id'))!;
      expect((await ledger()).length).toBe(before.length + 1);

      // Live (GraphQL subscription): once connected the page polls only every 30 s, so a change
      // shown within 2 s came over the socket.
      await page.waitForTimeout(1500);
      const moved = await app.request('POST', `${C}/sales/orders/${orderId}/status`, { token: owner(), body: { status: 'Accepted' } });
      expect(moved.status).toBe(200);
      await page.locator('[data-status="Accepted"]').waitFor({ timeout: 2_000 });
      expect((await app.request('POST', `${C}/sales/orders/${orderId}/status`, { token: owner(), body: { status: 'Preparing' } })).status).toBe(200);
      await page.locator('[data-status="Preparing"]').waitFor({ timeout: 2_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('makes one order from a double click on "place order" (paid at the counter)', async () => {
    const qrToken = await newTable('T-double');
    const { context, page, requestedUrls } = await openPage(browser, { width: 360 });
    try {
      await page.goto(`${app.baseUrl}/order/${qrToken}`);
      await page.getByRole('button', { name: 'أضف شاي' }).click();
      await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
      await page.getByRole('link', { name: /عرض السلة/ }).click();
      await page.locator('[data-row=total] [data-iqd]').waitFor();
      const total = Number(await page.locator('[data-row=total] [data-iqd]').getAttribute('data-iqd'));
      await page.getByLabel('الدفع عند الكاشير').check();
      const before = await ledger();
      await page.getByRole('button', { name: 'أرسل الطلب' }).dblclick();
      await page.locator('[data-status="Placed"]').waitFor();
      expect(Number(await page.locator('[data-row=due] [data-iqd]').getAttribute('data-iqd'))).toBe(total);
      const after = await ledger();
      expect(after.length).toBe(before.length + 1);
      expect(requestedUrls.filter((url) => url.endsWith(`${GUEST}/${qrToken}/orders`))).toHaveLength(1);
      const orderId = await page.locator('[data-order-id]').getAttribute('data-order-id');
      const stored = await app.request('GET', `${C}/sales/orders/${orderId}`, { token: owner() });
      expect(stored.body.data).toMatchObject({ total, amountDueAtCounter: total, payments: [] });
    } finally {
      await context.close();
    }
  });

  it('retries a submission whose answer was lost with the same key: still one order', async () => {
    const qrToken = await newTable('T-lost');
    const { context, page } = await openPage(browser, { width: 360 });
    try {
      const keys: string[] = [];
      let dropped = false;
      // The first answer is lost on the way back: the order exists but the page never hears of it.
      await page.route(`**${GUEST}/${qrToken}/orders`, async (route) => {
        keys.push(route.request().headers()['idempotency-key']);
        if (dropped) return route.continue();
        dropped = true;
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.goto(`${app.baseUrl}/order/${qrToken}`);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Add Tea' }).click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('link', { name: /View cart/ }).click();
      await page.locator('[data-row=total] [data-iqd]').waitFor();
      await page.getByLabel('Cash').check();
      const before = await ledger();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.getByText('No connection to the restaurant').waitFor();
      expect((await ledger()).length).toBe(before.length + 1);

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.locator('[data-status="Placed"]').waitFor();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect((await ledger()).length).toBe(before.length + 1);
    } finally {
      await context.close();
    }
  });

  it("shows an unavailable item's error next to that item (422 from the quote)", async () => {
    const qrToken = await newTable('T-422');
    const { context, page } = await openPage(browser, { width: 360 });
    try {
      await page.goto(`${app.baseUrl}/order/${qrToken}`);
      await page.getByRole('button', { name: 'أضف شاي' }).click();
      await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
      await page.getByRole('button', { name: 'أضف كباب' }).click();
      await page.getByLabel('صمون').check();
      await page.getByRole('button', { name: 'أضف إلى السلة' }).click();
      expect((await app.request('PATCH', `${C}/catalog/products/${teaId}`, { token: owner(), body: { active: false } })).status).toBe(200);
      try {
        await page.getByRole('link', { name: /عرض السلة/ }).click();
        const error = page.locator('[data-line="0"] [data-item-error]');
        await error.waitFor();
        expect(await page.locator('[data-line="1"] [data-item-error]').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'أرسل الطلب' }).isDisabled()).toBe(true);
        await page.getByRole('button', { name: 'حذف شاي' }).click();
        await page.locator('[data-row=total] [data-iqd]').waitFor();
        expect(await page.locator('[data-item-error]').count()).toBe(0);
      } finally {
        await app.request('PATCH', `${C}/catalog/products/${teaId}`, { token: owner(), body: { active: true } });
      }
    } finally {
      await context.close();
    }
  });

  it("says the table's code is not valid for an unknown token, and asks to try again shortly on 429", async () => {
    const { context, page, pageErrors } = await openPage(browser, { width: 360 });
    try {
      const response = await page.goto(`${app.baseUrl}/order/not-a-table-token`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: 'رمز هذه الطاولة غير صالح. يرجى طلب المساعدة من الموظفين.' }).waitFor();
      // The 404 of the API call is the browser's own console line; nothing else went wrong.
      expect(pageErrors.filter((message) => !message.includes('404'))).toEqual([]);

      await page.route(`**${GUEST}/rate-limited-token`, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '30' },
          body: JSON.stringify({ success: false, data: null, message: 'Too many requests.', code: 429, errors: null }),
        }),
      );
      await page.goto(`${app.baseUrl}/order/rate-limited-token`);
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Too many requests. Please try again shortly.' }).waitFor();
      await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('serves the page with a strict CSP and no-store, hashed assets for a year, and nothing from another origin', async () => {
    const qrToken = await newTable('T-csp');
    const { context, page, pageErrors, requestedUrls } = await openPage(browser, { width: 360 });
    try {
      const page1 = await app.request('GET', `/order/${qrToken}`);
      expect(page1.status).toBe(200);
      expect(page1.headers.get('content-security-policy')).toBe(GUEST_PAGE_CSP);
      expect(page1.headers.get('cache-control')).toBe('no-store');
      expect(page1.headers.get('referrer-policy')).toBe('no-referrer');
      const script = /src="(\/order\/assets\/[^"]+\.js)"/.exec(page1.body as string)![1];
      const asset = await app.request('GET', script);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toMatch(/javascript/);

      await page.goto(`${app.baseUrl}/order/${qrToken}`);
      await page.getByRole('heading', { name: 'الفرع الرئيسي' }).waitFor();
      expect(requestedUrls.length).toBeGreaterThan(2);
      expect(requestedUrls.filter((url) => !url.startsWith(`${app.baseUrl}/`))).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a note on a line and on the order (Arabic and English), kept on the order as typed (trimmed)', async () => {
    for (const [lang, names] of [
      [
        'ar',
        {
          add: 'أضف كباب',
          tannour: 'خبز تنور',
          addToCart: 'أضف إلى السلة',
          viewCart: /عرض السلة/,
          lineNote: 'ملاحظة على كباب',
          orderNote: 'ملاحظة للمطعم',
          pay: 'نقدًا',
          place: 'أرسل الطلب',
        },
      ],
      [
        'en',
        {
          add: 'Add Kebab',
          tannour: 'Tannour',
          addToCart: 'Add to cart',
          viewCart: /View cart/,
          lineNote: 'Note for Kebab',
          orderNote: 'Note for the restaurant',
          pay: 'Cash',
          place: 'Place order',
        },
      ],
    ] as const) {
      const qrToken = await newTable(`T-note-${lang}`);
      const { context, page, pageErrors } = await openPage(browser, { width: 360, height: 740, locale: lang === 'ar' ? 'ar-IQ' : 'en-GB' });
      try {
        await page.goto(`${app.baseUrl}/order/${qrToken}`);
        if (lang === 'en' && (await page.getByRole('button', { name: 'English' }).isVisible())) await page.getByRole('button', { name: 'English' }).click();
        await addKebabWithTannour(page, { add: names.add, tannour: names.tannour, addToCart: names.addToCart, viewCart: names.viewCart });
        await page.locator('[data-row=total] [data-iqd]').waitFor();
        await page.getByRole('textbox', { name: names.lineNote }).fill(lang === 'ar' ? ' بدون بصل ' : ' No onions ');
        await page.getByRole('textbox', { name: names.orderNote }).fill(lang === 'ar' ? 'عيد ميلاد' : 'Birthday');
        await page.getByLabel(names.pay).check();
        await page.getByRole('button', { name: names.place }).click();
        await page.locator('[data-status]').waitFor();
        const orderId = await page.locator('[data-order-id]').getAttribute('data-order-id');
        const stored = await app.request('GET', `${C}/sales/orders/${orderId}`, { token: owner() });
        expect(stored.body.data.note).toBe(lang === 'ar' ? 'عيد ميلاد' : 'Birthday');
        expect(stored.body.data.lines[0].note).toBe(lang === 'ar' ? 'بدون بصل' : 'No onions');
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
