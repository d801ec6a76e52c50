import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';

/** One HTTP attempt of a delivery, as the log shows it. */
@ObjectType('WebhookDeliveryAttempt')
@Entity('webhook_delivery_attempts')
@Index('webhook_delivery_attempts_delivery_idx', ['deliveryId', 'attemptNumber'], { unique: true })
export class WebhookDeliveryAttempt {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID)
  @Column('uuid')
  deliveryId!: string;

  @Field(() => Int, { description: '1 for the first attempt of the delivery.' })
  @Column('int')
  attemptNumber!: number;

  @Field(() => String, { description: 'automatic (schedule), manual (retry) or test.' })
  @Column('text')
  trigger!: string;

  @Field(() => String, { description: 'The URL the attempt was sent to.' })
  @Column('text')
  url!: string;

  @Field(() => String, { description: 'succeeded, retrying (another attempt is scheduled) or failed.' })
  @Column('text')
  outcome!: string;

  @Field(() => Int, { nullable: true })
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

  @Field(() => DateTimeScalar)
  @Column('timestamptz')
  startedAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the next attempt is due, if one is scheduled.' })
  @Column('timestamptz', { nullable: true })
  nextAttemptAt!: Date | null;
}
