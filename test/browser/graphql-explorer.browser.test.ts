import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { ensureExplorerBuilt } from '../support/explorer-build';
import { createTenant, type TestTenant } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';
import { EXPLORER_CSP, explorerLanding } from '../../src/web/explorer-page';
import { CONSOLE_PASSWORD, givePassword } from '../support/console-ui';

/*
 * The GraphQL explorer on a closed network: every request to another origin is aborted (as it
 * would fail without internet), the page loads from the service alone, and a query runs with a
 * pasted token and with the console session kept in this browser's localStorage.
 */
describe('GraphQL explorer (bundled GraphiQL) in Chromium with the network closed', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let browser: Browser;

  beforeAll(async () => {
    await ensureExplorerBuilt();
    app = await startTestApp();
    tenant = await createTenant(app.runtime, { name: 'Explorer Org' });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function closedNetworkPage() {
    const opened = await openPage(browser);
    const foreign: string[] = [];
    const origin = new URL(app.baseUrl).origin;
    await opened.context.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      foreign.push(url);
      return route.abort('internetdisconnected');
    });
    return { ...opened, foreign };
  }

  async function runQuery(page: import('playwright-core').Page, query: string) {
    // Monaco's model is reached through GraphiQL's editor; typing replaces the default query.
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(query);
    await page.locator('.graphiql-execute-button').click();
    const response = page.locator('.graphiql-response');
    return response;
  }

  it('serves the explorer page to browsers at /graphql with its own CSP, and JSON clients still get GraphQL', async () => {
    const page = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(EXPLORER_CSP);
    const html = await page.text();
    expect(html).toContain('/explorer/assets/');
    expect(html).not.toMatch(/https?:\/\//);
    const sandbox = await fetch(`${app.baseUrl}/graphql?sandbox`, { headers: { accept: 'text/html' } });
    expect(await sandbox.text()).toContain('apollo');
    const json = await app.graphql('{ __typename }');
    expect(json.body.data.__typename).toBe('Query');
  });

  it('is never served in production, nor with GRAPHQL_EXPLORER=sandbox (Apollo answers instead)', () => {
    const req = { method: 'GET', headers: { accept: 'text/html' }, query: {}, accepts: () => 'text/html' } as never;
    for (const options of [
      { isProduction: true, explorer: 'graphiql' as const },
      { isProduction: false, explorer: 'sandbox' as const },
    ]) {
      const next = jest.fn();
      const res = { setHeader: jest.fn(), type: jest.fn(), sendFile: jest.fn() };
      explorerLanding(options)(req, res as never, next);
      expect(next).toHaveBeenCalled();
      expect(res.sendFile).not.toHaveBeenCalled();
    }
  });

  it('loads with no request to another origin and runs a query with a pasted token', async () => {
    const { context, page, foreign, pageErrors } = await closedNetworkPage();
    try {
      await page.goto(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } } as never);
      await page.locator('#explorer-token').fill(tenant.owner.token);
      await page.getByRole('button', { name: 'Use' }).click();
      await page.getByTestId('explorer-credential').filter({ hasText: 'the pasted token' }).waitFor();
      const response = await runQuery(page, 'query Me { me { organization { name } } }');
      await response
        .filter({ hasText: 'Explorer Org' })
        .waitFor({ timeout: 30_000 })
        .catch(async (error) => {
          console.log(await response.textContent(), await page.locator('.graphiql-query-editor').textContent(), pageErrors);
          throw error;
        });
      expect(foreign).toEqual([]);
      expect(pageErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
      await expect(page.content()).resolves.not.toContain('cannot be loaded');
    } finally {
      await context.close();
    }
  });

  it('uses the console session kept in this browser, storing the rotated refresh token back for the console', async () => {
    const { context, page, foreign } = await closedNetworkPage();
    try {
      const refreshToken = await issueRefreshToken();
      await page.goto(`${app.baseUrl}/explorer/assets/does-not-exist`).catch(() => undefined);
      await page.evaluate((token) => (globalThis as any).localStorage.setItem('console.refreshToken', token), refreshToken);
      await page.goto(`${app.baseUrl}/graphql`);
      await page.getByTestId('explorer-credential').filter({ hasText: 'the console session' }).waitFor();
      const response = await runQuery(page, 'query Me { me { organization { name } } }');
      await response.filter({ hasText: 'Explorer Org' }).waitFor({ timeout: 30_000 });
      const stored = await page.evaluate(() => (globalThis as any).localStorage.getItem('console.refreshToken'));
      expect(stored).toBeTruthy();
      expect(stored).not.toBe(refreshToken);
      expect(foreign).toEqual([]);
    } finally {
      await context.close();
    }
  });

  /** A console session as the console's sign-in form opens one: the owner's password, then login. */
  async function issueRefreshToken(): Promise<string> {
    await givePassword(app, tenant.owner.userId);
    const login = await app.graphql('mutation ($input: LoginInput!) { login(input: $input) { refreshToken } }', {
      input: { email: tenant.owner.email, password: CONSOLE_PASSWORD, deviceId: 'explorer-test' },
    });
    return login.body.data.login.refreshToken as string;
  }
});
