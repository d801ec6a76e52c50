import { Field, Float, InputType } from 'type-graphql';
import { IsBoolean, IsEnum, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { PromotionStatus } from './promotion-status';
import { ChangeRequestDecision, ChangeRequestStatus } from './promotion-change-request.entity';
import { IsNumberWithDecimals } from '../../../core/validation/decimals';

/** Largest cap or minimum order accepted (IQD): far above any cart, far below Int64. */
export const MAX_PROMOTION_AMOUNT = 1_000_000_000;

@InputType({ description: 'A promotion: percent off the whole cart between two business dates (inclusive), for one channel or all.' })
export class PromotionInput {
  @Field(() => String, { description: 'At most 120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => Float, { description: 'More than 0, at most 100, at most two decimals.' })
  @IsNumberWithDecimals(2, { message: 'must be a number with at most two decimals' })
  @Min(0.01, { message: 'must be more than 0' })
  @Max(100, { message: 'must be at most 100' })
  discountPercent!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Largest discount in IQD (1 or more); null or omitted for no cap.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(1, { message: 'must be at least 1' })
  @Max(MAX_PROMOTION_AMOUNT, { message: `must be at most ${MAX_PROMOTION_AMOUNT}` })
  maxDiscountCap?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Smallest subtotal in IQD it applies to; default 0.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_PROMOTION_AMOUNT, { message: `must be at most ${MAX_PROMOTION_AMOUNT}` })
  minOrderValue?: number | null;

  @Field(() => LocalDateScalar, { description: 'First business date (inclusive).' })
  @IsNotEmpty({ message: 'is required' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date (inclusive), on or after startDate.' })
  @IsNotEmpty({ message: 'is required' })
  endDate!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'A sales channel of the organisation; null or omitted for every channel.' })
  @IsOptional()
  channelId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  @IsBoolean({ message: 'must be true or false' })
  active?: boolean | null;
}

@InputType({ description: 'A proposed promotion (maker-checker): the fields of a promotion, plus the promotion to change, if any.' })
export class PromotionChangeRequestInput extends PromotionInput {
  @Field(() => UuidScalar, { nullable: true, description: 'The live promotion to change; omitted to propose a new one.' })
  @IsOptional()
  promotionId?: string | null;
}

@InputType({ description: 'Conditions on the promotion list.' })
export class PromotionFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Promotions of this channel.' })
  channelId?: string;

  @Field(() => Boolean, { nullable: true, description: 'With channelId: also the promotions for every channel (channelId null).' })
  includeAllChannel?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Only switched-on (true) or switched-off (false) promotions.' })
  active?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted promotions.' })
  includeDeleted?: boolean;

  @Field(() => PromotionStatus, { nullable: true, description: 'Derived status on today’s business date in the caller’s branch zone.' })
  status?: PromotionStatus;
}

@InputType({ description: 'Conditions on the promotion change request list.' })
export class PromotionChangeRequestFilter {
  @Field(() => ChangeRequestStatus, { nullable: true, description: 'Only requests in this status.' })
  status?: ChangeRequestStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'Requests to change this promotion.' })
  promotionId?: string;
}

@InputType({ description: 'Approve (applies the request) or Reject (a note is required).' })
export class ChangeRequestDecisionInput {
  @Field(() => ChangeRequestDecision, { description: 'Approve or Reject.' })
  @IsEnum(ChangeRequestDecision, { message: 'must be Approve or Reject' })
  decision!: ChangeRequestDecision;

  @Field(() => String, { nullable: true, description: 'Required to reject; at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}

@InputType({ description: 'Switches a promotion on or off.' })
export class SetPromotionActiveInput {
  @Field(() => Boolean, { description: 'true: on; false: off.' })
  @IsBoolean({ message: 'must be true or false' })
  active!: boolean;
}
