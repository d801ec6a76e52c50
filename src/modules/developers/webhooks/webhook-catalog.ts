import { Field, ObjectType } from 'type-graphql';
import { CURRENT_API_VERSION, EventDefinition, eventCatalog, SUPPORTED_API_VERSIONS } from '../../../core/events/event-catalog';
import { JsonObjectScalar } from '../../../core/scalars';
import { buildPayload, EXAMPLE_IDS, payloadSchema } from './webhook.events';

@ObjectType('WebhookEventVersion', { simpleResolvers: true, description: 'The payload of an event type in one API version.' })
export class WebhookEventVersion {
  @Field(() => String, { description: 'The API version (a date such as 2026-01-01).' })
  apiVersion!: string;

  @Field(() => JsonObjectScalar, { description: 'JSON Schema (2020-12) of the whole delivery body.' })
  schema!: Record<string, unknown>;

  @Field(() => JsonObjectScalar, { description: 'An example delivery body.' })
  example!: Record<string, unknown>;
}

@ObjectType('WebhookEventDefinition', { simpleResolvers: true, description: 'An event type that subscriptions can receive.' })
export class WebhookEventDefinition {
  @Field(() => String, { description: 'Dot-separated name, e.g. hr.department.created.' })
  type!: string;

  @Field(() => String, { description: 'When the event is sent, in English.' })
  description!: string;

  @Field(() => String, { description: 'The kind of record the event is about (resourceType in payloads and the delivery log).' })
  resourceType!: string;

  @Field(() => [WebhookEventVersion], { description: "The event's payload in each API version that has it." })
  versions!: WebhookEventVersion[];
}

@ObjectType('WebhookEventCatalog', {
  simpleResolvers: true,
  description: 'The event types a webhook subscription may listen to and the API versions their payloads come in.',
})
export class WebhookEventCatalog {
  @Field(() => String, { description: 'The version new subscriptions get when they name none.' })
  currentApiVersion!: string;

  @Field(() => [String], { description: 'API versions (dates such as 2026-01-01) a subscription may ask for.' })
  supportedApiVersions!: string[];

  @Field(() => [WebhookEventDefinition], { description: 'Every event type, with its payload per API version.' })
  events!: WebhookEventDefinition[];
}

function toDefinition(definition: EventDefinition): WebhookEventDefinition {
  const versions = (definition.apiVersions ?? SUPPORTED_API_VERSIONS).filter((v) => (SUPPORTED_API_VERSIONS as readonly string[]).includes(v));
  return {
    type: definition.type,
    description: definition.description,
    resourceType: definition.resourceType,
    versions: versions.map((apiVersion) => ({
      apiVersion,
      schema: payloadSchema(definition.type, apiVersion, definition.schema),
      example: buildPayload(
        {
          id: EXAMPLE_IDS.event,
          type: definition.type,
          occurredAt: new Date('2026-01-31T09:30:00.000Z'),
          organizationId: EXAMPLE_IDS.organization,
          branchId: EXAMPLE_IDS.branch,
          resourceType: definition.resourceType,
          resourceId: typeof definition.example.id === 'string' ? definition.example.id : EXAMPLE_IDS.event,
          data: definition.example,
        },
        apiVersion,
      ),
    })),
  };
}

export function webhookEventCatalog(): WebhookEventCatalog {
  return {
    currentApiVersion: CURRENT_API_VERSION,
    supportedApiVersions: [...SUPPORTED_API_VERSIONS],
    events: eventCatalog.all().map(toDefinition),
  };
}

export function webhookEventTypes(): string[] {
  return eventCatalog.all().map((definition) => definition.type);
}
