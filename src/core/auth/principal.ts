import type { Permission } from './permissions';
import type { Role } from './roles';
import type { PrincipalKind } from './actor-kind';

/** Who is calling, resolved once per request (or carried into a job). */
export interface Principal {
  kind: PrincipalKind;
  /** The signed-in user, or for an API key the user who created it. */
  userId: string | null;
  apiKeyId: string | null;
  sessionId: string | null;
  organizationId: string;
  /** The active branch: the session's, or for API keys the X-Branch-Id header. */
  branchId: string | null;
  role: Role | null;
  permissions: ReadonlySet<Permission>;
  /** A guest (kind 'guest', no permissions): the self-order table whose QR token was presented. */
  tableId?: string | null;
  /** A time-clock kiosk (kind 'device', no permissions): the registered device whose credential was presented. */
  deviceId?: string | null;
  /**
   * The language answers take when the request sends no Accept-Language: a signed-in member's
   * organisation default (docs/api-conventions.md "Language"); absent means English.
   */
  language?: 'en' | 'ar';
}

/** What a job needs to rebuild the caller's context; plain JSON. */
export interface PrincipalSnapshot {
  kind: Principal['kind'];
  userId: string | null;
  apiKeyId: string | null;
  sessionId: string | null;
  organizationId: string;
  branchId: string | null;
  role: Role | null;
  permissions: Permission[];
  tableId?: string | null;
  deviceId?: string | null;
}

export function snapshotPrincipal(principal: Principal): PrincipalSnapshot {
  return { ...principal, permissions: [...principal.permissions] };
}

export function restorePrincipal(snapshot: PrincipalSnapshot): Principal {
  return { ...snapshot, permissions: new Set(snapshot.permissions) };
}

/** The service acting on its own behalf for one organisation (scheduled jobs, outbox dispatch). */
export function systemPrincipal(organizationId: string, permissions: Iterable<Permission>, branchId: string | null = null): Principal {
  return {
    kind: 'system',
    userId: null,
    apiKeyId: null,
    sessionId: null,
    organizationId,
    branchId,
    role: null,
    permissions: new Set(permissions),
  };
}
