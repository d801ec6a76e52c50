import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInThroughForm } from '../support/console-ui';
import { chooseLanguage, consoleRoutes, openInConsole, rememberLanguage, settled } from '../support/console-pages';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations on the page as it is now, one line each (rule, element, what is wrong). */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${where} ${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
      ),
    );
}

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
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

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
});
