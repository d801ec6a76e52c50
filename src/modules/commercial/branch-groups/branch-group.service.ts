import { In, IsNull } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { Branch } from '../../identity/branches/branch.entity';
import { BranchGroup, BranchGroupKind, BranchGroupMember } from './branch-group.entity';
import { type BranchGroupFilter, type BranchGroupInput } from './branch-group.inputs';
import { branchGroupEvents, branchGroupPayload } from './branch-group.events';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 'g.name_key', kind: 'g.kind', priceTierPct: 'g.price_tier_pct', createdAt: 'g.created_at', updatedAt: 'g.updated_at' } as const;
export const branchGroupsSort = listSortFields('branchGroups', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = branchGroupsSort.fields;
const DUPLICATE_NAME = 'commercial_branch_groups_org_name_key';
const ONE_TIER = 'commercial_branch_group_members_one_tier_key';
const ALREADY_MEMBER = 'commercial_branch_group_members_live_key';
const AUDITED = ['name', 'nameAr', 'kind', 'priceTierPct'] as const;

function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/** priceTierPct for the stored group: PriceTier defaults to 0; Region groups carry none (422 when sent). */
function tierPctOf(input: BranchGroupInput): number | null {
  if (input.kind === BranchGroupKind.Region) {
    if (input.priceTierPct != null) throw invalidField('priceTierPct', 'applies only to PriceTier groups');
    return null;
  }
  return input.priceTierPct ?? 0;
}

export class BranchGroupService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: BranchGroupFilter | undefined): Promise<PageResult<BranchGroup>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const query = ctx.db
      .getRepository(BranchGroup)
      .createQueryBuilder('g')
      .where('g.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.includeDeleted) query.withDeleted();
    if (filter?.kind) query.andWhere('g.kind = :kind', { kind: filter.kind });
    if (window.search) query.andWhere('(g.name ILIKE :search OR g.name_ar ILIKE :search)', { search: likePattern(window.search) });
    query.orderBy(SORT_COLUMNS[window.sort], window.dir);
    const page = await readPage(ctx, query.addOrderBy('g.id', 'ASC'), window);
    await this.fillBranchIds(ctx, page.items);
    return page;
  }

  async get(ctx: RequestContext, id: string): Promise<BranchGroup> {
    const group = await ctx.db.findOne(BranchGroup, { where: { id, organizationId: ctx.organizationId }, withDeleted: true });
    if (!group) throw notFound('Branch group');
    await this.fillBranchIds(ctx, [group]);
    return group;
  }

  async create(ctx: RequestContext, input: BranchGroupInput): Promise<BranchGroup> {
    const priceTierPct = tierPctOf(input);
    return this.catchConflicts(() =>
      ctx.transaction(async (uow) => {
        const group = Object.assign(new BranchGroup(), {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: input.nameAr?.trim() || null,
          nameKey: nameKey(input.name),
          kind: input.kind,
          priceTierPct,
          deletedAt: null,
          deletedBy: null,
          deleteReason: null,
        });
        await uow.manager.insert(BranchGroup, group);
        group.branchIds = [];
        await recordAudit(uow, ctx, {
          entityType: 'branch-group',
          entityId: group.id,
          action: 'created',
          changes: { name: group.name, nameAr: group.nameAr, kind: group.kind, priceTierPct },
          branchId: null,
        });
        await emit(uow, ctx, { type: branchGroupEvents.types.created, resourceId: group.id, data: branchGroupPayload(group), branchId: null });
        return group;
      }),
    );
  }

  /** PUT: every field replaced. Turning a Region into a PriceTier is 409 when one of its branches is already in another tier. */
  async replace(ctx: RequestContext, id: string, input: BranchGroupInput): Promise<BranchGroup> {
    const priceTierPct = tierPctOf(input);
    return this.catchConflicts(() =>
      ctx.transaction(async (uow) => {
        const group = await this.lockLive(uow, ctx, id);
        const next = { name: input.name.trim(), nameAr: input.nameAr?.trim() || null, kind: input.kind, priceTierPct };
        const changes = diffFields(group, next, AUDITED);
        if (Object.keys(changes).length > 0) {
          if (group.kind !== next.kind) {
            await uow.manager.update(
              BranchGroupMember,
              { organizationId: ctx.organizationId, groupId: id, removedAt: IsNull() },
              { priceTier: next.kind === BranchGroupKind.PriceTier },
            );
          }
          Object.assign(group, next, { nameKey: nameKey(next.name) });
          await uow.manager.save(group);
        }
        await this.fillBranchIds(ctx, [group], uow);
        if (Object.keys(changes).length === 0) return group;
        await recordAudit(uow, ctx, { entityType: 'branch-group', entityId: id, action: 'updated', changes, branchId: null });
        await emit(uow, ctx, { type: branchGroupEvents.types.updated, resourceId: id, data: branchGroupPayload(group), branchId: null });
        return group;
      }),
    );
  }

  /** Soft delete; the group's branches leave it with the same reason. */
  async delete(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<BranchGroup> {
    return ctx.transaction(async (uow) => {
      const group = await this.lockLive(uow, ctx, id);
      group.deletedAt = ctx.now();
      group.deletedBy = ctx.actorId;
      group.deleteReason = normalizeReason(reason);
      await uow.manager.save(group);
      await uow.manager.update(
        BranchGroupMember,
        { organizationId: ctx.organizationId, groupId: id, removedAt: IsNull() },
        { removedAt: group.deletedAt, removedBy: ctx.actorId, removeReason: group.deleteReason },
      );
      group.branchIds = [];
      await recordAudit(uow, ctx, { entityType: 'branch-group', entityId: id, action: 'deleted', reason: group.deleteReason, branchId: null });
      await emit(uow, ctx, { type: branchGroupEvents.types.deleted, resourceId: id, data: branchGroupPayload(group), branchId: null });
      return group;
    });
  }

  /** 422 on branchId for a branch not in the organisation; 409 when already a member or (PriceTier) in another tier. */
  async addBranch(ctx: RequestContext, id: string, branchId: string): Promise<BranchGroup> {
    return this.catchConflicts(() =>
      ctx.transaction(async (uow) => {
        const group = await this.lockLive(uow, ctx, id);
        const branch = await uow.manager.findOne(Branch, { where: { id: branchId, organizationId: ctx.organizationId } });
        if (!branch) throw invalidField('branchId', 'is not a branch of this organisation');
        const live = await uow.manager.find(BranchGroupMember, { where: { organizationId: ctx.organizationId, branchId, removedAt: IsNull() } });
        if (live.some((member) => member.groupId === id)) throw conflict('The branch is already in this group.');
        if (group.kind === BranchGroupKind.PriceTier && live.some((member) => member.priceTier)) {
          throw conflict('The branch is already in another PriceTier group; remove it there first.');
        }
        const member = Object.assign(new BranchGroupMember(), {
          organizationId: ctx.organizationId,
          groupId: id,
          branchId,
          priceTier: group.kind === BranchGroupKind.PriceTier,
          removedAt: null,
          removedBy: null,
          removeReason: null,
        });
        await uow.manager.insert(BranchGroupMember, member);
        await this.fillBranchIds(ctx, [group], uow);
        await recordAudit(uow, ctx, { entityType: 'branch-group', entityId: id, action: 'branch-added', changes: { branchId }, branchId: null });
        await emit(uow, ctx, { type: branchGroupEvents.types['branch-added'], resourceId: id, data: branchGroupPayload(group), branchId });
        return group;
      }),
    );
  }

  /** 404 when the branch is not (or no longer) in the group. */
  async removeBranch(ctx: RequestContext, id: string, branchId: string, reason: string | null | undefined): Promise<BranchGroup> {
    return ctx.transaction(async (uow) => {
      const group = await this.lockLive(uow, ctx, id);
      const member = await uow.manager.findOne(BranchGroupMember, {
        where: { organizationId: ctx.organizationId, groupId: id, branchId, removedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!member) throw notFound('Branch in this group');
      member.removedAt = ctx.now();
      member.removedBy = ctx.actorId;
      member.removeReason = normalizeReason(reason);
      await uow.manager.save(member);
      await this.fillBranchIds(ctx, [group], uow);
      await recordAudit(uow, ctx, {
        entityType: 'branch-group',
        entityId: id,
        action: 'branch-removed',
        changes: { branchId },
        reason: member.removeReason,
        branchId: null,
      });
      await emit(uow, ctx, { type: branchGroupEvents.types['branch-removed'], resourceId: id, data: branchGroupPayload(group), branchId });
      return group;
    });
  }

  /** The branch's live PriceTier group, for pricing (one query); null when it is in none. */
  async priceTierOf(ctx: RequestContext, branchId: string): Promise<BranchGroup | null> {
    const member = await ctx.db.findOne(BranchGroupMember, { where: { organizationId: ctx.organizationId, branchId, removedAt: IsNull(), priceTier: true } });
    if (!member) return null;
    return ctx.db.findOne(BranchGroup, { where: { id: member.groupId, organizationId: ctx.organizationId } });
  }

  private async lockLive(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<BranchGroup> {
    const group = await lockOrNotFound(uow.manager, BranchGroup, ctx, id, 'Branch group');
    return group;
  }

  /** One query for all groups on a page. */
  private async fillBranchIds(ctx: RequestContext, groups: BranchGroup[], uow?: UnitOfWork): Promise<void> {
    if (groups.length === 0) return;
    const manager = uow?.manager ?? ctx.db;
    const members = await manager.find(BranchGroupMember, {
      where: { organizationId: ctx.organizationId, groupId: In(groups.map((group) => group.id)), removedAt: IsNull() },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    for (const group of groups) group.branchIds = members.filter((member) => member.groupId === group.id).map((member) => member.branchId);
  }

  private catchConflicts<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, {
      [DUPLICATE_NAME]: () => conflict('A branch group with this name already exists.'),
      [ONE_TIER]: () => conflict('A branch can be in only one PriceTier group.'),
      [ALREADY_MEMBER]: () => conflict('The branch is already in this group.'),
    });
  }
}

export const branchGroupService = new BranchGroupService();
