import type { InboundOpenApi } from '../../../core/modules/feature-module';
import { DH_CATALOG_CALLBACK_PATH } from '../adapters/delivery-hero/delivery-hero.adapter';
import { MAX_INBOUND_BYTES } from './inbound.router';

/*
 * The platforms' door in the OpenAPI document (docs/delivery.md, "Inbound calls"): the paths a
 * platform calls, outside /api/v1, each with the proof its adapter checks as its security.
 */

const TAG = 'Delivery platforms (inbound)';
const STANDARD_WEBHOOKS = 'deliveryStandardWebhooks';
const DH_JWT = 'deliveryHeroMiddlewareJwt';

const connectionId = {
  name: 'connectionId',
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
  description: 'Id of the delivery connection (404 when unknown, inactive or of another platform).',
};
const remoteId = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: "The connection's platformStoreId (Delivery Hero's remoteId); 404 otherwise.",
});
const header = (name: string, description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  name,
  in: 'header',
  required: true,
  schema,
  description,
});
const refused = {
  '401': { $ref: '#/components/responses/E401' },
  '404': { $ref: '#/components/responses/E404' },
  '422': { $ref: '#/components/responses/E422' },
};
const json = (schema: Record<string, unknown>) => ({ 'application/json': { schema } });
const anyObject = { type: 'object', additionalProperties: true };
const bodyNote = `Bodies over ${MAX_INBOUND_BYTES} bytes are refused (422).`;

const GENERIC_ITEM = {
  type: 'object',
  required: ['id', 'name', 'quantity'],
  properties: {
    id: { type: 'string', description: "The platform's item id (mapped per connection to a product)." },
    name: { type: 'string' },
    quantity: { type: 'integer', minimum: 1, maximum: 999 },
    unitPrice: { type: 'integer', description: 'Whole IQD.' },
    note: { type: 'string' },
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'string' }, name: { type: 'string' }, quantity: { type: 'integer', minimum: 1 } },
      },
    },
  },
};

const GENERIC_MESSAGE = {
  type: 'object',
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', enum: ['order.created', 'order.cancelled', 'order.picked-up', 'menu.requested'] },
    data: {
      type: 'object',
      description:
        'order.created: orderId (1-200 characters), 1-200 items, fulfilment (Delivery or Pickup), customer, note, total; order.cancelled: orderId, reason; order.picked-up: orderId; menu.requested: nothing.',
      properties: {
        orderId: { type: 'string', minLength: 1, maxLength: 200 },
        displayId: { type: 'string' },
        fulfilment: { type: 'string', enum: ['Delivery', 'Pickup'] },
        customer: { type: 'object', properties: { name: { type: 'string' }, phone: { type: 'string' } } },
        note: { type: 'string' },
        items: { type: 'array', minItems: 1, maxItems: 200, items: GENERIC_ITEM },
        total: { type: 'integer', description: 'Whole IQD, as the platform states it.' },
        reason: { type: 'string' },
      },
    },
  },
};

const dh = (
  operationId: string,
  summary: string,
  description: string,
  parameters: unknown[],
  answer: Record<string, unknown>,
  body?: Record<string, unknown>,
) => ({
  tags: [TAG],
  operationId,
  summary,
  description: `${description} ${bodyNote}`,
  security: [{ [DH_JWT]: [] }],
  parameters: [connectionId, ...parameters],
  ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
  responses: { ...answer, ...refused },
});

