import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createKey } from '../developers/api-keys.support';

const C = '/api/v1/console';

/** The Auth, API Keys and Webhooks groups are for console sessions only: a key gets 403 FORBIDDEN there. */
describe('API keys on session-only groups', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let key: string;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    key = (await createKey(app, tenant.owner.token, { scopes: ['hr:read', 'hr:write'] })).key;
  });
  afterAll(() => app.close());

  it.each([
    ['GET', `${C}/auth/me`, undefined],
    ['POST', `${C}/auth/switch-branch`, { branchId: '00000000-0000-4000-8000-000000000000' }],
    ['POST', `${C}/auth/change-password`, { currentPassword: 'x', newPassword: 'y' }],
    ['GET', `${C}/developers/api-keys`, undefined],
    ['POST', `${C}/developers/api-keys`, { name: 'Escalation', scopes: ['hr:read'] }],
    ['GET', `${C}/members`, undefined],
    ['GET', `${C}/developers/webhooks`, undefined],
    ['POST', `${C}/developers/webhooks`, { url: 'https://example.com/hook', events: ['*'], apiVersion: '2026-01-01' }],
    ['GET', `${C}/developers/webhooks/event-types`, undefined],
    ['GET', `${C}/developers/webhook-deliveries`, undefined],
  ])('refuses an API key on %s %s with 403 FORBIDDEN', async (method, path, body) => {
    const res = await app.request(method, path, { apiKey: key, body });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ code: ['Forbidden'] });
  });

  it('still accepts the same key where keys are allowed', async () => {
    const res = await app.request('GET', `${C}/hr/departments`, { apiKey: key });
    expect(res.status).toBe(200);
  });
});
