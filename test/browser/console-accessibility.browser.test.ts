import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { businessCalendar, consoleSuite, screenshot, signInThroughForm } from '../support/console-ui';
import { chooseLanguage, consoleRoutes, openInConsole, rememberLanguage, settled } from '../support/console-pages';
import { seriousViolations } from '../support/screen-text';
import { operationsOf, type OpenApiDocument } from '../support/fuzz/openapi-model';
import { type SeededResource, seedResources } from '../support/fuzz/seed-resources';
import { SEED_RECIPES } from '../support/fuzz/seed-recipes';
import { GUEST, openShop } from '../modules/sales/sales.support';
import { C, createBatch, createCatalogue } from '../modules/production/batch-fixtures';

/** The accessible name or text of the focused element, with its tag (what a keyboard user is on). */
async function focused(page: Page): Promise<string> {
  return page.evaluate<string>(`(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
    return element.tagName.toLowerCase() + ':' + label.trim();
  })()`);
}

/** Tabs forward until `target` has focus; fails when it is not reached within `limit` presses. */
async function tabUntil(page: Page, target: (name: string) => boolean, limit = 40): Promise<string[]> {
  const visited: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const name = await focused(page);
    visited.push(name);
    if (target(name)) return visited;
  }
  throw new Error(`Not reached by keyboard; focus went through: ${visited.join(' | ')}`);
}

/** The REST collection (its path's tail) whose generically seeded record a console detail route shows. */
const DETAIL_COLLECTIONS: Record<string, string> = {
  '/stock/counts/:id': '/inventory/counts',
  '/purchasing/orders/:id': '/purchase-orders',
  '/purchasing/invoices/:id': '/purchase-invoices',
  '/menu/products/:id': '/catalog/products',
};

