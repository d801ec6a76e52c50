import { Field, InputType } from 'type-graphql';
import { IsEnum, IsOptional, ValidateIf } from 'class-validator';
import { NamedCreateInput, NamedUpdateInput } from '../../../core/validation/named-inputs';
import { PaymentKind } from '../shared/sales-vocabulary';

const KIND_MESSAGE = 'must be one of Cash, Card, Qi, Wallet, Other';

@InputType({ description: 'A new payment method.' })
export class CreatePaymentMethodInput extends NamedCreateInput {
  @Field(() => PaymentKind, { description: 'What kind of payment the method is.' })
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
  @Field(() => PaymentKind, { nullable: true, description: 'New kind; left out keeps it.' })
  @ValidateIf((o: UpdatePaymentMethodInput) => o.kind !== undefined)
  @IsEnum(PaymentKind, { message: KIND_MESSAGE })
  kind?: PaymentKind | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether guests may choose the method when ordering by QR; left out keeps it.' })
  @IsOptional()
  allowedForSelfOrder?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true or false; left out keeps it.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'Conditions on the payment method list.' })
export class PaymentMethodFilter {
  @Field(() => PaymentKind, { nullable: true, description: 'Only methods of this kind.' })
  kind?: PaymentKind;

  @Field(() => Boolean, { nullable: true, description: 'true: only active methods; false: only inactive ones; null: both.' })
  active?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'true: only methods guests may choose when ordering by QR; false: only the others.' })
  allowedForSelfOrder?: boolean;
}
