import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ForecastCalendarDay } from '../calendar/forecast-calendar.entity';
import { forecastCalendarService, forecastCalendarSort } from '../calendar/forecast-calendar.service';
import { forecastSettingsService } from '../settings/forecast-settings.service';
import { forecastComputeService } from '../compute/forecast-compute.service';
import { forecastBacktestsSort, forecastReadService } from './forecast-read.service';
import {
  BranchForecast,
  BranchForecastArgs,
  CreateForecastCalendarDayInput,
  ForecastBacktestFilter,
  ForecastBacktestRow,
  ForecastBatchProposal,
  ForecastBatchProposalArgs,
  ForecastBranchArgs,
  ForecastCalendarFilter,
  ForecastOutcomeDay,
  ForecastOutcomesArgs,
  ForecastRecompute,
  ForecastSettings,
  SetForecastSettingsInput,
  UpdateForecastCalendarDayInput,
} from './forecast.types';

export const ForecastCalendarDayPage = Paginated(ForecastCalendarDay, 'ForecastCalendarDay');
export const ForecastBacktestPage = Paginated(ForecastBacktestRow, 'ForecastBacktest');

const FILTER = 'Narrows the list; every condition given must hold. Null adds no condition.';
const CALENDAR_ID = "Id of the calendar day; 404 when no such day is visible to the caller (e.g. another organisation's).";

/** Demand forecast (docs/forecast.md): thin root fields over the forecast services. */
@Resolver()
export class ForecastResolver {
  @Query(() => ForecastSettings, { description: "The organisation's forecast settings (defaults until changed)." })
  forecastSettings(@Ctx() ctx: RequestContext) {
    return forecastSettingsService.get(ctx);
  }

  @Mutation(() => ForecastSettings, { description: "Changes the organisation's forecast settings (the service level); the next computation uses it." })
  setForecastSettings(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetForecastSettingsInput, { description: 'The new settings.' }) input: SetForecastSettingsInput,
  ) {
    return forecastSettingsService.set(ctx, input);
  }

  @Query(() => ForecastCalendarDayPage, { description: "The organisation's forecast calendar (Ramadan, the Eids, holidays)." })
  forecastCalendarDays(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(forecastCalendarSort, 'date Asc') }) list?: ListArgs,
    @Arg('filter', () => ForecastCalendarFilter, { nullable: true, description: FILTER }) filter?: ForecastCalendarFilter,
  ) {
    return forecastCalendarService.list(ctx, list, filter);
  }

  @Mutation(() => ForecastCalendarDay, { description: 'Adds a day to the forecast calendar (409 when the date already has that kind).' })
  createForecastCalendarDay(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateForecastCalendarDayInput, { description: 'The day.' }) input: CreateForecastCalendarDayInput,
  ) {
    return forecastCalendarService.create(ctx, input);
  }

  @Mutation(() => ForecastCalendarDay, {
    description: 'Changes a forecast calendar day: move it to another date (an Eid by a day), rename it or change its kind.',
  })
  updateForecastCalendarDay(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, { description: CALENDAR_ID }) id: string,
    @Arg('input', () => UpdateForecastCalendarDayInput, { description: 'Fields to change; a field left out keeps its value.' })
    input: UpdateForecastCalendarDayInput,
  ) {
    return forecastCalendarService.update(ctx, id, input);
  }

  @Mutation(() => ForecastCalendarDay, { description: 'Removes a day from the forecast calendar; answers the day as it was.' })
  deleteForecastCalendarDay(@Ctx() ctx: RequestContext, @Arg('id', () => UuidScalar, { description: CALENDAR_ID }) id: string) {
    return forecastCalendarService.delete(ctx, id);
  }

  @Query(() => BranchForecast, { description: "A branch's stored forecast: each batch input's history, forecast band and the calendar days (a lookup)." })
  branchForecast(@Ctx() ctx: RequestContext, @Args(() => BranchForecastArgs) args: BranchForecastArgs) {
    return forecastReadService.branchForecast(ctx, args);
  }

  @Query(() => ForecastBatchProposal, { description: "A day's batch (tomorrow by default) sized from the stored forecast, with its explanation." })
  forecastBatchProposal(@Ctx() ctx: RequestContext, @Args(() => ForecastBatchProposalArgs) args: ForecastBatchProposalArgs) {
    return forecastReadService.batchProposal(ctx, args);
  }

  @Query(() => ForecastBacktestPage, {
    description: 'The backtest report: per branch and item, WAPE and bias of the chosen model and the baseline at one and seven days ahead.',
  })
  forecastBacktests(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(forecastBacktestsSort, 'branchName Asc') }) list?: ListArgs,
    @Arg('filter', () => ForecastBacktestFilter, { nullable: true, description: FILTER }) filter?: ForecastBacktestFilter,
  ) {
    return forecastReadService.backtests(ctx, list, filter);
  }

  @Query(() => [ForecastOutcomeDay], { description: 'After the fact, per business day: proposed, decided, used, overproduction waste and sold-out minutes.' })
  forecastOutcomes(@Ctx() ctx: RequestContext, @Args(() => ForecastOutcomesArgs) args: ForecastOutcomesArgs) {
    return forecastReadService.outcomes(ctx, args);
  }

  @Mutation(() => ForecastRecompute, {
    description: "Queues the computation of a branch's forecast now (the nightly job does it by itself after the daily close).",
  })
  recomputeForecast(@Ctx() ctx: RequestContext, @Args(() => ForecastBranchArgs) { branchId }: ForecastBranchArgs) {
    return forecastComputeService.requestRecompute(ctx, branchId);
  }
}
