import type { Request } from 'express';
import type { CredentialResolver } from '../../../core/auth/credentials';
import type { Principal } from '../../../core/auth/principal';
import { AppError, forbidden, tenantMismatch, unauthorized } from '../../../core/errors/app-error';
import { isUuid } from '../../../core/scalars';
import { rateLimitHeaders, type RateLimitRule } from '../../../core/rate-limit';
import type { Runtime } from '../../../core/runtime';
import { Branch } from '../../identity/branches/branch.entity';
import { membershipCoversBranch } from '../../identity/memberships/membership.entity';
import { hashesEqual, hashKey, parseKey } from './api-key.format';
import { findKeyRecord, type KeyRecord } from './api-key.lookup';
import { DEFAULT_QUOTA_PER_DAY, DEFAULT_RATE_LIMIT_PER_MINUTE, ipAllowed, originAllowed } from './api-key.rules';
import { noteKeyRefusal, noteKeyUse, type RefusalReason } from './api-key.usage';
import { isBranchActive } from '../../identity/branches/branch-access';

export const API_KEY_HEADER = 'x-api-key';
export const BRANCH_HEADER = 'x-branch-id';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const INVALID = 'The API key is not valid.';

/** Branch id → organisation id; branches never move between organisations, so entries stay valid. */
const branchOrganizations = new Map<string, string>();

async function organizationOfBranch(runtime: Runtime, branchId: string): Promise<string | null> {
  const known = branchOrganizations.get(branchId);
  if (known) return known;
  const branch = await runtime.db.dataSource.manager.findOne(Branch, { where: { id: branchId }, select: { id: true, organizationId: true } });
  if (!branch) return null;
  if (branchOrganizations.size >= 10_000) branchOrganizations.delete(branchOrganizations.keys().next().value!);
  branchOrganizations.set(branchId, branch.organizationId);
  return branch.organizationId;
}

export function rateLimitRulesFor(record: Pick<KeyRecord, 'keyId' | 'rateLimitPerMinute' | 'quotaPerDay'>): RateLimitRule[] {
  return [
    { key: `apikey:${record.keyId}:minute`, limit: record.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, windowMs: MINUTE_MS, name: 'per-minute' },
    { key: `apikey:${record.keyId}:day`, limit: record.quotaPerDay ?? DEFAULT_QUOTA_PER_DAY, windowMs: DAY_MS, name: 'per-day' },
  ];
}

/**
 * `X-Api-Key` (when no Authorization header is sent). Checks, in order: format and checksum (no
 * database), the stored hash (constant time), revocation, expiry, the rotated secret's grace,
 * the creator's membership, IP and Origin allowlists, the per-minute limit and daily quota, and
 * the X-Branch-Id header. Every refusal of an existing key is audited (throttled).
 */
export const apiKeyCredential: CredentialResolver = {
  name: 'apiKey',
  matches: (req: Request) => !req.headers.authorization && (req.header(API_KEY_HEADER) ?? '').length > 0,
  resolve: (runtime: Runtime, req: Request): Promise<Principal> => verifyKey(runtime, req, true),
  // A socket's periodic check must not spend the key's requests: only connecting counts as a use.
  recheck: (runtime: Runtime, req: Request): Promise<Principal> => verifyKey(runtime, req, false),
};

async function verifyKey(runtime: Runtime, req: Request, use: boolean): Promise<Principal> {
  const presented = (req.header(API_KEY_HEADER) ?? '').trim();
  const parsed = parseKey(presented);
  if (!parsed) throw unauthorized(INVALID);
  const record = await findKeyRecord(runtime, parsed.lookupId);
  if (!record) throw unauthorized(INVALID);
  const now = runtime.clock.now();
  const refuse = (reason: RefusalReason, error: AppError): never => {
    noteKeyRefusal(runtime, req, record, reason, now);
    throw error;
  };

  if (!hashesEqual(record.secretHash, hashKey(presented))) refuse('secret-mismatch', unauthorized(INVALID));
  if (record.revokedAt) refuse('revoked', unauthorized('The API key has been revoked.'));
  if (record.expiresAt && record.expiresAt <= now) refuse('expired', unauthorized('The API key has expired.'));
  if (record.secretValidUntil && record.secretValidUntil <= now) {
    refuse('secret-rotated-out', unauthorized('This API key secret was replaced by a rotation and its grace period has ended.'));
  }
  if (!record.permissions) refuse('creator-access-removed', unauthorized('The user who created this API key no longer has access to the organisation.'));
  if (!ipAllowed(req.ip ?? null, record.ipRanges)) refuse('ip-not-allowed', forbidden('This API key may not be used from your IP address.'));
  const origin = req.header('origin') ?? null;
  if (!originAllowed(origin, record.allowedOrigins)) refuse('origin-not-allowed', forbidden('This API key may not be used from this origin.'));

  const outcome = use ? await runtime.rateLimits.consume(rateLimitRulesFor(record), now.getTime()) : null;
  const headers = outcome ? rateLimitHeaders(outcome) : {};
  if (outcome && !outcome.allowed) {
    const daily = outcome.refusedBy!.rule.windowMs === DAY_MS;
    refuse(
      daily ? 'quota-exceeded' : 'rate-limited',
      new AppError(
        'RATE_LIMITED',
        daily
          ? `This API key has used its daily quota of ${outcome.refusedBy!.rule.limit} requests; it resets at 00:00 UTC.`
          : `This API key allows ${outcome.refusedBy!.rule.limit} requests per minute; retry after ${headers['Retry-After']} seconds.`,
        { headers },
      ),
    );
  }
  const res = req.res;
  if (outcome && res && !res.headersSent) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);

  const branchId = await resolveBranch(runtime, req, record, (reason, error) => refuse(reason, error));
  if (use) noteKeyUse(runtime, req, record.keyId, now);
  return {
    kind: 'apiKey',
    userId: record.createdByUserId,
    apiKeyId: record.keyId,
    sessionId: null,
    organizationId: record.organizationId,
    branchId,
    role: null,
    permissions: record.permissions!,
  };
}

/** X-Branch-Id: a branch of the key's organisation that the key's creator may work in. */
async function resolveBranch(
  runtime: Runtime,
  req: Request,
  record: KeyRecord,
  refuse: (reason: RefusalReason, error: AppError) => never,
): Promise<string | null> {
  const raw = req.header(BRANCH_HEADER);
  if (raw === undefined || raw.trim() === '') return null;
  const branchId = raw.trim().toLowerCase();
  if (!isUuid(branchId)) {
    throw new AppError('VALIDATION', 'The X-Branch-Id header must be a branch id (UUID).', { fields: { 'X-Branch-Id': ['must be a UUID'] } });
  }
  const organizationId = await organizationOfBranch(runtime, branchId);
  // An unknown branch answers like another organisation's, so branch ids cannot be probed.
  if (organizationId !== record.organizationId) {
    refuse('foreign-branch', tenantMismatch('The branch in X-Branch-Id does not belong to the organisation of this API key.'));
  }
  if (!membershipCoversBranch(record.creatorBranches, branchId)) {
    refuse('branch-not-allowed', forbidden('The user who created this API key has no access to this branch.'));
  }
  if (!(await isBranchActive(runtime, branchId))) refuse('branch-inactive', forbidden('The branch in X-Branch-Id is deactivated.'));
  return branchId;
}
