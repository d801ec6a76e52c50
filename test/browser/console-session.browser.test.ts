import type { Page } from 'playwright-core';
import { openPage } from '../support/browser';
import { CONSOLE_PASSWORD, consoleSuite, signInThroughForm } from '../support/console-ui';

const REFRESH = 'mutation($input: RefreshTokenInput!) { refreshSession(input: $input) { refreshToken } }';

const storedRefreshToken = (page: Page) => page.evaluate<string | null>("localStorage.getItem('console.refreshToken')");

describe('console session handling in the browser', () => {
  const suite = consoleSuite();

  it('refreshes an expired access token with rotation and keeps working; a reused refresh token ends the session and shows sign-in', async () => {
    const { app, browser, owner } = suite;
    const { context, page } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      const first = await storedRefreshToken(page);
      expect(first).toMatch(/^rt_/);

      app.clock.advance(16 * 60 * 1000);
      await page.getByRole('link', { name: 'Departments' }).click();
      await page.getByRole('heading', { name: 'Departments' }).waitFor();
      await page.getByText('0 in total').waitFor();
      const second = await storedRefreshToken(page);
      expect(second).toMatch(/^rt_/);
      expect(second).not.toBe(first);
      await expect(page.getByTestId('form-error').count()).resolves.toBe(0);

      // A reload has no access token in memory: the stored refresh token gets a new one.
      await page.reload();
      await page.getByRole('heading', { name: 'Departments' }).waitFor();
      const third = await storedRefreshToken(page);
      expect(third).not.toBe(second);

      // Someone replays a spent refresh token: the service revokes the whole session.
      const replay = await app.graphql(REFRESH, { input: { refreshToken: first } });
      expect(replay.body.errors[0].extensions.code).toBe('REAUTH_REQUIRED');

      app.clock.advance(16 * 60 * 1000);
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByText('Your session has ended. Please sign in again.').waitFor();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await storedRefreshToken(page)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('switches branch (new tokens for it) and signs out (the refresh token stops working)', async () => {
    const { app, browser, owner } = suite;
    const secondBranch = await owner.tenant.addBranch('Mansour');
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByText(/Main branch — today/).waitFor();
      const before = await storedRefreshToken(page);
      await page.getByTestId('branch-switcher').click();
      await page.getByRole('option', { name: 'Mansour' }).click();
      await page.getByText(/Mansour — today/).waitFor();
      expect(await page.evaluate("localStorage.getItem('console.lastBranchId')")).toBe(secondBranch);
      const after = await storedRefreshToken(page);
      expect(after).not.toBe(before);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      // The form asks for no branch: signing in again opens the branch last worked in on this browser.
      await expect(page.getByRole('textbox', { name: 'Branch ID' }).count()).resolves.toBe(0);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(owner.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(CONSOLE_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText(/Mansour — today/).waitFor();
      const latest = await storedRefreshToken(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      const reuse = await app.graphql(REFRESH, { input: { refreshToken: latest } });
      expect(reuse.body.errors[0].extensions.code).toMatch(/UNAUTHORIZED|REAUTH_REQUIRED/);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
