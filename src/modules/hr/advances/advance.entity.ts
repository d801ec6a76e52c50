import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DecidedRequest } from '../shared/decided-request.columns';
import { DateTimeScalar, Int64Scalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import { AdvanceStatus } from './advance.rules';

@ObjectType('Advance', { description: 'A salary advance: requested, decided, paid out, then settled against pay.' })
@Entity('hr_advances')
@Index('hr_advances_org_status_idx', ['organizationId', 'status', 'requestedAt'])
@Index('hr_advances_employee_idx', ['employeeId', 'status'])
export class Advance extends DecidedRequest {
  @Field(() => ID)
  @Column('uuid')
  employeeId!: string;

  @Field(() => Int64Scalar, { description: 'IQD.' })
  @Column('bigint', { transformer: int64 })
  amount!: number;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => AdvanceStatus)
  @Column('text')
  status!: AdvanceStatus;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  paidAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  paidBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  settledAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  settledBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note of the latest follow-up (payment, settlement or cancellation).' })
  @Column('text', { nullable: true })
  lastNote!: string | null;
}
