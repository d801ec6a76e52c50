import { Field, InputType } from 'type-graphql';
import { IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Int64Scalar, UuidScalar } from '../../../core/scalars';
import { LoanStatus } from './loan.rules';

/** The largest loan principal, in IQD. */
export const MAX_LOAN_PRINCIPAL_IQD = 10_000_000_000;

@InputType({ description: 'A loan request: principal repaid in monthly installments.' })
export class RequestLoanInput {
  @Field(() => UuidScalar, { description: 'Id of the employee (must be Active); self-service callers may only name themselves.' })
  employeeId!: string;

  @Field(() => Int64Scalar, { description: 'IQD, more than 0.' })
  @Min(1, { message: 'must be more than 0' })
  @Max(MAX_LOAN_PRINCIPAL_IQD, { message: `must be at most ${MAX_LOAN_PRINCIPAL_IQD}` })
  principal!: number;

  @Field(() => Int64Scalar, { description: 'IQD per month, more than 0 and not more than principal; at most 60 installments.' })
  @Min(1, { message: 'must be more than 0' })
  @Max(MAX_LOAN_PRINCIPAL_IQD, { message: `must be at most ${MAX_LOAN_PRINCIPAL_IQD}` })
  installment!: number;

  @Field(() => String, { nullable: true, description: 'Why the loan is needed, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason?: string | null;
}

@InputType({ description: 'Conditions on the loan list.' })
export class LoanFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only loans of this employee.' })
  employeeId?: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description: 'Only loans of employees who work at this branch (an id that is not a branch of this organisation matches nothing).',
  })
  branchId?: string;

  @Field(() => LoanStatus, { nullable: true, description: 'Only loans in this status.' })
  status?: LoanStatus;
}
