import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

/** What started an attempt. */
export enum WebhookAttemptTrigger {
  Automatic = 'Automatic',
  Manual = 'Manual',
  Test = 'Test',
}
registerEnumType(WebhookAttemptTrigger, {
  name: 'WebhookAttemptTrigger',
  description: 'Automatic (the retry schedule), Manual (a retry asked for in the console or API) or Test (the test operation).',
  valuesConfig: {
    Automatic: { description: 'Made by the retry schedule.' },
    Manual: { description: 'Asked for with retryWebhookDelivery (console or API).' },
    Test: { description: 'Made by testWebhookSubscription.' },
  },
});

/** How an attempt ended. */
export enum WebhookAttemptOutcome {
  Succeeded = 'Succeeded',
  Retrying = 'Retrying',
  Failed = 'Failed',
}
registerEnumType(WebhookAttemptOutcome, {
  name: 'WebhookAttemptOutcome',
  description: 'Succeeded (a 2xx answer), Retrying (refused; another attempt is scheduled) or Failed (refused; no attempt is left).',
  valuesConfig: {
    Succeeded: { description: 'The endpoint answered 2xx.' },
    Retrying: { description: 'Refused or unreachable; another attempt is scheduled.' },
    Failed: { description: 'Refused or unreachable and no attempt is left.' },
  },
});

/** One HTTP attempt of a delivery, as the log shows it. */
@ObjectType('WebhookDeliveryAttempt', { simpleResolvers: true, description: 'One HTTP attempt of a webhook delivery.' })
@Entity('webhook_delivery_attempts')
@Index('webhook_delivery_attempts_delivery_idx', ['deliveryId', 'attemptNumber'], { unique: true })
export class WebhookDeliveryAttempt {
  @Field(() => ID, { description: 'Id of the attempt.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the delivery the attempt belongs to.' })
  @Column('uuid')
  deliveryId!: string;

  @Field(() => Int, { description: '1 for the first attempt of the delivery.' })
  @Column('int')
  attemptNumber!: number;

  @Field(() => WebhookAttemptTrigger, { description: 'What made the attempt: the retry schedule, a manual retry or a test.' })
  @Column('text')
  trigger!: WebhookAttemptTrigger;

  @Field(() => String, { description: 'The URL the attempt was sent to.' })
  @Column('text')
  url!: string;

  @Field(() => WebhookAttemptOutcome, { description: 'Succeeded, Retrying or Failed.' })
  @Column('text')
  outcome!: WebhookAttemptOutcome;

  @Field(() => Int, { nullable: true, description: 'HTTP status answered; null when there was no answer (timeout, refused connection).' })
  @Column('int', { nullable: true })
  httpStatus!: number | null;

  @Field(() => Int, { description: 'Milliseconds from connecting to the end of the answer (or the failure).' })
  @Column('int')
  durationMs!: number;

  @Field(() => String, { nullable: true, description: 'The first 1,024 characters of the answer body.' })
  @Column('text', { nullable: true })
  responseExcerpt!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed before or instead of a 2xx answer.' })
  @Column('text', { nullable: true })
  error!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the attempt started.' })
  @Column('timestamptz')
  startedAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the next attempt is due, if one is scheduled.' })
  @Column('timestamptz', { nullable: true })
  nextAttemptAt!: Date | null;
}
