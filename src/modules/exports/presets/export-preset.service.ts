import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { reportCatalog, type DomainEntry } from '../../../core/reports/report-catalog';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { exportPresetEvents } from '../shared/exports.events';
import { ExportPreset } from './export-preset.entity';
import type { CreateExportPresetInput, ExportPresetFilter } from './export-preset.inputs';
import { presetProblems } from './export-preset.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 'p.name', domain: 'p.domain', createdAt: 'p.created_at' } as const;
export const exportPresetsSort = listSortFields('exportPresets', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = exportPresetsSort.fields;

function payload(preset: ExportPreset): Record<string, unknown> {
  return { id: preset.id, domain: preset.domain, name: preset.name, fields: preset.fields, importCompatible: preset.importCompatible };
}

export class ExportPresetService {
  list(ctx: RequestContext, list: ListArgs | undefined, filter: ExportPresetFilter | undefined): Promise<PageResult<ExportPreset>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(ExportPreset)
      .createQueryBuilder('p')
      .where('p.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.domain) query.andWhere('p.domain = :domain', { domain: filter.domain });
    if (filter?.importCompatible != null) query.andWhere('p.import_compatible = :ic', { ic: filter.importCompatible });
    if (window.search) query.andWhere('p.name ILIKE :search', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('p.id', 'ASC'), window);
  }

  /** The domains whose reports the caller may read, with their fields. */
  domains(ctx: RequestContext): DomainEntry[] {
    return reportCatalog.allDomains().filter((entry) => entry.reports.some((report) => ctx.can(report.permission)));
  }

  async create(ctx: RequestContext, input: CreateExportPresetInput): Promise<ExportPreset> {
    const domain = reportCatalog.domain(input.domain);
    if (!domain)
      throw invalidField(
        'domain',
        `is not a known domain (known: ${reportCatalog
          .allDomains()
          .map((d) => d.domain.key)
          .join(', ')})`,
      );
    const problems = presetProblems(domain, input.fields, input.importCompatible ?? false);
    if (Object.keys(problems).length) throw validationError(problems);
    const name = input.name.trim();
    if (!name) throw invalidField('name', 'must not be empty');
    try {
      return await ctx.transaction(async (uow) => {
        const existing = await uow.manager.findOne(ExportPreset, {
          where: { organizationId: ctx.organizationId, domain: domain.domain.key, nameKey: name.toLowerCase() },
        });
        if (existing) throw conflict(`A preset named "${existing.name}" already exists in ${domain.domain.key}.`);
        const preset = uow.manager.create(ExportPreset, {
          organizationId: ctx.organizationId,
          domain: domain.domain.key,
          name,
          nameKey: name.toLowerCase(),
          fields: [...input.fields],
          importCompatible: input.importCompatible ?? false,
          createdBy: ctx.actorId,
        });
        await uow.manager.save(preset);
        await recordAudit(uow, ctx, { entityType: 'export-preset', entityId: preset.id, action: 'created', changes: payload(preset), branchId: null });
        await emit(uow, ctx, { type: exportPresetEvents.types.created, resourceId: preset.id, data: payload(preset), branchId: null });
        return preset;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`A preset named "${name}" already exists in ${domain.domain.key}.`);
      throw error;
    }
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<ExportPreset> {
    return ctx.transaction(async (uow) => {
      const preset = await lockOrNotFound(uow.manager, ExportPreset, ctx, id, 'Export preset');
      preset.deletedAt = ctx.now();
      preset.deletedBy = ctx.actorId;
      preset.deleteReason = normalizeReason(reason);
      await uow.manager.save(preset);
      await recordAudit(uow, ctx, { entityType: 'export-preset', entityId: id, action: 'deleted', reason: preset.deleteReason, branchId: null });
      await emit(uow, ctx, { type: exportPresetEvents.types.deleted, resourceId: id, data: payload(preset), branchId: null });
      return preset;
    });
  }
}

export const exportPresetService = new ExportPresetService();
