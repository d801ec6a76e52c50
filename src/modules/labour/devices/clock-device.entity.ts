import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar } from '../../../core/scalars';

@ObjectType('ClockDevice', {
  simpleResolvers: true,
  description: 'A branch tablet registered as a time-clock kiosk; it signs in with its own credential, not as a person.',
})
@Entity('labour_clock_devices')
@Index('labour_clock_devices_org_idx', ['organizationId', 'branchId', 'createdAt', 'id'])
export class ClockDevice extends OrganizationRecord {
  @Field(() => ID, { description: 'The branch the kiosk stands in; its punches are that branch’s.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => String, { description: 'A name to tell devices apart (e.g. "Kitchen door tablet").' })
  @Column('text')
  name!: string;

  /** SHA-256 of the whole credential (high-entropy secret; shown once). */
  @Column('text')
  secretHash!: string;

  @Field(() => String, { description: 'The credential’s last four characters, to recognise it.' })
  @Column('text')
  lastFour!: string;

  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the device last signed in or punched.' })
  @Column('timestamptz', { nullable: true })
  lastSeenAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the device was revoked; a revoked device’s credential is refused (401).' })
  @Column('timestamptz', { nullable: true })
  revokedAt!: Date | null;

  @Column('uuid', { nullable: true })
  revokedBy!: string | null;
}
