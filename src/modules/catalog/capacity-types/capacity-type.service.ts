import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { CapacityType } from './capacity-type.entity';
import { type CapacityTypeFilter, type CapacityTypeInput } from './capacity-type.inputs';
import { CAPACITY_TYPE_EVENTS, capacityTypePayload } from './capacity-type.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 'c.name_key', createdAt: 'c.created_at', updatedAt: 'c.updated_at' } as const;
export const capacityTypesSort = listSortFields('capacityTypes', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = capacityTypesSort.fields;
const DUPLICATE_NAME = 'catalog_capacity_types_org_name_key';

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class CapacityTypeService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: CapacityTypeFilter | undefined): Promise<PageResult<CapacityType>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(CapacityType)
      .createQueryBuilder('c')
      .where('c.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (window.search) query.andWhere('(c.name ILIKE :search OR c.name_ar ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('c.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<CapacityType> {
    const capacityType = await ctx.db.findOne(CapacityType, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!capacityType) throw notFound('Capacity type');
    return capacityType;
  }

  /** Capacity types by id for DataLoaders; only the caller's organisation, deleted ones included. */
  async getMany(ctx: RequestContext, ids: readonly string[], manager: EntityManager = ctx.db): Promise<Map<string, CapacityType>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.find(CapacityType, { where: { id: In([...new Set(ids)]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(ctx: RequestContext, input: CapacityTypeInput): Promise<CapacityType> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const capacityType = uow.manager.create(CapacityType, {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          nameKey: nameKey(input.name),
        });
        await uow.manager.save(capacityType);
        await recordAudit(uow, ctx, {
          entityType: 'capacity-type',
          entityId: capacityType.id,
          action: 'created',
          changes: capacityTypePayload(capacityType),
          branchId: null,
        });
        await emit(uow, ctx, { type: CAPACITY_TYPE_EVENTS.created, resourceId: capacityType.id, data: capacityTypePayload(capacityType), branchId: null });
        return capacityType;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: CapacityTypeInput): Promise<CapacityType> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const capacityType = await lockOrNotFound(uow.manager, CapacityType, ctx, id, 'Capacity type');
        const next = { name: input.name.trim(), nameAr: input.nameAr === undefined ? capacityType.nameAr : input.nameAr?.trim() || null };
        const changes = diffFields(capacityType, next, ['name', 'nameAr']);
        if (Object.keys(changes).length === 0) return capacityType;
        Object.assign(capacityType, next, { nameKey: nameKey(next.name) });
        await uow.manager.save(capacityType);
        await recordAudit(uow, ctx, { entityType: 'capacity-type', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: CAPACITY_TYPE_EVENTS.updated, resourceId: id, data: capacityTypePayload(capacityType), branchId: null });
        return capacityType;
      }),
    );
  }

  /** Soft delete: waste already recorded in this capacity type keeps showing it. */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<CapacityType> {
    return ctx.transaction(async (uow) => {
      const capacityType = await lockOrNotFound(uow.manager, CapacityType, ctx, id, 'Capacity type');
      capacityType.deletedAt = ctx.now();
      capacityType.deletedBy = ctx.actorId;
      capacityType.deleteReason = normalizeReason(reason);
      await uow.manager.save(capacityType);
      await recordAudit(uow, ctx, { entityType: 'capacity-type', entityId: id, action: 'deleted', reason: capacityType.deleteReason, branchId: null });
      await emit(uow, ctx, { type: CAPACITY_TYPE_EVENTS.deleted, resourceId: id, data: capacityTypePayload(capacityType), branchId: null });
      return capacityType;
    });
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A capacity type with this name already exists.') });
  }
}

export const capacityTypeService = new CapacityTypeService();
