import { Column, Entity, Index } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { OrganizationRecord } from '../../../core/db/base-records';
import { DateTimeScalar, JsonObjectScalar, LocalDateScalar } from '../../../core/scalars';
import { int64 } from '../../../core/db/transformers';
import type { PrincipalSnapshot } from '../../../core/auth/principal';
import { ExportFormat, ExportLang } from '../shared/export-format';
import { ExportJobKind, ExportJobStatus } from './export-job.rules';

@ObjectType('ExportJob', { simpleResolvers: true, description: 'A report produced in the background into an xlsx or csv file.' })
@Entity('export_jobs')
@Index('export_jobs_org_created_idx', ['organizationId', 'createdAt'])
// The list (deleted jobs hidden, newest first) and its count, read from an index (docs/performance.md, "Lists at scale").
@Index('export_jobs_org_live_created_idx', ['organizationId', 'createdAt', 'id'], { where: 'deleted_at IS NULL' })
@Index('export_jobs_org_status_idx', ['organizationId', 'status'])
export class ExportJob extends OrganizationRecord {
  @Field(() => ID, { nullable: true, description: 'The branch the report was run for (branch-scoped reports).' })
  @Column('uuid', { nullable: true })
  branchId!: string | null;

  @Field(() => ExportJobKind, { description: 'Whether a caller asked for the file or a report subscription produced it.' })
  @Column('text')
  kind!: ExportJobKind;

  @Field(() => String, { description: 'Key of the report exported (from exportDomains.reports.key).' })
  @Column('text')
  reportKey!: string;

  @Field(() => ID, { nullable: true, description: 'Id of the saved report whose filters were used; null when none.' })
  @Column('uuid', { nullable: true })
  savedReportId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The export preset used (its id).' })
  @Column('uuid', { nullable: true })
  presetId!: string | null;

  @Field(() => ID, { nullable: true, description: 'Id of the report subscription that produced the job; null for kind Report.' })
  @Column('uuid', { nullable: true })
  subscriptionId!: string | null;

  @Field(() => ExportFormat, { description: 'File format.' })
  @Column('text')
  format!: ExportFormat;

  @Field(() => ExportLang, { description: 'Language of the column headers and sheet direction.' })
  @Column('text')
  lang!: ExportLang;

  @Field(() => LocalDateScalar, { description: 'First business date covered (YYYY-MM-DD), included.' })
  @Column('date')
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date covered (YYYY-MM-DD), included.' })
  @Column('date')
  to!: string;

  @Field(() => JsonObjectScalar, { description: 'The report filters used, as a JSON object of filter name to value.' })
  @Column('jsonb', { default: {} })
  filters!: Record<string, string | number | boolean>;

  @Field(() => [String], { description: 'Columns written, in order.' })
  @Column('jsonb')
  fields!: string[];

  @Field(() => ExportJobStatus, { description: 'Where the job is in its life cycle.' })
  @Column('text')
  status!: ExportJobStatus;

  @Field(() => Int, { description: 'Rows written so far (progress).' })
  @Column('integer', { default: 0 })
  rowsWritten!: number;

  @Field(() => String, { nullable: true, description: 'Why the job Failed.' })
  @Column('text', { nullable: true })
  error!: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the produced file (e.g. sales-2026-01.xlsx); null until Succeeded.' })
  @Column('text', { nullable: true })
  fileName!: string | null;

  @Field(() => Number, { nullable: true, description: 'File size in bytes.' })
  @Column('bigint', { nullable: true, transformer: int64 })
  fileSize!: number | null;

  @Column('uuid', { nullable: true })
  fileId!: string | null;

  @Field(() => ID, { nullable: true, description: 'User who asked for the export.' })
  @Column('uuid', { nullable: true })
  createdBy!: string | null;

  /** The creator's principal: the run acts with these permissions and this organisation. */
  @Column('jsonb')
  principal!: PrincipalSnapshot;

  /** Token of the run that owns the job; a second run (after a lost lock) takes it over. */
  @Column('uuid', { nullable: true })
  runToken!: string | null;

  @Field(() => Int, { description: 'Runs started (more than 1 after a crash or a retry).' })
  @Column('integer', { default: 0 })
  attempts!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When a worker started the job; null while Queued.' })
  @Column('timestamptz', { nullable: true })
  startedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the job succeeded or failed; null before.' })
  @Column('timestamptz', { nullable: true })
  finishedAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the file is deleted (7 days after it was produced).' })
  @Column('timestamptz', { nullable: true })
  expiresAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the job was cancelled; null unless Cancelled.' })
  @Column('timestamptz', { nullable: true })
  cancelledAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'Id of the user who cancelled it; null unless Cancelled.' })
  @Column('uuid', { nullable: true })
  cancelledBy!: string | null;

  /** Set when the job was deleted after it finished; it then answers 404. */
  @Column('timestamptz', { nullable: true })
  deletedAt!: Date | null;
}
