import { Field, InputType, Int } from 'type-graphql';
import { IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, IsBoolean } from 'class-validator';
import { Int64Scalar } from '../../../core/scalars';
import { Language } from '../organizations/organization.entity';
import { BRANCH_CODE_PATTERN } from './branch.rules';

const CODE_MESSAGE = { message: 'must be 1-20 letters, digits, "-" or "_", starting with a letter or digit' };
const max = (n: number) => ({ message: `must be at most ${n} characters` });

@InputType({ description: 'A new branch. timeZone defaults to Asia/Baghdad.' })
export class CreateBranchInput {
  @Field(() => String, { description: 'Name of the branch, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, max(120))
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, max(120))
  nameAr?: string | null;

  @Field(() => String, { description: 'Unique in the organisation, case-insensitive (e.g. KRB).' })
  @Matches(BRANCH_CODE_PATTERN, CODE_MESSAGE)
  code!: string;

  @Field(() => String, { nullable: true, description: 'Street address, at most 300 characters.' })
  @IsOptional()
  @MaxLength(300, max(300))
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number, at most 40 characters.' })
  @IsOptional()
  @MaxLength(40, max(40))
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone name, e.g. Asia/Baghdad (the default), Europe/Berlin, UTC.' })
  @IsOptional()
  @MaxLength(64, max(64))
  timeZone?: string | null;
}

@InputType({ description: 'Changes to a branch: omitted fields keep their value; null clears nameAr, address and phone.' })
export class UpdateBranchInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(120, max(120))
  name?: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, max(120))
  nameAr?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'New branch code: 1-20 letters, digits, "-" or "_", starting with a letter or digit; unique in the organisation.',
  })
  @IsOptional()
  @Matches(BRANCH_CODE_PATTERN, CODE_MESSAGE)
  code?: string;

  @Field(() => String, { nullable: true, description: 'New address, at most 300 characters; null clears it.' })
  @IsOptional()
  @MaxLength(300, max(300))
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'New phone number, at most 40 characters; null clears it.' })
  @IsOptional()
  @MaxLength(40, max(40))
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone name.' })
  @IsOptional()
  @MaxLength(64, max(64))
  timeZone?: string;
}

@InputType({ description: 'Conditions on the branch list.' })
export class BranchFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or only deactivated (false) branches.' })
  active?: boolean;
}

@InputType({ description: 'Organisation settings. The base currency is fixed at registration and not part of this input.' })
export class UpdateOrganizationSettingsInput {
  @Field(() => String, { nullable: true, description: 'New organisation name, 1-120 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(120, max(120))
  name?: string;

  @Field(() => Int, { nullable: true, description: 'Local hour (0-23) at which a business day starts.' })
  @IsOptional()
  @IsInt({ message: 'must be a whole number' })
  @Min(0, { message: 'must be between 0 and 23' })
  @Max(23, { message: 'must be between 0 and 23' })
  businessDayStartHour?: number;

  @Field(() => Language, { nullable: true, description: 'Language of mails and messages for members who chose none; left out keeps it.' })
  @IsOptional()
  defaultLanguage?: Language;

  @Field(() => Int64Scalar, { nullable: true, description: 'Whole IQD, 1 to 1,000,000; shelf prices derived from a tier round to it.' })
  @IsOptional()
  @Min(1, { message: 'must be between 1 and 1000000' })
  @Max(1_000_000, { message: 'must be between 1 and 1000000' })
  priceStep?: number;

  @Field(() => Boolean, { nullable: true, description: 'Whether shelf prices include tax; applies to every quote and order priced after the change.' })
  @IsOptional()
  @IsBoolean({ message: 'must be true or false' })
  pricesIncludeTax?: boolean;
}
