import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Int64Scalar } from '../../../core/scalars';

@ObjectType('TillMoney', { description: 'An amount of one currency, in its minor unit (IQD dinars, USD cents).' })
export class TillMoney {
  @Field(() => String, { description: 'ISO 4217 code.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'In the minor unit.' })
  amount!: number;
}

@ObjectType('TillCountLine', { description: 'How many notes of one denomination were counted.' })
export class TillCountLine {
  @Field(() => String, { description: 'ISO 4217 code.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'The note, in the minor unit.' })
  denomination!: number;

  @Field(() => Int, { description: 'Number of notes.' })
  quantity!: number;
}

@ObjectType('TillCurrencyVariance', { description: 'Expected against counted cash of one currency at the close.' })
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

@ObjectType('TillTender', { description: 'Cash handed over for a payment, in one currency, with the rate in force when it was taken.' })
export class TillTender {
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

@InputType('TillCountLineInput', { description: 'Notes of one denomination counted.' })
export class TillCountLineInput {
  @Field(() => String, { description: 'ISO 4217 code of an accepted currency.' })
  currency!: string;

  @Field(() => Int64Scalar, { description: 'One of the currency’s denominations, in the minor unit.' })
  denomination!: number;

  @Field(() => Int, { description: 'Number of notes, 0 or more.' })
  quantity!: number;
}
