import { Field, InputType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { LeaveStatus } from './leave-request.rules';

@InputType({ description: 'A leave request; both dates are included.' })
export class RequestLeaveInput {
  @Field(() => UuidScalar, { description: 'Id of the employee; self-service callers may only name themselves.' })
  employeeId!: string;

  @Field(() => UuidScalar, { description: 'A leave type of this organisation.' })
  typeId!: string;

  @Field(() => LocalDateScalar, { description: 'First day of leave (YYYY-MM-DD), included.' })
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'On or after startDate.' })
  endDate!: string;

  @Field(() => String, { nullable: true, description: 'Why leave is asked for, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the leave request list.' })
export class LeaveRequestFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only requests of this employee.' })
  employeeId?: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Only requests of employees who work at this branch (an id that is not a branch of this organisation matches nothing).',
  })
  branchId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only requests of this leave type.' })
  typeId?: string;

  @Field(() => LeaveStatus, { nullable: true, description: 'Only requests in this status.' })
  status?: LeaveStatus;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Requests that end on or after this date.' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Requests that start on or before this date.' })
  to?: string;
}
