import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../../support/test-database';
import { startTestApp } from '../../support/test-app';
import { createTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { WebhookDelivery } from '../../../src/modules/developers/webhooks/webhook-delivery.entity';
import { WebhookReceiver, waitFor } from './webhook-receiver';

const C = '/api/v1/console';

describe('webhook delivery across a crash', () => {
  it('delivers an event committed before the process died once the service is back', async () => {
    const receiver = await new WebhookReceiver().start();
    const dataDir = path.join(os.tmpdir(), `bo-webhook-restart-${randomUUID()}`);
    const config = { webhookAllowPrivateNetworks: true };

    // First life: no job worker, so nothing is dispatched after the commit (as if killed right then).
    const first = await createTestDatabase({ dataDir });
    const app1 = await startTestApp({ database: first, config });
    const tenant = await createTenant(app1.runtime);
    const created = await app1.request('POST', `${C}/developers/webhooks`, {
      token: tenant.owner.token,
      body: { url: receiver.url, events: ['hr.department.created'] },
    });
    expect(created.status).toBe(200);
    receiver.trust(created.body.data.secret);
    const department = await app1.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, body: { name: 'Survivor' } });
    expect(department.status).toBe(200);
    const outbox = await app1.runtime.db.dataSource.manager.findOneByOrFail(OutboxEvent, { resourceId: department.body.data.id });
    expect(outbox.dispatchedAt).toBeNull();
    expect(await app1.runtime.db.dataSource.manager.count(WebhookDelivery)).toBe(0);
    await app1.close();
    await first.close();
    expect(receiver.received).toHaveLength(0);

    // Second life on the same data, with the worker: the outbox is picked up at start-up.
    const second = await createTestDatabase({ dataDir });
    const app2 = await startTestApp({ database: second, jobs: true, config });
    try {
      await waitFor(() => receiver.received.length === 1, 'the delivery after restart', 20_000);
      const [request] = receiver.received;
      expect(request.verifiedWith).toEqual([created.body.data.secret]);
      expect(request.payload).toMatchObject({ id: outbox.id, type: 'hr.department.created', data: { name: 'Survivor' } });
      const token = tenant.owner.token;
      const log = await waitFor(async () => {
        const res = await app2.request('GET', `${C}/developers/webhook-deliveries?Status=succeeded`, { token });
        return res.body.data.items.length === 1 && res.body.data.items;
      }, 'the delivery in the log');
      expect(log[0]).toMatchObject({ id: request.headers['webhook-id'], eventId: outbox.id, attemptCount: 1 });
    } finally {
      await app2.close();
      await second.drop();
      await receiver.close();
    }
  });
});
