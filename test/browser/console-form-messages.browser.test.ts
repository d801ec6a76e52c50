import type { Locator, Page, Request } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, signInThroughForm } from '../support/console-ui';
import { chooseLanguage, consoleRoutes, openInConsole, settled } from '../support/console-pages';
import { technicalFindings } from '../support/screen-text';

/**
 * A product import file's column names are the file format's own words (docs/console.md, product
 * import): the page names them when a file has an unknown one, in either language.
 */
const IMPORT_COLUMNS = /\(columns: [\w, ]+\)|\(الأعمدة: [\w, ]+\)/;

/**
 * Issue #38 item 9: these pages open on their list and their create form behind a "New …" button
 * (docs/console.md, "Create forms"); a page here without one has put its form back above the list.
 */
const CREATE_PAGES = [
  '/hr/employees',
  '/hr/departments',
  '/hr/positions',
  '/hr/advances',
  '/hr/leave',
  '/hr/loans',
  '/hr/leave-types',
  '/production/batches',
  '/stock/transfers',
  '/stock/counts',
  '/stock/par-levels',
  '/catalog/inventory-items',
  '/catalog/capacity-types',
  '/organisation/members',
  '/organisation/branches',
  '/accounting/bank-accounts',
  '/accounting/tax-codes',
  '/exports/jobs',
  '/exports/saved-reports',
  '/exports/subscriptions',
  '/loss/eod-reports',
  '/loss/pilots',
  '/purchasing/suppliers',
  '/purchasing/orders',
  '/purchasing/invoices',
  '/sales/tables',
  '/sales/payment-methods',
  '/sales/tills',
  '/commercial/promotions',
  '/commercial/change-requests',
  '/commercial/channels',
  '/commercial/branch-groups',
  '/menu/categories',
  '/forecast/calendar',
];

/**
 * Issue #38 item 2: a person never reads a technical message. Every create form of the console is
 * sent empty and then with wrong values, in English and in Arabic, and every message the page then
 * shows is checked for what only a programmer understands.
 */
function findings(messages: string[], language: 'en' | 'ar', where: string): string[] {
  // What the test itself typed (a long run of x) is quoted back by some messages; it is not the page's wording.
  return technicalFindings(
    messages.map((full) => full.replace(/x{20,}/g, 'x…').replace(IMPORT_COLUMNS, '')),
    language,
    where,
  );
}

/** Messages a form shows: those under fields and the alerts in or just above it. */
async function shownMessages(page: Page): Promise<string[]> {
  return page
    .locator(
      'main .mantine-InputWrapper-error, main [role="alert"], main .mantine-Alert-message, [role="dialog"] .mantine-InputWrapper-error, [role="dialog"] [role="alert"]',
    )
    .evaluateAll((elements) => [...new Set(elements.map((element) => (element.textContent ?? '').trim()).filter(Boolean))]);
}

/** Where a form shows its answer: a field's message or an alert. */
const ANSWER = '[aria-invalid="true"], [role="alert"], .mantine-Alert-root';

/**
 * The calls a page sends that a submitted form waits for: GraphQL mutations and any other call that
 * is not a GET. Lists reading again (GraphQL queries, some on a timer) are not a form's answer.
 */
class Actions {
  sent = 0;
  answered = 0;
  private readonly mine = new WeakSet<Request>();
  private waiters: Array<() => void> = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      if (!Actions.isAction(request)) return;
      this.mine.add(request);
      this.sent++;
    });
    const done = (request: Request) => {
      if (!this.mine.has(request)) return;
      this.answered++;
      for (const wake of this.waiters.splice(0)) wake();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  private static isAction(request: Request): boolean {
    if (!['fetch', 'xhr'].includes(request.resourceType()) || request.method() === 'GET') return false;
    try {
      const body = JSON.parse(request.postData() ?? '') as { query?: unknown };
      return typeof body.query !== 'string' || /^\s*mutation\b/.test(body.query);
    } catch {
      return true;
    }
  }

  /** Resolves once a call sent after the first `sentBefore` has been answered and none is pending. */
  async answeredSince(sentBefore: number): Promise<void> {
    while (!(this.sent > sentBefore && this.answered === this.sent)) await new Promise<void>((wake) => this.waiters.push(wake));
  }
}

/** True when the browser's own validation (required, type, pattern) keeps the form from being sent. */
async function stoppedByBrowser(form: Locator): Promise<boolean> {
  return form
    .evaluate((element) => {
      const candidate = element as unknown as { noValidate: boolean; checkValidity(): boolean };
      return !candidate.noValidate && !candidate.checkValidity();
    })
    .catch(() => false);
}

/**
 * Waits for the form's answer: a field or alert message, or the reply to the call the submit sent
 * (then the page settles), whichever comes first, at most 5 s. A form the browser's validation
 * stops sends nothing and shows nothing more: only the page's settling is waited for.
 */
async function answered(page: Page, form: Locator, actions: Actions, sentBefore: number, stopped: boolean): Promise<void> {
  if (!stopped) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      form.locator(ANSWER).first().waitFor({ timeout: 5_000 }),
      actions.answeredSince(sentBefore),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, 5_000))),
    ])
      .catch(() => undefined)
      .finally(() => clearTimeout(timer));
  }
  await settled(page);
}

