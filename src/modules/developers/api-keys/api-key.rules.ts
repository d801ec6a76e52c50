import ipaddr from 'ipaddr.js';
import { registerEnumType } from 'type-graphql';
import { ALL_PERMISSIONS, isPermission, type Permission, PERMISSIONS, SESSION_ONLY_PERMISSIONS } from '../../../core/auth/permissions';
import type { FieldErrors } from '../../../core/errors/app-error';

/* Pure rules of API keys: states, scopes, allowlists, limits. No I/O. */

export enum ApiKeyEnvironment {
  Live = 'Live',
  Test = 'Test',
}
registerEnumType(ApiKeyEnvironment, {
  name: 'ApiKeyEnvironment',
  description: 'Live or Test: a label, carried in the key prefix (bo_live_…, bo_test_…).',
  valuesConfig: {
    Live: { description: 'For production integrations; the key starts bo_live_.' },
    Test: { description: 'For trials and development; the key starts bo_test_. A label only: it sees the same data.' },
  },
});
export const API_KEY_ENVIRONMENTS: readonly ApiKeyEnvironment[] = Object.values(ApiKeyEnvironment);

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;
export const MAX_RATE_LIMIT_PER_MINUTE = 10_000;
export const DEFAULT_QUOTA_PER_DAY = 100_000;
export const MAX_QUOTA_PER_DAY = 1_000_000_000;
export const DEFAULT_GRACE_MINUTES = 60;
export const MAX_GRACE_MINUTES = 7 * 24 * 60;
export const MAX_ALLOWLIST_ENTRIES = 50;

export enum ApiKeyStatus {
  Active = 'Active',
  Expired = 'Expired',
  Revoked = 'Revoked',
}
registerEnumType(ApiKeyStatus, {
  name: 'ApiKeyStatus',
  description: 'Active; Expired (expiresAt has passed; a later expiresAt makes it Active again); Revoked (final).',
  valuesConfig: {
    Active: { description: 'The key authenticates requests.' },
    Expired: { description: 'expiresAt has passed; requests are refused until a later expiresAt is set.' },
    Revoked: { description: 'Revoked; final, the key never works again.' },
  },
});
export type ApiKeyAction = 'update' | 'rotate' | 'revoke';

export function apiKeyStatus(key: { revokedAt: Date | null; expiresAt: Date | null }, now: Date): ApiKeyStatus {
  if (key.revokedAt) return ApiKeyStatus.Revoked;
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return ApiKeyStatus.Expired;
  return ApiKeyStatus.Active;
}

/**
 * The state machine: active → revoked (revoke); active → expired (time passes); expired → active
 * (update with a later expiresAt); expired → revoked (revoke). Revoked is final. Rotation needs an
 * active key. Returns why a move is refused, or null when it is allowed.
 */
export function refusedTransition(status: ApiKeyStatus, action: ApiKeyAction): string | null {
  if (status === ApiKeyStatus.Revoked)
    return action === 'update'
      ? 'The API key is revoked; it cannot be changed.'
      : action === 'rotate'
        ? 'The API key is revoked; it cannot be rotated.'
        : 'The API key is revoked; it cannot be revoked again.';
  if (status === ApiKeyStatus.Expired && action === 'rotate') return 'The API key has expired; extend expiresAt first or create a new key.';
  return null;
}

/** The label in the key string: `live` or `test`. */
export function environmentPrefix(environment: ApiKeyEnvironment): string {
  return environment.toLowerCase();
}

/** Every scope a key may carry: the permission vocabulary minus session-only permissions. */
export function grantableScopes(): Permission[] {
  return ALL_PERMISSIONS.filter((permission) => !SESSION_ONLY_PERMISSIONS.has(permission));
}

export interface ScopeDescription {
  scope: Permission;
  area: string;
  access: string;
  description: string;
}

export function describeScope(scope: Permission): ScopeDescription {
  const [area, access] = scope.split(':');
  return { scope, area, access, description: PERMISSIONS[scope] };
}

export interface ScopeCheck {
  scopes: Permission[];
  errors: FieldErrors;
  /** Valid scopes that the creator's role does not hold (403). */
  notHeld: Permission[];
}

