import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsOptional, Matches, MaxLength, MinLength } from 'class-validator';
import { DateTimeScalar, UuidScalar } from '../../../core/scalars';
import { ClockDevice } from './clock-device.entity';

@InputType({ description: 'A kiosk device to register at a branch.' })
export class RegisterClockDeviceInput {
  @Field(() => UuidScalar, { description: 'A branch of this organisation that the caller covers.' })
  branchId!: string;

  @Field(() => String, { description: 'A name to tell the device apart, 1–100 characters.' })
  @MinLength(1, { message: 'must not be empty' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  name!: string;
}

@InputType({ description: 'Which kiosk devices to list.' })
export class ClockDeviceFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only this branch’s devices.' })
  @IsOptional()
  branchId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Include revoked devices (default false).' })
  @IsOptional()
  includeRevoked?: boolean | null;
}

@ObjectType('RegisteredClockDevice', { simpleResolvers: true, description: 'A newly registered kiosk device and its credential, shown this once.' })
export class RegisteredClockDevice {
  @Field(() => ClockDevice, { description: 'The device.' })
  device!: ClockDevice;

  @Field(() => String, {
    description: 'The credential the kiosk sends as X-Clock-Device (shown once; only its hash is kept; a replay of this answer carries null).',
    nullable: true,
  })
  credential!: string | null;
}

@InputType({ description: "An employee's kiosk PIN." })
export class SetEmployeePinInput {
  @Field(() => String, { description: '4 to 8 digits (Arabic-Indic digits are read as their Western values).' })
  pin!: string;
}

@InputType({ description: 'The code a fingerprint terminal knows an employee by.' })
export class SetAttendanceCodeInput {
  @Field(() => String, { nullable: true, description: '1–32 letters or digits, unique within the organisation; null removes it.' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9]{1,32}$/, { message: 'must be 1 to 32 letters or digits' })
  attendanceCode?: string | null;
}

@InputType({ description: "An employee's hourly rate for labour cost." })
export class SetHourlyRateInput {
  @Field(() => Int, {
    nullable: true,
    description: 'IQD per hour, a whole number from 0 to 10,000,000; null removes it (the monthly salary and allowances are used).',
  })
  @IsOptional()
  hourlyRateIqd?: number | null;
}

@InputType({ description: "An employee's own weekly rest day." })
export class SetEmployeeRestDayInput {
  @Field(() => Int, {
    nullable: true,
    description: "0 = Sunday … 6 = Saturday; null removes it (the organisation's restWeekday applies).",
  })
  @IsOptional()
  restWeekday?: number | null;
}

@ObjectType('EmployeeClockSettings', { simpleResolvers: true, description: "An employee's time-clock settings (the PIN itself is never returned)." })
export class EmployeeClockSettings {
  @Field(() => UuidScalar, { description: 'The employee.' })
  employeeId!: string;

  @Field(() => Boolean, { description: 'True when the employee has a kiosk PIN.' })
  pinSet!: boolean;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the PIN was last set.' })
  pinSetAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The attendance code of the fingerprint terminal; null when none.' })
  attendanceCode!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "IQD per hour that labour cost uses for this employee; null: (monthly salary + allowances) over the organisation's contracted monthly hours.",
  })
  hourlyRateIqd!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "The employee's own weekly rest day (0 = Sunday … 6 = Saturday) for rest-day work; null: the organisation's restWeekday.",
  })
  restWeekday!: number | null;
}
