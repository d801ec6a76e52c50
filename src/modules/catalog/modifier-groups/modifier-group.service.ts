import { type EntityManager, In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound, validationError } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { ModifierGroup, ModifierOption, ProductModifierGroup } from './modifier-group.entity';
import { type ModifierGroupFilter, type ModifierGroupInput } from './modifier-group.inputs';
import { modifierGroupEvents, modifierGroupPayload } from './modifier-group.events';
import { choiceProblems } from './modifier-group.rules';
import { listSortFields } from '../../../core/lists/sort-fields';
import { ModifierOptionConsumable } from '../consumables/modifier-consumable.entity';
import { lockOrNotFound } from '../../../core/db/write-helpers';
import { runSql } from '../../../core/db/run-sql';

const SORT_COLUMNS = { name: 'g.name', createdAt: 'g.created_at', updatedAt: 'g.updated_at' } as const;
export const modifierGroupsSort = listSortFields('modifierGroups', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = modifierGroupsSort.fields;

function checkChoices(input: ModifierGroupInput): void {
  const problems = choiceProblems(input, input.options.filter((o) => o.active !== false).length);
  if (Object.keys(problems).length) throw validationError(problems);
}

export class ModifierGroupService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: ModifierGroupFilter | undefined): Promise<PageResult<ModifierGroup>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db.getRepository(ModifierGroup).createQueryBuilder('g').where('g.organization_id = :org', { org: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.optionId)
      query.andWhere('EXISTS (SELECT 1 FROM catalog_modifier_options o WHERE o.group_id = g.id AND o.id = :optionId AND o.organization_id = :org)', {
        optionId: filter.optionId,
      });
    // A group is found by its own name or one of its options' (the console's option pickers search both).
    if (window.search)
      query.andWhere(
        `(g.name ILIKE :search OR g.name_ar ILIKE :search OR EXISTS (SELECT 1 FROM catalog_modifier_options mo WHERE mo.group_id = g.id AND (mo.name ILIKE :search OR mo.name_ar ILIKE :search)))`,
        { search: likePattern(window.search) },
      );
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('g.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<ModifierGroup> {
    const group = await ctx.db.findOne(ModifierGroup, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!group) throw notFound('Modifier group');
    return group;
  }

  async getMany(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, ModifierGroup>> {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db.find(ModifierGroup, { where: { id: In([...new Set(ids)]), organizationId: ctx.organizationId }, withDeleted: true });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Options of many groups (DataLoader), by sortOrder then name. */
  async optionsOf(ctx: RequestContext, groupIds: readonly string[], manager: EntityManager = ctx.db): Promise<Map<string, ModifierOption[]>> {
    const result = new Map<string, ModifierOption[]>(groupIds.map((id) => [id, []]));
    if (groupIds.length === 0) return result;
    const rows = await manager.find(ModifierOption, {
      where: { organizationId: ctx.organizationId, groupId: In([...new Set(groupIds)]) },
      order: { sortOrder: 'ASC', name: 'ASC', id: 'ASC' },
    });
    for (const row of rows) result.get(row.groupId)?.push(row);
    return result;
  }

  /** Group ids attached to many products, in their order (DataLoader). */
  async groupIdsOfProducts(ctx: RequestContext, productIds: readonly string[], manager: EntityManager = ctx.db): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(productIds.map((id) => [id, []]));
    if (productIds.length === 0) return result;
    const rows = await manager.find(ProductModifierGroup, {
      where: { organizationId: ctx.organizationId, productId: In([...new Set(productIds)]) },
      order: { position: 'ASC' },
    });
    for (const row of rows) result.get(row.productId)?.push(row.groupId);
    return result;
  }

  async create(ctx: RequestContext, input: ModifierGroupInput): Promise<ModifierGroup> {
    checkChoices(input);
    return ctx.transaction(async (uow) => {
      const group = Object.assign(new ModifierGroup(), {
        organizationId: ctx.organizationId,
        name: input.name.trim(),
        nameAr: input.nameAr?.trim() || null,
        minChoices: input.minChoices,
        maxChoices: input.maxChoices,
        required: input.required,
        deletedAt: null,
        deletedBy: null,
        deleteReason: null,
      });
      await uow.manager.insert(ModifierGroup, group);
      const options = await this.replaceOptions(uow, ctx, group.id, input);
      const payload = modifierGroupPayload(group, options);
      await recordAudit(uow, ctx, { entityType: 'modifier-group', entityId: group.id, action: 'created', changes: payload, branchId: null });
      await emit(uow, ctx, { type: modifierGroupEvents.types.created, resourceId: group.id, data: payload, branchId: null });
      return group;
    });
  }

  /** Replaces the group and its full option list (options left out are removed). */
  async update(ctx: RequestContext, id: string, input: ModifierGroupInput): Promise<ModifierGroup> {
    checkChoices(input);
    return ctx.transaction(async (uow) => {
      const group = await lockOrNotFound(uow.manager, ModifierGroup, ctx, id, 'Modifier group');
      const before = modifierGroupPayload(group, (await this.optionsOf(ctx, [id], uow.manager)).get(id) ?? []);
      Object.assign(group, {
        name: input.name.trim(),
        nameAr: input.nameAr?.trim() || null,
        minChoices: input.minChoices,
        maxChoices: input.maxChoices,
        required: input.required,
      });
      await uow.manager.save(group);
      const options = await this.replaceOptions(uow, ctx, id, input);
      const after = modifierGroupPayload(group, options);
      await recordAudit(uow, ctx, { entityType: 'modifier-group', entityId: id, action: 'updated', changes: { before, after }, branchId: null });
      await emit(uow, ctx, { type: modifierGroupEvents.types.updated, resourceId: id, data: after, branchId: null });
      return group;
    });
  }

  /** Refused (409) while a live product uses the group. */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<ModifierGroup> {
    return ctx.transaction(async (uow) => {
      const group = await lockOrNotFound(uow.manager, ModifierGroup, ctx, id, 'Modifier group');
      const [{ n }] = await runSql<{ n: string }>(
        uow.manager,
        'SELECT COUNT(*) AS n FROM catalog_product_modifier_groups j JOIN catalog_products p ON p.id = j.product_id WHERE j.group_id = $1 AND j.organization_id = $2 AND p.deleted_at IS NULL',
        [id, ctx.organizationId],
      );
      if (Number(n) > 0) throw conflict(`The modifier group is attached to ${n} product(s); detach it first.`);
      group.deletedAt = ctx.now();
      group.deletedBy = ctx.actorId;
      group.deleteReason = normalizeReason(reason);
      await uow.manager.save(group);
      const payload = modifierGroupPayload(group, (await this.optionsOf(ctx, [id], uow.manager)).get(id) ?? []);
      await recordAudit(uow, ctx, { entityType: 'modifier-group', entityId: id, action: 'deleted', reason: group.deleteReason, branchId: null });
      await emit(uow, ctx, { type: modifierGroupEvents.types.deleted, resourceId: id, data: payload, branchId: null });
      return group;
    });
  }

  /** Validates ids (live groups of the organisation) for a product body; 422 on `field[i]`. */
  async assertOwnGroups(manager: EntityManager, ctx: RequestContext, ids: string[], field: string): Promise<void> {
    if (ids.length === 0) return;
    const found = await manager.find(ModifierGroup, { select: { id: true }, where: { id: In(ids), organizationId: ctx.organizationId } });
    const known = new Set(found.map((g) => g.id));
    const missing = ids.findIndex((id) => !known.has(id));
    if (missing >= 0) throw invalidField(`${field}[${missing}]`, 'is not a modifier group of this organisation');
  }

  async attach(manager: EntityManager, ctx: RequestContext, productId: string, groupIds: string[]): Promise<void> {
    await manager.delete(ProductModifierGroup, { organizationId: ctx.organizationId, productId });
    if (groupIds.length === 0) return;
    await manager.insert(
      ProductModifierGroup,
      groupIds.map((groupId, position) => ({ organizationId: ctx.organizationId, productId, groupId, position })),
    );
  }

  private async replaceOptions(uow: UnitOfWork, ctx: RequestContext, groupId: string, input: ModifierGroupInput): Promise<ModifierOption[]> {
    const existing = (await this.optionsOf(ctx, [groupId], uow.manager)).get(groupId) ?? [];
    const byId = new Map(existing.map((o) => [o.id, o]));
    const kept = new Set<string>();
    const result: ModifierOption[] = [];
    for (const [index, option] of input.options.entries()) {
      const values = {
        name: option.name.trim(),
        nameAr: option.nameAr?.trim() || null,
        priceDeltaIqd: option.priceDeltaIqd ?? 0,
        active: option.active ?? true,
        sortOrder: option.sortOrder ?? index,
      };
      if (option.id) {
        const current = byId.get(option.id);
        if (!current || kept.has(option.id)) throw invalidField(`options[${index}].id`, 'is not an option of this group');
        kept.add(option.id);
        Object.assign(current, values);
        await uow.manager.save(current);
        result.push(current);
      } else {
        const created = Object.assign(new ModifierOption(), { organizationId: ctx.organizationId, groupId, ...values });
        await uow.manager.insert(ModifierOption, created);
        result.push(created);
      }
    }
    const removed = existing.filter((o) => !kept.has(o.id)).map((o) => o.id);
    if (removed.length) {
      // A removed option's bill of materials goes with it: nothing can choose the option again.
      await uow.manager.delete(ModifierOptionConsumable, { organizationId: ctx.organizationId, optionId: In(removed) });
      await uow.manager.delete(ModifierOption, { organizationId: ctx.organizationId, id: In(removed) });
    }
    return result;
  }
}

export const modifierGroupService = new ModifierGroupService();
