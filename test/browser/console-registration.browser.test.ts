import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { startConsoleApp } from '../support/console-ui';
import { DevInbox } from '../modules/identity/support/mailbox';

describe('console registration and password reset in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let inbox: DevInbox;

  beforeAll(async () => {
    // Jobs run so the mail job writes the codes to the dev mailbox.
    app = await startConsoleApp({ jobs: true });
    inbox = new DevInbox(app);
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('registers an organisation with the mailed code in Arabic, and resets the password with another code', async () => {
    const { context, page, pageErrors } = await openPage(browser);
    const email = `owner-${Date.now()}@example.test`;
    try {
      await page.goto(`${app.baseUrl}/console/`);
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('link', { name: 'تسجيل مؤسسة جديدة' }).click();
      await page.getByRole('textbox', { name: 'اسم المؤسسة' }).fill('مطعم بغداد');
      await page.getByRole('textbox', { name: 'الفرع الأول' }).fill('الكرادة');
      await page.getByRole('textbox', { name: 'اسمك' }).fill('علي حسن');
      await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
      await page.getByRole('button', { name: 'إرسال الرمز' }).click();
      // The Arabic console writes its own digits in Arabic-Indic (the e-mail address keeps its own).
      await page.getByText(`أرسلنا رمزًا من ٦ أرقام إلى ${email}.`).waitFor();

      await page.getByRole('textbox', { name: 'الرمز من البريد' }).fill('000000');
      await page.getByRole('textbox', { name: 'اختر كلمة مرور (١٠ أحرف على الأقل)' }).fill('short');
      await page.getByRole('button', { name: 'إنهاء والدخول' }).click();
      await page.getByTestId('form-error').waitFor();

      const code = await inbox.nextCode(email, 'registration-code');
      await page.getByRole('textbox', { name: 'الرمز من البريد' }).fill(code);
      await page.getByRole('textbox', { name: 'اختر كلمة مرور (١٠ أحرف على الأقل)' }).fill('correct horse battery');
      await page.getByRole('button', { name: 'إنهاء والدخول' }).click();
      await page.getByRole('heading', { name: 'لوحة المتابعة' }).waitFor();
      await expect(page.getByTestId('branch-switcher').inputValue()).resolves.toBe('الكرادة');

      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
      await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
      await page.getByRole('button', { name: 'إرسال الرمز' }).click();
      const resetCode = await inbox.nextCode(email, 'password-reset-code');
      await page.getByRole('textbox', { name: 'الرمز من البريد' }).fill(resetCode);
      await page.getByRole('textbox', { name: 'كلمة المرور الجديدة' }).fill('another long passphrase');
      await page.getByRole('button', { name: 'تعيين كلمة المرور' }).click();
      await page.getByText('تم تغيير كلمة المرور. ادخل بها.').waitFor();
      await page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }).click();
      await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
      await page.getByRole('textbox', { name: 'كلمة المرور' }).fill('another long passphrase');
      await page.getByRole('button', { name: 'دخول' }).click();
      await page.getByRole('heading', { name: 'لوحة المتابعة' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
