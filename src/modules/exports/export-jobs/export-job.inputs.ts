import { Field, InputType } from 'type-graphql';
import { ArrayMaxSize, IsOptional, MaxLength } from 'class-validator';
import { JsonObjectScalar, LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { ExportFormat, ExportLang } from '../shared/export-format';
import { ExportJobKind, ExportJobStatus } from './export-job.rules';

@InputType({ description: 'An export: a report (reportKey, or a saved report), its columns (preset or fields), format, language and period.' })
export class CreateExportJobInput {
  @Field(() => ExportJobKind, { nullable: true, description: 'Report (default). Subscription is set by the service for subscription runs.' })
  kind?: ExportJobKind | null;

  @Field(() => String, { nullable: true, description: 'A report of the catalogue (required unless savedReportId is given).' })
  @IsOptional()
  @MaxLength(100, { message: 'must be at most 100 characters' })
  reportKey?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: "A saved report: its report, filters and preset (the body's own values override)." })
  savedReportId?: string | null;

  @Field(() => ExportFormat, { description: 'File format of the export.' })
  format!: ExportFormat;

  @Field(() => ExportLang, { nullable: true, description: 'En (default) or Ar.' })
  lang?: ExportLang | null;

  @Field(() => String, { nullable: true, description: "An export preset of the report's domain: its id or its name." })
  @IsOptional()
  @MaxLength(200, { message: 'must be at most 200 characters' })
  preset?: string | null;

  @Field(() => [String], { nullable: true, description: 'Extension: the columns, in order (overrides the preset).' })
  @IsOptional()
  @ArrayMaxSize(200, { message: 'must list at most 200 fields' })
  fields?: string[] | null;

  @Field(() => JsonObjectScalar, { nullable: true, description: 'Extension: the report\'s filters, e.g. {"status": "Paid"}.' })
  filters?: Record<string, unknown> | null;

  @Field(() => LocalDateScalar, { description: 'First business date of the period.' })
  from!: string;

  @Field(() => LocalDateScalar, { description: 'Last business date of the period (inclusive).' })
  to!: string;
}

@InputType({ description: 'Conditions on the export job list.' })
export class ExportJobFilter {
  @Field(() => ExportJobStatus, { nullable: true, description: 'Only jobs in this status.' })
  status?: ExportJobStatus;
}
