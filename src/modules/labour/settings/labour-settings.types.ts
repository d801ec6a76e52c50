import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('LabourSettings', { description: "The organisation's labour settings (defaults until changed)." })
export class LabourSettings {
  @Field(() => Int, { description: 'The longest shift a roster may hold, in minutes (default 720, 12 hours).' })
  maxShiftMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes in a day after which time is overtime (default 480, 8 hours).' })
  dailyOvertimeAfterMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes in a week after which time is overtime (default 2880, 48 hours).' })
  weeklyOvertimeAfterMinutes!: number;
}

@InputType({ description: "The organisation's labour settings; a field left out keeps its value." })
export class SetLabourSettingsInput {
  @Field(() => Int, { nullable: true, description: 'Longest shift, 60 to 1440 minutes.' })
  maxShiftMinutes?: number;

  @Field(() => Int, { nullable: true, description: 'Daily overtime threshold, 60 to 1440 minutes.' })
  dailyOvertimeAfterMinutes?: number;

  @Field(() => Int, { nullable: true, description: 'Weekly overtime threshold, 60 to 10080 minutes.' })
  weeklyOvertimeAfterMinutes?: number;
}
