import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('LabourSettings', { simpleResolvers: true, description: "The organisation's labour settings (defaults until changed)." })
export class LabourSettings {
  @Field(() => Int, { description: 'The longest shift a roster may hold, in minutes (default 720, 12 hours).' })
  maxShiftMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes in a day after which time is overtime (default 480, 8 hours).' })
  dailyOvertimeAfterMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes in a week after which time is overtime (default 2880, 48 hours).' })
  weeklyOvertimeAfterMinutes!: number;

  @Field(() => Int, { description: 'Minutes after a shift’s start before an arrival is late, and before its end a departure is early (default 5).' })
  graceMinutes!: number;

  @Field(() => Int, { description: 'Extra pay on an overtime minute, percent of the rate (default 50).' })
  overtimePremiumPercent!: number;

  @Field(() => Int, { description: 'Extra pay on a minute worked on the weekly rest day, percent of the rate (default 100).' })
  restDayPremiumPercent!: number;

  @Field(() => Int, { description: 'Extra pay on a minute in the night window, percent of the rate (default 0: marked only).' })
  nightPremiumPercent!: number;

  @Field(() => Int, { description: 'Start of the night window, local minutes after midnight (default 1320, 22:00).' })
  nightStartMinute!: number;

  @Field(() => Int, {
    description: 'End of the night window, local minutes after midnight (default 360, 06:00); earlier than the start means across midnight.',
  })
  nightEndMinute!: number;

  @Field(() => Int, { description: 'The weekly rest day, 0 Sunday … 6 Saturday (default 5, Friday).' })
  restWeekday!: number;

  @Field(() => Int, { description: 'Hours a month the monthly pay covers (default 208): a minute costs (salary + allowances) / (these hours × 60).' })
  contractedMonthlyHours!: number;

  @Field(() => Int, { description: 'Labour cost as percent of net sales above which a day is flagged (default 30).' })
  labourPercentTarget!: number;

  @Field(() => Int, { description: 'Prime cost as percent of net sales above which a day is flagged (default 60).' })
  primeCostPercentTarget!: number;
}

@InputType({ description: "The organisation's labour settings; a field left out keeps its value." })
export class SetLabourSettingsInput {
  @Field(() => Int, { nullable: true, description: 'Longest shift, 60 to 1440 minutes.' })
  maxShiftMinutes?: number;

  @Field(() => Int, { nullable: true, description: 'Daily overtime threshold, 60 to 1440 minutes.' })
  dailyOvertimeAfterMinutes?: number;

  @Field(() => Int, { nullable: true, description: 'Weekly overtime threshold, 60 to 10080 minutes.' })
  weeklyOvertimeAfterMinutes?: number;

  @Field(() => Int, { nullable: true, description: '0 to 120 minutes.' })
  graceMinutes?: number;

  @Field(() => Int, { nullable: true, description: '0 to 500 percent.' })
  overtimePremiumPercent?: number;

  @Field(() => Int, { nullable: true, description: '0 to 500 percent.' })
  restDayPremiumPercent?: number;

  @Field(() => Int, { nullable: true, description: '0 to 500 percent.' })
  nightPremiumPercent?: number;

  @Field(() => Int, { nullable: true, description: '0 to 1439.' })
  nightStartMinute?: number;

  @Field(() => Int, { nullable: true, description: '0 to 1439.' })
  nightEndMinute?: number;

  @Field(() => Int, { nullable: true, description: '0 to 6.' })
  restWeekday?: number;

  @Field(() => Int, { nullable: true, description: '1 to 400 hours.' })
  contractedMonthlyHours?: number;

  @Field(() => Int, { nullable: true, description: '1 to 100 percent.' })
  labourPercentTarget?: number;

  @Field(() => Int, { nullable: true, description: '1 to 100 percent.' })
  primeCostPercentTarget?: number;
}
