import { Column, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * An employee's labour settings: the kiosk PIN (argon2id hash, never returned), the attendance
 * code a fingerprint terminal knows them by, the hourly rate labour cost uses where set, and their
 * own weekly rest day where it is not the organisation's. One
 * row per employee once any is set.
 */
@Entity('labour_employee_clock')
@Index('labour_employee_clock_code_key', ['organizationId', 'attendanceCode'], { unique: true, where: 'attendance_code IS NOT NULL' })
export class EmployeeClock {
  @PrimaryColumn('uuid')
  employeeId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('text', { nullable: true })
  pinHash!: string | null;

  @Column('timestamptz', { nullable: true })
  pinSetAt!: Date | null;

  @Column('uuid', { nullable: true })
  pinSetBy!: string | null;

  @Column('text', { nullable: true })
  attendanceCode!: string | null;

  @Column('integer', { nullable: true })
  hourlyRateIqd!: number | null;

  /** The employee's own weekly rest day (0 = Sunday … 6 = Saturday); null: the organisation's. */
  @Column('integer', { nullable: true })
  restWeekday!: number | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

/** Wrong PINs of one employee on one device: locked after too many (docs/labour.md, "PINs"). */
@Entity('labour_pin_attempts')
export class PinAttempts {
  @PrimaryColumn('uuid')
  employeeId!: string;

  @PrimaryColumn('uuid')
  deviceId!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('integer')
  failures!: number;

  @Column('timestamptz', { nullable: true })
  lockedUntil!: Date | null;

  @Column('timestamptz')
  lastFailureAt!: Date;
}
