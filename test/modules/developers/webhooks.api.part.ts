import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { WebhookSubscription } from '../../../src/modules/developers/webhooks/webhook-subscription.entity';

const W = '/api/v1/console/developers/webhooks';
const D = '/api/v1/console/developers/webhook-deliveries';
/** A public address literal: passes the address check without DNS (nothing is sent in this file). */
const PUBLIC_URL = 'https://93.184.215.14/hooks/back-office';

describe('webhook subscriptions (REST and GraphQL, private networks refused)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp({ config: { webhookAllowPrivateNetworks: false } });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const create = (body: Record<string, unknown>, token = tenant.owner.token) => app.request('POST', W, { token, body });
  const createOk = async (body: Record<string, unknown> = {}, token = tenant.owner.token) => {
    const res = await create({ url: PUBLIC_URL, events: ['hr.department.created'], ...body }, token);
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('refuses callers without a session (401) and roles without developers:manage (403)', async () => {
    const anonymous = await app.request('GET', W);
    expect(anonymous.status).toBe(401);
    const hr = await tenant.member('Hr');
    const res = await app.request('GET', W, { token: hr.token });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ code: ['Forbidden'] });
    const post = await create({ url: PUBLIC_URL, events: ['*'] }, hr.token);
    expect(post.status).toBe(403);
    const manager = await tenant.member('Manager');
    expect((await app.request('GET', W, { token: manager.token })).status).toBe(200);
  });

  it('creates a subscription and shows the whsec_ secret only in that answer', async () => {
    const res = await create({ url: PUBLIC_URL, events: ['hr.department.created', 'hr.position.created'], apiVersion: '2026-01-01' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      url: PUBLIC_URL,
      events: ['hr.department.created', 'hr.position.created'],
      apiVersion: '2026-01-01',
      active: true,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{40,}$/),
      deletedAt: null,
    });
    const id = res.body.data.id;
    const got = await app.request('GET', `${W}/${id}`, { token: tenant.owner.token });
    expect(got.body.data.secret).toBeNull();
    const listed = await app.request('GET', W, { token: tenant.owner.token });
    expect(listed.body.data.items.find((s: { id: string }) => s.id === id).secret).toBeNull();
    const row = await app.runtime.db.dataSource.manager.findOneByOrFail(WebhookSubscription, { id });
    expect(row.secretCiphertext).not.toContain(res.body.data.secret.slice(6));
  });

  it('defaults apiVersion to the current version and collapses "*"', async () => {
    const data = await createOk({ events: ['hr.department.created', '*'], apiVersion: undefined });
    expect(data).toMatchObject({ apiVersion: '2026-01-01', events: ['*'] });
  });

  it('answers 422 naming the fields for missing, unknown and malformed values', async () => {
    const missing = await create({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ url: ['is required'], events: ['is required'] });
    const empty = await create({ url: PUBLIC_URL, events: [] });
    expect(empty.body.errors).toEqual({ events: ['must name at least one event type'] });
    const unknown = await create({ url: PUBLIC_URL, events: ['hr.department.created', 'hr.department.exploded'], apiVersion: '1999-01-01' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      'events[1]': ['is not a known event type (see event-types)'],
      apiVersion: ['must be one of: 2026-01-01'],
    });
    const scheme = await create({ url: 'ftp://93.184.215.14/x', events: ['*'] });
    expect(scheme.body.errors).toEqual({ url: ['must use https'] });
    const credentials = await create({ url: 'https://user:pw@93.184.215.14/x', events: ['*'] });
    expect(credentials.body.errors.url[0]).toMatch(/user name or password/);
    const extra = await create({ url: PUBLIC_URL, events: ['*'], secret: 'mine' });
    expect(extra.body.errors).toEqual({ secret: ['is not a known field'] });
    const wrongType = await create({ url: PUBLIC_URL, events: [5] });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors)).toEqual(['events[0]']);
  });

  it.each([
    ['loopback IPv4', 'http://127.0.0.1:8080/hook'],
    ['loopback IPv6', 'http://[::1]:8080/hook'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data'],
    ['private network', 'https://10.0.0.1/hook'],
    ['a name resolving to loopback', 'http://localhost:8080/hook'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/hook'],
    ['a numeric spelling of loopback', 'http://2130706433/hook'],
  ])('refuses a URL pointing to %s with 422 on url', async (_label, url) => {
    const res = await create({ url, events: ['*'] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['url']);
    expect(res.body.errors.url[0]).toMatch(/private, loopback, link-local or reserved address/);
  });

  it('refuses a private URL on update too and leaves the subscription unchanged', async () => {
    const { id } = await createOk();
    const res = await app.request('PUT', `${W}/${id}`, { token: tenant.owner.token, body: { url: 'http://localhost/x' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.url).toBeDefined();
    expect((await app.request('GET', `${W}/${id}`, { token: tenant.owner.token })).body.data.url).toBe(PUBLIC_URL);
  });

  it('updates url, events and apiVersion, keeps omitted fields, and audits the change', async () => {
    const { id } = await createOk();
    const res = await app.request('PUT', `${W}/${id}`, {
      token: tenant.owner.token,
      body: { url: 'https://93.184.215.14/v2', events: ['hr.position.updated'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, url: 'https://93.184.215.14/v2', events: ['hr.position.updated'], apiVersion: '2026-01-01', active: true });
    const trail = await app.request('GET', `/api/v1/console/audit-trail?EntityType=webhook_subscription&EntityId=${id}`, { token: tenant.owner.token });
    expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['updated', 'created']);
    expect(trail.body.data.items[0].changes).toMatchObject({ url: { from: PUBLIC_URL, to: 'https://93.184.215.14/v2' } });
    const bad = await app.request('PUT', `${W}/${id}`, { token: tenant.owner.token, body: { events: ['nope'] } });
    expect(bad.body.errors).toEqual({ 'events[0]': ['is not a known event type (see event-types)'] });
  });

  it('deactivates with a reason, hides inactive ones unless IncludeInactive, and activates again', async () => {
    const { id } = await createOk({ events: ['hr.position.deleted'] });
    const off = await app.request('POST', `${W}/${id}/deactivate`, { token: tenant.owner.token, body: { reason: 'Endpoint moving' } });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, deactivationReason: 'Endpoint moving', deactivatedAt: expect.any(String) });
    const visible = await app.request('GET', `${W}?EventType=hr.position.deleted`, { token: tenant.owner.token });
    expect(visible.body.data.items.map((s: { id: string }) => s.id)).not.toContain(id);
    const all = await app.request('GET', `${W}?IncludeInactive=true&EventType=hr.position.deleted`, { token: tenant.owner.token });
    expect(all.body.data.items.map((s: { id: string }) => s.id)).toContain(id);
    const again = await app.request('POST', `${W}/${id}/deactivate`, { token: tenant.owner.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ code: ['Conflict'] });
    const on = await app.request('POST', `${W}/${id}/activate`, { token: tenant.owner.token });
    expect(on.body.data).toMatchObject({ active: true, deactivatedAt: null, deactivationReason: null });
    expect((await app.request('POST', `${W}/${id}/activate`, { token: tenant.owner.token })).status).toBe(409);
    const viaPut = await app.request('PUT', `${W}/${id}`, { token: tenant.owner.token, body: { active: false } });
    expect(viaPut.body.data.active).toBe(false);
    const trail = await app.request('GET', `/api/v1/console/audit-trail?EntityType=webhook_subscription&EntityId=${id}`, { token: tenant.owner.token });
    expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['updated', 'activated', 'deactivated', 'created']);
    expect(trail.body.data.items[2].reason).toBe('Endpoint moving');
  });

  it('filters the list by event type (directly or through "*"), searches URLs and refuses unknown sort fields', async () => {
    const own = await createTenant(app.runtime);
    const a = await createOk({ url: 'https://93.184.215.14/alpha', events: ['hr.department.deleted'] }, own.owner.token);
    const b = await createOk({ url: 'https://93.184.215.14/beta', events: ['*'] }, own.owner.token);
    await createOk({ url: 'https://93.184.215.14/gamma', events: ['hr.position.created'] }, own.owner.token);
    const byType = await app.request('GET', `${W}?EventType=hr.department.deleted&Sort=url&Dir=asc`, { token: own.owner.token });
    expect(byType.body.data.items.map((s: { id: string }) => s.id)).toEqual([a.id, b.id]);
    const search = await app.request('GET', `${W}?search=gam`, { token: own.owner.token });
    expect(search.body.data).toMatchObject({ total: 1, page: 1, perPage: 20, totalPages: 1 });
    const paged = await app.request('GET', `${W}?PerPage=2&Page=2`, { token: own.owner.token });
    expect(paged.body.data).toMatchObject({ total: 3, totalPages: 2, items: [expect.any(Object)] });
    const sort = await app.request('GET', `${W}?Sort=secret`, { token: own.owner.token });
    expect(sort.status).toBe(422);
    expect(sort.body.errors.sort).toBeDefined();
  });

  it('rotates the secret: a new one in the answer, the old one kept for 24 hours', async () => {
    const created = await createOk();
    // Read around the call: exact on one node's still clock, within the call's time on several nodes (real time).
    const before = app.clock.now().getTime();
    const res = await app.request('POST', `${W}/${created.id}/rotate-secret`, { token: tenant.owner.token });
    const after = app.clock.now().getTime();
    expect(res.status).toBe(200);
    expect(res.body.data.secret).toMatch(/^whsec_/);
    expect(res.body.data.secret).not.toBe(created.secret);
    const expires = new Date(res.body.data.previousSecretExpiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(expires - after).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('soft-deletes with a reason: gone from the API, kept in the table and the audit trail', async () => {
    const { id } = await createOk();
    const res = await app.request('DELETE', `${W}/${id}`, { token: tenant.owner.token, body: { reason: 'No longer used' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, active: false, deleteReason: 'No longer used', deletedAt: expect.any(String), deletedBy: tenant.owner.userId });
    expect((await app.request('GET', `${W}/${id}`, { token: tenant.owner.token })).status).toBe(404);
    expect((await app.request('POST', `${W}/${id}/activate`, { token: tenant.owner.token })).status).toBe(404);
    expect(
      (await app.request('GET', `${W}?IncludeInactive=true`, { token: tenant.owner.token })).body.data.items.map((s: { id: string }) => s.id),
    ).not.toContain(id);
    const row = await app.runtime.db.dataSource.manager.findOne(WebhookSubscription, { where: { id }, withDeleted: true });
    expect(row?.deleteReason).toBe('No longer used');
    // The delivery log of a deleted subscription stays readable.
    expect((await app.request('GET', `${W}/${id}/deliveries`, { token: tenant.owner.token })).status).toBe(200);
  });

  it("answers 404 for another organisation's subscription on every path and changes nothing", async () => {
    const theirs = await createOk({}, other.owner.token);
    const id = theirs.id;
    const token = tenant.owner.token;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${W}/${id}`],
      ['PUT', `${W}/${id}`, { events: ['*'] }],
      ['DELETE', `${W}/${id}`, { reason: 'x' }],
      ['POST', `${W}/${id}/activate`],
      ['POST', `${W}/${id}/deactivate`, { reason: 'x' }],
      ['POST', `${W}/${id}/rotate-secret`],
      ['POST', `${W}/${id}/test`, { reason: 'x' }],
      ['GET', `${W}/${id}/deliveries`],
    ];
    for (const [method, path, body] of calls) {
      const res = await app.request(method, path, { token, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const theirsNow = await app.request('GET', `${W}/${id}`, { token: other.owner.token });
    expect(theirsNow.body.data).toMatchObject({ events: ['hr.department.created'], active: true, deletedAt: null, previousSecretExpiresAt: null });
    const retryFailed = await app.request('POST', `${D}/retry-failed`, { token, body: { subscriptionId: id } });
    expect(retryFailed.status).toBe(422);
    expect(retryFailed.body.errors).toEqual({ subscriptionId: ['does not name a webhook subscription of this organisation'] });
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app.request('GET', `${W}/${unknown}`, { token: tenant.owner.token })).status).toBe(404);
    expect((await app.request('GET', `${D}/${unknown}`, { token: tenant.owner.token })).status).toBe(404);
    expect((await app.request('POST', `${D}/${unknown}/retry`, { token: tenant.owner.token, body: { reason: 'x' } })).status).toBe(404);
    const malformed = await app.request('GET', `${W}/not-a-uuid`, { token: tenant.owner.token });
    expect(malformed.status).toBe(422);
  });

  it('lists event types and the catalog with schema and example per API version', async () => {
    const types = await app.request('GET', `${W}/event-types`, { token: tenant.owner.token });
    expect(types.status).toBe(200);
    expect(types.body.data).toEqual(
      expect.arrayContaining(['hr.department.created', 'hr.department.updated', 'hr.department.deleted', 'hr.position.created', 'webhook.test']),
    );
    expect([...types.body.data].sort()).toEqual(types.body.data);
    const catalog = await app.request('GET', `${W}/event-catalog`, { token: tenant.owner.token });
    expect(catalog.body.data).toMatchObject({ currentApiVersion: '2026-01-01', supportedApiVersions: ['2026-01-01'] });
    expect(catalog.body.data.events.map((e: { type: string }) => e.type)).toEqual(types.body.data);
    const created = catalog.body.data.events.find((e: { type: string }) => e.type === 'hr.department.created');
    expect(created).toMatchObject({ description: expect.any(String), resourceType: 'department' });
    const [version] = created.versions;
    expect(version.apiVersion).toBe('2026-01-01');
    expect(version.schema).toMatchObject({ type: 'object', properties: { type: { const: 'hr.department.created' }, data: { type: 'object' } } });
    expect(version.example).toMatchObject({ type: 'hr.department.created', apiVersion: '2026-01-01', data: { name: 'Kitchen' } });
    expect(Object.keys(version.example).sort()).toEqual([...version.schema.required].sort());
  });

  it('validates delivery-log filters', async () => {
    const status = await app.request('GET', `${D}?Status=lost`, { token: tenant.owner.token });
    expect(status.status).toBe(422);
    expect(status.body.errors.status).toBeDefined();
    const range = await app.request('GET', `${D}?From=2026-02-01T00:00:00Z&To=2026-01-01T00:00:00Z`, { token: tenant.owner.token });
    expect(range.status).toBe(422);
    expect(range.body.errors).toEqual({ to: ['must not be before from'] });
    const date = await app.request('GET', `${D}?From=yesterday`, { token: tenant.owner.token });
    expect(date.status).toBe(422);
    const ok = await app.request('GET', `${D}?Status=failed&SubscriptionId=00000000-0000-4000-8000-000000000000`, { token: tenant.owner.token });
    expect(ok.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('serves the same operations over GraphQL', async () => {
    const res = await app.graphql(
      'mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { id secret events active } }',
      { input: { url: PUBLIC_URL, events: ['hr.department.deleted'] } },
      { token: tenant.owner.token },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createWebhookSubscription).toMatchObject({
      secret: expect.stringMatching(/^whsec_/),
      events: ['hr.department.deleted'],
      active: true,
    });
    const types = await app.graphql('{ webhookEventTypes }', {}, { token: tenant.owner.token });
    expect(types.body.data.webhookEventTypes).toContain('webhook.test');
  });
});
