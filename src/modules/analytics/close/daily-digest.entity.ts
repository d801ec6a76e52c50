import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The organisation-wide daily digest event sent for a business day (docs/analytics.md, "The daily
 * digest"): its unique key is what makes the event go out once, whatever job runs or restarts.
 */
@Entity('analytics_daily_digests')
@Index('analytics_daily_digests_org_day_key', ['organizationId', 'businessDate'], { unique: true })
export class DailyDigestSent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column('uuid')
  organizationId!: string;

  @Column('date')
  businessDate!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
