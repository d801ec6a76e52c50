import { randomBytes } from 'node:crypto';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { auditActions, C, createKey, eventually } from './api-keys.support';

const DEPARTMENTS = `${C}/hr/departments`;
/** 10:00:05 UTC: the per-minute window has 55 s left, the day 14 h. */
const START = new Date('2026-03-02T10:00:05Z');

describe('API keys: per-minute rate limit and daily quota (in-process counters)', () => {
  let app: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    // The in-process counters are what this describe checks (Redis: the describe below).
    app = await startTestApp({ now: START, singleNode: true });
    tenant = await createTenant(app.runtime);
  });
  afterAll(() => app.close());
  beforeEach(() => app.clock.set(START));

  const ownerToken = () => tenant.tokenFor(tenant.owner, tenant.branchId);
  const get = (apiKey: string) => app.request('GET', DEPARTMENTS, { apiKey });

  it('counts requests per minute with RateLimit headers and answers 429 RATE_LIMITED with Retry-After when over', async () => {
    expect(app.runtime.rateLimits.kind).toBe('memory');
    const key = await createKey(app, await ownerToken(), { rateLimitPerMinute: 3, quotaPerDay: 1000 });
    for (const remaining of ['2', '1', '0']) {
      const res = await get(key.key);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('3');
      expect(res.headers.get('ratelimit-remaining')).toBe(remaining);
      expect(res.headers.get('ratelimit-reset')).toBe('55');
      expect(res.headers.get('ratelimit-policy')).toBe('3;w=60;comment="per-minute", 1000;w=86400;comment="per-day"');
    }
    const limited = await get(key.key);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, data: null, message: expect.stringMatching(/3 requests per minute/), code: 429, errors: null });
    expect(limited.headers.get('retry-after')).toBe('55');
    expect(limited.headers.get('ratelimit-limit')).toBe('3');
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('ratelimit-reset')).toBe('55');

    app.clock.advance(30_000);
    expect((await get(key.key)).headers.get('retry-after')).toBe('25');
    app.clock.advance(25_000);
    const next = await get(key.key);
    expect(next.status).toBe(200);
    expect(next.headers.get('ratelimit-remaining')).toBe('2');
    await eventually(async () => (await auditActions(app, await ownerToken(), key.id)).find((e) => e.reason === 'rate-limited'));
  });

  it('limits GraphQL calls the same way', async () => {
    const key = await createKey(app, await ownerToken(), { rateLimitPerMinute: 1 });
    expect((await app.graphql('{ departments { total } }', {}, { apiKey: key.key })).status).toBe(200);
    const limited = await app.graphql('{ departments { total } }', {}, { apiKey: key.key });
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(limited.headers.get('retry-after')).toBe('55');
  });

  it('enforces the daily quota until 00:00 UTC, and refused requests do not use it up', async () => {
    const key = await createKey(app, await ownerToken(), { rateLimitPerMinute: 100, quotaPerDay: 4 });
    for (let i = 0; i < 4; i++) expect((await get(key.key)).status).toBe(200);
    const over = await get(key.key);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/daily quota of 4/);
    const secondsToMidnight = (Date.parse('2026-03-03T00:00:00Z') - START.getTime()) / 1000;
    expect(over.headers.get('retry-after')).toBe(String(secondsToMidnight));
    expect(over.headers.get('ratelimit-limit')).toBe('4');
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    app.clock.advance(5 * 60_000);
    expect((await get(key.key)).status).toBe(429);
    app.clock.set(new Date('2026-03-03T00:00:01Z'));
    const tomorrow = await get(key.key);
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.headers.get('ratelimit-remaining')).toBe('3');
    await eventually(async () => (await auditActions(app, await ownerToken(), key.id)).find((e) => e.reason === 'quota-exceeded'));
  });

  it('applies the default per-key limits when none were set', async () => {
    const key = await createKey(app, await ownerToken());
    const res = await get(key.key);
    expect(res.headers.get('ratelimit-policy')).toBe('120;w=60;comment="per-minute", 100000;w=86400;comment="per-day"');
    expect(res.headers.get('ratelimit-limit')).toBe('120');
    expect(res.headers.get('ratelimit-remaining')).toBe('119');
  });

  it('counts each key separately and takes a changed limit into account', async () => {
    const a = await createKey(app, await ownerToken(), { rateLimitPerMinute: 1 });
    const b = await createKey(app, await ownerToken(), { rateLimitPerMinute: 1 });
    expect((await get(a.key)).status).toBe(200);
    expect((await get(b.key)).status).toBe(200);
    expect((await get(a.key)).status).toBe(429);
    const raised = await app.request('PUT', `${C}/developers/api-keys/${a.id}`, { token: await ownerToken(), body: { rateLimitPerMinute: 5 } });
    expect(raised.status).toBe(200);
    const after = await get(a.key);
    expect(after.status).toBe(200);
    expect(after.headers.get('ratelimit-remaining')).toBe('3');
  });
});

describe('API keys: limits shared by several processes through Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    const redisKeyPrefix = `bo-test:${randomBytes(6).toString('hex')}:`;
    const config = { redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix };
    first = await startTestApp({ now: START, config });
    second = await startTestApp({ now: START, config, database: first.database });
    tenant = await createTenant(first.runtime);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('refuses the request over the limit whichever instance receives it', async () => {
    expect(first.runtime.rateLimits.kind).toBe('redis');
    expect(second.runtime.rateLimits.kind).toBe('redis');
    const token = await tenant.tokenFor(tenant.owner, tenant.branchId);
    const key = await createKey(first, token, { rateLimitPerMinute: 4 });
    const remaining: Array<string | null> = [];
    for (const app of [first, second, first, second]) {
      const res = await app.request('GET', DEPARTMENTS, { apiKey: key.key });
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);
    for (const app of [first, second]) {
      const res = await app.request('GET', DEPARTMENTS, { apiKey: key.key });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('55');
    }
    first.clock.advance(60_000);
    second.clock.advance(60_000);
    expect((await second.request('GET', DEPARTMENTS, { apiKey: key.key })).status).toBe(200);
  });

  it('shares the daily quota too', async () => {
    first.clock.set(START);
    second.clock.set(START);
    const token = await tenant.tokenFor(tenant.owner, tenant.branchId);
    const key = await createKey(first, token, { quotaPerDay: 2 });
    expect((await first.request('GET', DEPARTMENTS, { apiKey: key.key })).status).toBe(200);
    expect((await second.request('GET', DEPARTMENTS, { apiKey: key.key })).status).toBe(200);
    const over = await first.request('GET', DEPARTMENTS, { apiKey: key.key });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/daily quota/);
  });
});
