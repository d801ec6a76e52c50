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

export const isAuthenticated = rule('isAuthenticated', { cache: 'contextual' })((_parent, _args, ctx: RequestContext) => {
  if (!ctx.principal) return ctx.authError ?? unauthorized();
  // A time-clock kiosk reaches the kiosk fields only (their own rule), never what any caller may read.
  return ctx.principal.kind === 'device' ? forbidden('A time-clock kiosk may only use the kiosk operations.') : true;
});

/** The Auth, API Keys and Webhooks groups are for people signed in to the console, not keys. */
export const isConsoleSession = rule('isConsoleSession', { cache: 'contextual' })((_parent, _args, ctx: RequestContext) => {
  if (!ctx.principal) return ctx.authError ?? unauthorized();
  return ctx.principal.kind === 'user' ? true : forbidden('This operation needs a console session; API keys are not accepted.');
});

const permissionRules = new Map<string, IRule>();

/** True, or the refusal: 401 without a caller, 403 naming the missing scope for keys. */
function holdsAny(ctx: RequestContext, permissions: readonly Permission[]): true | Error {
  if (!ctx.principal) return ctx.authError ?? unauthorized();
  if (permissions.some((permission) => ctx.principal!.permissions.has(permission))) return true;
  return ctx.principal.kind === 'apiKey'
    ? forbidden(
        permissions.length === 1 ? `This API key lacks the scope ${permissions[0]}.` : `This API key lacks one of the scopes ${permissions.join(', ')}.`,
      )
    : forbidden('Your role does not allow this action.');
}

/** One cached rule per permission set (rules with the same name share shield's cache). */
function holdsAnyRule(permissions: readonly Permission[]): IRule {
  const name = `can:${permissions.join('|')}`;
  let existing = permissionRules.get(name);
  if (!existing) {
    existing = rule(name, { cache: 'contextual' })((_parent, _args, ctx: RequestContext) => holdsAny(ctx, permissions));
    permissionRules.set(name, existing);
  }
  return existing;
}

/** Signed in (session or key) and holding every named permission. */
export function can(...permissions: Permission[]): ShieldRule {
  return and(isAuthenticated, ...permissions.map((permission) => holdsAnyRule([permission])));
}

/** Signed in to the console (not a key) and holding every named permission. */
export function sessionCan(...permissions: Permission[]): ShieldRule {
  return and(isConsoleSession, ...permissions.map((permission) => holdsAnyRule([permission])));
}

/**
 * Signed in and holding at least one of the permissions (e.g. `hr:read` or the self-service
 * `hr:request-own`); the service then narrows what the weaker permission may reach.
 */
export function canAny(...permissions: Permission[]): ShieldRule {
  return and(isAuthenticated, holdsAnyRule(permissions));
}

/** Open to anyone: sign-in, registration, password reset, guest QR paths. */
export const isPublic = allow;
