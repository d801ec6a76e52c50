import fs from 'node:fs';
import path from 'node:path';
import { checksumOf, generateKey, hashesEqual, hashKey, parseKey } from '../../../src/modules/developers/api-keys/api-key.format';
import {
  apiKeyStatus,
  ApiKeyStatus,
  checkScopes,
  effectivePermissions,
  grantableScopes,
  ipAllowed,
  normalizeIpEntry,
  normalizeOrigin,
  originAllowed,
  parseRanges,
  refusedTransition,
} from '../../../src/modules/developers/api-keys/api-key.rules';
import { ROLE_PERMISSIONS } from '../../../src/core/auth/roles';
import { MemoryRateLimitStore } from '../../../src/core/rate-limit/memory-store';
import { rateLimitHeaders } from '../../../src/core/rate-limit/headers';

describe('API key format', () => {
  it('generates distinct, well-formed keys whose checksum verifies and whose hash is stored instead', () => {
    const a = generateKey('live');
    const b = generateKey('test');
    expect(a.key).toMatch(/^bo_live_[0-9A-Za-z]{12}_[0-9A-Za-z]{32}_[0-9A-Za-z]{6}$/);
    expect(b.key.startsWith('bo_test_')).toBe(true);
    expect(a.key).not.toBe(generateKey('live').key);
    expect(parseKey(a.key)).toEqual({ environment: 'live', lookupId: a.lookupId });
    expect(a.prefix).toBe(`bo_live_${a.lookupId}`);
    expect(a.lastFour).toBe(a.key.slice(-4));
    expect(a.hash).toBe(hashKey(a.key));
    expect(a.hash).not.toContain(a.key.split('_')[3]);
    expect(hashesEqual(a.hash, hashKey(a.key))).toBe(true);
    expect(hashesEqual(a.hash, hashKey(b.key))).toBe(false);
  });

  it('refuses a key with one changed character, a wrong checksum or the wrong shape without a lookup', () => {
    const { key } = generateKey('live');
    const flipped = key.slice(0, 25) + (key[25] === 'a' ? 'b' : 'a') + key.slice(26);
    expect(parseKey(flipped)).toBeNull();
    expect(parseKey(key.slice(0, -1) + (key.endsWith('0') ? '1' : '0'))).toBeNull();
    expect(parseKey(`${key} `)).toBeNull();
    expect(parseKey('bo_prod_AAAAAAAAAAAA_' + 'A'.repeat(32) + '_' + checksumOf('x'))).toBeNull();
  });
});

