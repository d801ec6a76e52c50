import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { WebhookSubscription } from './webhook-subscription.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';
import { CreateWebhookSubscriptionInput, UpdateWebhookSubscriptionInput, WebhookDeliveryFilter, WebhookSubscriptionFilter } from './webhook.inputs';
import { webhookSubscriptionService, webhookSubscriptionsSort } from './webhook-subscription.service';
import { WebhookRetryResult, webhookDeliveryService, webhookDeliveriesSort } from './webhook-delivery.service';
import { WebhookEventCatalog, webhookEventCatalog, webhookEventTypes } from './webhook-catalog';

export const WebhookSubscriptionPage = Paginated(WebhookSubscription, 'WebhookSubscription');
export const WebhookDeliveryPage = Paginated(WebhookDelivery, 'WebhookDelivery');

@Resolver(() => WebhookSubscription)
export class WebhookSubscriptionResolver {
  @Query(() => WebhookSubscriptionPage, { description: 'Webhook subscriptions of the organisation (active ones unless includeInactive).' })
  webhookSubscriptions(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(webhookSubscriptionsSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => WebhookSubscriptionFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: WebhookSubscriptionFilter,
  ) {
    return webhookSubscriptionService.list(ctx, list, filter);
  }

  @Query(() => WebhookSubscription, { description: 'One webhook subscription of the organisation (never its secret).' })
  webhookSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the webhook subscription; 404 when no such webhook subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return webhookSubscriptionService.get(ctx, id);
  }

  @Query(() => WebhookEventCatalog, { description: 'Every event type with its payload schema and example per API version.' })
  webhookEventCatalog() {
    return webhookEventCatalog();
  }

  @Query(() => [String], { description: 'The names of every event type.' })
  webhookEventTypes() {
    return webhookEventTypes();
  }

  @Mutation(() => WebhookSubscription, { description: 'Creates a subscription; the answer carries the signing secret (shown once).' })
  createWebhookSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateWebhookSubscriptionInput, { description: 'Fields of the new webhook subscription.' }) input: CreateWebhookSubscriptionInput,
  ) {
    return webhookSubscriptionService.create(ctx, input);
  }

  @Mutation(() => WebhookSubscription, { description: "Changes a subscription's URL, events, API version or description." })
  updateWebhookSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the webhook subscription to change; 404 (nothing changed) when no such webhook subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('input', () => UpdateWebhookSubscriptionInput, { description: 'Fields of the webhook subscription to change; a field left out keeps its value.' })
    input: UpdateWebhookSubscriptionInput,
  ) {
    return webhookSubscriptionService.update(ctx, id, input);
  }

  @Mutation(() => WebhookSubscription, { description: 'Soft-deletes a subscription; its pending deliveries are cancelled.' })
  deleteWebhookSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the webhook subscription to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such webhook subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the webhook subscription is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return webhookSubscriptionService.delete(ctx, id, reason);
  }

  @Mutation(() => WebhookSubscription, { description: 'Activates a subscription again: new events are delivered (consecutiveFailures is reset).' })
  activateWebhookSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the webhook subscription to activate; 404 (nothing changed) when no such webhook subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return webhookSubscriptionService.activate(ctx, id);
  }

  @Mutation(() => WebhookSubscription, { description: 'Stops deliveries; pending ones are cancelled.' })
  deactivateWebhookSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the webhook subscription to deactivate; 404 (nothing changed) when no such webhook subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the subscription is deactivated; kept in the audit trail. Optional, at most 500 characters kept.',
    })
    reason?: string,
  ) {
    return webhookSubscriptionService.deactivate(ctx, id, reason);
  }

  @Mutation(() => WebhookSubscription, { description: 'Issues a new signing secret (in the answer); the old one also signs for 24 hours.' })
  rotateWebhookSubscriptionSecret(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the webhook subscription whose signing secret is replaced; 404 (nothing changed) when no such subscription is visible to the caller.',
    })
    id: string,
  ) {
    return webhookSubscriptionService.rotateSecret(ctx, id);
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a webhook.test event to the subscription now and answers with the recorded delivery.' })
  testWebhookSubscription(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the webhook subscription to test; 404 (nothing changed) when no such webhook subscription is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why the test is sent; kept in the audit trail. Optional, at most 500 characters kept.' })
    reason?: string,
  ) {
    return webhookDeliveryService.test(ctx, id, reason);
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @Query(() => WebhookDeliveryPage, { description: 'The delivery log of the organisation.' })
  webhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(webhookDeliveriesSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => WebhookDeliveryFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: WebhookDeliveryFilter,
  ) {
    return webhookDeliveryService.list(ctx, list, filter);
  }

  @Query(() => WebhookDeliveryPage, { description: 'The delivery log of one subscription.' })
  webhookSubscriptionDeliveries(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: 'Id of the webhook subscription whose deliveries are listed; 404 when no such subscription is visible to the caller.',
    })
    id: string,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(webhookDeliveriesSort, 'createdAt Desc') }) list?: ListArgs,
    @Arg('filter', () => WebhookDeliveryFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: WebhookDeliveryFilter,
  ) {
    return webhookDeliveryService.listForSubscription(ctx, id, list, filter);
  }

  @Query(() => WebhookDelivery, { description: 'One webhook delivery with its attempts.' })
  webhookDelivery(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description: "Id of the webhook delivery; 404 when no such webhook delivery is visible to the caller (e.g. another organisation's).",
    })
    id: string,
  ) {
    return webhookDeliveryService.get(ctx, id);
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends the delivery again now (same webhook-id and body).' })
  retryWebhookDelivery(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the webhook delivery to retry; 404 (nothing changed) when no such webhook delivery is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the delivery is retried; kept in the audit trail. Optional, at most 500 characters kept.',
    })
    reason?: string,
  ) {
    return webhookDeliveryService.retry(ctx, id, reason);
  }

  @Mutation(() => WebhookRetryResult, { description: 'Re-enqueues failed deliveries of active subscriptions (of one when subscriptionId is given).' })
  retryFailedWebhookDeliveries(
    @Ctx() ctx: RequestContext,
    @Arg('subscriptionId', () => UuidScalar, {
      nullable: true,
      description: 'Id of one subscription whose failed deliveries are retried; null retries those of every active subscription.',
    })
    subscriptionId?: string,
  ) {
    return webhookDeliveryService.retryFailed(ctx, subscriptionId);
  }

  @FieldResolver(() => [WebhookDeliveryAttempt], { description: 'Every attempt, first to last.' })
  attempts(@Root() delivery: WebhookDelivery, @Ctx() ctx: RequestContext) {
    return ctx.loaders
      .get<string, WebhookDeliveryAttempt[]>('webhooks.delivery-attempts', async (ids) => {
        const found = await webhookDeliveryService.attemptsFor(ctx, ids);
        return ids.map((id) => found.get(id) ?? []);
      })
      .load(delivery.id);
  }
}
