import { Column, Entity, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { SoftDeletableRecord } from '../../../core/db/base-records';
import { DateTimeScalar, LocalDateScalar } from '../../../core/scalars';
import type { PrincipalSnapshot } from '../../../core/auth/principal';
import { ExportFormat, ExportLang } from '../shared/export-format';
import { ReportCadence } from './report-subscription.rules';

@ObjectType('ReportSubscription', { simpleResolvers: true, description: "A report mailed after each period ends (in the branch's time zone)." })
@Entity('report_subscriptions')
@Index('report_subscriptions_org_idx', ['organizationId', 'reportKey'])
@Index('report_subscriptions_due_idx', ['nextRunAt'], { where: 'active AND deleted_at IS NULL' })
export class ReportSubscription extends SoftDeletableRecord {
  @Field(() => ID, { description: 'The branch whose calendar (zone, day start) times the runs; branch-scoped reports read it.' })
  @Column('uuid')
  branchId!: string;

  @Field(() => String, { description: 'Key of the report mailed.' })
  @Column('text')
  reportKey!: string;

  @Field(() => String, { description: 'Address the report is mailed to.' })
  @Column('text')
  recipientEmail!: string;

  @Field(() => Boolean, { description: 'True when the recipient is not a member of the organisation (allowed, audited).' })
  @Column('boolean', { default: false })
  externalRecipient!: boolean;

  @Field(() => ReportCadence, { description: 'How often the report is produced and for which period.' })
  @Column('text')
  cadence!: ReportCadence;

  @Field(() => ExportFormat, { description: 'File format of the attachment.' })
  @Column('text')
  format!: ExportFormat;

  @Field(() => ExportLang, { description: 'Language of the attachment.' })
  @Column('text', { default: ExportLang.En })
  lang!: ExportLang;

  @Field(() => Boolean, { description: 'Mail the report even when it has no rows (default false).' })
  @Column('boolean', { default: false })
  sendEmpty!: boolean;

  @Field(() => Boolean, { description: 'Whether the schedule runs.' })
  @Column('boolean', { default: true })
  active!: boolean;

  @Field(() => ID, { nullable: true, description: 'Id of the user who created it; null when it was not a user.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  /** The creator's principal: runs act with it. */
  @Column('jsonb')
  principal!: PrincipalSnapshot;

  @Field(() => DateTimeScalar, { description: 'When the next period is complete and will be sent.' })
  @Column('timestamptz')
  nextRunAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the schedule last ran; null if never.' })
  @Column('timestamptz', { nullable: true })
  lastRunAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When a report was last mailed successfully; null if never.' })
  @Column('timestamptz', { nullable: true })
  lastSuccessAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the last run failed (cleared by the next success).' })
  @Column('text', { nullable: true })
  lastError!: string | null;

  @Field(() => LocalDateScalar, { nullable: true, description: 'Last day of the last period delivered.' })
  @Column('date', { nullable: true })
  lastPeriodTo!: string | null;
}
