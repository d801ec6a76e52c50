import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DecidedRequest } from '../shared/decided-request.columns';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { LoanStatus } from './loan.rules';

@ObjectType('Loan', { simpleResolvers: true, description: 'An employee loan repaid in monthly installments; the last installment takes the remainder.' })
@Entity('hr_loans')
@Index('hr_loans_org_status_idx', ['organizationId', 'status', 'requestedAt'])
@Index('hr_loans_employee_idx', ['employeeId', 'status'])
export class Loan extends DecidedRequest {
  @Field(() => ID, { description: 'Id of the employee the loan is for.' })
  @Column('uuid')
  employeeId!: string;

  @Field(() => Int64Scalar, { description: 'IQD lent.' })
  @Column('bigint', { transformer: int64 })
  principal!: number;

  @Field(() => Int64Scalar, { description: 'IQD repaid each month (the last installment may be smaller).' })
  @Column('bigint', { transformer: int64 })
  installment!: number;

  @Field(() => Int, { description: 'Number of monthly installments: ceil(principal / installment).' })
  @Column('int')
  installmentCount!: number;

  @Field(() => Int64Scalar, { description: 'IQD repaid so far.' })
  @Column('bigint', { transformer: int64, default: 0 })
  repaidAmount!: number;

  @Field(() => String, { nullable: true, description: 'Why the employee asks for the loan, at most 500 characters; null when none was given.' })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => LoanStatus, { description: 'Where the loan is in its life cycle.' })
  @Column('text')
  status!: LoanStatus;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Date (Iraq) the loan was approved; the schedule counts from it.' })
  @Column('date', { nullable: true })
  approvedOn!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the loan was cancelled; null unless Cancelled.' })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who cancelled it; null unless Cancelled.' })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the last installment was repaid; null until Repaid.' })
  @Column('timestamptz', { nullable: true })
  repaidAt!: Date | null;
}
