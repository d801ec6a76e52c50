import { Field, InputType } from 'type-graphql';
import { IsOptional, MaxLength } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { HrDecision } from '../../hr/shared/hr-decision';
import { ShiftSwapStatus } from '../rules/shift-swap.rules';

@InputType({ description: 'Ask to hand one of your published shifts to a colleague, or for open cover (no colleague named).' })
export class RequestShiftSwapInput {
  @Field(() => UuidScalar, { description: 'A published shift of yours that has not started.' })
  shiftId!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The colleague to take the shift; null or left out for open cover (the manager picks).' })
  targetEmployeeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Why, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}

@InputType({ description: "A manager's decision on a pending swap request." })
export class DecideShiftSwapInput {
  @Field(() => HrDecision, { description: 'Approve or Reject.' })
  decision!: HrDecision;

  @Field(() => UuidScalar, { nullable: true, description: 'For an open cover request: the employee who takes the shift (required to approve one).' })
  coverEmployeeId?: string | null;

  @Field(() => String, { nullable: true, description: 'Note kept with the decision, at most 500 characters; required when rejecting.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}

@InputType({ description: 'Conditions on the swap request list.' })
export class ShiftSwapFilter {
  @Field(() => ShiftSwapStatus, { nullable: true, description: 'Only requests in this status.' })
  status?: ShiftSwapStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'Only requests for shifts at this branch.' })
  branchId?: string;
}
