import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TestApp } from './test-app';

/**
 * The console's routes as `console/src/App.tsx` declares them, so a page added there is visited by
 * the suites that walk every page (axe, form messages) without editing them. Routes with a parameter
 * (`:id`) need a record and are left to the caller.
 */
export function consoleRoutes(): { signedOut: string[]; signedIn: string[]; withParameter: string[] } {
  const source = fs.readFileSync(path.resolve(__dirname, '../../console/src/App.tsx'), 'utf8');
  const paths = [...source.matchAll(/\bpath="([^"]+)"/g)].map((match) => match[1]).filter((route) => route !== '*');
  const signedOut = paths.filter((route) => route.startsWith('/'));
  const inside = [...new Set(paths.filter((route) => !route.startsWith('/')))];
  return {
    signedOut: ['/', ...signedOut],
    signedIn: ['/', ...inside.filter((route) => !route.includes(':')).map((route) => `/${route}`)],
    withParameter: inside.filter((route) => route.includes(':')).map((route) => `/${route}`),
  };
}

/** The page's globals these helpers read (the service's tsconfig has no DOM types). */
interface InPage {
  document: {
    querySelector(selector: string): unknown;
    documentElement: { dir: string };
    getAnimations(): Array<{ playState: string; effect: { getTiming(): { iterations: number } } | null }>;
  };
}

/**
 * Moves the console's router to a path without reloading (the access token lives in memory only).
 * React Router renders the new route in a transition, so the page left keeps its heading for a
 * while: that heading is marked first, and the new route's heading is waited for. A route drawn by
 * the same component as the one left may keep the marked heading; after 3 s any heading will do.
 */
export async function openInConsole(page: Page, route: string): Promise<void> {
  const path = JSON.stringify(`/console${route}`);
  const moved = await page.evaluate<boolean>(`(() => {
    if (window.location.pathname + window.location.search === ${path}) return false;
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-route-left', '');
    window.history.pushState({}, '', ${path});
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  })()`);
  if (moved)
    await page
      .locator('h1:not([data-route-left])')
      .first()
      .waitFor({ timeout: 3_000 })
      .catch(() => undefined);
  await page.locator('main h1, h1').first().waitFor();
  await settled(page);
}

/** Waits until no list or form is loading (no `aria-busy`, no loader shown) and no transition runs. */
export async function settled(page: Page): Promise<void> {
  // A function, not a string: the console's CSP forbids the eval a string predicate needs.
  await page.waitForFunction(
    () => !(globalThis as unknown as InPage).document.querySelector('[aria-busy="true"], .mantine-Loader-root, [data-loading="true"]'),
  );
  await transitionsDone(page);
}

/**
 * Waits until no finite CSS transition or animation is running: axe reads colours as they are
 * drawn, so a dialog fading in or out shows contrasts that no person sees once it has settled.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as InPage).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** Switches the console's language through the header's control and waits for the direction. */
export async function chooseLanguage(page: Page, language: 'en' | 'ar'): Promise<void> {
  const group = page.getByRole('radiogroup').filter({ hasText: 'العربية' }).first();
  await group.getByText(language === 'ar' ? 'العربية' : 'English').click();
  await page.waitForFunction((dir) => (globalThis as unknown as InPage).document.documentElement.dir === dir, language === 'ar' ? 'rtl' : 'ltr');
}

/** Puts the language in this browser's storage before the console starts (signed-out pages have no switch). */
export async function rememberLanguage(page: Page, app: TestApp, language: 'en' | 'ar'): Promise<void> {
  await page.goto(`${app.baseUrl}/console/`);
  await page.evaluate(`localStorage.setItem('console.language', '${language}')`);
}
