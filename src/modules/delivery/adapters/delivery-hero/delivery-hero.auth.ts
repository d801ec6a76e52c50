import { createHash } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { unauthorized } from '../../../../core/errors/app-error';

/*
 * Both directions of Delivery Hero's authentication (docs/delivery.md, "Delivery Hero (Talabat)"):
 * - in: the middleware calls the plugin with `Authorization: Bearer <JWT>`, HMAC-signed (HS256, HS384
 *   or HS512) with the secret Delivery Hero shares with the plugin and carrying `service: middleware`;
 * - out: the plugin logs in at `POST /v2/login` (form: username, password, grant_type=client_credentials)
 *   and sends the access token it gets as a bearer token; the token is kept in memory per
 *   connection until shortly before it expires, or until the middleware answers 401.
 */

const CLOCK_TOLERANCE_SECONDS = 60;

/** The JWT's claims when the middleware signed it with `secret`; an AppError 401 otherwise. */
export function verifyMiddlewareToken(authorization: string | undefined, secret: string | undefined, now: Date): jwt.JwtPayload {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
  if (!token || !secret) throw unauthorized('A Delivery Hero middleware token is required.');
  let claims: string | jwt.JwtPayload;
  try {
    claims = jwt.verify(token, secret, {
      algorithms: ['HS256', 'HS384', 'HS512'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
  } catch {
    throw unauthorized('The Delivery Hero middleware token is not valid.');
  }
  if (typeof claims === 'string' || claims.service !== 'middleware') throw unauthorized('The Delivery Hero middleware token is not valid.');
  return claims;
}

interface CachedToken {
  fingerprint: string;
  token: string;
  expiresAt: number;
}

/** Login tokens by connection id; a change of URL or credentials makes a new login. */
const tokens = new Map<string, CachedToken>();
const DEFAULT_TTL_SECONDS = 3600;
const RENEW_BEFORE_MS = 60_000;

export function loginFingerprint(baseUrl: string, username: string, password: string): string {
  return createHash('sha256').update(`${baseUrl}\n${username}\n${password}`).digest('base64url');
}

export function cachedLoginToken(connectionId: string, fingerprint: string, at: Date): string | null {
  const cached = tokens.get(connectionId);
  return cached && cached.fingerprint === fingerprint && cached.expiresAt - RENEW_BEFORE_MS > at.getTime() ? cached.token : null;
}

export function forgetLoginToken(connectionId: string): void {
  tokens.delete(connectionId);
}

/** Reads `/v2/login`'s answer and keeps its token; null when it holds none. */
export function keepLoginToken(connectionId: string, fingerprint: string, body: string, at: Date): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const answer = parsed as { access_token?: unknown; expires_in?: unknown };
  if (typeof answer?.access_token !== 'string' || answer.access_token === '') return null;
  const ttl = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : DEFAULT_TTL_SECONDS;
  tokens.set(connectionId, { fingerprint, token: answer.access_token, expiresAt: at.getTime() + ttl * 1000 });
  return answer.access_token;
}
