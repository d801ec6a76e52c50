import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { savedReportEvents } from '../shared/exports.events';
import { checkFilters, readableReport } from '../shared/report-selection';
import { ExportPreset } from '../presets/export-preset.entity';
import { SavedReport } from './saved-report.entity';
import type { CreateSavedReportInput } from './saved-report.inputs';
import { listSortFields } from '../../../core/lists/sort-fields';

const SORT_COLUMNS = { name: 's.name', createdAt: 's.created_at', reportKey: 's.report_key' } as const;
export const savedReportsSort = listSortFields('savedReports', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = savedReportsSort.fields;

function payload(saved: SavedReport): Record<string, unknown> {
  return { id: saved.id, name: saved.name, reportKey: saved.reportKey, shared: saved.shared };
}

/** Saved reports: shared ones are visible to the organisation, private ones to their owner only. */
export class SavedReportService {
  list(ctx: RequestContext, list: ListArgs | undefined): Promise<PageResult<SavedReport>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(SavedReport)
      .createQueryBuilder('s')
      .where('s.organization_id = :organizationId', { organizationId: ctx.organizationId })
      .andWhere('(s.shared OR s.owner_id = :self)', { self: ctx.actorId });
    if (window.search) query.andWhere('s.name ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('s.id', 'ASC'), window);
  }

  get(ctx: RequestContext, id: string): Promise<SavedReport> {
    return this.visible(ctx, id, null);
  }

  /** A saved report the caller may see; otherwise 404 (or 422 on `field` when referenced in a body). */
  async visible(ctx: RequestContext, id: string, field: string | null): Promise<SavedReport> {
    const saved = await ctx.db.findOne(SavedReport, { where: { id, organizationId: ctx.organizationId } });
    if (!saved || (!saved.shared && saved.ownerId !== ctx.actorId)) {
      throw field ? invalidField(field, 'is not a saved report of this organisation') : notFound('Saved report');
    }
    return saved;
  }

  async create(ctx: RequestContext, input: CreateSavedReportInput): Promise<SavedReport> {
    const report = readableReport(ctx, input.reportKey);
    const filters = checkFilters(report, input.filters);
    if (input.presetId) {
      const preset = await ctx.db.findOne(ExportPreset, { where: { id: input.presetId, organizationId: ctx.organizationId } });
      if (!preset) throw invalidField('presetId', 'is not an export preset of this organisation');
      if (preset.domain !== report.domain.key) throw invalidField('presetId', `belongs to the domain ${preset.domain}, not ${report.domain.key}`);
    }
    const name = input.name.trim();
    if (!name) throw invalidField('name', 'must not be empty');
    return ctx.transaction(async (uow) => {
      const saved = uow.manager.create(SavedReport, {
        organizationId: ctx.organizationId,
        name,
        reportKey: report.key,
        filters,
        presetId: input.presetId ?? null,
        shared: input.shared ?? false,
        ownerId: ctx.actorId,
      });
      await uow.manager.save(saved);
      await recordAudit(uow, ctx, { entityType: 'saved-report', entityId: saved.id, action: 'created', changes: payload(saved), branchId: null });
      await emit(uow, ctx, { type: savedReportEvents.types.created, resourceId: saved.id, data: payload(saved), branchId: null });
      return saved;
    });
  }

  /** Soft delete; only the owner deletes a private report (others do not see it: 404). */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<SavedReport> {
    return ctx.transaction(async (uow) => {
      const saved = await uow.manager.findOne(SavedReport, { where: { id, organizationId: ctx.organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!saved || (!saved.shared && saved.ownerId !== ctx.actorId)) throw notFound('Saved report');
      saved.deletedAt = ctx.now();
      saved.deletedBy = ctx.actorId;
      saved.deleteReason = normalizeReason(reason);
      await uow.manager.save(saved);
      await recordAudit(uow, ctx, { entityType: 'saved-report', entityId: saved.id, action: 'deleted', reason: saved.deleteReason, branchId: null });
      await emit(uow, ctx, { type: savedReportEvents.types.deleted, resourceId: saved.id, data: payload(saved), branchId: null });
      return saved;
    });
  }
}

export const savedReportService = new SavedReportService();
