import { allow, and, rule } from 'graphql-shield';
import type { IRule } from 'graphql-shield';

/** A rule or a combination of rules (and/or/chain). */
export type ShieldRule = IRule | ReturnType<typeof and>;
import type { RequestContext } from '../context/request-context';
import { forbidden, unauthorized } from '../errors/app-error';
import type { Permission } from './permissions';

/*
 * Shield rules. Each returns true or the error to report (a thrown error would be masked by
 * shield). They decide on the caller only, so the per-request 'contextual' cache is safe.
 */

export const isAuthenticated = rule('isAuthenticated', { cache: 'contextual' })(
  (_parent, _args, ctx: RequestContext) => (ctx.principal ? true : (ctx.authError ?? unauthorized())),
);

/** The Auth, API Keys and Webhooks groups are for people signed in to the console, not keys. */
export const isConsoleSession = rule('isConsoleSession', { cache: 'contextual' })((_parent, _args, ctx: RequestContext) => {
  if (!ctx.principal) return ctx.authError ?? unauthorized();
  return ctx.principal.kind === 'user' ? true : forbidden('This operation needs a console session; API keys are not accepted.');
});

const permissionRules = new Map<Permission, IRule>();

function hasPermission(permission: Permission): IRule {
  let existing = permissionRules.get(permission);
  if (!existing) {
    existing = rule(`can:${permission}`, { cache: 'contextual' })((_parent, _args, ctx: RequestContext) => {
      if (!ctx.principal) return ctx.authError ?? unauthorized();
      if (ctx.principal.permissions.has(permission)) return true;
      return ctx.principal.kind === 'apiKey'
        ? forbidden(`This API key lacks the scope ${permission}.`)
        : forbidden('Your role does not allow this action.');
    });
    permissionRules.set(permission, existing);
  }
  return existing;
}

/** Signed in (session or key) and holding every named permission. */
export function can(...permissions: Permission[]): ShieldRule {
  return and(isAuthenticated, ...permissions.map(hasPermission));
}

/** Signed in to the console (not a key) and holding every named permission. */
export function sessionCan(...permissions: Permission[]): ShieldRule {
  return and(isConsoleSession, ...permissions.map(hasPermission));
}

/** Open to anyone: sign-in, registration, password reset, guest QR paths. */
export const isPublic = allow;

