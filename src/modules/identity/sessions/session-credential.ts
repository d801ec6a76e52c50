import type { Request } from 'express';
import type { CredentialResolver } from '../../../core/auth/credentials';
import type { Principal } from '../../../core/auth/principal';
import { verifyAccessToken } from '../../../core/auth/access-token';
import { ROLE_PERMISSIONS, isRole } from '../../../core/auth/roles';
import { AppError, reauthRequired } from '../../../core/errors/app-error';
import type { Runtime } from '../../../core/runtime';
import { membershipCoversBranch, MembershipStatus } from '../memberships/membership.entity';
import { runSql } from '../../../core/db/run-sql';

interface SessionState {
  userId: string;
  organizationId: string;
  revoked: boolean;
  /** The branch the session is on now: switch-branch moves it, and older tokens stop working. */
  branchId: string;
  expiresAt: Date;
  role: string | null;
  coversBranch: boolean;
  /** The organisation's default language: a member's answers use it when the request names none. */
  language: 'en' | 'ar';
  loadedAt: number;
}

/**
 * Session validity and the member's current role, cached for a few seconds per session so a
 * request costs one JWT check and, at most every few seconds, one indexed lookup. Ended sessions
 * and changed memberships are dropped from the cache at once in every process that hears of them
 * (access-changes.ts: this process always, the others through Redis when REDIS_URL is set);
 * a process that missed the notice sees the change within CACHE_MS.
 */
const CACHE_MS = 5_000;
const MAX_ENTRIES = 10_000;
const cache = new Map<string, SessionState>();

export function forgetSession(sessionId: string): void {
  cache.delete(sessionId);
  // A lookup that started before the revocation committed must neither be shared nor cached.
  loading.delete(sessionId);
}

/** A member's access changed (role, branches, status): their sessions in that organisation are read again. */
export function forgetMemberSessions(organizationId: string, userId: string): void {
  for (const [sessionId, state] of cache) {
    if (state.organizationId === organizationId && state.userId === userId) cache.delete(sessionId);
  }
  // Lookups in flight are keyed by session, not member: none of them may be cached or shared now.
  loading.clear();
}

export function forgetAllSessions(): void {
  cache.clear();
  loading.clear();
}

/** Loads in flight, per session: when a session's entry expires under load, the concurrent requests share one lookup. */
const loading = new Map<string, Promise<SessionState | null>>();

interface SessionRow {
  user_id: string;
  organization_id: string;
  branch_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  role: string | null;
  status: string | null;
  all_branches: boolean | null;
  branch_ids: string[] | null;
  default_language: string;
}

/** The session, the member's membership and the organisation's language in one indexed statement (fixed SQL: it runs on every cache miss). */
const SESSION_STATE_SQL = `SELECT s.user_id, s.organization_id, s.branch_id, s.expires_at, s.revoked_at, m.role, m.status, m.all_branches, m.branch_ids, o.default_language
  FROM sessions s JOIN organizations o ON o.id = s.organization_id
  LEFT JOIN memberships m ON m.organization_id = s.organization_id AND m.user_id = s.user_id
 WHERE s.id = $1`;

async function loadState(runtime: Runtime, sessionId: string, userId: string, organizationId: string): Promise<SessionState | null> {
  const cached = cache.get(sessionId);
  if (cached && Date.now() - cached.loadedAt < CACHE_MS) return cached;
  let pending = loading.get(sessionId);
  if (!pending) {
    const lookup: Promise<SessionState | null> = lookUp(runtime, sessionId)
      .then((state) => {
        // Cached only while still the current lookup (forgetSession may have dropped it meanwhile).
        if (state && loading.get(sessionId) === lookup) {
          if (!cache.has(sessionId) && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
          cache.set(sessionId, state);
        }
        return state;
      })
      .finally(() => {
        if (loading.get(sessionId) === lookup) loading.delete(sessionId);
      });
    pending = lookup;
    loading.set(sessionId, lookup);
  }
  const state = await pending;
  // The shared lookup read the session by id only: the token's user and organisation must match it.
  return state && state.userId === userId && state.organizationId === organizationId ? state : null;
}

async function lookUp(runtime: Runtime, sessionId: string): Promise<SessionState | null> {
  const loadedAt = Date.now();
  const [row] = await runSql<SessionRow>(runtime.db.dataSource.manager, SESSION_STATE_SQL, [sessionId]);
  if (!row) return null;
  const state: SessionState = {
    userId: row.user_id,
    organizationId: row.organization_id,
    revoked: row.revoked_at !== null,
    branchId: row.branch_id,
    expiresAt: row.expires_at,
    role: row.role !== null && row.status === MembershipStatus.Active ? row.role : null,
    // For the session's own branch: a token of any other branch is refused before this is read.
    coversBranch:
      row.role !== null ? membershipCoversBranch({ allBranches: row.all_branches === true, branchIds: row.branch_ids ?? [] }, row.branch_id) : false,
    language: row.default_language === 'Ar' ? 'ar' : 'en',
    loadedAt,
  };
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
    const state = await loadState(runtime, claims.sid, claims.sub, claims.org);
    if (!state || state.revoked || state.expiresAt <= now) throw reauthRequired();
    if (state.branchId !== claims.branch) {
      throw new AppError('UNAUTHORIZED', 'This access token was issued before the session moved to another branch; use the tokens switch-branch returned.');
    }
    if (!state.role || !isRole(state.role) || !state.coversBranch)
      throw reauthRequired('Your access to this organisation or branch has changed. Please sign in again.');
    return {
      kind: 'user',
      userId: claims.sub,
      apiKeyId: null,
      sessionId: claims.sid,
      organizationId: claims.org,
      branchId: claims.branch,
      role: state.role,
      permissions: ROLE_PERMISSIONS[state.role],
      language: state.language,
    };
  },
};
