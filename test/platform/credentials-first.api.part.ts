import { type RequestOptions, startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import type { RouteDefinition } from '../../src/core/modules/route-table';
import { createKey } from '../modules/developers/api-keys.support';
import { Session } from '../../src/modules/identity/sessions/session.entity';

/*
 * Credentials before validation, generated from the route tables: every route that needs a
 * credential refuses a caller without one (401) whatever the path, query and body hold, and every
 * session-only route refuses an API key (403) the same way. New routes are covered as soon as they
 * are in a route table.
 */

const GARBAGE_QUERY = '?Page=zero&PerPage=-5&Sort=nope&Dir=sideways&Status=%00';

/** The spec path with every parameter replaced by something no route accepts. */
const garbagePath = (route: RouteDefinition) => route.path.replace(/\{\w+\}/g, 'not-a-uuid') + GARBAGE_QUERY;
const writes = (route: RouteDefinition) => route.method !== 'GET';

describe('credentials are checked before the request is validated', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let credentialed: RouteDefinition[];
  let sessionOnly: RouteDefinition[];

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    const routes = app.instance.routes.map((compiled) => compiled.route);
    credentialed = routes.filter((route) => route.credential === 'session' || route.credential === 'session-or-key' || route.credential === 'key');
    sessionOnly = routes.filter((route) => route.credential === 'session');
  });
  afterAll(() => app.close());

  const unauthorizedEnvelope = { success: false, data: null, message: expect.any(String), code: 401, errors: { code: ['Unauthorized'] } };
  const forbiddenEnvelope = { success: false, data: null, message: expect.any(String), code: 403, errors: { code: ['Forbidden'] } };

  it('finds the credentialed and session-only routes in the tables', () => {
    expect(credentialed.length).toBeGreaterThan(50);
    expect(sessionOnly.length).toBeGreaterThan(20);
  });

  it('answers 401 to an anonymous caller on every credentialed route, with a body that fails validation', async () => {
    const wrong: string[] = [];
    for (const route of credentialed) {
      const res = await app.request(route.method, garbagePath(route), writes(route) ? { body: { name: 7, extras: 'x', unknown: [null] } } : {});
      if (res.status !== 401 || JSON.stringify(res.body) === 'null') wrong.push(`${route.method} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`);
      else expect(res.body).toEqual(unauthorizedEnvelope);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to an anonymous caller with an empty, malformed or non-JSON body on every credentialed write route', async () => {
    const wrong: string[] = [];
    for (const route of credentialed.filter(writes)) {
      const variants: RequestOptions[] = [
        { body: {} },
        { rawBody: '{"name":' },
        { rawBody: 'name=x', headers: { 'content-type': 'text/plain' } },
        { body: {}, headers: { 'idempotency-key': 'bad key!' } },
      ];
      for (const options of variants) {
        const res = await app.request(route.method, garbagePath(route), options);
        if (res.status !== 401) wrong.push(`${route.method} ${route.path} with ${JSON.stringify(options)} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an invalid bearer token with 401 before validation', async () => {
    const res = await app.request('POST', '/api/v1/console/hr/departments', { token: 'not.a.token', rawBody: '{"name":' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(unauthorizedEnvelope);
  });

  it("reports the credential's own refusal (REAUTH_REQUIRED for a signed-out session) before validation", async () => {
    const member = await tenant.member('Manager');
    await app.runtime.db.dataSource.manager.update(Session, { id: member.sessionId }, { revokedAt: new Date() });
    const res = await app.request('POST', '/api/v1/console/hr/departments', { token: member.token, body: {} });
    expect(res.status).toBe(401);
    expect(res.body.errors).toEqual({ code: ['ReauthRequired'] });
  });

  it('answers 403 to an API key on every session-only route, before validation', async () => {
    const key = await createKey(app, tenant.owner.token, { name: 'Every scope', scopes: ['hr:read', 'hr:write'] });
    const wrong: string[] = [];
    for (const route of sessionOnly) {
      const res = await app.request(route.method, garbagePath(route), writes(route) ? { apiKey: key.key, rawBody: '{"name":' } : { apiKey: key.key });
      if (res.status !== 403) wrong.push(`${route.method} ${route.path} → ${res.status} ${JSON.stringify(res.body)}`);
      else expect(res.body).toEqual(forbiddenEnvelope);
    }
    expect(wrong).toEqual([]);
  });

  it('still validates once the credential is accepted', async () => {
    const empty = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body: {} });
    expect(empty.status).toBe(422);
    const malformed = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, rawBody: '{"name":' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toEqual({ body: ['is not valid JSON'] });
  });

  it('leaves GraphQL to its own order: malformed JSON is 422, an anonymous operation is refused per field', async () => {
    const malformed = await app.request('POST', '/graphql', { rawBody: '{"query":' });
    expect(malformed.status).toBe(422);
    const anonymous = await app.graphql('mutation { createDepartment(input: {name: "x"}) { id } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });
});
