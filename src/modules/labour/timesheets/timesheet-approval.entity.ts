import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { int64 } from '../../../core/db/transformers';
import { Int64Scalar, LocalDateScalar } from '../../../core/scalars';

/** A branch's timesheets approved for a period: the totals as approved; the days are locked by the period lock. */
@ObjectType('TimesheetApproval', { simpleResolvers: true, description: "A branch's timesheets approved for a period (its business days are then locked)." })
@Entity('labour_timesheet_approvals')
@Index('labour_timesheet_approvals_branch_idx', ['organizationId', 'branchId', 'toDate'])
export class TimesheetApproval extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'First business date approved.' })
  @Column('date')
  fromDate!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date approved; the branch is locked through it.' })
  @Column('date')
  toDate!: string;

  @Field(() => Int, { description: 'Paid minutes of the period at the branch, as approved.' })
  @Column('integer')
  paidMinutes!: number;

  @Field(() => Int64Scalar, { description: 'Labour cost of the period at the branch in IQD, as approved.' })
  @Column('bigint', { transformer: int64 })
  costIqd!: number;

  @Field(() => Int, { description: 'Timesheet rows (employee days) approved.' })
  @Column('integer')
  dayCount!: number;

  @Field(() => ID, { nullable: true, description: 'Who approved.' })
  @Column('uuid', { nullable: true })
  approvedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'A note of the approver.' })
  @Column('text', { nullable: true })
  note!: string | null;
}
