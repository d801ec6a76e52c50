import { Field, InputType } from 'type-graphql';
import { IsEnum, IsNotEmpty, IsOptional, MaxLength, ValidateIf } from 'class-validator';
import { PaymentKind } from '../shared/sales-vocabulary';

const KIND_MESSAGE = 'must be one of Cash, Card, Qi, Wallet, Other';

@InputType({ description: 'A new payment method.' })
export class CreatePaymentMethodInput {
  @Field(() => String, { description: 'Unique in the organisation (case-insensitive); at most 120 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Arabic name.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => PaymentKind)
  @IsEnum(PaymentKind, { message: KIND_MESSAGE })
  kind!: PaymentKind;

  @Field(() => Boolean, { nullable: true, description: 'Offered to QR self-order guests; defaults to false.' })
  @IsOptional()
  allowedForSelfOrder?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Defaults to true.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'Changes to a payment method; omitted fields keep their value.' })
export class UpdatePaymentMethodInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((o: UpdatePaymentMethodInput) => o.name !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(120, { message: 'must be at most 120 characters' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Arabic name; null clears it.' })
  @IsOptional()
  @MaxLength(120, { message: 'must be at most 120 characters' })
  nameAr?: string | null;

  @Field(() => PaymentKind, { nullable: true })
  @ValidateIf((o: UpdatePaymentMethodInput) => o.kind !== undefined)
  @IsEnum(PaymentKind, { message: KIND_MESSAGE })
  kind?: PaymentKind | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  allowedForSelfOrder?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  active?: boolean | null;
}

@InputType()
export class PaymentMethodFilter {
  @Field(() => PaymentKind, { nullable: true })
  kind?: PaymentKind;

  @Field(() => Boolean, { nullable: true })
  active?: boolean;

  @Field(() => Boolean, { nullable: true })
  allowedForSelfOrder?: boolean;
}
