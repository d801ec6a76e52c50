import { IsNull } from 'typeorm';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DevMail } from '../../../src/core/mail/dev-mail.entity';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { WebhookDelivery } from '../../../src/modules/developers/webhooks/webhook-delivery.entity';
import { DISPATCH_JOB } from '../../../src/modules/developers/webhooks/webhook-dispatcher';
import { RETRY_DELAYS_MS } from '../../../src/modules/developers/webhooks/webhook.rules';
import { WebhookReceiver, waitFor } from './webhook-receiver';

const C = '/api/v1/console';
const W = `${C}/developers/webhooks`;
const D = `${C}/developers/webhook-deliveries`;

describe('webhook deliveries to a real receiver (private networks allowed)', () => {
  let app: TestApp;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, config: { webhookAllowPrivateNetworks: true } });
  });
  // Each test starts at the real time; tests that move the clock far sign in again (see later()).
  beforeEach(() => app.clock.set(new Date()));
  afterAll(async () => {
    await app.close();
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });

  /** A fresh tenant with its own receiver and subscription, so tests never see each other's events. */
  async function setup(events: string[] = ['hr.department.created', 'hr.department.updated', 'hr.position.created']) {
    const tenant = await createTenant(app.runtime);
    const receiver = await new WebhookReceiver().start();
    receivers.push(receiver);
    const res = await app.request('POST', W, { token: tenant.owner.token, body: { url: receiver.url, events } });
    expect(res.status).toBe(200);
    receiver.trust(res.body.data.secret);
    return { tenant, receiver, subscription: res.body.data as { id: string; secret: string } };
  }

  const department = (tenant: TestTenant, name: string) =>
    app.request('POST', `${C}/hr/departments`, { token: tenant.owner.token, body: { name } }).then((res) => {
      expect(res.status).toBe(200);
      return res.body.data as { id: string; name: string };
    });
  /** Moves the clock and gives the tenant's owner a token valid at the new time. */
  async function later(tenant: TestTenant, ms: number): Promise<void> {
    app.clock.advance(ms);
    tenant.owner.token = await tenant.tokenFor(tenant.owner, tenant.branchId);
  }
  const kick = () => app.runtime.jobs.enqueue(DISPATCH_JOB, {});
  const deliveries = (tenant: TestTenant, query = '') =>
    app.request('GET', `${D}${query}`, { token: tenant.owner.token }).then((res) => res.body.data.items as any[]);
  const delivery = (tenant: TestTenant, id: string) => app.request('GET', `${D}/${id}`, { token: tenant.owner.token }).then((res) => res.body.data);

  it('delivers department and position events signed per Standard Webhooks, and logs the attempt', async () => {
    const { tenant, receiver, subscription } = await setup();
    const kitchen = await department(tenant, 'Kitchen');
    const position = await app.request('POST', `${C}/hr/positions`, {
      token: tenant.owner.token,
      body: { title: 'Cook', departmentId: kitchen.id, baseSalary: 750000 },
    });
    expect(position.status).toBe(200);
    await waitFor(() => receiver.received.length >= 2, 'two deliveries');
    // Deliveries run in parallel jobs: they may arrive in either order.
    const first = receiver.received.find((r) => r.payload.type === 'hr.department.created')!;
    const second = receiver.received.find((r) => r.payload.type === 'hr.position.created')!;
    expect(first.verifiedWith).toEqual([subscription.secret]);
    expect(first.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(first.headers['webhook-timestamp'])).toBeCloseTo(app.clock.now().getTime() / 1000, -1);
    expect(first.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.payload).toEqual({
      id: expect.any(String),
      type: 'hr.department.created',
      apiVersion: '2026-01-01',
      timestamp: expect.any(String),
      organizationId: tenant.organizationId,
      branchId: null,
      resourceType: 'department',
      resourceId: kitchen.id,
      data: expect.objectContaining({ id: kitchen.id, name: 'Kitchen' }),
    });
    expect(second.payload).toMatchObject({ type: 'hr.position.created', data: { title: 'Cook', baseSalary: 750000 } });
    expect(second.verifiedWith).toEqual([subscription.secret]);

    const log = await waitFor(async () => {
      const items = await deliveries(tenant, `?SubscriptionId=${subscription.id}&Status=succeeded&Sort=createdAt&Dir=asc`);
      return items.length === 2 && items;
    }, 'succeeded deliveries in the log');
    // Both deliveries come from one fan-out transaction and share createdAt: pick them by event.
    const departmentDelivery = log.find((item: { eventType: string }) => item.eventType === 'hr.department.created');
    expect(departmentDelivery).toMatchObject({
      id: first.headers['webhook-id'],
      eventId: first.payload.id,
      eventType: 'hr.department.created',
      resourceType: 'department',
      status: 'Succeeded',
      attemptCount: 1,
      lastHttpStatus: 200,
      nextAttemptAt: null,
      payload: first.payload,
    });
    expect(departmentDelivery.attempts).toEqual([
      expect.objectContaining({
        attemptNumber: 1,
        trigger: 'Automatic',
        outcome: 'Succeeded',
        httpStatus: 200,
        responseExcerpt: 'ok',
        error: null,
        nextAttemptAt: null,
        durationMs: expect.any(Number),
      }),
    ]);
    const byType = await deliveries(tenant, '?ResourceType=position');
    expect(byType.map((d) => d.eventType)).toEqual(['hr.position.created']);
    const perSubscription = await app.request('GET', `${W}/${subscription.id}/deliveries?EventType=hr.department.created`, { token: tenant.owner.token });
    expect(perSubscription.body.data.items.map((d: { id: string }) => d.id)).toEqual([departmentDelivery.id]);
  });

  it("sends only subscribed event types, and never another organisation's events", async () => {
    const { tenant, receiver } = await setup(['hr.department.updated']);
    const stranger = await createTenant(app.runtime);
    await department(stranger, 'Their kitchen');
    const mine = await department(tenant, 'Bakery');
    await app.request('PUT', `${C}/hr/departments/${mine.id}`, { token: tenant.owner.token, body: { name: 'Pastry' } });
    await waitFor(() => receiver.received.length >= 1, 'the update delivery');
    await kick();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.map((r) => r.payload.type)).toEqual(['hr.department.updated']);
    expect(receiver.received[0].payload.organizationId).toBe(tenant.organizationId);
  });

  it('retries after 500 answers on the schedule and succeeds, keeping the webhook-id', async () => {
    const { tenant, receiver } = await setup();
    receiver.respondWith(500, 503);
    await department(tenant, 'Grill');
    await waitFor(() => receiver.received.length === 1, 'first attempt');
    const [pending] = await waitFor(async () => {
      const items = await deliveries(tenant);
      return items[0]?.attemptCount === 1 && items;
    }, 'first attempt recorded');
    expect(pending).toMatchObject({ status: 'Pending', lastHttpStatus: 500, lastError: 'HTTP 500: will retry' });
    const firstDelay = new Date(pending.nextAttemptAt).getTime() - app.clock.now().getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(24_000);
    expect(firstDelay).toBeLessThanOrEqual(36_000);
    expect(pending.attempts[0]).toMatchObject({ outcome: 'Retrying', httpStatus: 500, responseExcerpt: 'answer 500', nextAttemptAt: pending.nextAttemptAt });

    await kick(); // not due yet: nothing is sent
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.received).toHaveLength(1);

    await later(tenant, 45_000);
    await kick();
    await waitFor(() => receiver.received.length === 2, 'second attempt');
    const afterSecond = await waitFor(async () => {
      const d = await delivery(tenant, pending.id);
      return d.attemptCount === 2 && d;
    }, 'second attempt recorded');
    const secondDelay = new Date(afterSecond.nextAttemptAt).getTime() - app.clock.now().getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(96_000);
    expect(secondDelay).toBeLessThanOrEqual(144_000);

    await later(tenant, 150_000);
    await kick();
    const done = await waitFor(async () => {
      const d = await delivery(tenant, pending.id);
      return d.status === 'Succeeded' && d;
    }, 'success on the third attempt');
    expect(done.attempts.map((a: { httpStatus: number; outcome: string }) => [a.httpStatus, a.outcome])).toEqual([
      [500, 'Retrying'],
      [503, 'Retrying'],
      [200, 'Succeeded'],
    ]);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([pending.id]));
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(receiver.received.every((r) => r.verifiedWith.length === 1)).toBe(true);
  });

  it('does not retry a 400 answer: the delivery fails after one attempt', async () => {
    const { tenant, receiver } = await setup();
    receiver.respondWith(400);
    await department(tenant, 'Cold kitchen');
    const failed = await waitFor(async () => (await deliveries(tenant, '?Status=failed'))[0], 'failed delivery');
    expect(failed).toMatchObject({ attemptCount: 1, lastHttpStatus: 400, nextAttemptAt: null, completedAt: expect.any(String) });
    expect(failed.attempts[0]).toMatchObject({ outcome: 'Failed', httpStatus: 400, nextAttemptAt: null });
    await later(tenant, 3600_000);
    await kick();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(1);
  });

  it('marks a delivery failed when the whole schedule is exhausted', async () => {
    const { tenant, receiver } = await setup();
    receiver.respondWith(...Array(20).fill(502));
    await department(tenant, 'Flaky');
    const [first] = await waitFor(async () => {
      const items = await deliveries(tenant);
      return items[0]?.attemptCount === 1 && items;
    }, 'first attempt');
    for (let attempt = 2; attempt <= 9; attempt++) {
      await later(tenant, RETRY_DELAYS_MS[attempt - 2] * 1.2 + 60_000);
      await kick();
      await waitFor(async () => (await delivery(tenant, first.id)).attemptCount === attempt, `attempt ${attempt}`);
    }
    const final = await delivery(tenant, first.id);
    expect(final).toMatchObject({ status: 'Failed', attemptCount: 9, nextAttemptAt: null, lastError: 'HTTP 502: retries exhausted' });
    expect(final.attempts.at(-1)).toMatchObject({ outcome: 'Failed', nextAttemptAt: null });
    expect(receiver.received).toHaveLength(9);
  });

  it('signs with both secrets for 24 hours after rotate-secret, then with the new one only', async () => {
    const { tenant, receiver, subscription } = await setup();
    const rotated = await app.request('POST', `${W}/${subscription.id}/rotate-secret`, { token: tenant.owner.token });
    const fresh = rotated.body.data.secret as string;
    receiver.trust(fresh);
    await department(tenant, 'Dual');
    await waitFor(() => receiver.received.length === 1, 'delivery during the overlap');
    expect(receiver.received[0].headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(receiver.received[0].verifiedWith.sort()).toEqual([subscription.secret, fresh].sort());

    await later(tenant, 24 * 3600_000 + 1000);
    await department(tenant, 'Single');
    await waitFor(() => receiver.received.length === 2, 'delivery after the overlap');
    expect(receiver.received[1].headers['webhook-signature'].split(' ')).toHaveLength(1);
    expect(receiver.received[1].verifiedWith).toEqual([fresh]);
  });

  it('sends a webhook.test event on request and records the delivery', async () => {
    const { tenant, receiver, subscription } = await setup();
    const res = await app.request('POST', `${W}/${subscription.id}/test`, { token: tenant.owner.token, body: { reason: 'Checking the endpoint' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      subscriptionId: subscription.id,
      kind: 'Test',
      eventType: 'webhook.test',
      status: 'Succeeded',
      attemptCount: 1,
      attempts: [expect.objectContaining({ trigger: 'Test', httpStatus: 200, outcome: 'Succeeded' })],
    });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].verifiedWith).toEqual([subscription.secret]);
    expect(receiver.received[0].payload).toMatchObject({
      type: 'webhook.test',
      resourceType: 'webhook_subscription',
      resourceId: subscription.id,
      data: { subscriptionId: subscription.id, reason: 'Checking the endpoint', message: 'This is a test event.' },
    });
    expect((await deliveries(tenant, '?EventType=webhook.test')).map((d) => d.id)).toEqual([res.body.data.id]);

    receiver.respondWith(500);
    const failing = await app.request('POST', `${W}/${subscription.id}/test`, { token: tenant.owner.token, body: {} });
    expect(failing.body.data).toMatchObject({
      status: 'Failed',
      nextAttemptAt: null,
      lastHttpStatus: 500,
      lastError: 'HTTP 500: test deliveries are not retried',
    });
    const health = await app.request('GET', `${W}/${subscription.id}`, { token: tenant.owner.token });
    expect(health.body.data).toMatchObject({ consecutiveFailures: 0, failingSince: null });
  });

  it('stops deliveries while deactivated: pending retries are cancelled and new events are not queued', async () => {
    const { tenant, receiver, subscription } = await setup();
    receiver.respondWith(500);
    await department(tenant, 'Before');
    const pending = await waitFor(
      async () => (await deliveries(tenant, '?Status=pending'))[0]?.attemptCount === 1 && (await deliveries(tenant))[0],
      'pending retry',
    );
    const off = await app.request('POST', `${W}/${subscription.id}/deactivate`, { token: tenant.owner.token, body: { reason: 'Maintenance' } });
    expect(off.status).toBe(200);
    expect(await delivery(tenant, pending.id)).toMatchObject({ status: 'Cancelled', nextAttemptAt: null, lastError: 'The subscription was deactivated.' });

    await department(tenant, 'While off');
    await later(tenant, 3600_000);
    await kick();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.received).toHaveLength(1);
    expect(await deliveries(tenant)).toHaveLength(1);

    const retryWhileOff = await app.request('POST', `${D}/${pending.id}/retry`, { token: tenant.owner.token, body: { reason: 'x' } });
    expect(retryWhileOff.status).toBe(409);
    await app.request('POST', `${W}/${subscription.id}/activate`, { token: tenant.owner.token });
    await department(tenant, 'After');
    await waitFor(() => receiver.received.length === 2, 'delivery after activation');
    expect(receiver.received[1].payload.data.name).toBe('After');
  });

  it('retries one delivery by hand (same webhook-id) and re-enqueues all failed ones', async () => {
    const { tenant, receiver, subscription } = await setup();
    receiver.respondWith(404, 410);
    await department(tenant, 'One');
    await department(tenant, 'Two');
    const failed = await waitFor(async () => {
      const items = await deliveries(tenant, '?Status=failed&Sort=createdAt&Dir=asc');
      return items.length === 2 && items;
    }, 'two failed deliveries');
    // One fan-out can create both deliveries in one transaction (same createdAt): pick by content.
    const one = failed.find((d: { payload: { data: { name: string } } }) => d.payload.data.name === 'One');

    const retried = await app.request('POST', `${D}/${one.id}/retry`, { token: tenant.owner.token, body: { reason: 'Receiver fixed' } });
    expect(retried.status).toBe(200);
    expect(retried.body.data.status).toBe('Pending');
    const again = await app.request('POST', `${D}/${one.id}/retry`, { token: tenant.owner.token, body: {} });
    // 200: sent now (waiting for its next attempt) or restarted (already succeeded); 409 only while an attempt is in flight.
    expect([200, 409]).toContain(again.status);
    const done = await waitFor(async () => {
      const d = await delivery(tenant, one.id);
      return d.status === 'Succeeded' && d;
    }, 'manual retry success');
    expect(done.attempts.map((a: { trigger: string; httpStatus: number }) => [a.trigger, a.httpStatus])).toEqual(
      expect.arrayContaining([
        ['Automatic', expect.any(Number)],
        ['Manual', 200],
      ]),
    );
    const ids = receiver.received.filter((r) => r.payload.data.name === 'One').map((r) => r.headers['webhook-id']);
    expect(new Set(ids)).toEqual(new Set([one.id]));

    const bulk = await app.request('POST', `${D}/retry-failed`, { token: tenant.owner.token, body: { subscriptionId: subscription.id } });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({ requeued: 1, remaining: 0 });
    await waitFor(async () => (await deliveries(tenant, '?Status=succeeded')).length === 2, 'bulk retry success');
    const none = await app.request('POST', `${D}/retry-failed`, { token: tenant.owner.token, body: {} });
    expect(none.body.data).toEqual({ requeued: 0, remaining: 0 });
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=webhook_delivery&EntityId=${one.id}`, { token: tenant.owner.token });
    // The second retry may have been recorded too (without a reason): look for the first one by content.
    expect(trail.body.data.items).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'retried', reason: 'Receiver fixed' })]));
  });

  it('sends a delivery waiting for its next automatic attempt now (same webhook-id), and keeps the schedule when it fails again', async () => {
    const { tenant, receiver } = await setup();
    receiver.respondWith(500, 503);
    await department(tenant, 'Waiting');
    const [pending] = await waitFor(async () => {
      const items = await deliveries(tenant);
      return items[0]?.attemptCount === 1 && items;
    }, 'first attempt recorded');
    expect(pending).toMatchObject({ status: 'Pending', lastHttpStatus: 500 });
    const scheduledAt = new Date(pending.nextAttemptAt).getTime();
    expect(scheduledAt).toBeGreaterThan(app.clock.now().getTime() + 20_000);

    // The operator fixed nothing yet: the manual attempt fails (503) and the schedule goes on
    // from where it was (the second delay, about 2 minutes), not from its start (30 s).
    const retried = await app.request('POST', `${D}/${pending.id}/retry`, { token: tenant.owner.token, body: { reason: 'Receiver restarted' } });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: pending.id, status: 'Pending', nextAttemptAt: app.clock.now().toISOString() });
    const afterManual = await waitFor(async () => {
      const d = await delivery(tenant, pending.id);
      return d.attemptCount === 2 && d;
    }, 'manual attempt recorded');
    expect(receiver.received).toHaveLength(2);
    expect(afterManual).toMatchObject({ status: 'Pending', lastHttpStatus: 503, lastError: 'HTTP 503: will retry' });
    expect(afterManual.attempts.map((a: { trigger: string; outcome: string }) => [a.trigger, a.outcome])).toEqual([
      ['Automatic', 'Retrying'],
      ['Manual', 'Retrying'],
    ]);
    const nextDelay = new Date(afterManual.nextAttemptAt).getTime() - app.clock.now().getTime();
    expect(nextDelay).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[1] * 0.8);
    expect(nextDelay).toBeLessThanOrEqual(RETRY_DELAYS_MS[1] * 1.2);

    // Fixed now: another retry sends at once and succeeds; the old schedule sends nothing more.
    const again = await app.request('POST', `${D}/${pending.id}/retry`, { token: tenant.owner.token, body: {} });
    expect(again.status).toBe(200);
    const done = await waitFor(async () => {
      const d = await delivery(tenant, pending.id);
      return d.status === 'Succeeded' && d;
    }, 'manual retry success');
    expect(done.attempts.map((a: { trigger: string; httpStatus: number }) => [a.trigger, a.httpStatus])).toEqual([
      ['Automatic', 500],
      ['Manual', 503],
      ['Manual', 200],
    ]);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([pending.id]));
    await later(tenant, 3600_000);
    await kick();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(3);
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=webhook_delivery&EntityId=${pending.id}`, { token: tenant.owner.token });
    expect(trail.body.data.items.map((entry: { action: string }) => entry.action)).toEqual(['retried', 'retried']);
  });

  it('refuses a manual retry while an attempt of the delivery is in flight (409)', async () => {
    const { tenant } = await setup();
    await department(tenant, 'In flight');
    const [sent] = await waitFor(async () => {
      const items = await deliveries(tenant, '?Status=succeeded');
      return items.length === 1 && items;
    }, 'delivered');
    await app.runtime.db.dataSource.manager.update(
      WebhookDelivery,
      { id: sent.id },
      {
        status: 'Pending',
        nextAttemptAt: app.clock.now(),
        leaseUntil: new Date(app.clock.now().getTime() + 60_000),
      },
    );
    const refused = await app.request('POST', `${D}/${sent.id}/retry`, { token: tenant.owner.token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({ code: ['Conflict'] });
    expect(refused.body.message).toMatch(/in progress/);
  });

  it('refuses a private address at connection time when the flag is off (DNS rebinding)', async () => {
    const { tenant, receiver } = await setup();
    app.runtime.config.webhookAllowPrivateNetworks = false;
    try {
      await department(tenant, 'Rebound');
      const failed = await waitFor(async () => (await deliveries(tenant, '?Status=failed'))[0], 'refused delivery');
      expect(failed.attempts[0]).toMatchObject({ outcome: 'Failed', httpStatus: null });
      expect(failed.lastError).toMatch(/loopback/);
      expect(receiver.received).toHaveLength(0);
    } finally {
      app.runtime.config.webhookAllowPrivateNetworks = true;
    }
  });

  it('fans each event out once even when the dispatcher sees it again', async () => {
    const { tenant, receiver } = await setup();
    const made = await department(tenant, 'Once');
    await waitFor(() => receiver.received.length === 1, 'delivery');
    await app.runtime.db.dataSource.manager.update(OutboxEvent, { resourceId: made.id }, { dispatchedAt: null });
    await kick();
    await waitFor(
      async () => (await app.runtime.db.dataSource.manager.countBy(OutboxEvent, { resourceId: made.id, dispatchedAt: IsNull() })) === 0,
      'redispatch',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await app.runtime.db.dataSource.manager.countBy(WebhookDelivery, { organizationId: tenant.organizationId })).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('deactivates an endpoint that failed for three days and mails the owner', async () => {
    const { tenant, receiver, subscription } = await setup();
    receiver.respondWith(...Array(50).fill(500));
    await department(tenant, 'Day 0');
    await waitFor(async () => (await deliveries(tenant))[0]?.attemptCount === 1, 'first failure');
    const failing = await app.request('GET', `${W}/${subscription.id}`, { token: tenant.owner.token });
    expect(failing.body.data).toMatchObject({ active: true, consecutiveFailures: 1, failingSince: expect.any(String) });

    await later(tenant, 3 * 24 * 3600_000 + 60_000);
    await department(tenant, 'Day 3');
    const off = await waitFor(async () => {
      const res = await app.request('GET', `${W}/${subscription.id}`, { token: tenant.owner.token });
      return res.body.data.active === false && res.body.data;
    }, 'automatic deactivation');
    expect(off.deactivationReason).toMatch(/failed for 3 days/);
    expect(await deliveries(tenant, '?Status=pending')).toHaveLength(0);
    const mail = await waitFor(() => app.runtime.db.dataSource.manager.findOne(DevMail, { where: { to: tenant.owner.email } }), 'mail to the owner');
    expect(mail.subject).toBe('A webhook endpoint was deactivated');
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=webhook_subscription&EntityId=${subscription.id}`, { token: tenant.owner.token });
    expect(trail.body.data.items[0]).toMatchObject({ action: 'deactivated', actorKind: 'System' });
  });
});
