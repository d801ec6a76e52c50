import { Field, InputType, Int } from 'type-graphql';
import { IsEnum, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { PRICE_TIER_MAX_PCT, PRICE_TIER_MIN_PCT } from '../pricing/shelf-price';
import { BranchGroupKind } from './branch-group.entity';

@InputType({ description: 'A branch group (create, or PUT: every field is replaced).' })
export class BranchGroupInput {
  @Field(() => String, { description: 'Unique among live groups (case-insensitive); at most 120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => BranchGroupKind, { description: 'PriceTier or Region.' })
  @IsEnum(BranchGroupKind, { message: 'must be PriceTier or Region' })
  kind!: BranchGroupKind;

  @Field(() => Int, {
    nullable: true,
    description: `PriceTier groups: whole signed percent, ${PRICE_TIER_MIN_PCT}..${PRICE_TIER_MAX_PCT} (default 0); must be omitted for Region groups.`,
  })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(PRICE_TIER_MIN_PCT, { message: `must be at least ${PRICE_TIER_MIN_PCT}` })
  @Max(PRICE_TIER_MAX_PCT, { message: `must be at most ${PRICE_TIER_MAX_PCT}` })
  priceTierPct?: number | null;
}

@InputType({ description: 'A branch to add to a group.' })
export class AddBranchToGroupInput {
  @Field(() => UuidScalar, { description: 'Id of a branch of the organisation.' })
  @IsUUID('all', { message: 'must be a UUID' })
  branchId!: string;
}

@InputType({ description: 'Conditions on the branch group list.' })
export class BranchGroupFilter {
  @Field(() => BranchGroupKind, { nullable: true, description: 'Only groups of this kind.' })
  kind?: BranchGroupKind;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted groups.' })
  includeDeleted?: boolean;
}
