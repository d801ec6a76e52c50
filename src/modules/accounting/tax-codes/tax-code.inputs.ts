import { Field, InputType, Int } from 'type-graphql';
import { IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_REASON_LENGTH } from '../../../core/soft-delete/delete-input';
import { MAX_RATE_PERMILLE, TaxAppliesTo, TaxKind } from './tax-code.rules';

@InputType({ description: 'A new tax code.' })
export class CreateTaxCodeInput {
  @Field(() => String, { description: 'Letters, digits, "-", "_" or "."; 1–20 characters; unique per organisation whatever the case.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(20, { message: 'must be at most 20 characters' })
  @Matches(/^\s*[A-Za-z0-9][A-Za-z0-9._-]*\s*$/, { message: 'must contain only letters, digits, ".", "-" or "_"' })
  code!: string;

  @Field(() => String)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => TaxKind)
  kind!: TaxKind;

  @Field(() => Int, { description: 'Per mille, 0–1000 (150 = 15 %).' })
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_RATE_PERMILLE, { message: `must be at most ${MAX_RATE_PERMILLE}` })
  ratePermille!: number;

  @Field(() => TaxAppliesTo)
  appliesTo!: TaxAppliesTo;
}

@InputType({ description: 'Changes to a tax code (the code and kind never change). Omitted fields keep their value.' })
export class UpdateTaxCodeInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'Arabic name; null clears it.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_RATE_PERMILLE, { message: `must be at most ${MAX_RATE_PERMILLE}` })
  ratePermille?: number;

  @Field(() => TaxAppliesTo, { nullable: true })
  @IsOptional()
  appliesTo?: TaxAppliesTo;
}

@InputType({ description: 'Activate or deactivate a tax code.' })
export class SetTaxCodeActiveInput {
  @Field(() => Boolean)
  active!: boolean;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(MAX_REASON_LENGTH, { message: `must be at most ${MAX_REASON_LENGTH} characters` })
  reason?: string | null;
}

@InputType()
export class TaxCodeFilter {
  @Field(() => TaxKind, { nullable: true })
  kind?: TaxKind;

  @Field(() => TaxAppliesTo, { nullable: true, description: 'Codes usable for this: Sales also lists Both.' })
  appliesTo?: TaxAppliesTo;

  @Field(() => Boolean, { nullable: true })
  active?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted tax codes.' })
  includeDeleted?: boolean;
}
