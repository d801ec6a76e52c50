import { Field, InputType, Int } from 'type-graphql';
import { IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';

const PHONE = /^\+?[0-9 ()-]{5,20}$/;
const PHONE_MESSAGE = 'must be a phone number (digits, spaces, + ( ) -; 5 to 20 characters)';

@InputType({ description: 'A new supplier.' })
export class CreateSupplierInput {
  @Field(() => String, { description: 'Supplier name, 1-160 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(160, { message: 'must be at most 160 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(160, { message: 'must be at most 160 characters' })
  nameAr?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number: 5-20 characters of digits, spaces, ( ) and -, optionally starting with +.' })
  @IsOptional()
  @Matches(PHONE, { message: PHONE_MESSAGE })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Tax registration number.' })
  @IsOptional()
  @MaxLength(40, { message: 'must be at most 40 characters' })
  taxNumber?: string | null;

  @Field(() => Int, { nullable: true, description: 'Days from ordering to delivery, 0–60 (default 1).' })
  @IsOptional()
  @Min(0, { message: 'must be between 0 and 60' })
  @Max(60, { message: 'must be between 0 and 60' })
  leadTimeDays?: number | null;
}

@InputType({ description: 'Changes to a supplier; omitted fields keep their value, null clears an optional one.' })
export class UpdateSupplierInput {
  @Field(() => String, { nullable: true, description: 'New name, 1-160 characters; left out keeps it.' })
  @IsOptional()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(160, { message: 'must be at most 160 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(160, { message: 'must be at most 160 characters' })
  nameAr?: string | null;

  @Field(() => String, { nullable: true, description: 'New phone number; null clears it.' })
  @IsOptional()
  @Matches(PHONE, { message: PHONE_MESSAGE })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'New tax registration number, at most 40 characters; null clears it.' })
  @IsOptional()
  @MaxLength(40, { message: 'must be at most 40 characters' })
  taxNumber?: string | null;

  @Field(() => Int, { nullable: true, description: 'Days from ordering to delivery, 0–60; left out keeps it.' })
  @IsOptional()
  @Min(0, { message: 'must be between 0 and 60' })
  @Max(60, { message: 'must be between 0 and 60' })
  leadTimeDays?: number | null;
}

@InputType({ description: 'An optional reason for activating or deactivating.' })
export class SupplierReasonInput {
  @Field(() => String, { nullable: true, description: 'Why, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the supplier list.' })
export class SupplierFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) suppliers.' })
  active?: boolean;
}
