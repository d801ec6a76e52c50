import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { AnalyticsSettings, SetAnalyticsSettingsInput } from './analytics-settings.types';
import { analyticsSettingsService } from './analytics-settings.service';

@Resolver(() => AnalyticsSettings)
export class AnalyticsSettingsResolver {
  @Query(() => AnalyticsSettings, { description: "The organisation's analytics settings (defaults until changed)." })
  analyticsSettings(@Ctx() ctx: RequestContext) {
    return analyticsSettingsService.get(ctx);
  }

  @Mutation(() => AnalyticsSettings, { description: "Changes the organisation's analytics settings (the variance threshold)." })
  setAnalyticsSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetAnalyticsSettingsInput, { description: 'The new settings.' }) input: SetAnalyticsSettingsInput,
  ) {
    return analyticsSettingsService.set(ctx, input);
  }
}
