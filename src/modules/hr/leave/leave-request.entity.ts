import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { DecidedRequest } from '../shared/decided-request.columns';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import { decimal } from '../../../core/db/transformers';
import { LeaveStatus } from './leave-request.rules';

@ObjectType('LeaveRequest', { simpleResolvers: true, description: 'A request for leave between two dates (both included).' })
@Entity('hr_leave_requests')
@Index('hr_leave_requests_org_status_idx', ['organizationId', 'status', 'startDate'])
@Index('hr_leave_requests_employee_idx', ['employeeId', 'startDate', 'endDate'])
@Index('hr_leave_requests_type_idx', ['typeId'])
export class LeaveRequest extends DecidedRequest {
  @Field(() => ID, { description: 'Id of the employee taking leave.' })
  @Column('uuid')
  employeeId!: string;

  @Field(() => ID, { description: 'Id of the leave type.' })
  @Column('uuid')
  typeId!: string;

  @Field(() => LocalDateScalar, { description: 'First day of leave (YYYY-MM-DD), included.' })
  @Column('date')
  startDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last day of leave (YYYY-MM-DD), included.' })
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

  @Field(() => String, { nullable: true, description: 'Why leave is asked for, at most 500 characters; null when none was given.' })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => LeaveStatus, { description: 'Where the request is in its life cycle.' })
  @Column('text')
  status!: LeaveStatus;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the request was cancelled; null unless Cancelled.' })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who cancelled it; null unless Cancelled.' })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Note given with the cancellation; null when none.' })
  @Column('text', { nullable: true })
  cancelNote!: string | null;
}
