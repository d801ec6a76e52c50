import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { Supplier } from './supplier.entity';
import { type CreateSupplierInput, type SupplierFilter, type SupplierReasonInput, type UpdateSupplierInput } from './supplier.inputs';
import { supplierEvents, supplierPayload } from './supplier.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 's.name_key', createdAt: 's.created_at', updatedAt: 's.updated_at' } as const;
export const suppliersSort = listSortFields('suppliers', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = suppliersSort.fields;
const DUPLICATE_NAME = 'purchasing_suppliers_org_name_key';
/** Days from ordering to delivery when not given. */
export const DEFAULT_LEAD_TIME_DAYS = 1;

const AUDITED = ['name', 'nameAr', 'phone', 'taxNumber', 'leadTimeDays'] as const;

export const NOT_A_SUPPLIER = 'does not refer to a supplier of this organisation';

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

function optional(value: string | null | undefined, current: string | null): string | null {
  if (value === undefined) return current;
  return value?.trim() || null;
}

export class SupplierService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: SupplierFilter | undefined): Promise<PageResult<Supplier>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db.getRepository(Supplier).createQueryBuilder('s').where('s.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.active != null) query.andWhere('s.active = :active', { active: filter.active });
    if (window.search) {
      query.andWhere('(s.name ILIKE :search OR s.name_ar ILIKE :search OR s.phone ILIKE :search OR s.tax_number ILIKE :search)', {
        search: likePattern(window.search),
      });
    }
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('s.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<Supplier> {
    const supplier = await ctx.db.findOne(Supplier, { where: { id, organizationId: ctx.organizationId } });
    if (!supplier) throw notFound('Supplier');
    return supplier;
  }

  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, Supplier>> {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db.find(Supplier, { where: { id: In([...new Set(ids)]), organizationId: ctx.organizationId } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * The supplier a new or changed document names, inside the write's transaction: 422 on `field`
   * for an unknown or foreign id, or an inactive supplier.
   */
  async usableForNewDocument(manager: EntityManager, ctx: RequestContext, id: string, field = 'supplierId'): Promise<Supplier> {
    const supplier = await manager.findOne(Supplier, { where: { id, organizationId: ctx.organizationId } });
    if (!supplier) throw invalidField(field, NOT_A_SUPPLIER);
    if (!supplier.active) throw invalidField(field, 'refers to an inactive supplier');
    return supplier;
  }

  async create(ctx: RequestContext, input: CreateSupplierInput): Promise<Supplier> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const supplier = uow.manager.create(Supplier, {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: optional(input.nameAr, null),
          nameKey: nameKey(input.name),
          phone: optional(input.phone, null),
          taxNumber: optional(input.taxNumber, null),
          leadTimeDays: input.leadTimeDays ?? DEFAULT_LEAD_TIME_DAYS,
          active: true,
        });
        await uow.manager.save(supplier);
        await recordAudit(uow, ctx, { entityType: 'supplier', entityId: supplier.id, action: 'created', changes: supplierPayload(supplier), branchId: null });
        await emit(uow, ctx, { type: supplierEvents.types.created, resourceId: supplier.id, data: supplierPayload(supplier), branchId: null });
        return supplier;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateSupplierInput): Promise<Supplier> {
    if (input.name === null) throw invalidField('name', 'is required');
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const supplier = await this.lock(uow.manager, ctx, id);
        const next = {
          name: input.name?.trim() ?? supplier.name,
          nameAr: optional(input.nameAr, supplier.nameAr),
          phone: optional(input.phone, supplier.phone),
          taxNumber: optional(input.taxNumber, supplier.taxNumber),
          leadTimeDays: input.leadTimeDays ?? supplier.leadTimeDays,
        };
        const changes = diffFields(supplier, next, AUDITED);
        if (Object.keys(changes).length === 0) return supplier;
        Object.assign(supplier, next, { nameKey: nameKey(next.name) });
        await uow.manager.save(supplier);
        await recordAudit(uow, ctx, { entityType: 'supplier', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: supplierEvents.types.updated, resourceId: id, data: supplierPayload(supplier), branchId: null });
        return supplier;
      }),
    );
  }

  /** Deactivating keeps every document that names the supplier; new documents refuse it (422). */
  setActive(ctx: RequestContext, id: string, active: boolean, input: SupplierReasonInput | undefined): Promise<Supplier> {
    return ctx.transaction(async (uow) => {
      const supplier = await this.lock(uow.manager, ctx, id);
      if (supplier.active === active) throw conflict(active ? 'The supplier is already active.' : 'The supplier is already inactive.');
      supplier.active = active;
      await uow.manager.save(supplier);
      const change = active ? 'activated' : 'deactivated';
      await recordAudit(uow, ctx, {
        entityType: 'supplier',
        entityId: id,
        action: change,
        reason: normalizeReason(input?.reason),
        changes: { active: { from: !active, to: active } },
        branchId: null,
      });
      await emit(uow, ctx, { type: supplierEvents.types[change], resourceId: id, data: supplierPayload(supplier), branchId: null });
      return supplier;
    });
  }

  private async lock(manager: EntityManager, ctx: RequestContext, id: string): Promise<Supplier> {
    const supplier = await lockOrNotFound(manager, Supplier, ctx, id, 'Supplier');
    return supplier;
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('A supplier with this name already exists.') });
  }
}

export const supplierService = new SupplierService();
