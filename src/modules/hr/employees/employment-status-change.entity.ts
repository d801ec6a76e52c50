import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { ActorKind } from '../../../core/auth/actor-kind';
import { EmploymentStatus } from './employee.enums';

@ObjectType('EmploymentStatusChange', { description: "One step of an employee's employment status history." })
@Entity('hr_employment_status_changes')
@Index('hr_employment_status_changes_employee_idx', ['employeeId', 'changedAt'])
export class EmploymentStatusChange {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID)
  @Column('uuid')
  employeeId!: string;

  @Field(() => EmploymentStatus, { nullable: true, description: 'Null for the status given when the employee was created.' })
  @Column('text', { nullable: true })
  fromStatus!: EmploymentStatus | null;

  @Field(() => EmploymentStatus)
  @Column('text')
  toStatus!: EmploymentStatus;

  @Field(() => String, { nullable: true })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => ActorKind)
  @Column('text')
  actorKind!: `${ActorKind}`;

  @Field(() => ID, { nullable: true })
  @Column('uuid', { nullable: true })
  actorUserId!: string | null;

  @Field(() => DateTimeScalar)
  @Column('timestamptz')
  changedAt!: Date;
}
