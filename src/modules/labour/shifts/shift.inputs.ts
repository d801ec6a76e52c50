import { Field, InputType, Int } from 'type-graphql';
import { IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { MAX_BREAK_MINUTES, MAX_NOTE_LENGTH } from '../rules/shift-checks.rules';
import { RosterStatus } from '../rules/roster-status.rules';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = 'must be a time HH:MM (00:00 to 23:59)';

@InputType({ description: "A shift's employee, times (local to the branch's time zone), break and note." })
export class ShiftTimesInput {
  @Field(() => UuidScalar, { description: 'An Active employee assigned to the branch.' })
  employeeId!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'A position of this organisation; null for none.' })
  positionId?: string | null;

  @Field(() => LocalDateScalar, { description: 'Local date the shift starts.' })
  startDate!: string;

  @Field(() => String, { description: 'Local start time, HH:MM.' })
  @Matches(TIME, { message: TIME_MESSAGE })
  startTime!: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Local date the shift ends; default startDate (give the next day for a shift past midnight).' })
  endDate?: string | null;

  @Field(() => String, { description: 'Local end time, HH:MM; after the start.' })
  @Matches(TIME, { message: TIME_MESSAGE })
  endTime!: string;

  @Field(() => Int, { nullable: true, description: 'Unpaid break in minutes, 0 to 240 (default 0); shorter than the shift.' })
  @IsOptional()
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_BREAK_MINUTES, { message: `must be at most ${MAX_BREAK_MINUTES}` })
  breakMinutes?: number | null;

  @Field(() => String, { nullable: true, description: 'A note for the employee, at most 500 characters.' })
  @IsOptional()
  @MaxLength(MAX_NOTE_LENGTH, { message: `must be at most ${MAX_NOTE_LENGTH} characters` })
  note?: string | null;
}

@InputType({ description: 'A new shift at a branch.' })
export class CreateShiftInput extends ShiftTimesInput {
  @Field(() => UuidScalar, { description: 'A branch of this organisation your membership covers.' })
  branchId!: string;
}

@InputType({ description: 'Conditions on the shift list.' })
export class ShiftFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only shifts at this branch.' })
  branchId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only shifts of this employee.' })
  employeeId?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Shifts starting on or after this local date.' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Shifts starting on or before this local date.' })
  to?: string;

  @Field(() => RosterStatus, { nullable: true, description: 'Only Draft or only Published shifts.' })
  status?: RosterStatus;
}

@InputType({ description: "Conditions on the caller's own shifts." })
export class MyShiftFilter {
  @Field(() => LocalDateScalar, { nullable: true, description: 'Shifts starting on or after this local date.' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Shifts starting on or before this local date.' })
  to?: string;
}
