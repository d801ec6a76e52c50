import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, PageResult, resolveListWindow, toPage } from '../../../core/lists/list-window';
import { recordAudit, diffFields } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { insertRow } from '../../../core/db/insert-row';
import { entityRows } from '../../../core/db/entity-rows';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { Department } from './department.entity';
import { CreateDepartmentInput, DepartmentFilter, UpdateDepartmentInput } from './department.inputs';
import { DEPARTMENT_EVENTS, departmentPayload } from './department.events';
import { Position } from '../positions/position.entity';
import { deleteGuards } from '../../../core/modules/delete-guards';

const SORT_COLUMNS = { name: 'd.name_key', createdAt: 'd.created_at', updatedAt: 'd.updated_at' } as const;
const SORTABLE = Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>;

const DEPARTMENT_COLUMNS = 'd.id, d.organization_id, d.name, d.name_ar, d.name_key, d.created_at, d.updated_at, d.deleted_at, d.deleted_by, d.delete_reason';

interface DepartmentRow {
  id: string;
  organization_id: string;
  name: string;
  name_ar: string | null;
  name_key: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  deleted_by: string | null;
  delete_reason: string | null;
  page_total__: string | number;
}

function departmentFromRow(row: DepartmentRow): Department {
  const department = new Department();
  department.id = row.id;
  department.organizationId = row.organization_id;
  department.name = row.name;
  department.nameAr = row.name_ar;
  department.nameKey = row.name_key;
  department.createdAt = toDate(row.created_at);
  department.updatedAt = toDate(row.updated_at);
  department.deletedAt = row.deleted_at == null ? null : toDate(row.deleted_at);
  department.deletedBy = row.deleted_by;
  department.deleteReason = row.delete_reason;
  return department;
}

/** pg parses timestamptz into Date; be safe with drivers that hand back strings. */
function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

const DUPLICATE_NAME = 'hr_departments_org_name_key';

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class DepartmentService {
  /**
   * One parameterised statement (rows + `COUNT(*) OVER ()`) mapped by hand: the query builder and
   * entity hydration cost more CPU than the query itself on this hot path. Sort keys map to the
   * constant expressions of SORT_COLUMNS; user input only ever travels as parameters.
   */
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: DepartmentFilter | undefined): Promise<PageResult<Department>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const params: unknown[] = [ctx.organizationId];
    let where = 'd.organization_id = $1';
    if (!filter?.includeDeleted) where += ' AND d.deleted_at IS NULL';
    if (window.search) {
      params.push(likePattern(window.search));
      where += ` AND (d.name ILIKE $${params.length} OR d.name_ar ILIKE $${params.length})`;
    }
    const order = `${SORT_COLUMNS[window.sort]} ${window.dir === 'DESC' ? 'DESC' : 'ASC'}, d.id ASC`;
    const rows = await ctx.query<DepartmentRow>(
      `SELECT ${DEPARTMENT_COLUMNS}, COUNT(*) OVER () AS page_total__ FROM hr_departments d WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.perPage, window.offset],
    );
    let total = rows.length > 0 ? Number(rows[0].page_total__) : 0;
    if (rows.length === 0 && window.offset > 0) {
      const [count] = await ctx.query<{ n: string }>(`SELECT COUNT(*) AS n FROM hr_departments d WHERE ${where}`, params);
      total = Number(count.n);
    }
    return toPage(rows.map(departmentFromRow), total, window);
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
        await insertRow(uow.manager, Department, department, ['id', 'createdAt', 'updatedAt']);
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

  private async catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, DUPLICATE_NAME)) throw conflict('A department with this name already exists.');
      throw error;
    }
  }
}

export const departmentService = new DepartmentService();
