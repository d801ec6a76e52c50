import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { PaymentKind } from '../shared/sales-vocabulary';

@ObjectType('TillMoney', { simpleResolvers: true, description: 'An amount of one currency, in its minor unit (IQD dinars, USD cents).' })
export class TillMoney {
  @Field(() => String, { description: 'ISO 4217 code.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'In the minor unit.' })
  amount!: number;
}

@ObjectType('TillCountLine', { simpleResolvers: true, description: 'How many notes of one denomination were counted.' })
export class TillCountLine {
  @Field(() => String, { description: 'ISO 4217 code.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'The note, in the minor unit.' })
  denomination!: number;

  @Field(() => Int, { description: 'Number of notes.' })
  quantity!: number;
}

@ObjectType('TillCurrencyVariance', { simpleResolvers: true, description: 'Expected against counted cash of one currency at the close.' })
export class TillCurrencyVariance {
  @Field(() => String, { description: 'ISO 4217 code.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'Float + cash tendered − change − outs + ins, in the minor unit.' })
  expected!: number;

  @Field(() => Int64Scalar, { description: 'Counted at the close, in the minor unit.' })
  counted!: number;

  @Field(() => Int64Scalar, { description: 'counted − expected (negative: short), in the minor unit.' })
  variance!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'Rate stored with the count (IQD per 100 units); null for IQD.' })
  iqdPer100!: number | null;

  @Field(() => Int64Scalar, { description: 'The variance in IQD at that rate.' })
  varianceIqd!: number;
}

@ObjectType('TillTender', {
  simpleResolvers: true,
  description: 'One tender of a payment at the till: cash in one currency with the rate in force when it was taken, or a card, Qi or wallet amount in IQD.',
})
export class TillTender {
  @Field(() => PaymentKind, { description: 'Cash goes into the drawer; Card, Qi, Wallet and Other do not.' })
  kind!: PaymentKind;

  @Field(() => UuidScalar, { nullable: true, description: 'The payment method it was booked under (null on cash taken before tenders named one).' })
  methodId?: string | null;

  @Field(() => String, { description: 'ISO 4217 code.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'In the minor unit.' })
  amount!: number;

  @Field(() => Int64Scalar, { nullable: true, description: 'IQD per 100 units in force when taken; null for IQD.' })
  iqdPer100!: number | null;

  @Field(() => Int64Scalar, { description: 'Worth in IQD at that rate.' })
  amountIqd!: number;
}

@InputType('TillMoneyInput', { description: 'An amount of one currency, in its minor unit.' })
export class TillMoneyInput {
  @Field(() => String, { description: 'ISO 4217 code of an accepted currency.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'In the minor unit (USD cents); zero or more.' })
  amount!: number;
}

@InputType('TillTenderInput', { description: 'One tender of a payment at the till: cash in an accepted currency, or a card, Qi or wallet amount in IQD.' })
export class TillTenderInput {
  @Field(() => String, { description: 'ISO 4217 code of an accepted currency (IQD for a method that is not Cash).' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'Positive, in the minor unit (USD cents).' })
  amount!: number;

  @Field(() => UuidScalar, {
    nullable: true,
    description: "An active payment method of the organisation; omitted: cash under the payment's Cash method.",
  })
  methodId?: string | null;
}

@InputType('TillCountLineInput', { description: 'Notes of one denomination counted.' })
export class TillCountLineInput {
  @Field(() => String, { description: 'ISO 4217 code of an accepted currency.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'One of the currency’s denominations, in the minor unit.' })
  denomination!: number;

  @Field(() => Int, { description: 'Number of notes, 0 or more.' })
  quantity!: number;
}
