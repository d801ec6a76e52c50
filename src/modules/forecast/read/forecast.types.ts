import { ArgsType, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { DateTimeScalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { RiceRoundingMethod } from '../../production/batches/batch.rules';
import { ForecastCalendarKind } from '../calendar/forecast-calendar.entity';

export enum ForecastQuantile {
  Median = 'Median',
  Upper = 'Upper',
}
registerEnumType(ForecastQuantile, {
  name: 'ForecastQuantile',
  description: "Which value of a forecast day a proposal takes: Median, or Upper (the organisation's service level, P80 by default).",
  valuesConfig: { Median: { description: 'The median.' }, Upper: { description: 'The service-level quantile.' } },
});

export enum BatchInputRole {
  Chicken = 'Chicken',
  Meat = 'Meat',
  Rice = 'Rice',
  RiceSoldByWeight = 'RiceSoldByWeight',
}
registerEnumType(BatchInputRole, {
  name: 'BatchInputRole',
  description: 'Which input of the batch a proposal line sizes: Chicken, Meat, Rice or RiceSoldByWeight.',
  valuesConfig: {
    Chicken: { description: 'Chickens (pieces).' },
    Meat: { description: 'Meat (kg).' },
    Rice: { description: 'Raw rice (kg).' },
    RiceSoldByWeight: { description: 'Cooked rice sold by weight (kg), reserved for direct sale.' },
  },
});

export enum ForecastMeasure {
  Usage = 'Usage',
  RiceSoldByWeight = 'RiceSoldByWeight',
}
registerEnumType(ForecastMeasure, {
  name: 'ForecastMeasure',
  description: "What a forecast series measures: Usage (the item drawn through the bills of materials, in the item's unit) or RiceSoldByWeight.",
  valuesConfig: {
    Usage: { description: "The item drawn by the day's sales through the bills of materials (modifiers included), in the item's unit." },
    RiceSoldByWeight: { description: 'Cooked rice kg sold by weight (products with directRiceKg) from the batches of this rice item.' },
  },
});

@ObjectType('ForecastSettings', { simpleResolvers: true, description: "The organisation's forecast settings." })
export class ForecastSettings {
  @Field(() => Float, { description: 'The upper quantile stored and proposed (0.5 ≤ level < 1; default 0.8, P80).' })
  serviceLevel!: number;
}

@InputType({ description: "Changes to the organisation's forecast settings." })
export class SetForecastSettingsInput {
  @Field(() => Float, { description: 'Service level, 0.5 ≤ level < 1, at most 3 decimals.' })
  serviceLevel!: number;
}

@InputType({ description: 'Narrows the forecast calendar; every condition given must hold.' })
export class ForecastCalendarFilter {
  @Field(() => LocalDateScalar, { nullable: true, description: 'First date (inclusive).' })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last date (inclusive).' })
  to?: string | null;

  @Field(() => ForecastCalendarKind, { nullable: true, description: 'Only days of this kind.' })
  kind?: ForecastCalendarKind | null;
}

@InputType({ description: 'A day to add to the forecast calendar (409 when the date already has that kind).' })
export class CreateForecastCalendarDayInput {
  @Field(() => LocalDateScalar, { description: 'The date.' })
  date!: string;

  @Field(() => ForecastCalendarKind, { description: 'The kind of day.' })
  kind!: ForecastCalendarKind;

  @Field(() => String, { description: 'Name in English (1–100 characters).' })
  @IsString()
  @Length(1, 100, { message: 'must be 1 to 100 characters' })
  nameEn!: string;

  @Field(() => String, { description: 'Name in Arabic (1–100 characters).' })
  @IsString()
  @Length(1, 100, { message: 'must be 1 to 100 characters' })
  nameAr!: string;
}

@InputType({ description: 'Changes to a forecast calendar day (move it with `date`); a field left out keeps its value.' })
export class UpdateForecastCalendarDayInput {
  @Field(() => LocalDateScalar, { nullable: true, description: 'The new date.' })
  date?: string | null;

  @Field(() => ForecastCalendarKind, { nullable: true, description: 'The new kind.' })
  kind?: ForecastCalendarKind | null;

  @Field(() => String, { nullable: true, description: 'Name in English (1–100 characters).' })
  @IsOptional()
  @IsString()
  @Length(1, 100, { message: 'must be 1 to 100 characters' })
  nameEn?: string | null;

  @Field(() => String, { nullable: true, description: 'Name in Arabic (1–100 characters).' })
  @IsOptional()
  @IsString()
  @Length(1, 100, { message: 'must be 1 to 100 characters' })
  nameAr?: string | null;
}

@InputType({ description: 'Narrows the backtest report; every condition given must hold.' })
export class ForecastBacktestFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only this branch (422 when it is not a branch of the organisation).' })
  branchId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Only this inventory item.' })
  inventoryItemId?: string | null;
}

/** The branch every forecast read and recomputation is about: the first argument of each. */
@ArgsType()
export class ForecastBranchArgs {
  @Field(() => UuidScalar, { description: "The branch; 404 when it is not the organisation's." })
  branchId!: string;
}

@ArgsType()
export class BranchForecastArgs extends ForecastBranchArgs {
  @Field(() => [UuidScalar], { nullable: true, description: 'Only these inventory items (default: every forecast series of the branch).' })
  inventoryItemIds?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Days of history returned with each series (7–365; default 56).' })
  @IsOptional()
  @Min(7, { message: 'must be between 7 and 365' })
  @Max(365, { message: 'must be between 7 and 365' })
  historyDays?: number | null;
}

@ArgsType()
export class ForecastBatchProposalArgs extends ForecastBranchArgs {
  @Field(() => LocalDateScalar, { nullable: true, description: "The batch's business day (default: the branch's tomorrow)." })
  businessDate?: string | null;

  @Field(() => ForecastQuantile, { nullable: true, description: 'Which value of the forecast the proposal takes (default Upper).' })
  quantile?: ForecastQuantile | null;

  @Field(() => UuidScalar, { nullable: true, description: "The batch's chicken item (default: the branch's latest batch's)." })
  chickenItemId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: "The batch's meat item (default: the branch's latest batch's)." })
  meatItemId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: "The batch's rice item (default: the branch's latest batch's)." })
  riceItemId?: string | null;

  @Field(() => Float, { nullable: true, description: "Cooked rice kg per raw kg, 1–4 (default: the branch's latest batch's, else 2.5)." })
  @IsOptional()
  @Min(1, { message: 'must be between 1 and 4' })
  @Max(4, { message: 'must be between 1 and 4' })
  cookedRiceMultiplier?: number | null;

  @Field(() => RiceRoundingMethod, { nullable: true, description: "Rice rounding (default: the branch's latest batch's, else None)." })
  riceRoundingMethod?: RiceRoundingMethod | null;
}

