import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsNotEmpty, MaxLength } from 'class-validator';
import { DateTimeScalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { RosterStatus } from '../rules/roster-status.rules';
import { Shift } from '../shifts/shift.entity';

@ObjectType('RosterWeek', { simpleResolvers: true, description: "One branch's roster for a week (Saturday to Friday) with its shifts." })
export class RosterWeek {
  @Field(() => ID, { description: 'The branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'The Saturday that starts the week.' })
  weekStart!: string;

  @Field(() => RosterStatus, { description: 'Draft until published.' })
  status!: RosterStatus;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the week was published; null while Draft.' })
  publishedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who published it; null while Draft.' })
  publishedBy!: string | null;

  @Field(() => [Shift], { description: 'The week’s shifts by start, then employee (one branch’s week: never paged).' })
  shifts!: Shift[];
}

@ObjectType('RosterSkippedShift', { simpleResolvers: true, description: 'A shift of the source week or template that was not placed, and why.' })
export class RosterSkippedShift {
  @Field(() => ID, { description: 'The employee of the shift.' })
  employeeId!: string;

  @Field(() => LocalDateScalar, { description: 'Local date the shift would have started.' })
  startDate!: string;

  @Field(() => String, { description: 'Local start time, HH:MM.' })
  startTime!: string;

  @Field(() => String, { description: 'Local end time, HH:MM.' })
  endTime!: string;

  @Field(() => [String], { description: 'The rules it broke (the same messages a single shift gets).' })
  reasons!: string[];
}

@ObjectType('RosterFillResult', { simpleResolvers: true, description: 'A week filled from another week or a template: the shifts placed and those skipped.' })
export class RosterFillResult {
  @Field(() => RosterWeek, { description: 'The filled week as it now stands.' })
  week!: RosterWeek;

  @Field(() => Int, { description: 'Shifts placed.' })
  created!: number;

  @Field(() => [RosterSkippedShift], { description: 'Shifts skipped because they broke a rule (overlap, leave, inactive, not assigned, too long).' })
  skipped!: RosterSkippedShift[];
}

@InputType({ description: 'A branch and a roster week.' })
export class RosterWeekInput {
  @Field(() => UuidScalar, { description: 'A branch of this organisation your membership covers.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'The Saturday that starts the week.' })
  weekStart!: string;
}

@InputType({ description: 'Copy the shifts of one week of a branch into another week of it.' })
export class CopyRosterWeekInput extends RosterWeekInput {
  @Field(() => LocalDateScalar, { description: 'The Saturday of the week to copy from (another week).' })
  fromWeekStart!: string;
}

@InputType({ description: "Save a week's shifts as a named template of the branch." })
export class SaveRosterTemplateInput extends RosterWeekInput {
  @Field(() => String, { description: 'Name, unique within the branch, 1-100 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  name!: string;
}

@InputType({ description: 'The week to fill from a template.' })
export class ApplyRosterTemplateInput {
  @Field(() => LocalDateScalar, { description: 'The Saturday that starts the week to fill.' })
  weekStart!: string;
}

@InputType({ description: 'Conditions on the template list.' })
export class RosterTemplateFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only templates of this branch.' })
  branchId?: string;
}
