import { randomUUID } from 'node:crypto';
import { Field, Int, ObjectType } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { entityRows, groupRows } from '../../../core/db/entity-rows';
import { recordAudit } from '../../../core/audit/record-audit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { WebhookDelivery, WebhookDeliveryKind } from './webhook-delivery.entity';
import { WebhookAttemptTrigger, WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';
import { WebhookSubscription } from './webhook-subscription.entity';
import { WebhookDeliveryFilter } from './webhook.inputs';
import { buildPayload, WEBHOOK_TEST_EVENT } from './webhook.events';
import { deliveryRetryPlan } from './webhook.rules';
import { attemptDelivery, enqueueAttempt } from './webhook-sender';
import { webhookSubscriptionService } from './webhook-subscription.service';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = {
  createdAt: 'd.created_at',
  updatedAt: 'd.updated_at',
  nextAttemptAt: 'd.next_attempt_at',
  lastAttemptAt: 'd.last_attempt_at',
  status: 'd.status',
  eventType: 'd.event_type',
} as const;
export const webhookDeliveriesSort = listSortFields(
  ['webhookDeliveries', 'webhookSubscriptionDeliveries'],
  Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>,
);
const SORTABLE = webhookDeliveriesSort.fields;
/** retry-failed re-enqueues at most this many per call (oldest first); `remaining` tells the rest. */
export const RETRY_FAILED_LIMIT = 1000;

@ObjectType('WebhookRetryResult', { simpleResolvers: true, description: 'What retry-failed re-enqueued.' })
export class WebhookRetryResult {
  @Field(() => Int, { description: 'Failed deliveries put back in the queue now.' })
  requeued!: number;

  @Field(() => Int, { description: 'Failed deliveries left for another call (over the per-call limit).' })
  remaining!: number;
}

export class WebhookDeliveryService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: WebhookDeliveryFilter | undefined): Promise<PageResult<WebhookDelivery>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    if (filter?.from && filter?.to && filter.from > filter.to) throw invalidField('to', 'must not be before from');
    const where = (param: Param) => {
      let where = `d.organization_id = ${param(ctx.organizationId)}`;
      if (filter?.subscriptionId) where += ` AND d.subscription_id = ${param(filter.subscriptionId)}`;
      if (filter?.status) where += ` AND d.status = ${param(filter.status)}`;
      if (filter?.eventType?.trim()) where += ` AND d.event_type = ${param(filter.eventType.trim())}`;
      if (filter?.resourceType?.trim()) where += ` AND d.resource_type = ${param(filter.resourceType.trim())}`;
      if (filter?.from) where += ` AND d.created_at >= ${param(filter.from)}`;
      if (filter?.to) where += ` AND d.created_at <= ${param(filter.to)}`;
      if (window.search) {
        const search = param(likePattern(window.search));
        where += ` AND (d.event_type ILIKE ${search} OR d.resource_id ILIKE ${search} OR d.last_error ILIKE ${search})`;
      }
      return where;
    };
    const { dir } = window;
    const orderBy = `${SORT_COLUMNS[window.sort]} ${dir} ${dir === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST'}, d.id ${dir}`;
    // Fixed SQL: building it with the query builder cost more CPU than reading the page.
    return readPage(ctx, { reader: entityRows(ctx.db.connection, WebhookDelivery, 'd'), alias: 'd', where, orderBy }, window);
  }

  /** The log of one subscription (deleted ones included: their history stays readable). */
  async listForSubscription(ctx: RequestContext, subscriptionId: string, list: ListArgs | undefined, filter: WebhookDeliveryFilter | undefined) {
    const exists = await ctx.db.exists(WebhookSubscription, { where: { id: subscriptionId, organizationId: ctx.organizationId }, withDeleted: true });
    if (!exists) throw notFound('Webhook subscription');
    return this.list(ctx, list, { ...filter, subscriptionId });
  }

  async get(ctx: RequestContext, id: string): Promise<WebhookDelivery> {
    const delivery = await ctx.db.findOne(WebhookDelivery, { where: { id, organizationId: ctx.organizationId } });
    if (!delivery) throw notFound('Webhook delivery');
    return delivery;
  }

  /** Attempts of several deliveries for the DataLoader, in attempt order. */
  async attemptsFor(ctx: RequestContext, deliveryIds: readonly string[]): Promise<Map<string, WebhookDeliveryAttempt[]>> {
    // Fixed SQL and the entity's reader (entity-rows.ts): the batch runs for every page of deliveries.
    const reader = entityRows(ctx.db.connection, WebhookDeliveryAttempt, 'w');
    const rows = await ctx.query<Record<string, unknown>>(
      `SELECT ${reader.columns} FROM ${reader.table} w WHERE w.delivery_id = ANY($1) AND w.organization_id = $2 ORDER BY w.attempt_number ASC`,
      [[...deliveryIds], ctx.organizationId],
    );
    return groupRows(rows.map(reader.map), (row) => row.deliveryId);
  }

  /**
   * Sends a delivery now, with the same webhook-id and body (one attempt, through the job queue).
   * A delivery waiting for its next automatic attempt keeps its place in the schedule: if this
   * attempt fails too, the schedule continues where it was. Any other delivery starts the schedule
   * from its first step. Refused while an attempt is in flight or when the subscription is
   * inactive or deleted.
   */
  async retry(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<WebhookDelivery> {
    const delivery = await ctx.transaction(async (uow) => {
      const found = await lockOrNotFound(uow.manager, WebhookDelivery, ctx, id, 'Webhook delivery');
      const now = ctx.now();
      const plan = deliveryRetryPlan(found.status, found.leaseUntil !== null && found.leaseUntil > now);
      if (plan.kind === 'refused') throw conflict(plan.reason);
      const subscription = await uow.manager.findOne(WebhookSubscription, { where: { id: found.subscriptionId, organizationId: ctx.organizationId } });
      if (!subscription) throw conflict('The subscription of this delivery was deleted.');
      if (!subscription.active) throw conflict('The subscription is inactive; activate it before retrying.');
      const previousStatus = found.status;
      const previousNextAttemptAt = found.nextAttemptAt;
      if (plan.kind === 'sendNow') {
        found.nextAttemptAt = now;
        found.nextTrigger = WebhookAttemptTrigger.Manual;
      } else {
        this.requeue(found, now);
      }
      await uow.manager.save(found);
      await recordAudit(uow, ctx, {
        entityType: 'webhook_delivery',
        entityId: id,
        action: 'retried',
        reason: normalizeReason(reason),
        changes:
          plan.kind === 'sendNow'
            ? { nextAttemptAt: { from: previousNextAttemptAt?.toISOString() ?? null, to: now.toISOString() } }
            : { status: { from: previousStatus, to: 'Pending' } },
        branchId: null,
      });
      uow.afterCommit(() => enqueueAttempt(ctx.runtime, id));
      return found;
    });
    return delivery;
  }

  /** Re-enqueues failed deliveries of active subscriptions (optionally of one subscription). */
  async retryFailed(ctx: RequestContext, subscriptionId: string | null | undefined): Promise<WebhookRetryResult> {
    if (subscriptionId) {
      const exists = await ctx.db.exists(WebhookSubscription, { where: { id: subscriptionId, organizationId: ctx.organizationId } });
      if (!exists) throw invalidField('subscriptionId', 'does not name a webhook subscription of this organisation');
    }
    return ctx.transaction(async (uow) => {
      const query = uow.manager
        .createQueryBuilder(WebhookDelivery, 'd')
        .innerJoin(WebhookSubscription, 's', 's.id = d.subscription_id AND s.active = true AND s.deleted_at IS NULL')
        .where('d.organization_id = :organizationId', { organizationId: ctx.organizationId })
        .andWhere("d.status = 'Failed'");
      if (subscriptionId) query.andWhere('d.subscription_id = :subscriptionId', { subscriptionId });
      const total = await query.getCount();
      const failed = await query
        .orderBy('d.created_at', 'ASC')
        .addOrderBy('d.id', 'ASC')
        .limit(RETRY_FAILED_LIMIT)
        .setLock('pessimistic_write', undefined, ['d'])
        .getMany();
      const now = ctx.now();
      for (const delivery of failed) this.requeue(delivery, now);
      if (failed.length) await uow.manager.save(failed);
      await recordAudit(uow, ctx, {
        entityType: subscriptionId ? 'webhook_subscription' : 'webhook_delivery',
        entityId: subscriptionId ?? ctx.organizationId,
        action: 'failed-deliveries-retried',
        changes: { requeued: failed.length },
        branchId: null,
      });
      const ids = failed.map((delivery) => delivery.id);
      uow.afterCommit(async () => {
        for (const deliveryId of ids) await enqueueAttempt(ctx.runtime, deliveryId);
      });
      return { requeued: failed.length, remaining: total - failed.length };
    });
  }

  /**
   * Sends a `webhook.test` event to one subscription now (also an inactive one, to check an
   * endpoint before activating it) and answers with the recorded attempt. Test deliveries make a
   * single attempt and do not count towards the subscription's health.
   */
  async test(ctx: RequestContext, subscriptionId: string, reason: string | null | undefined): Promise<WebhookDelivery> {
    const note = normalizeReason(reason);
    const delivery = await ctx.transaction(async (uow) => {
      const subscription = await webhookSubscriptionService.lockLive(uow, ctx, subscriptionId);
      const now = ctx.now();
      const eventId = randomUUID();
      const payload = buildPayload(
        {
          id: eventId,
          type: WEBHOOK_TEST_EVENT,
          occurredAt: now,
          organizationId: ctx.organizationId,
          branchId: null,
          resourceType: 'webhook_subscription',
          resourceId: subscription.id,
          data: { subscriptionId: subscription.id, reason: note, message: 'This is a test event.' },
        },
        subscription.apiVersion,
      );
      const created = uow.manager.create(WebhookDelivery, {
        organizationId: ctx.organizationId,
        subscriptionId: subscription.id,
        eventId,
        kind: WebhookDeliveryKind.Test,
        eventType: WEBHOOK_TEST_EVENT,
        resourceType: 'webhook_subscription',
        resourceId: subscription.id,
        apiVersion: subscription.apiVersion,
        body: JSON.stringify(payload),
        status: 'Pending',
        nextTrigger: WebhookAttemptTrigger.Test,
        nextAttemptAt: now,
      });
      await uow.manager.save(created);
      await recordAudit(uow, ctx, { entityType: 'webhook_subscription', entityId: subscription.id, action: 'tested', reason: note, branchId: null });
      return created;
    });
    await attemptDelivery(ctx.runtime, delivery.id);
    return this.get(ctx, delivery.id);
  }

  private requeue(delivery: WebhookDelivery, now: Date): void {
    delivery.status = 'Pending';
    delivery.nextAttemptAt = now;
    delivery.nextTrigger = WebhookAttemptTrigger.Manual;
    delivery.scheduleStep = 0;
    delivery.completedAt = null;
    delivery.leaseUntil = null;
  }
}

export const webhookDeliveryService = new WebhookDeliveryService();
