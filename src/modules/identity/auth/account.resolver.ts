import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context/request-context';
import { Acknowledgement, CodeSent, PasswordChanged } from './auth.types';
import {
  ChangePasswordInput,
  EmailChangeRequestIdInput,
  ForgotPasswordInput,
  ResendEmailChangeCodeInput,
  ResetPasswordInput,
  StartEmailChangeInput,
  VerifyEmailChangeInput,
} from './auth.inputs';
import { passwordService } from '../passwords/password.service';
import { emailChangeService } from '../email-change/email-change.service';
import { EmailChangeRequest } from '../email-change/email-change-request.entity';

/** Password and e-mail address of the signed-in user, and the forgotten-password path. */
@Resolver()
export class AccountResolver {
  @Mutation(() => PasswordChanged, { description: 'Change the password (current one required); other sessions are signed out.' })
  changePassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' }) input: ChangePasswordInput,
  ) {
    return passwordService.change(ctx, input);
  }

  @Mutation(() => CodeSent, { description: 'Mail a password reset code. Answers the same whether or not the address has an account.' })
  forgotPassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ForgotPasswordInput, { description: 'The e-mail address of the account.' }) input: ForgotPasswordInput,
  ) {
    return passwordService.forgot(ctx, input.email);
  }

  @Mutation(() => Acknowledgement, { description: 'Set a new password with the mailed code; every session is signed out.' })
  resetPassword(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResetPasswordInput, { description: 'The e-mail, the mailed code and the new password.' }) input: ResetPasswordInput,
  ) {
    return passwordService.reset(ctx, input);
  }

  @Mutation(() => EmailChangeRequest, { description: 'Start changing the e-mail address: one code goes to the current address, one to the new one.' })
  startEmailChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => StartEmailChangeInput, { description: 'The new address and the current password.' }) input: StartEmailChangeInput,
  ) {
    return emailChangeService.start(ctx, input);
  }

  @Mutation(() => EmailChangeRequest, { description: 'Complete the change with both codes.' })
  verifyEmailChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => VerifyEmailChangeInput, { description: 'The request id and the codes mailed to the old and the new address.' })
    input: VerifyEmailChangeInput,
  ) {
    return emailChangeService.verify(ctx, input);
  }

  @Mutation(() => EmailChangeRequest, { description: 'Mail a new code to the old or the new address.' })
  resendEmailChangeCode(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ResendEmailChangeCodeInput, { description: 'The request id and which address gets a new code.' }) input: ResendEmailChangeCodeInput,
  ) {
    return emailChangeService.resend(ctx, input);
  }

  @Mutation(() => EmailChangeRequest, { description: 'Cancel a pending e-mail change.' })
  cancelEmailChange(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => EmailChangeRequestIdInput, { description: 'The request id.' }) input: EmailChangeRequestIdInput,
  ) {
    return emailChangeService.cancel(ctx, input.requestId);
  }
}
