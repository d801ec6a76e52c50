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

  @Field(() => String, { description: 'Name of the tax code, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => TaxKind, { description: 'What kind of tax it is.' })
  kind!: TaxKind;

  @Field(() => Int, { description: 'Per mille, 0–1000 (150 = 15 %).' })
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_RATE_PERMILLE, { message: `must be at most ${MAX_RATE_PERMILLE}` })
  ratePermille!: number;

  @Field(() => TaxAppliesTo, { description: 'Which documents it may be put on.' })
  appliesTo!: TaxAppliesTo;
}

@InputType({ description: 'Changes to a tax code (the code and kind never change). Omitted fields keep their value.' })
export class UpdateTaxCodeInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'Arabic name; null clears it.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => Int, { nullable: true, description: 'New rate in permille (thousandths), 0-1000: 150 = 15 %; left out keeps it.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_RATE_PERMILLE, { message: `must be at most ${MAX_RATE_PERMILLE}` })
  ratePermille?: number;

  @Field(() => TaxAppliesTo, { nullable: true, description: 'New scope; left out keeps it.' })
  @IsOptional()
  appliesTo?: TaxAppliesTo;
}

@InputType({ description: 'Activate or deactivate a tax code.' })
export class SetTaxCodeActiveInput {
  @Field(() => Boolean, { description: 'true activates, false deactivates.' })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'Why, at most 500 characters.' })
  @IsOptional()
  @MaxLength(MAX_REASON_LENGTH, { message: `must be at most ${MAX_REASON_LENGTH} characters` })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the tax code list.' })
export class TaxCodeFilter {
  @Field(() => TaxKind, { nullable: true, description: 'Only tax codes of this kind.' })
  kind?: TaxKind;

  @Field(() => TaxAppliesTo, { nullable: true, description: 'Codes usable for this: Sales also lists Both.' })
  appliesTo?: TaxAppliesTo;

  @Field(() => Boolean, { nullable: true, description: 'true: only active codes; false: only inactive ones.' })
  active?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Include soft-deleted tax codes.' })
  includeDeleted?: boolean;
}
