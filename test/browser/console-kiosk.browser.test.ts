import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInInArabic, signInThroughForm } from '../support/console-ui';
import { openInConsole } from '../support/console-pages';
import { seriousViolations } from '../support/screen-text';
import { rosterEmployee } from '../modules/labour/labour-helpers';

/*
 * The time-clock kiosk (issue 52, docs/labour.md "The kiosk page"): a manager registers a tablet and
 * sets an employee's PIN; the tablet, in Arabic at phone width, clocks the employee in with the PIN
 * typed in Arabic-Indic digits, starts and ends a break, and clocks out while offline: the punch waits
 * on the tablet and is sent once when the network is back. A manager imports a fingerprint terminal's
 * file in Arabic at phone width (docs/labour.md "Terminal imports").
 */

/** A 1×1 PNG: the kiosk's camera still where the test's Chromium has no camera. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** An image's width in pixels once it has loaded (0 when it could not be decoded). */
interface PageImage {
  complete: boolean;
  naturalWidth: number;
  addEventListener(event: string, listener: () => void, options: { once: boolean }): void;
}
const loadedWidth = (element: unknown) =>
  new Promise<number>((resolve) => {
    const img = element as PageImage;
    if (img.complete) resolve(img.naturalWidth);
    else for (const event of ['load', 'error']) img.addEventListener(event, () => resolve(img.naturalWidth), { once: true });
  });

/** Chromium reports each request refused while offline on the console; those are the test's doing. */
const offlineNoise = (message: string) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(message);
/** The wrong PIN's 422 answer is reported on the console as a failed resource. */
const refusalNoise = (message: string) => !/status of 422/.test(message);

