import { type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppError } from '../errors/app-error';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'back-office';
const AUDIENCE = 'console';

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  org: string;
  branch: string;
  /** Session id: revoking the session ends the token before it expires. */
  sid: string;
}

/** HS256 with a KeyObject: jsonwebtoken then skips its public-key probing (docs/performance.md, "Per-request CPU"). */
export function signAccessToken(key: KeyObject, claims: AccessTokenClaims, now: Date): string {
  return jwt.sign({ ...claims, iat: Math.floor(now.getTime() / 1000) }, key, {
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

/*
 * Verified tokens, remembered for their own lifetime: a console sends the same access token on
 * every request for up to 15 minutes, and checking its HMAC, decoding and parsing it again each
 * time was the largest part of authentication's CPU. The key is the whole token text (header,
 * payload and signature), so only a byte-identical token that has already passed full verification
 * with this very key hits; a hit still checks `exp` (and `nbf`) against the clock, exactly as
 * jsonwebtoken would. Nothing else is cached here: the session (revocation, branch moves, role
 * changes) is checked per request by the session credential as before. Bounded per key; the oldest
 * entry leaves first.
 */
export const VERIFIED_TOKENS_MAX = 10_000;

interface VerifiedToken {
  claims: AccessTokenClaims;
  exp: number;
  nbf: number | undefined;
}

const verifiedTokens = new WeakMap<KeyObject, Map<string, VerifiedToken>>();

/** Empties the cache of verified tokens (tests; key rotation needs nothing: the cache is per key). */
export function forgetVerifiedTokens(key: KeyObject): void {
  verifiedTokens.get(key)?.clear();
}

export function verifyAccessToken(key: KeyObject, token: string, now: Date): AccessTokenClaims {
  const seconds = Math.floor(now.getTime() / 1000);
  let cache = verifiedTokens.get(key);
  const hit = cache?.get(token);
  if (hit) {
    if (seconds >= hit.exp) throw new AppError('UNAUTHORIZED', 'The access token has expired.');
    if (hit.nbf === undefined || hit.nbf <= seconds) return hit.claims;
  }
  const verified = verifyFully(key, token, seconds);
  if (!cache) verifiedTokens.set(key, (cache = new Map()));
  if (cache.size >= VERIFIED_TOKENS_MAX) cache.delete(cache.keys().next().value as string);
  if (typeof verified.exp === 'number') cache.set(token, verified as VerifiedToken);
  return verified.claims;
}

function verifyFully(key: KeyObject, token: string, clockTimestamp: number): { claims: AccessTokenClaims; exp: unknown; nbf: number | undefined } {
  try {
    const payload = jwt.verify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTimestamp,
    }) as jwt.JwtPayload;
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.branch !== 'string' || typeof payload.sid !== 'string') {
      throw new Error('missing claims');
    }
    return {
      claims: Object.freeze({ sub: payload.sub, org: payload.org, branch: payload.branch, sid: payload.sid }),
      exp: payload.exp,
      nbf: typeof payload.nbf === 'number' ? payload.nbf : undefined,
    };
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new AppError('UNAUTHORIZED', expired ? 'The access token has expired.' : 'The access token is not valid.');
  }
}
