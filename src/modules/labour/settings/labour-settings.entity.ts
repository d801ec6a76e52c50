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

  @Column('uuid', { nullable: true })
  updatedBy!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
