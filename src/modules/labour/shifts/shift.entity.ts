import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import { RosterStatus } from '../rules/roster-status.rules';

@ObjectType('Shift', {
  simpleResolvers: true,
  description: "One employee's shift at a branch: local times as entered in the branch's zone, and the instants they mean.",
})
@Entity('labour_shifts')
// A branch's week (the roster grid) and an employee's shifts by time (the overlap check, "my shifts").
@Index('labour_shifts_branch_week_idx', ['organizationId', 'branchId', 'weekStart', 'startsAt', 'id'])
@Index('labour_shifts_employee_time_idx', ['organizationId', 'employeeId', 'startsAt', 'endsAt'])
export class Shift extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch the shift is worked at.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => LocalDateScalar, { description: 'The Saturday that starts the roster week of the shift’s start date.' })
  @Column('date')
  weekStart!: string;

  @Field(() => ID, { description: 'The employee who works the shift.' })
  @Column('uuid')
  employeeId!: string;

  @Field(() => ID, { nullable: true, description: 'The position worked; null when not given.' })
  @Column('uuid', { nullable: true })
  positionId!: string | null;

  @Field(() => LocalDateScalar, { description: 'Local date the shift starts (branch time zone).' })
  @Column('date')
  startDate!: string;

  @Field(() => String, { description: 'Local start time, HH:MM.' })
  @Column('text')
  startTime!: string;

  @Field(() => LocalDateScalar, { description: 'Local date the shift ends (the next day for a shift past midnight).' })
  @Column('date')
  endDate!: string;

  @Field(() => String, { description: 'Local end time, HH:MM.' })
  @Column('text')
  endTime!: string;

  @Field(() => DateTimeScalar, { description: 'The start as an instant (UTC).' })
  @Column('timestamptz')
  startsAt!: Date;

  @Field(() => DateTimeScalar, { description: 'The end as an instant (UTC).' })
  @Column('timestamptz')
  endsAt!: Date;

  @Field(() => Int, { description: 'Unpaid break in minutes.' })
  @Column('integer')
  breakMinutes!: number;

  @Field(() => String, { nullable: true, description: 'A note for the employee, at most 500 characters.' })
  @Column('text', { nullable: true })
  note!: string | null;

  @Field(() => RosterStatus, { description: 'Draft until the week is published.' })
  @Column('text')
  status!: RosterStatus;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the employee was first shown the shift; null while Draft.' })
  @Column('timestamptz', { nullable: true })
  publishedAt!: Date | null;

  @Column('uuid', { nullable: true })
  updatedBy!: string | null;
}
