import { Field, Float, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, ArrayUnique, IsEnum, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { CATALOG_CODE_PATTERN, MAX_PRICE_IQD, MAX_SORT_ORDER } from '../shared/catalog-rules';
import { SalesChannelKind } from '../shared/sales-channel-kind';
import { IsNumberWithDecimals } from '../../../core/validation/decimals';

const KINDS = Object.values(SalesChannelKind).join(', ');

@InputType({ description: 'A new product.' })
export class CreateProductInput {
  @Field(() => String, { description: 'At most 40 characters, each a letter, a digit or one of . - _; unique (case-insensitive).' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(40, { message: 'must be at most 40 characters' })
  @Matches(CATALOG_CODE_PATTERN, { message: 'may contain only letters, digits, dot, dash and underscore' })
  code!: string;

  @Field(() => String, { description: 'Name on the menu, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => String, { nullable: true, description: 'Menu description, at most 2000 characters.' })
  @IsOptional()
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic description.' })
  @IsOptional()
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  descriptionAr?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'A live category of the organisation.' })
  @IsOptional()
  categoryId?: string | null;

  @Field(() => Int64Scalar, { description: `Base price in IQD, 0 to ${MAX_PRICE_IQD}.` })
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_PRICE_IQD, { message: `must be at most ${MAX_PRICE_IQD}` })
  basePriceIqd!: number;

  @Field(() => UuidScalar, { nullable: true, description: 'A tax code of the organisation.' })
  @IsOptional()
  taxCodeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  active?: boolean | null;

  @Field(() => [SalesChannelKind], { nullable: true, description: 'Channel kinds the product is sold on; defaults to all of them.' })
  @IsOptional()
  @IsEnum(SalesChannelKind, { each: true, message: `must each be one of: ${KINDS}` })
  @ArrayUnique({ message: 'must not repeat a channel kind' })
  channels?: SalesChannelKind[] | null;

  @Field(() => [UuidScalar], { nullable: true, description: 'Branches that hide the product (it is sold everywhere else).' })
  @IsOptional()
  @ArrayUnique({ message: 'must not repeat a branch' })
  @ArrayMaxSize(500, { message: 'must have at most 500 branches' })
  hiddenBranchIds?: string[] | null;

  @Field(() => [UuidScalar], { nullable: true, description: 'Modifier groups offered with the product, in order.' })
  @IsOptional()
  @ArrayUnique({ message: 'must not repeat a modifier group' })
  @ArrayMaxSize(50, { message: 'must have at most 50 groups' })
  modifierGroupIds?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Defaults to 0.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SORT_ORDER, { message: `must be at most ${MAX_SORT_ORDER}` })
  sortOrder?: number | null;

  @Field(() => String, { nullable: true, description: 'URL of the picture (http:// or https://).' })
  @IsOptional()
  imageUrl?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "Kilograms of cooked rice one unit sells directly from the day's batch (0.001 to 100, at most 3 decimals); null: not a direct rice sale.",
  })
  @IsOptional()
  @IsNumberWithDecimals(3, { message: 'must be a number with at most 3 decimals' })
  @Min(0.001, { message: 'must be between 0.001 and 100' })
  @Max(100, { message: 'must be between 0.001 and 100' })
  directRiceKg?: number | null;
}

@InputType({ description: 'Changes to a product; omitted fields keep their value, null clears an optional one.' })
export class UpdateProductInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @ValidateIf((o: UpdateProductInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'New Arabic name, at most 120 characters; null clears it.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => String, { nullable: true, description: 'New description, at most 2000 characters; null clears it.' })
  @IsOptional()
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'New Arabic description, at most 2000 characters; null clears it.' })
  @IsOptional()
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  descriptionAr?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'null takes the product out of its category.' })
  @IsOptional()
  categoryId?: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'New base price in whole IQD, 0-100000000; left out keeps it.' })
  @ValidateIf((o: UpdateProductInput) => o.basePriceIqd !== undefined)
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_PRICE_IQD, { message: `must be at most ${MAX_PRICE_IQD}` })
  basePriceIqd?: number | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Id of a tax code that applies to sales; null clears it.' })
  @IsOptional()
  taxCodeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true or false; left out keeps it.' })
  @ValidateIf((o: UpdateProductInput) => o.active !== undefined)
  @IsNotEmpty({ message: 'must be true or false' })
  active?: boolean | null;

  @Field(() => [SalesChannelKind], {
    nullable: true,
    description: 'Sales channel kinds the product is offered on, without repeats ([] for none); left out keeps them.',
  })
  @ValidateIf((o: UpdateProductInput) => o.channels !== undefined)
  @IsNotEmpty({ message: 'must be a list (send [] for none)' })
  @IsEnum(SalesChannelKind, { each: true, message: `must each be one of: ${KINDS}` })
  @ArrayUnique({ message: 'must not repeat a channel kind' })
  channels?: SalesChannelKind[] | null;

  @Field(() => [UuidScalar], { nullable: true, description: 'Replaces the list of branches that hide the product; null or [] clears it.' })
  @IsOptional()
  @ArrayUnique({ message: 'must not repeat a branch' })
  @ArrayMaxSize(500, { message: 'must have at most 500 branches' })
  hiddenBranchIds?: string[] | null;

  @Field(() => [UuidScalar], { nullable: true, description: 'Replaces the ordered list of modifier groups; null or [] detaches all.' })
  @IsOptional()
  @ArrayUnique({ message: 'must not repeat a modifier group' })
  @ArrayMaxSize(50, { message: 'must have at most 50 groups' })
  modifierGroupIds?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'New menu position, 0-1000000; left out keeps it.' })
  @ValidateIf((o: UpdateProductInput) => o.sortOrder !== undefined)
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SORT_ORDER, { message: `must be at most ${MAX_SORT_ORDER}` })
  sortOrder?: number | null;

  @Field(() => String, { nullable: true, description: 'http(s) URL of the product picture; null clears it.' })
  @IsOptional()
  imageUrl?: string | null;

  @Field(() => Float, { nullable: true, description: "Kilograms of cooked rice one unit sells directly from the day's batch ; null clears it." })
  @IsOptional()
  @IsNumberWithDecimals(3, { message: 'must be a number with at most 3 decimals' })
  @Min(0.001, { message: 'must be between 0.001 and 100' })
  @Max(100, { message: 'must be between 0.001 and 100' })
  directRiceKg?: number | null;
}

@InputType({ description: 'Conditions on the product list.' })
export class ProductFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only products of this category.' })
  @IsOptional()
  categoryId?: string;

  @Field(() => Boolean, { nullable: true, description: 'true: only active products; false: only inactive ones; null: both.' })
  active?: boolean;

  @Field(() => SalesChannelKind, { nullable: true, description: 'Only products offered on this channel kind.' })
  @IsOptional()
  channel?: SalesChannelKind;

  @Field(() => UuidScalar, { nullable: true, description: 'Only products not hidden at this branch.' })
  @IsOptional()
  branchId?: string;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted products.' })
  includeDeleted?: boolean;
}
