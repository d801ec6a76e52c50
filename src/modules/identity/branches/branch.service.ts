import type { RequestContext } from '../../../core/context/request-context';
import { conflict, invalidField, notFound } from '../../../core/errors/app-error';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { normalizeReason } from '../../../core/soft-delete/delete-input';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../../core/time/business-day';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { sessionService } from '../sessions/session.service';
import { Branch } from './branch.entity';
import { type BranchFilter, type CreateBranchInput, type UpdateBranchInput } from './branch.inputs';
import { activationRefusal, branchCodeKey } from './branch.rules';
import { branchEvents, branchPayload } from './branch.events';
import { announceAccessChange } from '../sessions/access-changes';
import { listSortFields } from '../../../core/lists/sort-fields';
import { catchDuplicate, lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { name: 'b.name', code: 'b.codeKey', createdAt: 'b.createdAt' } as const;
export const branchesSort = listSortFields('branches', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = branchesSort.fields;
const DUPLICATE_CODE = 'branches_org_code_key';
const EDITABLE = ['name', 'nameAr', 'code', 'address', 'phone', 'timeZone'] as const;

const orNull = (value: string | null | undefined): string | null => value?.trim() || null;

function checkedTimeZone(value: string): string {
  const zone = value.trim();
  if (!isValidTimeZone(zone)) throw invalidField('timeZone', 'must be an IANA time zone name, e.g. Asia/Baghdad');
  return zone;
}

/**
 * The organisation's branches: owners and managers add, change, deactivate and activate them.
 * Deactivating keeps every record of the branch; it refuses sign-in, switch-branch and
 * X-Branch-Id to it and ends the sessions signed in to it.
 */
export class BranchService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: BranchFilter | undefined): Promise<PageResult<Branch>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'name', dir: 'asc' });
    const qb = ctx.db.createQueryBuilder(Branch, 'b').where('b.organizationId = :org', { org: ctx.organizationId });
    if (filter?.active != null) qb.andWhere('b.active = :active', { active: filter.active });
    if (window.search) {
      qb.andWhere('(b.name ILIKE :search OR b.nameAr ILIKE :search OR b.code ILIKE :search)', { search: likePattern(window.search) });
    }
    qb.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('b.id', 'ASC');
    return readPage(ctx, qb, window);
  }

  async get(ctx: RequestContext, id: string): Promise<Branch> {
    const branch = await ctx.db.findOneBy(Branch, { id, organizationId: ctx.organizationId });
    if (!branch) throw notFound('Branch');
    return branch;
  }

  async create(ctx: RequestContext, input: CreateBranchInput): Promise<Branch> {
    const timeZone = input.timeZone == null || input.timeZone.trim() === '' ? DEFAULT_TIME_ZONE : checkedTimeZone(input.timeZone);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const branch = uow.manager.create(Branch, {
          organizationId: ctx.organizationId,
          name: input.name.trim(),
          nameAr: orNull(input.nameAr),
          code: input.code.trim(),
          codeKey: branchCodeKey(input.code),
          address: orNull(input.address),
          phone: orNull(input.phone),
          timeZone,
          active: true,
          deactivatedAt: null,
          deactivationReason: null,
        });
        await uow.manager.save(branch);
        await recordAudit(uow, ctx, { entityType: 'branch', entityId: branch.id, action: 'created', changes: branchPayload(branch), branchId: branch.id });
        await emit(uow, ctx, { type: branchEvents.types.created, resourceId: branch.id, data: branchPayload(branch), branchId: branch.id });
        return branch;
      }),
    );
  }

  async update(ctx: RequestContext, id: string, input: UpdateBranchInput): Promise<Branch> {
    const timeZone = input.timeZone == null ? undefined : checkedTimeZone(input.timeZone);
    return this.catchDuplicate(() =>
      ctx.transaction(async (uow) => {
        const branch = await this.lockBranch(uow, ctx, id);
        const next = {
          name: input.name == null ? branch.name : input.name.trim(),
          nameAr: input.nameAr === undefined ? branch.nameAr : orNull(input.nameAr),
          code: input.code == null ? branch.code : input.code.trim(),
          address: input.address === undefined ? branch.address : orNull(input.address),
          phone: input.phone === undefined ? branch.phone : orNull(input.phone),
          timeZone: timeZone ?? branch.timeZone,
        };
        const changes = diffFields(branch, next, EDITABLE);
        if (Object.keys(changes).length === 0) return branch;
        Object.assign(branch, next, { codeKey: branchCodeKey(next.code) });
        await uow.manager.save(branch);
        await recordAudit(uow, ctx, { entityType: 'branch', entityId: id, action: 'updated', changes, branchId: id });
        await emit(uow, ctx, { type: branchEvents.types.updated, resourceId: id, data: branchPayload(branch), branchId: id });
        return branch;
      }),
    );
  }

  async deactivate(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Branch> {
    return this.setActive(ctx, id, false, normalizeReason(reason));
  }

  async activate(ctx: RequestContext, id: string, reason: string | null | undefined): Promise<Branch> {
    return this.setActive(ctx, id, true, normalizeReason(reason));
  }

  private async setActive(ctx: RequestContext, id: string, next: boolean, reason: string | null): Promise<Branch> {
    return ctx.transaction(async (uow) => {
      // Every branch row of the organisation is locked, so two deactivations cannot both leave
      // the organisation without an active branch.
      const branches = await uow.manager.find(Branch, {
        where: { organizationId: ctx.organizationId },
        lock: { mode: 'pessimistic_write' },
        order: { id: 'ASC' },
      });
      const branch = branches.find((candidate) => candidate.id === id);
      if (!branch) throw notFound('Branch');
      const refusal = activationRefusal(branch.active, next, branches.filter((candidate) => candidate.active).length);
      if (refusal === 'already-active') throw conflict('The branch is already active.');
      if (refusal === 'already-inactive') throw conflict('The branch is already deactivated.');
      if (refusal === 'last-active') throw conflict('The last active branch of the organisation cannot be deactivated.');
      branch.active = next;
      branch.deactivatedAt = next ? null : ctx.now();
      branch.deactivationReason = next ? null : reason;
      await uow.manager.save(branch);
      let endedSessions = 0;
      if (!next) {
        endedSessions = (await sessionService.revokeBranchSessions(ctx, uow, ctx.organizationId, id, 'branch_deactivated', ctx.now())).length;
      }
      uow.afterCommit(() => announceAccessChange(ctx.runtime, { branchId: id }));
      await recordAudit(uow, ctx, {
        entityType: 'branch',
        entityId: id,
        action: next ? 'activated' : 'deactivated',
        reason,
        changes: next ? { active: { from: false, to: true } } : { active: { from: true, to: false }, endedSessions },
        branchId: id,
      });
      await emit(uow, ctx, {
        type: next ? branchEvents.types.activated : branchEvents.types.deactivated,
        resourceId: id,
        data: branchPayload(branch),
        branchId: id,
      });
      return branch;
    });
  }

  private async lockBranch(uow: UnitOfWork, ctx: RequestContext, id: string): Promise<Branch> {
    const branch = await lockOrNotFound(uow.manager, Branch, ctx, id, 'Branch');
    return branch;
  }

  private catchDuplicate<T>(work: () => Promise<T>): Promise<T> {
    return catchDuplicate(work, { [DUPLICATE_CODE]: () => conflict('Another branch of the organisation already has this code.') });
  }
}

export const branchService = new BranchService();
