import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { ListArgs, listArgDescription } from '../../../core/lists/list-args';
import { Paginated } from '../../../core/lists/paginated';
import { UuidScalar } from '../../../core/scalars';
import { ReportFieldType } from '../../../core/reports/report-definition';
import { ExportPreset } from './export-preset.entity';
import { CreateExportPresetInput, ExportPresetFilter } from './export-preset.inputs';
import { exportPresetService, exportPresetsSort } from './export-preset.service';

export const ExportPresetPage = Paginated(ExportPreset, 'ExportPreset');

@ObjectType('ReportFieldInfo', { simpleResolvers: true, description: 'A column of a report domain.' })
export class ReportFieldInfo {
  @Field(() => String, { description: 'Key of the field (used in preset field lists).' })
  key!: string;

  @Field(() => String, { description: 'English column header.' })
  label!: string;

  @Field(() => String, { description: 'Arabic column header.' })
  labelAr!: string;

  @Field(() => ReportFieldType, { description: 'How the column is written (text, money, date...).' })
  type!: ReportFieldType;
}

@ObjectType('ReportInfo', { simpleResolvers: true, description: 'A report of the catalogue.' })
export class ReportInfo {
  @Field(() => String, { description: 'Key of the report (use it as reportKey).' })
  key!: string;

  @Field(() => String, { description: 'English title of the report.' })
  title!: string;

  @Field(() => String, { description: 'Arabic title of the report.' })
  titleAr!: string;

  @Field(() => String, { description: 'What the report contains, in English.' })
  description!: string;

  @Field(() => String, { description: 'Permission needed to export it.' })
  permission!: string;

  @Field(() => Boolean, { description: "True: rows of the caller's active branch only." })
  branchScoped!: boolean;

  @Field(() => [String], { description: 'Filter keys it accepts.' })
  filters!: string[];
}

@ObjectType('ExportDomain', { simpleResolvers: true, description: 'A report domain: its fields (preset columns) and reports.' })
export class ExportDomain {
  @Field(() => String, { description: 'Key of the domain (e.g. products), used by presets and export jobs.' })
  key!: string;

  @Field(() => String, { description: 'English name of the domain.' })
  label!: string;

  @Field(() => String, { description: 'Arabic name of the domain.' })
  labelAr!: string;

  @Field(() => [ReportFieldInfo], { description: 'Fields that may be exported, in default column order.' })
  fields!: ReportFieldInfo[];

  @Field(() => [String], { nullable: true, description: 'Columns of the import (import-compatible presets list exactly these); null: no import.' })
  importColumns!: string[] | null;

  @Field(() => [ReportInfo], { description: 'Reports of the domain that export jobs can produce.' })
  reports!: ReportInfo[];
}

@Resolver(() => ExportPreset)
export class ExportPresetResolver {
  @Query(() => ExportPresetPage, { description: 'Export presets (deleted ones only with includeDeleted).' })
  exportPresets(
    @Ctx() ctx: RequestContext,
    @Arg('list', () => ListArgs, { nullable: true, description: listArgDescription(exportPresetsSort, 'name Asc') }) list?: ListArgs,
    @Arg('filter', () => ExportPresetFilter, {
      nullable: true,
      description: "Narrows the list; every condition given must hold. Null adds no condition (defaults stated on the filter's fields still apply).",
    })
    filter?: ExportPresetFilter,
  ) {
    return exportPresetService.list(ctx, list, filter);
  }

  @Query(() => [ExportDomain], { description: 'Report domains the caller may export, with their fields and reports.' })
  exportDomains(@Ctx() ctx: RequestContext): ExportDomain[] {
    return exportPresetService.domains(ctx).map((entry) => ({
      key: entry.domain.key,
      label: entry.domain.label,
      labelAr: entry.domain.labelAr,
      fields: entry.fields.map((field) => ({ ...field })),
      importColumns: entry.domain.importColumns ? [...entry.domain.importColumns] : null,
      reports: entry.reports
        .filter((report) => ctx.can(report.permission))
        .map((report) => ({
          key: report.key,
          title: report.title,
          titleAr: report.titleAr,
          description: report.description,
          permission: report.permission,
          branchScoped: report.branchScoped,
          filters: (report.filters ?? []).map((filter) => filter.key),
        })),
    }));
  }

  @Mutation(() => ExportPreset, { description: 'Creates a preset (name unique per domain; fields checked against the domain).' })
  createExportPreset(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateExportPresetInput, { description: 'Fields of the new export preset.' }) input: CreateExportPresetInput,
  ) {
    return exportPresetService.create(ctx, input);
  }

  @Mutation(() => ExportPreset, { description: 'Soft-deletes a preset.' })
  deleteExportPreset(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => UuidScalar, {
      description:
        "Id of the export preset to delete (soft-delete: it stays readable in the audit trail); 404 (nothing changed) when no such export preset is visible to the caller (e.g. another organisation's).",
    })
    id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description:
        "Why the export preset is deleted: kept as the record's deleteReason and in the audit trail. Optional; trimmed, at most 500 characters are kept.",
    })
    reason?: string,
  ) {
    return exportPresetService.delete(ctx, id, reason);
  }
}
