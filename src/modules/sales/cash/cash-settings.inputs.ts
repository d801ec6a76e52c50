import { Field, InputType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { Int64Scalar } from '../../../core/scalars';

@InputType('CashCurrencyInput', { description: 'A currency accepted at the till and its denominations.' })
export class CashCurrencyInput {
  @Field(() => String, { description: 'ISO 4217 code: IQD, USD, EUR, GBP, TRY, AED, SAR, JOD, KWD or IRR.' })
  code!: string;

  @Field(() => [Int64Scalar], { description: 'Denominations in the minor unit (USD in cents: 100 is a one-dollar note).' })
  denominations!: number[];
}

@InputType('SetCashCurrenciesInput', { description: 'The whole list of accepted currencies (IQD must be in it); replaces the current list.' })
export class SetCashCurrenciesInput {
  @Field(() => [CashCurrencyInput], { description: 'In display order, 1 to 10 currencies.' })
  currencies!: CashCurrencyInput[];
}

@InputType('SetExchangeRateInput', { description: 'A new rate to IQD, in force from now on (earlier rates stay in the history).' })
export class SetExchangeRateInput {
  @Field(() => String, { description: 'An accepted currency other than IQD.' })
  currencyCode!: string;

  @Field(() => Int64Scalar, { description: 'Whole IQD for 100 units of the currency (131500 = 1,315 IQD per dollar).' })
  iqdPer100!: number;

  @Field(() => String, { nullable: true, description: 'Where the rate comes from; at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}
