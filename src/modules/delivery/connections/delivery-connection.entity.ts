import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar } from '../../../core/scalars';
import { DeliveryPlatform, DeliveryStoreState } from '../shared/delivery-vocabulary';

@ObjectType('DeliveryConnection', {
  simpleResolvers: true,
  description:
    "A branch's store on a delivery platform: where its orders come from, the sales channel (price tier) they belong to, and how the service answers it. Credentials are never returned.",
})
@Entity('delivery_connections')
@Index('delivery_connections_store_key', ['organizationId', 'platform', 'platformStoreId'], { unique: true })
@Index('delivery_connections_org_branch', ['organizationId', 'branchId', 'createdAt', 'id'])
export class DeliveryConnection extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch whose store this is.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => DeliveryPlatform, { description: 'The platform, and so the adapter that speaks to it.' })
  @Column('text')
  platform!: DeliveryPlatform;

  @Field(() => String, { description: 'Name shown in the console, 1-120 characters.' })
  @Column('text')
  name!: string;

  @Field(() => ID, { description: "The platform's id of the store (unique per platform in the organisation)." })
  @Column('text')
  platformStoreId!: string;

  @Field(() => ID, { description: "The sales channel the platform's orders belong to (its price tier prices them)." })
  @Column('uuid')
  channelId!: string;

  @Field(() => Boolean, { description: 'true: orders are accepted as they arrive; false: a person accepts or rejects each one before the deadline.' })
  @Column('boolean', { default: false })
  autoAccept!: boolean;

  @Field(() => Int, { description: 'Seconds a person has to accept an order before it is rejected automatically (60-3600).' })
  @Column('integer', { default: 300 })
  acceptDeadlineSeconds!: number;

  @Field(() => Int, { description: 'Preparation time told to the platform, in minutes (1-240).' })
  @Column('integer', { default: 20 })
  preparationMinutes!: number;

  @Field(() => DeliveryStoreState, { description: 'Open, Busy or Paused, as last told to the platform.' })
  @Column('text', { default: DeliveryStoreState.Open })
  storeState!: DeliveryStoreState;

  @Field(() => Boolean, { description: 'Inactive connections refuse inbound calls (404) and send nothing.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'Where the service sends status, availability, store-state and menu calls; null: nothing is sent.' })
  @Column('text', { nullable: true })
  outboundUrl!: string | null;

  /** The adapter's secrets as an AES-GCM box bound to the connection id (connection-credentials.ts); never returned. */
  @Column('text', { nullable: true })
  credentialsSealed!: string | null;

  @Field(() => String, { nullable: true, description: 'The last four characters of the signing secret, to tell secrets apart; null without one.' })
  @Column('text', { nullable: true })
  credentialsHint!: string | null;

  /** Consecutive failed outbound calls (circuit breaker). */
  @Column('integer', { default: 0 })
  circuitFailures!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'While in the future, outbound calls to the platform are held back (it failed repeatedly).' })
  @Column('timestamptz', { nullable: true })
  circuitOpenUntil!: Date | null;

  @Column('uuid', { nullable: true })
  createdBy!: string | null;
}
