import { startTestApp, type TestApp } from '../support/test-app';
import { runMigrationStep } from '../support/test-database';
import { createTenant, type TestTenant } from '../support/factories';
import { createKey } from '../modules/developers/api-keys.support';
import { VocabularyEnums1795431694787 } from '../../migrations/1795431694787-VocabularyEnums';
import { BATCHES, batchBody, type Catalogue, createCatalogue, NOW } from '../modules/production/batch-fixtures';

/*
 * The stored vocabularies move to PascalCase and back: real rows (an item, a batch with an extra
 * in its jsonb, a member, an API key, a verification code) are taken down to the old spelling and
 * up again, and the API reads them in the new spelling afterwards.
 */
describe('VocabularyEnums migration', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let cat: Catalogue;
  let batchId: string;
  let keyId: string;
  const migration = new VocabularyEnums1795431694787();

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    cat = await createCatalogue(app, tenant.owner.token);
    const batch = await app.request('POST', BATCHES, { token: tenant.owner.token, body: batchBody(cat, '2026-03-01', { riceRoundingMethod: 'Up' }) });
    expect(batch.status).toBe(200);
    batchId = batch.body.data.id;
    keyId = (await createKey(app, tenant.owner.token, { environment: 'Test' })).id;
    const started = await app.request('POST', '/api/v1/console/auth/register/start', {
      body: { organizationName: 'Vocab', branchName: 'Main', baseCurrencyCode: 'IQD', ownerName: 'V', email: 'vocab@example.test' },
    });
    expect(started.status).toBe(200);
  });
  afterAll(() => app.close());

  const rows = (sql: string, params: unknown[] = []) => app.runtime.db.dataSource.query(sql, params) as Promise<Array<Record<string, any>>>;

  const run = (direction: 'up' | 'down') => runMigrationStep(app.runtime.db.dataSource, migration, direction);

  it('writes the old spelling on down and the PascalCase values on up, jsonb extras included', async () => {
    await run('down');
    expect((await rows('SELECT unit FROM catalog_inventory_items WHERE id = $1', [cat.oil]))[0].unit).toBe('l');
    const old = (await rows('SELECT extras, rice_rounding_method FROM production_batches WHERE id = $1', [batchId]))[0];
    expect(old.rice_rounding_method).toBe('up');
    expect(old.extras).toEqual([{ inventoryItemId: cat.oil, quantity: 500, unit: 'ml' }]);
    expect((await rows('SELECT role, status FROM memberships WHERE user_id = $1', [tenant.owner.userId]))[0]).toEqual({ role: 'owner', status: 'active' });
    expect((await rows('SELECT environment FROM api_keys WHERE id = $1', [keyId]))[0].environment).toBe('test');
    expect((await rows(`SELECT DISTINCT purpose FROM identity_codes`)).map((row) => row.purpose)).toEqual(['registration']);

    await run('up');
    expect((await rows('SELECT unit FROM catalog_inventory_items WHERE id = $1', [cat.oil]))[0].unit).toBe('L');
    const migrated = (await rows('SELECT extras, rice_rounding_method FROM production_batches WHERE id = $1', [batchId]))[0];
    expect(migrated.rice_rounding_method).toBe('Up');
    expect(migrated.extras).toEqual([{ inventoryItemId: cat.oil, quantity: 500, unit: 'Ml' }]);
    expect((await rows('SELECT role, status FROM memberships WHERE user_id = $1', [tenant.owner.userId]))[0]).toEqual({ role: 'Owner', status: 'Active' });
    expect((await rows('SELECT environment FROM api_keys WHERE id = $1', [keyId]))[0].environment).toBe('Test');
    expect((await rows(`SELECT DISTINCT purpose FROM identity_codes`)).map((row) => row.purpose)).toEqual(['Registration']);
  });

  it('leaves the API reading the migrated rows in the new spelling', async () => {
    const batch = await app.request('GET', `${BATCHES}/${batchId}`, { token: tenant.owner.token });
    expect(batch.body.data).toMatchObject({ riceRoundingMethod: 'Up', extras: [{ unit: 'Ml' }] });
    const me = await app.graphql('{ me { role } }', {}, { token: tenant.owner.token });
    expect(me.body.data.me.role).toBe('Owner');
  });
});
