import { openPage } from '../support/browser';
import { CONSOLE_PASSWORD, consoleSuite } from '../support/console-ui';
import { DevInbox } from '../modules/identity/support/mailbox';

/** The way into the console for people other than the registering owner: an invitation link, then a branch by name. */
describe('console invitations and sign-in without a branch ID', () => {
  const suite = consoleSuite({ jobs: true });

  it('lets an invited manager join from the e-mail link in Arabic, with address and code filled in, and lands signed in', async () => {
    const { app, browser, owner } = suite;
    const inbox = new DevInbox(app);
    const email = `manager-${Date.now()}@example.test`;
    const invited = await app.request('POST', '/api/v1/console/members/invitations', {
      token: owner.tenant.owner.token,
      body: { email, fullName: 'مدير الفرع', role: 'Manager', branchIds: [owner.tenant.branchId] },
    });
    expect(invited.status).toBe(200);
    const mail = await inbox.next(email, 'activation-code');
    const link = new URL(/^(http\S+\/console\/accept-invitation\S*)$/m.exec(mail.text)![1]);
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await page.goto(`${app.baseUrl}/console/`);
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.goto(`${app.baseUrl}${link.pathname}${link.search}${link.hash}`);
      await page.getByRole('heading', { name: 'قبول الدعوة' }).waitFor();
      await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' }).inputValue()).resolves.toBe(email);
      await expect(page.getByRole('textbox', { name: 'الرمز من البريد' }).inputValue()).resolves.toMatch(/^\d{6}$/);
      await page.locator('input[type=password]').fill('short');
      await page.getByRole('button', { name: 'الانضمام والدخول' }).click();
      await page.getByTestId('form-error').waitFor();
      await page.locator('input[type=password]').fill(CONSOLE_PASSWORD);
      await page.getByRole('button', { name: 'الانضمام والدخول' }).click();
      await page.getByRole('heading', { name: 'لوحة المتابعة' }).waitFor();
      // The spent code leaves the address bar.
      expect(page.url()).not.toContain('code=');
      const member = await app.request('GET', `/api/v1/console/members?Search=${encodeURIComponent(email)}`, { token: owner.tenant.owner.token });
      expect(member.body.data.items[0]).toMatchObject({ status: 'Active', role: 'Manager' });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends an invitee who asks for a password reset a fresh invitation code, which they accept from the sign-in page', async () => {
    const { app, browser, owner } = suite;
    const inbox = new DevInbox(app);
    const email = `staff-${Date.now()}@example.test`;
    await app.request('POST', '/api/v1/console/members/invitations', {
      token: owner.tenant.owner.token,
      body: { email, fullName: 'Sara', role: 'Staff', branchIds: [owner.tenant.branchId] },
    });
    await inbox.next(email, 'activation-code');
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await page.goto(`${app.baseUrl}/console/`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('button', { name: 'Send code' }).click();
      const code = await inbox.nextCode(email, 'activation-code');
      await page.getByRole('link', { name: 'Back to sign-in' }).click();
      await page.getByRole('link', { name: /Accept the invitation/ }).click();
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Code from the e-mail' }).fill(code);
      await page.locator('input[type=password]').fill(CONSOLE_PASSWORD);
      await page.getByRole('button', { name: 'Join and sign in' }).click();
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks a member with several branches to pick one by name after the password, and never for an ID', async () => {
    const { app, browser, owner } = suite;
    await owner.tenant.addBranch('Karrada');
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await page.goto(`${app.baseUrl}/console/`);
      await expect(page.getByRole('textbox', { name: 'Branch ID' }).count()).resolves.toBe(0);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(owner.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(CONSOLE_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Choose your branch' }).waitFor();
      const names = await page.getByTestId('branch-choice').allInnerTexts();
      expect(names.some((text) => text.includes('Karrada'))).toBe(true);
      expect(names.join(' ')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
      await page.getByTestId('branch-choice').filter({ hasText: 'Karrada' }).click();
      await page.getByText(/Karrada — today/).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
