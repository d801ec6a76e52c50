import { openPage } from '../support/browser';
import { consoleSuite, foreignRequests, screenshot, seedConsoleUser, signInThroughForm } from '../support/console-ui';

describe('console in the browser', () => {
  const suite = consoleSuite();

  it('signs in with e-mail, password and branch, under a strict CSP, with no request leaving the origin', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors, requestedUrls } = await openPage(browser);
    try {
      const response = await page.goto(`${app.baseUrl}/console/`);
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(response!.headers()['cache-control']).toBe('no-store');
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Departments' }).waitFor();
      await screenshot(page, 'console-dashboard-en');
      expect(foreignRequests(requestedUrls, app.baseUrl)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches to Arabic: right-to-left, Arabic labels and branch name, remembered after a reload', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'لوحة المتابعة' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(await page.locator('html').getAttribute('lang')).toBe('ar');
      expect(await page.locator('body').evaluate((body) => body.ownerDocument.defaultView!.getComputedStyle(body).direction)).toBe('rtl');
      await expect(page.getByRole('link', { name: 'الأقسام' }).isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('branch-switcher').inputValue()).resolves.toBe('الفرع الرئيسي');
      await screenshot(page, 'console-dashboard-ar');
      await page.reload();
      await page.getByRole('heading', { name: 'لوحة المتابعة' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates a department, and shows the field message next to the name when it is refused', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Departments' }).click();
      // The list comes first; the create form opens in a dialog (docs/console.md, "Create forms").
      await page.getByRole('button', { name: 'New department' }).click();
      let form = page.getByRole('dialog').getByRole('form', { name: 'New department' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Kitchen');
      await form.getByRole('textbox', { name: 'Arabic name' }).fill('المطبخ');
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Department created.').waitFor();
      await page.getByRole('cell', { name: 'Kitchen', exact: true }).waitFor();

      await page.getByRole('button', { name: 'New department' }).click();
      form = page.getByRole('dialog').getByRole('form', { name: 'New department' });
      await form.getByRole('button', { name: 'Create' }).click();
      const name = form.getByRole('textbox', { name: 'Name', exact: true });
      await form.getByText('Fill this in.').waitFor();
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ').find((id) => id.includes('error'))}"]`).textContent()).toBe('Fill this in.');
      await screenshot(page, 'console-department-422');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('cell', { name: 'المطبخ', exact: true }).waitFor();
      expect(pageErrors.filter((error) => !/status of 4\d\d/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('creates an API key and shows its secret once', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'API keys' }).click();
      await page.getByRole('button', { name: 'New API key' }).click();
      const dialog = page.getByRole('dialog', { name: 'New API key' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Till integration');
      await dialog.getByLabel(/^Scopes/).click();
      await page.getByRole('option', { name: 'hr:read', exact: true }).click();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: 'Create' }).click();
      const secret = page.getByTestId('secret');
      await secret.waitFor();
      const key = (await secret.textContent())!.trim();
      expect(key).toMatch(/^bo_live_/);
      await screenshot(page, 'console-api-key-secret');
      const check = await app.request('GET', '/api/v1/console/hr/departments', { apiKey: key });
      expect(check.status).toBe(200);
      // The last: the modal's header close button is named Close too.
      await page.getByRole('dialog', { name: 'Copy the secret now' }).getByRole('button', { name: 'Close' }).last().click();
      await page.getByRole('cell', { name: 'Till integration', exact: true }).waitFor();
      expect(await page.content()).not.toContain(key);
      await page.reload();
      await page.getByRole('cell', { name: 'Till integration', exact: true }).waitFor();
      expect(await page.content()).not.toContain(key);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('does not show HR to a role without HR permission, even at its address', async () => {
    const { app, browser, owner } = suite;
    const staff = await seedConsoleUser(app, 'Staff', owner.tenant);
    const { context, page } = await openPage(browser);
    try {
      await signInThroughForm(page, app, staff);
      await page.getByRole('link', { name: 'Dashboard' }).waitFor();
      await expect(page.getByRole('link', { name: 'Departments' }).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'API keys' }).count()).resolves.toBe(0);
      await page.goto(`${app.baseUrl}/console/hr/departments`);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/console\/?$/);
    } finally {
      await context.close();
    }
  });

  it('is usable at 768 px: the navigation folds behind a menu button and nothing overflows', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser, { width: 768, height: 1024 });
    try {
      await signInThroughForm(page, app, owner);
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.waitFor();
      const nav = page.getByRole('navigation', { includeHidden: true });
      expect(await nav.evaluate((element) => element.hasAttribute('inert') && element.getBoundingClientRect().right <= 0)).toBe(true);
      await menu.click();
      await page.getByRole('link', { name: 'Departments' }).click();
      await page.getByRole('heading', { name: 'Departments' }).waitFor();
      expect(await page.evaluate('document.documentElement.scrollWidth <= document.documentElement.clientWidth')).toBe(true);
      await screenshot(page, 'console-departments-768');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
