import { CodePurpose } from '../codes/verification-code.entity';
import { In } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, forbidden, validationError, type FieldErrors } from '../../../core/errors/app-error';
import { Role } from '../../../core/auth/roles';
import { recordAudit } from '../../../core/audit/record-audit';
import { emit } from '../../../core/outbox/emit';
import { enqueueMail } from '../../../core/mail/enqueue-mail';
import { type AuthSession } from '../auth/auth.types';
import { type CodeSignInInput, normalizeEmail } from '../auth/auth.inputs';
import { codeRefusal, type Refusal, settle } from '../auth/code-refusal';
import { actingAs, memberPrincipal } from '../auth/acting-context';
import { verificationCodes } from '../codes/verification-codes';
import { VerificationCode } from '../codes/verification-code.entity';
import { INVITATION_TTL_MS } from '../codes/code.rules';
import { publicBaseUrlOf } from '../../../core/http/public-base-url';
import { acceptInvitationUrl, activationCodeMail, invitationMail } from '../mail/identity-mails';
import { hashPassword, verifyPassword } from '../passwords/password-hasher';
import { passwordProblems } from '../passwords/password.rules';
import { assertNotLockedOut, countPasswordFailure } from '../sessions/login.service';
import { sessionService } from '../sessions/session.service';
import { assignableRoles } from '../members/member.rules';
import { type InviteMemberInput } from '../members/member.inputs';
import { MEMBER_EVENTS, memberPayload } from '../identity.events';
import { User } from '../users/user.entity';
import { Organization } from '../organizations/organization.entity';
import { Branch } from '../branches/branch.entity';
import { Membership, MembershipStatus } from '../memberships/membership.entity';

/** Checks branch ids against the organisation; 422 naming `branchIds[i]` for strangers. */
export async function assertOwnBranches(manager: EntityManager, organizationId: string, branchIds: readonly string[]): Promise<void> {
  if (branchIds.length === 0) return;
  const found = await manager.find(Branch, { where: { id: In([...new Set(branchIds)]), organizationId }, select: { id: true } });
  const known = new Set(found.map((branch) => branch.id));
  const errors: FieldErrors = {};
  branchIds.forEach((id, index) => {
    if (!known.has(id)) errors[`branchIds[${index}]`] = ['does not refer to a branch of this organisation'];
  });
  if (Object.keys(errors).length) throw validationError(errors);
}

