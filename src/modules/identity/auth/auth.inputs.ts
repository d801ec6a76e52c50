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
  @Field(() => String)
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

  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  @MaxLength(120, max(120))
  ownerName!: string;

  @Field(() => String)
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;
}

@InputType({ description: 'Finish a registration (or an activation) with the mailed code and sign in.' })
export class CodeSignInInput {
  @Field(() => String)
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => String)
  @Matches(/^\d{6}$/, CODE)
  code!: string;

  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  password!: string;

  @Field(() => String, { description: 'A stable id of the client device or browser; one session per device.' })
  @IsNotEmpty(REQUIRED)
  @MaxLength(200, max(200))
  deviceId!: string;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  @MaxLength(1024, max(1024))
  password!: string;

  @Field(() => UuidScalar, {
    nullable: true,
    description:
      "The branch to work in. Optional: without it the session opens in the user's default branch (the first active branch the membership covers, oldest first); a user who belongs to several organisations must name one (422 on branchId).",
  })
  branchId?: string | null;

  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  @MaxLength(200, max(200))
  deviceId!: string;
}

@InputType()
export class RefreshTokenInput {
  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  @MaxLength(200, max(200))
  refreshToken!: string;
}

@InputType()
export class SwitchBranchInput {
  @Field(() => UuidScalar)
  branchId!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  @MaxLength(1024, max(1024))
  currentPassword!: string;

  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  newPassword!: string;
}

@InputType()
export class ForgotPasswordInput {
  @Field(() => String)
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => String)
  @Matches(/^\d{6}$/, CODE)
  code!: string;

  @Field(() => String, { description: 'The new password.' })
  @IsNotEmpty(REQUIRED)
  password!: string;
}

@InputType()
export class ResendCodeInput {
  @Field(() => String)
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  email!: string;

  @Field(() => ResendCodePurpose)
  purpose!: ResendCodePurpose;
}

@InputType()
export class StartEmailChangeInput {
  @Field(() => String)
  @IsEmail({}, EMAIL)
  @MaxLength(254, max(254))
  newEmail!: string;

  @Field(() => String)
  @IsNotEmpty(REQUIRED)
  @MaxLength(1024, max(1024))
  currentPassword!: string;
}

@InputType()
export class VerifyEmailChangeInput {
  @Field(() => UuidScalar)
  requestId!: string;

  @Field(() => String, { description: 'The code mailed to the current address.' })
  @Matches(/^\d{6}$/, CODE)
  oldCode!: string;

  @Field(() => String, { description: 'The code mailed to the new address.' })
  @Matches(/^\d{6}$/, CODE)
  newCode!: string;
}

@InputType()
export class ResendEmailChangeCodeInput {
  @Field(() => UuidScalar)
  requestId!: string;

  @Field(() => EmailChangeSide, { description: 'Which address gets a new code: Old (the current one) or New.' })
  target!: EmailChangeSide;
}

@InputType()
export class EmailChangeRequestIdInput {
  @Field(() => UuidScalar)
  requestId!: string;
}

/** Normalised e-mail: trimmed and lower-cased (addresses are unique case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
