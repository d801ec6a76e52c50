import { createHash, randomBytes } from 'node:crypto';

/** A session may be refreshed for 30 days after its last use, and never beyond 90 days after sign-in. */
export const SESSION_IDLE_MS = 30 * 24 * 3600_000;
export const SESSION_MAX_MS = 90 * 24 * 3600_000;

export function sessionExpiry(createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_MAX_MS));
}

/** `rt_` and 256 random bits: opaque, unguessable, and safe to store as a plain SHA-256. */
export function newRefreshToken(): string {
  return `rt_${randomBytes(32).toString('base64url')}`;
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type RefreshRefusal = 'unknown' | 'reused' | 'revoked' | 'expired' | 'access_changed';

export interface RefreshFacts {
  tokenFound: boolean;
  tokenRotated: boolean;
  sessionRevoked: boolean;
  sessionExpired: boolean;
  memberStillHasBranch: boolean;
}

/**
 * Why a refresh token is refused, or null when it may be exchanged. A rotated token presented to a
 * live session is reuse (the family is then revoked); to an ended session it is just "revoked".
 */
export function refreshRefusal(facts: RefreshFacts): RefreshRefusal | null {
  if (!facts.tokenFound) return 'unknown';
  if (facts.sessionRevoked) return 'revoked';
  if (facts.tokenRotated) return 'reused';
  if (facts.sessionExpired) return 'expired';
  if (!facts.memberStillHasBranch) return 'access_changed';
  return null;
}
