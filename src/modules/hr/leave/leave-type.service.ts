import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit, diffFields } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { LeaveType } from './leave-type.entity';
import { type LeaveTypeFilter, type LeaveTypeInput } from './leave-type.inputs';
import { LEAVE_TYPE_EVENTS, leaveTypePayload } from './leave-type.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { deleteGuards } from '../../../core/modules/delete-guards';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 't.name_key', createdAt: 't.created_at', updatedAt: 't.updated_at' } as const;
export const leaveTypesSort = listSortFields('leaveTypes', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = leaveTypesSort.fields;
const DUPLICATE_NAME = 'hr_leave_types_org_name_key';

/** The leave types `createDefaultLeaveTypes` adds when missing (by name). */
export const DEFAULT_LEAVE_TYPES: ReadonlyArray<{ name: string; nameAr: string; usesBalance: boolean; paid: boolean }> = [
  { name: 'Annual', nameAr: 'إجازة سنوية', usesBalance: true, paid: true },
  { name: 'Sick', nameAr: 'إجازة مرضية', usesBalance: false, paid: true },
  { name: 'Unpaid', nameAr: 'إجازة بدون راتب', usesBalance: false, paid: false },
  { name: 'Maternity', nameAr: 'إجازة أمومة', usesBalance: false, paid: true },
];

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class LeaveTypeService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: LeaveTypeFilter | undefined): Promise<PageResult<LeaveType>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db.getRepository(LeaveType).createQueryBuilder('t').where('t.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (window.search) query.andWhere('(t.name ILIKE :search OR t.name_ar ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('t.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<LeaveType> {
    const type = await ctx.db.findOne(LeaveType, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!type) throw notFound('Leave type');
    return type;
  }

  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, LeaveType>> {
    const rows = await ctx.db.find(LeaveType, { where: { id: In([...ids]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(ctx: RequestContext, input: LeaveTypeInput): Promise<LeaveType> {
    return this.catchDuplicate(() => ctx.transaction((uow) => this.insert(uow, ctx, { ...input, nameAr: input.nameAr ?? null, paid: input.paid ?? true })));
  }

  /** Adds Annual, Sick, Unpaid and Maternity where no live type has that name; answers every live type. */
  async createDefaults(ctx: RequestContext): Promise<LeaveType[]> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const existing = await uow.manager.find(LeaveType, { where: { organizationId: ctx.organizationId } });
        const names = new Set(existing.map((type) => type.nameKey));
        for (const preset of DEFAULT_LEAVE_TYPES) {
          if (!names.has(nameKey(preset.name))) existing.push(await this.insert(uow, ctx, preset));
        }
        return existing.sort((a, b) => a.nameKey.localeCompare(b.nameKey));
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: LeaveTypeInput): Promise<LeaveType> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const type = await lockOrNotFound(uow.manager, LeaveType, ctx, id, 'Leave type');
        const next = {
          name: input.name.trim(),
          nameAr: input.nameAr === undefined ? type.nameAr : input.nameAr?.trim() || null,
          usesBalance: input.usesBalance,
          paid: input.paid ?? type.paid,
        };
        const changes = diffFields(type, next, ['name', 'nameAr', 'usesBalance', 'paid']);
        if (Object.keys(changes).length === 0) return type;
        Object.assign(type, next, { nameKey: nameKey(next.name) });
        await uow.manager.save(type);
        await recordAudit(uow, ctx, { entityType: 'leave-type', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: LEAVE_TYPE_EVENTS.updated, resourceId: id, data: leaveTypePayload(type), branchId: null });
        return type;
      }),
    );
  }

  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<LeaveType> {
    return ctx.transaction(async (uow) => {
      const type = await lockOrNotFound(uow.manager, LeaveType, ctx, id, 'Leave type');
      // Leave requests declare a delete guard for their type (FeatureModule.deleteGuards).
      await deleteGuards.assertUnused('leaveType', uow.manager, ctx, id);
      type.deletedAt = ctx.now();
      type.deletedBy = ctx.actorId;
      type.deleteReason = normalizeReason(reason);
      await uow.manager.save(type);
      await recordAudit(uow, ctx, { entityType: 'leave-type', entityId: id, action: 'deleted', reason: type.deleteReason, branchId: null });
      await emit(uow, ctx, { type: LEAVE_TYPE_EVENTS.deleted, resourceId: id, data: leaveTypePayload(type), branchId: null });
      return type;
    });
  }

  private async insert(
    uow: UnitOfWork,
    ctx: RequestContext,
    values: { name: string; nameAr: string | null; usesBalance: boolean; paid: boolean },
  ): Promise<LeaveType> {
    const type = uow.manager.create(LeaveType, {
      organizationId: ctx.organizationId,
      name: values.name.trim(),
      nameAr: values.nameAr?.trim() || null,
      nameKey: nameKey(values.name),
      usesBalance: values.usesBalance,
      paid: values.paid,
    });
    await uow.manager.save(type);
    await recordAudit(uow, ctx, { entityType: 'leave-type', entityId: type.id, action: 'created', changes: leaveTypePayload(type), branchId: null });
    await emit(uow, ctx, { type: LEAVE_TYPE_EVENTS.created, resourceId: type.id, data: leaveTypePayload(type), branchId: null });
    return type;
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A leave type with this name already exists.') });
  }
}

export const leaveTypeService = new LeaveTypeService();