describe('console accessibility (axe-core, keyboard)', () => {
  const suite = consoleSuite();
  const routes = consoleRoutes();

  it.each(['en', 'ar'] as const)(
    'every signed-out page has no serious or critical axe violation (%s)',
    async (language) => {
      const { app, browser } = suite;
      const { context, page } = await openPage(browser);
      try {
        await rememberLanguage(page, app, language);
        const found: string[] = [];
        for (const route of routes.signedOut) {
          await page.goto(`${app.baseUrl}/console${route}`);
          await page.locator('h1').first().waitFor();
          await settled(page);
          found.push(...(await seriousViolations(page, `${language} ${route}`)));
        }
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    },
    300_000,
  );

  it.each(['en', 'ar'] as const)(
    'every signed-in page has no serious or critical axe violation (%s)',
    async (language) => {
      const { app, browser, owner } = suite;
      const { context, page } = await openPage(browser);
      try {
        await signInThroughForm(page, app, owner);
        if (language === 'ar') await chooseLanguage(page, 'ar');
        const found: string[] = [];
        for (const route of routes.signedIn) {
          await openInConsole(page, route);
          found.push(...(await seriousViolations(page, `${language} ${route}`)));
        }
        await screenshot(page, `console-axe-last-${language}`);
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    },
    900_000,
  );

  // Dialogs and field errors are not on any page until opened: a create dialog submitted empty (the
  // server's field error under its input) and a plain edit modal, each with its close button.
  it.each(['en', 'ar'] as const)(
    'shows field errors and dialogs with named close buttons without a serious or critical axe violation (%s)',
    async (language) => {
      const { app, browser, owner } = suite;
      const name = `Pastry ${language}`;
      const made = await app.request('POST', `${C}/hr/departments`, { token: owner.tenant.owner.token, body: { name } });
      expect(made.status).toBe(200);
      const { context, page } = await openPage(browser);
      try {
        await signInThroughForm(page, app, owner);
        if (language === 'ar') await chooseLanguage(page, 'ar');
        await openInConsole(page, '/hr/departments');
        const found: string[] = [];

        await page.locator('[data-opens="create-form"]').click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('button[type="submit"]').click();
        await dialog.locator('.mantine-InputWrapper-error').first().waitFor();
        found.push(...(await seriousViolations(page, `${language} create dialog with a field error`)));
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: `${language === 'ar' ? 'تعديل' : 'Edit'} ${name}`, exact: true }).click();
        await dialog.locator('form').waitFor();
        found.push(...(await seriousViolations(page, `${language} edit modal`)));
        const closeLabel = await dialog.locator('.mantine-Modal-close').getAttribute('aria-label');
        expect({ found, closeLabel }).toEqual({ found: [], closeLabel: language === 'ar' ? 'إغلاق' : 'Close' });
      } finally {
        await context.close();
      }
    },
    300_000,
  );

  // Before the detail-page sweep: its records include a second branch, after which signing in asks
  // which branch (a different keyboard path).
  it('reaches every control of the sign-in form and of a create form by keyboard alone', async () => {
    const { app, browser, owner } = suite;
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${app.baseUrl}/console/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // From the top of the page: e-mail, password and the button, in that order, then signed in by Enter.
      await tabUntil(page, (name) => name.startsWith('input:E-mail'));
      await page.keyboard.type(owner.email);
      await tabUntil(page, (name) => name.startsWith('input:Password'), 3);
      await page.keyboard.type('correct horse battery');
      await tabUntil(page, (name) => name === 'button:Sign in', 5);
      await page.keyboard.press('Enter');
      // The owner lands on the dashboard, whose figures are read over the records the detail-page
      // sweep seeded: a hang guard, not a speed check.
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor({ timeout: 60_000 });

      // The skip link comes first and moves focus to the main region.
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatch(/^a:/);
      await page.keyboard.press('Enter');
      expect(await page.evaluate<string | undefined>('document.activeElement?.id')).toBe('main');

      await openInConsole(page, '/hr/departments');
      // The create form opens in a dialog from the "New department" button, reached by keyboard too.
      await page.locator('#main').focus();
      await tabUntil(page, (name) => name === 'button:New department');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('form', { name: 'New department' }).waitFor();
      await tabUntil(page, (name) => name.startsWith('input:Name'));
      await page.keyboard.type('Bakery');
      await tabUntil(page, (name) => name.startsWith('input:Arabic name'), 3);
      await page.keyboard.type('المخبز');
      await tabUntil(page, (name) => name === 'button:Create', 5);
      await page.keyboard.press('Enter');
      await page.getByRole('cell', { name: 'Bakery', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it.each(['en', 'ar'] as const)(
    'every detail page (a route with an id) has no serious or critical axe violation (%s)',
    async (language) => {
      const { app, browser, owner } = suite;
      const records = await seededRecords();
      const { context, page } = await openPage(browser);
      try {
        await signInThroughForm(page, app, owner);
        if (language === 'ar') await chooseLanguage(page, 'ar');
        const found: string[] = [];
        const unfilled: string[] = [];
        for (const template of routes.withParameter) {
          const route = template.replace(/:(\w+)/g, (_m, name: string) => records.get(name === 'id' ? template : name) ?? `:${name}`);
          if (route.includes(':')) {
            unfilled.push(template);
            continue;
          }
          await openInConsole(page, route);
          found.push(...(await seriousViolations(page, `${language} ${template}`)));
        }
        await screenshot(page, `console-axe-detail-last-${language}`);
        // Every detail route gets a record: a new one needs its collection in DETAIL_COLLECTIONS or a seed in seededRecords.
        expect({ unfilled, found }).toEqual({ unfilled: [], found: [] });
      } finally {
        await context.close();
      }
    },
    900_000,
  );

  /**
   * One record of every resource, made once through the REST bridge for the suite's Owner (the
   * fuzz suites' seeding), keyed by what the detail routes name: the route template for `:id`, the
   * parameter name otherwise.
   */
  let seeded: Promise<Map<string, string>> | undefined;
  function seededRecords(): Promise<Map<string, string>> {
    // Both languages read one seeding (a second run would collide with the first's codes).
    seeded ??= seed();
    return seeded;
  }

  async function seed(): Promise<Map<string, string>> {
    const { app, owner } = suite;
    const doc = (await app.request('GET', '/api/v1/openapi.json')).body as OpenApiDocument;
    const token = owner.tenant.owner.token;
    const { resources } = await seedResources(
      doc,
      operationsOf(doc),
      (method, path, body) => app.request(method, path, { token, body }),
      { branch: owner.tenant.branchId },
      SEED_RECIPES,
    );
    const records = new Map<string, string>([['branchId', owner.tenant.branchId]]);
    const byTail = (tail: string): SeededResource | undefined => [...resources.values()].find((resource) => resource.collection.endsWith(tail));
    for (const [template, tail] of Object.entries(DETAIL_COLLECTIONS)) {
      const record = byTail(tail);
      if (record) records.set(template, record.id);
    }
    const item = byTail('/inventory-items');
    if (item) records.set('itemId', item.id);
    // The records the generic samples cannot make: an order comes from the guest page, a till
    // session is opened on a till, a batch needs items of the right units, a transfer two branches.
    const ok = async (method: string, path: string, body?: unknown): Promise<any> => {
      const answer = await app.request(method, path, { token, body, headers: { 'Idempotency-Key': randomUUID() } });
      if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    };
    const shop = await openShop(app, owner.tenant, 'A');
    records.set('/sales/orders/:id', (await ok('POST', `${GUEST}/${shop.qrToken}/orders`, { items: [{ productId: shop.productId, quantity: 1 }] })).id);
    const till = (await ok('POST', `${C}/sales/tills`, { name: 'Axe counter' })).id;
    records.set('/sales/tills/sessions/:id', (await ok('POST', `${C}/sales/tills/${till}/sessions`, { floats: [{ currency: 'IQD', amount: 50000 }] })).id);
    const catalogue = await createCatalogue(app, token);
    records.set('/production/batches/:id', await createBatch(app, token, catalogue, (await businessCalendar(app, token)).today));
    const second = await owner.tenant.addBranch('Axe second branch');
    const transfer = await ok('POST', `${C}/inventory/transfers`, {
      fromBranchId: owner.tenant.branchId,
      toBranchId: second,
      lines: [{ inventoryItemId: catalogue.rice, quantity: 1 }],
    });
    records.set('/stock/transfers/:id', transfer.id);
    return records;
  }
});
