import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** An organisation's labour settings, one row made on the first change (without it the defaults hold). */
@Entity('labour_settings')
export class LabourSettingsRow {
  @PrimaryColumn('uuid')
  organizationId!: string;

  @Column('integer')
  maxShiftMinutes!: number;

  @Column('integer')
  dailyOvertimeAfterMinutes!: number;

  @Column('integer')
  weeklyOvertimeAfterMinutes!: number;

  @Column('integer', { default: 5 })
  graceMinutes!: number;

  @Column('integer', { default: 50 })
  overtimePremiumPercent!: number;

  @Column('integer', { default: 100 })
  restDayPremiumPercent!: number;

  @Column('integer', { default: 0 })
  nightPremiumPercent!: number;

  @Column('integer', { default: 1320 })
  nightStartMinute!: number;

  @Column('integer', { default: 360 })
  nightEndMinute!: number;

  @Column('integer', { default: 5 })
  restWeekday!: number;

  @Column('integer', { default: 208 })
  contractedMonthlyHours!: number;

  @Column('integer', { default: 30 })
  labourPercentTarget!: number;

  @Column('integer', { default: 60 })
  primeCostPercentTarget!: number;

  @Column('uuid', { nullable: true })
  updatedBy!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
