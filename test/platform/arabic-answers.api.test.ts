import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { createKey } from '../modules/developers/api-keys.support';

/* Accept-Language: ar gives Arabic error and field messages in both REST envelopes and in GraphQL errors; English stays the default. */
describe('answers in Arabic with Accept-Language: ar', () => {
  let app: TestApp;
  let tenant: TestTenant;
  const AR = { 'accept-language': 'ar' };

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  it('answers a REST validation error with an Arabic message and Arabic field messages', async () => {
    const body = { name: 'x'.repeat(121) };
    const arabic = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body, headers: AR });
    expect(arabic.status).toBe(422);
    expect(arabic.body.message).toBe('الطلب غير صالح.');
    expect(arabic.body.errors.name).toEqual(['يجب ألا يزيد على 120 حرفًا']);
    const english = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body });
    expect(english.body.message).toBe('The request is not valid.');
    expect(english.body.errors.name).toEqual(['must be at most 120 characters']);
    const missing = await app.request('GET', '/api/v1/console/sales/theoretical-usage', { token: tenant.owner.token, headers: AR });
    expect(missing.body.errors.branchId).toEqual(['مطلوب']);
  });

  it('answers refusals (401, 404) in Arabic, in the console and the partner envelope', async () => {
    const anonymous = await app.request('GET', '/api/v1/console/hr/departments', { headers: AR });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('يلزم تسجيل الدخول.');
    const key = (await createKey(app, tenant.owner.token, { scopes: ['orders:read'] })).key;
    const missing = await app.request('GET', '/api/v1/public/orders/00000000-0000-4000-8000-000000000000', { apiKey: key, headers: AR });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ ok: false, error: { code: 404, message: 'لم يُعثر على المطلوب (Order).' } });
  });

  it('answers GraphQL errors in Arabic (message and extensions.fields), English by default', async () => {
    const query = 'mutation ($input: CreateDepartmentInput!) { createDepartment(input: $input) { id } }';
    const variables = { input: { name: 'x'.repeat(121) } };
    const arabic = await app.graphql(query, variables, { token: tenant.owner.token, headers: AR });
    expect(arabic.body.errors[0].message).toBe('الطلب غير صالح.');
    expect(arabic.body.errors[0].extensions.fields.name).toEqual(['يجب ألا يزيد على 120 حرفًا']);
    expect(arabic.body.errors[0].extensions.code).toBe('VALIDATION');
    const english = await app.graphql(query, variables, { token: tenant.owner.token, headers: { 'accept-language': 'en-US,en;q=0.9,ar;q=0.5' } });
    expect(english.body.errors[0].message).toBe('The request is not valid.');
  });
});
