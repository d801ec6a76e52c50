import { CodePurpose, ResendCodePurpose } from '../codes/verification-code.entity';
import type { RequestContext } from '../../../core/context/request-context';
import { validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { enqueueMail } from '../../../core/mail/enqueue-mail';
import { type Acknowledgement, type CodeSent, type PasswordChanged } from '../auth/auth.types';
import { type ChangePasswordInput, normalizeEmail, type ResetPasswordInput } from '../auth/auth.inputs';
import { codeRefusal, codeSent, type Refusal, settle } from '../auth/code-refusal';
import { verificationCodes } from '../codes/verification-codes';
import { CODE_TTL_MS } from '../codes/code.rules';
import { passwordChangedMail, passwordResetCodeMail } from '../mail/identity-mails';
import { sessionService } from '../sessions/session.service';
import { assertNotLockedOut, countPasswordFailure } from '../sessions/login.service';
import { User } from '../users/user.entity';
import { Membership } from '../memberships/membership.entity';
import { hashPassword, verifyPassword } from './password-hasher';
import { passwordProblems } from './password.rules';
import { invitationService } from '../invitations/invitation.service';

const FORGOT = 'If an account exists for this address, a 6-digit code has been sent to it.';

/** Checks the signed-in user's current password; wrong answers count towards the sign-in lockout. */
export async function confirmCurrentPassword(ctx: RequestContext, user: User, password: string, field = 'currentPassword'): Promise<void> {
  await assertNotLockedOut(ctx, user.email);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await countPasswordFailure(ctx, user.email);
    throw validationError({ [field]: ['is not correct'] });
  }
}

export class PasswordService {
  /** New password for the signed-in user; every other session of theirs is signed out. */
  async change(ctx: RequestContext, input: ChangePasswordInput): Promise<PasswordChanged> {
    const principal = ctx.requirePrincipal();
    const user = await ctx.db.findOneByOrFail(User, { id: principal.userId! });
    await confirmCurrentPassword(ctx, user, input.currentPassword);
    const problems = passwordProblems(input.newPassword, { email: user.email, currentPassword: input.currentPassword });
    if (problems.length) throw validationError({ newPassword: problems });
    const passwordHash = await hashPassword(input.newPassword);
    return ctx.transaction(async (uow) => {
      const now = ctx.now();
      await uow.manager.update(User, { id: user.id }, { passwordHash, passwordChangedAt: now });
      const revoked = await sessionService.revokeUserSessions(ctx, uow, user.id, 'password_changed', now, principal.sessionId);
      await recordAudit(uow, ctx, { entityType: 'user', entityId: user.id, action: 'password_changed', changes: { otherSessionsRevoked: revoked.length } });
      enqueueMail(uow, ctx.runtime, passwordChangedMail(user.email, 'changed'));
      return { passwordChangedAt: now, otherSessionsRevoked: revoked.length };
    });
  }

  /**
   * Mails a reset code when the address has an account; an invitee who has not set a password yet
   * gets a fresh activation code with the link to accept the invitation instead. The answer never
   * tells which (or whether the address is known).
   */
  async forgot(ctx: RequestContext, rawEmail: string): Promise<CodeSent> {
    const email = normalizeEmail(rawEmail);
    await ctx.transaction(async (uow) => {
      await verificationCodes.throttleSend(ctx, uow.manager, CodePurpose.PasswordReset, email);
      const user = await uow.manager.findOneBy(User, { email });
      if (!user) return;
      if (!user.passwordHash) {
        await invitationService.mailActivationCode(ctx, uow, user);
        return;
      }
      const { code } = await verificationCodes.issue(ctx, uow.manager, { purpose: CodePurpose.PasswordReset, subject: email, email, userId: user.id });
      enqueueMail(uow, ctx.runtime, passwordResetCodeMail(email, code, CODE_TTL_MS));
    });
    return codeSent(email, ResendCodePurpose.PasswordReset, FORGOT);
  }

  /** Sets a new password with the mailed code and signs out every session of the account. */
  async reset(ctx: RequestContext, input: ResetPasswordInput): Promise<Acknowledgement> {
    const email = normalizeEmail(input.email);
    const problems = passwordProblems(input.password, { email });
    if (problems.length) throw validationError({ password: problems });
    const passwordHash = await hashPassword(input.password);
    return settle(
      ctx.transaction(async (uow): Promise<Acknowledgement | Refusal> => {
        const outcome = await verificationCodes.consume(ctx, uow.manager, CodePurpose.PasswordReset, email, input.code);
        if (outcome.result !== 'ok') return codeRefusal(outcome);
        const user = await uow.manager.findOneBy(User, { email });
        if (!user || user.id !== outcome.row.userId) return codeRefusal({ result: 'dead' });
        const now = ctx.now();
        await uow.manager.update(User, { id: user.id }, { passwordHash, passwordChangedAt: now });
        const revoked = await sessionService.revokeUserSessions(ctx, uow, user.id, 'password_reset', now);
        const memberships = await uow.manager.findBy(Membership, { userId: user.id });
        for (const membership of memberships) {
          await recordAudit(uow, ctx, {
            entityType: 'user',
            entityId: user.id,
            action: 'password_reset',
            organizationId: membership.organizationId,
            branchId: null,
            changes: { sessionsRevoked: revoked.length },
          });
        }
        enqueueMail(uow, ctx.runtime, passwordChangedMail(email, 'reset'));
        return { ok: true, message: 'The password was changed. Sign in with the new password.' };
      }),
    );
  }

  /** A new reset code, same as forgot (the same answer whether or not the address has an account). */
  resend(ctx: RequestContext, email: string): Promise<CodeSent> {
    return this.forgot(ctx, email);
  }
}

export const passwordService = new PasswordService();
