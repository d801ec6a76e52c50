import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * A branch's period lock: business days up to and including `lockedThrough` are closed for
 * changes. One row per branch, created on first lock; `lockedThrough` null means unlocked.
 */
@Entity('settings_period_locks')
@Index('settings_period_locks_org_idx', ['organizationId'])
export class PeriodLockRow {
  @PrimaryColumn('uuid')
  branchId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('date', { nullable: true })
  lockedThrough!: string | null;

  @Column('uuid', { nullable: true })
  updatedBy!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
