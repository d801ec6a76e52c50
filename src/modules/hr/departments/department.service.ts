import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { fetchPage, likePattern, PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { recordAudit, diffFields } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { Department } from './department.entity';
import { CreateDepartmentInput, DepartmentFilter, UpdateDepartmentInput } from './department.inputs';
import { DEPARTMENT_EVENTS, departmentPayload } from './department.events';
import { Position } from '../positions/position.entity';

const SORT_COLUMNS = { name: 'd.name_key', createdAt: 'd.created_at', updatedAt: 'd.updated_at' } as const;
const SORTABLE = Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>;

const DUPLICATE_NAME = 'hr_departments_org_name_key';

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class DepartmentService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DepartmentFilter | undefined): Promise<PageResult<Department>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(Department)
      .createQueryBuilder('d')
      .where('d.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (window.search) query.andWhere('(d.name ILIKE :search OR d.name_ar ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('d.id', 'ASC');
    return fetchPage(query, window);
  }

  async get(ctx: RequestContext, id: string): Promise<Department> {
    const department = await ctx.db.findOne(Department, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!department) throw notFound('Department');
    return department;
  }

  /** Departments by id for DataLoaders; only the caller's organisation, deleted ones included. */
  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, Department>> {
    const rows = await ctx.db.find(Department, { where: { id: In([...ids]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(ctx: RequestContext, input: CreateDepartmentInput): Promise<Department> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const department = uow.manager.create(Department, {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          nameKey: nameKey(input.name),
        });
        await uow.manager.save(department);
        await recordAudit(uow, ctx, { entityType: 'department', entityId: department.id, action: 'created', changes: { name: department.name, nameAr: department.nameAr } });
        await emit(uow, ctx, { type: DEPARTMENT_EVENTS.created, resourceId: department.id, data: departmentPayload(department), branchId: null });
        return department;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateDepartmentInput): Promise<Department> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const department = await uow.manager.findOne(Department, {
          where: { id, organizationId: ctx.organizationId },
          lock: { mode: 'pessimistic_write' },
        });
        if (!department) throw notFound('Department');
        const next = {
          name: input.name.trim(),
          nameAr: input.nameAr === undefined ? department.nameAr : input.nameAr?.trim() || null,
        };
        const changes = diffFields(department, next, ['name', 'nameAr']);
        if (Object.keys(changes).length === 0) return department;
        Object.assign(department, next, { nameKey: nameKey(next.name) });
        await uow.manager.save(department);
        await recordAudit(uow, ctx, { entityType: 'department', entityId: id, action: 'updated', changes });
        await emit(uow, ctx, { type: DEPARTMENT_EVENTS.updated, resourceId: id, data: departmentPayload(department), branchId: null });
        return department;
      }),
    );
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Department> {
    return ctx.transaction(async (uow) => {
      const department = await uow.manager.findOne(Department, {
        where: { id, organizationId: ctx.organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!department) throw notFound('Department');
      const positions = await uow.manager.count(Position, { where: { departmentId: id, organizationId: ctx.organizationId } });
      if (positions > 0) throw conflict('The department still has positions; move or delete them first.');
      await assertNoDependants(uow.manager, ctx, id);
      department.deletedAt = ctx.now();
      department.deletedBy = ctx.actorId;
      department.deleteReason = normalizeReason(reason);
      await uow.manager.save(department);
      await recordAudit(uow, ctx, { entityType: 'department', entityId: id, action: 'deleted', reason: department.deleteReason });
      await emit(uow, ctx, { type: DEPARTMENT_EVENTS.deleted, resourceId: id, data: departmentPayload(department), branchId: null });
      return department;
    });
  }

  private async catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, DUPLICATE_NAME)) throw conflict('A department with this name already exists.');
      throw error;
    }
  }
}

/**
 * Other features that point at departments (employees) register a check here, so a department in
 * use cannot be deleted without this file knowing about them.
 */
type DependantCheck = (manager: import('typeorm').EntityManager, ctx: RequestContext, departmentId: string) => Promise<string | null>;
const dependantChecks: DependantCheck[] = [];

export function registerDepartmentDependant(check: DependantCheck): void {
  dependantChecks.push(check);
}

async function assertNoDependants(manager: import('typeorm').EntityManager, ctx: RequestContext, departmentId: string): Promise<void> {
  for (const check of dependantChecks) {
    const problem = await check(manager, ctx, departmentId);
    if (problem) throw conflict(problem);
  }
}

export const departmentService = new DepartmentService();