@ArgsType()
export class ForecastOutcomesArgs extends ForecastBranchArgs {
  @Field(() => LocalDateScalar, { nullable: true, description: 'First business day (default: 27 days before `to`).' })
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Last business day (default: the branch's yesterday); at most 92 days after `from`." })
  to?: string | null;
}

@ObjectType('ForecastCalendarMark', { simpleResolvers: true, description: 'A calendar day marked on a forecast chart.' })
export class ForecastCalendarMark {
  @Field(() => LocalDateScalar, { description: 'The date.' })
  date!: string;

  @Field(() => ForecastCalendarKind, { description: 'Its kind.' })
  kind!: ForecastCalendarKind;

  @Field(() => String, { description: 'Name in English.' })
  nameEn!: string;

  @Field(() => String, { description: 'Name in Arabic.' })
  nameAr!: string;
}

@ObjectType('ForecastHistoryDay', { simpleResolvers: true, description: 'A past day of a series as the forecast read it.' })
export class ForecastHistoryDay {
  @Field(() => LocalDateScalar, { description: 'The business day.' })
  date!: string;

  @Field(() => Float, { nullable: true, description: "Usage in the item's unit; null on a closed or partial day (not a zero)." })
  usage!: number | null;

  @Field(() => Boolean, { description: 'Something drawing on the item was sold out that day: the usage is a lower bound of demand.' })
  soldOut!: boolean;

  @Field(() => Boolean, { description: 'The branch did not trade, or not the whole day.' })
  closed!: boolean;

  @Field(() => Boolean, { description: 'A promotion was active.' })
  promotion!: boolean;
}

@ObjectType('ForecastSameWeekday', { simpleResolvers: true, description: 'A same weekday of the last weeks, as the baseline reads it.' })
export class ForecastSameWeekday {
  @Field(() => LocalDateScalar, { description: 'The date.' })
  date!: string;

