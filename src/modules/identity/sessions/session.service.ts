import { In, IsNull, Not, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../../core/auth/access-token';
import { AppError, forbidden, reauthRequired, tenantMismatch } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { Session } from './session.entity';
import { RefreshToken } from './refresh-token.entity';
import { announceAccessChange } from './access-changes';
import { hashRefreshToken, newRefreshToken, refreshRefusal, type RefreshRefusal, sessionExpiry } from './session.rules';
import { type AuthSession } from '../auth/auth.types';
import { actingAs, memberPrincipal } from '../auth/acting-context';
import { User } from '../users/user.entity';
import { Organization } from '../organizations/organization.entity';
import { Branch } from '../branches/branch.entity';
import { Membership, membershipCoversBranch, MembershipStatus } from '../memberships/membership.entity';

export interface SignInSubject {
  user: User;
  membership: Membership;
  organization: Organization;
  branch: Branch;
  deviceId: string;
}

const REFUSAL_MESSAGES: Record<RefreshRefusal, string> = {
  unknown: 'The refresh token is not valid.',
  reused: 'This refresh token was already used; the session has been ended for safety. Please sign in again.',
  revoked: 'The session has ended. Please sign in again.',
  expired: 'The session has expired. Please sign in again.',
  access_changed: 'Your access to this organisation or branch has changed. Please sign in again.',
};

type RefreshOutcome = { refusal: RefreshRefusal } | { session: Session; refreshToken: string; membership: Membership };

function refusalError(refusal: RefreshRefusal): AppError {
  return refusal === 'unknown' ? new AppError('UNAUTHORIZED', REFUSAL_MESSAGES.unknown) : reauthRequired(REFUSAL_MESSAGES[refusal]);
}

/**
 * Sessions and their tokens: sign-in (one session per user and device), refresh with rotation
 * and reuse detection, sign-out, branch switch, and revocation after password changes.
 */
export class SessionService {
  /** Opens a session in the caller's transaction and returns its tokens. */
  async open(ctx: RequestContext, uow: UnitOfWork, subject: SignInSubject): Promise<AuthSession> {
    const now = ctx.now();
    const replaced = await this.revokeWhere(ctx, uow, { userId: subject.user.id, deviceId: subject.deviceId }, 'replaced_by_new_sign_in', now);
    const session = await uow.manager.save(
      uow.manager.create(Session, {
        userId: subject.user.id,
        organizationId: subject.organization.id,
        branchId: subject.branch.id,
        deviceId: subject.deviceId,
        ip: ctx.ip,
        userAgent: ctx.userAgent?.slice(0, 500) ?? null,
        expiresAt: sessionExpiry(now, now),
        lastRefreshedAt: null,
        revokedAt: null,
        revokeReason: null,
      }),
    );
    const refreshToken = await this.issueRefreshToken(uow.manager, session.id);
    const acting = actingAs(ctx, memberPrincipal(subject.membership, subject.branch.id, session.id));
    await recordAudit(uow, acting, {
      entityType: 'session',
      entityId: session.id,
      action: 'signed_in',
      changes: { deviceId: subject.deviceId, branchId: subject.branch.id, replacedSessions: replaced.length },
      organizationId: subject.organization.id,
    });
    return this.tokens(ctx, session, refreshToken, subject);
  }

  async refresh(ctx: RequestContext, token: string): Promise<AuthSession> {
    const outcome = await ctx.transaction(async (uow): Promise<RefreshOutcome> => {
      const now = ctx.now();
      const row = await uow.manager.findOne(RefreshToken, { where: { tokenHash: hashRefreshToken(token) }, lock: { mode: 'pessimistic_write' } });
      const session = row ? await uow.manager.findOne(Session, { where: { id: row.sessionId }, lock: { mode: 'pessimistic_write' } }) : null;
      const membership = session ? await uow.manager.findOneBy(Membership, { organizationId: session.organizationId, userId: session.userId }) : null;
      const refusal = refreshRefusal({
        tokenFound: Boolean(row && session),
        tokenRotated: Boolean(row?.rotatedAt),
        sessionRevoked: Boolean(session?.revokedAt),
        sessionExpired: Boolean(session && session.expiresAt <= now),
        memberStillHasBranch: Boolean(
          membership && membership.status === MembershipStatus.Active && session && membershipCoversBranch(membership, session.branchId),
        ),
      });
      if (refusal) {
        if (session && !session.revokedAt && refusal !== 'unknown') {
          const reason = refusal === 'reused' ? 'refresh_token_reuse' : refusal;
          await this.revokeWhere(ctx, uow, { id: session.id }, reason, now);
          await recordAudit(uow, ctx, {
            entityType: 'session',
            entityId: session.id,
            action: 'revoked',
            reason,
            organizationId: session.organizationId,
            branchId: session.branchId,
          });
        }
        return { refusal };
      }
      await uow.manager.update(RefreshToken, { id: row!.id }, { rotatedAt: now });
      session!.lastRefreshedAt = now;
      session!.expiresAt = sessionExpiry(session!.createdAt, now);
      await uow.manager.save(session!);
      const refreshToken = await this.issueRefreshToken(uow.manager, session!.id);
      return { session: session!, refreshToken, membership: membership! };
    });
    if ('refusal' in outcome) throw refusalError(outcome.refusal);
    const subject = await this.loadSubject(ctx.db, outcome.session, outcome.membership);
    return this.tokens(ctx, outcome.session, outcome.refreshToken, subject);
  }

  /** Ends the session the refresh token belongs to. Unknown or already ended: the same answer. */
  async logout(ctx: RequestContext, token: string): Promise<void> {
    await ctx.transaction(async (uow) => {
      const row = await uow.manager.findOneBy(RefreshToken, { tokenHash: hashRefreshToken(token) });
      if (!row) return;
      const session = await uow.manager.findOneBy(Session, { id: row.sessionId });
      if (!session || session.revokedAt) return;
      await this.revokeWhere(ctx, uow, { id: session.id }, 'logout', ctx.now());
      await recordAudit(uow, ctx, {
        entityType: 'session',
        entityId: session.id,
        action: 'signed_out',
        organizationId: session.organizationId,
        branchId: session.branchId,
      });
    });
  }

  /** New tokens for another branch of the same organisation, in the same session. */
  async switchBranch(ctx: RequestContext, branchId: string): Promise<AuthSession> {
    const principal = ctx.requirePrincipal();
    return ctx.transaction(async (uow) => {
      const branch = await uow.manager.findOneBy(Branch, { id: branchId });
      if (!branch || branch.organizationId !== principal.organizationId) {
        throw tenantMismatch('This branch does not belong to your organisation.');
      }
      if (!branch.active) throw forbidden('This branch is deactivated.');
      const membership = await uow.manager.findOneBy(Membership, { organizationId: principal.organizationId, userId: principal.userId! });
      if (!membership || membership.status !== MembershipStatus.Active) throw reauthRequired();
      if (!membershipCoversBranch(membership, branch.id)) throw forbidden('You are not a member of this branch.');
      const session = await uow.manager.findOne(Session, { where: { id: principal.sessionId! }, lock: { mode: 'pessimistic_write' } });
      if (!session || session.revokedAt || session.expiresAt <= ctx.now()) throw reauthRequired();
      const from = session.branchId;
      session.branchId = branch.id;
      await uow.manager.save(session);
      await uow.manager.update(RefreshToken, { sessionId: session.id, rotatedAt: IsNull() }, { rotatedAt: ctx.now() });
      const refreshToken = await this.issueRefreshToken(uow.manager, session.id);
      await recordAudit(uow, ctx, {
        entityType: 'session',
        entityId: session.id,
        action: 'branch_switched',
        changes: { branchId: { from, to: branch.id } },
        branchId: branch.id,
      });
      uow.afterCommit(() => announceAccessChange(ctx.runtime, { sessionIds: [session.id] }));
      const subject = await this.loadSubject(uow.manager, session, membership, branch);
      return this.tokens(ctx, session, refreshToken, subject);
    });
  }

  /** Ends every live session of a user (optionally but one); returns their ids. */
  async revokeUserSessions(
    ctx: RequestContext,
    uow: UnitOfWork,
    userId: string,
    reason: string,
    now: Date,
    exceptSessionId?: string | null,
  ): Promise<string[]> {
    return this.revokeWhere(ctx, uow, exceptSessionId ? { userId, id: Not(exceptSessionId) } : { userId }, reason, now);
  }

  /** Ends the live sessions of a member in one organisation (disabled member). */
  async revokeMemberSessions(ctx: RequestContext, uow: UnitOfWork, organizationId: string, userId: string, reason: string, now: Date): Promise<string[]> {
    return this.revokeWhere(ctx, uow, { organizationId, userId }, reason, now);
  }

  /** Ends the live sessions signed in to a branch (the branch was deactivated); returns their ids. */
  async revokeBranchSessions(ctx: RequestContext, uow: UnitOfWork, organizationId: string, branchId: string, reason: string, now: Date): Promise<string[]> {
    return this.revokeWhere(ctx, uow, { organizationId, branchId }, reason, now);
  }

  private async revokeWhere(ctx: RequestContext, uow: UnitOfWork, where: Record<string, unknown>, reason: string, now: Date): Promise<string[]> {
    const live = await uow.manager.find(Session, { where: { ...where, revokedAt: IsNull() }, select: { id: true } });
    const ids = live.map((session) => session.id);
    if (ids.length === 0) return ids;
    await uow.manager.update(Session, { id: In(ids) }, { revokedAt: now, revokeReason: reason });
    await uow.manager.update(RefreshToken, { sessionId: In(ids), rotatedAt: IsNull() }, { rotatedAt: now });
    uow.afterCommit(() => announceAccessChange(ctx.runtime, { sessionIds: ids }));
    return ids;
  }

  private async issueRefreshToken(manager: EntityManager, sessionId: string): Promise<string> {
    const token = newRefreshToken();
    await manager.insert(RefreshToken, { sessionId, tokenHash: hashRefreshToken(token), rotatedAt: null });
    return token;
  }

  private async loadSubject(manager: EntityManager, session: Session, membership: Membership, branch?: Branch): Promise<SignInSubject> {
    const user = await manager.findOneByOrFail(User, { id: session.userId });
    const organization = await manager.findOneByOrFail(Organization, { id: session.organizationId });
    const activeBranch = branch ?? (await manager.findOneByOrFail(Branch, { id: session.branchId }));
    return { user, membership, organization, branch: activeBranch, deviceId: session.deviceId };
  }

  private tokens(ctx: RequestContext, session: Session, refreshToken: string, subject: SignInSubject): AuthSession {
    const accessToken = signAccessToken(
      ctx.runtime.secrets.jwtKey,
      { sub: subject.user.id, org: subject.organization.id, branch: subject.branch.id, sid: session.id },
      ctx.now(),
    );
    return {
      accessToken,
      refreshToken,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenExpiresAt: session.expiresAt,
      role: subject.membership.role,
      user: subject.user,
      organization: subject.organization,
      branch: subject.branch,
    };
  }
}

export const sessionService = new SessionService();
