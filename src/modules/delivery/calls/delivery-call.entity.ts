import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, JsonObjectScalar } from '../../../core/scalars';
import { DeliveryCallDirection } from '../shared/delivery-vocabulary';

@ObjectType('DeliveryCall', {
  simpleResolvers: true,
  description: 'One HTTP exchange with a platform, in or out: the request, the answer and the timing (kept for disputes, then pruned).',
})
@Entity('delivery_calls')
@Index('delivery_calls_org_started', ['organizationId', 'startedAt', 'id'])
@Index('delivery_calls_org_connection_started', ['organizationId', 'connectionId', 'startedAt', 'id'])
@Index('delivery_calls_started', ['startedAt'])
@Index('delivery_calls_replay_key', ['connectionId', 'replayKey'], { unique: true, where: 'replay_key IS NOT NULL' })
export class DeliveryCall {
  @Field(() => ID, { description: "The call's id." })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'The connection called or calling.' })
  @Column('uuid')
  connectionId!: string;

  @Field(() => DeliveryCallDirection, { description: 'In or Out.' })
  @Column('text')
  direction!: DeliveryCallDirection;

  @Field(() => String, { description: 'What the call was about, e.g. order.created, order.status, availability, store-state, menu.' })
  @Column('text')
  operation!: string;

  @Field(() => String, { description: 'HTTP method.' })
  @Column('text')
  method!: string;

  @Field(() => String, { description: 'The URL called (Out) or the path called (In).' })
  @Column('text')
  url!: string;

  @Field(() => JsonObjectScalar, { description: 'Request headers, signatures and secrets left out.' })
  @Column('jsonb')
  requestHeaders!: Record<string, string>;

  @Field(() => String, { nullable: true, description: 'Request body (first 64 KB).' })
  @Column('text', { nullable: true })
  requestBody!: string | null;

  @Field(() => Int, { nullable: true, description: 'HTTP status answered; null when no answer came.' })
  @Column('integer', { nullable: true })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Response body (first 64 KB).' })
  @Column('text', { nullable: true })
  responseBody!: string | null;

  @Field(() => String, { nullable: true, description: 'Transport error or timeout; null when an answer came.' })
  @Column('text', { nullable: true })
  error!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the call started.' })
  @Column('timestamptz')
  startedAt!: Date;

  @Field(() => Int, { description: 'How long it took, milliseconds.' })
  @Column('integer')
  durationMs!: number;

  /** An inbound call's own id (webhook-id): a second call with it is answered from this row, not handled again. */
  @Column('text', { nullable: true })
  replayKey!: string | null;

  @Field(() => ID, { nullable: true, description: 'The platform order it concerned, if any.' })
  @Column('uuid', { nullable: true })
  deliveryOrderId!: string | null;
}
