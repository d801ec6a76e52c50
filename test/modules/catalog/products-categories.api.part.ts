import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createKey } from '../developers/api-keys.support';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { AuditEntry } from '../../../src/core/audit/audit-entry.entity';

const C = '/api/v1/console';
const CATS = `${C}/product-categories`;
const PRODUCTS = `${C}/catalog/products`;
const ITEMS = `${C}/catalog/inventory-items`;
const TAX = `${C}/accounting/tax-codes`;
const bom = (productId: string) => `${C}/products/${productId}/consumables`;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('Catalogue: product categories, products and bills of materials (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const token = () => tenant.owner.token;
  const category = async (body: Record<string, unknown>, t = token()) => app.request('POST', CATS, { token: t, body: { name: 'Grills', ...body } });
  const product = async (body: Record<string, unknown>, t = token()) =>
    app.request('POST', PRODUCTS, { token: t, body: { name: 'Kebab', basePriceIqd: 12000, ...body } });
  const item = async (body: Record<string, unknown>, t = token()) =>
    (await app.request('POST', ITEMS, { token: t, body: { kind: 'Ingredient', ...body } })).body.data;

  describe('product categories', () => {
    it('creates a category with Arabic name and JSON metadata, and reads it back', async () => {
      const res = await category({ code: 'GRILL', nameAr: 'مشويات', sortOrder: 2, metadata: '{"colour":"red"}' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        code: 'GRILL',
        name: 'Grills',
        nameAr: 'مشويات',
        sortOrder: 2,
        active: true,
        metadata: '{"colour":"red"}',
        deletedAt: null,
      });
      const one = await app.request('GET', `${CATS}/${res.body.data.id}`, { token: token() });
      expect(one.body.data.nameAr).toBe('مشويات');
    });

    it('answers 422 per field: code, name, sortOrder, metadata not JSON, metadata too long', async () => {
      const res = await app.request('POST', CATS, { token: token(), body: { code: 'a b', name: '', sortOrder: -1 } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        code: ['may contain only letters, digits, dot, dash and underscore'],
        name: ['is required'],
        sortOrder: ['must be 0 or more'],
      });
      const notJson = await category({ code: 'X1', metadata: '{oops' });
      expect(notJson.status).toBe(422);
      expect(notJson.body.errors).toEqual({ metadata: ['must be valid JSON text'] });
      const tooLong = await category({ code: 'X2', metadata: JSON.stringify('x'.repeat(4000)) });
      expect(tooLong.body.errors).toEqual({ metadata: ['must be at most 4000 characters'] });
    });

    it('refuses a duplicate code (any case) with 409', async () => {
      await category({ code: 'DRINKS' });
      const res = await category({ code: 'drinks' });
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ code: ['Conflict'] });
    });

    it('lists by sortOrder then name, filters Active, and patches only the sent fields', async () => {
      const t = (await createTenant(app.runtime)).owner.token;
      await category({ code: 'B', name: 'Beta', sortOrder: 1 }, t);
      await category({ code: 'A', name: 'Alpha', sortOrder: 1 }, t);
      const z = (await category({ code: 'Z', name: 'Zulu', sortOrder: 0 }, t)).body.data;
      const list = await app.request('GET', CATS, { token: t });
      expect(list.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Zulu', 'Alpha', 'Beta']);
      const patched = await app.request('PATCH', `${CATS}/${z.id}`, { token: t, body: { active: false, nameAr: 'زولو' } });
      expect(patched.body.data).toMatchObject({ name: 'Zulu', nameAr: 'زولو', active: false, sortOrder: 0 });
      const inactive = await app.request('GET', `${CATS}?Active=false`, { token: t });
      expect(inactive.body.data.items.map((c: { code: string }) => c.code)).toEqual(['Z']);
      const nullName = await app.request('PATCH', `${CATS}/${z.id}`, { token: t, body: { name: null } });
      expect(nullName.status).toBe(422);
      expect(nullName.body.errors).toEqual({ name: ['is required'] });
    });

    it('refuses deleting a category with active products (409) until they move, then soft-deletes with reason', async () => {
      const cat = (await category({ code: 'RICE' })).body.data;
      const other = (await category({ code: 'RICE2' })).body.data;
      const p = (await product({ code: 'R-1', categoryId: cat.id })).body.data;
      const blocked = await app.request('DELETE', `${CATS}/${cat.id}`, { token: token(), body: { reason: 'Merged' } });
      expect(blocked.status).toBe(409);
      await app.request('PATCH', `${PRODUCTS}/${p.id}`, { token: token(), body: { categoryId: other.id } });
      const ok = await app.request('DELETE', `${CATS}/${cat.id}`, { token: token(), body: { reason: 'Merged' } });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ deleteReason: 'Merged', deletedBy: tenant.owner.userId });
      const live = await app.request('GET', `${CATS}?Search=RICE`, { token: token() });
      expect(live.body.data.items.map((c: { code: string }) => c.code)).toEqual(['RICE2']);
      const all = await app.request('GET', `${CATS}?Search=RICE&IncludeDeleted=true`, { token: token() });
      expect(all.body.data.total).toBe(2);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: cat.id } });
      expect(events.map((e) => e.type).sort()).toEqual(['catalog.product-category.created', 'catalog.product-category.deleted']);
    });

    it("answers 404 for another organisation's category on get, patch and delete, and changes nothing", async () => {
      const mine = (await category({ code: 'MINE' })).body.data;
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'Stolen' }],
        ['DELETE', { reason: 'x' }],
      ] as const) {
        const res = await app.request(method, `${CATS}/${mine.id}`, { token: other.owner.token, body });
        expect(res.status).toBe(404);
      }
      const still = await app.request('GET', `${CATS}/${mine.id}`, { token: token() });
      expect(still.body.data).toMatchObject({ name: 'Grills', deletedAt: null });
      expect((await app.request('GET', `${CATS}/${MISSING}`, { token: token() })).status).toBe(404);
    });

    it('refuses writes without catalog:write (403) and lets staff read', async () => {
      const staff = await tenant.member('Staff');
      expect((await category({ code: 'STAFF' }, staff.token)).status).toBe(403);
      expect((await app.request('GET', CATS, { token: staff.token })).status).toBe(200);
      const key = await createKey(app, token(), { scopes: ['catalog:read'] });
      const byKey = await app.request('POST', CATS, { apiKey: key.key, body: { code: 'KEY', name: 'Key' } });
      expect(byKey.status).toBe(403);
      expect((await app.request('GET', CATS, { apiKey: key.key })).status).toBe(200);
    });

    it('works over GraphQL with the same rules', async () => {
      const res = await app.graphql(
        'mutation($input: CreateProductCategoryInput!) { createProductCategory(input: $input) { id code nameAr } }',
        { input: { code: 'GQL', name: 'Sweets', nameAr: 'حلويات' } },
        { token: token() },
      );
      expect(res.body.data.createProductCategory).toMatchObject({ code: 'GQL', nameAr: 'حلويات' });
      const dup = await app.graphql('mutation { createProductCategory(input: {code: "gql", name: "x"}) { id } }', {}, { token: token() });
      expect(dup.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
    });
  });

  describe('products', () => {
    it('creates a product with defaults (all channels, active) and reads its category with Arabic names', async () => {
      const cat = (await category({ code: 'SAND', nameAr: 'سندويشات' })).body.data;
      const res = await product({
        code: 'SH-1',
        name: 'Shawarma',
        nameAr: 'شاورما',
        descriptionAr: 'لحم',
        categoryId: cat.id,
        imageUrl: 'https://cdn.example.com/a.jpg',
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        code: 'SH-1',
        nameAr: 'شاورما',
        descriptionAr: 'لحم',
        basePriceIqd: 12000,
        active: true,
        taxCodeId: null,
        sortOrder: 0,
        channels: ['DineIn', 'Takeaway', 'Delivery', 'SelfOrder', 'Partner'],
        hiddenBranchIds: [],
        consumables: [],
        standardCostIqd: 0,
        marginIqd: 12000,
        category: expect.objectContaining({ code: 'SAND', nameAr: 'سندويشات' }),
      });
    });

    it('answers 422 per field: code, name, price, channels, image URL', async () => {
      const res = await app.request('POST', PRODUCTS, { token: token(), body: { code: '', name: '', basePriceIqd: 100 } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ code: ['is required'], name: ['is required'] });
      const fractional = await product({ code: 'FRAC', basePriceIqd: 1.5 });
      expect(fractional.status).toBe(422);
      expect(Object.keys(fractional.body.errors)).toEqual(['basePriceIqd']);
      const channel = await product({ code: 'CH', channels: ['Drone'] });
      expect(channel.status).toBe(422);
      expect(Object.keys(channel.body.errors)).toEqual(['channels[0]']);
      const p = (await product({ code: 'NULLS' })).body.data;
      const nulls = await app.request('PATCH', `${PRODUCTS}/${p.id}`, { token: token(), body: { name: null, basePriceIqd: null, nameAr: null } });
      expect(nulls.status).toBe(422);
      expect(nulls.body.errors).toEqual({ name: ['is required'], basePriceIqd: ['is required'] });
      const negative = await product({ code: 'NEG', basePriceIqd: -1 });
      expect(negative.body.errors).toEqual({ basePriceIqd: ['must be 0 or more'] });
      const url = await product({ code: 'URL', imageUrl: 'ftp://x.example.com/a.png' });
      expect(url.body.errors).toEqual({ imageUrl: ['must be an http or https URL'] });
      const repeat = await product({ code: 'REP', channels: ['DineIn', 'DineIn'] });
      expect(repeat.body.errors).toEqual({ channels: ['must not repeat a channel kind'] });
    });

    it("refuses another organisation's category, tax code and branch in the body with 422 on the field", async () => {
      const theirCat = (await category({ code: 'THEIRS' }, other.owner.token)).body.data;
      const theirTax = (
        await app.request('POST', TAX, { token: other.owner.token, body: { code: 'VATX', name: 'VAT', kind: 'Vat', ratePermille: 150, appliesTo: 'Sales' } })
      ).body.data;
      const c = await product({ code: 'T1', categoryId: theirCat.id });
      expect(c.status).toBe(422);
      expect(c.body.errors).toEqual({ categoryId: ['is not a product category of this organisation'] });
      const t = await product({ code: 'T2', taxCodeId: theirTax.id });
      expect(t.status).toBe(422);
      expect(t.body.errors.taxCodeId).toBeDefined();
      const b = await product({ code: 'T3', hiddenBranchIds: [tenant.branchId, other.branchId] });
      expect(b.status).toBe(422);
      expect(b.body.errors).toEqual({ 'hiddenBranchIds[1]': ['is not a branch of this organisation'] });
      const none = await app.request('GET', `${PRODUCTS}?Search=T`, { token: token() });
      expect(none.body.data.items.filter((p: { code: string }) => /^T\d$/.test(p.code))).toEqual([]);
    });

    it('refuses a duplicate code with 409', async () => {
      await product({ code: 'DUP-1' });
      const res = await product({ code: 'dup-1' });
      expect(res.status).toBe(409);
    });

    it('hides a product at a branch, filters by channel and branch, and patches channels', async () => {
      const second = await tenant.addBranch('Karrada');
      const p = (await product({ code: 'HIDE-1', channels: ['DineIn'], hiddenBranchIds: [second] })).body.data;
      expect(p.hiddenBranchIds).toEqual([second]);
      const atSecond = await app.request('GET', `${PRODUCTS}?BranchId=${second}&Search=HIDE`, { token: token() });
      expect(atSecond.body.data.total).toBe(0);
      const atMain = await app.request('GET', `${PRODUCTS}?BranchId=${tenant.branchId}&Search=HIDE`, { token: token() });
      expect(atMain.body.data.total).toBe(1);
      const delivery = await app.request('GET', `${PRODUCTS}?Channel=Delivery&Search=HIDE`, { token: token() });
      expect(delivery.body.data.total).toBe(0);
      const patched = await app.request('PATCH', `${PRODUCTS}/${p.id}`, { token: token(), body: { channels: ['Delivery', 'DineIn'], hiddenBranchIds: null } });
      expect(patched.body.data).toMatchObject({ channels: ['Delivery', 'DineIn'], hiddenBranchIds: [] });
      const audit = await app.runtime.db.dataSource.manager.find(AuditEntry, { where: { entityId: p.id, action: 'updated' } });
      expect(audit[0].changes).toMatchObject({ channels: { from: ['DineIn'], to: ['Delivery', 'DineIn'] }, hiddenBranchIds: { from: [second], to: [] } });
    });

    it('refuses deleting a tax code used by an active product (409), and allows it once the product drops it', async () => {
      const tax = (
        await app.request('POST', TAX, {
          token: token(),
          body: { code: 'VAT15', name: 'VAT', nameAr: 'ضريبة', kind: 'Vat', ratePermille: 150, appliesTo: 'Sales' },
        })
      ).body.data;
      const p = (await product({ code: 'TAXED', taxCodeId: tax.id })).body.data;
      expect(p.taxCodeId).toBe(tax.id);
      expect((await app.request('DELETE', `${TAX}/${tax.id}`, { token: token(), body: { reason: 'x' } })).status).toBe(409);
      await app.request('PATCH', `${PRODUCTS}/${p.id}`, { token: token(), body: { taxCodeId: null } });
      expect((await app.request('DELETE', `${TAX}/${tax.id}`, { token: token(), body: { reason: 'x' } })).status).toBe(200);
    });

    it('soft-deletes with IncludeDeleted, and answers 404 for other organisations', async () => {
      const p = (await product({ code: 'GONE' })).body.data;
      expect((await app.request('GET', `${PRODUCTS}/${p.id}`, { token: other.owner.token })).status).toBe(404);
      expect((await app.request('PATCH', `${PRODUCTS}/${p.id}`, { token: other.owner.token, body: { name: 'x' } })).status).toBe(404);
      expect((await app.request('DELETE', `${PRODUCTS}/${p.id}`, { token: other.owner.token, body: {} })).status).toBe(404);
      const del = await app.request('DELETE', `${PRODUCTS}/${p.id}`, { token: token(), body: { reason: 'Off the menu' } });
      expect(del.body.data.deleteReason).toBe('Off the menu');
      expect((await app.request('GET', `${PRODUCTS}?Search=GONE`, { token: token() })).body.data.total).toBe(0);
      expect((await app.request('GET', `${PRODUCTS}?Search=GONE&IncludeDeleted=true`, { token: token() })).body.data.total).toBe(1);
      expect((await app.request('PATCH', `${PRODUCTS}/${p.id}`, { token: token(), body: { name: 'x' } })).status).toBe(404);
    });
  });

  describe('bills of materials', () => {
    it('adds lines with unit conversion, shows cost per line, standard cost and margin', async () => {
      const meat = await item({ name: 'Lamb', unit: 'Kg', standardCostIqd: 18000 });
      const oil = await item({ name: 'Oil', unit: 'L', standardCostIqd: 3000 });
      const box = await item({ name: 'Box', unit: 'Piece', kind: 'Packaging', standardCostIqd: 250 });
      const p = (await product({ code: 'BOM-1', basePriceIqd: 12000 })).body.data;
      const a = await app.request('POST', bom(p.id), { token: token(), body: { inventoryItemId: meat.id, qtyPerParentUnit: 250, unit: 'G' } });
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({ qtyPerParentUnit: 250, unit: 'G', channelScope: 'All', kind: 'Ingredient', required: true, standardCostIqd: 4500 });
      await app.request('POST', bom(p.id), {
        token: token(),
        body: { inventoryItemId: oil.id, qtyPerParentUnit: 15, unit: 'Ml', kind: 'Ingredient', sortOrder: 2 },
      });
      await app.request('POST', bom(p.id), {
        token: token(),
        body: { inventoryItemId: box.id, qtyPerParentUnit: 1, unit: 'Piece', channelScope: 'Delivery', kind: 'Packaging' },
      });
      const read = await app.request('GET', `${PRODUCTS}/${p.id}`, { token: token() });
      // 0.25 kg × 18,000 + 0.015 l × 3,000 = 4,500 + 45; the Delivery box is not in the base cost.
      expect(read.body.data).toMatchObject({ standardCostIqd: 4545, marginIqd: 7455 });
      expect(read.body.data.consumables.map((l: { inventoryItem: { name: string } }) => l.inventoryItem.name)).toEqual(['Lamb', 'Box', 'Oil']);
      const list = await app.request('GET', bom(p.id), { token: token() });
      expect(list.body.data).toHaveLength(3);
    });

    it('answers 422 per field: quantity, incompatible unit, unknown scope and kind; other organisation item 422', async () => {
      const rice = await item({ name: 'Rice', unit: 'Kg', standardCostIqd: 2000 });
      const theirs = await item({ name: 'Their rice', unit: 'Kg', standardCostIqd: 1 }, other.owner.token);
      const p = (await product({ code: 'BOM-2' })).body.data;
      const zero = await app.request('POST', bom(p.id), { token: token(), body: { inventoryItemId: rice.id, qtyPerParentUnit: 0, unit: 'Kg' } });
      expect(zero.body.errors).toEqual({ qtyPerParentUnit: ['must be greater than 0'] });
      const precise = await app.request('POST', bom(p.id), { token: token(), body: { inventoryItemId: rice.id, qtyPerParentUnit: 0.0001, unit: 'Kg' } });
      expect(precise.body.errors).toEqual({ qtyPerParentUnit: ['must have at most 3 decimal places'] });
      const unit = await app.request('POST', bom(p.id), { token: token(), body: { inventoryItemId: rice.id, qtyPerParentUnit: 1, unit: 'Ml' } });
      expect(unit.body.errors).toEqual({ unit: ["must be compatible with the item's unit (Kg)"] });
      const piece = await app.request('POST', bom(p.id), { token: token(), body: { inventoryItemId: rice.id, qtyPerParentUnit: 1, unit: 'Piece' } });
      expect(piece.status).toBe(422);
      const enums = await app.request('POST', bom(p.id), {
        token: token(),
        body: { inventoryItemId: rice.id, qtyPerParentUnit: 1, unit: 'Kg', channelScope: 'Drone', kind: 'Magic' },
      });
      expect(enums.status).toBe(422);
      expect(Object.keys(enums.body.errors).sort()).toEqual(['channelScope', 'kind']);
      const foreign = await app.request('POST', bom(p.id), { token: token(), body: { inventoryItemId: theirs.id, qtyPerParentUnit: 1, unit: 'Kg' } });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors).toEqual({ inventoryItemId: ['is not an inventory item of this organisation'] });
      expect((await app.request('GET', bom(p.id), { token: token() })).body.data).toEqual([]);
    });

    it('refuses the same item twice for one scope (409) but allows it for another scope; removes lines', async () => {
      const cup = await item({ name: 'Cup', unit: 'Piece', kind: 'Packaging', standardCostIqd: 100 });
      const p = (await product({ code: 'BOM-3' })).body.data;
      const first = await app.request('POST', bom(p.id), {
        token: token(),
        body: { inventoryItemId: cup.id, qtyPerParentUnit: 1, unit: 'Piece', channelScope: 'Takeaway' },
      });
      const again = await app.request('POST', bom(p.id), {
        token: token(),
        body: { inventoryItemId: cup.id, qtyPerParentUnit: 2, unit: 'Piece', channelScope: 'Takeaway' },
      });
      expect(again.status).toBe(409);
      const otherScope = await app.request('POST', bom(p.id), {
        token: token(),
        body: { inventoryItemId: cup.id, qtyPerParentUnit: 1, unit: 'Piece', channelScope: 'Delivery' },
      });
      expect(otherScope.status).toBe(200);
      const foreign = await app.request('DELETE', `${bom(p.id)}/${first.body.data.id}`, { token: other.owner.token });
      expect(foreign.status).toBe(404);
      const removed = await app.request('DELETE', `${bom(p.id)}/${first.body.data.id}`, { token: token() });
      expect(removed.status).toBe(200);
      expect((await app.request('DELETE', `${bom(p.id)}/${first.body.data.id}`, { token: token() })).status).toBe(404);
      expect((await app.request('GET', bom(p.id), { token: other.owner.token })).status).toBe(404);
      expect((await app.request('GET', bom(MISSING), { token: token() })).status).toBe(404);
    });

    it('reads a page of products with their BOM, costs and categories over GraphQL', async () => {
      const res = await app.graphql(
        '{ products(list: {perPage: 100}) { total items { code standardCostIqd marginIqd category { nameAr } consumables { standardCostIqd inventoryItem { name } } } } }',
        {},
        { token: token() },
      );
      expect(res.body.errors).toBeUndefined();
      const bom1 = res.body.data.products.items.find((p: { code: string }) => p.code === 'BOM-1');
      expect(bom1).toMatchObject({ standardCostIqd: 4545, marginIqd: 7455 });
    });
  });
});
