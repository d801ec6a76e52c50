import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

@ObjectType('LoanInstallment', { simpleResolvers: true, description: 'One monthly installment of an approved loan.' })
@Entity('hr_loan_installments')
@Index('hr_loan_installments_loan_seq_key', ['loanId', 'sequence'], { unique: true })
export class LoanInstallment {
  @Field(() => ID, { description: 'Id of the installment.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the loan the installment belongs to.' })
  @Column('uuid')
  loanId!: string;

  @Field(() => Int, { description: '1 for the first installment.' })
  @Column('int')
  sequence!: number;

  @Field(() => LocalDateScalar, { description: 'Date the installment is due (YYYY-MM-DD), one month after the previous one.' })
  @Column('date')
  dueDate!: string;

  @Field(() => Int64Scalar, { description: 'IQD.' })
  @Column('bigint', { transformer: int64 })
  amount!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was recorded as repaid; null while unpaid.' })
  @Column('timestamptz', { nullable: true })
  paidAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who recorded the repayment; null while unpaid.' })
  @Column('uuid', { nullable: true })
  paidBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note given with the repayment, at most 500 characters; null when none.' })
  @Column('text', { nullable: true })
  note!: string | null;
}