describe('API key rules', () => {
  it('derives status from revocation and expiry', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(apiKeyStatus({ revokedAt: null, expiresAt: null }, now)).toBe(ApiKeyStatus.Active);
    expect(apiKeyStatus({ revokedAt: null, expiresAt: new Date('2026-01-01T00:00:01Z') }, now)).toBe(ApiKeyStatus.Active);
    expect(apiKeyStatus({ revokedAt: null, expiresAt: now }, now)).toBe(ApiKeyStatus.Expired);
    expect(apiKeyStatus({ revokedAt: now, expiresAt: null }, now)).toBe(ApiKeyStatus.Revoked);
  });

  it('allows and refuses the moves of the state machine', () => {
    expect(refusedTransition(ApiKeyStatus.Active, 'update')).toBeNull();
    expect(refusedTransition(ApiKeyStatus.Active, 'rotate')).toBeNull();
    expect(refusedTransition(ApiKeyStatus.Active, 'revoke')).toBeNull();
    expect(refusedTransition(ApiKeyStatus.Expired, 'update')).toBeNull();
    expect(refusedTransition(ApiKeyStatus.Expired, 'revoke')).toBeNull();
    expect(refusedTransition(ApiKeyStatus.Expired, 'rotate')).toMatch(/expired/);
    for (const action of ['update', 'rotate', 'revoke'] as const) expect(refusedTransition(ApiKeyStatus.Revoked, action)).toMatch(/revoked/);
  });

  it('checks scopes against the vocabulary, session-only permissions and the creator', () => {
    const accountant = ROLE_PERMISSIONS.Accountant;
    const result = checkScopes(['accounting:write', 'hr:write', 'nope', 'members:manage', 'accounting:write'], accountant);
    expect(result.scopes).toEqual(['accounting:write', 'hr:write']);
    expect(result.notHeld).toEqual(['hr:write']);
    expect(result.errors).toEqual({ 'scopes[2]': ['is not a known scope'], 'scopes[3]': ['cannot be given to an API key (console session only)'] });
    expect(checkScopes([], accountant).errors).toEqual({ scopes: ['must name at least one scope'] });
    expect(grantableScopes()).not.toContain('developers:manage');
    expect([...effectivePermissions(['hr:read', 'accounting:write', 'gone:scope'], ROLE_PERMISSIONS.Hr)]).toEqual(['hr:read']);
  });

  it('normalises and matches IP allowlists (CIDR, single addresses, IPv6, IPv4-mapped)', () => {
    expect(normalizeIpEntry('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normalizeIpEntry(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalizeIpEntry('2001:db8::1/32')).toBe('2001:db8::/32');
    expect(normalizeIpEntry('::ffff:127.0.0.1')).toBe('127.0.0.1');
    for (const bad of ['', 'localhost', '10.0.0.0/33', '1.2.3', '10.0.0.0/']) expect(normalizeIpEntry(bad)).toBeNull();
    const ranges = parseRanges(['10.0.0.0/8', '203.0.113.7', '2001:db8::/32']);
    expect(ipAllowed('10.200.1.1', ranges)).toBe(true);
    expect(ipAllowed('::ffff:10.0.0.5', ranges)).toBe(true);
    expect(ipAllowed('203.0.113.7', ranges)).toBe(true);
    expect(ipAllowed('203.0.113.8', ranges)).toBe(false);
    expect(ipAllowed('2001:db8:1::5', ranges)).toBe(true);
    expect(ipAllowed('127.0.0.1', ranges)).toBe(false);
    expect(ipAllowed(null, ranges)).toBe(false);
    expect(ipAllowed('127.0.0.1', [])).toBe(true);
  });

  it('normalises and matches origin allowlists', () => {
    expect(normalizeOrigin('HTTPS://App.Example.com:443/')).toBe('https://app.example.com');
    expect(normalizeOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeOrigin('https://*.example.com')).toBe('https://*.example.com');
    for (const bad of ['example.com', 'ftp://x.example', 'https://x.example/path', 'https://x.example:99999', '*']) expect(normalizeOrigin(bad)).toBeNull();
    const list = ['https://app.example.com', 'https://*.partner.example'];
    expect(originAllowed(null, list)).toBe(true);
    expect(originAllowed('https://app.example.com', list)).toBe(true);
    expect(originAllowed('https://APP.example.com:443', list)).toBe(true);
    expect(originAllowed('https://a.b.partner.example', list)).toBe(true);
    expect(originAllowed('https://partner.example', list)).toBe(false);
    expect(originAllowed('http://app.example.com', list)).toBe(false);
    expect(originAllowed('https://app.example.com.evil.test', list)).toBe(false);
    expect(originAllowed('null', list)).toBe(false);
    expect(originAllowed('https://anything.test', [])).toBe(true);
  });
});

describe('Rate-limit core', () => {
  const minute = { key: 'subject:x:minute', limit: 2, windowMs: 60_000, name: 'per-minute' };
  const day = { key: 'subject:x:day', limit: 3, windowMs: 86_400_000, name: 'per-day' };
  const t0 = Date.parse('2026-03-02T10:00:05Z');

  it('counts all rules or none, in fixed windows aligned to the clock', async () => {
    const store = new MemoryRateLimitStore();
    expect((await store.consume([minute, day], t0)).allowed).toBe(true);
    expect((await store.consume([minute, day], t0 + 1000)).allowed).toBe(true);
    const refused = await store.consume([minute, day], t0 + 2000);
    expect(refused.allowed).toBe(false);
    expect(refused.refusedBy!.rule.name).toBe('per-minute');
    expect(refused.refusedBy!.resetMs).toBe(53_000);
    // The refused request did not use the daily quota: one more fits in the next minute.
    const nextMinute = await store.consume([minute, day], t0 + 55_000);
    expect(nextMinute.allowed).toBe(true);
    expect(nextMinute.states.map((s) => s.remaining)).toEqual([1, 0]);
    const quota = await store.consume([minute, day], t0 + 56_000);
    expect(quota.refusedBy!.rule.name).toBe('per-day');
  });

  it('writes draft-06 RateLimit headers for the closest limit and Retry-After on refusal', async () => {
    const store = new MemoryRateLimitStore();
    const ok = rateLimitHeaders(await store.consume([minute, day], t0));
    expect(ok).toEqual({
      'RateLimit-Limit': '2',
      'RateLimit-Remaining': '1',
      'RateLimit-Reset': '55',
      'RateLimit-Policy': '2;w=60;comment="per-minute", 3;w=86400;comment="per-day"',
    });
    await store.consume([minute, day], t0);
    const refused = rateLimitHeaders(await store.consume([minute, day], t0));
    expect(refused['Retry-After']).toBe('55');
    expect(refused['RateLimit-Remaining']).toBe('0');
  });
});

describe('docs/api-keys.md', () => {
  it('documents every scope a key may carry', () => {
    const doc = fs.readFileSync(path.join(__dirname, '../../../docs/api-keys.md'), 'utf8');
    for (const scope of grantableScopes()) expect(doc).toContain(`\`${scope}\``);
    expect(doc).toContain('draft-ietf-httpapi-ratelimit-headers-06');
  });
});
