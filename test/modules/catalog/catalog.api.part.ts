import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';

const C = '/api/v1/console';
const ITEMS = `${C}/catalog/inventory-items`;
const CAPACITY = `${C}/catalog/capacity-types`;

describe('Catalogue: inventory items and capacity types (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
  });
  afterAll(() => app.close());

  const item = (body: Record<string, unknown>, token = tenant.owner.token) =>
    app.request('POST', ITEMS, { token, body: { unit: 'Kg', kind: 'Ingredient', standardCostIqd: 1000, ...body } });

  it('creates an inventory item with defaults and answers in the envelope', async () => {
    const res = await item({ name: 'Basmati rice', nameAr: 'رز بسمتي', kind: 'Rice', standardCostIqd: 2500 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Basmati rice',
      nameAr: 'رز بسمتي',
      unit: 'Kg',
      kind: 'Rice',
      active: true,
      standardCostIqd: 2500,
      deletedAt: null,
    });
  });

  it('answers 422 per field for unknown units and kinds, negative or fractional costs and missing names', async () => {
    // Values outside a vocabulary are refused while the body is read, before the field rules run.
    const res = await app.request('POST', ITEMS, { token: tenant.owner.token, body: { name: '', unit: 'cup', kind: 'Fish', standardCostIqd: -1 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      unit: ['must be one of: Kg, G, L, Ml, Piece'],
      kind: ['must be one of: Chicken, Meat, Rice, Ingredient, Packaging, Product, Other'],
    });
    const oldSpelling = await item({ name: 'Rice', unit: 'kg' });
    expect(oldSpelling.body.errors).toEqual({ unit: ['must be one of: Kg, G, L, Ml, Piece'] });
    const rules = await item({ name: '', standardCostIqd: -1 });
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({ name: ['is required'], standardCostIqd: ['must be 0 or more'] });
    const fractional = await item({ name: 'Half', standardCostIqd: 1.5 });
    expect(fractional.status).toBe(422);
    expect(fractional.body.errors.standardCostIqd).toBeDefined();
    const tooBig = await item({ name: 'Gold', standardCostIqd: 10_000_001 });
    expect(tooBig.body.errors).toEqual({ standardCostIqd: ['must be at most 10000000'] });
  });

  it('refuses a duplicate name with 409 CONFLICT', async () => {
    await item({ name: 'Salt' });
    const res = await item({ name: 'salt' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: ['Conflict'] });
  });

  it('lists items with kind, active and search filters, whitelisted sort and soft delete', async () => {
    const oil = await item({ name: 'Sunflower oil', unit: 'L', kind: 'Ingredient', standardCostIqd: 3000 });
    await item({ name: 'Box 1kg', unit: 'Piece', kind: 'Packaging', standardCostIqd: 150, active: false });
    const ingredients = await app.request('GET', `${ITEMS}?Kind=Ingredient&Sort=standardCostIqd&Dir=desc`, { token: tenant.owner.token });
    expect(ingredients.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Sunflower oil', 'Salt']);
    const inactive = await app.request('GET', `${ITEMS}?Active=false`, { token: tenant.owner.token });
    expect(inactive.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Box 1kg']);
    const search = await app.request('GET', `${ITEMS}?search=SUNFLOWER`, { token: tenant.owner.token });
    expect(search.body.data.total).toBe(1);
    const badSort = await app.request('GET', `${ITEMS}?Sort=secret`, { token: tenant.owner.token });
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors.sort).toBeDefined();

    const del = await app.request('DELETE', `${ITEMS}/${oil.body.data.id}`, { token: tenant.owner.token, body: { reason: 'Supplier gone' } });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ deleteReason: 'Supplier gone', deletedBy: tenant.owner.userId });
    const live = await app.request('GET', `${ITEMS}?Search=sunflower`, { token: tenant.owner.token });
    expect(live.body.data.total).toBe(0);
    const withDeleted = await app.request('GET', `${ITEMS}?Search=sunflower&IncludeDeleted=true`, { token: tenant.owner.token });
    expect(withDeleted.body.data.items).toEqual([expect.objectContaining({ id: oil.body.data.id, deletedAt: expect.any(String) })]);
    const one = await app.request('GET', `${ITEMS}/${oil.body.data.id}`, { token: tenant.owner.token });
    expect(one.body.data.deletedAt).not.toBeNull();
  });

  it('updates an item, audits and emits events', async () => {
    const created = await item({ name: 'Chicken whole', unit: 'Piece', kind: 'Chicken', standardCostIqd: 6000 });
    const id = created.body.data.id;
    const res = await app.request('PUT', `${ITEMS}/${id}`, {
      token: tenant.owner.token,
      body: { name: 'Whole chicken', unit: 'Piece', kind: 'Chicken', standardCostIqd: 6500 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Whole chicken', standardCostIqd: 6500, active: true });
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=inventory-item&EntityId=${id}`, { token: tenant.owner.token });
    expect(trail.body.data.items[0]).toMatchObject({ action: 'updated', changes: { standardCostIqd: { from: 6000, to: 6500 } } });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['catalog.inventory-item.created', 'catalog.inventory-item.updated']);
  });

  it("answers 404 for another organisation's item and capacity type and changes nothing", async () => {
    const theirs = await item({ name: 'Their rice' }, other.owner.token);
    const theirType = await app.request('POST', CAPACITY, { token: other.owner.token, body: { name: 'Their tray' } });
    for (const [method, path, body] of [
      ['GET', `${ITEMS}/${theirs.body.data.id}`, undefined],
      ['PUT', `${ITEMS}/${theirs.body.data.id}`, { name: 'Mine', unit: 'Kg', kind: 'Rice', standardCostIqd: 1 }],
      ['DELETE', `${ITEMS}/${theirs.body.data.id}`, { reason: 'x' }],
      ['GET', `${CAPACITY}/${theirType.body.data.id}`, undefined],
      ['PUT', `${CAPACITY}/${theirType.body.data.id}`, { name: 'Mine' }],
      ['DELETE', `${CAPACITY}/${theirType.body.data.id}`, {}],
    ] as const) {
      const res = await app.request(method, path, { token: tenant.owner.token, body });
      expect(res.status).toBe(404);
    }
    const still = await app.request('GET', `${ITEMS}/${theirs.body.data.id}`, { token: other.owner.token });
    expect(still.body.data).toMatchObject({ name: 'Their rice', deletedAt: null });
    const stillType = await app.request('GET', `${CAPACITY}/${theirType.body.data.id}`, { token: other.owner.token });
    expect(stillType.body.data).toMatchObject({ name: 'Their tray', deletedAt: null });
  });

  it('manages capacity types: create, rename, duplicate, list, soft delete', async () => {
    const plate = await app.request('POST', CAPACITY, { token: tenant.owner.token, body: { name: 'Plate', nameAr: 'صحن' } });
    expect(plate.status).toBe(200);
    expect(plate.body.data).toMatchObject({ name: 'Plate', nameAr: 'صحن' });
    await app.request('POST', CAPACITY, { token: tenant.owner.token, body: { name: 'Box' } });
    const dup = await app.request('POST', CAPACITY, { token: tenant.owner.token, body: { name: 'PLATE' } });
    expect(dup.status).toBe(409);
    const empty = await app.request('POST', CAPACITY, { token: tenant.owner.token, body: { name: '' } });
    expect(empty.body.errors).toEqual({ name: ['is required'] });
    const renamed = await app.request('PUT', `${CAPACITY}/${plate.body.data.id}`, { token: tenant.owner.token, body: { name: 'Dish' } });
    expect(renamed.body.data).toMatchObject({ name: 'Dish', nameAr: 'صحن' });
    const list = await app.request('GET', CAPACITY, { token: tenant.owner.token });
    expect(list.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Box', 'Dish']);
    await app.request('DELETE', `${CAPACITY}/${plate.body.data.id}`, { token: tenant.owner.token, body: { reason: 'Unused' } });
    const after = await app.request('GET', `${CAPACITY}?IncludeDeleted=true`, { token: tenant.owner.token });
    expect(after.body.data.total).toBe(2);
    expect((await app.request('GET', CAPACITY, { token: tenant.owner.token })).body.data.total).toBe(1);
  });

  it('lets staff read the catalogue but not change it (403)', async () => {
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', ITEMS, { token: staff.token })).status).toBe(200);
    const write = await item({ name: 'Staff item' }, staff.token);
    expect(write.status).toBe(403);
    expect(write.body.errors).toEqual({ code: ['Forbidden'] });
    const cap = await app.request('POST', CAPACITY, { token: staff.token, body: { name: 'Tray' } });
    expect(cap.status).toBe(403);
  });

  it('serves the same data over GraphQL', async () => {
    const res = await app.graphql(
      '{ inventoryItems(filter: {kind: Rice}) { total items { name unit standardCostIqd } } capacityTypes { total } }',
      {},
      { token: tenant.owner.token },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.inventoryItems).toEqual({ total: 1, items: [{ name: 'Basmati rice', unit: 'Kg', standardCostIqd: 2500 }] });
  });
});
