import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { InventoryItem } from './inventory-item.entity';
import { type InventoryItemFilter, type InventoryItemInput } from './inventory-item.inputs';
import { INVENTORY_ITEM_EVENTS, inventoryItemPayload } from './inventory-item.events';
import type { InventoryKind, InventoryUnit } from './inventory-item.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = {
  name: 'i.name_key',
  kind: 'i.kind',
  standardCostIqd: 'i.standard_cost_iqd',
  createdAt: 'i.created_at',
  updatedAt: 'i.updated_at',
} as const;
export const inventoryItemsSort = listSortFields('inventoryItems', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = inventoryItemsSort.fields;
const DUPLICATE_NAME = 'catalog_inventory_items_org_name_key';
const AUDITED = ['name', 'nameAr', 'unit', 'kind', 'active', 'standardCostIqd'] as const;

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

export class InventoryItemService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: InventoryItemFilter | undefined): Promise<PageResult<InventoryItem>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(InventoryItem)
      .createQueryBuilder('i')
      .where('i.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.kind) query.andWhere('i.kind = :kind', { kind: filter.kind });
    if (filter?.active != null) query.andWhere('i.active = :active', { active: filter.active });
    if (window.search) query.andWhere('(i.name ILIKE :search OR i.name_ar ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('i.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<InventoryItem> {
    const item = await ctx.db.findOne(InventoryItem, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!item) throw notFound('Inventory item');
    return item;
  }

  /** Items by id for DataLoaders and batch rules; only the caller's organisation, deleted ones included. */
  async getMany(ctx: RequestContext, ids: readonly string[], manager: EntityManager = ctx.db): Promise<Map<string, InventoryItem>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.find(InventoryItem, { where: { id: In([...new Set(ids)]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async create(ctx: RequestContext, input: InventoryItemInput): Promise<InventoryItem> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const item = uow.manager.create(InventoryItem, {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          nameKey: nameKey(input.name),
          unit: input.unit as InventoryUnit,
          kind: input.kind as InventoryKind,
          active: input.active ?? true,
          standardCostIqd: input.standardCostIqd,
        });
        await uow.manager.save(item);
        await recordAudit(uow, ctx, {
          entityType: 'inventory-item',
          entityId: item.id,
          action: 'created',
          changes: inventoryItemPayload(item),
          branchId: null,
        });
        await emit(uow, ctx, { type: INVENTORY_ITEM_EVENTS.created, resourceId: item.id, data: inventoryItemPayload(item), branchId: null });
        return item;
      }),
    );
  }

  /**
   * A change of unit re-prices every open batch that uses the item, so it is refused while an
   * open production batch refers to the item (checked by the production module's guard).
   */
  async update(ctx: RequestContext, id: string, input: InventoryItemInput): Promise<InventoryItem> {
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const item = await lockOrNotFound(uow.manager, InventoryItem, ctx, id, 'Inventory item');
        const next = {
          name: input.name.trim(),
          nameAr: input.nameAr === undefined ? item.nameAr : input.nameAr?.trim() || null,
          unit: input.unit as InventoryUnit,
          kind: input.kind as InventoryKind,
          active: input.active ?? item.active,
          standardCostIqd: input.standardCostIqd,
        };
        const changes = diffFields(item, next, AUDITED);
        if (Object.keys(changes).length === 0) return item;
        if (changes.unit || changes.kind) {
          for (const check of unitChangeGuards) {
            const problem = await check(uow.manager, ctx, id);
            if (problem) throw conflict(problem);
          }
        }
        Object.assign(item, next, { nameKey: nameKey(next.name) });
        await uow.manager.save(item);
        await recordAudit(uow, ctx, { entityType: 'inventory-item', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: INVENTORY_ITEM_EVENTS.updated, resourceId: id, data: inventoryItemPayload(item), branchId: null });
        return item;
      }),
    );
  }

  /** Soft delete: records that already use the item keep showing it. */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<InventoryItem> {
    return ctx.transaction(async (uow) => {
      const item = await lockOrNotFound(uow.manager, InventoryItem, ctx, id, 'Inventory item');
      item.deletedAt = ctx.now();
      item.deletedBy = ctx.actorId;
      item.deleteReason = normalizeReason(reason);
      await uow.manager.save(item);
      await recordAudit(uow, ctx, { entityType: 'inventory-item', entityId: id, action: 'deleted', reason: item.deleteReason, branchId: null });
      await emit(uow, ctx, { type: INVENTORY_ITEM_EVENTS.deleted, resourceId: id, data: inventoryItemPayload(item), branchId: null });
      return item;
    });
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_NAME]: () => conflict('An inventory item with this name already exists.') });
  }
}

/** Features whose figures depend on an item's unit or kind (open production batches) guard changes here. */
type UnitChangeGuard = (manager: EntityManager, ctx: RequestContext, itemId: string) => Promise<string | null>;
const unitChangeGuards: UnitChangeGuard[] = [];

export function registerInventoryItemUnitGuard(guard: UnitChangeGuard): void {
  unitChangeGuards.push(guard);
}

export const inventoryItemService = new InventoryItemService();
