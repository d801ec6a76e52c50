import { RequestContext } from '../../../core/context/request-context';
import type { Principal } from '../../../core/auth/principal';
import { ROLE_PERMISSIONS } from '../../../core/auth/roles';
import type { Membership } from '../memberships/membership.entity';

/** The principal a member has in a session on a branch. */
export function memberPrincipal(membership: Membership, branchId: string, sessionId: string | null): Principal {
  return {
    kind: 'user',
    userId: membership.userId,
    apiKeyId: null,
    sessionId,
    organizationId: membership.organizationId,
    branchId,
    role: membership.role,
    permissions: ROLE_PERMISSIONS[membership.role],
  };
}

/**
 * The same request acting as a principal it has just proved (sign-in, registration, activation),
 * so audit entries and events name the user rather than "anonymous". It joins any open
 * transaction (the unit of work is carried by the async flow, not the context).
 */
export function actingAs(ctx: RequestContext, principal: Principal): RequestContext {
  return new RequestContext(ctx.runtime, principal, null, {
    requestId: ctx.requestId,
    ip: ctx.ip,
    origin: ctx.origin,
    userAgent: ctx.userAgent,
    transport: ctx.transport,
  });
}