/** A wrong value per kind of input: a negative number, a malformed e-mail, text far too long, a short password, no date. */
async function fillWrong(form: Locator): Promise<void> {
  const inputs = form.locator(
    'input:visible:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([readonly]):not([disabled]):not([role=combobox]), textarea:visible',
  );
  // Every input's kind in one call; then each is filled as a person types.
  const kinds = await inputs.evaluateAll((elements) =>
    elements.map((element) => {
      const field = element as unknown as {
        type: string;
        name: string;
        id: string;
        inputMode: string;
        labels?: ArrayLike<{ textContent: string | null }> | null;
      };
      return field.type === 'email' || /mail/i.test(field.name + field.id + (field.labels?.[0]?.textContent ?? ''))
        ? 'email'
        : field.type === 'number' || ['decimal', 'numeric'].includes(field.inputMode)
          ? 'number'
          : field.type === 'date'
            ? 'date'
            : field.type === 'password'
              ? 'password'
              : 'text';
    }),
  );
  for (const [index, kind] of kinds.entries()) {
    const value = { email: 'not-an-address', number: '-5', date: '', password: 'x', text: 'x'.repeat(300) }[kind];
    await inputs
      .nth(index)
      .fill(value)
      .catch(() => undefined);
  }
}

async function submit(form: Locator): Promise<boolean> {
  const button = form.locator('button[type="submit"]:visible:not([disabled])').first();
  if ((await button.count()) === 0) return false;
  await button.click();
  return true;
}

/** Sends each form `forms` finds empty, then with wrong values; the messages seen, checked. */
async function checkEach(page: Page, forms: Locator, where: string, language: 'en' | 'ar', found: string[], actions: Actions): Promise<number> {
  const count = await forms.count();
  for (let index = 0; index < count; index++) {
    const form = forms.nth(index);
    // A form answered by the one before it (a step that closes, a list that reloads) may be gone.
    if ((await form.count()) === 0) continue;
    // It can also go between the check and the read (a list that reloads): then it is skipped the same way.
    const label = await form.getAttribute('aria-label', { timeout: 5_000 }).catch(() => null);
    if ((await form.count()) === 0) continue;
    const name = `${where} «${label ?? `form ${index + 1}`}»`;
    let stopped = await stoppedByBrowser(form);
    let sentBefore = actions.sent;
    if (!(await submit(form))) continue;
    await answered(page, form, actions, sentBefore, stopped);
    found.push(...findings(await shownMessages(page), language, `${name} empty`));
    await fillWrong(form);
    stopped = await stoppedByBrowser(form);
    sentBefore = actions.sent;
    if (!(await submit(form))) continue;
    await answered(page, form, actions, sentBefore, stopped);
    found.push(...findings(await shownMessages(page), language, `${name} wrong values`));
  }
  return count;
}

/**
 * Every form on the page, and the create form behind each "New …" button (docs/console.md, "Create
 * forms": the page opens on its list and the form in a dialog).
 */
async function checkForms(page: Page, route: string, language: 'en' | 'ar', actions: Actions): Promise<{ forms: number; found: string[]; openers: number }> {
  const found: string[] = [];
  let forms = await checkEach(page, page.locator('main form:visible'), `${language} ${route}`, language, found, actions);
  // Only the create pattern's buttons: other buttons open dialogs without a form (the kitchen's timers).
  const openers = page.locator('main button[data-opens="create-form"]:visible');
  const openerCount = await openers.count();
  for (let index = 0; index < openerCount; index++) {
    const opener = openers.nth(index);
    const label = (await opener.textContent())?.trim();
    await opener.click();
    const dialog = page.getByRole('dialog');
    // Generous: a dialog's form may wait for its choices (departments, positions) on a loaded machine.
    await dialog
      .locator('form')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch((error: Error) => {
        throw new Error(`${language} ${route}: "${label}" opened no form in a dialog (${error.message})`);
      });
    forms += await checkEach(page, dialog.locator('form:visible'), `${language} ${route} (dialog)`, language, found, actions);
    // A first Escape may only close a select's open list; a second closes the dialog.
    for (let attempt = 0; attempt < 2 && (await dialog.isVisible()); attempt++) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    }
    if (await dialog.isVisible()) throw new Error(`${language} ${route}: the "${label}" dialog did not close on Escape`);
  }
  return { forms, found, openers: openerCount };
}

describe('console forms show people sentences, never technical messages', () => {
  const suite = consoleSuite();
  const routes = consoleRoutes().signedIn;

  it.each(['en', 'ar'] as const)(
    'every create form, sent empty and with wrong values (%s)',
    async (language) => {
      const { app, browser, owner } = suite;
      const { context, page } = await openPage(browser);
      const actions = new Actions(page);
      try {
        await signInThroughForm(page, app, owner);
        if (language === 'ar') await chooseLanguage(page, 'ar');
        const found: string[] = [];
        let forms = 0;
        const withoutButton: string[] = [];
        for (const route of routes) {
          await openInConsole(page, route);
          const result = await checkForms(page, route, language, actions);
          forms += result.forms;
          found.push(...result.found);
          if (CREATE_PAGES.includes(route) && result.openers === 0) withoutButton.push(route);
        }
        expect(found).toEqual([]);
        expect(withoutButton).toEqual([]);
        // Every listed page was walked (a route renamed in App.tsx would drop out of the check unseen).
        expect(CREATE_PAGES.filter((route) => !routes.includes(route))).toEqual([]);
        // The walk reached the forms (a broken selector would pass with nothing checked).
        expect(forms).toBeGreaterThan(20);
      } finally {
        await context.close();
      }
    },
    900_000,
  );
});
