import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';
import { ensureConsoleBuilt } from './console-build';
import { createTenant, type RoleName, type TestTenant } from './factories';
import { hashPassword } from '../../src/modules/identity/passwords/password-hasher';
import { User } from '../../src/modules/identity/users/user.entity';
import { businessDateAt } from '../../src/core/time/business-day';

export const CONSOLE_PASSWORD = 'correct horse battery';

/** Screenshots of browser tests land here (CI keeps the folder as an artefact). */
export const ARTIFACTS = process.env.BROWSER_ARTIFACTS ?? path.resolve(__dirname, '../../artifacts/browser');

/** The real service on a fresh database, serving a console built from the current sources. */
export async function startConsoleApp(options: TestAppOptions = {}): Promise<TestApp> {
  await ensureConsoleBuilt();
  return startTestApp(options);
}

/**
 * What most console browser suites start from, for one describe block: the service with a built
 * console, a browser and an Owner who can sign in. Started before the block's tests, closed after.
 */
export function consoleSuite(options: TestAppOptions = {}): { app: TestApp; browser: Browser; owner: ConsoleUser } {
  const suite = {} as { app: TestApp; browser: Browser; owner: ConsoleUser };
  beforeAll(async () => {
    suite.app = await startConsoleApp(options);
    suite.browser = await launchBrowser();
    suite.owner = await seedConsoleUser(suite.app, 'Owner');
  }, 240_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  return suite;
}

/** Gives a factory member a password, so they can sign in through the console's form. */
export async function givePassword(app: TestApp, userId: string): Promise<void> {
  await app.runtime.db.dataSource.manager.update(User, { id: userId }, { passwordHash: await hashPassword(CONSOLE_PASSWORD) });
}

export interface ConsoleUser {
  tenant: TestTenant;
  email: string;
  userId: string;
}

export async function seedConsoleUser(app: TestApp, role: RoleName = 'Owner', tenant?: TestTenant): Promise<ConsoleUser> {
  const owner = tenant ?? (await createTenant(app.runtime));
  const member = role === 'Owner' && !tenant ? owner.owner : await owner.member(role);
  await givePassword(app, member.userId);
  return { tenant: owner, email: member.email, userId: member.userId };
}

/** Signs in through the form, then switches the console to Arabic (remembered by the browser) and waits for the dashboard. */
export async function signInInArabic(page: Page, app: TestApp, user: ConsoleUser): Promise<void> {
  await signInThroughForm(page, app, user);
  await page.evaluate("localStorage.setItem('console.language', 'ar')");
  await page.reload();
  await page
    .getByRole('heading', { name: /لوحة المتابعة/ })
    .first()
    .waitFor();
}

/**
 * Signs in through the form. The form never asks for a branch: a member with several branches who
 * has none remembered on this browser picks one from the list shown after the password.
 */
export async function signInThroughForm(page: Page, app: TestApp, user: ConsoleUser, branchId = user.tenant.branchId): Promise<void> {
  await page.goto(`${app.baseUrl}/console/`);
  // A branch remembered from an earlier sign-in in this context would open instead of the one asked for.
  await page.evaluate(`localStorage.getItem('console.lastBranchId') === ${JSON.stringify(branchId)} || localStorage.removeItem('console.lastBranchId')`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(CONSOLE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dashboard = page.getByRole('heading', { name: /Dashboard|لوحة المتابعة/ });
  const choice = page.locator(`[data-branch-id="${branchId}"]`);
  await dashboard.or(choice).first().waitFor();
  if (await choice.isVisible()) {
    await choice.click();
    await dashboard.waitFor();
  }
  const opened = await page.evaluate<string | null>("localStorage.getItem('console.lastBranchId')");
  if (opened && opened !== branchId) throw new Error(`Signed in to branch ${opened}, expected ${branchId}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Requests whose origin is not the service's (there must be none). */
export function foreignRequests(urls: string[], baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  return urls.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
}

/**
 * The business date of the caller's branch on the app's clock, as the service computes it: the
 * branch zone and the organisation's day-start hour (before 04:00 local it is still yesterday, so
 * a test that took the calendar date would fail when run late at night in Baghdad).
 */
export async function businessCalendar(app: TestApp, token: string): Promise<{ today: string; dayOf(instant: Date): string }> {
  const me = await app.graphql('{ me { branch { timeZone } organization { businessDayStartHour } } }', {}, { token });
  const { branch, organization } = me.body.data.me;
  const dayOf = (instant: Date) => businessDateAt(instant, branch.timeZone, organization.businessDayStartHour);
  return { today: dayOf(app.clock.now()), dayOf };
}

/** A calendar date (YYYY-MM-DD) as the English console writes it (console/src/ui/format.ts: 26 Nov 2026). */
export function shownDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * Opens a create form the console's one way (docs/console.md, "Create forms"): the "New …" button
 * beside the page's title, then the form named `name` in the dialog it opens.
 */
export async function openCreateForm(page: Page, button: string, name = button): Promise<Locator> {
  await page.locator('main button[data-opens="create-form"]').filter({ hasText: button }).click();
  const form = page.getByRole('dialog').getByRole('form', { name });
  await form.waitFor();
  return form;
}
