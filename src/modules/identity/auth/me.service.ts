import { In } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import { reauthRequired } from '../../../core/errors/app-error';
import { type Me } from './auth.types';
import { User } from '../users/user.entity';
import { Organization } from '../organizations/organization.entity';
import { Branch } from '../branches/branch.entity';
import { Membership } from '../memberships/membership.entity';
import { Session } from '../sessions/session.entity';

export class MeService {
  async me(ctx: RequestContext): Promise<Me> {
    const principal = ctx.requirePrincipal();
    const user = await ctx.db.findOneByOrFail(User, { id: principal.userId! });
    const organization = await ctx.db.findOneByOrFail(Organization, { id: principal.organizationId });
    const membership = await ctx.db.findOneBy(Membership, { organizationId: principal.organizationId, userId: user.id });
    const session = await ctx.db.findOneBy(Session, { id: principal.sessionId! });
    if (!membership || !session) throw reauthRequired();
    const branches = await ctx.db.find(Branch, {
      where: membership.allBranches
        ? { organizationId: organization.id, active: true }
        : { organizationId: organization.id, id: In(membership.branchIds), active: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    const branch = branches.find((candidate) => candidate.id === principal.branchId) ?? (await ctx.db.findOneByOrFail(Branch, { id: principal.branchId! }));
    return {
      user,
      organization,
      branch,
      role: membership.role,
      permissions: [...principal.permissions].sort(),
      branches,
      sessionId: session.id,
      deviceId: session.deviceId,
    };
  }
}

export const meService = new MeService();
