import { startTestApp, type TestApp } from '../support/test-app';
import { runMigrationStep } from '../support/test-database';
import { DevInbox } from '../modules/identity/support/mailbox';
import { AUTH, PASSWORD, register, type Registered, uniqueEmail } from '../modules/identity/support/flows';
import { WebhookReceiver } from '../modules/developers/webhook-receiver';
import { VocabularyEnumsOfRecords1795443600000 } from '../../migrations/1795443600000-VocabularyEnumsOfRecords';

const WEBHOOKS = '/api/v1/console/developers/webhooks';

/*
 * The second vocabulary migration, on real rows: an e-mail change request and a webhook test
 * delivery with its attempt are taken down to the lowercase spelling and up again, and the API
 * reads them as PascalCase enums afterwards.
 */
describe('VocabularyEnumsOfRecords migration', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let owner: Registered;
  let requestId: string;
  let deliveryId: string;
  const migration = new VocabularyEnumsOfRecords1795443600000();

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, config: { webhookAllowPrivateNetworks: true } });
    receiver = await new WebhookReceiver().start();
    owner = await register(app, new DevInbox(app));
    const started = await app.request('POST', `${AUTH}/change-email/start`, {
      token: owner.accessToken,
      body: { newEmail: uniqueEmail('moved'), currentPassword: PASSWORD },
    });
    expect(started.status).toBe(200);
    requestId = started.body.data.requestId;
    const subscription = await app.request('POST', WEBHOOKS, { token: owner.accessToken, body: { url: receiver.url, events: ['hr.department.created'] } });
    expect(subscription.status).toBe(200);
    receiver.trust(subscription.body.data.secret);
    const tested = await app.request('POST', `${WEBHOOKS}/${subscription.body.data.id}/test`, {
      token: owner.accessToken,
      body: { reason: 'migration check' },
    });
    expect(tested.status).toBe(200);
    deliveryId = tested.body.data.id;
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
  });

  const row = async (sql: string, params: unknown[]) => ((await app.runtime.db.dataSource.query(sql, params)) as Array<Record<string, unknown>>)[0];

  const run = (direction: 'up' | 'down') => runMigrationStep(app.runtime.db.dataSource, migration, direction);

  it('writes the lowercase spelling on down and the PascalCase values on up', async () => {
    await run('down');
    expect(await row('SELECT status FROM email_change_requests WHERE request_id = $1', [requestId])).toEqual({ status: 'pending' });
    expect(await row('SELECT next_trigger FROM webhook_deliveries WHERE id = $1', [deliveryId])).toEqual({ next_trigger: 'automatic' });
    expect(await row('SELECT trigger, outcome FROM webhook_delivery_attempts WHERE delivery_id = $1', [deliveryId])).toEqual({
      trigger: 'test',
      outcome: 'succeeded',
    });

    await run('up');
    expect(await row('SELECT status FROM email_change_requests WHERE request_id = $1', [requestId])).toEqual({ status: 'Pending' });
    expect(await row('SELECT next_trigger FROM webhook_deliveries WHERE id = $1', [deliveryId])).toEqual({ next_trigger: 'Automatic' });
    expect(await row('SELECT trigger, outcome FROM webhook_delivery_attempts WHERE delivery_id = $1', [deliveryId])).toEqual({
      trigger: 'Test',
      outcome: 'Succeeded',
    });
  });

  it('leaves the API reading the migrated rows as enums', async () => {
    const delivery = await app.request('GET', `/api/v1/console/developers/webhook-deliveries/${deliveryId}`, { token: owner.accessToken });
    expect(delivery.status).toBe(200);
    expect(delivery.body.data.attempts).toEqual([expect.objectContaining({ trigger: 'Test', outcome: 'Succeeded' })]);
    const cancelled = await app.request('POST', `${AUTH}/change-email/cancel`, { token: owner.accessToken, body: { requestId } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ requestId, status: 'Cancelled' });
  });
});
