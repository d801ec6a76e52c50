import { Field, InputType } from 'type-graphql';
import { IsEmail, IsNotEmpty, Matches, MaxLength } from 'class-validator';
import { UuidScalar } from '../../../core/scalars';
import { ResendCodePurpose } from '../codes/verification-code.entity';
import { EmailChangeSide } from '../email-change/email-change-request.entity';

const EMAIL = { message: 'must be a valid e-mail address' };
const REQUIRED = { message: 'is required' };
const CODE = { message: 'must be 6 digits' };
const max = (n: number) => ({ message: `must be at most ${n} characters` });

@InputType({ description: 'Start registering a new organisation: mails a code to the owner.' })
export class RegisterStartInput {
  @Field(() => String, { description: 'Name of the new organisation, 1-120 characters.' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(120, max(120))
  organizationName!: string;

  @Field(() => String, { description: 'The first branch.' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(120, max(120))
  branchName!: string;

  @Field(() => String, { description: 'ISO 4217 code, e.g. IQD.' })
  @Matches(/^[A-Za-z]{3}$/, { message: 'must be a 3-letter ISO 4217 currency code' })
  baseCurrencyCode!: string;

  @Field(() => String, { description: 'Full name of the owner, 1-120 characters.' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(120, max(120))
  ownerName!: string;

  @Field(() => String, { description: "The owner's e-mail address (at most 254 characters); the code is mailed there." })
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;
}

@InputType({ description: 'Finish a registration (or an activation) with the mailed code and sign in.' })
export class CodeSignInInput {
  @Field(() => String, { description: 'The e-mail address the code was mailed to (at most 254 characters).' })
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => String, { description: 'The 6-digit code from the mail.' })
  @Matches(/^\d{6}$/, CODE)
  code!: string;

  @Field(() => String, { description: 'The password to set: 10-128 characters, not a common password, not the e-mail address.' })
  @IsNotEmpty(REQUIRED)
  password!: string;

  @Field(() => String, { description: 'A stable id of the client device or browser; one session per device.' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(200, max(200))
  deviceId!: string;
}

@InputType({ description: 'Credentials for signing in.' })
export class LoginInput {
  @Field(() => String, { description: "The account's e-mail address (at most 254 characters, any case)." })
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => String, { description: 'The password (at most 1024 characters are read).' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(1024, max(1024))
  password!: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description:
      "The branch to work in. Optional: without it the session opens in the user's default branch (the first active branch the membership covers, oldest first); a user who belongs to several organisations must name one (422 on branchId).",
  })
  branchId?: string | null;

  @Field(() => String, { description: 'A stable id of the browser or app (1-200 characters), chosen by the client; sessions are kept per device.' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(200, max(200))
  deviceId!: string;
}

@InputType({ description: "A session's refresh token." })
export class RefreshTokenInput {
  @Field(() => String, { description: 'The refresh token returned by sign-in or the last refresh (at most 200 characters).' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(200, max(200))
  refreshToken!: string;
}

@InputType({ description: 'The branch to switch to.' })
export class SwitchBranchInput {
  @Field(() => UuidScalar, { description: 'Id of a branch of the organisation the member may work in.' })
  branchId!: string;
}

@InputType({ description: 'The current and the new password.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The current password (at most 1024 characters).' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(1024, max(1024))
  currentPassword!: string;

  @Field(() => String, { description: 'The new password: 10-128 characters, not a common password, not the e-mail address.' })
  @IsNotEmpty(REQUIRED)
  newPassword!: string;
}

@InputType({ description: 'The address to send a reset code to.' })
export class ForgotPasswordInput {
  @Field(() => String, { description: "The account's e-mail address (at most 254 characters)." })
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;
}

@InputType({ description: 'A mailed reset code and the new password.' })
export class ResetPasswordInput {
  @Field(() => String, { description: "The account's e-mail address." })
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => String, { description: 'The 6-digit code from the reset mail.' })
  @Matches(/^\d{6}$/, CODE)
  code!: string;

  @Field(() => String, { description: 'The new password.' })
  @IsNotEmpty(REQUIRED)
  password!: string;
}

@InputType({ description: 'Which code to mail again, to which address.' })
export class ResendCodeInput {
  @Field(() => String, { description: 'The e-mail address (at most 254 characters).' })
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => ResendCodePurpose, { description: 'Which code: Registration, Activation or PasswordReset.' })
  purpose!: ResendCodePurpose;
}

@InputType({ description: 'The new address, confirmed with the current password.' })
export class StartEmailChangeInput {
  @Field(() => String, { description: 'The new e-mail address (at most 254 characters); must not belong to another account.' })
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  newEmail!: string;

  @Field(() => String, { description: 'The current password.' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(1024, max(1024))
  currentPassword!: string;
}

@InputType({ description: 'The codes that complete an e-mail change.' })
export class VerifyEmailChangeInput {
  @Field(() => UuidScalar, { description: 'Id of the pending e-mail change (from startEmailChange).' })
  requestId!: string;

  @Field(() => String, { description: 'The code mailed to the current address.' })
  @Matches(/^\d{6}$/, CODE)
  oldCode!: string;

  @Field(() => String, { description: 'The code mailed to the new address.' })
  @Matches(/^\d{6}$/, CODE)
  newCode!: string;
}

@InputType({ description: 'Which code of an e-mail change to mail again.' })
export class ResendEmailChangeCodeInput {
  @Field(() => UuidScalar, { description: 'Id of the pending e-mail change.' })
  requestId!: string;

  @Field(() => EmailChangeSide, { description: 'Which address gets a new code: Old (the current one) or New.' })
  target!: EmailChangeSide;
}

@InputType({ description: 'Names one e-mail change of the signed-in user.' })
export class EmailChangeRequestIdInput {
  @Field(() => UuidScalar, { description: 'Id of the pending e-mail change.' })
  requestId!: string;
}

/** Normalised e-mail: trimmed and lower-cased (addresses are unique case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
