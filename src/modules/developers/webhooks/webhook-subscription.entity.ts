import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { SoftDeletable } from '../../../core/soft-delete/soft-delete.columns';

/**
 * An endpoint of an organisation that receives signed event deliveries. The signing secret is
 * kept encrypted (AES-256-GCM, key derived from the service secret): signing needs the raw
 * secret, so it cannot be hashed, and it is never stored or shown in clear after creation.
 */
@ObjectType('WebhookSubscription', { simpleResolvers: true, description: 'An endpoint that receives signed event deliveries.' })
@Entity('webhook_subscriptions')
@Index('webhook_subscriptions_org_idx', ['organizationId', 'createdAt'])
export class WebhookSubscription extends SoftDeletable {
  /** Set in code (not by the database): the id is bound into the encrypted secret. */
  @Field(() => ID, { description: "Id of the subscription (part of the signing secret's binding)." })
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => String, { description: 'The https URL deliveries are POSTed to, at most 2048 characters.' })
  @Column('text')
  url!: string;

  @Field(() => [String], { description: 'Event types delivered to this endpoint; ["*"] means every type.' })
  @Column('text', { array: true })
  events!: string[];

  @Field(() => String, { description: 'Version of the event payloads sent to this endpoint.' })
  @Column('text')
  apiVersion!: string;

  @Field(() => Boolean, { description: 'Whether new events are delivered; false after deactivation.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When the subscription was deactivated (by a member or after too many failures); null while active.',
  })
  @Column('timestamptz', { nullable: true })
  deactivatedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the subscription was deactivated (by a user or automatically).' })
  @Column('text', { nullable: true })
  deactivationReason!: string | null;

  /** `v1:<iv>:<tag>:<ciphertext>` (see webhook-secret.ts). */
  @Column('text')
  secretCiphertext!: string;

  /** The secret before the last rotation; it also signs deliveries until previousSecretExpiresAt. */
  @Column('text', { nullable: true })
  previousSecretCiphertext!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Until then deliveries also carry a signature made with the previous secret.' })
  @Column('timestamptz', { nullable: true })
  previousSecretExpiresAt!: Date | null;

  @Field(() => DateTimeScalar, { description: 'When the current signing secret was created (creation or the last rotation).' })
  @Column('timestamptz')
  secretCreatedAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When a delivery last got a 2xx answer; null if never.' })
  @Column('timestamptz', { nullable: true })
  lastSuccessAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When an attempt last failed; null if never.' })
  @Column('timestamptz', { nullable: true })
  lastFailureAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Start of the current run of failed attempts (null after a success).' })
  @Column('timestamptz', { nullable: true })
  failingSince!: Date | null;

  @Field(() => Int, { description: 'Failed attempts since the last success; reset to 0 by a success.' })
  @Column('int', { default: 0 })
  consecutiveFailures!: number;

  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the subscription was created.' })
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the subscription last changed.' })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Not a column: the clear secret, set only on the responses of create and rotate-secret. */
  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (whsec_…). Present only in the responses of create and rotate-secret; store it then.',
  })
  secret?: string | null;
}
