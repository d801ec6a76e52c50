import { Field, InputType } from 'type-graphql';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { DateTimeScalar, UuidScalar } from '../../../core/scalars';
import { WebhookDeliveryStatus } from './webhook-delivery.entity';
import { MAX_EVENTS_PER_SUBSCRIPTION, MAX_URL_LENGTH } from './webhook.rules';

@InputType({ description: 'A new webhook subscription.' })
export class CreateWebhookSubscriptionInput {
  @Field(() => String, { description: 'https URL (http is accepted outside production).' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(MAX_URL_LENGTH, { message: `must be at most ${MAX_URL_LENGTH} characters` })
  url!: string;

  @Field(() => [String], { description: 'Event types from the event catalog, or ["*"] for all.' })
  @IsArray({ message: 'must be a list of event types' })
  @ArrayNotEmpty({ message: 'must name at least one event type' })
  @ArrayMaxSize(MAX_EVENTS_PER_SUBSCRIPTION, { message: `must name at most ${MAX_EVENTS_PER_SUBSCRIPTION} event types` })
  events!: string[];

  @Field(() => String, { nullable: true, description: 'Payload version; defaults to the current one.' })
  @IsOptional()
  apiVersion?: string | null;
}

@InputType({ description: 'Changes to a webhook subscription; omitted fields stay as they are.' })
export class UpdateWebhookSubscriptionInput {
  @Field(() => String, { nullable: true, description: 'New https URL, at most 2048 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(MAX_URL_LENGTH, { message: `must be at most ${MAX_URL_LENGTH} characters` })
  url?: string | null;

  @Field(() => [String], { nullable: true, description: 'New list of event types (1-200, from webhookEventCatalog); left out keeps it.' })
  @IsOptional()
  @IsArray({ message: 'must be a list of event types' })
  @ArrayNotEmpty({ message: 'must name at least one event type' })
  @ArrayMaxSize(MAX_EVENTS_PER_SUBSCRIPTION, { message: `must name at most ${MAX_EVENTS_PER_SUBSCRIPTION} event types` })
  events?: string[] | null;

  @Field(() => String, { nullable: true, description: 'New API version for payloads (one of webhookEventCatalog.supportedApiVersions); left out keeps it.' })
  @IsOptional()
  apiVersion?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Same effect as activate / deactivate (without a reason).' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'Conditions on the webhook subscription list.' })
export class WebhookSubscriptionFilter {
  @Field(() => Boolean, { nullable: true, description: 'Include deactivated subscriptions.' })
  includeInactive?: boolean;

  @Field(() => String, { nullable: true, description: 'Only subscriptions that receive this event type (directly or through "*").' })
  eventType?: string;
}

@InputType({ description: 'Conditions on the webhook delivery list.' })
export class WebhookDeliveryFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only deliveries of this subscription.' })
  subscriptionId?: string;

  @Field(() => WebhookDeliveryStatus, { nullable: true, description: 'Only deliveries in this status.' })
  status?: WebhookDeliveryStatus;

  @Field(() => String, { nullable: true, description: 'Only deliveries of this event type (exact, e.g. hr.department.deleted).' })
  eventType?: string;

  @Field(() => String, { nullable: true, description: 'Only deliveries about this kind of record (exact, e.g. department).' })
  resourceType?: string;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Deliveries created at or after this instant.' })
  from?: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Deliveries created at or before this instant.' })
  to?: Date;
}
