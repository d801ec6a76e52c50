import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../../../core/scalars';
import { Role } from '../../../core/auth/roles';
import { User } from '../users/user.entity';
import { Organization } from '../organizations/organization.entity';
import { Branch } from '../branches/branch.entity';
import { ResendCodePurpose } from '../codes/verification-code.entity';

@ObjectType('AuthSession', { simpleResolvers: true, description: 'A signed-in session: tokens and who and where the caller now is.' })
export class AuthSession {
  @Field(() => String, { description: 'JWT for `Authorization: Bearer`; valid for expiresIn seconds.' })
  accessToken!: string;

  @Field(() => String, { description: 'Opaque, single use: exchange it at auth/refresh for a new pair. Reusing an exchanged one ends the session.' })
  refreshToken!: string;

  @Field(() => String, { description: 'Always Bearer: send the access token as `Authorization: Bearer <token>`.' })
  tokenType!: 'Bearer';

  @Field(() => Int, { description: 'Seconds until the access token expires.' })
  expiresIn!: number;

  @Field(() => DateTimeScalar, {
    description: 'The session cannot be refreshed after this instant (it moves later on each refresh, up to 90 days after sign-in).',
  })
  refreshTokenExpiresAt!: Date;

  @Field(() => Role, { description: "The user's role in the organisation signed in to." })
  role!: Role;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;

  @Field(() => Organization, { description: 'The organisation signed in to.' })
  organization!: Organization;

  @Field(() => Branch, { description: 'The active branch of the session.' })
  branch!: Branch;
}

@ObjectType('CodeSent', { simpleResolvers: true, description: 'A code was mailed (or, where the address must not be confirmed or denied, would have been).' })
export class CodeSent {
  @Field(() => String, { description: 'The address the code was (or would have been) mailed to, lower-cased.' })
  email!: string;

  @Field(() => ResendCodePurpose, { description: 'What the code is for.' })
  purpose!: ResendCodePurpose;

  @Field(() => Int, { description: 'Seconds a mailed code stays valid.' })
  expiresInSeconds!: number;

  @Field(() => Int, { description: 'Seconds before another code can be requested.' })
  resendAfterSeconds!: number;

  @Field(() => String, { description: "A human-readable confirmation in the caller's language (English or Arabic)." })
  message!: string;
}

@ObjectType('Acknowledgement', { simpleResolvers: true, description: 'The operation was carried out.' })
export class Acknowledgement {
  @Field(() => Boolean, { description: 'Always true: failures are errors, never ok = false.' })
  ok!: boolean;

  @Field(() => String, { description: "A human-readable confirmation in the caller's language." })
  message!: string;
}

@ObjectType('PasswordChanged', { simpleResolvers: true, description: 'The password was changed; other sessions were signed out.' })
export class PasswordChanged {
  @Field(() => DateTimeScalar, { description: 'When the password was changed; tokens issued before it are no longer accepted.' })
  passwordChangedAt!: Date;

  @Field(() => Int, { description: 'How many other sessions of the user were signed out.' })
  otherSessionsRevoked!: number;
}

@ObjectType('Me', { simpleResolvers: true, description: 'The signed-in user and where they work now.' })
export class Me {
  @Field(() => User, { description: 'The signed-in user (name, e-mail).' })
  user!: User;

  @Field(() => Organization, { description: 'The organisation the session works in.' })
  organization!: Organization;

  @Field(() => Branch, { description: 'The active branch.' })
  branch!: Branch;

  @Field(() => Role, { description: "The user's role in that organisation (decides the permissions, docs/roles.md)." })
  role!: Role;

  @Field(() => [String], { description: 'What the role allows (the permission vocabulary of docs/roles.md).' })
  permissions!: string[];

  @Field(() => [Branch], { description: 'Every branch the user may switch to in this organisation.' })
  branches!: Branch[];

  @Field(() => ID, { description: 'Id of the current session (one per sign-in on a device); revoking it signs this device out.' })
  sessionId!: string;

  @Field(() => String, { description: 'The device id given at sign-in (identifies the browser or app of this session).' })
  deviceId!: string;
}
