import { Column, Entity, Index } from 'typeorm';
import { Field, Float, ID, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { DateTimeScalar, Int64Scalar, LocalDateScalar } from '../../../core/scalars';
import { decimal, int64 } from '../../../core/db/transformers';
import { EmployeeContractType, EmploymentStatus, Gender, MaritalStatus } from './employee.enums';

@ObjectType('Employee', { simpleResolvers: true, description: 'A person employed by the organisation, with pay, leave balance and employment status.' })
@Entity('hr_employees')
@Index('hr_employees_org_idx', ['organizationId', 'status'])
// The list's default order (name) and its hire-date sort, read from an index; the status (retired
// employees are left out by default) lets a deep page walk the index alone (docs/performance.md, "Lists at scale").
@Index('hr_employees_org_name_idx', ['organizationId', 'fullName', 'id', 'status'], { where: 'deleted_at IS NULL' })
@Index('hr_employees_org_hire_idx', ['organizationId', 'hireDate', 'id', 'status'], { where: 'deleted_at IS NULL' })
@Index('hr_employees_department_idx', ['departmentId'])
@Index('hr_employees_position_idx', ['positionId'])
@Index('hr_employees_org_national_id_key', ['organizationId', 'nationalIdKey'], { unique: true, where: 'deleted_at IS NULL AND national_id_key IS NOT NULL' })
@Index('hr_employees_org_user_key', ['organizationId', 'userId'], { unique: true, where: 'deleted_at IS NULL AND user_id IS NOT NULL' })
export class Employee extends SoftDeletableRecord {
  @Field(() => String, { description: 'Full name, 1-200 characters.' })
  @Column('text')
  fullName!: string;

  @Field(() => ID, { nullable: true, description: 'The console user this employee signs in as (self-service).' })
  @Column('uuid', { nullable: true })
  userId!: string | null;

  @Field(() => String, { nullable: true, description: 'E.164, e.g. +9647701234567.' })
  @Column('text', { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail address of the employee (personal or work); null when not given.' })
  @Column('text', { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true, description: 'Home address, at most 500 characters; null when not given.' })
  @Column('text', { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true, description: 'National identity card number; unique within the organisation.' })
  @Column('text', { nullable: true })
  nationalId!: string | null;

  /** nationalId without case, spaces or dashes: the uniqueness key. */
  @Column('text', { nullable: true })
  nationalIdKey!: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) URL of a photo; null when none.' })
  @Column('text', { nullable: true })
  photoUrl!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Date of birth; null when not given.' })
  @Column('timestamptz', { nullable: true })
  dateOfBirth!: Date | null;

  @Field(() => Gender, { nullable: true, description: 'Gender as on the identity card; null when not given.' })
  @Column('text', { nullable: true })
  gender!: Gender | null;

  @Field(() => MaritalStatus, { nullable: true, description: 'Marital status; null when not given.' })
  @Column('text', { nullable: true })
  maritalStatus!: MaritalStatus | null;

  @Field(() => String, { nullable: true, description: 'Name of the emergency contact; null when not given.' })
  @Column('text', { nullable: true })
  emergencyName!: string | null;

  @Field(() => String, { nullable: true, description: 'E.164.' })
  @Column('text', { nullable: true })
  emergencyPhone!: string | null;

  @Field(() => ID, { nullable: true, description: "Id of the employee's department; null when none." })
  @Column('uuid', { nullable: true })
  departmentId!: string | null;

  @Field(() => ID, { nullable: true, description: "Id of the employee's position; null when none." })
  @Column('uuid', { nullable: true })
  positionId!: string | null;

  @Field(() => [ID], {
    description:
      "The branches this person works at (none: the organisation as a whole, e.g. head office). Members limited to some branches see their branches' staff and the organisation-wide staff only.",
  })
  @Column('uuid', { array: true, default: () => "'{}'" })
  branchIds!: string[];

  @Field(() => LocalDateScalar, { description: 'First working day (YYYY-MM-DD).' })
  @Column('date')
  hireDate!: string;

  @Field(() => EmployeeContractType, { description: 'Kind of employment contract.' })
  @Column('text')
  contractType!: EmployeeContractType;

  @Field(() => Int64Scalar, { description: 'Monthly base salary in IQD.' })
  @Column('bigint', { transformer: int64 })
  baseSalary!: number;

  @Field(() => Int64Scalar, { description: 'Monthly allowances in IQD (transport, food, housing…).' })
  @Column('bigint', { transformer: int64 })
  allowances!: number;

  @Field(() => Float, { description: 'Annual leave days available (approved leave already deducted; pending leave not).' })
  @Column('numeric', { precision: 7, scale: 2, transformer: decimal })
  annualLeaveBalance!: number;

  @Field(() => EmploymentStatus, {
    description: 'Employment status; changed only through changeEmploymentStatus (or the status field of updateEmployee) along the allowed moves.',
  })
  @Column('text')
  status!: EmploymentStatus;

  @Field(() => DateTimeScalar, { description: 'When the employment status last changed (the hire for a new employee).' })
  @Column('timestamptz')
  statusChangedAt!: Date;
}
