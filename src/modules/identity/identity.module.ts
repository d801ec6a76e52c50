import type { FeatureModule } from '../feature-module';
import { isAuthenticated, isConsoleSession, isPublic, sessionCan } from '../../core/auth/rules';
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
import { BranchResolver } from './branches/branch.resolver';
import { branchEvents, organizationEvents } from './branches/branch.events';
import { identityEvents } from './identity.events';
import { identityCleanupJob } from './identity-cleanup.job';
import { listenForAccessChanges } from './sessions/access-changes';
import { authRoutes, memberRoutes } from './identity.routes';
import { IDENTITY_MESSAGES } from './identity.messages';
import { branchesSort } from './branches/branch.service';
import { membersSort } from './members/member.service';

export const identityModule: FeatureModule = {
  name: 'identity',
  routes: [authRoutes, memberRoutes],
  messages: IDENTITY_MESSAGES,
  sortFields: [branchesSort, membersSort],
  entities: [Organization, Branch, User, Membership, Session, RefreshToken, VerificationCode, ThrottleCounter, EmailChangeRequest],
  resolvers: [AuthResolver, AccountResolver, MemberResolver, BranchResolver],
  events: [...identityEvents, ...branchEvents.definitions, ...organizationEvents.definitions],
  jobs: [identityCleanupJob],
  start: listenForAccessChanges,
  rules: {
    Query: {
      me: isConsoleSession,
      members: sessionCan('members:manage'),
      member: sessionCan('members:manage'),
      // Any member or key of the organisation may read its branches and settings.
      branches: isAuthenticated,
      branch: isAuthenticated,
      organizationSettings: isAuthenticated,
    },
    Mutation: {
      // Callable without a token (docs/design.md "Identity and tenancy").
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
      // Branches and organisation settings: owners and managers, signed in.
      createBranch: sessionCan('settings:manage'),
      updateBranch: sessionCan('settings:manage'),
      deactivateBranch: sessionCan('settings:manage'),
      activateBranch: sessionCan('settings:manage'),
      updateOrganizationSettings: sessionCan('settings:manage'),
    },
  },
};
