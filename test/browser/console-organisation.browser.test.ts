import { openPage } from '../support/browser';
import { consoleSuite, screenshot, seedConsoleUser, signInThroughForm, openCreateForm } from '../support/console-ui';

describe('console catalogue and organisation pages in the browser', () => {
  const suite = consoleSuite();

  it('creates an inventory item (cost in IQD, Arabic name in Arabic), a branch and an invitation, and shows a record’s audit trail', async () => {
    const { app, browser, owner } = suite;
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Inventory items' }).click();
      // The list comes first; the create form opens in a dialog (docs/console.md, "Create forms").
      await page.getByRole('button', { name: 'New inventory item' }).click();
      const item = page.getByRole('dialog').getByRole('form', { name: 'New inventory item' });
      await item.getByRole('textbox', { name: 'Name', exact: true }).fill('Basmati rice');
      await item.getByRole('textbox', { name: 'Arabic name' }).fill('رز بسمتي');
      await item.getByRole('textbox', { name: 'Standard cost (IQD)' }).fill('2500');
      await item.getByRole('button', { name: 'Create' }).click();
      const row = page.getByRole('row', { name: /Basmati rice/ });
      await row.waitFor();
      expect(await row.textContent()).toMatch(/IQD\s?2,500/);

      await page.getByRole('link', { name: 'Branches', exact: true }).click();
      await page.getByRole('button', { name: 'New branch' }).click();
      const branch = page.getByRole('dialog').getByRole('form', { name: 'New branch' });
      await branch.getByRole('textbox', { name: 'Name', exact: true }).fill('Mansour');
      await branch.getByRole('textbox', { name: 'Code' }).fill('MANS');
      await branch.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('cell', { name: 'MANS', exact: true }).waitFor();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      // The header's branch switcher offers the new branch at once, without a reload.
      await page.getByTestId('branch-switcher').click();
      await page.getByRole('option', { name: 'Mansour' }).waitFor();
      await page.keyboard.press('Escape');

      await page.getByRole('link', { name: 'Members' }).click();
      const invite = await openCreateForm(page, 'Invite a member');
      await invite.getByRole('textbox', { name: 'E-mail' }).fill('cook@example.test');
      await invite.getByRole('textbox', { name: 'Full name' }).fill('Hassan Ali');
      await invite.getByRole('button', { name: 'Invite a member' }).click();
      await page.getByText('Invitation mailed.').waitFor();
      await page
        .getByRole('row', { name: /Hassan Ali/ })
        .getByText('Invited')
        .waitFor();

      await page.getByRole('link', { name: 'Departments' }).click();
      await page.getByRole('button', { name: 'New department' }).click();
      const department = page.getByRole('dialog').getByRole('form', { name: 'New department' });
      await department.getByRole('textbox', { name: 'Name', exact: true }).fill('Grill');
      await department.getByRole('button', { name: 'Create' }).click();
      await page.getByRole('link', { name: 'Audit trail: Grill' }).click();
      await page.getByRole('cell', { name: 'created', exact: true }).waitFor();
      // Who acted, in words (the ActorKind enum), with the user's id under it.
      await page.getByRole('cell', { name: new RegExp(`^Staff user\\s*${owner.userId}$`) }).waitFor();
      expect(new URL(page.url()).searchParams.get('type')).toBe('department');

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('link', { name: 'مواد المخزون' }).click();
      await page.getByRole('cell', { name: 'رز بسمتي', exact: true }).waitFor();
      await screenshot(page, 'console-inventory-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("changes a member's role, and switches prices-include-tax in the organisation settings (kept after a reload); the settings page in Arabic is right-to-left", async () => {
    const { app, browser } = suite;
    const admin = await seedConsoleUser(app, 'Owner');
    const cook = await admin.tenant.member('Staff');
    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, admin);
      await page.getByRole('link', { name: 'Members' }).click();
      const row = page.getByRole('row', { name: new RegExp(cook.email) });
      await row.getByRole('cell', { name: 'Staff', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Edit: Test Staff' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Manager' }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await row.getByRole('cell', { name: 'Manager', exact: true }).waitFor();
      const stored = await app.graphql('{ members(list: { perPage: 50 }) { items { role user { email } } } }', {}, { token: admin.tenant.owner.token });
      expect(stored.body.data.members.items.find((m: { user: { email: string } }) => m.user.email === cook.email).role).toBe('Manager');

      await page.getByRole('link', { name: 'Organisation settings' }).click();
      const settings = page.getByRole('form', { name: 'Organisation settings' });
      const includeTax = settings.getByRole('switch', { name: 'Shelf prices include tax' });
      expect(await includeTax.isChecked()).toBe(false);
      await includeTax.click({ force: true });
      await settings.getByRole('textbox', { name: 'Organisation name' }).fill('Baghdad Grill House');
      await settings.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Settings saved.').waitFor();
      // The header shows the new name without a reload.
      await page.getByRole('banner').getByText('Baghdad Grill House').waitFor();
      await page.reload();
      await page.getByRole('switch', { name: 'Shelf prices include tax', checked: true }).waitFor();
      const org = await app.graphql('{ organizationSettings { pricesIncludeTax } }', {}, { token: admin.tenant.owner.token });
      expect(org.body.data.organizationSettings.pricesIncludeTax).toBe(true);

      await page.getByRole('radiogroup', { name: 'Language' }).getByText('العربية').click();
      await page.getByRole('heading', { name: 'إعدادات المؤسسة' }).waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('switch', { name: 'أسعار الرف تشمل الضريبة', checked: true }).waitFor();
      await screenshot(page, 'console-settings-ar');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
