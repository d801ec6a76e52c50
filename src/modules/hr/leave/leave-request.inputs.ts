import { Field, InputType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { LeaveStatus } from './leave-request.rules';

@InputType({ description: 'A leave request; both dates are included.' })
export class RequestLeaveInput {
  @Field(() => UuidScalar)
  employeeId!: string;

  @Field(() => UuidScalar, { description: 'A leave type of this organisation.' })
  typeId!: string;

  @Field(() => LocalDateScalar)
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'On or after startDate.' })
  endDate!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType()
export class LeaveRequestFilter {
  @Field(() => UuidScalar, { nullable: true })
  employeeId?: string;

  @Field(() => UuidScalar, { nullable: true })
  typeId?: string;

  @Field(() => LeaveStatus, { nullable: true })
  status?: LeaveStatus;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Requests that end on or after this date.' })
  from?: string;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Requests that start on or before this date.' })
  to?: string;
}
