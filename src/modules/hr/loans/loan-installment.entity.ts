import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';

@ObjectType('LoanInstallment', { description: 'One monthly installment of an approved loan.' })
@Entity('hr_loan_installments')
@Index('hr_loan_installments_loan_seq_key', ['loanId', 'sequence'], { unique: true })
export class LoanInstallment {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID)
  @Column('uuid')
  loanId!: string;

  @Field(() => Int, { description: '1 for the first installment.' })
  @Column('int')
  sequence!: number;

  @Field(() => LocalDateScalar)
  @Column('date')
  dueDate!: string;

  @Field(() => Int64Scalar, { description: 'IQD.' })
  @Column('bigint', { transformer: int64 })
  amount!: number;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  paidAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  paidBy!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  note!: string | null;
}
