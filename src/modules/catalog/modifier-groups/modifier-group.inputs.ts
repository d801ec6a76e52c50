import { Field, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { MAX_PRICE_IQD, MAX_SORT_ORDER } from '../shared/catalog-rules';

@InputType({ description: 'An option of a modifier group; with an id it keeps that option, without one it is new.' })
export class ModifierOptionInput {
  @Field(() => UuidScalar, { nullable: true, description: 'Id of an existing option to keep and change; null adds a new option.' })
  @IsOptional()
  id?: string | null;

  @Field(() => String, { description: 'Name of the option, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'IQD added when chosen; defaults to 0; may be negative.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(-MAX_PRICE_IQD, { message: `must be at least -${MAX_PRICE_IQD}` })
  @Max(MAX_PRICE_IQD, { message: `must be at most ${MAX_PRICE_IQD}` })
  priceDeltaIqd?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  active?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Position in the group, 0-1000000; null puts it in list order.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SORT_ORDER, { message: `must be at most ${MAX_SORT_ORDER}` })
  sortOrder?: number | null;
}

@InputType({ description: 'A modifier group with its full list of options (options left out are removed).' })
export class ModifierGroupInput {
  @Field(() => String, { description: 'Name of the group, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => Int, { description: 'Fewest options a guest must choose, 0-100.' })
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(100, { message: 'must be at most 100' })
  minChoices!: number;

  @Field(() => Int, { description: 'Most options a guest may choose, 1-100, not below minChoices.' })
  @IsInt({ message: 'must be a whole number' })
  @Min(1, { message: 'must be 1 or more' })
  @Max(100, { message: 'must be at most 100' })
  maxChoices!: number;

  @Field(() => Boolean, { description: 'Whether a choice from the group is required on every order line.' })
  required!: boolean;

  @Field(() => [ModifierOptionInput], { description: "The group's options, at most 100; replaces the current list (options left out are removed)." })
  @ArrayMaxSize(100, { message: 'must have at most 100 options' })
  @ValidateNested({ each: true })
  options!: ModifierOptionInput[];
}

@InputType({ description: 'Conditions on the modifier group list.' })
export class ModifierGroupFilter {
  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted groups.' })
  includeDeleted?: boolean;

  @Field(() => UuidScalar, {
    nullable: true,
    description: "Only the group holding this option (the console names a mapped option this way); another organisation's option finds none.",
  })
  optionId?: string;
}