/** Validates requested scopes (deduplicated, sorted) against the vocabulary and the creator's rights. */
export function checkScopes(requested: readonly string[], creatorPermissions: ReadonlySet<Permission>): ScopeCheck {
  const errors: FieldErrors = {};
  const scopes = new Set<Permission>();
  const notHeld = new Set<Permission>();
  if (requested.length === 0) errors.scopes = ['must name at least one scope'];
  requested.forEach((raw, index) => {
    const value = raw.trim();
    if (!isPermission(value)) errors[`scopes[${index}]`] = ['is not a known scope'];
    else if (SESSION_ONLY_PERMISSIONS.has(value)) errors[`scopes[${index}]`] = ['cannot be given to an API key (console session only)'];
    else {
      scopes.add(value);
      if (!creatorPermissions.has(value)) notHeld.add(value);
    }
  });
  return { scopes: [...scopes].sort(), errors, notHeld: [...notHeld].sort() };
}

/** A key acts with its scopes, narrowed to what its creator's role holds now. */
export function effectivePermissions(scopes: readonly string[], creatorPermissions: ReadonlySet<Permission>): Set<Permission> {
  return new Set(scopes.filter((scope): scope is Permission => isPermission(scope) && creatorPermissions.has(scope)));
}

/* ---- IP allowlist ---- */

export type ParsedRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Dotted-quad IPv4 or IPv6 only: legacy forms such as `1.2.3` or `0x7f.1` are refused. */
function strictAddress(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value) || (value.includes(':') && ipaddr.IPv6.isValid(value));
}

/** `203.0.113.7` stays as is; `10.1.2.3/8` becomes `10.0.0.0/8`; anything else is null. */
export function normalizeIpEntry(entry: string): string | null {
  const value = entry.trim();
  try {
    if (value.includes('/')) {
      const [address, bitsText] = value.split('/');
      if (!strictAddress(address) || !/^\d{1,3}$/.test(bitsText ?? '') || !ipaddr.isValidCIDR(value)) return null;
      const [parsed, bits] = ipaddr.parseCIDR(value);
      const network = parsed.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(value) : ipaddr.IPv6.networkAddressFromCIDR(value);
      return `${network.toString()}/${bits}`;
    }
    if (!strictAddress(value)) return null;
    return ipaddr.process(value).toString();
  } catch {
    return null;
  }
}

export function parseRanges(entries: readonly string[]): ParsedRange[] {
  return entries.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry) as ParsedRange;
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128] as ParsedRange;
  });
}

/** An empty list allows every address. IPv4-mapped IPv6 callers (::ffff:a.b.c.d) match IPv4 ranges. */
export function ipAllowed(ip: string | null, ranges: readonly ParsedRange[]): boolean {
  if (ranges.length === 0) return true;
  if (!ip || !ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return ranges.some(([network, bits]) => address.kind() === network.kind() && address.match(network as never, bits));
}

/* ---- Origin allowlist ---- */

const ORIGIN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:(\d{1,5}))?\/?$/;

/**
 * `https://App.Example.com/` → `https://app.example.com`; default ports dropped; a leading `*.`
 * label allows every subdomain (not the bare domain). Paths, queries and other schemes are refused.
 */
export function normalizeOrigin(entry: string): string | null {
  const match = ORIGIN.exec(entry.trim().toLowerCase());
  if (!match) return null;
  const [, scheme, wildcard, host, , , port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  const defaultPort = scheme === 'https' ? '443' : '80';
  return `${scheme}://${wildcard ?? ''}${host}${port && port !== defaultPort ? `:${port}` : ''}`;
}

/** No Origin header (server-to-server) or an empty list: allowed. Otherwise the origin must match. */
export function originAllowed(origin: string | null, allowed: readonly string[]): boolean {
  if (!origin || allowed.length === 0) return true;
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  return allowed.some((entry) => {
    if (!entry.includes('://*.')) return entry === normalized;
    const [scheme, rest] = entry.split('://*.');
    const [, candidate] = normalized.split('://');
    return normalized.startsWith(`${scheme}://`) && candidate.endsWith(`.${rest}`);
  });
}

/** Validates and normalises an allowlist; errors are keyed `<field>[i]`. */
export function normalizeList(
  field: string,
  entries: readonly string[] | null | undefined,
  normalize: (entry: string) => string | null,
  message: string,
): { values: string[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const values: string[] = [];
  const list = entries ?? [];
  if (list.length > MAX_ALLOWLIST_ENTRIES) errors[field] = [`must have at most ${MAX_ALLOWLIST_ENTRIES} entries`];
  list.forEach((entry, index) => {
    const value = normalize(entry);
    if (!value) errors[`${field}[${index}]`] = [message];
    else if (!values.includes(value)) values.push(value);
  });
  return { values, errors };
}
