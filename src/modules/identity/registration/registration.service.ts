import { Role } from '../../../core/auth/roles';
import { CodePurpose, ResendCodePurpose } from '../codes/verification-code.entity';
import type { RequestContext } from '../../../core/context/request-context';
import { conflict, validationError } from '../../../core/errors/app-error';
import { recordAudit } from '../../../core/audit/record-audit';
import { enqueueMail } from '../../../core/mail/enqueue-mail';
import { isUniqueViolation } from '../../../core/db/pg-errors';
import { type AuthSession, type CodeSent } from '../auth/auth.types';
import { type CodeSignInInput, normalizeEmail, type RegisterStartInput } from '../auth/auth.inputs';
import { codeRefusal, codeSent, type Refusal, settle } from '../auth/code-refusal';
import { actingAs, memberPrincipal } from '../auth/acting-context';
import { verificationCodes } from '../codes/verification-codes';
import { CODE_TTL_MS } from '../codes/code.rules';
import { accountExistsMail, registrationCodeMail } from '../mail/identity-mails';
import { hashPassword } from '../passwords/password-hasher';
import { passwordProblems } from '../passwords/password.rules';
import { sessionService } from '../sessions/session.service';
import { User } from '../users/user.entity';
import { Organization } from '../organizations/organization.entity';
import { Branch } from '../branches/branch.entity';
import { FIRST_BRANCH } from '../branches/branch.rules';

import { paymentMethodService } from '../../sales/payment-methods/payment-method.service';
import { forecastCalendarService } from '../../forecast/calendar/forecast-calendar.service';
import { Membership, MembershipStatus } from '../memberships/membership.entity';

interface RegistrationPayload {
  organizationName: string;
  branchName: string;
  baseCurrencyCode: string;
  ownerName: string;
}

const STARTED = 'If the address can be used for a new organisation, a 6-digit code has been sent to it.';

/**
 * Self-service sign-up: start mails a code (or, when the address already has an account, a
 * notice instead, with the same answer to the caller); verify creates the organisation, its
 * first branch and the owner, and signs the owner in.
 */
export class RegistrationService {
  async start(ctx: RequestContext, input: RegisterStartInput): Promise<CodeSent> {
    const email = normalizeEmail(input.email);
    const payload: RegistrationPayload = {
      organizationName: input.organizationName.trim(),
      branchName: input.branchName.trim(),
      baseCurrencyCode: input.baseCurrencyCode.trim().toUpperCase(),
      ownerName: input.ownerName.trim(),
    };
    const blank = Object.entries(payload).filter(([, value]) => value === '');
    if (blank.length) throw validationError(Object.fromEntries(blank.map(([field]) => [field, ['is required']])));
    await ctx.transaction(async (uow) => {
      await verificationCodes.throttleSend(ctx, uow.manager, CodePurpose.Registration, email);
      const existing = await uow.manager.findOneBy(User, { email });
      if (existing) {
        enqueueMail(uow, ctx.runtime, accountExistsMail(email));
        return;
      }
      const { code } = await verificationCodes.issue(ctx, uow.manager, { purpose: CodePurpose.Registration, subject: email, email, payload: { ...payload } });
      enqueueMail(uow, ctx.runtime, registrationCodeMail(email, code, payload.organizationName, CODE_TTL_MS));
    });
    return codeSent(email, ResendCodePurpose.Registration, STARTED);
  }

  /** Mails a new code for a registration that was started and not finished. */
  async resend(ctx: RequestContext, email: string): Promise<void> {
    await ctx.transaction(async (uow) => {
      await verificationCodes.throttleSend(ctx, uow.manager, CodePurpose.Registration, email);
      const pending = await verificationCodes.findOpen(uow.manager, CodePurpose.Registration, email);
      if (!pending?.payload || (await uow.manager.existsBy(User, { email }))) return;
      const payload = pending.payload as unknown as RegistrationPayload;
      const { code } = await verificationCodes.issue(ctx, uow.manager, { purpose: CodePurpose.Registration, subject: email, email, payload: pending.payload });
      enqueueMail(uow, ctx.runtime, registrationCodeMail(email, code, payload.organizationName, CODE_TTL_MS));
    });
  }

  async verify(ctx: RequestContext, input: CodeSignInInput): Promise<AuthSession> {
    const email = normalizeEmail(input.email);
    const problems = passwordProblems(input.password, { email });
    if (problems.length) throw validationError({ password: problems });
    const passwordHash = await hashPassword(input.password);
    try {
      return await settle(
        ctx.transaction(async (uow): Promise<AuthSession | Refusal> => {
          const outcome = await verificationCodes.consume(ctx, uow.manager, CodePurpose.Registration, email, input.code);
          if (outcome.result !== 'ok') return codeRefusal(outcome);
          const payload = outcome.row.payload as unknown as RegistrationPayload;
          const now = ctx.now();
          const organization = await uow.manager.save(
            uow.manager.create(Organization, { name: payload.organizationName, baseCurrencyCode: payload.baseCurrencyCode }),
          );
          const branch = await uow.manager.save(
            uow.manager.create(Branch, { organizationId: organization.id, name: payload.branchName, nameAr: null, ...FIRST_BRANCH }),
          );
          const user = await uow.manager.save(
            uow.manager.create(User, { email, fullName: payload.ownerName, passwordHash, emailVerifiedAt: now, passwordChangedAt: now }),
          );
          const membership = await uow.manager.save(
            uow.manager.create(Membership, {
              organizationId: organization.id,
              userId: user.id,
              role: Role.Owner,
              allBranches: true,
              branchIds: [branch.id],
              status: MembershipStatus.Active,
              invitedByUserId: null,
              invitedAt: null,
              activatedAt: now,
            }),
          );
          const acting = actingAs(ctx, memberPrincipal(membership, branch.id, null));
          await recordAudit(uow, acting, {
            entityType: 'organization',
            entityId: organization.id,
            action: 'registered',
            changes: { name: organization.name, baseCurrencyCode: organization.baseCurrencyCode, branch: branch.name, owner: email },
          });
          await recordAudit(uow, acting, {
            entityType: 'membership',
            entityId: membership.id,
            action: 'created',
            changes: { role: Role.Owner, userId: user.id },
          });
          await paymentMethodService.createStarterCash(uow, acting);
          await forecastCalendarService.seedDefaults(uow, acting);
          return sessionService.open(ctx, uow, { user, membership, organization, branch, deviceId: input.deviceId.trim() });
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw conflict('An account with this e-mail address already exists; sign in instead.');
      throw error;
    }
  }
}

export const registrationService = new RegistrationService();
