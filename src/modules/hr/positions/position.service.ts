import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit, diffFields } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { Department } from '../departments/department.entity';
import { Position } from './position.entity';
import { type PositionFilter, type PositionInput } from './position.inputs';
import { POSITION_EVENTS, positionPayload } from './position.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { deleteGuards } from '../../../core/modules/delete-guards';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { title: 'p.title', baseSalary: 'p.base_salary', createdAt: 'p.created_at', updatedAt: 'p.updated_at' } as const;
export const positionsSort = listSortFields('positions', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = positionsSort.fields;

export class PositionService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: PositionFilter | undefined): Promise<PageResult<Position>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'title', dir: 'asc' });
    const query = ctx.db.getRepository(Position).createQueryBuilder('p').where('p.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.departmentId) query.andWhere('p.department_id = :departmentId', { departmentId: filter.departmentId });
    if (window.search) query.andWhere('(p.title ILIKE :search OR p.title_ar ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('p.id', 'ASC');
    return readPage(ctx, query, window);
  }

  async get(ctx: RequestContext, id: string): Promise<Position> {
    const position = await ctx.db.findOne(Position, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!position) throw notFound('Position');
    return position;
  }

  async create(ctx: RequestContext, input: PositionInput): Promise<Position> {
    return ctx.transaction(async (uow) => {
      await this.assertDepartment(uow.manager, ctx, input.departmentId);
      const position = uow.manager.create(Position, {
        organizationId: ctx.organizationId,
        title: input.title.trim(),
        titleAr: input.titleAr?.trim() || null,
        departmentId: input.departmentId,
        baseSalary: input.baseSalary,
      });
      await uow.manager.save(position);
      await recordAudit(uow, ctx, { entityType: 'position', entityId: position.id, action: 'created', changes: positionPayload(position) });
      await emit(uow, ctx, { type: POSITION_EVENTS.created, resourceId: position.id, data: positionPayload(position), branchId: null });
      return position;
    });
  }

  async update(ctx: RequestContext, id: string, input: PositionInput): Promise<Position> {
    return ctx.transaction(async (uow) => {
      const position = await lockOrNotFound(uow.manager, Position, ctx, id, 'Position');
      if (input.departmentId !== position.departmentId) await this.assertDepartment(uow.manager, ctx, input.departmentId);
      const next = {
        title: input.title.trim(),
        titleAr: input.titleAr === undefined ? position.titleAr : input.titleAr?.trim() || null,
        departmentId: input.departmentId,
        baseSalary: input.baseSalary,
      };
      const changes = diffFields(position, next, ['title', 'titleAr', 'departmentId', 'baseSalary']);
      if (Object.keys(changes).length === 0) return position;
      Object.assign(position, next);
      await uow.manager.save(position);
      await recordAudit(uow, ctx, { entityType: 'position', entityId: id, action: 'updated', changes });
      await emit(uow, ctx, { type: POSITION_EVENTS.updated, resourceId: id, data: positionPayload(position), branchId: null });
      return position;
    });
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Position> {
    return ctx.transaction(async (uow) => {
      const position = await lockOrNotFound(uow.manager, Position, ctx, id, 'Position');
      // Features that reference positions (employees) declare delete guards (FeatureModule.deleteGuards).
      await deleteGuards.assertUnused('position', uow.manager, ctx, id);
      position.deletedAt = ctx.now();
      position.deletedBy = ctx.actorId;
      position.deleteReason = normalizeReason(reason);
      await uow.manager.save(position);
      await recordAudit(uow, ctx, { entityType: 'position', entityId: id, action: 'deleted', reason: position.deleteReason });
      await emit(uow, ctx, { type: POSITION_EVENTS.deleted, resourceId: id, data: positionPayload(position), branchId: null });
      return position;
    });
  }

  /** Another organisation's department is reported exactly like a missing one. */
  private async assertDepartment(manager: EntityManager, ctx: RequestContext, departmentId: string): Promise<void> {
    const exists = await manager.exists(Department, { where: { id: departmentId, organizationId: ctx.organizationId } });
    if (!exists) throw invalidField('departmentId', 'does not refer to a department of this organisation');
  }
}

export const positionService = new PositionService();
