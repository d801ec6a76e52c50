import { Field, InputType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { DateTimeScalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { PunchKind } from '../punches/punch.entity';

@InputType({ description: "Approve a branch's timesheets for a period of ended business days; the branch is then locked through `to`." })
export class ApproveTimesheetsInput {
  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'First business date.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date (inclusive); a day that has ended.' })
  to!: string;

  @Field(() => String, { nullable: true, description: 'A note, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500)
  note?: string | null;
}

@InputType({ description: 'A correction of a punch: its new time and/or kind, and why (the original is kept).' })
export class CorrectPunchInput {
  @Field(() => DateTimeScalar, { nullable: true, description: 'The corrected time; not in the future.' })
  occurredAt?: Date | null;

  @Field(() => PunchKind, { nullable: true, description: 'The corrected kind.' })
  kind?: PunchKind | null;

  @Field(() => String, { description: 'Why, 1 to 500 characters.' })
  @MaxLength(500)
  reason!: string;
}

@InputType({ description: 'A punch the employee missed, added by a manager with a reason.' })
export class AddPunchInput {
  @Field(() => UuidScalar, { description: 'The branch the punch belongs to.' })
  branchId!: string;

  @Field(() => UuidScalar, { description: 'The employee.' })
  employeeId!: string;

  @Field(() => PunchKind, { description: 'ClockIn, BreakStart, BreakEnd or ClockOut.' })
  kind!: PunchKind;

  @Field(() => DateTimeScalar, { description: 'When it happened; not in the future.' })
  occurredAt!: Date;

  @Field(() => String, { description: 'Why, 1 to 500 characters.' })
  @MaxLength(500)
  reason!: string;
}
