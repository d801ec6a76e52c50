import { Field, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { ApiKeyEnvironment, MAX_ALLOWLIST_ENTRIES, MAX_GRACE_MINUTES, MAX_QUOTA_PER_DAY, MAX_RATE_LIMIT_PER_MINUTE } from './api-key.rules';

const NAME_MAX = 120;
const TEXT_MAX = 500;

@InputType({ description: 'A new API key.' })
export class CreateApiKeyInput {
  @Field(() => String, { description: 'Name of the key, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(NAME_MAX, { message: `must be at most ${NAME_MAX} characters` })
  name!: string;

  @Field(() => String, { nullable: true, description: 'What the key is for, at most 500 characters.' })
  @IsOptional()
  @MaxLength(TEXT_MAX, { message: `must be at most ${TEXT_MAX} characters` })
  description?: string | null;

  @Field(() => ApiKeyEnvironment, { nullable: true, description: 'Live when omitted.' })
  @IsOptional()
  environment?: ApiKeyEnvironment | null;

  @Field(() => [String], { description: 'At least one scope from GET .../api-keys/scopes, each held by you.' })
  @ArrayMaxSize(100, { message: 'must have at most 100 entries' })
  scopes!: string[];

  @Field(() => DateTimeScalar, { nullable: true, description: 'Must be in the future; null: no expiry.' })
  @IsOptional()
  expiresAt?: Date | null;

  @Field(() => Int, { nullable: true, description: `1-${MAX_RATE_LIMIT_PER_MINUTE}; null: the default.` })
  @IsOptional()
  @IsInt({ message: 'must be an integer' })
  @Min(1, { message: 'must be 1 or more' })
  @Max(MAX_RATE_LIMIT_PER_MINUTE, { message: `must be at most ${MAX_RATE_LIMIT_PER_MINUTE}` })
  rateLimitPerMinute?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: `1-${MAX_QUOTA_PER_DAY}; null: the default.` })
  @IsOptional()
  @Min(1, { message: 'must be 1 or more' })
  @Max(MAX_QUOTA_PER_DAY, { message: `must be at most ${MAX_QUOTA_PER_DAY}` })
  quotaPerDay?: number | null;

  @Field(() => [String], { nullable: true, description: `IP addresses or CIDR ranges (at most ${MAX_ALLOWLIST_ENTRIES}); empty: any.` })
  @IsOptional()
  allowedIps?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: `Origins such as https://app.example.com or https://*.example.com (at most ${MAX_ALLOWLIST_ENTRIES}); empty: any.`,
  })
  @IsOptional()
  allowedOrigins?: string[] | null;
}

@InputType({ description: 'Changes to an API key: omitted fields stay; null clears description, limits (back to defaults) and expiry.' })
export class UpdateApiKeyInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(NAME_MAX, { message: `must be at most ${NAME_MAX} characters` })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'New description, at most 500 characters; null clears it.' })
  @IsOptional()
  @MaxLength(TEXT_MAX, { message: `must be at most ${TEXT_MAX} characters` })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Requests allowed per minute, 1-10000; null returns to the default.' })
  @IsOptional()
  @IsInt({ message: 'must be an integer' })
  @Min(1, { message: 'must be 1 or more' })
  @Max(MAX_RATE_LIMIT_PER_MINUTE, { message: `must be at most ${MAX_RATE_LIMIT_PER_MINUTE}` })
  rateLimitPerMinute?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Requests allowed per day, 1-1000000000; null returns to the default.' })
  @IsOptional()
  @Min(1, { message: 'must be 1 or more' })
  @Max(MAX_QUOTA_PER_DAY, { message: `must be at most ${MAX_QUOTA_PER_DAY}` })
  quotaPerDay?: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the key stops working; null: never. A later date makes an Expired key Active again.' })
  @IsOptional()
  expiresAt?: Date | null;
}

@InputType({ description: 'Why a key is revoked.' })
export class RevokeApiKeyInput {
  @Field(() => String, { nullable: true, description: 'e.g. compromised, no-longer-needed, replaced, owner-left, other.' })
  @IsOptional()
  @MaxLength(64, { message: 'must be at most 64 characters' })
  @Matches(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, { message: 'must be a short code of letters, digits, -, _ or .' })
  reasonCode?: string | null;

  @Field(() => String, { nullable: true, description: 'Free note, at most 500 characters.' })
  @IsOptional()
  @MaxLength(TEXT_MAX, { message: `must be at most ${TEXT_MAX} characters` })
  note?: string | null;
}

@InputType({ description: 'A new secret for a key; the old one keeps working for graceMinutes.' })
export class RotateApiKeyInput {
  @Field(() => Int, { nullable: true, description: `0-${MAX_GRACE_MINUTES}; default 60. 0 ends the old secret at once.` })
  @IsOptional()
  @IsInt({ message: 'must be an integer' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_GRACE_MINUTES, { message: `must be at most ${MAX_GRACE_MINUTES}` })
  graceMinutes?: number | null;

  @Field(() => String, { nullable: true, description: 'A new name for the key (optional).' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(NAME_MAX, { message: `must be at most ${NAME_MAX} characters` })
  name?: string | null;
}

@InputType({ description: 'Conditions on the API key list. Revoked keys are left out unless includeRevoked is true.' })
export class ApiKeyFilter {
  @Field(() => Boolean, { nullable: true, description: 'Include revoked keys (hidden by default).' })
  includeRevoked?: boolean;

  @Field(() => ApiKeyEnvironment, { nullable: true, description: 'Only keys of this environment.' })
  environment?: ApiKeyEnvironment;
}
