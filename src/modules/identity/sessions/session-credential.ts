import type { Request } from 'express';
import type { CredentialResolver } from '../../../core/auth/credentials';
import type { Principal } from '../../../core/auth/principal';
import { verifyAccessToken } from '../../../core/auth/access-token';
import { ROLE_PERMISSIONS, isRole } from '../../../core/auth/roles';
import { AppError, reauthRequired } from '../../../core/errors/app-error';
import type { Runtime } from '../../../core/runtime';
import { Session } from './session.entity';
import { Membership, membershipCoversBranch, MembershipStatus } from '../memberships/membership.entity';

interface SessionState {
  revoked: boolean;
  /** The branch the session is on now: switch-branch moves it, and older tokens stop working. */
  branchId: string;
  expiresAt: Date;
  role: string | null;
  coversBranch: boolean;
  loadedAt: number;
}

/**
 * Session validity and the member's current role, cached for a few seconds per session so a
 * request costs one JWT check and, at most every few seconds, one indexed lookup. Revocations in
 * this process take effect at once (forgetSession); other processes see them within CACHE_MS.
 */
const CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, SessionState>();

export function forgetSession(sessionId: string): void {
  cache.delete(sessionId);
}

export function forgetAllSessions(): void {
  cache.clear();
}

async function loadState(runtime: Runtime, sessionId: string, userId: string, organizationId: string, branchId: string): Promise<SessionState | null> {
  const cached = cache.get(sessionId);
  const now = Date.now();
  if (cached && now - cached.loadedAt < CACHE_MS) return cached;
  const manager = runtime.db.dataSource.manager;
  const session = await manager.findOneBy(Session, { id: sessionId });
  if (!session || session.userId !== userId || session.organizationId !== organizationId) return null;
  const membership = await manager.findOneBy(Membership, { organizationId, userId });
  const state: SessionState = {
    revoked: session.revokedAt !== null,
    branchId: session.branchId,
    expiresAt: session.expiresAt,
    role: membership && membership.status === MembershipStatus.Active ? membership.role : null,
    coversBranch: membership ? membershipCoversBranch(membership, branchId) : false,
    loadedAt: now,
  };
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(sessionId, state);
  return state;
}

export const sessionCredential: CredentialResolver = {
  name: 'session',
  matches: (req: Request) => (req.headers.authorization ?? '').length > 0,
  async resolve(runtime: Runtime, req: Request): Promise<Principal> {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('UNAUTHORIZED', 'The Authorization header must be "Bearer <token>".');
    const now = runtime.clock.now();
    const claims = verifyAccessToken(runtime.secrets.jwtKey, match[1], now);
    const state = await loadState(runtime, claims.sid, claims.sub, claims.org, claims.branch);
    if (!state || state.revoked || state.expiresAt <= now) throw reauthRequired();
    if (state.branchId !== claims.branch) {
      throw new AppError('UNAUTHORIZED', 'This access token was issued before the session moved to another branch; use the tokens switch-branch returned.');
    }
    if (!state.role || !isRole(state.role) || !state.coversBranch) throw reauthRequired('Your access to this organisation or branch has changed. Please sign in again.');
    return {
      kind: 'user',
      userId: claims.sub,
      apiKeyId: null,
      sessionId: claims.sid,
      organizationId: claims.org,
      branchId: claims.branch,
      role: state.role,
      permissions: ROLE_PERMISSIONS[state.role],
    };
  },
};
