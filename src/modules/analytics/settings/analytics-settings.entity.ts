import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * An organisation's analytics settings, one row created on first change (like the period lock,
 * settings of a module live in its own table; without a row the defaults hold).
 */
@Entity('analytics_settings')
export class AnalyticsSettingsRow {
  @PrimaryColumn('uuid')
  organizationId!: string;

  /** Unexplained variance above this share of theoretical usage (basis points) flags an item. */
  @Column('integer')
  varianceThresholdBp!: number;

  @Column('uuid', { nullable: true })
  updatedBy!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
