import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import type { TestApp } from '../support/test-app';
import { screenshot, seedConsoleUser, signInThroughForm, startConsoleApp, type ConsoleUser } from '../support/console-ui';
import { WebhookReceiver, waitFor } from '../modules/developers/webhook-receiver';

describe('console webhook actions in the browser', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: ConsoleUser;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // The receiver listens on loopback, which deliveries refuse unless private networks are allowed.
    app = await startConsoleApp({ config: { webhookAllowPrivateNetworks: true } });
    browser = await launchBrowser();
    owner = await seedConsoleUser(app, 'Owner');
    receiver = await new WebhookReceiver().start();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await app?.close();
  });

  it('sends a test event and shows its delivery status, edits the URL, deactivates and activates the webhook, and deletes it', async () => {
    const created = await app.graphql(
      'mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { id secret } }',
      { input: { url: receiver.url, events: ['hr.department.created'] } },
      { token: owner.tenant.owner.token },
    );
    expect(created.body.errors).toBeUndefined();
    receiver.trust(created.body.data.createWebhookSubscription.secret);
    const moved = `${receiver.url}/v2`;

    const { context, page, pageErrors } = await openPage(browser);
    try {
      await signInThroughForm(page, app, owner);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByRole('button', { name: `Send test: ${receiver.url}` }).click();
      await page.getByTestId('webhook-test-result').filter({ hasText: 'Test event sent: Succeeded (HTTP 200).' }).waitFor();
      const tests = await waitFor(() => receiver.ofType('webhook.test').length === 1 && receiver.ofType('webhook.test'), 'the test event');
      expect(tests[0].verifiedWith).toHaveLength(1);

      // The delivery log names the attempt's trigger and outcome in words (enums, not raw codes).
      await page.getByRole('link', { name: 'Deliveries', exact: true }).first().click();
      const delivery = page.getByRole('row', { name: /webhook\.test/ });
      await delivery.getByRole('button', { name: '1', exact: true }).click();
      const attempt = page.getByRole('row', { name: /#1 \(Test\)/ });
      await attempt.getByRole('cell', { name: 'Succeeded', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click();

      await page.getByRole('button', { name: `Edit: ${receiver.url}` }).click();
      const edit = page.getByRole('dialog');
      await edit.getByRole('textbox', { name: 'URL' }).fill(moved);
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden' });
      const row = page.getByRole('row', { name: new RegExp(`${moved.replace(/[.?/]/g, '\\$&')}`) });
      await row.waitFor();

      await row.getByRole('button', { name: `Deactivate: ${moved}` }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByRole('textbox', { name: 'Reason' }).fill('Endpoint moving');
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await row.getByText('Inactive').waitFor();
      await row.getByRole('button', { name: `Activate: ${moved}` }).click();
      await row.getByText('Active', { exact: true }).waitFor();
      await screenshot(page, 'console-webhook-actions');

      await row.getByRole('button', { name: `Delete: ${moved}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await row.waitFor({ state: 'detached' });
      const left = await app.graphql('{ webhookSubscriptions(filter: { includeInactive: true }) { total } }', {}, { token: owner.tenant.owner.token });
      expect(left.body.data.webhookSubscriptions.total).toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
