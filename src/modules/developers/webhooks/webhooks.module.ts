import type { FeatureModule } from '../../feature-module';
import { sessionCan } from '../../../core/auth/rules';
import { WebhookSubscription } from './webhook-subscription.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';
import { WebhookDeliveryResolver, WebhookSubscriptionResolver } from './webhook.resolvers';
import { webhookEvents } from './webhook.events';
import { webhookDeliverJob, webhookDispatchJob } from './webhook.jobs';
import { webhooksRoutes } from './webhooks.routes';
import { WEBHOOKS_MESSAGES } from './webhooks.messages';
import { webhookDeliveriesSort } from './webhook-delivery.service';
import { webhookSubscriptionsSort } from './webhook-subscription.service';

const manage = sessionCan('developers:manage');

/** Outbound webhooks: subscriptions, signed deliveries from the outbox, retries and the delivery log. */
export const webhooksModule: FeatureModule = {
  name: 'developers.webhooks',
  routes: [webhooksRoutes],
  messages: WEBHOOKS_MESSAGES,
  sortFields: [webhookDeliveriesSort, webhookSubscriptionsSort],
  entities: [WebhookSubscription, WebhookDelivery, WebhookDeliveryAttempt],
  resolvers: [WebhookSubscriptionResolver, WebhookDeliveryResolver],
  events: webhookEvents,
  jobs: [webhookDispatchJob, webhookDeliverJob],
  rules: {
    Query: {
      webhookSubscriptions: manage,
      webhookSubscription: manage,
      webhookEventCatalog: manage,
      webhookEventTypes: manage,
      webhookDeliveries: manage,
      webhookSubscriptionDeliveries: manage,
      webhookDelivery: manage,
    },
    Mutation: {
      createWebhookSubscription: manage,
      updateWebhookSubscription: manage,
      deleteWebhookSubscription: manage,
      activateWebhookSubscription: manage,
      deactivateWebhookSubscription: manage,
      rotateWebhookSubscriptionSecret: manage,
      testWebhookSubscription: manage,
      retryWebhookDelivery: manage,
      retryFailedWebhookDeliveries: manage,
    },
  },
};
