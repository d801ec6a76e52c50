import { KeyObject } from 'node:crypto';
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

/** HS256 with a KeyObject: jsonwebtoken then skips its public-key probing (~50x faster). */
export function signAccessToken(key: KeyObject, claims: AccessTokenClaims, now: Date): string {
  return jwt.sign({ ...claims, iat: Math.floor(now.getTime() / 1000) }, key, {
    algorithm: 'HS256',
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    issuer: ISSUER,
    audience: AUDIENCE,
  });
}

export function verifyAccessToken(key: KeyObject, token: string, now: Date): AccessTokenClaims {
  try {
    const payload = jwt.verify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    }) as jwt.JwtPayload;
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'string' || typeof payload.branch !== 'string' || typeof payload.sid !== 'string') {
      throw new Error('missing claims');
    }
    return { sub: payload.sub, org: payload.org, branch: payload.branch, sid: payload.sid };
  } catch (error) {
    const expired = error instanceof jwt.TokenExpiredError;
    throw new AppError('UNAUTHORIZED', expired ? 'The access token has expired.' : 'The access token is not valid.');
  }
}