describe('the time-clock kiosk', () => {
  const suite = consoleSuite();
  let employeeId: string;

  beforeAll(async () => {
    const { app, owner } = suite;
    employeeId = await rosterEmployee(app, owner.tenant.owner.token, { branchIds: [owner.tenant.branchId], fullName: 'Ali Hassan' });
  }, 120_000);

  it('is set up by a manager and clocks an employee in, on a break and out, the last one queued offline and sent once (Arabic, 390 px)', async () => {
    const { app, browser, owner } = suite;
    let credential: string | undefined;
    const manager = await openPage(browser, { width: 1024, height: 800 });
    try {
      await signInThroughForm(manager.page, app, owner);
      await openInConsole(manager.page, '/labour/time-clock');
      await manager.page.getByRole('heading', { level: 1, name: 'Time clock' }).waitFor();
      await manager.page.getByRole('textbox', { name: 'Tablet name' }).fill('Front door tablet');
      await manager.page.getByRole('button', { name: 'Register a tablet' }).click();
      const secret = manager.page.getByTestId('secret');
      await secret.waitFor();
      credential = (await secret.innerText()).trim();
      expect(credential).toMatch(/^clk_/);
      await manager.page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
      await manager.page.getByRole('table', { name: 'Kiosk devices' }).getByText('Front door tablet').waitFor();

      await manager.page.getByRole('button', { name: 'Set PIN Ali Hassan' }).click();
      await manager.page.getByLabel('New PIN (4 to 8 digits)').fill('2468');
      await manager.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await manager.page.getByText('PIN saved for Ali Hassan.').waitFor();
      await manager.page.getByRole('button', { name: 'Reset PIN Ali Hassan' }).waitFor();
      // The hourly rate labour cost uses for the employee (shown as "Monthly pay" until set).
      const pins = manager.page.getByRole('table', { name: 'Employee PINs' });
      await pins
        .getByRole('row', { name: /Ali Hassan/ })
        .getByText('Monthly pay')
        .waitFor();
      await manager.page.getByRole('button', { name: 'Set hourly rate Ali Hassan' }).click();
      await manager.page.getByLabel('IQD per hour (empty: cost from the monthly salary and allowances)').fill('7500');
      await manager.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await manager.page.getByText('Hourly rate saved for Ali Hassan.').waitFor();
      await pins
        .getByRole('row', { name: /Ali Hassan/ })
        .getByText(/7,500/)
        .waitFor();
      // The employee's own weekly rest day (the organisation's until set).
      await pins
        .getByRole('row', { name: /Ali Hassan/ })
        .getByText('The organisation’s')
        .waitFor();
      await manager.page.getByRole('button', { name: 'Set rest day Ali Hassan' }).click();
      await manager.page.getByRole('dialog').getByRole('combobox', { name: 'Rest day' }).click();
      await manager.page.getByRole('option', { name: 'Thursday' }).click();
      await manager.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await manager.page.getByText('Rest day saved for Ali Hassan.').waitFor();
      await pins
        .getByRole('row', { name: /Ali Hassan/ })
        .getByText('Thursday')
        .waitFor();
      await screenshot(manager.page, 'console-time-clock-en-1024');
      expect(await seriousViolations(manager.page, 'en time clock')).toEqual([]);
      expect(manager.pageErrors).toEqual([]);
    } finally {
      await manager.context.close();
    }

    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await page.goto(`${app.baseUrl}/console/kiosk`);
      await page.evaluate("localStorage.setItem('console.language', 'ar')");
      await page.reload();
      await page.getByRole('textbox', { name: 'رمز الجهاز' }).fill(credential ?? '');
      await page.getByRole('button', { name: 'حفظ' }).click();
      await page.getByText('Front door tablet').waitFor();

      // The service's clock is a manual one: it is moved to the present before each punch, so the
      // punches follow one another as they would on a real tablet.
      const punch = async (action: string, done: RegExp) => {
        app.clock.set(new Date());
        await page.getByRole('button', { name: /Ali Hassan/ }).click();
        await page.getByLabel('الرمز السري', { exact: true }).fill('٢٤٦٨');
        await page.getByRole('button', { name: 'موافق' }).click();
        await page.getByRole('button', { name: action }).click();
        await page.getByText(done).waitFor();
      };
      // A wrong PIN is refused under the PIN field, and nothing is stored or queued.
      await page.getByRole('button', { name: /Ali Hassan/ }).click();
      await page.getByLabel('الرمز السري', { exact: true }).fill('١١١١');
      await page.getByRole('button', { name: 'موافق' }).click();
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await page.getByText('ليس الرقم السري لهذا الموظف').waitFor();
      await page.getByRole('button', { name: 'رجوع' }).click();
      await punch('تسجيل الدخول', /سجّل Ali Hassan الدخول الساعة [٠-٩]/);
      await page.getByText('سُجّل.').waitFor();
      await screenshot(page, 'kiosk-clock-in-ar-390');
      await page.getByRole('button', { name: 'تم' }).click();
      await page.getByText('في الدوام').waitFor();
      await punch('بدء الاستراحة', /بدأ Ali Hassan الاستراحة/);
      await page.getByRole('button', { name: 'تم' }).click();
      await punch('إنهاء الاستراحة', /أنهى Ali Hassan الاستراحة/);
      await page.getByRole('button', { name: 'تم' }).click();

      await context.setOffline(true);
      await page.getByRole('button', { name: /Ali Hassan/ }).click();
      await page.getByLabel('الرمز السري', { exact: true }).fill('٢٤٦٨');
      await screenshot(page, 'kiosk-pin-ar-390');
      await page.getByRole('button', { name: 'موافق' }).click();
      app.clock.set(new Date());
      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await page.getByText('حُفظ على هذا الجهاز: يُرسل عند عودة الاتصال.').waitFor();
      await page.getByText('تسجيلات بانتظار الإرسال: ١').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, 'kiosk-queued-ar-390');
      const violations = await seriousViolations(page, 'ar kiosk 390');
      await page.getByRole('button', { name: 'تم' }).click();
      await page.getByText('خارج الدوام').waitFor();

      app.clock.set(new Date());
      await context.setOffline(false);
      await page.getByText('تسجيلات بانتظار الإرسال').waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByText('خارج الدوام').waitFor();
      await page.getByText('في استراحة').or(page.getByText('في الدوام')).waitFor({ state: 'detached' });
      await screenshot(page, 'kiosk-list-ar-390');

      const answer = await app.graphql(
        'query ($filter: PunchFilter) { punches(filter: $filter, list: { perPage: 100 }) { items { kind source } } }',
        { filter: { employeeId } },
        { token: owner.tenant.owner.token },
      );
      const kinds = (answer.body.data.punches.items as Array<{ kind: string }>).map((p) => p.kind).sort();
      expect(kinds).toEqual(['BreakEnd', 'BreakStart', 'ClockIn', 'ClockOut']);
      expect(violations).toEqual([]);
      expect(pageErrors.filter(offlineNoise).filter(refusalNoise)).toEqual([]);
    } finally {
      await context.close();
    }

    // A punch whose tablet had a camera: its photo shows beside it on the time-clock page.
    app.clock.set(new Date());
    const withPhoto = await app.request('POST', '/api/v1/console/labour/kiosk/punches', {
      headers: { 'X-Clock-Device': credential ?? '' },
      body: { employeeId, pin: '2468', kind: 'ClockIn', deviceKey: 'photo-punch-1', photo: `data:image/png;base64,${PNG}` },
    });
    expect(withPhoto.status).toBe(200);

    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInThroughForm(phone.page, app, owner);
      await phone.page.evaluate("localStorage.setItem('console.language', 'ar')");
      await phone.page.reload();
      await openInConsole(phone.page, '/labour/time-clock');
      await phone.page.getByRole('heading', { level: 1, name: 'ساعة الدوام' }).waitFor();
      await phone.page.getByRole('button', { name: 'تغيير الرمز Ali Hassan' }).waitFor();
      await phone.page.getByText('Front door tablet').waitFor();
      const punchTable = phone.page.getByRole('table', { name: 'التسجيلات' });
      await punchTable.getByRole('cell', { name: 'تسجيل الخروج' }).waitFor();
      expect(await punchTable.locator('tbody tr').count()).toBe(5);
      // The photo, fetched with the member's token, as a thumbnail that opens the image.
      const thumbnail = punchTable.getByRole('img', { name: /^صورة: Ali Hassan تسجيل الدخول/ });
      await thumbnail.waitFor();
      expect(await thumbnail.evaluate(loadedWidth)).toBe(1);
      await punchTable.getByRole('button', { name: /^فتح الصورة: Ali Hassan/ }).click();
      const viewer = phone.page.getByRole('dialog', { name: /^صورة: Ali Hassan/ });
      const image = viewer.getByRole('img', { name: /^صورة: Ali Hassan/ });
      await image.waitFor();
      expect(await image.evaluate(loadedWidth)).toBe(1);
      expect(await viewer.getByRole('link', { name: 'تنزيل الصورة' }).getAttribute('download')).toMatch(/^punch-.+\.png$/);
      await screenshot(phone.page, 'console-punch-photo-ar-390');
      await viewer.getByRole('button', { name: 'إغلاق' }).click();
      await viewer.waitFor({ state: 'detached' });
      expect(await phone.page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'console-time-clock-ar-390');
      expect(await seriousViolations(phone.page, 'ar time clock 390')).toEqual([]);
      expect(phone.pageErrors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  }, 240_000);

  it('imports a fingerprint terminal file: punches stored, a double scan skipped, unknown codes listed with their lines (Arabic, 390 px)', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const saraId = await rosterEmployee(app, token, { branchIds: [owner.tenant.branchId], fullName: 'Sara Kareem' });
    const code = await app.request('PUT', `/api/v1/console/labour/employees/${saraId}/attendance-code`, { token, body: { attendanceCode: '12' } });
    expect(code.status).toBe(200);
    const file = ['code,time,kind', '12,2026-03-09 08:00:00,in', '12,2026-03-09 08:00:30,in', '999,2026-03-09 09:00:00,in', '12,2026-03-09 16:00:00,out'].join(
      '\n',
    );

    const { context, page, pageErrors } = await openPage(browser, { width: 390, height: 844 });
    try {
      await signInInArabic(page, app, owner);
      await openInConsole(page, '/labour/terminal-import');
      await page.getByRole('heading', { level: 1, name: 'استيراد جهاز البصمة' }).waitFor();
      await page.locator('input[type="file"]').setInputFiles({ name: 'attendance.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await page.getByRole('button', { name: 'استيراد', exact: true }).click();
      const result = page.getByRole('status').filter({ hasText: 'اكتمل الاستيراد' });
      await result.getByText('قُرئ ٤ سطرًا: استُورد ٢ بصمة، وتُخطّي ١ مكرّرة، و١ سطرًا برموز غير معروفة.').waitFor();
      // Codes and line numbers in the screen's digits, like every figure of an Arabic screen.
      await result.getByText('رموز حضور غير معروفة: ٩٩٩').waitFor();
      await result.getByRole('list', { name: 'أسطر الرموز غير المعروفة' }).getByText('السطر ٤: الرمز ٩٩٩').waitFor();
      const link = result.getByRole('link', { name: 'عرض البصمات في سجلات الدوام' });
      expect(await link.getAttribute('href')).toBe(`/console/labour/timesheets?branch=${owner.tenant.branchId}&from=2026-03-09&to=2026-03-09`);
      await page.getByRole('table', { name: 'آخر عمليات الاستيراد' }).getByText('attendance.csv').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, 'console-terminal-import-ar-390');
      expect(await seriousViolations(page, 'ar terminal import 390')).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
    const punches = await app.request('GET', `/api/v1/console/labour/punches?EmployeeId=${saraId}&Sort=occurredAt&Dir=asc`, { token });
    expect(punches.body.data.items.map((p: { kind: string; source: string }) => [p.kind, p.source])).toEqual([
      ['ClockIn', 'Terminal'],
      ['ClockOut', 'Terminal'],
    ]);
  }, 180_000);
});
