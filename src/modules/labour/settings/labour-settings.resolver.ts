import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { LabourSettings, SetLabourSettingsInput } from './labour-settings.types';
import { labourSettingsService } from './labour-settings.service';

@Resolver(() => LabourSettings)
export class LabourSettingsResolver {
  @Query(() => LabourSettings, { description: "The organisation's labour settings (defaults until changed)." })
  labourSettings(@Ctx() ctx: RequestContext) {
    return labourSettingsService.get(ctx);
  }

  @Mutation(() => LabourSettings, { description: "Changes the organisation's labour settings (longest shift, overtime thresholds)." })
  setLabourSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetLabourSettingsInput, { description: 'The values to change.' }) input: SetLabourSettingsInput,
  ) {
    return labourSettingsService.set(ctx, input);
  }
}
