import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { DateTimeScalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { ClockState, DEVICE_KEY_PATTERN, PunchKind, PunchSource } from '../rules/punch.rules';
import { Punch } from './punch.entity';

/** Base64 of a JPEG, PNG or WebP photo, at most this many characters (about 375 KB of image). */
export const MAX_PHOTO_BASE64 = 500_000;

@InputType({ description: 'A punch made on the kiosk: who (employee and PIN), what, when, its device key and photo.' })
export class KioskPunchInput {
  @Field(() => UuidScalar, { description: 'The employee punching (an Active employee assigned to the kiosk’s branch).' })
  employeeId!: string;

  @Field(() => String, { description: 'The employee’s PIN (4–8 digits, Western or Arabic-Indic).' })
  pin!: string;

  @Field(() => PunchKind, { description: 'ClockIn, BreakStart, BreakEnd or ClockOut; must follow the employee’s last punch.' })
  kind!: PunchKind;

  @Field(() => String, { description: 'A key the device made for this punch (a UUID); the same key again answers the first punch, stored once.' })
  @Matches(DEVICE_KEY_PATTERN, { message: 'must be 8-128 characters of letters, digits, -, _, . or : (a UUID is recommended)' })
  deviceKey!: string;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When the punch was made, for a punch kept offline (at most 72 hours ago, at most 5 minutes ahead); default now.',
  })
  @IsOptional()
  occurredAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The camera photo as base64 (or a data: URL) of a JPEG, PNG or WebP image, at most 500,000 characters.' })
  @IsOptional()
  @MaxLength(MAX_PHOTO_BASE64 + 32, { message: 'must be at most 500000 characters' })
  photo?: string | null;
}

@ObjectType('KioskPunchResult', { simpleResolvers: true, description: 'The punch stored for a kiosk punch (the first one again for a repeated device key).' })
export class KioskPunchResult {
  @Field(() => Punch, { description: 'The punch.' })
  punch!: Punch;

  @Field(() => String, { description: 'The employee’s name, to show on the kiosk.' })
  employeeName!: string;

  @Field(() => ClockState, { description: 'Where the employee stands after the punch.' })
  clockState!: ClockState;

  @Field(() => [PunchKind], { description: 'The punches the employee may make next, the usual one first.' })
  nextPunches!: PunchKind[];
}

@ObjectType('KioskEmployee', { simpleResolvers: true, description: 'An employee who can punch on the kiosk (Active, assigned to its branch, with a PIN).' })
export class KioskEmployee {
  @Field(() => UuidScalar, { description: 'The employee.' })
  id!: string;

  @Field(() => String, { description: 'Their name.' })
  fullName!: string;

  @Field(() => ClockState, { description: 'Where they stand now.' })
  clockState!: ClockState;

  @Field(() => [PunchKind], { description: 'The punches they may make next, the usual one first.' })
  nextPunches!: PunchKind[];
}

@ObjectType('KioskSession', { simpleResolvers: true, description: 'What the kiosk shows: its device, branch and the employees who can punch there.' })
export class KioskSession {
  @Field(() => UuidScalar, { description: 'The device.' })
  deviceId!: string;

  @Field(() => String, { description: 'The device’s name.' })
  deviceName!: string;

  @Field(() => UuidScalar, { description: 'The branch.' })
  branchId!: string;

  @Field(() => String, { description: 'The branch’s name.' })
  branchName!: string;

  @Field(() => String, { nullable: true, description: 'The branch’s Arabic name.' })
  branchNameAr!: string | null;

  @Field(() => String, { description: 'The branch’s IANA time zone.' })
  timeZone!: string;

  @Field(() => DateTimeScalar, { description: 'The server’s clock (the kiosk dates offline punches against it).' })
  serverTime!: Date;

  @Field(() => [KioskEmployee], { description: 'Employees who can punch, by name.' })
  employees!: KioskEmployee[];
}

@InputType({ description: 'Which punches to list.' })
export class PunchFilter {
  @Field(() => UuidScalar, { nullable: true, description: 'Only this branch.' })
  @IsOptional()
  branchId?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Only this employee.' })
  @IsOptional()
  employeeId?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'From this business date (inclusive).' })
  @IsOptional()
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'To this business date (inclusive).' })
  @IsOptional()
  to?: string | null;

  @Field(() => PunchSource, { nullable: true, description: 'Only this source.' })
  @IsOptional()
  source?: PunchSource | null;
}

@InputType({ description: "Which of one's own punches to list." })
export class MyPunchFilter {
  @Field(() => LocalDateScalar, { nullable: true, description: 'From this business date (inclusive).' })
  @IsOptional()
  from?: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'To this business date (inclusive).' })
  @IsOptional()
  to?: string | null;
}

@ObjectType('PunchPhotoFile', { simpleResolvers: true, description: "A punch's photo; REST GET .../punches/{id}/photo streams its bytes." })
export class PunchPhotoFile {
  @Field(() => ID, { description: 'Id of the stored file.' })
  fileId!: string;

  @Field(() => String, { description: 'File name.' })
  fileName!: string;

  @Field(() => String, { description: 'image/jpeg, image/png or image/webp.' })
  contentType!: string;

  @Field(() => Float, { description: 'Bytes.' })
  size!: number;
}
