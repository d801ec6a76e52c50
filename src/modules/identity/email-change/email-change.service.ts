import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../core/context/request-context';
import type { UnitOfWork } from '../../../core/db/unit-of-work';
import { conflict, notFound, validationError, type FieldErrors } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { enqueueMail } from '../../../core/mail/enqueue-mail';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { normalizeEmail, type ResendEmailChangeCodeInput, type StartEmailChangeInput, type VerifyEmailChangeInput } from '../auth/auth.inputs';
import { type Refusal, settle } from '../auth/code-refusal';
import { verificationCodes } from '../codes/verification-codes';
import { CODE_MESSAGES, CODE_TTL_MS } from '../codes/code.rules';
import { emailChangeCodeMail, emailChangedMail, emailTakenMail } from '../mail/identity-mails';
import { confirmCurrentPassword } from '../passwords/password.service';
import { User } from '../users/user.entity';
import { EmailChangeRequest, EmailChangeSide, EmailChangeStatus } from './email-change-request.entity';
import { CodePurpose } from '../codes/verification-code.entity';

/** A request can be completed within an hour; each of its codes lives 10 minutes (resend renews). */
export const EMAIL_CHANGE_TTL_MS = 60 * 60_000;

type Side = 'old' | 'new';
const PURPOSE = { old: CodePurpose.EmailChangeOld, new: CodePurpose.EmailChangeNew } as const;
const subjectOf = (requestId: string, side: Side) => `${requestId}:${side}`;

/**
 * Moving a user's sign-in address: start (password confirmed) mails one code to the current and
 * one to the new address; verify switches only with both; resend renews one side; cancel ends
 * the request. The old address is told when the change happens.
 */
export class EmailChangeService {
  async start(ctx: RequestContext, input: StartEmailChangeInput): Promise<EmailChangeRequest> {
    const user = await this.currentUser(ctx);
    await confirmCurrentPassword(ctx, user, input.currentPassword);
    const newEmail = normalizeEmail(input.newEmail);
    if (newEmail === user.email) throw validationError({ newEmail: ['is already your e-mail address'] });
    return ctx.transaction(async (uow) => {
      const now = ctx.now();
      const open = await uow.manager.findBy(EmailChangeRequest, { userId: user.id, status: EmailChangeStatus.Pending });
      for (const request of open) await this.close(ctx, uow, request, EmailChangeStatus.Cancelled);
      const request = await uow.manager.save(
        uow.manager.create(EmailChangeRequest, {
          userId: user.id,
          oldEmail: user.email,
          newEmail,
          status: EmailChangeStatus.Pending,
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
        }),
      );
      await this.send(ctx, uow, request, 'old');
      await this.send(ctx, uow, request, 'new');
      await recordAudit(uow, ctx, {
        entityType: 'user',
        entityId: user.id,
        action: 'email_change_requested',
        changes: { requestId: request.requestId, newEmail },
      });
      return request;
    });
  }

