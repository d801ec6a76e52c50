import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { CashCurrency } from './cash-currency.entity';
import { ExchangeRate } from './exchange-rate.entity';
import { SetCashCurrenciesInput, SetExchangeRateInput } from './cash-settings.inputs';
import { cashSettingsService } from './cash-settings.service';

@Resolver()
export class CashSettingsResolver {
  @Query(() => [CashCurrency], {
    description: 'Currencies accepted at the till with their denominations (IQD and USD until the organisation sets its own list).',
  })
  cashCurrencies(@Ctx() ctx: RequestContext) {
    return cashSettingsService.currencies(ctx);
  }

  @Mutation(() => [CashCurrency], {
    description: 'Replaces the list of accepted currencies (IQD must be in it; 422 for an unknown ISO code or a bad denomination).',
  })
  setCashCurrencies(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetCashCurrenciesInput, { description: 'The accepted currencies and their denominations.' }) input: SetCashCurrenciesInput,
  ) {
    return cashSettingsService.setCurrencies(ctx, input);
  }

  @Query(() => [ExchangeRate], { description: 'Exchange-rate history to IQD, newest first (the first row per currency is the rate in force).' })
  exchangeRates(
    @Ctx() ctx: RequestContext,
    @Arg('currencyCode', () => String, { nullable: true, description: 'Only this currency.' }) currencyCode?: string,
    @Arg('limit', () => Int, { nullable: true, description: 'At most this many rows (default 100, max 500).' }) limit?: number,
  ) {
    return cashSettingsService.rates(ctx, currencyCode, limit ?? 100);
  }

  @Mutation(() => ExchangeRate, { description: 'Sets the rate to IQD from now on; payments already taken keep the rate stored with them.' })
  setExchangeRate(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetExchangeRateInput, { description: 'The currency and its rate to IQD.' }) input: SetExchangeRateInput,
  ) {
    return cashSettingsService.setRate(ctx, input);
  }
}
