import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { entityRows } from '../../../core/db/entity-rows';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { snapshotPrincipal } from '../../../core/auth/principal';
import { daysBetween } from '../../../core/time/business-day';
import { FileStore } from '../../../core/files/file-store';
import { isUuid } from '../../../core/scalars';
import { exportJobEvents } from '../shared/exports.events';
import { readableReport, selectFields, checkFilters } from '../shared/report-selection';
import { ExportLang } from '../shared/export-format';
import { ExportPreset } from '../presets/export-preset.entity';
import { savedReportService } from '../saved-reports/saved-report.service';
import { ExportJob } from './export-job.entity';
import { type CreateExportJobInput, type ExportJobFilter } from './export-job.inputs';
import { downloadProblem, ExportJobKind, ExportJobStatus, isActive, MAX_EXPORT_PERIOD_DAYS } from './export-job.rules';
import { RUN_EXPORT_JOB } from './export-job.names';
import { listSortFields } from '../../../core/lists/sort-fields';

const SORT_COLUMNS = { createdAt: 'j.created_at', status: 'j.status', reportKey: 'j.report_key' } as const;
export const exportJobsSort = listSortFields('exportJobs', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = exportJobsSort.fields;

export function exportJobPayload(job: ExportJob): Record<string, unknown> {
  return { id: job.id, reportKey: job.reportKey, format: job.format, status: job.status, rowsWritten: job.rowsWritten };
}

/** What a download streams. */
export interface ExportDownload {
  fileId: string;
  fileName: string;
  contentType: string;
  size: number;
}

export class ExportJobService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ExportJobFilter | undefined): Promise<PageResult<ExportJob>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'desc' });
    const where = (param: Param) => {
      let where = `j.organization_id = ${param(ctx.organizationId)} AND j.deleted_at IS NULL`;
      if (filter?.status) where += ` AND j.status = ${param(filter.status)}`;
      if (window.search) {
        const search = param(likePattern(window.search));
        where += ` AND (j.report_key ILIKE ${search} OR j.file_name ILIKE ${search})`;
      }
      // Ties broken in the sort's own direction, so that one index scan (forward or backward) gives the order.
      return where;
    };
    const orderBy = `${SORT_COLUMNS[window.sort]} ${window.dir}, j.id ${window.dir}`;
    // Fixed SQL: building it with the query builder cost more CPU than reading the page.
    return readPage(ctx, { reader: entityRows(ctx.db.connection, ExportJob, 'j'), alias: 'j', where, orderBy }, window);
  }

  async get(ctx: RequestContext, id: string): Promise<ExportJob> {
    const job = await ctx.db.findOne(ExportJob, { where: { id, organizationId: ctx.organizationId } });
    if (!job || job.deletedAt) throw notFound('Export job');
    return job;
  }

  /** Validates everything up front, stores the job Queued and queues its run after the commit. */
  async create(ctx: RequestContext, input: CreateExportJobInput): Promise<ExportJob> {
    if (input.kind === ExportJobKind.Subscription) throw invalidField('kind', 'Subscription exports are made by report subscriptions; use Report');
    const saved = input.savedReportId ? await savedReportService.visible(ctx, input.savedReportId, 'savedReportId') : null;
    const reportKey = input.reportKey ?? saved?.reportKey;
    if (!reportKey) throw invalidField('reportKey', 'is required unless savedReportId is given');
    if (saved && input.reportKey && input.reportKey !== saved.reportKey)
      throw invalidField('reportKey', `differs from the saved report's (${saved.reportKey})`);
    const report = readableReport(ctx, reportKey);
    const preset = input.preset
      ? await this.preset(ctx, input.preset, report.domain.key)
      : saved?.presetId
        ? await ctx.db.findOne(ExportPreset, { where: { id: saved.presetId, organizationId: ctx.organizationId } })
        : null;
    const fields = selectFields(report, input.fields ?? preset?.fields, input.fields ? 'fields' : 'preset');
    const filters = checkFilters(report, { ...(saved?.filters ?? {}), ...(input.filters ?? {}) });
    if (input.from > input.to) throw invalidField('to', 'must be on or after from');
    if (daysBetween(input.from, input.to) + 1 > MAX_EXPORT_PERIOD_DAYS) throw invalidField('to', `the period may cover at most ${MAX_EXPORT_PERIOD_DAYS} days`);
    await report.validate?.(ctx, { from: input.from, to: input.to, filters });
    return ctx.transaction(async (uow) => {
      const job = uow.manager.create(ExportJob, {
        organizationId: ctx.organizationId,
        branchId: report.branchScoped ? ctx.branchId : (ctx.principal?.branchId ?? null),
        kind: ExportJobKind.Report,
        reportKey: report.key,
        savedReportId: saved?.id ?? null,
        presetId: preset?.id ?? null,
        subscriptionId: null,
        format: input.format,
        lang: input.lang ?? ExportLang.En,
        from: input.from,
        to: input.to,
        filters,
        fields: fields.map((field) => field.key),
        status: ExportJobStatus.Queued,
        rowsWritten: 0,
        createdBy: ctx.actorId,
        principal: snapshotPrincipal(ctx.requirePrincipal()),
      });
      await uow.manager.save(job);
      await recordAudit(uow, ctx, { entityType: 'export-job', entityId: job.id, action: 'created', changes: exportJobPayload(job), branchId: job.branchId });
      await emit(uow, ctx, { type: exportJobEvents.types.created, resourceId: job.id, data: exportJobPayload(job), branchId: job.branchId });
      uow.afterCommit(() => ctx.runtime.jobs.enqueue(RUN_EXPORT_JOB, { exportJobId: job.id }));
      return job;
    });
  }

  /**
   * DELETE: a Queued or Running job becomes Cancelled (a running one stops at its next batch); a
   * finished one is deleted (404 from then on). Either way its file is removed.
   */
  async cancel(ctx: RequestContext, id: string): Promise<ExportJob> {
    const { job, fileId } = await ctx.transaction(async (uow) => {
      const job = await uow.manager.findOne(ExportJob, { where: { id, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!job || job.deletedAt) throw notFound('Export job');
      const fileId = job.fileId;
      const from = job.status;
      if (isActive(job.status)) {
        job.status = ExportJobStatus.Cancelled;
        job.cancelledAt = ctx.now();
        job.cancelledBy = ctx.actorId;
        job.finishedAt = ctx.now();
      } else {
        job.deletedAt = ctx.now();
      }
      job.fileId = null;
      job.expiresAt = null;
      await uow.manager.save(job);
      await recordAudit(uow, ctx, {
        entityType: 'export-job',
        entityId: job.id,
        action: job.deletedAt ? 'deleted' : 'cancelled',
        changes: { status: { from, to: job.status } },
        branchId: job.branchId,
      });
      if (!job.deletedAt)
        await emit(uow, ctx, { type: exportJobEvents.types.cancelled, resourceId: job.id, data: exportJobPayload(job), branchId: job.branchId });
      return { job, fileId };
    });
    if (fileId) await new FileStore(ctx.runtime).remove(fileId);
    return job;
  }

  /** The file of a Succeeded job: 409 while it is not finished, 404 once expired or deleted. */
  async download(ctx: RequestContext, id: string): Promise<ExportDownload> {
    const job = await this.get(ctx, id);
    const problem = downloadProblem(job.status);
    if (problem?.kind === 'gone') throw notFound('Export job file');
    if (problem) throw conflict(problem.message);
    const file = job.fileId ? await new FileStore(ctx.runtime).find(ctx.organizationId, job.fileId) : null;
    if (!file) throw notFound('Export job file');
    return { fileId: file.id, fileName: file.fileName, contentType: file.contentType, size: file.size };
  }

  private async preset(ctx: RequestContext, value: string, domain: string): Promise<ExportPreset> {
    const nameKey = value.trim().toLowerCase();
    const preset = await ctx.db.findOne(ExportPreset, {
      where: isUuid(value) ? { id: value, organizationId: ctx.organizationId } : { nameKey, domain, organizationId: ctx.organizationId },
    });
    if (!preset) throw invalidField('preset', 'is not an export preset of this organisation');
    if (preset.domain !== domain) throw invalidField('preset', `belongs to the domain ${preset.domain}, not ${domain}`);
    return preset;
  }
}

export const exportJobService = new ExportJobService();
