import { openPage } from '../support/browser';
import { consoleSuite, screenshot, signInThroughForm, openCreateForm } from '../support/console-ui';

describe('console HR pages in the browser', () => {
  const suite = consoleSuite();

  it('creates an employee, requests an advance and approves it, with amounts in IQD; a refused status move is explained in words', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Employees' }).click();
      // The list comes first; the create form opens in a dialog (docs/console.md, "Create forms").
      await page.getByRole('button', { name: 'New employee' }).click();
      const form = page.getByRole('dialog').getByRole('form', { name: 'New employee' });
      await form.getByRole('textbox', { name: 'Full name' }).fill('Zainab Kareem');
      await form.getByLabel(/^Hire date/).fill('2026-01-15');
      await form.getByRole('textbox', { name: 'Base salary (IQD)' }).fill('1000000');
      await form.getByRole('textbox', { name: 'National ID' }).fill('199012345678');
      await form.getByLabel(/^Date of birth/).fill('1990-04-02');
      await form.getByRole('combobox', { name: 'Contract' }).click();
      await page.getByRole('option', { name: 'Full time' }).click();
      await form.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Employee created.').waitFor();
      const row = page.getByRole('row', { name: /Zainab Kareem/ });
      await row.waitFor();
      expect(await row.textContent()).toContain('1,000,000');
      const saved = await app.graphql(
        `{ employees(list: { search: "Zainab" }) { items { nationalId dateOfBirth contractType } } }`,
        {},
        { token: owner.tenant.owner.token },
      );
      expect(saved.body.data.employees.items).toEqual([{ nationalId: '199012345678', dateOfBirth: '1990-04-02T00:00:00.000Z', contractType: 'FullTime' }]);

      await page.getByRole('link', { name: 'Advances' }).click();
      const request = await openCreateForm(page, 'Request an advance');
      await request.getByRole('combobox', { name: 'Employee' }).click();
      await page.getByRole('option', { name: 'Zainab Kareem' }).click();
      await request.getByRole('textbox', { name: 'Amount (IQD)' }).fill('250000');
      await request.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Advance requested.').waitFor();
      await page.getByRole('button', { name: 'Approve: Zainab Kareem' }).click();
      const advance = page.getByRole('row', { name: /Zainab Kareem/ });
      await advance.getByText('Approved').waitFor();
      expect(await advance.textContent()).toMatch(/IQD\s?250,000/);
      await screenshot(page, 'console-advance-approved');

      await page.getByRole('link', { name: 'Employees' }).click();
      await page.getByRole('button', { name: 'Change status: Zainab Kareem' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Retired' }).click();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Reached retirement age');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The filter lives in the address; React Router applies it in a transition, so wait for the URL.
      await page.getByRole('checkbox', { name: 'Show retired' }).click();
      await page.waitForURL((url) => url.searchParams.get('retired') === '1');
      await page.getByRole('checkbox', { name: 'Show retired', checked: true }).waitFor();
      await page.getByRole('button', { name: 'Change status: Zainab Kareem' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Active' }).click();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Back again');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(/This cannot be done now: .*Retired/).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('requests a loan, approves it and repays an installment from its schedule; leave types and leave on behalf, with a refused delete in words and a rejection that needs a note; in Arabic the loans page is right-to-left', async () => {
    const { app, browser, owner } = suite;
    const token = owner.tenant.owner.token;
    const created = await app.graphql(
      'mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { id } }',
      { input: { fullName: 'Omar Saeed', hireDate: '2025-01-01', baseSalary: 900000 } },
      { token },
    );
    expect(created.body.errors).toBeUndefined();
    const start = new Date(app.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(app.clock.now().getTime() + 32 * 86_400_000).toISOString().slice(0, 10);

    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Loans' }).click();
      const request = await openCreateForm(page, 'Request a loan');
      await request.getByRole('combobox', { name: 'Employee' }).click();
      await page.getByRole('option', { name: 'Omar Saeed' }).click();
      await request.getByRole('textbox', { name: 'Principal (IQD)' }).fill('1000000');
      await request.getByRole('textbox', { name: 'Monthly installment (IQD)' }).fill('300000');
      await request
        .getByTestId('loan-plan')
        .filter({ hasText: /4 monthly installments: IQD\s?300,000 each, the last IQD\s?100,000/ })
        .waitFor();
      await request.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Loan requested.').waitFor();
      await page.getByRole('button', { name: 'Approve: Omar Saeed' }).click();
      await page
        .getByRole('row', { name: /Omar Saeed/ })
        .getByText('Approved')
        .waitFor();

      await page.getByRole('button', { name: 'Schedule: Omar Saeed' }).click();
      await page.waitForURL((url) => url.searchParams.has('loan'));
      const dialog = page.getByRole('dialog');
      const schedule = dialog.getByRole('table', { name: 'Schedule' });
      await schedule.getByRole('row').nth(4).waitFor();
      expect(await schedule.getByRole('row').count()).toBe(5);
      expect(await schedule.getByRole('row').nth(4).textContent()).toMatch(/IQD\s?100,000/);
      await dialog.getByRole('button', { name: 'Record next installment repaid' }).click();
      await dialog.getByText('Installment recorded as repaid.').waitFor();
      await dialog
        .getByTestId('loan-remaining')
        .filter({ hasText: /IQD\s?700,000/ })
        .waitFor();
      await screenshot(page, 'console-loan-schedule');
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => !url.searchParams.has('loan'));

      await page.getByRole('link', { name: 'Leave types' }).click();
      await page.getByRole('button', { name: 'Add the standard types' }).click();
      await page.getByRole('cell', { name: 'Sick', exact: true }).waitFor();

      await page.getByRole('link', { name: 'Leave', exact: true }).click();
      const leave = await openCreateForm(page, 'Request leave');
      await leave.getByRole('combobox', { name: 'Employee' }).click();
      await page.getByRole('option', { name: 'Omar Saeed' }).click();
      await leave.getByRole('combobox', { name: 'Leave type' }).click();
      await page.getByRole('option', { name: 'Sick' }).click();
      await leave.getByLabel(/^First day/).fill(start);
      await leave.getByLabel(/^Last day/).fill(end);
      await leave.getByRole('button', { name: 'Create' }).click();
      await page.getByText('Leave requested.').waitFor();
      await page
        .getByRole('row', { name: /Omar Saeed/ })
        .getByText('Pending')
        .waitFor();

      await page.getByRole('link', { name: 'Leave types' }).click();
      await page.getByRole('button', { name: 'Delete: Sick' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.getByText(/This cannot be done now: .*pending/i).waitFor();
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'hidden' });

      await page.getByRole('link', { name: 'Leave', exact: true }).click();
      await page.getByRole('button', { name: 'Reject: Omar Saeed' }).click();
      const reject = page.getByRole('dialog');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.getByRole('textbox', { name: 'Note' }).and(page.locator('[aria-invalid="true"]')).waitFor();
      await reject.getByRole('textbox', { name: 'Note' }).fill('Cover is short that week');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.waitFor({ state: 'hidden' });
      await page
        .getByRole('row', { name: /Omar Saeed/ })
        .getByText('Rejected')
        .waitFor();

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('link', { name: 'القروض' }).click();
      await page.getByRole('heading', { name: 'القروض' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page
        .getByRole('row', { name: /Omar Saeed/ })
        .getByText('مقبول')
        .waitFor();
      await screenshot(page, 'console-loans-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
