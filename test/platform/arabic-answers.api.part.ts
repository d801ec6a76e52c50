import { startTestApp, type TestApp } from '../support/test-app';
import { createTenant, type TestTenant } from '../support/factories';
import { createKey } from '../modules/developers/api-keys.support';
import { forgetAllSessions } from '../../src/modules/identity/sessions/session-credential';

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
    expect(missing.body).toEqual({ ok: false, error: { code: 404, message: 'لم يُعثر على الطلب.' } });
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

  it("answers the modules' own messages in Arabic: a conflict, a resource's name in a 404, a field rule", async () => {
    const name = `Kitchen ${Date.now()}`;
    const created = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body: { name } });
    expect(created.status).toBe(200);
    const duplicate = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body: { name }, headers: AR });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('يوجد قسم بهذا الاسم بالفعل.');
    const english = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body: { name } });
    expect(english.body.message).toBe('A department with this name already exists.');
    const query = 'query ($id: UUID!) { department(id: $id) { id } }';
    const missing = await app.graphql(query, { id: '00000000-0000-4000-8000-000000000000' }, { token: tenant.owner.token, headers: AR });
    expect(missing.body.errors[0].message).toBe('لم يُعثر على القسم.');
  });

  it("answers a signed-in member without Accept-Language in the organisation's default language, over REST and GraphQL", async () => {
    const other = await createTenant(app.runtime);
    const setLanguage = 'mutation ($input: UpdateOrganizationSettingsInput!) { updateOrganizationSettings(input: $input) { defaultLanguage } }';
    const changed = await app.graphql(setLanguage, { input: { defaultLanguage: 'Ar' } }, { token: other.owner.token });
    expect(changed.body.data.updateOrganizationSettings.defaultLanguage).toBe('Ar');
    // Session state (with the organisation's language) is cached for a few seconds; read it again now.
    forgetAllSessions();
    const body = { name: 'x'.repeat(121) };
    const rest = await app.request('POST', '/api/v1/console/hr/departments', { token: other.owner.token, body });
    expect(rest.body.message).toBe('الطلب غير صالح.');
    expect(rest.body.errors.name).toEqual(['يجب ألا يزيد على 120 حرفًا']);
    const query = 'mutation ($input: CreateDepartmentInput!) { createDepartment(input: $input) { id } }';
    const graphql = await app.graphql(query, { input: body }, { token: other.owner.token });
    expect(graphql.body.errors[0].message).toBe('الطلب غير صالح.');
    expect(graphql.body.errors[0].extensions.fields.name).toEqual(['يجب ألا يزيد على 120 حرفًا']);
    // The header still decides when sent; anonymous callers and other organisations stay in English.
    const asked = await app.request('POST', '/api/v1/console/hr/departments', { token: other.owner.token, body, headers: { 'accept-language': 'en' } });
    expect(asked.body.message).toBe('The request is not valid.');
    const askedGraphql = await app.graphql(query, { input: body }, { token: other.owner.token, headers: { 'accept-language': 'en' } });
    expect(askedGraphql.body.errors[0].message).toBe('The request is not valid.');
    const anonymous = await app.request('GET', '/api/v1/console/hr/departments');
    expect(anonymous.body.message).toBe('Authentication is required.');
    const english = await app.request('POST', '/api/v1/console/hr/departments', { token: tenant.owner.token, body });
    expect(english.body.message).toBe('The request is not valid.');
  });
});