export const inboundOpenApi: InboundOpenApi = {
  tags: {
    [TAG]:
      'The endpoints delivery platforms call (docs/delivery.md): outside /api/v1, no session or API key; each proves itself as its platform does (a Standard Webhooks signature, a Delivery Hero middleware JWT).',
  },
  securitySchemes: {
    [STANDARD_WEBHOOKS]: {
      type: 'apiKey',
      in: 'header',
      name: 'webhook-signature',
      description:
        'Standard Webhooks: `webhook-signature: v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">` with the connection\'s signing secret (whsec_…), with the webhook-id and webhook-timestamp headers (Unix seconds, within 5 minutes of the service clock). A webhook-id already handled gets the first answer again (webhook-replayed: true).',
    },
    [DH_JWT]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description:
        "Delivery Hero's middleware token: a JWT signed (HS256, HS384 or HS512) with the connection's pluginSecret, with the claim service: middleware.",
    },
  },
  paths: {
    '/delivery/generic/{connectionId}': {
      post: {
        tags: [TAG],
        operationId: 'deliveryGenericInbound',
        summary: 'A platform posts an order, a cancellation, a pickup or a menu request (generic signed JSON)',
        description: `The generic format (docs/delivery.md, "Generic JSON format"), signed per Standard Webhooks. ${bodyNote}`,
        security: [{ [STANDARD_WEBHOOKS]: [] }],
        parameters: [
          connectionId,
          header('webhook-id', 'Unique per message, the same on retries (a repeat gets the first answer).'),
          header('webhook-timestamp', 'Unix seconds; refused (401) more than 5 minutes from the service clock.', { type: 'string', pattern: '^[0-9]+$' }),
        ],
        requestBody: { required: true, content: json(GENERIC_MESSAGE) },
        responses: {
          '200': {
            description: 'Handled; a repeated order.created answers the first order with duplicate: true.',
            content: json(anyObject),
          },
          '201': {
            description: 'order.created: the order was placed ({ orderId, id, state, flags, duplicate: false }).',
            content: json(anyObject),
          },
          ...refused,
        },
      },
    },
    '/delivery/delivery-hero/{connectionId}/order/{remoteId}': {
      post: dh(
        'deliveryHeroOrderDispatch',
        'Delivery Hero dispatches an order',
        'The order is placed (once per token) and answered with its remoteOrderId.',
        [remoteId('remoteId')],
        {
          '200': {
            description: 'Taken: {"remoteResponse": {"remoteOrderId": "<token>"}}.',
            content: json({ type: 'object', properties: { remoteResponse: { type: 'object', properties: { remoteOrderId: { type: 'string' } } } } }),
          },
        },
        anyObject,
      ),
    },
    '/delivery/delivery-hero/{connectionId}/remoteId/{remoteId}/remoteOrder/{remoteOrderId}/posOrderStatus': {
      put: dh(
        'deliveryHeroOrderStatus',
        "Delivery Hero updates an order's status",
        'ORDER_CANCELLED cancels the order (message as the reason); ORDER_PICKED_UP marks it picked up; other statuses are kept in the call log.',
        [remoteId('remoteId'), { name: 'remoteOrderId', in: 'path', required: true, schema: { type: 'string' }, description: "The order's token." }],
        { '200': { description: 'Handled.', content: json(anyObject) } },
        { type: 'object', required: ['status'], properties: { status: { type: 'string' }, message: { type: 'string' } } },
      ),
    },
    '/delivery/delivery-hero/{connectionId}/menuimport/{remoteId}': {
      get: dh(
        'deliveryHeroMenuImport',
        'Delivery Hero asks for the menu',
        'A menu push is queued and sent at once (docs/delivery.md, "Menu push"): the catalog goes to the middleware\'s catalog import.',
        [remoteId('remoteId')],
        { '202': { description: 'The push is queued.' } },
      ),
    },
    [`/delivery/delivery-hero/{connectionId}${DH_CATALOG_CALLBACK_PATH}`]: {
      post: dh(
        'deliveryHeroCatalogImportStatus',
        "Delivery Hero reports a catalog import's outcome",
        'Kept in the call log.',
        [],
        { '200': { description: 'Logged.', content: json(anyObject) } },
        { type: 'object', properties: { catalogImportId: { type: 'string' }, status: { type: 'string' } } },
      ),
    },
    '/delivery/delivery-hero/{connectionId}/remoteId/{remoteId}/availability': {
      put: dh(
        'deliveryHeroVendorAvailability',
        "Delivery Hero reports the vendor's availability",
        'Kept in the call log.',
        [remoteId('remoteId')],
        { '200': { description: 'Logged.', content: json(anyObject) } },
        anyObject,
      ),
    },
  },
};
