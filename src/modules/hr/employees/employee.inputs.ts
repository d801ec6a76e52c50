import { Field, Float, InputType } from 'type-graphql';
import { ArrayMaxSize, IsEmail, IsNotEmpty, IsOptional, IsUrl, Max, MaxLength, Min, ValidateBy, ValidateIf, ValidationOptions } from 'class-validator';
import { DateTimeScalar, Int64Scalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { MAX_SALARY_IQD } from '../positions/position.inputs';
import { EmployeeContractType, EmploymentStatus, Gender, MaritalStatus } from './employee.enums';
import { normalizePhone } from './employee.rules';

export const MAX_LEAVE_BALANCE_DAYS = 366;
export const MAX_EMPLOYEE_BRANCHES = 100;

function IsPhone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isPhone', validator: { validate: (value: unknown) => typeof value === 'string' && normalizePhone(value) !== null } },
    { message: 'must be an Iraqi mobile number (07XX XXX XXXX or +964 7XX XXX XXXX) or an international number in E.164 form', ...options },
  );
}

function HasAtMostTwoDecimals(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'atMostTwoDecimals',
      validator: { validate: (value: unknown) => typeof value === 'number' && Math.abs(Math.round(value * 100) - value * 100) < 1e-6 },
    },
    { message: 'must have at most 2 decimal places', ...options },
  );
}

/*
 * type-graphql validates with skipMissingProperties: null and omitted values skip these checks.
 * On update, null clears an optional field; the service refuses null where a value is required.
 */
/**
 * Every employee field of spec section 2. On create, fullName and hireDate are required; on
 * update (PUT) an omitted field keeps its value and null clears an optional one.
 */
@InputType('EmployeeFields', { description: 'Fields shared by CreateEmployeeInput and UpdateEmployeeInput.' })
abstract class EmployeeFields {
  @Field(() => UuidScalar, { nullable: true, description: 'A console user of this organisation (for self-service).' })
  userId?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number, at most 40 characters.' })
  @MaxLength(40, { message: 'must be at most 40 characters' })
  @IsPhone()
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'E-mail address, at most 254 characters.' })
  @MaxLength(254, { message: 'must be at most 254 characters' })
  @IsEmail({}, { message: 'must be a valid e-mail address' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Home address, at most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'Unique within the organisation (ignoring case, spaces and dashes).' })
  @IsOptional()
  @MaxLength(50, { message: 'must be at most 50 characters' })
  nationalId?: string | null;

  @Field(() => String, { nullable: true, description: 'http(s) URL of a photo, at most 2000 characters.' })
  @MaxLength(2000, { message: 'must be at most 2000 characters' })
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: 'must be an http(s) URL' })
  photoUrl?: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Date of birth.' })
  dateOfBirth?: Date | null;

  @Field(() => Gender, { nullable: true, description: 'Gender as on the identity card.' })
  gender?: Gender | null;

  @Field(() => MaritalStatus, { nullable: true, description: 'Marital status.' })
  maritalStatus?: MaritalStatus | null;

  @Field(() => String, { nullable: true, description: 'Name of the emergency contact, at most 200 characters.' })
  @IsOptional()
  @MaxLength(200, { message: 'must be at most 200 characters' })
  emergencyName?: string | null;

  @Field(() => String, { nullable: true, description: 'Phone number of the emergency contact, at most 40 characters.' })
  @MaxLength(40, { message: 'must be at most 40 characters' })
  @IsPhone()
  emergencyPhone?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: "Defaults to the position's department." })
  departmentId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: "Id of the employee's position (of this organisation)." })
  positionId?: string | null;

  @Field(() => [UuidScalar], {
    nullable: true,
    description:
      'Branches the person works at (replaces the list; empty: the organisation as a whole). On create, a member limited to some branches gets their active branch when this is omitted.',
  })
  @ArrayMaxSize(MAX_EMPLOYEE_BRANCHES, { message: `must list at most ${MAX_EMPLOYEE_BRANCHES} branches` })
  branchIds?: string[] | null;

  @Field(() => EmployeeContractType, { nullable: true, description: 'FullTime when omitted on create.' })
  contractType?: EmployeeContractType | null;

  @Field(() => Int64Scalar, { nullable: true, description: "Monthly IQD; on create defaults to the position's salary, else 0." })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SALARY_IQD, { message: `must be at most ${MAX_SALARY_IQD}` })
  baseSalary?: number | null;

  @Field(() => Int64Scalar, { nullable: true, description: 'Monthly IQD; 0 when omitted on create.' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_SALARY_IQD, { message: `must be at most ${MAX_SALARY_IQD}` })
  allowances?: number | null;

  @Field(() => Float, { nullable: true, description: 'Days; 0 when omitted on create.' })
  @Min(0, { message: 'must be 0 or more' })
  @Max(MAX_LEAVE_BALANCE_DAYS, { message: `must be at most ${MAX_LEAVE_BALANCE_DAYS}` })
  @HasAtMostTwoDecimals()
  annualLeaveBalance?: number | null;

  @Field(() => EmploymentStatus, {
    nullable: true,
    description: 'Active when omitted on create. On update a different value must be an allowed move (see employment-status).',
  })
  status?: EmploymentStatus | null;
}

@InputType({ description: 'A new employee.' })
export class CreateEmployeeInput extends EmployeeFields {
  @Field(() => String, { description: 'Full name, 1-200 characters.' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  fullName!: string;

  @Field(() => LocalDateScalar, { description: 'First working day (YYYY-MM-DD).' })
  hireDate!: string;
}

@InputType({ description: 'Changes to an employee: omitted fields keep their value, null clears an optional one.' })
export class UpdateEmployeeInput extends EmployeeFields {
  @Field(() => String, { nullable: true, description: 'New full name, 1-200 characters; left out keeps it.' })
  @ValidateIf((o: UpdateEmployeeInput) => o.fullName !== undefined)
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(200, { message: 'must be at most 200 characters' })
  fullName?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'New hire date (YYYY-MM-DD); left out keeps it.' })
  hireDate?: string | null;
}

@InputType({ description: 'A move of the employment status state machine.' })
export class EmploymentStatusInput {
  @Field(() => EmploymentStatus, { description: 'The status to move to; must be an allowed move from the current one (409 otherwise).' })
  status!: EmploymentStatus;

  @Field(() => String, { description: 'Why (kept in the status history and the audit trail).' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(500, { message: 'must be at most 500 characters' })
  reason!: string;
}

@InputType({ description: 'Conditions on the employee list. Retired employees are left out unless includeRetired is true.' })
export class EmployeeFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only employees of this department.' })
  departmentId?: string;

  @Field(() => UuidScalar, { nullable: true, description: 'Only employees in this position.' })
  positionId?: string;

  @Field(() => EmploymentStatus, { nullable: true, description: 'Only employees with this employment status.' })
  employmentStatus?: EmploymentStatus;

  @Field(() => UuidScalar, { nullable: true, description: 'Only employees who work at this branch.' })
  branchId?: string;

  @Field(() => Boolean, { nullable: true, description: 'Include Retired employees (hidden by default unless EmploymentStatus=Retired).' })
  includeRetired?: boolean;
}
