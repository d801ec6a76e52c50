import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DecidedRequest } from '../shared/decided-request.columns';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { AdvanceStatus } from './advance.rules';

@ObjectType('Advance', { simpleResolvers: true, description: 'A salary advance: requested, decided, paid out, then settled against pay.' })
@Entity('hr_advances')
@Index('hr_advances_org_status_idx', ['organizationId', 'status', 'requestedAt'])
@Index('hr_advances_employee_idx', ['employeeId', 'status'])
export class Advance extends DecidedRequest {
  @Field(() => ID, { description: 'Id of the employee the advance is for.' })
  @Column('uuid')
  employeeId!: string;

  @Field(() => Int64Scalar, { description: 'IQD.' })
  @Column('bigint', { transformer: int64 })
  amount!: number;

  @Field(() => String, { nullable: true, description: 'Why the employee asks for the advance, at most 500 characters; null when none was given.' })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => AdvanceStatus, { description: 'Where the advance is in its life cycle.' })
  @Column('text')
  status!: AdvanceStatus;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the advance was paid out; null until Paid.' })
  @Column('timestamptz', { nullable: true })
  paidAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who recorded the payment; null until Paid.' })
  @Column('uuid', { nullable: true })
  paidBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the advance was settled (recovered); null until Settled.' })
  @Column('timestamptz', { nullable: true })
  settledAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who recorded the settlement; null until Settled.' })
  @Column('uuid', { nullable: true })
  settledBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the advance was cancelled; null unless Cancelled.' })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who cancelled it; null unless Cancelled.' })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note of the latest follow-up (payment, settlement or cancellation).' })
  @Column('text', { nullable: true })
  lastNote!: string | null;
}
