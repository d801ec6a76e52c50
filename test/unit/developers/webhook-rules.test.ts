import { createSecretKey } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import {
  ALL_EVENTS,
  AUTO_DEACTIVATE_AFTER_MS,
  deliveryRetryPlan,
  judgeHttpStatus,
  judgeTransportFailure,
  normalizeEventList,
  parseRetryAfter,
  RETRY_DELAYS_MS,
  retryDelayMs,
  shouldAutoDeactivate,
  subscribesTo,
  subscriptionMoveRefusal,
} from '../../../src/modules/developers/webhooks/webhook.rules';
import { blockedAddressReason, parseWebhookUrl } from '../../../src/modules/developers/webhooks/url-safety';
import { decryptSecret, encryptSecret, generateSigningSecret, signatureHeaders } from '../../../src/modules/developers/webhooks/webhook-secret';

describe('webhook rules', () => {
  it('matches an event type by name or by "*"', () => {
    expect(subscribesTo(['hr.department.created'], 'hr.department.created')).toBe(true);
    expect(subscribesTo(['hr.department.created'], 'hr.department.deleted')).toBe(false);
    expect(subscribesTo([ALL_EVENTS], 'anything.at.all')).toBe(true);
  });

  it('normalises event lists: trims, removes duplicates, collapses "*"', () => {
    expect(normalizeEventList([' a.b ', 'a.b', 'c.d'])).toEqual(['a.b', 'c.d']);
    expect(normalizeEventList(['a.b', '*'])).toEqual(['*']);
  });

  it('judges answers: 2xx succeeds, 408/429/5xx retry, other 4xx and 3xx fail', () => {
    expect([200, 201, 204, 299].map(judgeHttpStatus)).toEqual(['success', 'success', 'success', 'success']);
    expect([408, 429, 500, 502, 503, 504].map(judgeHttpStatus)).toEqual(Array(6).fill('retry'));
    expect([400, 401, 403, 404, 410, 422, 301, 302, 100].map(judgeHttpStatus)).toEqual(Array(9).fill('fail'));
    expect(judgeTransportFailure('timeout')).toBe('retry');
    expect(judgeTransportFailure('network')).toBe('retry');
    expect(judgeTransportFailure('blocked-address')).toBe('fail');
    expect(judgeTransportFailure('secret-unavailable')).toBe('fail');
  });

  it('spreads retries over about a day with ±20 % jitter and stops after the last', () => {
    const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(20 * 3600_000);
    expect(total).toBeLessThan(26 * 3600_000);
    expect(retryDelayMs(0, 0)).toBe(24_000);
    expect(retryDelayMs(0, 0.5)).toBe(30_000);
    expect(retryDelayMs(0, 0.999999)).toBeLessThanOrEqual(36_000);
    expect(retryDelayMs(RETRY_DELAYS_MS.length - 1, 0.5)).toBe(12 * 3600_000);
    expect(retryDelayMs(RETRY_DELAYS_MS.length, 0.5)).toBeNull();
  });

  it('lets Retry-After push a retry later but never earlier, capped at 6 hours', () => {
    expect(retryDelayMs(0, 0.5, 120_000)).toBe(120_000);
    expect(retryDelayMs(0, 0.5, 1_000)).toBe(30_000);
    expect(retryDelayMs(0, 0.5, 48 * 3600_000)).toBe(6 * 3600_000);
    const now = new Date('2026-01-31T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sat, 31 Jan 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });

  it('deactivates a subscription only after failing continuously for three days', () => {
    const now = new Date('2026-02-10T00:00:00Z');
    expect(shouldAutoDeactivate(null, now)).toBe(false);
    expect(shouldAutoDeactivate(new Date(now.getTime() - AUTO_DEACTIVATE_AFTER_MS + 1), now)).toBe(false);
    expect(shouldAutoDeactivate(new Date(now.getTime() - AUTO_DEACTIVATE_AFTER_MS), now)).toBe(true);
  });

  it('allows activate only when inactive and deactivate only when active', () => {
    expect(subscriptionMoveRefusal(false, 'activate')).toBeNull();
    expect(subscriptionMoveRefusal(true, 'activate')).toMatch(/already active/);
    expect(subscriptionMoveRefusal(true, 'deactivate')).toBeNull();
    expect(subscriptionMoveRefusal(false, 'deactivate')).toMatch(/already inactive/);
  });

  it('sends a waiting delivery now keeping its schedule, restarts the schedule otherwise, refuses while an attempt is in flight', () => {
    expect(deliveryRetryPlan('Pending', false)).toEqual({ kind: 'sendNow' });
    expect(deliveryRetryPlan('Pending', true)).toEqual({ kind: 'refused', reason: expect.stringMatching(/in progress/) });
    for (const status of ['Succeeded', 'Failed', 'Cancelled'] as const) {
      expect(deliveryRetryPlan(status, false)).toEqual({ kind: 'restart' });
    }
  });
});

describe('webhook URL safety', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '::',
    '198.51.100.7',
  ])('refuses %s', (address) => {
    expect(blockedAddressReason(address)).not.toBeNull();
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111'])('allows public %s', (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it('requires https in production and allows http elsewhere', () => {
    expect(() => parseWebhookUrl('http://example.com/hook', { isProduction: true, allowPrivateNetworks: false })).toThrow('must use https');
    expect(parseWebhookUrl('http://example.com/hook', { isProduction: false, allowPrivateNetworks: false }).hostname).toBe('example.com');
    expect(() => parseWebhookUrl('ftp://example.com', { isProduction: false, allowPrivateNetworks: false })).toThrow('must use https');
    expect(() => parseWebhookUrl('https://user:pw@example.com', { isProduction: false, allowPrivateNetworks: false })).toThrow(/user name/);
    expect(() => parseWebhookUrl('not a url', { isProduction: false, allowPrivateNetworks: false })).toThrow(/absolute/);
  });

  it('reads numeric host spellings as the address they are (http://2130706433 is 127.0.0.1)', () => {
    const url = parseWebhookUrl('http://2130706433/hook', { isProduction: false, allowPrivateNetworks: false });
    expect(blockedAddressReason(url.hostname)).toMatch(/loopback/);
  });
});

describe('webhook signing secrets', () => {
  const key = createSecretKey(Buffer.from('unit-test-service-secret-0000000000000', 'utf8'));

  it('makes Standard Webhooks secrets and encrypts them bound to the subscription', () => {
    const secret = generateSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const stored = encryptSecret(key, 'sub-1', secret);
    expect(stored).not.toContain(secret.slice(6));
    expect(decryptSecret(key, 'sub-1', stored)).toBe(secret);
    expect(() => decryptSecret(key, 'sub-2', stored)).toThrow();
    expect(() => decryptSecret(createSecretKey(Buffer.from('another-service-secret-00000000000000')), 'sub-1', stored)).toThrow();
  });

  it('signs like the Standard Webhooks known-answer vector', () => {
    const headers = signatureHeaders('msg_p5jXN8AQM9LWM0D4loKWxJek', new Date(1614265330 * 1000), '{"test": 2432232314}', [
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    ]);
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('carries one signature per secret, each verifiable on its own', () => {
    const [fresh, old] = [generateSigningSecret(), generateSigningSecret()];
    const body = JSON.stringify({ hello: 'world' });
    const headers = signatureHeaders('delivery-1', new Date(), body, [fresh, old]);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(fresh).verify(body, headers)).toEqual({ hello: 'world' });
    expect(new Webhook(old).verify(body, headers)).toEqual({ hello: 'world' });
    expect(() => new Webhook(generateSigningSecret()).verify(body, headers)).toThrow();
  });
});
