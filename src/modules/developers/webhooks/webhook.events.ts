import { type EventDefinition, type JsonSchema, schemaOf } from '../../../core/events/event-catalog';

export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The catalog entry of the test event (sent only by POST …/webhooks/{id}/test). */
export const webhookEvents: EventDefinition[] = [
  {
    type: WEBHOOK_TEST_EVENT,
    description: 'A test delivery requested from the console; it changes nothing.',
    resourceType: 'webhook_subscription',
    schema: schemaOf.object({ subscriptionId: schemaOf.uuid, reason: schemaOf.nullableString, message: schemaOf.string }, ['subscriptionId', 'message']),
    example: { subscriptionId: '5b1f3c6e-2a7d-4f7e-9a55-3c2b1d0e9f10', reason: 'Checking the new endpoint', message: 'This is a test event.' },
  },
];

/** What a delivery body is built from. */
export interface PayloadSource {
  id: string;
  type: string;
  occurredAt: Date;
  organizationId: string;
  branchId: string | null;
  resourceType: string;
  resourceId: string;
  data: Record<string, unknown>;
}

/**
 * The body of a delivery for API version 2026-01-01 (the only one so far):
 * `{id, type, apiVersion, timestamp, organizationId, branchId, resourceType, resourceId, data}`.
 * A future version adds a case here; subscriptions keep the version they chose.
 */
export function buildPayload(source: PayloadSource, apiVersion: string): Record<string, unknown> {
  switch (apiVersion) {
    case '2026-01-01':
      return {
        id: source.id,
        type: source.type,
        apiVersion,
        timestamp: source.occurredAt.toISOString(),
        organizationId: source.organizationId,
        branchId: source.branchId,
        resourceType: source.resourceType,
        resourceId: source.resourceId,
        data: source.data,
      };
    default:
      throw new Error(`No payload format for API version ${apiVersion}`);
  }
}

/** JSON Schema of a whole delivery body whose `data` follows `dataSchema`. */
export function payloadSchema(type: string, apiVersion: string, dataSchema: JsonSchema): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: `${type} (${apiVersion})`,
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid', description: 'Event id: the same for every subscription and attempt.' },
      type: { const: type },
      apiVersion: { const: apiVersion },
      timestamp: { type: 'string', format: 'date-time', description: 'When the change happened.' },
      organizationId: { type: 'string', format: 'uuid' },
      branchId: { type: ['string', 'null'], format: 'uuid' },
      resourceType: { type: 'string' },
      resourceId: { type: 'string' },
      data: dataSchema,
    },
    required: ['id', 'type', 'apiVersion', 'timestamp', 'organizationId', 'branchId', 'resourceType', 'resourceId', 'data'],
    additionalProperties: false,
  };
}

export const EXAMPLE_IDS = {
  event: '3f9a2c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8',
  organization: '7c6b5a49-3827-4165-9f8e-7d6c5b4a3928',
  branch: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
} as const;
