import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { ApiKeyEnvironment, ApiKeyStatus } from './api-key.rules';

/**
 * A machine credential of one organisation. The secret itself lives only as a hash in
 * api_key_secrets (one row per issued secret, so a rotation can overlap old and new); this row
 * holds the policy: scopes, network allowlists, expiry and limits.
 */
@ObjectType('ApiKey', { simpleResolvers: true, description: 'An API key (the secret is shown only when it is issued).' })
@Entity('api_keys')
@Index('api_keys_org_created_idx', ['organizationId', 'createdAt'])
export class ApiKey extends OrganizationRecord {
  @Field(() => ID, { description: 'The user who created the key; the key never holds more than this user.' })
  @Column('uuid')
  createdByUserId!: string;

  @Field(() => String, { description: 'Name of the key, 1-120 characters (e.g. the partner or integration that uses it).' })
  @Column('text')
  name!: string;

  @Field(() => String, { nullable: true, description: 'What the key is for, at most 500 characters; null when not given.' })
  @Column('text', { nullable: true })
  description!: string | null;

  @Field(() => ApiKeyEnvironment, { description: 'Live or Test label, visible in the key prefix.' })
  @Column('text')
  environment!: ApiKeyEnvironment;

  @Field(() => [String], { description: 'Granted scopes (see GET .../api-keys/scopes).' })
  @Column('text', { array: true })
  scopes!: string[];

  @Field(() => String, { description: 'The visible start of the current secret, e.g. bo_live_8fK2pQ9xZr1m.' })
  @Column('text')
  prefix!: string;

  @Field(() => String, { description: 'The last four characters of the current secret.' })
  @Column('text')
  lastFour!: string;

  @Field(() => [String], { description: 'IP addresses or CIDR ranges allowed to use the key; empty: any.' })
  @Column('text', { array: true, default: () => "'{}'" })
  allowedIps!: string[];

  @Field(() => [String], { description: 'Browser origins allowed to use the key; empty: any.' })
  @Column('text', { array: true, default: () => "'{}'" })
  allowedOrigins!: string[];

  @Field(() => DateTimeScalar, { nullable: true, description: 'The key stops working at this instant; null: no expiry.' })
  @Column('timestamptz', { nullable: true })
  expiresAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Requests per minute as set; null: the default applies.' })
  @Column('integer', { nullable: true })
  rateLimitPerMinute!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Requests per UTC day as set; null: the default applies.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  quotaPerDay!: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Last successful use (recorded at most once a minute).' })
  @Column('timestamptz', { nullable: true })
  lastUsedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'IP address of the last request made with the key; null if never used.' })
  @Column('text', { nullable: true })
  lastUsedIp!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the secret was last replaced by rotateApiKey; null if never rotated.' })
  @Column('timestamptz', { nullable: true })
  rotatedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'After a rotation: until when the previous secret is still accepted.' })
  @Column('timestamptz', { nullable: true })
  previousSecretValidUntil!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the key was revoked; null unless Revoked.' })
  @Column('timestamptz', { nullable: true })
  revokedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who revoked the key; null unless Revoked.' })
  @Column('uuid', { nullable: true })
  revokedByUserId!: string | null;

  @Field(() => String, { nullable: true, description: 'Short code of why the key was revoked (e.g. compromised); null unless Revoked or none was given.' })
  @Column('text', { nullable: true })
  revokeReasonCode!: string | null;

  @Field(() => String, { nullable: true, description: 'Free note given with the revocation, at most 500 characters; null when none.' })
  @Column('text', { nullable: true })
  revokeNote!: string | null;

  /* Derived when the key is presented (not columns). */

  @Field(() => ApiKeyStatus, { description: 'Active, Expired or Revoked, worked out when the key is read.' })
  status!: ApiKeyStatus;

  @Field(() => Int, { description: 'The per-minute limit in force (the set value or the default).' })
  effectiveRateLimitPerMinute!: number;

  @Field(() => Int64Scalar, { description: 'The daily quota in force (the set value or the default).' })
  effectiveQuotaPerDay!: number;
}

@ObjectType('IssuedApiKey', { simpleResolvers: true, description: 'A key with its secret: returned once, by create and rotate.' })
export class IssuedApiKey extends ApiKey {
  @Field(() => String, {
    nullable: true,
    description: 'The secret to send as X-Api-Key. Shown only in this response; null when an Idempotency-Key replay returns it again.',
  })
  key!: string | null;
}
