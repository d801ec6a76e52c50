import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import { PunchKind, PunchSource } from '../rules/punch.rules';

export { PunchKind, PunchSource } from '../rules/punch.rules';

@ObjectType('Punch', {
  simpleResolvers: true,
  description: 'One clock punch of an employee at a branch: from a kiosk, a fingerprint terminal export or a manager.',
})
@Entity('labour_punches')
@Index('labour_punches_branch_time_idx', ['organizationId', 'branchId', 'occurredAt', 'id'])
@Index('labour_punches_employee_time_idx', ['organizationId', 'employeeId', 'occurredAt'])
@Index('labour_punches_device_key', ['organizationId', 'deviceId', 'deviceKey'], { unique: true, where: 'device_key IS NOT NULL' })
export class Punch extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch the punch was made at.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => ID, { description: 'The employee who punched.' })
  @Column('uuid')
  employeeId!: string;

  @Field(() => PunchKind, { description: 'ClockIn, BreakStart, BreakEnd or ClockOut (after a correction, the corrected kind).' })
  @Column('text')
  kind!: PunchKind;

  @Field(() => DateTimeScalar, { description: 'When the punch happened (the device’s time for an offline punch; after a correction, the corrected time).' })
  @Column('timestamptz')
  occurredAt!: Date;

  @Field(() => LocalDateScalar, { description: 'The branch’s business date of occurredAt.' })
  @Column('date')
  businessDate!: string;

  @Field(() => DateTimeScalar, { description: 'When the service stored the punch.' })
  @Column('timestamptz')
  recordedAt!: Date;

  @Field(() => PunchSource, { description: 'Kiosk, Terminal or Manual.' })
  @Column('text')
  source!: PunchSource;

  @Field(() => ID, { nullable: true, description: 'The kiosk device; null for terminal and manual punches.' })
  @Column('uuid', { nullable: true })
  deviceId!: string | null;

  @Field(() => String, { nullable: true, description: 'The key the device made for the punch (a punch sent twice is stored once).' })
  @Column('text', { nullable: true })
  deviceKey!: string | null;

  @Field(() => ID, { nullable: true, description: 'The photo taken with the punch (a stored file); null when the device gave none.' })
  @Column('uuid', { nullable: true })
  photoFileId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The terminal import the punch came from.' })
  @Column('uuid', { nullable: true })
  importId!: string | null;

  @Column('uuid', { nullable: true })
  recordedBy!: string | null;

  @Field(() => PunchKind, { nullable: true, description: 'The kind as first recorded, when the punch was corrected.' })
  @Column('text', { nullable: true })
  originalKind!: PunchKind | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'The time as first recorded, when the punch was corrected.' })
  @Column('timestamptz', { nullable: true })
  originalOccurredAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the punch was last corrected.' })
  @Column('timestamptz', { nullable: true })
  correctedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Who last corrected the punch.' })
  @Column('uuid', { nullable: true })
  correctedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the punch was last corrected.' })
  @Column('text', { nullable: true })
  correctionReason!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When a manager struck the punch out (kept, not counted); null while it counts.' })
  @Column('timestamptz', { nullable: true })
  voidedAt!: Date | null;

  @Column('uuid', { nullable: true })
  voidedBy!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the punch was struck out.' })
  @Column('text', { nullable: true })
  voidReason!: string | null;
}
