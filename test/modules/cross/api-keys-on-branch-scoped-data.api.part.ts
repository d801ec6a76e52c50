import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createKey } from '../developers/api-keys.support';
import { BATCHES, batchBody, type Catalogue, createCatalogue, NOW } from '../production/batch-fixtures';

/** API keys acting on branch-scoped data (production batches) through X-Branch-Id. */
describe('API keys on branch-scoped production data', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let catalogue: Catalogue;
  let key: string;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    catalogue = await createCatalogue(app, tenant.owner.token);
    key = (await createKey(app, tenant.owner.token, { scopes: ['production:read', 'production:write', 'catalog:read'] })).key;
  });
  afterAll(() => app.close());

  it('creates a batch in the branch named by X-Branch-Id', async () => {
    const res = await app.request('POST', BATCHES, { apiKey: key, headers: { 'x-branch-id': tenant.branchId }, body: batchBody(catalogue, '2026-03-14') });
    expect(res.status).toBe(200);
    const listed = await app.request('GET', `${BATCHES}?From=2026-03-14&To=2026-03-14`, { token: tenant.owner.token });
    expect(listed.body.data.items).toEqual([expect.objectContaining({ id: res.body.data.id })]);
  });

  it('asks for a branch when a key calls a branch-scoped path without X-Branch-Id', async () => {
    const res = await app.request('POST', BATCHES, { apiKey: key, body: batchBody(catalogue, '2026-03-13') });
    expect(res.status).toBe(422);
    expect(res.body.errors.branchId).toBeDefined();
  });

  it("refuses another organisation's branch with 403 TENANT_MISMATCH and creates nothing", async () => {
    const res = await app.request('POST', BATCHES, { apiKey: key, headers: { 'x-branch-id': other.branchId }, body: batchBody(catalogue, '2026-03-12') });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ code: ['TenantMismatch'] });
    const listed = await app.request('GET', `${BATCHES}?From=2026-03-12&To=2026-03-12`, { token: tenant.owner.token });
    expect(listed.body.data.total).toBe(0);
  });

  it('refuses a key without the production:write scope with 403 FORBIDDEN', async () => {
    const readOnly = (await createKey(app, tenant.owner.token, { scopes: ['production:read'] })).key;
    const res = await app.request('POST', BATCHES, { apiKey: readOnly, headers: { 'x-branch-id': tenant.branchId }, body: batchBody(catalogue, '2026-03-11') });
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual({ code: ['Forbidden'] });
  });
});
