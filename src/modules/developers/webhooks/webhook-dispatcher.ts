import { In } from 'typeorm';
import type { Runtime } from '../../../core/runtime';
import { serviceTransaction } from '../../../core/db/unit-of-work';
import { eventCatalog } from '../../../core/events/event-catalog';
import { OutboxEvent } from '../../../core/outbox/outbox-event.entity';
import { onOutboxWrite } from '../../../core/outbox/emit';
import { WebhookDelivery, WebhookDeliveryKind } from './webhook-delivery.entity';
import { WebhookSubscription } from './webhook-subscription.entity';
import { buildPayload } from './webhook.events';
import { subscribesTo } from './webhook.rules';
import { enqueueAttempt } from './webhook-sender';
import { WebhookAttemptTrigger } from './webhook-delivery-attempt.entity';

export const DISPATCH_JOB = 'webhooks.dispatch';
const BATCH_SIZE = 100;
const MAX_BATCHES_PER_RUN = 50;
/** A due delivery whose job has not picked it up this long after its time is re-enqueued. */
const OVERDUE_GRACE_MS = 5_000;
const SWEEP_LIMIT = 500;

const kicks = new WeakMap<Runtime, { queued: boolean }>();

/**
 * Wakes the dispatcher right after a commit that wrote outbox events, in processes that run the
 * job worker. Others rely on the periodic run (every 10 s), which also recovers anything a crash
 * left behind: undispatched outbox rows and deliveries whose attempt job was lost.
 */
export function kickDispatcher(runtime: Runtime): void {
  if (!runtime.jobs.ready) return;
  let state = kicks.get(runtime);
  if (!state) kicks.set(runtime, (state = { queued: false }));
  if (state.queued) return;
  state.queued = true;
  runtime.jobs.enqueue(DISPATCH_JOB, {}).catch((error) => {
    state.queued = false;
    runtime.logger.warn({ err: error }, 'could not wake the webhook dispatcher; the periodic run will pick the events up');
  });
}

onOutboxWrite((runtime) => kickDispatcher(runtime));

/** One dispatcher run: fan out every undispatched outbox event, then re-enqueue overdue deliveries. */
export async function runDispatcher(runtime: Runtime): Promise<{ events: number; deliveries: number; requeued: number }> {
  const state = kicks.get(runtime);
  if (state) state.queued = false;
  let events = 0;
  let deliveries = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const result = await fanOutBatch(runtime);
    events += result.events;
    deliveries += result.created.length;
    for (const id of result.created) await enqueueAttempt(runtime, id);
    if (result.events < BATCH_SIZE) break;
  }
  const requeued = await requeueOverdue(runtime);
  return { events, deliveries, requeued };
}

/**
 * Claims a batch of undispatched outbox events (SKIP LOCKED: several workers share the work),
 * creates one delivery per matching active subscription of the same organisation, and marks the
 * events dispatched, all in one transaction. The (event, subscription) key makes a repeated run
 * harmless. Attempt jobs are enqueued by the caller after the commit.
 */
async function fanOutBatch(runtime: Runtime): Promise<{ events: number; created: string[] }> {
  return serviceTransaction(runtime, async (uow) => {
    const pending = await uow.manager
      .createQueryBuilder(OutboxEvent, 'e')
      .where('e.dispatched_at IS NULL')
      .orderBy('e.occurred_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .limit(BATCH_SIZE)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    if (!pending.length) return { events: 0, created: [] };
    const organizations = [...new Set(pending.map((event) => event.organizationId))];
    const subscriptions = await uow.manager.find(WebhookSubscription, { where: { organizationId: In(organizations), active: true } });
    const now = runtime.clock.now();
    const rows: Array<Omit<Partial<WebhookDelivery>, 'payload'>> = [];
    for (const event of pending) {
      const definition = eventCatalog.get(event.type);
      for (const subscription of subscriptions) {
        if (subscription.organizationId !== event.organizationId || !subscribesTo(subscription.events, event.type)) continue;
        if (definition?.apiVersions && !definition.apiVersions.includes(subscription.apiVersion)) continue;
        const payload = buildPayload(
          {
            id: event.id,
            type: event.type,
            occurredAt: event.occurredAt,
            organizationId: event.organizationId,
            branchId: event.branchId,
            resourceType: event.resourceType,
            resourceId: event.resourceId,
            data: event.data,
          },
          subscription.apiVersion,
        );
        rows.push({
          organizationId: event.organizationId,
          subscriptionId: subscription.id,
          eventId: event.id,
          kind: WebhookDeliveryKind.Event,
          eventType: event.type,
          resourceType: event.resourceType,
          resourceId: event.resourceId,
          apiVersion: subscription.apiVersion,
          body: JSON.stringify(payload),
          status: 'Pending',
          nextTrigger: WebhookAttemptTrigger.Automatic,
          nextAttemptAt: now,
        });
      }
    }
    let created: string[] = [];
    if (rows.length) {
      const inserted = await uow.manager
        .createQueryBuilder()
        .insert()
        .into(WebhookDelivery)
        .values(rows as never[])
        .orIgnore()
        .returning(['id'])
        .execute();
      created = (inserted.raw as Array<{ id: string }>).map((row) => row.id);
    }
    await uow.manager.update(OutboxEvent, { id: In(pending.map((event) => event.id)) }, { dispatchedAt: now });
    return { events: pending.length, created };
  });
}

/**
 * Deliveries that are due but not being attempted (their job was lost in a crash, or the instance
 * attempting them died) get a new job.
 */
async function requeueOverdue(runtime: Runtime): Promise<number> {
  const now = runtime.clock.now();
  const dead = await runtime.instance.deadInstanceIds();
  const overdue = await runtime.db.dataSource.manager
    .createQueryBuilder(WebhookDelivery, 'd')
    .select(['d.id'])
    .where("d.status = 'Pending'")
    .andWhere('d.next_attempt_at <= :due', { due: new Date(now.getTime() - OVERDUE_GRACE_MS) })
    .andWhere('(d.lease_until IS NULL OR d.lease_until < :now OR d.lease_owner = ANY(:dead))', { now, dead })
    .orderBy('d.next_attempt_at', 'ASC')
    .limit(SWEEP_LIMIT)
    .getMany();
  for (const delivery of overdue) await enqueueAttempt(runtime, delivery.id);
  return overdue.length;
}
