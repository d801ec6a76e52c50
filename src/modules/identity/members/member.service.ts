import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { AppError, notFound, validationError } from '../../../core/errors/app-error';
import { Role } from '../../../core/auth/roles';
import type { ListArgs } from '../../../core/lists/list-args';
import { likePattern, type PageResult, resolveListWindow } from '../../../core/lists/list-window';
import { readPage } from '../../../core/lists/read-page';
import { diffFields, recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { Membership, MembershipStatus } from '../memberships/membership.entity';
import { User } from '../users/user.entity';
import { MEMBER_EVENTS, memberPayload } from '../identity.events';
import { assertOwnBranches } from '../invitations/invitation.service';
import { sessionService } from '../sessions/session.service';
import { announceAccessChange } from '../sessions/access-changes';
import { memberChangeProblem } from './member.rules';
import { type MemberFilter, type UpdateMemberInput } from './member.inputs';
import { listSortFields } from '../../../core/lists/sort-fields';
import { lockOrNotFound } from '../../../core/db/write-helpers';

const SORT_COLUMNS = { createdAt: 'm.created_at', email: 'u.email', fullName: 'u.full_name', role: 'm.role', status: 'm.status' } as const;
export const membersSort = listSortFields('members', Object.keys(SORT_COLUMNS) as Array<keyof typeof SORT_COLUMNS>);
const SORTABLE = membersSort.fields;

/** Members of the caller's organisation: list, change role, branches or status. */
export class MemberService {
  async list(ctx: RequestContext, list: ListArgs | undefined, filter: MemberFilter | undefined): Promise<PageResult<Membership>> {
    const window = resolveListWindow(list, SORTABLE, { sort: 'createdAt', dir: 'asc' });
    const query = ctx.db
      .getRepository(Membership)
      .createQueryBuilder('m')
      .innerJoin(User, 'u', 'u.id = m.user_id')
      .where('m.organization_id = :organizationId', { organizationId: ctx.organizationId });
    if (filter?.status) query.andWhere('m.status = :status', { status: filter.status });
    if (filter?.role) query.andWhere('m.role = :role', { role: filter.role });
    if (window.search) query.andWhere('(u.email ILIKE :search OR u.full_name ILIKE :search)', { search: likePattern(window.search) });
    return readPage(ctx, query.orderBy(SORT_COLUMNS[window.sort], window.dir).addOrderBy('m.id', 'ASC'), window);
  }

  async get(ctx: RequestContext, id: string): Promise<Membership> {
    const membership = await ctx.db.findOneBy(Membership, { id, organizationId: ctx.organizationId });
    if (!membership) throw notFound('Member');
    return membership;
  }

  async update(ctx: RequestContext, id: string, input: UpdateMemberInput): Promise<Membership> {
    const principal = ctx.requirePrincipal();
    return ctx.transaction(async (uow) => {
      const membership = await lockOrNotFound(uow.manager, Membership, ctx, id, 'Member');
      const role = (input.role ?? undefined) as Role | undefined;
      const status = (input.status ?? undefined) as MembershipStatus | undefined;
      const problem = memberChangeProblem({ userId: principal.userId, role: principal.role }, membership, { role, status });
      if (problem) throw new AppError(problem.kind === 'forbidden' ? 'FORBIDDEN' : 'CONFLICT', problem.message);
      const nextRole = role ?? membership.role;
      const next = {
        role: nextRole,
        allBranches: nextRole === Role.Owner ? true : (input.allBranches ?? membership.allBranches),
        branchIds: input.branchIds ? [...new Set(input.branchIds)] : membership.branchIds,
        status: status ?? membership.status,
      };
      if (input.branchIds) await assertOwnBranches(uow.manager, ctx.organizationId, next.branchIds);
      if (!next.allBranches && next.branchIds.length === 0) throw validationError({ branchIds: ['must name at least one branch (or set allBranches)'] });
      const changes = diffFields(membership, next, ['role', 'allBranches', 'branchIds', 'status']);
      if (Object.keys(changes).length === 0) return membership;
      Object.assign(membership, next);
      await uow.manager.save(membership);
      if (changes.status && next.status === MembershipStatus.Disabled) {
        await sessionService.revokeMemberSessions(ctx, uow, ctx.organizationId, membership.userId, 'membership_disabled', ctx.now());
      }
      // Role, branches or status: what every node cached from the member's access is read again.
      uow.afterCommit(() => announceAccessChange(ctx.runtime, { member: { organizationId: ctx.organizationId, userId: membership.userId } }));
      const user = await uow.manager.findOneByOrFail(User, { id: membership.userId });
      await recordAudit(uow, ctx, { entityType: 'membership', entityId: id, action: 'updated', changes });
      await emit(uow, ctx, { type: MEMBER_EVENTS.updated, resourceId: id, data: memberPayload(membership, user), branchId: null });
      return membership;
    });
  }

  /** Users by id, for the member's `user` field (one query per request). */
  async usersById(ctx: RequestContext, ids: readonly string[]): Promise<Map<string, User>> {
    const rows = await ctx.db.findBy(User, { id: In([...ids]) });
    return new Map(rows.map((row) => [row.id, row]));
  }
}

export const memberService = new MemberService();
