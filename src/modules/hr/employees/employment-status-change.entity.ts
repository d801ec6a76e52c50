import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { ActorKind } from '../../../core/auth/actor-kind';
import { EmploymentStatus } from './employee.enums';

@ObjectType('EmploymentStatusChange', { simpleResolvers: true, description: "One step of an employee's employment status history." })
@Entity('hr_employment_status_changes')
@Index('hr_employment_status_changes_employee_idx', ['employeeId', 'changedAt'])
export class EmploymentStatusChange {
  @Field(() => ID, { description: 'Id of this history entry.' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Field(() => ID, { description: 'Id of the employee whose status changed.' })
  @Column('uuid')
  employeeId!: string;

  @Field(() => EmploymentStatus, { nullable: true, description: 'Null for the status given when the employee was created.' })
  @Column('text', { nullable: true })
  fromStatus!: EmploymentStatus | null;

  @Field(() => EmploymentStatus, { description: 'The status the employee moved to.' })
  @Column('text')
  toStatus!: EmploymentStatus;

  @Field(() => String, { nullable: true, description: 'Why the status changed, as given by the actor; null when none was given.' })
  @Column('text', { nullable: true })
  reason!: string | null;

  @Field(() => ActorKind, { description: 'Who made the change (a user, an API key or the system).' })
  @Column('text')
  actorKind!: `${ActorKind}`;

  @Field(() => ID, { nullable: true, description: 'Id of the user who made the change; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  actorUserId!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the status changed.' })
  @Column('timestamptz')
  changedAt!: Date;
}
