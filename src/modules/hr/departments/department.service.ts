import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { type Param, readPage } from '../../../core/lists/read-page';
import { recordAudit, diffFields } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';
import { entityRows } from '../../../core/db/entity-rows';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { Department } from './department.entity';
import { type CreateDepartmentInput, type DepartmentFilter, type UpdateDepartmentInput } from './department.inputs';
import { DEPARTMENT_EVENTS, departmentPayload } from './department.events';
import { Position } from '../positions/position.entity';
import { listSortFields } from '../../../core/lists/sort-fields';
import { deleteGuards } from '../../../core/modules/delete-guards';

const SORT_COLUMNS = { name: 'd.name_key', createdAt: 'd.created_at', updatedAt: 'd.updated_at' } as const;
export const departmentsSort = listSortFields('departments', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = departmentsSort.fields;

const DUPLICATE_NAME = 'hr_departments_org_name_key';

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class DepartmentService {
  /**
   * Fixed SQL, mapped by the entity's metadata-derived reader (entity-rows.ts): the query builder and
   * entity hydration cost more CPU than the query itself on this hot path. Sort keys map to the
   * constant expressions of SORT_COLUMNS; user input only ever travels as parameters.
   */
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DepartmentFilter | undefined): Promise<PageResult<Department>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const where = (param: Param) => {
      let where = `d.organization_id = ${param(ctx.organizationId)}`;
      if (!filter?.includeDeleted) where += ' AND d.deleted_at IS NULL';
      if (window.search) {
        const search = param(likePattern(window.search));
        where += ` AND (d.name ILIKE ${search} OR d.name_ar ILIKE ${search})`;
      }
      return where;
    };
    const orderBy = `${SORT_COLUMNS[window.sort]} ${window.dir}, d.id ASC`;
    // Planned once: an organisation's departments stay few whatever the filter's values.
    return readPage(ctx, { reader: entityRows(ctx.db.connection, Department, 'd'), alias: 'd', where, orderBy, plannedOnce: true }, window);
  }

  async get(ctx: RequestContext, id: string): Promise<Department> {
    const department = await ctx.db.findOne(Department, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!department) throw notFound('Department');
    return department;
  }

  /** Departments by id for DataLoaders; only the caller's organisation, deleted ones included. */
  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, Department>> {
    // Fixed SQL and a metadata-derived mapper (entity-rows.ts): loaders run on every nested page.
    const reader = entityRows(ctx.db.connection, Department, 'd');
    const rows = await ctx.query<Record<string, unknown>>(`SELECT ${reader.columns} FROM ${reader.table} d WHERE d.id = ANY($1) AND d.organization_id = $2`, [
      ids,
      ctx.organizationId,
    ]);
    return new Map(rows.map((row) => [row.id as string, reader.map(row)]));
  }

  async create(ctx: RequestContext, input: CreateDepartmentInput): Promise<Department> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const department = Object.assign(new Department(), {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          nameKey: nameKey(input.name),
          deletedAt: null,
          deletedBy: null,
          deleteReason: null,
        });
        // A plain INSERT … RETURNING instead of save(): a new row needs no change detection or
        // subject building; RETURNING fills id, createdAt and updatedAt into `department`.
        await uow.manager.insert(Department, department);
        await recordAudit(uow, ctx, {
          entityType: 'department',
          entityId: department.id,
          action: 'created',
          changes: { name: department.name, nameAr: department.nameAr },
        });
        await emit(uow, ctx, { type: DEPARTMENT_EVENTS.created, resourceId: department.id, data: departmentPayload(department), branchId: null });
        return department;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateDepartmentInput): Promise<Department> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const department = await lockOrNotFound(uow.manager, Department, ctx, id, 'Department');
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
      const department = await lockOrNotFound(uow.manager, Department, ctx, id, 'Department');
      const positions = await uow.manager.count(Position, { where: { departmentId: id, organizationId: ctx.organizationId } });
      if (positions > 0) throw conflict('The department still has positions; move or delete them first.');
      // Features that point at departments (employees) declare delete guards (FeatureModule.deleteGuards).
      await deleteGuards.assertUnused('department', uow.manager, ctx, id);
      department.deletedAt = ctx.now();
      department.deletedBy = ctx.actorId;
      department.deleteReason = normalizeReason(reason);
      await uow.manager.save(department);
      await recordAudit(uow, ctx, { entityType: 'department', entityId: id, action: 'deleted', reason: department.deleteReason });
      await emit(uow, ctx, { type: DEPARTMENT_EVENTS.deleted, resourceId: id, data: departmentPayload(department), branchId: null });
      return department;
    });
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A department with this name already exists.') });
  }
}

export const departmentService = new DepartmentService();
