import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';

@InputType({ description: 'A branch and a period of business dates (at most 92 days).' })
export class TimesheetPeriodInput {
  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'First business date.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date (inclusive).' })
  to!: string;
}

@InputType({ description: 'A period of business dates for the labour report (at most 92 days); every branch the caller covers unless narrowed.' })
export class LabourReportInput {
  @Field(() => [UuidScalar], { nullable: true, description: 'Branches to report; all the caller covers when left out.' })
  branchIds?: string[] | null;

  @Field(() => LocalDateScalar, { description: 'First business date.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date (inclusive).' })
  to!: string;
}

@ObjectType('TimesheetDay', {
  simpleResolvers: true,
  description: 'One employee\'s business day at a branch: scheduled against actual (docs/labour.md, "Timesheet rules").',
})
export class TimesheetDayView {
  @Field(() => ID, { description: 'The employee.' })
  employeeId!: string;

  @Field(() => String, { description: "The employee's name." })
  employeeName!: string;

  @Field(() => ID, { description: 'The branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'The business date.' })
  businessDate!: string;

  @Field(() => Int, { description: 'Paid minutes rostered (span − unpaid break), all branches.' })
  scheduledMinutes!: number;

  @Field(() => Int, { description: 'Minutes between clock-in and clock-out less punched breaks, all branches.' })
  workedMinutes!: number;

  @Field(() => Int, { description: 'Punched break minutes.' })
  breakMinutes!: number;

  @Field(() => Int, { description: 'Paid minutes at this branch (worked less the unpunched part of the scheduled break).' })
  paidMinutes!: number;

  @Field(() => Int, { description: 'Minutes late after the shift start.' })
  lateMinutes!: number;

  @Field(() => Boolean, { description: 'Late beyond the grace minutes.' })
  late!: boolean;

  @Field(() => Int, { description: 'Minutes left before the shift end.' })
  earlyLeaveMinutes!: number;

  @Field(() => Boolean, { description: 'Left early beyond the grace minutes.' })
  earlyLeave!: boolean;

  @Field(() => Int, { description: 'Punches missing (a clock-in, clock-out or break end that never came).' })
  missedPunches!: number;

  @Field(() => Boolean, { description: 'Work punched without a matching shift.' })
  unscheduled!: boolean;

  @Field(() => Int, { description: 'Shifts of the day that ended without a punch.' })
  absentShifts!: number;

  @Field(() => Int, { description: 'Overtime minutes, daily and weekly.' })
  overtimeMinutes!: number;

  @Field(() => Int, { description: 'Minutes worked in the night window.' })
  nightMinutes!: number;

  @Field(() => Boolean, { description: "The date is the employee's weekly rest day." })
  restDay!: boolean;

  @Field(() => Int64Scalar, { description: "The day's cost at this branch in IQD (premiums included)." })
  costIqd!: number;

  @Field(() => Int64Scalar, { description: 'The overtime part of costIqd in IQD.' })
  overtimeCostIqd!: number;

  @Field(() => Int64Scalar, { description: 'The rostered cost at this branch in IQD.' })
  scheduledCostIqd!: number;
}

@ObjectType('LabourFigures', {
  simpleResolvers: true,
  description: 'Labour and prime cost of a branch for a day, an hour or the period (docs/labour.md, "Labour cost").',
})
export class LabourFiguresView {
  @Field(() => Int, { description: 'Paid labour minutes.' })
  paidMinutes!: number;

  @Field(() => Int, { description: 'Rostered paid minutes.' })
  scheduledMinutes!: number;

  @Field(() => Int64Scalar, { description: 'Labour cost in IQD.' })
  labourCostIqd!: number;

  @Field(() => Int64Scalar, { description: 'Rostered labour cost in IQD.' })
  scheduledCostIqd!: number;

  @Field(() => Int64Scalar, { description: 'Net sales (completed orders, totals less tax) in IQD.' })
  netSalesIqd!: number;

  @Field(() => Int64Scalar, { nullable: true, description: "Food cost: the analytics module's actual usage at cost; null when not known." })
  foodCostIqd!: number | null;

  @Field(() => Float, { nullable: true, description: 'Labour cost as % of net sales; null without sales.' })
  labourPercent!: number | null;

  @Field(() => Float, { nullable: true, description: 'Rostered labour cost as % of net sales.' })
  scheduledLabourPercent!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Net sales per paid labour hour in IQD; null without labour.' })
  salesPerLabourHourIqd!: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Food cost + labour cost in IQD; null when food cost is not known.' })
  primeCostIqd!: number | null;

  @Field(() => Float, { nullable: true, description: 'Prime cost as % of net sales.' })
  primeCostPercent!: number | null;

  @Field(() => Boolean, { description: "Labour % above the organisation's target." })
  labourAboveTarget!: boolean;

  @Field(() => Boolean, { description: "Prime cost % above the organisation's target." })
  primeCostAboveTarget!: boolean;
}

@ObjectType('LabourReportDay', { simpleResolvers: true, description: "A branch's business day." })
export class LabourReportDay extends LabourFiguresView {
  @Field(() => LocalDateScalar, { description: 'The business date.' })
  businessDate!: string;
}

@ObjectType('LabourReportHour', { simpleResolvers: true, description: "A local hour of a branch's business day." })
export class LabourReportHour extends LabourFiguresView {
  @Field(() => LocalDateScalar, { description: 'The local date of the hour.' })
  date!: string;

  @Field(() => Int, { description: 'The local hour, 0–23.' })
  hour!: number;
}

@ObjectType('LabourReportBranch', { simpleResolvers: true, description: 'One branch of the labour report.' })
export class LabourReportBranch {
  @Field(() => ID, { description: 'The branch.' })
  branchId!: string;

  @Field(() => String, { description: "The branch's name." })
  name!: string;

  @Field(() => LabourFiguresView, { description: 'The whole period; food cost from the analytics usage report of the period.' })
  total!: LabourFiguresView;

  @Field(() => [LabourReportDay], { description: 'Each business date of the period; food cost from the day’s close (null before it, or without a count).' })
  days!: LabourReportDay[];

  @Field(() => [LabourReportHour], { description: 'Each local hour with labour or sales (no food cost by hour).' })
  hours!: LabourReportHour[];
}

@ObjectType('LabourReport', { simpleResolvers: true, description: 'Labour cost, labour % and prime cost per branch, day and hour.' })
export class LabourReport {
  @Field(() => LocalDateScalar, { description: 'First business date.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date.' })
  to!: string;

  @Field(() => Int, { description: "The organisation's labour % target." })
  labourPercentTarget!: number;

  @Field(() => Int, { description: "The organisation's prime cost % target." })
  primeCostPercentTarget!: number;

  @Field(() => [LabourReportBranch], { description: 'One entry per branch.' })
  branches!: LabourReportBranch[];
}

@ObjectType('RosterForecastDay', { simpleResolvers: true, description: "A day of a roster week: the rostered cost against the day's expected net sales." })
export class RosterForecastDay {
  @Field(() => LocalDateScalar, { description: 'The business date.' })
  businessDate!: string;

  @Field(() => Int64Scalar, { description: 'Expected net sales in IQD: the mean of the same weekday in the four weeks before the roster week.' })
  forecastNetSalesIqd!: number;

  @Field(() => Int, { description: 'Rostered paid minutes.' })
  scheduledMinutes!: number;

  @Field(() => Int64Scalar, { description: 'Rostered labour cost in IQD.' })
  scheduledCostIqd!: number;

  @Field(() => Float, { nullable: true, description: 'Rostered cost as % of the expected net sales; null when none are expected.' })
  labourPercent!: number | null;

  @Field(() => Boolean, { description: "Above the organisation's labour % target." })
  aboveTarget!: boolean;
}

@ObjectType('RosterLabourForecast', {
  simpleResolvers: true,
  description: "A roster week's forecast labour %, as the roster editor shows it while shifts are placed.",
})
export class RosterLabourForecast {
  @Field(() => ID, { description: 'The branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'The Saturday that starts the week.' })
  weekStart!: string;

  @Field(() => Int, { description: "The organisation's labour % target." })
  labourPercentTarget!: number;

  @Field(() => [RosterForecastDay], { description: 'Saturday to Friday.' })
  days!: RosterForecastDay[];

  @Field(() => RosterForecastDay, { description: 'The whole week (businessDate: the Saturday).' })
  week!: RosterForecastDay;
}
