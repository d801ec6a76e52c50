import { Field, InputType } from 'type-graphql';
import { IsEnum, IsOptional, ValidateIf } from 'class-validator';
import { NamedCreateInput, NamedUpdateInput } from '../../../core/validation/named-inputs';
import { PaymentKind } from '../shared/sales-vocabulary';

const KIND_MESSAGE = 'must be one of Cash, Card, Qi, Wallet, Other';

@InputType({ description: 'A new payment method.' })
export class CreatePaymentMethodInput extends NamedCreateInput {
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
export class UpdatePaymentMethodInput extends NamedUpdateInput {
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
