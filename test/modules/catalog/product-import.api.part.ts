import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { Product } from '../../../src/modules/catalog/products/product.entity';
import { importCleanupJob } from '../../../src/modules/catalog/imports/import-cleanup.job';
import { PRODUCT_IMPORT_COLUMNS } from '../../../src/modules/catalog/imports/product-import-columns';

const C = '/api/v1/console';
const IMPORT = `${C}/catalog/imports/products`;
const batchPath = (id: string) => `${C}/catalog/imports/${id}`;
const PRODUCTS = `${C}/catalog/products`;
const CATS = `${C}/product-categories`;

describe('Catalogue import: preview and commit (REST and GraphQL)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  async function seeded(): Promise<{ tenant: TestTenant; token: string; kebabId: string }> {
    const tenant = await createTenant(app.runtime);
    const token = tenant.owner.token;
    await app.request('POST', CATS, { token, body: { code: 'GRILL', name: 'Grills', nameAr: 'مشويات' } });
    await app.request('POST', `${C}/accounting/tax-codes`, { token, body: { code: 'VAT15', name: 'VAT', kind: 'Vat', ratePermille: 150, appliesTo: 'Sales' } });
    const cats = await app.request('GET', CATS, { token });
    const kebab = await app.request('POST', PRODUCTS, {
      token,
      body: {
        code: 'KEB-1',
        name: 'Kebab',
        nameAr: 'كباب',
        categoryId: cats.body.data.items[0].id,
        basePriceIqd: 12000,
        channels: ['DineIn', 'Delivery'],
        sortOrder: 1,
      },
    });
    await app.request('POST', PRODUCTS, { token, body: { code: 'TEA', name: 'Tea', nameAr: 'شاي', basePriceIqd: 500, sortOrder: 5 } });
    return { tenant, token, kebabId: kebab.body.data.id };
  }

  const preview = (token: string, content: string, format = 'Csv', headers?: Record<string, string>) =>
    app.request('POST', IMPORT, { token, body: { format, content }, headers });
  const commit = (token: string, id: string, content: string, format = 'Csv', headers?: Record<string, string>) =>
    app.request('POST', `${batchPath(id)}/commit`, { token, body: { format, content }, headers });

  const csv = [
    'code,name,nameAr,categoryCode,basePriceIqd,taxCode,channels,sortOrder',
    'KEB-1,Kebab,كباب مشوي,GRILL,13000,VAT15,DineIn|Delivery,1',
    'TEA,Tea,شاي,,500,,,5',
    'FAL-1,Falafel,فلافل,SAND,2000,,Takeaway|dinein,3',
    'BAD-1,,,GRILL,12.5,NOPE,Drone,',
  ].join('\n');

  it('previews every row with its action, exact before → after changes and row errors, and changes nothing', async () => {
    const { tenant, token, kebabId } = await seeded();
    const eventsBefore = await app.runtime.db.dataSource.manager.count(OutboxEvent, { where: { organizationId: tenant.organizationId } });
    const res = await preview(token, csv);
    expect(res.status).toBe(200);
    const batch = res.body.data;
    expect(batch).toMatchObject({
      format: 'Csv',
      status: 'Previewed',
      rowCount: 4,
      createCount: 1,
      updateCount: 1,
      unchangedCount: 1,
      errorCount: 1,
      newCategoryCodes: ['SAND'],
    });
    expect(batch.rows[0]).toEqual({
      rowNumber: 2,
      code: 'KEB-1',
      action: 'Update',
      productId: kebabId,
      errors: [],
      changes: [
        { column: 'nameAr', before: 'كباب', after: 'كباب مشوي' },
        { column: 'basePriceIqd', before: '12000', after: '13000' },
        { column: 'taxCode', before: null, after: 'VAT15' },
      ],
    });
    expect(batch.rows[1]).toMatchObject({ rowNumber: 3, code: 'TEA', action: 'Unchanged', changes: [] });
    expect(batch.rows[2]).toMatchObject({ rowNumber: 4, code: 'FAL-1', action: 'Create', productId: null, errors: [] });
    expect(batch.rows[3]).toEqual({
      rowNumber: 5,
      code: 'BAD-1',
      action: 'Error',
      productId: null,
      changes: [],
      errors: [
        { rowNumber: 5, column: 'name', message: 'is required' },
        { rowNumber: 5, column: 'basePriceIqd', message: 'must be a whole number of IQD, 0 or more' },
        { rowNumber: 5, column: 'taxCode', message: 'is not a tax code of this organisation' },
        { rowNumber: 5, column: 'channels', message: 'must be channel kinds separated by "|" (DineIn, Takeaway, Delivery, SelfOrder, Partner)' },
      ],
    });
    const kebab = await app.request('GET', `${PRODUCTS}/${kebabId}`, { token });
    expect(kebab.body.data).toMatchObject({ nameAr: 'كباب', basePriceIqd: 12000, taxCodeId: null });
    expect((await app.request('GET', PRODUCTS, { token })).body.data.total).toBe(2);
    expect((await app.request('GET', CATS, { token })).body.data.total).toBe(1);
    expect(await app.runtime.db.dataSource.manager.count(OutboxEvent, { where: { organizationId: tenant.organizationId } })).toBe(eventsBefore);
    const again = await app.request('GET', batchPath(batch.id), { token });
    expect(again.body.data).toMatchObject({ id: batch.id, errorCount: 1, rows: batch.rows });
  });

  it('refuses to commit rows with errors (422), and content other than the previewed one (409)', async () => {
    const { token } = await seeded();
    const batch = (await preview(token, csv)).body.data;
    const errors = await commit(token, batch.id, csv);
    expect(errors.status).toBe(422);
    expect(errors.body.errors.content).toEqual(['1 row(s) have errors; fix them and preview again']);
    const changed = await commit(token, batch.id, `${csv}\n`);
    expect(changed.status).toBe(409);
    const otherFormat = await commit(token, batch.id, csv, 'Json');
    expect(otherFormat.status).toBe(409);
    expect((await app.request('GET', PRODUCTS, { token })).body.data.total).toBe(2);
  });

  it('commits once in one transaction: upserts by code, creates missing categories, audits and emits; a second commit is 409; an Idempotency-Key replays', async () => {
    const { tenant, token, kebabId } = await seeded();
    const good = csv.split('\n').slice(0, 4).join('\n');
    const batch = (await preview(token, good)).body.data;
    expect(batch.errorCount).toBe(0);
    const headers = { 'Idempotency-Key': `import-${batch.id}` };
    const res = await commit(token, batch.id, good, 'Csv', headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Committed', committedAt: expect.any(String), committedBy: tenant.owner.userId });
    const replay = await commit(token, batch.id, good, 'Csv', headers);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(res.body);
    const second = await commit(token, batch.id, good);
    expect(second.status).toBe(409);

    const kebab = (await app.request('GET', `${PRODUCTS}/${kebabId}`, { token })).body.data;
    expect(kebab).toMatchObject({ nameAr: 'كباب مشوي', basePriceIqd: 13000, taxCodeId: expect.any(String), channels: ['DineIn', 'Delivery'] });
    const falafel = (await app.request('GET', `${PRODUCTS}?Search=FAL-1`, { token })).body.data.items[0];
    expect(falafel).toMatchObject({
      name: 'Falafel',
      nameAr: 'فلافل',
      basePriceIqd: 2000,
      channels: ['DineIn', 'Takeaway'],
      sortOrder: 3,
      active: true,
      category: expect.objectContaining({ code: 'SAND', name: 'SAND' }),
    });
    const types = (await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { organizationId: tenant.organizationId } }))
      .filter((e) => e.occurredAt.getTime() >= new Date(batch.createdAt).getTime())
      .map((e) => e.type)
      .sort();
    expect(types).toEqual(['catalog.product-category.created', 'catalog.product-import.committed', 'catalog.product.created', 'catalog.product.updated']);
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=product&EntityId=${kebabId}`, { token });
    expect(trail.body.data.items[0]).toMatchObject({ action: 'updated', changes: { basePriceIqd: { from: '12000', to: '13000' } } });
  });

  it('reads JSON arrays (channels as a list), flags unknown keys on the row, and refuses a CSV with an unknown column (422 on content)', async () => {
    const { token } = await seeded();
    const json = JSON.stringify([
      {
        code: 'J-1',
        name: 'Juice',
        nameAr: 'عصير',
        basePriceIqd: 1500,
        channels: ['Takeaway', 'Delivery'],
        active: false,
        imageUrl: 'https://cdn.example.com/j.png',
      },
      { code: 'J-2', name: 'Water', basePriceIqd: 250, colour: 'blue' },
      { code: 'j-1', name: 'Juice again', basePriceIqd: 1 },
    ]);
    const res = await preview(token, json, 'Json');
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r: { action: string }) => r.action)).toEqual(['Create', 'Error', 'Error']);
    expect(res.body.data.rows[1].errors).toEqual([{ rowNumber: 2, column: 'colour', message: 'is not a known column' }]);
    expect(res.body.data.rows[2].errors).toEqual([{ rowNumber: 3, column: 'code', message: 'repeats the code of row 1' }]);
    const unknown = await preview(token, 'code,name,basePriceIqd,price\nA,B,1,2');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.content[0]).toContain('unknown column "price"');
    const missing = await preview(token, 'code,name\nA,B');
    expect(missing.body.errors).toEqual({ content: ['lacks the required column "basePriceIqd"'] });
    const notJson = await preview(token, '{', 'Json');
    expect(notJson.body.errors).toEqual({ content: ['is not valid JSON'] });
    const badFormat = await preview(token, 'x', 'Xlsx');
    expect(badFormat.status).toBe(422);
    expect(Object.keys(badFormat.body.errors)).toEqual(['format']);
  });

  it('expires previews after 24 hours: shown as Expired, commit refused with 409', async () => {
    const { tenant, token: first } = await seeded();
    let token = first;
    const content = 'code,name,basePriceIqd\nEXP-1,Soup,3000';
    const batch = (await preview(token, content)).body.data;
    expect(new Date(batch.expiresAt).getTime() - new Date(batch.createdAt).getTime()).toBeGreaterThan(23 * 3600 * 1000);
    app.clock.advance(24 * 3600 * 1000 + 1000);
    try {
      token = await tenant.tokenFor(tenant.owner, tenant.branchId);
      expect((await app.request('GET', batchPath(batch.id), { token })).body.data.status).toBe('Expired');
      const res = await commit(token, batch.id, content);
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('expired');
      expect((await app.request('GET', `${PRODUCTS}?Search=EXP-1`, { token })).body.data.total).toBe(0);
      await importCleanupJob.run(app.runtime, {}, { touch: async () => undefined, attempt: 1 });
      expect((await app.request('GET', batchPath(batch.id), { token })).status).toBe(404);
    } finally {
      app.clock.advance(-(24 * 3600 * 1000 + 1000));
    }
  });

  it('refuses a commit when the catalogue changed since the preview (409)', async () => {
    const { token, kebabId } = await seeded();
    const content = 'code,name,basePriceIqd\nKEB-1,Kebab,15000';
    const batch = (await preview(token, content)).body.data;
    await app.request('PATCH', `${PRODUCTS}/${kebabId}`, { token, body: { basePriceIqd: 15000 } });
    const res = await commit(token, batch.id, content);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('changed since the preview');
  });

  it("answers 404 for another organisation's batch (get and commit) and 403 without catalog:write", async () => {
    const { token } = await seeded();
    const { token: otherToken } = await seeded();
    const content = 'code,name,basePriceIqd\nTEN-1,Tenancy,1000';
    const batch = (await preview(token, content)).body.data;
    expect((await app.request('GET', batchPath(batch.id), { token: otherToken })).status).toBe(404);
    expect((await commit(otherToken, batch.id, content)).status).toBe(404);
    expect((await app.request('GET', `${PRODUCTS}?Search=TEN-1`, { token })).body.data.total).toBe(0);
    const tenant = await createTenant(app.runtime);
    const staff = await tenant.member('Staff');
    expect((await preview(staff.token, content)).status).toBe(403);
  });

  it('previews and commits over GraphQL', async () => {
    const { token } = await seeded();
    const content = 'code,name,basePriceIqd\nGQL-1,Dolma,4000';
    const res = await app.graphql(
      'mutation($input: ProductImportInput!) { previewProductImport(input: $input) { id createCount rows { action } } }',
      { input: { format: 'Csv', content } },
      { token },
    );
    const id = res.body.data.previewProductImport.id;
    expect(res.body.data.previewProductImport).toMatchObject({ createCount: 1, rows: [{ action: 'Create' }] });
    const done = await app.graphql(
      'mutation($id: UUID!, $input: ProductImportInput!) { commitProductImport(batchId: $id, input: $input) { status } }',
      { id, input: { format: 'Csv', content } },
      { token },
    );
    expect(done.body.data.commitProductImport.status).toBe('Committed');
  });

  it('imports 5,000 rows (preview and commit) and an export-shaped file of them comes back Unchanged', async () => {
    const { tenant, token } = await seeded();
    const lines = ['code,name,nameAr,categoryCode,basePriceIqd,channels,sortOrder'];
    for (let i = 0; i < 5000; i++) lines.push(`BULK-${i},Item ${i},صنف ${i},CAT${i % 20},${1000 + i},DineIn|Takeaway,${i}`);
    const content = lines.join('\n');
    const started = Date.now();
    const batch = (await preview(token, content)).body.data;
    expect(batch).toMatchObject({ rowCount: 5000, createCount: 5000, errorCount: 0 });
    expect(batch.newCategoryCodes).toHaveLength(20);
    const res = await commit(token, batch.id, content);
    expect(res.status).toBe(200);
    const elapsed = Date.now() - started;
    expect(await app.runtime.db.dataSource.manager.count(Product, { where: { organizationId: tenant.organizationId } })).toBe(5002);
    const again = (await preview(token, content)).body.data;
    expect(again).toMatchObject({ unchangedCount: 5000, createCount: 0, updateCount: 0 });
    expect(PRODUCT_IMPORT_COLUMNS).toContain('categoryCode');
    console.log(`5,000-row preview + commit: ${elapsed} ms`);
  }, 120_000);
});
