import type { RequestContext } from '../../../core/context/request-context';
import { AppError, forbidden, tenantMismatch, validationError } from '../../../core/errors/app-error';
import { type AuthSession } from '../auth/auth.types';
import { type LoginInput, normalizeEmail } from '../auth/auth.inputs';
import { verifyPassword } from '../passwords/password-hasher';
import { clearCounter, lockedForSeconds, LOGIN_IP_LOCKOUT, LOGIN_LOCKOUT, rateLimited, recordFailure, throttleKey } from '../throttle/throttle';
import { User } from '../users/user.entity';
import { Branch } from '../branches/branch.entity';
import { Organization } from '../organizations/organization.entity';
import { Membership, membershipCoversBranch, MembershipStatus } from '../memberships/membership.entity';
import { sessionService } from './session.service';

const BAD_CREDENTIALS = 'The e-mail address or password is not correct.';
const LOCKED = 'Too many failed sign-in attempts. Please wait before trying again.';

export function loginThrottleKeys(ctx: RequestContext, email: string): { account: string; ip: string } {
  const ip = ctx.ip ?? 'unknown';
  return { account: throttleKey('login', email, ip), ip: throttleKey('login-ip', ip) };
}

/** 429 while the account (from this address) or the address itself is locked out. */
export async function assertNotLockedOut(ctx: RequestContext, email: string): Promise<void> {
  const keys = loginThrottleKeys(ctx, email);
  const seconds = Math.max(await lockedForSeconds(ctx.db, keys.account, ctx.now()), await lockedForSeconds(ctx.db, keys.ip, ctx.now()));
  if (seconds > 0) throw rateLimited(seconds, LOCKED);
}

/** Counts a failed password check (committed on its own, whatever the caller then does). */
export async function countPasswordFailure(ctx: RequestContext, email: string): Promise<void> {
  const keys = loginThrottleKeys(ctx, email);
  await ctx.transaction(async (uow) => {
    await recordFailure(uow.manager, keys.account, ctx.now(), LOGIN_LOCKOUT);
    await recordFailure(uow.manager, keys.ip, ctx.now(), LOGIN_IP_LOCKOUT);
  });
}

/**
 * Sign-in with e-mail, password and branch. The password is checked before anything about the
 * branch is said, so an unauthenticated caller learns nothing about branches or memberships.
 */
export class LoginService {
  async login(ctx: RequestContext, input: LoginInput): Promise<AuthSession> {
    const email = normalizeEmail(input.email);
    await assertNotLockedOut(ctx, email);
    const user = await ctx.db.findOneBy(User, { email });
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) {
      await countPasswordFailure(ctx, email);
      throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
    }
    const keys = loginThrottleKeys(ctx, email);
    await clearCounter(ctx.db, keys.account);

    const branch = input.branchId ? await ctx.db.findOneBy(Branch, { id: input.branchId }) : await defaultBranchOf(ctx, user.id);
    if (!branch && !input.branchId) throw forbidden('You have no active branch to sign in to.');
    const membership = branch ? await ctx.db.findOneBy(Membership, { organizationId: branch.organizationId, userId: user.id }) : null;
    if (!branch || !membership) throw tenantMismatch('This branch does not belong to an organisation you are a member of.');
    if (membership.status !== MembershipStatus.Active)
      throw forbidden(
        membership.status === MembershipStatus.Invited
          ? 'Activate your invitation before signing in to this organisation.'
          : 'Your membership of this organisation is disabled.',
      );
    if (!membershipCoversBranch(membership, branch.id)) throw forbidden('You are not a member of this branch.');
    if (!branch.active) throw forbidden('This branch is deactivated; sign in to another branch.');
    const organization = await ctx.db.findOneByOrFail(Organization, { id: branch.organizationId });
    return ctx.transaction((uow) => sessionService.open(ctx, uow, { user, membership, organization, branch, deviceId: input.deviceId.trim() }));
  }
}

/**
 * The branch a sign-in without `branchId` opens: the user's only organisation (several: the caller
 * must choose, 422), then the oldest active branch the membership covers. Asked only after the
 * password matched, so it tells an anonymous caller nothing.
 */
async function defaultBranchOf(ctx: RequestContext, userId: string): Promise<Branch | null> {
  const memberships = await ctx.db.find(Membership, { where: { userId } });
  if (memberships.length > 1) throw validationError({ branchId: ['is required: you are a member of several organisations'] });
  const [membership] = memberships;
  if (!membership) return null;
  const branches = await ctx.db.find(Branch, { where: { organizationId: membership.organizationId, active: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  return branches.find((branch) => membershipCoversBranch(membership, branch.id)) ?? null;
}

export const loginService = new LoginService();
