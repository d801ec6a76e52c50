import { body, CONSOLE, list, path, queryObject, RouteTable } from '../route-types';

const AUTH = `${CONSOLE}/auth`;

export const authRoutes: RouteTable = {
  area: 'Auth',
  routes: [
    {
      method: 'POST', path: `${AUTH}/register/start`, operation: 'mutation', field: 'registerStart', credential: 'public', args: { input: body() },
      summary: 'Start registering an organisation (mails a 6-digit code)',
      description: 'Answers the same whether or not the address already has an account (that address gets a notice instead of a code). 429 RATE_LIMITED with Retry-After within 60 s of the previous code, or after 5 codes in an hour.',
    },
    {
      method: 'POST', path: `${AUTH}/register/verify`, operation: 'mutation', field: 'registerVerify', credential: 'public', args: { input: body() },
      summary: 'Finish registering with the code; creates the organisation, first branch and owner, and signs in',
    },
    {
      method: 'POST', path: `${AUTH}/activate`, operation: 'mutation', field: 'activateAccount', credential: 'public', args: { input: body() },
      summary: 'Accept an invitation with the mailed code, set the password and sign in',
      description: 'A person who already has an account (in another organisation) sends their existing password instead of a new one.',
    },
    {
      method: 'POST', path: `${AUTH}/verification/resend`, operation: 'mutation', field: 'resendVerificationCode', credential: 'public', args: { input: body() },
      summary: 'Mail a new code (purpose registration, activation or password_reset)',
    },
    {
      method: 'POST', path: `${AUTH}/login`, operation: 'mutation', field: 'login', credential: 'public', args: { input: body() },
      summary: 'Sign in to a branch',
      description: '401 UNAUTHORIZED for a wrong e-mail or password; 403 TENANT_MISMATCH for a branch of an organisation the user is not a member of; 403 FORBIDDEN for a branch outside the membership; 429 RATE_LIMITED (Retry-After) after 5 failures in 15 minutes for the account from one address.',
    },
    {
      method: 'POST', path: `${AUTH}/refresh`, operation: 'mutation', field: 'refreshSession', credential: 'public', args: { input: body() },
      summary: 'Exchange the refresh token for new tokens',
      description: 'Refresh tokens are single use. Presenting one that was already exchanged ends the whole session (401 REAUTH_REQUIRED).',
    },
    {
      method: 'POST', path: `${AUTH}/logout`, operation: 'mutation', field: 'logout', credential: 'public', args: { input: body() },
      summary: 'Sign out the session of a refresh token (always answers success)',
    },
    { method: 'GET', path: `${AUTH}/me`, operation: 'query', field: 'me', credential: 'session', summary: 'The signed-in user, organisation, active branch, role and branches' },
    {
      method: 'POST', path: `${AUTH}/switch-branch`, operation: 'mutation', field: 'switchBranch', credential: 'session', args: { input: body() },
      summary: 'Work in another branch: new tokens (the previous refresh token stops working)',
    },
    {
      method: 'POST', path: `${AUTH}/change-password`, operation: 'mutation', field: 'changePassword', credential: 'session', args: { input: body() },
      summary: 'Change the password; other sessions are signed out',
    },
    {
      method: 'POST', path: `${AUTH}/password/forgot`, operation: 'mutation', field: 'forgotPassword', credential: 'public', args: { input: body() },
      summary: 'Mail a password reset code (same answer whether or not the address has an account)',
    },
    {
      method: 'POST', path: `${AUTH}/password/reset`, operation: 'mutation', field: 'resetPassword', credential: 'public', args: { input: body() },
      summary: 'Set a new password with the mailed code; every session is signed out',
    },
    {
      method: 'POST', path: `${AUTH}/change-email/start`, operation: 'mutation', field: 'startEmailChange', credential: 'session', args: { input: body() },
      summary: 'Start changing the e-mail address (codes to the old and the new address); data.requestId names the request',
    },
    {
      method: 'POST', path: `${AUTH}/change-email/verify`, operation: 'mutation', field: 'verifyEmailChange', credential: 'session', args: { input: body() },
      summary: 'Complete the change with both codes',
    },
    {
      method: 'POST', path: `${AUTH}/change-email/resend`, operation: 'mutation', field: 'resendEmailChangeCode', credential: 'session', args: { input: body() },
      summary: 'Mail a new code to the old or new address (target old|new)',
    },
    {
      method: 'POST', path: `${AUTH}/change-email/cancel`, operation: 'mutation', field: 'cancelEmailChange', credential: 'session', args: { input: body() },
      summary: 'Cancel a pending e-mail change',
    },
  ],
};

export const memberRoutes: RouteTable = {
  area: 'Members',
  routes: [
    {
      method: 'GET', path: `${CONSOLE}/members`, operation: 'query', field: 'members', credential: 'session', extension: true,
      summary: 'Members of the organisation', description: 'Filters Status (invited|active|disabled) and Role; Search matches e-mail and name; Sort createdAt, email, fullName, role, status.',
      args: { list: list(), filter: queryObject({ status: 'Status', role: 'Role' }) },
    },
    {
      method: 'GET', path: `${CONSOLE}/members/{id}`, operation: 'query', field: 'member', credential: 'session', extension: true,
      summary: 'One member', args: { id: path('id') },
    },
    {
      method: 'POST', path: `${CONSOLE}/members/invitations`, operation: 'mutation', field: 'inviteMember', credential: 'session', extension: true,
      summary: 'Invite a person with a role and branches (they activate with auth/activate)',
      description: 'Body: email, fullName, role (owner|manager|accountant|hr|staff), branchIds (uuid[]) or allBranches. Only owners may invite owners.',
      args: { input: body() },
    },
    {
      method: 'PUT', path: `${CONSOLE}/members/{id}`, operation: 'mutation', field: 'updateMember', credential: 'session', extension: true,
      summary: "Change a member's role, branches or status (active|disabled)", args: { id: path('id'), input: body() },
    },
  ],
};
