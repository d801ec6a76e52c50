import { Role } from '../../../src/core/auth/roles';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { Membership, MembershipStatus } from '../../../src/modules/identity/memberships/membership.entity';
import { ApiKey } from '../../../src/modules/developers/api-keys/api-key.entity';
import { checksumOf } from '../../../src/modules/developers/api-keys/api-key.format';
import { forgetAllApiKeys } from '../../../src/modules/developers/api-keys/api-key.lookup';
import { resetKeyUsageTracking } from '../../../src/modules/developers/api-keys/api-key.usage';
import { auditActions, C, createKey, eventually, KEYS } from './api-keys.support';

const DEPARTMENTS = `${C}/hr/departments`;

describe('API keys: authenticating with X-Api-Key', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ now: new Date('2026-03-02T08:00:00Z') });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());
  beforeEach(() => resetKeyUsageTracking());

  /** Fresh session tokens: these tests move the clock past the 15-minute access-token lifetime. */
  const ownerToken = () => tenant.tokenFor(tenant.owner, tenant.branchId);
  const otherToken = () => other.tokenFor(other.owner, other.branchId);
  const get = (apiKey: string, path = DEPARTMENTS, headers: Record<string, string> = {}, node?: number) => app.request('GET', path, { apiKey, headers, node });

  it('enforces scopes per area: read without write, other areas refused with 403 naming the scope', async () => {
    const reader = await createKey(app, await ownerToken(), { scopes: ['hr:read'] });
    expect((await get(reader.key)).status).toBe(200);
    const write = await app.request('POST', DEPARTMENTS, { apiKey: reader.key, body: { name: 'From a key' } });
    expect(write.status).toBe(403);
    expect(write.body.errors).toEqual({ code: ['Forbidden'] });
    expect(write.body.message).toContain('hr:write');
    const audit = await get(reader.key, `${C}/audit-trail?EntityType=department&EntityId=x`);
    expect(audit.status).toBe(403);
    expect(audit.body.message).toContain('audit:read');

    const writer = await createKey(app, await ownerToken(), { scopes: ['hr:write', 'audit:read'] });
    const created = await app.request('POST', DEPARTMENTS, { apiKey: writer.key, body: { name: 'Made by a key' } });
    expect(created.status).toBe(200);
    expect((await get(writer.key)).status).toBe(403);
    const trail = await get(writer.key, `${C}/audit-trail?EntityType=department&EntityId=${created.body.data.id}`);
    expect(trail.body.data.items[0]).toMatchObject({
      action: 'created',
      actorKind: 'ApiKey',
      transport: 'Rest',
      actorApiKeyId: writer.id,
      actorUserId: tenant.owner.userId,
    });
  });

  it('accepts keys on /graphql with the same scope rules', async () => {
    const reader = await createKey(app, await ownerToken(), { scopes: ['hr:read'] });
    const ok = await app.graphql('{ departments { total } }', {}, { apiKey: reader.key });
    expect(ok.status).toBe(200);
    expect(ok.body.data.departments.total).toEqual(expect.any(Number));
    const refused = await app.graphql('mutation { createDepartment(input: {name: "GQL"}) { id } }', {}, { apiKey: reader.key });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('refuses malformed, tampered and unknown keys with 401 UNAUTHORIZED', async () => {
    const real = await createKey(app, await ownerToken());
    const body = 'bo_live_AAAAAAAAAAAA_' + 'B'.repeat(32);
    const unknown = `${body}_${checksumOf(body)}`;
    const tampered = real.key.slice(0, 30) + (real.key[30] === 'x' ? 'y' : 'x') + real.key.slice(31);
    const wrongSecret = (() => {
      const parts = real.key.split('_');
      const b = `${parts[0]}_${parts[1]}_${parts[2]}_${'C'.repeat(32)}`;
      return `${b}_${checksumOf(b)}`;
    })();
    for (const candidate of ['nonsense', unknown, tampered, wrongSecret, real.key.replace('bo_live_', 'bo_test_')]) {
      const res = await get(candidate);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 401, errors: { code: ['Unauthorized'] } });
    }
    // The wrong secret for an existing key is a failed use of that key: audited.
    await eventually(async () =>
      (await auditActions(app, await ownerToken(), real.id)).find((e) => e.action === 'use-refused' && e.reason === 'secret-mismatch'),
    );
  });

  it('refuses an expired key with 401 and audits the failed use', async () => {
    const expiresAt = new Date(app.clock.now().getTime() + 60 * 60_000).toISOString();
    const key = await createKey(app, await ownerToken(), { expiresAt });
    expect((await get(key.key)).status).toBe(200);
    app.clock.advance(61 * 60_000);
    const res = await get(key.key);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/expired/);
    const read = await app.request('GET', `${KEYS}/${key.id}`, { token: await ownerToken() });
    expect(read.body.data.status).toBe('Expired');
    const entry = await eventually(async () => (await auditActions(app, await ownerToken(), key.id)).find((e) => e.action === 'use-refused'));
    expect(entry).toMatchObject({
      reason: 'expired',
      actorKind: 'ApiKey',
      actorApiKeyId: key.id,
      changes: { reason: 'expired', ip: '127.0.0.1', path: DEPARTMENTS },
    });
    // Extending the expiry brings an expired key back.
    const later = new Date(app.clock.now().getTime() + 60 * 60_000).toISOString();
    expect((await app.request('PUT', `${KEYS}/${key.id}`, { token: await ownerToken(), body: { expiresAt: later } })).status).toBe(200);
    expect((await get(key.key)).status).toBe(200);
  });

  it('keeps the old secret valid during the rotation grace and refuses it after', async () => {
    const original = await createKey(app, await ownerToken(), { name: 'Rotating' });
    const res = await app.request('POST', `${KEYS}/${original.id}/rotate`, { token: await ownerToken(), body: { graceMinutes: 15, name: 'Rotated' } });
    expect(res.status).toBe(200);
    const rotated = res.body.data;
    expect(rotated.id).toBe(original.id);
    expect(rotated.key).not.toBe(original.key);
    expect(rotated).toMatchObject({
      name: 'Rotated',
      status: 'Active',
      previousSecretValidUntil: new Date(app.clock.now().getTime() + 15 * 60_000).toISOString(),
    });
    expect(rotated.prefix).not.toBe(original.data.prefix);

    expect((await get(original.key)).status).toBe(200);
    expect((await get(rotated.key)).status).toBe(200);
    app.clock.advance(14 * 60_000);
    expect((await get(original.key)).status).toBe(200);
    app.clock.advance(2 * 60_000);
    const old = await get(original.key);
    expect(old.status).toBe(401);
    expect(old.body.message).toMatch(/rotation/);
    expect((await get(rotated.key)).status).toBe(200);

    const trail = await auditActions(app, await ownerToken(), original.id);
    expect(trail.find((e) => e.action === 'rotated')).toMatchObject({ changes: { graceMinutes: 15, name: { from: 'Rotating', to: 'Rotated' } } });
    await eventually(async () => (await auditActions(app, await ownerToken(), original.id)).find((e) => e.reason === 'secret-rotated-out'));
  });

  it('ends the old secret at once with graceMinutes 0; the default grace is 60 minutes', async () => {
    const key = await createKey(app, await ownerToken());
    const now = await app.request('POST', `${KEYS}/${key.id}/rotate`, { token: await ownerToken(), body: { graceMinutes: 0 } });
    expect((await get(key.key)).status).toBe(401);
    expect((await get(now.body.data.key)).status).toBe(200);
    const byDefault = await app.request('POST', `${KEYS}/${key.id}/rotate`, { token: await ownerToken() });
    expect(byDefault.body.data.previousSecretValidUntil).toBe(new Date(app.clock.now().getTime() + 60 * 60_000).toISOString());
    const tooLong = await app.request('POST', `${KEYS}/${key.id}/rotate`, { token: await ownerToken(), body: { graceMinutes: 100_000 } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({ graceMinutes: ['must be at most 10080'] });
  });

  it('enforces the IP allowlist (callers here come from 127.0.0.1)', async () => {
    const elsewhere = await createKey(app, await ownerToken(), { allowedIps: ['10.0.0.0/8', '2001:db8::/32'] });
    const refused = await get(elsewhere.key);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ code: ['Forbidden'] });
    expect(refused.body.message).toMatch(/IP address/);
    const local = await createKey(app, await ownerToken(), { allowedIps: ['10.0.0.0/8', '127.0.0.0/8'] });
    expect((await get(local.key)).status).toBe(200);
    const exact = await createKey(app, await ownerToken(), { allowedIps: ['127.0.0.1'] });
    expect((await get(exact.key)).status).toBe(200);
    await eventually(async () => (await auditActions(app, await ownerToken(), elsewhere.id)).find((e) => e.reason === 'ip-not-allowed'));
  });

  it('enforces the Origin allowlist when an Origin header is sent', async () => {
    const key = await createKey(app, await ownerToken(), { allowedOrigins: ['https://app.example.com', 'https://*.partner.example'] });
    expect((await get(key.key, DEPARTMENTS, { origin: 'https://app.example.com' })).status).toBe(200);
    expect((await get(key.key, DEPARTMENTS, { origin: 'https://shop.partner.example' })).status).toBe(200);
    expect((await get(key.key)).status).toBe(200);
    for (const origin of ['https://evil.example.com', 'http://app.example.com', 'https://partner.example', 'null']) {
      const res = await get(key.key, DEPARTMENTS, { origin });
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual({ code: ['Forbidden'] });
    }
  });

  it("takes the branch from X-Branch-Id: own branch used, another organisation's 403 TENANT_MISMATCH, malformed 422", async () => {
    const key = await createKey(app, await ownerToken(), { scopes: ['hr:write', 'audit:read'] });
    const second = await tenant.addBranch();
    const created = await app.request('POST', DEPARTMENTS, { apiKey: key.key, headers: { 'x-branch-id': second }, body: { name: 'Branch scoped' } });
    expect(created.status).toBe(200);
    const trail = await get(key.key, `${C}/audit-trail?EntityType=department&EntityId=${created.body.data.id}`);
    expect(trail.body.data.items[0].branchId).toBe(second);

    const foreign = await app.request('POST', DEPARTMENTS, { apiKey: key.key, headers: { 'x-branch-id': other.branchId }, body: { name: 'Cross' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errors).toEqual({ code: ['TenantMismatch'] });
    const unknown = await get(key.key, DEPARTMENTS, { 'x-branch-id': '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(403);
    expect(unknown.body.errors).toEqual({ code: ['TenantMismatch'] });
    const malformed = await app.request('POST', DEPARTMENTS, { apiKey: key.key, headers: { 'x-branch-id': 'main' }, body: { name: 'X' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ 'X-Branch-Id': ['must be a UUID'] });
    const list = await app.request('GET', `${DEPARTMENTS}?Search=Cross`, { token: await ownerToken() });
    expect(list.body.data.total).toBe(0);
  });

  it("refuses a branch the key's creator may not work in (403)", async () => {
    const branchA = await tenant.addBranch();
    const limited = await tenant.member('Manager', { branchIds: [tenant.branchId] });
    const key = await createKey(app, limited.token, { scopes: ['hr:read'] });
    expect((await get(key.key, DEPARTMENTS, { 'x-branch-id': tenant.branchId })).status).toBe(200);
    const refused = await get(key.key, DEPARTMENTS, { 'x-branch-id': branchA });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ code: ['Forbidden'] });
  });

  it("makes a key useless against another organisation's records (404, nothing changed)", async () => {
    const theirs = await app.request('POST', DEPARTMENTS, { token: await otherToken(), body: { name: 'Their dept' } });
    const id = theirs.body.data.id;
    const key = await createKey(app, await ownerToken(), { scopes: ['hr:read', 'hr:write', 'audit:read'] });
    expect((await app.request('PUT', `${DEPARTMENTS}/${id}`, { apiKey: key.key, body: { name: 'Hijacked' } })).status).toBe(404);
    expect((await app.request('DELETE', `${DEPARTMENTS}/${id}`, { apiKey: key.key, body: { reason: 'x' } })).status).toBe(404);
    const mine = await get(key.key, `${DEPARTMENTS}?Search=Their`);
    expect(mine.body.data.total).toBe(0);
    const trail = await get(key.key, `${C}/audit-trail?EntityType=department&EntityId=${id}`);
    expect(trail.body.data.total).toBe(0);
    const still = await app.request('GET', `${DEPARTMENTS}?Search=Their`, { token: await otherToken() });
    expect(still.body.data.items).toEqual([expect.objectContaining({ id, name: 'Their dept', deletedAt: null })]);
  });

  it('scopes Idempotency-Key per key: the same key replays, another key runs its own request', async () => {
    const first = await createKey(app, await ownerToken(), { scopes: ['hr:write'] });
    const second = await createKey(app, await ownerToken(), { scopes: ['hr:write'] });
    const headers = { 'idempotency-key': 'dept-create-000001' };
    const a = await app.request('POST', DEPARTMENTS, { apiKey: first.key, headers, body: { name: 'Idem A' } });
    const replay = await app.request('POST', DEPARTMENTS, { apiKey: first.key, headers, body: { name: 'Idem A' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.data.id).toBe(a.body.data.id);
    const b = await app.request('POST', DEPARTMENTS, { apiKey: second.key, headers, body: { name: 'Idem B' } });
    expect(b.status).toBe(200);
    expect(b.body.data.id).not.toBe(a.body.data.id);
    const mismatch = await app.request('POST', DEPARTMENTS, { apiKey: first.key, headers, body: { name: 'Different' } });
    expect(mismatch.status).toBe(422);
  });

  it('records lastUsedAt and lastUsedIp after the response, at most once a minute', async () => {
    const key = await createKey(app, await ownerToken());
    const usedAt = app.clock.now().toISOString();
    await get(key.key);
    const row = await eventually(async () => {
      const found = await app.runtime.db.dataSource.manager.findOneBy(ApiKey, { id: key.id });
      return found?.lastUsedAt ? found : null;
    });
    expect(row.lastUsedAt!.toISOString()).toBe(usedAt);
    expect(row.lastUsedIp).toBe('127.0.0.1');
    app.clock.advance(10_000);
    await get(key.key);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const unchanged = await app.runtime.db.dataSource.manager.findOneBy(ApiKey, { id: key.id });
    expect(unchanged!.lastUsedAt!.toISOString()).toBe(usedAt);
    app.clock.advance(60_000);
    const later = app.clock.now().toISOString();
    await get(key.key);
    await eventually(async () => (await app.runtime.db.dataSource.manager.findOneBy(ApiKey, { id: key.id }))?.lastUsedAt?.toISOString() === later);
  });

  it('keeps lastUsedAt to once a minute across processes: one with no memory of the key does not rewrite it within the minute', async () => {
    const key = await createKey(app, await ownerToken());
    const usedAt = app.clock.now().toISOString();
    await get(key.key);
    await eventually(async () => (await app.runtime.db.dataSource.manager.findOneBy(ApiKey, { id: key.id }))?.lastUsedAt?.toISOString() === usedAt);
    // Another process (or this one restarted) has not seen the key: only the stored time can stop it.
    resetKeyUsageTracking();
    app.clock.advance(30_000);
    await get(key.key, DEPARTMENTS, {}, 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await app.runtime.db.dataSource.manager.findOneBy(ApiKey, { id: key.id }))!.lastUsedAt!.toISOString()).toBe(usedAt);
    resetKeyUsageTracking();
    app.clock.advance(30_000);
    const minuteLater = app.clock.now().toISOString();
    await get(key.key, DEPARTMENTS, {}, 0);
    await eventually(async () => (await app.runtime.db.dataSource.manager.findOneBy(ApiKey, { id: key.id }))?.lastUsedAt?.toISOString() === minuteLater);
  });

  it('audits a flood of refused uses as one entry a minute with the count of the rest', async () => {
    const key = await createKey(app, await ownerToken());
    await app.request('POST', `${KEYS}/${key.id}/revoke`, { token: await ownerToken(), body: { reasonCode: 'test' } });
    // The window is counted in each process's memory (docs/api-keys.md): one node's flood.
    for (let i = 0; i < 5; i++) expect((await get(key.key, DEPARTMENTS, {}, 0)).status).toBe(401);
    await eventually(async () => (await auditActions(app, await ownerToken(), key.id)).filter((e) => e.action === 'use-refused').length === 1);
    app.clock.advance(61_000);
    await get(key.key, DEPARTMENTS, {}, 0);
    const refusals = await eventually(async () => {
      const entries = (await auditActions(app, await ownerToken(), key.id)).filter((e) => e.action === 'use-refused');
      return entries.length === 2 ? entries : null;
    });
    expect(refusals[0].changes).toMatchObject({ reason: 'revoked', suppressedBefore: 4 });
  });

  it('narrows a key when its creator loses rights, and stops it when the creator leaves', async () => {
    const manager = await tenant.member('Manager');
    const key = await createKey(app, manager.token, { scopes: ['hr:write', 'accounting:write'] });
    expect((await app.request('POST', DEPARTMENTS, { apiKey: key.key, body: { name: 'Before demotion' } })).status).toBe(200);
    const memberships = app.runtime.db.dataSource.getRepository(Membership);
    await memberships.update({ organizationId: tenant.organizationId, userId: manager.userId }, { role: Role.Accountant });
    forgetAllApiKeys();
    const narrowed = await app.request('POST', DEPARTMENTS, { apiKey: key.key, body: { name: 'After demotion' } });
    expect(narrowed.status).toBe(403);
    expect(narrowed.body.message).toContain('hr:write');
    await memberships.update({ organizationId: tenant.organizationId, userId: manager.userId }, { status: MembershipStatus.Disabled });
    forgetAllApiKeys();
    const gone = await get(key.key);
    expect(gone.status).toBe(401);
  });

  it("narrows a creator's key from its next request when the creator is demoted through the API (no stale rights in the key cache)", async () => {
    const manager = await tenant.member('Manager');
    const key = await createKey(app, manager.token, { scopes: ['hr:write'] });
    expect((await app.request('POST', DEPARTMENTS, { apiKey: key.key, body: { name: 'Before API demotion' } })).status).toBe(200);
    const membership = await app.runtime.db.dataSource
      .getRepository(Membership)
      .findOneByOrFail({ organizationId: tenant.organizationId, userId: manager.userId });
    const demoted = await app.request('PUT', `/api/v1/console/members/${membership.id}`, { token: await ownerToken(), body: { role: 'Accountant' } });
    expect(demoted.status).toBe(200);
    const narrowed = await app.request('POST', DEPARTMENTS, { apiKey: key.key, body: { name: 'After API demotion' } });
    expect(narrowed.status).toBe(403);
  });

  it('prefers a session when both Authorization and X-Api-Key are sent', async () => {
    const hr = await tenant.member('Hr');
    const key = await createKey(app, await ownerToken());
    const res = await app.request('GET', KEYS, { token: hr.token, apiKey: key.key });
    expect(res.status).toBe(403);
    const owner = await app.request('GET', KEYS, { token: await ownerToken(), apiKey: 'garbage' });
    expect(owner.status).toBe(200);
  });
});
