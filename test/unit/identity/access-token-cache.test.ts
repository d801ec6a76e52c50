import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { signAccessToken, verifyAccessToken, forgetVerifiedTokens, ACCESS_TOKEN_TTL_SECONDS } from '../../../src/core/auth/access-token';

const claims = { sub: 'user-1', org: 'org-1', branch: 'branch-1', sid: 'session-1' };
const issuedAt = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('verified access tokens are remembered for their own lifetime only', () => {
  const key = createSecretKey(Buffer.from('a-test-secret-of-enough-length-1234567890', 'utf8'));
  beforeEach(() => forgetVerifiedTokens(key));

  it('answers the same claims for a token it has verified before', () => {
    const token = signAccessToken(key, claims, issuedAt);
    expect(verifyAccessToken(key, token, later(1))).toEqual(claims);
    expect(verifyAccessToken(key, token, later(2))).toEqual(claims);
  });

  it('refuses a remembered token once it has expired, with the expiry message', () => {
    const token = signAccessToken(key, claims, issuedAt);
    verifyAccessToken(key, token, later(1));
    expect(() => verifyAccessToken(key, token, later(ACCESS_TOKEN_TTL_SECONDS))).toThrow('The access token has expired.');
    expect(() => verifyAccessToken(key, token, later(ACCESS_TOKEN_TTL_SECONDS + 60))).toThrow('The access token has expired.');
  });

  it('never serves a token with another signature from the cache', () => {
    const token = signAccessToken(key, claims, issuedAt);
    verifyAccessToken(key, token, later(1));
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect(() => verifyAccessToken(key, forged, later(2))).toThrow('The access token is not valid.');
    // The payload of a remembered token with its signature dropped is not accepted either.
    expect(() => verifyAccessToken(key, `${header}.${payload}.`, later(2))).toThrow('The access token is not valid.');
  });

  it('keeps one cache per key: a token verified with one key is checked afresh against another', () => {
    const other = createSecretKey(Buffer.from('another-secret-of-enough-length-0987654321', 'utf8'));
    const token = signAccessToken(key, claims, issuedAt);
    verifyAccessToken(key, token, later(1));
    expect(() => verifyAccessToken(other, token, later(2))).toThrow('The access token is not valid.');
  });

  it('checks a not-before claim on every use', () => {
    const token = jwt.sign({ ...claims, iat: Math.floor(issuedAt.getTime() / 1000), nbf: Math.floor(issuedAt.getTime() / 1000) + 30 }, key, {
      algorithm: 'HS256',
      expiresIn: 600,
      issuer: 'back-office',
      audience: 'console',
    });
    expect(() => verifyAccessToken(key, token, later(1))).toThrow('The access token is not valid.');
    expect(verifyAccessToken(key, token, later(31))).toEqual(claims);
    expect(() => verifyAccessToken(key, token, later(10))).toThrow('The access token is not valid.');
  });

  it('does not remember tokens without an expiry', () => {
    const token = jwt.sign({ ...claims }, key, { algorithm: 'HS256', issuer: 'back-office', audience: 'console', noTimestamp: true });
    expect(verifyAccessToken(key, token, later(1))).toEqual(claims);
    expect(verifyAccessToken(key, token, later(2))).toEqual(claims);
  });
});
