import { Field, InputType } from 'type-graphql';
import { IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { MAX_REASON_LENGTH } from '../../../core/soft-delete/delete-input';

@InputType({ description: 'A new bank account.' })
export class CreateBankAccountInput {
  @Field(() => String, { description: 'Name of the account, 1-120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { description: 'Account number or IBAN; unique in the organisation.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(64, { message: 'must be at most 64 characters' })
  @Matches(/^[A-Za-z0-9 -]+$/, { message: 'must contain only letters, digits, spaces and dashes' })
  accountNumber!: string;

  @Field(() => String, { description: 'ISO 4217 code, e.g. IQD or USD.' })
  @IsNotEmpty({ message: 'is required' })
  currencyCode!: string;

  @Field(() => UuidScalar, { nullable: true, description: "Branch whose period lock applies; default: the caller's active branch." })
  @IsOptional()
  branchId?: string | null;
}

@InputType({ description: 'Changes to a bank account (name, number, branch; the currency never changes). Omitted fields keep their value.' })
export class UpdateBankAccountInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-120 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'New account number or IBAN, at most 64 letters, digits, spaces and dashes; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'must not be empty' })
  @MaxLength(64, { message: 'must be at most 64 characters' })
  @Matches(/^[A-Za-z0-9 -]+$/, { message: 'must contain only letters, digits, spaces and dashes' })
  accountNumber?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Branch whose period lock applies to the lines of this account; left out keeps it.' })
  @IsOptional()
  branchId?: string;
}

@InputType({ description: 'Activate or deactivate a bank account (inactive accounts take no imports).' })
export class SetBankAccountActiveInput {
  @Field(() => Boolean, { description: 'true activates, false deactivates.' })
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'Why, at most 500 characters.' })
  @IsOptional()
  @MaxLength(MAX_REASON_LENGTH, { message: `must be at most ${MAX_REASON_LENGTH} characters` })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the bank account list.' })
export class BankAccountFilter {
  @Field(() => Boolean, { nullable: true, description: 'true: only active accounts; false: only inactive ones.' })
  active?: boolean;
}