  @Field(() => Float, { description: 'Its usage.' })
  usage!: number;

  @Field(() => Boolean, { description: 'Sold out that day.' })
  soldOut!: boolean;
}

@ObjectType('ForecastExplanation', { simpleResolvers: true, description: 'Why a forecast day has its value.' })
export class ForecastExplanation {
  @Field(() => [ForecastSameWeekday], { description: 'The same weekdays of the last weeks, newest first.' })
  sameWeekdays!: ForecastSameWeekday[];

  @Field(() => [ForecastCalendarKind], { description: "The day's calendar kinds." })
  calendarKinds!: ForecastCalendarKind[];

  @Field(() => Float, { description: 'Usage the calendar adds (negative: removes), per the chosen model.' })
  calendarEffect!: number;

  @Field(() => Float, { description: 'Usage a promotion adds.' })
  promotionEffect!: number;

  @Field(() => Float, { description: 'How much treating sold-out days as cut short raised the point forecast.' })
  soldOutAdjustment!: number;
}

@ObjectType('ForecastDay', { simpleResolvers: true, description: 'One forecast day of a series.' })
export class ForecastDay {
  @Field(() => LocalDateScalar, { description: 'The business day forecast.' })
  date!: string;

  @Field(() => Int, { description: 'Days ahead of the last known day (1–14).' })
  horizon!: number;

  @Field(() => Float, { description: "The chosen model's expected usage." })
  point!: number;

  @Field(() => Float, { description: 'The median.' })
  median!: number;

  @Field(() => Float, { description: 'The service-level quantile (P80 by default).' })
  upper!: number;

  @Field(() => ForecastExplanation, { description: 'Why.' })
  explanation!: ForecastExplanation;
}

@ObjectType('ForecastModelScore', { simpleResolvers: true, description: "A model's backtest over the last 8 weeks (fractions: 0.2 is 20 %)." })
export class ForecastModelScore {
  @Field(() => String, { description: 'same-weekday-mean (the baseline) or calendar-regression.' })
  model!: string;

  @Field(() => Boolean, { description: 'The model chosen for the series.' })
  chosen!: boolean;

  @Field(() => Float, { nullable: true, description: 'WAPE one day ahead; null when nothing was used.' })
  oneDayWape!: number | null;

  @Field(() => Float, { nullable: true, description: 'Bias one day ahead (positive: too much).' })
  oneDayBias!: number | null;

  @Field(() => Float, { nullable: true, description: 'WAPE seven days ahead.' })
  sevenDayWape!: number | null;

  @Field(() => Float, { nullable: true, description: 'Bias seven days ahead.' })
  sevenDayBias!: number | null;

  @Field(() => Int, { description: 'Days scored one day ahead.' })
  scoredDays!: number;
}

@ObjectType('ForecastBacktestSummary', { simpleResolvers: true, description: 'The backtest of a series.' })
export class ForecastBacktestSummary {
  @Field(() => LocalDateScalar, { description: 'First scored day.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last scored day.' })
  to!: string;

  @Field(() => [ForecastModelScore], { description: 'Every model, the baseline first.' })
  models!: ForecastModelScore[];
}

@ObjectType('ForecastSeries', { simpleResolvers: true, description: 'The forecast of one batch input item at a branch, with its history.' })
export class ForecastSeries {
  @Field(() => UuidScalar, { description: 'The inventory item.' })
  inventoryItemId!: string;

  @Field(() => ForecastMeasure, { description: 'What the series measures (usage, or rice sold by weight).' })
  measure!: ForecastMeasure;

  @Field(() => String, { description: "The item's name." })
  itemName!: string;

  @Field(() => String, { nullable: true, description: "The item's Arabic name." })
  itemNameAr!: string | null;

  @Field(() => String, { description: "The item's unit." })
  unit!: string;

  @Field(() => String, { description: 'The chosen model.' })
  model!: string;

  @Field(() => Float, { description: 'The service level of the upper values.' })
  serviceLevel!: number;

