import { Field, InputType } from 'type-graphql';
import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { MAX_SALARY_IQD } from '../positions/position.inputs';
import { AdvanceStatus } from './advance.rules';

@InputType({ description: 'A salary advance request.' })
export class RequestAdvanceInput {
  @Field(() => UuidScalar, { description: 'Id of the employee (must be Active); self-service callers may only name themselves.' })
  employeeId!: string;

  @Field(() => Int64Scalar, { description: 'IQD, more than 0 and at most half of monthly pay (baseSalary + allowances).' })
  @Min(1, { message: 'must be more than 0' })
  @Max(MAX_SALARY_IQD, { message: `must be at most ${MAX_SALARY_IQD}` })
  amount!: number;

  @Field(() => String, { nullable: true, description: 'Why the advance is needed, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the advance list.' })
export class AdvanceFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only advances of this employee.' })
  employeeId?: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Only advances of employees who work at this branch (an id that is not a branch of this organisation matches nothing).',
  })
  branchId?: string;

  @Field(() => AdvanceStatus, { nullable: true, description: 'Only advances in this status.' })
  status?: AdvanceStatus;
}
