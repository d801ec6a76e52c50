import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { PERMISSIONS, SESSION_ONLY_PERMISSIONS } from '../../../src/core/auth/permissions';
import { auditActions, createKey, KEY_FORMAT, KEYS } from './api-keys.support';

describe('API keys: management (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  it('creates a key and returns the secret once, with a visible prefix and last four characters', async () => {
    const res = await app.request('POST', KEYS, {
      token: tenant.owner.token,
      body: {
        name: '  POS sync ',
        description: 'Nightly export',
        environment: 'Test',
        scopes: ['hr:read', 'catalog:read', 'hr:read'],
        rateLimitPerMinute: 30,
        quotaPerDay: 5000,
        allowedIps: ['10.1.2.3/8', '203.0.113.7'],
        allowedOrigins: ['HTTPS://App.Example.com:443/'],
      },
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.key).toMatch(KEY_FORMAT);
    expect(data.key.startsWith(`${data.prefix}_`)).toBe(true);
    expect(data.prefix).toMatch(/^bo_test_[0-9A-Za-z]{12}$/);
    expect(data.key.endsWith(data.lastFour)).toBe(true);
    expect(data).toMatchObject({
      name: 'POS sync',
      description: 'Nightly export',
      environment: 'Test',
      scopes: ['catalog:read', 'hr:read'],
      status: 'Active',
      rateLimitPerMinute: 30,
      effectiveRateLimitPerMinute: 30,
      quotaPerDay: 5000,
      allowedIps: ['10.0.0.0/8', '203.0.113.7'],
      allowedOrigins: ['https://app.example.com'],
      createdByUserId: tenant.owner.userId,
      revokedAt: null,
      lastUsedAt: null,
    });

    const read = await app.request('GET', `${KEYS}/${data.id}`, { token: tenant.owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data).not.toHaveProperty('key');
    expect(JSON.stringify(read.body)).not.toContain(data.key);
    expect(read.body.data).toMatchObject({ id: data.id, prefix: data.prefix, lastFour: data.lastFour });
  });

  it('applies the default limits when none are set', async () => {
    const { data } = await createKey(app, tenant.owner.token);
    expect(data).toMatchObject({
      environment: 'Live',
      rateLimitPerMinute: null,
      effectiveRateLimitPerMinute: 120,
      quotaPerDay: null,
      effectiveQuotaPerDay: 100000,
    });
  });

  it('never stores a secret in clear: not in any table, not even in the stored idempotent response', async () => {
    const body = { name: 'Stored', scopes: ['hr:read'] };
    const headers = { 'idempotency-key': 'create-key-0001' };
    const first = await app.request('POST', KEYS, { token: tenant.owner.token, body, headers });
    expect(first.status).toBe(200);
    const secret: string = first.body.data.key;
    const replay = await app.request('POST', KEYS, { token: tenant.owner.token, body, headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data).toMatchObject({ id: first.body.data.id, key: null, prefix: first.body.data.prefix });

    const secretPart = secret.split('_')[3];
    const manager = app.runtime.db.dataSource.manager;
    const tables: Array<{ table_name: string }> = await manager.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['api_keys', 'api_key_secrets', 'idempotency_records', 'audit_entries']));
    for (const { table_name } of tables) {
      const rows: Array<{ row: string }> = await manager.query(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`);
      for (const { row } of rows) {
        expect(row).not.toContain(secretPart);
      }
    }
    const rows: Array<{ row: string }> = await manager.query(`SELECT encode(response_body, 'escape') AS row FROM idempotency_records`);
    for (const { row } of rows) expect(row ?? '').not.toContain(secretPart);
  });

  it('answers 422 naming each invalid field', async () => {
    const res = await app.request('POST', KEYS, {
      token: tenant.owner.token,
      body: {
        name: 'Bad',
        scopes: ['hr:read', 'hr:fly', 'developers:manage'],
        allowedIps: ['127.0.0.1', 'not-an-ip', '10.0.0.0/33'],
        allowedOrigins: ['https://ok.example.com', 'ftp://files.example.com', 'https://x.example.com/path'],
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'scopes[1]': ['is not a known scope'],
      'scopes[2]': ['cannot be given to an API key (console session only)'],
      'allowedIps[1]': [expect.stringMatching(/IP address or CIDR/)],
      'allowedIps[2]': [expect.stringMatching(/IP address or CIDR/)],
      'allowedOrigins[1]': [expect.stringMatching(/origin/)],
      'allowedOrigins[2]': [expect.stringMatching(/origin/)],
      expiresAt: ['must be in the future'],
    });
    const limits = await app.request('POST', KEYS, { token: tenant.owner.token, body: { name: '', scopes: [], rateLimitPerMinute: 0, quotaPerDay: -1 } });
    expect(limits.status).toBe(422);
    expect(limits.body.errors).toMatchObject({ name: ['is required'], rateLimitPerMinute: ['must be 1 or more'], quotaPerDay: ['must be 1 or more'] });
    const none = await app.request('POST', KEYS, { token: tenant.owner.token, body: { name: 'No scopes', scopes: [] } });
    expect(none.body.errors).toEqual({ scopes: ['must name at least one scope'] });
    const missing = await app.request('POST', KEYS, { token: tenant.owner.token, body: { name: 'x', colour: 'red' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ scopes: ['is required'], colour: ['is not a known field'] });
    // A value outside the vocabulary is refused while the body is read, before the field rules run.
    const environment = await app.request('POST', KEYS, { token: tenant.owner.token, body: { name: 'Bad', environment: 'staging', scopes: ['hr:read'] } });
    expect(environment.status).toBe(422);
    expect(environment.body.errors).toEqual({ environment: ['must be one of: Live, Test'] });
  });

  it('refuses to give a key a scope its creator does not hold (403)', async () => {
    const manager = await tenant.member('Manager');
    const res = await app.request('POST', KEYS, { token: manager.token, body: { name: 'Too much', scopes: ['hr:read', 'period-lock:unlock'] } });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ code: ['Forbidden'] });
    expect(res.body.message).toContain('period-lock:unlock');
    const ok = await app.request('POST', KEYS, { token: manager.token, body: { name: 'Fine', scopes: ['hr:read', 'period-lock:write'] } });
    expect(ok.status).toBe(200);
  });

  it('refuses members without developers:manage (403) and callers without credentials (401)', async () => {
    const hr = await tenant.member('Hr');
    expect((await app.request('GET', KEYS, { token: hr.token })).status).toBe(403);
    expect((await app.request('POST', KEYS, { token: hr.token, body: { name: 'x', scopes: ['hr:read'] } })).status).toBe(403);
    expect((await app.request('GET', KEYS)).status).toBe(401);
  });

  it('lists every grantable scope with a description and whether the caller may grant it', async () => {
    const owner = await app.request('GET', `${KEYS}/scopes`, { token: tenant.owner.token });
    expect(owner.status).toBe(200);
    const expected = Object.keys(PERMISSIONS).filter((p) => !SESSION_ONLY_PERMISSIONS.has(p as never));
    expect(owner.body.data.map((s: { scope: string }) => s.scope)).toEqual(expected);
    expect(owner.body.data[0]).toEqual({ scope: 'hr:read', area: 'hr', access: 'read', description: PERMISSIONS['hr:read'], grantable: true });
    const manager = await tenant.member('Manager');
    const scopes = await app.request('GET', `${KEYS}/scopes`, { token: manager.token });
    expect(scopes.body.data.find((s: { scope: string }) => s.scope === 'period-lock:unlock').grantable).toBe(false);
  });

  it('lists keys with revoked ones hidden unless IncludeRevoked, filtered by Environment, searched and sorted', async () => {
    const org = await createTenant(app.runtime);
    const alpha = await createKey(app, org.owner.token, { name: 'Alpha', environment: 'Live' });
    const beta = await createKey(app, org.owner.token, { name: 'Beta', environment: 'Test' });
    const gamma = await createKey(app, org.owner.token, { name: 'Gamma', environment: 'Live' });
    await app.request('POST', `${KEYS}/${gamma.id}/revoke`, { token: org.owner.token, body: { reasonCode: 'no-longer-needed' } });

    const names = (res: { body: any }) => res.body.data.items.map((k: { name: string }) => k.name);
    const visible = await app.request('GET', `${KEYS}?Sort=name&Dir=asc`, { token: org.owner.token });
    expect(visible.status).toBe(200);
    expect(names(visible)).toEqual(['Alpha', 'Beta']);
    expect(visible.body.data).toMatchObject({ page: 1, perPage: 20, total: 2, totalPages: 1 });
    expect(visible.body.data.items[0]).not.toHaveProperty('key');
    const all = await app.request('GET', `${KEYS}?IncludeRevoked=true&Sort=name&Dir=desc`, { token: org.owner.token });
    expect(names(all)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(all.body.data.items[0]).toMatchObject({ status: 'Revoked', revokeReasonCode: 'no-longer-needed' });
    const test = await app.request('GET', `${KEYS}?Environment=test`, { token: org.owner.token });
    expect(names(test)).toEqual(['Beta']);
    const search = await app.request('GET', `${KEYS}?search=alp&per_page=1`, { token: org.owner.token });
    expect(search.body.data).toMatchObject({ total: 1, perPage: 1 });
    expect(search.body.data.items[0].id).toBe(alpha.id);
    const byPrefix = await app.request('GET', `${KEYS}?Search=${beta.data.prefix}`, { token: org.owner.token });
    expect(names(byPrefix)).toEqual(['Beta']);
    const badSort = await app.request('GET', `${KEYS}?Sort=secretHash`, { token: org.owner.token });
    expect(badSort.status).toBe(422);
    const badEnv = await app.request('GET', `${KEYS}?Environment=prod`, { token: org.owner.token });
    expect(badEnv.status).toBe(422);
    expect(badEnv.body.errors).toEqual({ environment: ['must be one of: Live, Test'] });
    const otherOrg = await app.request('GET', KEYS, { token: other.owner.token });
    expect(otherOrg.body.data.items.map((k: { id: string }) => k.id)).not.toContain(alpha.id);
  });

  it('updates name, description, limits and expiry; null restores the defaults; audits the change', async () => {
    const created = await createKey(app, tenant.owner.token, { name: 'Before', rateLimitPerMinute: 10 });
    const expiresAt = new Date(app.clock.now().getTime() + 30 * 86_400_000).toISOString();
    const res = await app.request('PUT', `${KEYS}/${created.id}`, {
      token: tenant.owner.token,
      body: { name: 'After', description: 'Changed', rateLimitPerMinute: null, quotaPerDay: 42, expiresAt },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'After',
      description: 'Changed',
      rateLimitPerMinute: null,
      effectiveRateLimitPerMinute: 120,
      quotaPerDay: 42,
      expiresAt,
    });
    const trail = await auditActions(app, tenant.owner.token, created.id);
    expect(trail.map((e) => e.action)).toEqual(['updated', 'created']);
    expect(trail[0].changes).toMatchObject({ name: { from: 'Before', to: 'After' }, rateLimitPerMinute: { from: 10, to: null } });
    const bad = await app.request('PUT', `${KEYS}/${created.id}`, { token: tenant.owner.token, body: { name: null, expiresAt: '2000-01-01T00:00:00Z' } });
    expect(bad.status).toBe(422);
    const scopes = await app.request('PUT', `${KEYS}/${created.id}`, { token: tenant.owner.token, body: { scopes: ['hr:write'] } });
    expect(scopes.status).toBe(422);
    expect(scopes.body.errors).toEqual({ scopes: ['is not a known field'] });
  });

  it("answers 404 for another organisation's key on every path and changes nothing", async () => {
    const theirs = await createKey(app, other.owner.token, { name: 'Theirs' });
    const token = tenant.owner.token;
    expect((await app.request('GET', `${KEYS}/${theirs.id}`, { token })).status).toBe(404);
    expect((await app.request('PUT', `${KEYS}/${theirs.id}`, { token, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await app.request('POST', `${KEYS}/${theirs.id}/revoke`, { token, body: {} })).status).toBe(404);
    expect((await app.request('POST', `${KEYS}/${theirs.id}/rotate`, { token, body: {} })).status).toBe(404);
    const still = await app.request('GET', `${KEYS}/${theirs.id}`, { token: other.owner.token });
    expect(still.body.data).toMatchObject({ name: 'Theirs', status: 'Active', rotatedAt: null, lastFour: theirs.data.lastFour });
    expect((await app.request('GET', '/api/v1/console/hr/departments', { apiKey: theirs.key })).status).toBe(200);
    expect((await app.request('GET', `${KEYS}/00000000-0000-4000-8000-000000000000`, { token })).status).toBe(404);
    const malformed = await app.request('GET', `${KEYS}/abc`, { token });
    expect(malformed.status).toBe(422);
  });

  it('revokes a key: refused at once, hidden from the list, revoke/rotate/update again is 409, all audited', async () => {
    const created = await createKey(app, tenant.owner.token, { name: 'To revoke' });
    expect((await app.request('GET', '/api/v1/console/hr/departments', { apiKey: created.key })).status).toBe(200);
    const res = await app.request('POST', `${KEYS}/${created.id}/revoke`, {
      token: tenant.owner.token,
      body: { reasonCode: 'Compromised', note: 'Leaked in a log' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'Revoked',
      revokeReasonCode: 'compromised',
      revokeNote: 'Leaked in a log',
      revokedByUserId: tenant.owner.userId,
    });
    const use = await app.request('GET', '/api/v1/console/hr/departments', { apiKey: created.key });
    expect(use.status).toBe(401);
    expect(use.body.errors).toEqual({ code: ['Unauthorized'] });
    for (const [method, path, body] of [
      ['POST', `${KEYS}/${created.id}/revoke`, {}],
      ['POST', `${KEYS}/${created.id}/rotate`, {}],
      ['PUT', `${KEYS}/${created.id}`, { name: 'Again' }],
    ] as const) {
      const again = await app.request(method, path, { token: tenant.owner.token, body });
      expect(again.status).toBe(409);
      expect(again.body.errors).toEqual({ code: ['Conflict'] });
    }
    const trail = await auditActions(app, tenant.owner.token, created.id);
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['created', 'revoked']));
    expect(trail.find((e) => e.action === 'revoked')).toMatchObject({ reason: 'Leaked in a log', changes: { reasonCode: 'compromised' } });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: created.id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['developers.api-key.created', 'developers.api-key.revoked']);
    expect(JSON.stringify(events)).not.toContain(created.key);
  });

  it('refuses API keys on the API Keys group itself (403), whatever their scopes', async () => {
    const created = await createKey(app, tenant.owner.token, { scopes: ['hr:read', 'hr:write', 'audit:read'] });
    for (const [method, path] of [
      ['GET', KEYS],
      ['GET', `${KEYS}/scopes`],
      ['GET', `${KEYS}/${created.id}`],
      ['POST', `${KEYS}/${created.id}/rotate`],
    ] as const) {
      const res = await app.request(method, path, { apiKey: created.key, body: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual({ code: ['Forbidden'] });
    }
    const gql = await app.graphql('mutation { createApiKey(input: {name: "x", scopes: ["hr:read"]}) { id key } }', {}, { apiKey: created.key });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('serves the same operations over GraphQL', async () => {
    const created = await app.graphql(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { id key prefix status scopes } }',
      { input: { name: 'GraphQL', scopes: ['hr:read'] } },
      { token: tenant.owner.token },
    );
    expect(created.status).toBe(200);
    const key = created.body.data.createApiKey;
    expect(key.key).toMatch(KEY_FORMAT);
    const rotated = await app.graphql(
      'mutation($id: UUID!) { rotateApiKey(id: $id, input: {graceMinutes: 0}) { key previousSecretValidUntil } }',
      { id: key.id },
      { token: tenant.owner.token },
    );
    expect(rotated.body.data.rotateApiKey.key).toMatch(KEY_FORMAT);
    const scopes = await app.graphql('{ apiKeyScopes { scope description } }', {}, { token: tenant.owner.token });
    expect(scopes.body.data.apiKeyScopes.length).toBeGreaterThan(10);
  });
});
