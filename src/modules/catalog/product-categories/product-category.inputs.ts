import { Field, InputType, Int } from 'type-graphql';
import { IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CATALOG_CODE_PATTERN, MAX_METADATA_LENGTH, MAX_SORT_ORDER } from '../shared/catalog-rules';

@InputType({ description: 'A new product category.' })
export class CreateProductCategoryInput {
  @Field(() => String, { description: 'At most 40 characters, each a letter, a digit or one of . - _; unique (case-insensitive).' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(40, { message: 'must be at most 40 characters' })
  @Matches(CATALOG_CODE_PATTERN, { message: 'may contain only letters, digits, dot, dash and underscore' })
  code!: string;

  @Field(() => String, { description: 'Name of the category, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => Int, { nullable: true, description: 'Defaults to 0; lists sort by it, then by name.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SORT_ORDER, { message: `must be at most ${MAX_SORT_ORDER}` })
  sortOrder?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  active?: boolean | null;

  @Field(() => String, { nullable: true, description: `JSON text, at most ${MAX_METADATA_LENGTH} characters.` })
  @IsOptional()
  @MaxLength(MAX_METADATA_LENGTH, { message: `must be at most ${MAX_METADATA_LENGTH} characters` })
  metadata?: string | null;
}

@InputType({ description: 'Changes to a product category; omitted fields keep their value.' })
export class UpdateProductCategoryInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @ValidateIf((o: UpdateProductCategoryInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic name; null clears it.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => Int, { nullable: true, description: 'New menu position, 0-1000000; left out keeps it.' })
  @ValidateIf((o: UpdateProductCategoryInput) => o.sortOrder !== undefined)
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SORT_ORDER, { message: `must be at most ${MAX_SORT_ORDER}` })
  sortOrder?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'true or false; left out keeps it.' })
  @ValidateIf((o: UpdateProductCategoryInput) => o.active !== undefined)
  @IsNotEmpty({ message: 'must be true or false' })
  active?: boolean | null;

  @Field(() => String, { nullable: true, description: 'JSON text; null clears it.' })
  @IsOptional()
  @MaxLength(MAX_METADATA_LENGTH, { message: `must be at most ${MAX_METADATA_LENGTH} characters` })
  metadata?: string | null;
}

@InputType({ description: 'Conditions on the product category list.' })
export class ProductCategoryFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) categories.' })
  active?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted categories.' })
  includeDeleted?: boolean;
}