  @Field(() => LocalDateScalar, { nullable: true, description: "First day of the model's training window." })
  trainingFrom!: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: "Last day of the model's training window." })
  trainingTo!: string | null;

  @Field(() => Int, { description: 'Observed days the model learnt from.' })
  trainingDays!: number;

  @Field(() => Boolean, { description: "History was borrowed from the organisation's other branches (little history of its own)." })
  borrowed!: boolean;

  @Field(() => DateTimeScalar, { description: 'When it was computed.' })
  computedAt!: Date;

  @Field(() => [ForecastHistoryDay], { description: 'The last `historyDays` days of history.' })
  history!: ForecastHistoryDay[];

  @Field(() => [ForecastDay], { description: 'The forecast days, 1–14 ahead.' })
  days!: ForecastDay[];

  @Field(() => ForecastBacktestSummary, { description: 'Backtest of every model.' })
  backtest!: ForecastBacktestSummary;
}

@ObjectType('BranchForecast', { simpleResolvers: true, description: "A branch's stored forecast: every series with its history, band and calendar marks." })
export class BranchForecast {
  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was last computed; null when never.' })
  computedAt!: Date | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'The last day of history it was computed from.' })
  lastKnownDate!: string | null;

  @Field(() => [ForecastSeries], { description: 'The series, by item name.' })
  series!: ForecastSeries[];

  @Field(() => [ForecastCalendarMark], { description: 'Calendar days over the history and forecast days, for the chart.' })
  calendar!: ForecastCalendarMark[];
}

@ObjectType('ForecastBatchProposalLine', { simpleResolvers: true, description: 'One input of a batch proposal with its forecast.' })
export class ForecastBatchProposalLine {
  @Field(() => BatchInputRole, { description: 'Which input.' })
  role!: BatchInputRole;

  @Field(() => UuidScalar, { nullable: true, description: 'The inventory item; null when the branch has no batch to take it from.' })
  inventoryItemId!: string | null;

  @Field(() => String, { nullable: true, description: "The item's name." })
  itemName!: string | null;

  @Field(() => String, { nullable: true, description: "The item's Arabic name." })
  itemNameAr!: string | null;

  @Field(() => String, { nullable: true, description: 'The model of its forecast.' })
  model!: string | null;

  @Field(() => Float, { nullable: true, description: 'Point forecast usage.' })
  point!: number | null;

  @Field(() => Float, { nullable: true, description: 'Median.' })
  median!: number | null;

  @Field(() => Float, { nullable: true, description: 'Service-level quantile.' })
  upper!: number | null;

  @Field(() => Float, { nullable: true, description: 'The value the proposal took (median or upper).' })
  quantity!: number | null;

  @Field(() => ForecastExplanation, { nullable: true, description: 'Why; null without a forecast.' })
  explanation!: ForecastExplanation | null;
}

@ObjectType('ForecastBatchProposal', { simpleResolvers: true, description: "A day's batch sized from the forecast, rounded as the batch rules require." })
export class ForecastBatchProposal {
  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: "The batch's business day." })
  businessDate!: string;

  @Field(() => Boolean, { description: 'False when one of the three inputs has no stored forecast for the day (the quantities are then null).' })
  available!: boolean;

  @Field(() => ForecastQuantile, { description: 'Which value was taken.' })
  quantile!: ForecastQuantile;

  @Field(() => Float, { description: 'The service level of the upper values.' })
  serviceLevel!: number;

  @Field(() => Float, { description: 'Cooked rice kg per raw kg used.' })
  cookedRiceMultiplier!: number;

  @Field(() => RiceRoundingMethod, { description: 'Rice rounding used.' })
  riceRoundingMethod!: RiceRoundingMethod;

  @Field(() => Int, { nullable: true, description: 'Chickens (whole birds).' })
  chickenCount!: number | null;

  @Field(() => Float, { nullable: true, description: 'Meat kg.' })
  meatKg!: number | null;

  @Field(() => Float, { nullable: true, description: 'Raw rice kg.' })
  rawRiceKg!: number | null;

  @Field(() => Float, { nullable: true, description: 'Cooked rice kg the batch will compute.' })
  cookedRiceKg!: number | null;

  @Field(() => Float, { nullable: true, description: 'Cooked rice kg reserved for direct sale.' })
  reservedRiceDirectSaleKg!: number | null;

  @Field(() => [ForecastBatchProposalLine], { description: 'Chicken, meat, rice and the rice sold by weight with their forecasts.' })
  lines!: ForecastBatchProposalLine[];

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the forecasts were computed.' })
  computedAt!: Date | null;
}

