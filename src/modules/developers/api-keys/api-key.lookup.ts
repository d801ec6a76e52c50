import type { Permission } from '../../../core/auth/permissions';
import { isRole, ROLE_PERMISSIONS } from '../../../core/auth/roles';
import type { Runtime } from '../../../core/runtime';
import { Membership, MembershipStatus } from '../../identity/memberships/membership.entity';
import { ApiKey } from './api-key.entity';
import { ApiKeySecret } from './api-key-secret.entity';
import { effectivePermissions, parseRanges, type ParsedRange } from './api-key.rules';

/** What verifying a key needs, read once and cached briefly per lookup id. */
export interface KeyRecord {
  keyId: string;
  organizationId: string;
  createdByUserId: string;
  secretHash: string;
  secretValidUntil: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  rateLimitPerMinute: number | null;
  quotaPerDay: number | null;
  ipRanges: ParsedRange[];
  allowedOrigins: string[];
  /** Scopes ∩ the creator's current role; null when the creator no longer has an active membership. */
  permissions: ReadonlySet<Permission> | null;
  creatorBranches: { allBranches: boolean; branchIds: string[] };
}

/**
 * Verified-key cache. A hit costs no query; entries live CACHE_MS. Changes (revocation, a
 * creator's role change) are announced on the runtime's broadcast (api-key-changes.ts) and drop
 * the entry at once in every process that hears them; one that missed the notice sees the change
 * within CACHE_MS. Unknown lookup ids are cached too (as null), so
 * a flood of well-formed garbage costs one query per id per CACHE_MS.
 */
const CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, { record: KeyRecord | null; loadedAt: number }>();

export function forgetApiKey(keyId: string): void {
  for (const [lookupId, entry] of cache) if (entry.record?.keyId === keyId) cache.delete(lookupId);
}

/** The creator's access changed: their keys' permissions are derived again. */
export function forgetCreatorKeys(organizationId: string, userId: string): void {
  for (const [lookupId, entry] of cache) {
    if (entry.record?.organizationId === organizationId && entry.record.createdByUserId === userId) cache.delete(lookupId);
  }
}

export function forgetAllApiKeys(): void {
  cache.clear();
}

export async function findKeyRecord(runtime: Runtime, lookupId: string): Promise<KeyRecord | null> {
  const now = Date.now();
  const cached = cache.get(lookupId);
  if (cached && now - cached.loadedAt < CACHE_MS) return cached.record;
  const record = await loadRecord(runtime, lookupId);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(lookupId, { record, loadedAt: now });
  return record;
}

async function loadRecord(runtime: Runtime, lookupId: string): Promise<KeyRecord | null> {
  const manager = runtime.db.dataSource.manager;
  const secret = await manager.findOneBy(ApiKeySecret, { lookupId });
  if (!secret) return null;
  const key = await manager.findOneBy(ApiKey, { id: secret.apiKeyId });
  if (!key) return null;
  const membership = await manager.findOneBy(Membership, { organizationId: key.organizationId, userId: key.createdByUserId });
  const active = membership && membership.status === MembershipStatus.Active && isRole(membership.role);
  return {
    keyId: key.id,
    organizationId: key.organizationId,
    createdByUserId: key.createdByUserId,
    secretHash: secret.secretHash,
    secretValidUntil: secret.validUntil,
    expiresAt: key.expiresAt,
    revokedAt: key.revokedAt,
    rateLimitPerMinute: key.rateLimitPerMinute,
    quotaPerDay: key.quotaPerDay,
    ipRanges: parseRanges(key.allowedIps),
    allowedOrigins: key.allowedOrigins,
    permissions: active ? effectivePermissions(key.scopes, ROLE_PERMISSIONS[membership.role]) : null,
    creatorBranches: { allBranches: membership?.allBranches ?? false, branchIds: membership?.branchIds ?? [] },
  };
}
