import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { DecidedRequest } from '../shared/decided-request.columns';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import { decimal } from '../../../core/db/transformers';
import { LeaveStatus } from './leave-request.rules';

@ObjectType('LeaveRequest', { description: 'A request for leave between two dates (both included).' })
@Entity('hr_leave_requests')
@Index('hr_leave_requests_org_status_idx', ['organizationId', 'status', 'startDate'])
@Index('hr_leave_requests_employee_idx', ['employeeId', 'startDate', 'endDate'])
@Index('hr_leave_requests_type_idx', ['typeId'])
export class LeaveRequest extends DecidedRequest {
  @Field(() => ID)
  @Column('uuid')
  employeeId!: string;

  @Field(() => ID)
  @Column('uuid')
  typeId!: string;

  @Field(() => LocalDateScalar)
  @Column('date')
  startDate!: string;

  @Field(() => LocalDateScalar)
  @Column('date')
  endDate!: string;

  @Field(() => Float, { description: 'Leave days counted: calendar days in the range except Fridays.' })
  @Column('numeric', { precision: 7, scale: 2, transformer: decimal })
  days!: number;

  @Field(() => Boolean, { description: 'Whether the type drew on the annual leave balance when requested.' })
  @Column('boolean')
  usesBalance!: boolean;

  @Field(() => Float, { description: 'Days currently deducted from the balance (non-zero only while Approved).' })
  @Column('numeric', { precision: 7, scale: 2, transformer: decimal, default: 0 })
  balanceDeducted!: number;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => LeaveStatus)
  @Column('text')
  status!: LeaveStatus;

  @Field(() => DateTimeScalar, { nullable: true })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  cancelNote!: string | null;
}
