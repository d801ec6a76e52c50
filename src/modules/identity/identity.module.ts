import type { FeatureModule } from '../feature-module';
import { isConsoleSession, isPublic, sessionCan } from '../../core/auth/rules';
import { Organization } from './organizations/organization.entity';
import { Branch } from './branches/branch.entity';
import { User } from './users/user.entity';
import { Membership } from './memberships/membership.entity';
import { Session } from './sessions/session.entity';
import { RefreshToken } from './sessions/refresh-token.entity';
import { VerificationCode } from './codes/verification-code.entity';
import { ThrottleCounter } from './throttle/throttle.entity';
import { EmailChangeRequest } from './email-change/email-change-request.entity';
import { AuthResolver } from './auth/auth.resolver';
import { AccountResolver } from './auth/account.resolver';
import { MemberResolver } from './members/member.resolver';
import { identityEvents } from './identity.events';
import { identityCleanupJob } from './identity-cleanup.job';

export const identityModule: FeatureModule = {
  name: 'identity',
  entities: [Organization, Branch, User, Membership, Session, RefreshToken, VerificationCode, ThrottleCounter, EmailChangeRequest],
  resolvers: [AuthResolver, AccountResolver, MemberResolver],
  events: identityEvents,
  jobs: [identityCleanupJob],
  rules: {
    Query: {
      me: isConsoleSession,
      members: sessionCan('members:manage'),
      member: sessionCan('members:manage'),
    },
    Mutation: {
      // Callable without a token (DESIGN.md "Identity and tenancy").
      registerStart: isPublic,
      registerVerify: isPublic,
      activateAccount: isPublic,
      resendVerificationCode: isPublic,
      login: isPublic,
      refreshSession: isPublic,
      logout: isPublic,
      forgotPassword: isPublic,
      resetPassword: isPublic,
      // The signed-in person's own account: console sessions only (API keys get 403).
      switchBranch: isConsoleSession,
      changePassword: isConsoleSession,
      startEmailChange: isConsoleSession,
      verifyEmailChange: isConsoleSession,
      resendEmailChangeCode: isConsoleSession,
      cancelEmailChange: isConsoleSession,
      // Managing other people.
      inviteMember: sessionCan('members:manage'),
      updateMember: sessionCan('members:manage'),
    },
  },
};
