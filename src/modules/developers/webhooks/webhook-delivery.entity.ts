import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar, JsonObjectScalar } from '../../../core/scalars';
import type { DeliveryStatus } from './webhook.rules';
import { WebhookAttemptTrigger } from './webhook-delivery-attempt.entity';

export enum WebhookDeliveryStatus {
  Pending = 'Pending',
  Succeeded = 'Succeeded',
  Failed = 'Failed',
  Cancelled = 'Cancelled',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description:
    'Pending: waiting for an attempt; Succeeded: a 2xx answer; Failed: refused or retries exhausted; Cancelled: the subscription was deactivated or deleted.',
  valuesConfig: {
    Pending: { description: 'Waiting for its next attempt (nextAttemptAt).' },
    Succeeded: { description: 'The endpoint answered 2xx.' },
    Failed: { description: 'Refused and no retry is left (a manual retry is still possible).' },
    Cancelled: { description: 'Not delivered because the subscription was deactivated or deleted.' },
  },
});

export enum WebhookDeliveryKind {
  Event = 'Event',
  Test = 'Test',
}
registerEnumType(WebhookDeliveryKind, {
  name: 'WebhookDeliveryKind',
  description: 'Event: a domain event; Test: sent by the test operation.',
  valuesConfig: {
    Event: { description: 'Delivery of a domain event the subscription listens to.' },
    Test: { description: 'Delivery sent by testWebhookSubscription.' },
  },
});

/**
 * One event for one subscription. Its id is the `webhook-id` header: the same on every attempt,
 * so receivers deduplicate by it. The body is frozen at fan-out: every attempt sends the same bytes.
 */
@ObjectType('WebhookDelivery', {
  simpleResolvers: true,
  description:
    'One event sent to one subscription. Its id is the webhook-id header, the same on every attempt, so receivers can deduplicate; every attempt sends the same body.',
})
@Entity('webhook_deliveries')
@Index('webhook_deliveries_event_subscription_key', ['eventId', 'subscriptionId'], { unique: true })
// The list's default order with the id that breaks its ties: a deep page walks the index alone (docs/architecture.md).
@Index('webhook_deliveries_org_created_id_idx', ['organizationId', 'createdAt', 'id'])
@Index('webhook_deliveries_subscription_idx', ['subscriptionId', 'createdAt'])
@Index('webhook_deliveries_due_idx', ['status', 'nextAttemptAt'])
@Index('webhook_deliveries_org_status_created_idx', ['organizationId', 'status', 'createdAt', 'id'])
export class WebhookDelivery {
  @Field(() => ID, { description: 'Also the webhook-id header of every attempt.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the subscription the event is delivered to.' })
  @Column('uuid')
  subscriptionId!: string;

  @Field(() => ID, { description: 'The event (payload id); one event reaches each subscription once.' })
  @Column('uuid')
  eventId!: string;

  @Field(() => WebhookDeliveryKind, { description: 'Event (a domain event) or Test.' })
  @Column('text', { default: WebhookDeliveryKind.Event })
  kind!: WebhookDeliveryKind;

  @Field(() => String, { description: 'The event type, e.g. hr.department.deleted.' })
  @Column('text')
  eventType!: string;

  @Field(() => String, { description: 'Kind of record the event is about, e.g. department.' })
  @Column('text')
  resourceType!: string;

  @Field(() => String, { description: 'Id of the record the event is about.' })
  @Column('text')
  resourceId!: string;

  @Field(() => String, { description: "API version the payload is written in (the subscription's at fan-out time)." })
  @Column('text')
  apiVersion!: string;

  /** The exact JSON text sent (and signed) on every attempt. */
  @Column('text')
  body!: string;

  @Field(() => JsonObjectScalar, { description: 'The JSON body sent on every attempt.' })
  get payload(): Record<string, unknown> {
    return JSON.parse(this.body) as Record<string, unknown>;
  }

  @Field(() => WebhookDeliveryStatus, { description: 'Pending, Succeeded, Failed or Cancelled.' })
  @Column('text', { default: WebhookDeliveryStatus.Pending })
  status!: DeliveryStatus;

  @Field(() => Int, { description: 'HTTP attempts made so far.' })
  @Column('int', { default: 0 })
  attemptCount!: number;

  /** Position in the retry schedule of the current cycle (a manual retry starts a new cycle). */
  @Column('int', { default: 0 })
  scheduleStep!: number;

  /** What the next attempt is. */
  @Column('text', { default: WebhookAttemptTrigger.Automatic })
  nextTrigger!: WebhookAttemptTrigger;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the next attempt is due; null unless Pending.' })
  @Column('timestamptz', { nullable: true })
  nextAttemptAt!: Date | null;

  /** While set and in the future, one worker is attempting this delivery. */
  @Column('timestamptz', { nullable: true })
  leaseUntil!: Date | null;

  /** The service instance holding the lease: a lease of a dead instance is taken over at once. */
  @Column('uuid', { nullable: true })
  leaseOwner!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the last attempt started; null before the first.' })
  @Column('timestamptz', { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: 'HTTP status of the last answer; null when there was none (timeout, refused connection) or no attempt yet.',
  })
  @Column('int', { nullable: true })
  lastHttpStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed (network error or the status); null when it succeeded or none was made.' })
  @Column('text', { nullable: true })
  lastError!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the delivery reached succeeded, failed or cancelled.' })
  @Column('timestamptz', { nullable: true })
  completedAt!: Date | null;

  @Field(() => DateTimeScalar, { description: 'When the delivery was created (the event fanned out).' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the delivery last changed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