@ObjectType('ForecastBacktestRow', {
  simpleResolvers: true,
  description: 'The backtest of one branch and item: chosen model against the baseline, last 8 weeks.',
})
export class ForecastBacktestRow {
  @Field(() => UuidScalar, { description: 'Id of the series.' })
  id!: string;

  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => String, { description: "The branch's name." })
  branchName!: string;

  @Field(() => UuidScalar, { description: 'The inventory item.' })
  inventoryItemId!: string;

  @Field(() => ForecastMeasure, { description: 'What the series measures (usage, or rice sold by weight).' })
  measure!: ForecastMeasure;

  @Field(() => String, { description: "The item's name." })
  itemName!: string;

  @Field(() => String, { nullable: true, description: "The item's Arabic name." })
  itemNameAr!: string | null;

  @Field(() => String, { description: 'The chosen model.' })
  chosenModel!: string;

  @Field(() => LocalDateScalar, { description: 'First scored day.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last scored day.' })
  to!: string;

  @Field(() => Float, { nullable: true, description: "Chosen model's WAPE one day ahead." })
  chosenOneDayWape!: number | null;

  @Field(() => Float, { nullable: true, description: "Chosen model's bias one day ahead." })
  chosenOneDayBias!: number | null;

  @Field(() => Float, { nullable: true, description: "Chosen model's WAPE seven days ahead." })
  chosenSevenDayWape!: number | null;

  @Field(() => Float, { nullable: true, description: "Chosen model's bias seven days ahead." })
  chosenSevenDayBias!: number | null;

  @Field(() => Float, { nullable: true, description: "Baseline's WAPE one day ahead." })
  baselineOneDayWape!: number | null;

  @Field(() => Float, { nullable: true, description: "Baseline's bias one day ahead." })
  baselineOneDayBias!: number | null;

  @Field(() => Float, { nullable: true, description: "Baseline's WAPE seven days ahead." })
  baselineSevenDayWape!: number | null;

  @Field(() => Float, { nullable: true, description: "Baseline's bias seven days ahead." })
  baselineSevenDayBias!: number | null;

  @Field(() => DateTimeScalar, { description: 'When it was computed.' })
  computedAt!: Date;
}

@ObjectType('ForecastOutcomeDay', { simpleResolvers: true, description: 'After the fact: what was proposed, decided and used on a business day.' })
export class ForecastOutcomeDay {
  @Field(() => LocalDateScalar, { description: 'The business day.' })
  businessDate!: string;

  @Field(() => UuidScalar, { nullable: true, description: "The day's batch; null when none." })
  batchId!: string | null;

  @Field(() => Int, { nullable: true, description: 'Chickens proposed when the batch was created.' })
  proposedChickenCount!: number | null;

  @Field(() => Float, { nullable: true, description: 'Meat kg proposed.' })
  proposedMeatKg!: number | null;

  @Field(() => Float, { nullable: true, description: 'Raw rice kg proposed.' })
  proposedRawRiceKg!: number | null;

  @Field(() => Int, { nullable: true, description: 'Chickens in the batch.' })
  decidedChickenCount!: number | null;

  @Field(() => Float, { nullable: true, description: 'Meat kg in the batch.' })
  decidedMeatKg!: number | null;

  @Field(() => Float, { nullable: true, description: 'Raw rice kg in the batch.' })
  decidedRawRiceKg!: number | null;

  @Field(() => Float, { nullable: true, description: "Chicken used by the day's sales (pieces); null before the day is closed." })
  usedChicken!: number | null;

  @Field(() => Float, { nullable: true, description: 'Meat kg used by sales.' })
  usedMeatKg!: number | null;

  @Field(() => Float, { nullable: true, description: 'Raw rice kg used by sales.' })
  usedRawRiceKg!: number | null;

  @Field(() => Int, { description: 'Units of the batch wasted as Overproduction.' })
  overproductionWasteUnits!: number;

  @Field(() => Int, { description: 'Minutes products were marked sold out during the day.' })
  soldOutMinutes!: number;
}

@ObjectType('ForecastRecompute', { simpleResolvers: true, description: 'A recomputation of a branch’s forecast, queued.' })
export class ForecastRecompute {
  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => Boolean, { description: 'True: the forecast job will compute the branch shortly.' })
  queued!: boolean;
}
