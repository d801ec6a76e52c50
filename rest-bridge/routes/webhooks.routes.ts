import { body, bodyField, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

const W = `${CONSOLE}/developers/webhooks`;
const D = `${CONSOLE}/developers/webhook-deliveries`;
const deliveryFilter = () =>
  queryObject({
    subscriptionId: 'SubscriptionId',
    status: 'Status',
    eventType: 'EventType',
    resourceType: 'ResourceType',
    from: 'From',
    to: 'To',
  });

export const webhooksRoutes: RouteTable = {
  area: 'Webhooks',
  routes: [
    {
      method: 'GET', path: W, operation: 'query', field: 'webhookSubscriptions', credential: 'session',
      summary: 'List webhook subscriptions', args: { list: list(), filter: queryObject({ includeInactive: 'IncludeInactive', eventType: 'EventType' }) },
    },
    {
      method: 'POST', path: W, operation: 'mutation', field: 'createWebhookSubscription', credential: 'session',
      summary: 'Create a webhook subscription (data.secret is shown once)', args: { input: body() },
    },
    {
      method: 'GET', path: `${W}/event-catalog`, operation: 'query', field: 'webhookEventCatalog', credential: 'session',
      summary: 'Event types with payload schema and example per API version',
    },
    {
      method: 'GET', path: `${W}/event-types`, operation: 'query', field: 'webhookEventTypes', credential: 'session',
      summary: 'Names of every event type',
    },
    {
      method: 'GET', path: `${W}/{id}`, operation: 'query', field: 'webhookSubscription', credential: 'session',
      summary: 'Get a webhook subscription', args: { id: path('id') },
    },
    {
      method: 'PUT', path: `${W}/{id}`, operation: 'mutation', field: 'updateWebhookSubscription', credential: 'session',
      summary: 'Change a webhook subscription', args: { id: path('id'), input: body() },
    },
    {
      method: 'DELETE', path: `${W}/{id}`, operation: 'mutation', field: 'deleteWebhookSubscription', credential: 'session',
      summary: 'Delete a webhook subscription (soft; pending deliveries are cancelled)', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'POST', path: `${W}/{id}/activate`, operation: 'mutation', field: 'activateWebhookSubscription', credential: 'session',
      summary: 'Activate a webhook subscription', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${W}/{id}/deactivate`, operation: 'mutation', field: 'deactivateWebhookSubscription', credential: 'session',
      summary: 'Deactivate a webhook subscription', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: `${W}/{id}/deliveries`, operation: 'query', field: 'webhookSubscriptionDeliveries', credential: 'session',
      summary: 'Delivery log of one subscription', args: { id: path('id'), list: list(), filter: deliveryFilter() },
    },
    {
      method: 'POST', path: `${W}/{id}/rotate-secret`, operation: 'mutation', field: 'rotateWebhookSubscriptionSecret', credential: 'session',
      summary: 'Issue a new signing secret (data.secret); the old one also signs for 24 hours', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${W}/{id}/test`, operation: 'mutation', field: 'testWebhookSubscription', credential: 'session',
      summary: 'Send a webhook.test event now and record the delivery', args: { id: path('id'), reason: bodyField('reason') },
    },
    {
      method: 'GET', path: D, operation: 'query', field: 'webhookDeliveries', credential: 'session',
      summary: 'Delivery log', args: { list: list(), filter: deliveryFilter() },
    },
    {
      method: 'POST', path: `${D}/retry-failed`, operation: 'mutation', field: 'retryFailedWebhookDeliveries', credential: 'session',
      summary: 'Re-enqueue failed deliveries (optionally of one subscription)', args: { subscriptionId: bodyField('subscriptionId') },
    },
    {
      method: 'GET', path: `${D}/{id}`, operation: 'query', field: 'webhookDelivery', credential: 'session',
      summary: 'Get a delivery with its attempts', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${D}/{id}/retry`, operation: 'mutation', field: 'retryWebhookDelivery', credential: 'session',
      summary: 'Send a delivery again now', args: { id: path('id'), reason: bodyField('reason') },
    },
  ],
};
