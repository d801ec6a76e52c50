import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { SoftDeletable } from '../../../core/soft-delete/soft-delete.columns';

/**
 * An endpoint of an organisation that receives signed event deliveries. The signing secret is
 * kept encrypted (AES-256-GCM, key derived from the service secret): signing needs the raw
 * secret, so it cannot be hashed, and it is never stored or shown in clear after creation.
 */
@ObjectType('WebhookSubscription', { description: 'An endpoint that receives signed event deliveries.' })
@Entity('webhook_subscriptions')
@Index('webhook_subscriptions_org_idx', ['organizationId', 'createdAt'])
export class WebhookSubscription extends SoftDeletable {
  /** Set in code (not by the database): the id is bound into the encrypted secret. */
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => String)
  @Column('text')
  url!: string;

  @Field(() => [String], { description: 'Event types delivered to this endpoint; ["*"] means every type.' })
  @Column('text', { array: true })
  events!: string[];

  @Field(() => String, { description: 'Version of the event payloads sent to this endpoint.' })
  @Column('text')
  apiVersion!: string;

  @Field(() => Boolean)
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => DateTimeScalar, { nullable: true })
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

  @Field(() => DateTimeScalar)
  @Column('timestamptz')
  secretCreatedAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  lastSuccessAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  lastFailureAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Start of the current run of failed attempts (null after a success).' })
  @Column('timestamptz', { nullable: true })
  failingSince!: Date | null;

  @Field(() => Int)
  @Column('int', { default: 0 })
  consecutiveFailures!: number;

  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar)
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Field(() => DateTimeScalar)
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Not a column: the clear secret, set only on the responses of create and rotate-secret. */
  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (whsec_…). Present only in the responses of create and rotate-secret; store it then.',
  })
  secret?: string | null;
}