  async verify(ctx: RequestContext, input: VerifyEmailChangeInput): Promise<EmailChangeRequest> {
    try {
      return await settle(
        ctx.transaction(async (uow): Promise<EmailChangeRequest | Refusal> => {
          const request = await this.pending(ctx, uow.manager, input.requestId);
          const oldCheck = await verificationCodes.check(ctx, uow.manager, PURPOSE.old, subjectOf(request.requestId, 'old'), input.oldCode);
          const newCheck = await verificationCodes.check(ctx, uow.manager, PURPOSE.new, subjectOf(request.requestId, 'new'), input.newCode);
          const errors: FieldErrors = {};
          if (oldCheck.result !== 'ok') errors.oldCode = [CODE_MESSAGES[oldCheck.result]];
          if (newCheck.result !== 'ok') errors.newCode = [CODE_MESSAGES[newCheck.result]];
          if (oldCheck.result !== 'ok' || newCheck.result !== 'ok') return { refused: validationError(errors, 'Both codes are needed to change the address.') };
          await verificationCodes.markUsed(ctx, uow.manager, oldCheck.row);
          await verificationCodes.markUsed(ctx, uow.manager, newCheck.row);
          const now = ctx.now();
          const user = await uow.manager.findOne(User, { where: { id: request.userId }, lock: { mode: 'pessimistic_write' } });
          if (!user || user.email !== request.oldEmail) throw conflict('The account’s address changed since this request was made; start again.');
          if (await uow.manager.existsBy(User, { email: request.newEmail })) throw conflict('The new address already belongs to another account.');
          await uow.manager.update(User, { id: user.id }, { email: request.newEmail, emailVerifiedAt: now });
          Object.assign(request, { status: EmailChangeStatus.Completed, completedAt: now });
          await uow.manager.save(request);
          await recordAudit(uow, ctx, {
            entityType: 'user',
            entityId: user.id,
            action: 'email_changed',
            changes: { email: { from: request.oldEmail, to: request.newEmail } },
          });
          enqueueMail(uow, ctx.runtime, emailChangedMail(request.oldEmail, request.newEmail));
          return request;
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw conflict('The new address already belongs to another account.');
      throw error;
    }
  }

  async resend(ctx: RequestContext, input: ResendEmailChangeCodeInput): Promise<EmailChangeRequest> {
    return ctx.transaction(async (uow) => {
      const request = await this.pending(ctx, uow.manager, input.requestId);
      await this.send(ctx, uow, request, input.target === EmailChangeSide.Old ? 'old' : 'new');
      return request;
    });
  }

  /** Ends a pending request (its codes stop working). Cancelling twice is harmless. */
  async cancel(ctx: RequestContext, requestId: string): Promise<EmailChangeRequest> {
    return ctx.transaction(async (uow) => {
      const request = await this.mine(ctx, uow.manager, requestId, true);
      if (request.status === EmailChangeStatus.Cancelled) return request;
      if (request.status === EmailChangeStatus.Completed) throw conflict('The e-mail change is already completed.');
      await this.close(ctx, uow, request, EmailChangeStatus.Cancelled);
      await recordAudit(uow, ctx, { entityType: 'user', entityId: request.userId, action: 'email_change_cancelled', changes: { requestId } });
      return request;
    });
  }

  private async send(ctx: RequestContext, uow: UnitOfWork, request: EmailChangeRequest, side: Side): Promise<void> {
    const subject = subjectOf(request.requestId, side);
    await verificationCodes.throttleSend(ctx, uow.manager, PURPOSE[side], `user:${request.userId}`);
    const to = side === 'old' ? request.oldEmail : request.newEmail;
    const { code } = await verificationCodes.issue(ctx, uow.manager, { purpose: PURPOSE[side], subject, email: to, userId: request.userId });
    const taken = side === 'new' && (await uow.manager.existsBy(User, { email: request.newEmail }));
    enqueueMail(uow, ctx.runtime, taken ? emailTakenMail(to) : emailChangeCodeMail(to, code, side, request.newEmail, CODE_TTL_MS));
  }

  private async close(ctx: RequestContext, uow: UnitOfWork, request: EmailChangeRequest, status: EmailChangeStatus.Cancelled): Promise<void> {
    Object.assign(request, { status, cancelledAt: ctx.now() });
    await uow.manager.save(request);
    await verificationCodes.retire(ctx, uow.manager, PURPOSE.old, subjectOf(request.requestId, 'old'));
    await verificationCodes.retire(ctx, uow.manager, PURPOSE.new, subjectOf(request.requestId, 'new'));
  }

  /** The caller's own request (another user's id is simply not found). */
  private async mine(ctx: RequestContext, manager: EntityManager, requestId: string, lock = false): Promise<EmailChangeRequest> {
    const request = await manager.findOne(EmailChangeRequest, {
      where: { requestId, userId: ctx.requirePrincipal().userId! },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!request) throw notFound('E-mail change request');
    return request;
  }

  private async pending(ctx: RequestContext, manager: EntityManager, requestId: string): Promise<EmailChangeRequest> {
    const request = await this.mine(ctx, manager, requestId, true);
    if (request.status !== EmailChangeStatus.Pending) throw conflict(`The e-mail change is already ${request.status.toLowerCase()}.`);
    if (request.expiresAt <= ctx.now()) throw conflict('The e-mail change request has expired; start again.');
    return request;
  }

  private async currentUser(ctx: RequestContext): Promise<User> {
    return ctx.db.findOneByOrFail(User, { id: ctx.requirePrincipal().userId! });
  }
}

export const emailChangeService = new EmailChangeService();
