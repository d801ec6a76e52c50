import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Acknowledgement, AuthSession, CodeSent, Me } from './auth.types';
import { CodeSignInInput, LoginInput, normalizeEmail, RefreshTokenInput, RegisterStartInput, ResendCodeInput, SwitchBranchInput } from './auth.inputs';
import { codeSent } from './code-refusal';
import { ResendCodePurpose } from '../codes/verification-code.entity';
import { registrationService } from '../registration/registration.service';
import { invitationService } from '../invitations/invitation.service';
import { passwordService } from '../passwords/password.service';
import { loginService } from '../sessions/login.service';
import { sessionService } from '../sessions/session.service';
import { meService } from './me.service';

/** Registration, activation, sign-in, tokens and the current session (spec 4.1). */
@Resolver()
export class AuthResolver {
  @Mutation(() => CodeSent, { description: 'Start registering an organisation: mails a 6-digit code to the owner’s address.' })
  registerStart(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RegisterStartInput, { description: "The organisation name, the owner's name and e-mail the code is sent to." })
    input: RegisterStartInput,
  ) {
    return registrationService.start(ctx, input);
  }

  @Mutation(() => AuthSession, {
    description: 'Finish registering with the mailed code: creates the organisation, its first branch and the owner, and signs in.',
  })
  registerVerify(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CodeSignInInput, { description: "The e-mail, the mailed 6-digit code and the owner's password." }) input: CodeSignInInput,
  ) {
    return registrationService.verify(ctx, input);
  }

  @Mutation(() => AuthSession, { description: 'Accept an invitation with the mailed code, set (or confirm) the password, and sign in.' })
  activateAccount(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CodeSignInInput, { description: 'The invited e-mail, the mailed 6-digit code and the password to set (or the existing one).' })
    input: CodeSignInInput,
  ) {
    return invitationService.activate(ctx, input);
  }

  @Mutation(() => CodeSent, { description: 'Mail a new code for a registration, an invitation or a password reset (throttled).' })
  async resendVerificationCode(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResendCodeInput, { description: 'The e-mail and which code to send again.' }) input: ResendCodeInput,
  ) {
    const email = normalizeEmail(input.email);
    const purpose = input.purpose;
    if (purpose === ResendCodePurpose.Registration) await registrationService.resend(ctx, email);
    else if (purpose === ResendCodePurpose.Activation) await invitationService.resend(ctx, email);
    else return passwordService.resend(ctx, email);
    return codeSent(email, purpose, 'If there is an open request for this address, a new 6-digit code has been sent to it.');
  }

  @Mutation(() => AuthSession, { description: 'Sign in to a branch.' })
  login(@Ctx() ctx: RequestContext, @Arg('input', () => LoginInput, { description: 'E-mail, password and device id.' }) input: LoginInput) {
    return loginService.login(ctx, input);
  }

  @Mutation(() => AuthSession, { description: 'Exchange a refresh token for new tokens (the old refresh token stops working).' })
  refreshSession(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RefreshTokenInput, { description: 'The refresh token of the session.' }) input: RefreshTokenInput,
  ) {
    return sessionService.refresh(ctx, input.refreshToken);
  }

  @Mutation(() => Acknowledgement, { description: 'Sign out the session of a refresh token.' })
  async logout(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => RefreshTokenInput, { description: 'The refresh token of the session to end.' }) input: RefreshTokenInput,
  ): Promise<Acknowledgement> {
    await sessionService.logout(ctx, input.refreshToken);
    return { ok: true, message: 'Signed out.' };
  }

  @Mutation(() => AuthSession, { description: 'Work in another branch of the organisation: new tokens for it.' })
  switchBranch(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SwitchBranchInput, { description: "The branch to work in; 404 when it is not one of the member's branches." }) input: SwitchBranchInput,
  ) {
    return sessionService.switchBranch(ctx, input.branchId);
  }

  @Query(() => Me, { description: 'The signed-in user, organisation, active branch, role and branches.' })
  me(@Ctx() ctx: RequestContext) {
    return meService.me(ctx);
  }
}