/** The branch a member lands on after activation: their first active branch, or the organisation's oldest active one. */
async function landingBranch(manager: EntityManager, membership: Membership): Promise<Branch> {
  if (!membership.allBranches && membership.branchIds.length > 0) {
    const branch = await manager.findOne(Branch, {
      where: { id: In(membership.branchIds), organizationId: membership.organizationId, active: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (branch) return branch;
  }
  return manager.findOneOrFail(Branch, { where: { organizationId: membership.organizationId, active: true }, order: { createdAt: 'ASC', id: 'ASC' } });
}

/**
 * Invitations: a member with members:manage invites a person with a role and branches; the
 * invitee activates with the mailed code (setting a password, or confirming theirs when they
 * already have an account elsewhere) and is signed in.
 */
export class InvitationService {
  async invite(ctx: RequestContext, input: InviteMemberInput): Promise<Membership> {
    const principal = ctx.requirePrincipal();
    const email = normalizeEmail(input.email);
    const role = input.role as Role;
    if (!assignableRoles(principal.role).includes(role)) throw forbidden(`Your role cannot invite a member as ${role}.`);
    const allBranches = role === Role.Owner || Boolean(input.allBranches);
    const branchIds = [...new Set(input.branchIds ?? [])];
    if (!allBranches && branchIds.length === 0) throw validationError({ branchIds: ['must name at least one branch (or set allBranches)'] });
    return ctx.transaction(async (uow) => {
      await assertOwnBranches(uow.manager, ctx.organizationId, branchIds);
      let user = await uow.manager.findOneBy(User, { email });
      if (user) {
        const existing = await uow.manager.findOneBy(Membership, { organizationId: ctx.organizationId, userId: user.id });
        if (existing?.status === MembershipStatus.Invited)
          throw conflict('This person is already invited; resend the code with auth/verification/resend (purpose activation).');
        if (existing) throw conflict('This person is already a member of the organisation.');
      } else {
        user = await uow.manager.save(
          uow.manager.create(User, { email, fullName: input.fullName.trim(), passwordHash: null, emailVerifiedAt: null, passwordChangedAt: null }),
        );
      }
      const now = ctx.now();
      const membership = await uow.manager.save(
        uow.manager.create(Membership, {
          organizationId: ctx.organizationId,
          userId: user.id,
          role,
          allBranches,
          branchIds,
          status: MembershipStatus.Invited,
          invitedByUserId: principal.userId,
          invitedAt: now,
          activatedAt: null,
        }),
      );
      await verificationCodes.throttleSend(ctx, uow.manager, CodePurpose.Activation, email);
      const { code } = await verificationCodes.issue(ctx, uow.manager, {
        purpose: CodePurpose.Activation,
        subject: email,
        email,
        userId: user.id,
        payload: { organizationId: ctx.organizationId },
      });
      const organization = await uow.manager.findOneByOrFail(Organization, { id: ctx.organizationId });
      const inviter = principal.userId ? await uow.manager.findOneBy(User, { id: principal.userId }) : null;
      enqueueMail(
        uow,
        ctx.runtime,
        invitationMail(
          email,
          code,
          organization.name,
          inviter?.fullName ?? organization.name,
          role,
          INVITATION_TTL_MS,
          acceptInvitationUrl(publicBaseUrlOf(ctx), email, code),
        ),
      );
      await recordAudit(uow, ctx, { entityType: 'membership', entityId: membership.id, action: 'invited', changes: { email, role, allBranches, branchIds } });
      await emit(uow, ctx, { type: MEMBER_EVENTS.invited, resourceId: membership.id, data: memberPayload(membership, user), branchId: null });
      return membership;
    });
  }

  /** A new activation code for a person with an open invitation (nothing is said otherwise). */
  async resend(ctx: RequestContext, email: string): Promise<void> {
    await ctx.transaction(async (uow) => {
      await verificationCodes.throttleSend(ctx, uow.manager, CodePurpose.Activation, email);
      const user = await uow.manager.findOneBy(User, { email });
      if (user) await this.mailActivationCode(ctx, uow, user);
    });
  }

  /**
   * Mails a fresh activation code (with the link to the console's accept page) when the user has an
   * open invitation; does nothing otherwise. The caller has throttled sends to the address.
   */
  async mailActivationCode(ctx: RequestContext, uow: UnitOfWork, user: User): Promise<void> {
    const invited = await uow.manager.find(Membership, { where: { userId: user.id, status: MembershipStatus.Invited }, order: { invitedAt: 'DESC' } });
    if (invited.length === 0) return;
    const { code } = await verificationCodes.issue(ctx, uow.manager, {
      purpose: CodePurpose.Activation,
      subject: user.email,
      email: user.email,
      userId: user.id,
      payload: { organizationId: invited[0].organizationId },
    });
    enqueueMail(uow, ctx.runtime, activationCodeMail(user.email, code, INVITATION_TTL_MS, acceptInvitationUrl(publicBaseUrlOf(ctx), user.email, code)));
  }

  /**
   * Accepts every open invitation of the address and signs in to the most recent one. A new
   * user sets their password here; someone who already has an account confirms their password.
   */
  async activate(ctx: RequestContext, input: CodeSignInInput): Promise<AuthSession> {
    const email = normalizeEmail(input.email);
    const existing = await ctx.db.findOneBy(User, { email });
    const hasPassword = Boolean(existing?.passwordHash);
    if (hasPassword) await assertNotLockedOut(ctx, email);
    else {
      const problems = passwordProblems(input.password, { email });
      if (problems.length) throw validationError({ password: problems });
    }
    const newHash = hasPassword ? null : await hashPassword(input.password);
    return settle(
      ctx.transaction(async (uow): Promise<AuthSession | Refusal> => {
        const outcome = await verificationCodes.check(ctx, uow.manager, CodePurpose.Activation, email, input.code);
        if (outcome.result !== 'ok') return codeRefusal(outcome);
        const user = await uow.manager.findOneBy(User, { email });
        if (!user || user.id !== outcome.row.userId) return codeRefusal({ result: 'dead' });
        if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password))) {
          await uow.manager.increment(VerificationCode, { id: outcome.row.id }, 'attempts', 1);
          return { refused: validationError({ password: ['is not correct (you already have an account: use its password)'] }) };
        }
        const invited = await uow.manager.find(Membership, {
          where: { userId: user.id, status: MembershipStatus.Invited },
          order: { invitedAt: 'DESC' },
          lock: { mode: 'pessimistic_write' },
        });
        if (invited.length === 0) return codeRefusal({ result: 'dead' });
        await verificationCodes.markUsed(ctx, uow.manager, outcome.row);
        const now = ctx.now();
        if (!user.passwordHash) Object.assign(user, { passwordHash: newHash, passwordChangedAt: now });
        user.emailVerifiedAt ??= now;
        await uow.manager.save(user);
        let landing: { membership: Membership; branch: Branch } | null = null;
        const preferred = (outcome.row.payload as { organizationId?: string } | null)?.organizationId;
        for (const membership of invited) {
          membership.status = MembershipStatus.Active;
          membership.activatedAt = now;
          await uow.manager.save(membership);
          const branch = await landingBranch(uow.manager, membership);
          const acting = actingAs(ctx, memberPrincipal(membership, branch.id, null));
          await recordAudit(uow, acting, { entityType: 'membership', entityId: membership.id, action: 'activated', branchId: null });
          await emit(uow, acting, { type: MEMBER_EVENTS.activated, resourceId: membership.id, data: memberPayload(membership, user), branchId: null });
          if (!landing || membership.organizationId === preferred) landing = { membership, branch };
        }
        const organization = await uow.manager.findOneByOrFail(Organization, { id: landing!.membership.organizationId });
        return sessionService.open(ctx, uow, { user, membership: landing!.membership, organization, branch: landing!.branch, deviceId: input.deviceId.trim() });
      }),
    ).catch(async (error) => {
      if (hasPassword && error?.extensions?.fields?.password) await countPasswordFailure(ctx, email);
      throw error;
    });
  }
}

export const invitationService = new InvitationService();
