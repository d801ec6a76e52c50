import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { BATCHES, batchBody, C, type Catalogue, createBatch, createCatalogue, moveTo, NOW } from './batch-fixtures';

describe('Production batches: create, read, list, delete', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let cat: Catalogue;
  let theirs: Catalogue;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    cat = await createCatalogue(app, tenant.owner.token);
    theirs = await createCatalogue(app, other.owner.token);
  });
  afterAll(() => app.close());

  const create = (body: Record<string, unknown>, token = tenant.owner.token) => app.request('POST', BATCHES, { token, body });

  it('creates a Draft batch and returns the computed figures', async () => {
    const res = await create(batchBody(cat, '2026-03-01'));
    expect(res.status).toBe(200);
    const batch = res.body.data;
    expect(batch).toMatchObject({
      businessDate: '2026-03-01',
      branchId: tenant.branchId,
      status: 'Draft',
      chickenCount: 10,
      meatKg: 2.5,
      rawRiceKg: 20,
      cookedRiceMultiplier: 2.37,
      reservedRiceDirectSaleKg: 8,
      riceRoundingMethod: 'Nearest',
      allowDirectRiceOverflow: false,
      extras: [{ inventoryItemId: cat.oil, quantity: 500, unit: 'Ml' }],
      outputs: [],
      waste: [],
      chickenItem: { id: cat.chicken, name: 'Whole chicken' },
    });
    expect(batch.figures).toMatchObject({
      cookedRiceKg: 47.4,
      riceAvailableForPortionsKg: 39.4,
      riceRoundingStepKg: 0.1,
      inputCostIqd: 156_500,
      costBasis: 'Standard',
      outputCount: 0,
      totalShareIqd: 0,
      unallocatedCostIqd: 156_500,
      wasteUnitsTotal: 0,
    });
    expect(batch.figures.inputCostLines.map((l: { role: string; costIqd: number }) => [l.role, l.costIqd])).toEqual([
      ['Chicken', 60_000],
      ['Meat', 45_000],
      ['Rice', 50_000],
      ['Extra', 1_500],
    ]);
    const trail = await app.request('GET', `${C}/audit-trail?EntityType=batch&EntityId=${batch.id}`, { token: tenant.owner.token });
    expect(trail.body.data.items.map((e: { action: string }) => e.action)).toEqual(['created']);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: batch.id } });
    expect(events.map((e) => e.type)).toEqual(['production.batch.created']);
    expect(events[0]).toMatchObject({ branchId: tenant.branchId, data: expect.objectContaining({ businessDate: '2026-03-01', status: 'Draft' }) });
  });

  it('defaults rounding to none, reserved rice to 0 and extras to none', async () => {
    const body = batchBody(cat, '2026-03-02');
    delete body.riceRoundingMethod;
    delete body.reservedRiceDirectSaleKg;
    delete body.extras;
    const res = await create(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ riceRoundingMethod: 'None', reservedRiceDirectSaleKg: 0, extras: [] });
    expect(res.body.data.figures).toMatchObject({ cookedRiceKg: 47.4, riceAvailableForPortionsKg: 47.4, riceRoundingStepKg: 0.001, inputCostIqd: 155_000 });
  });

  it('refuses a second live batch for the same branch and day with 409 CONFLICT, but allows one after cancelling', async () => {
    const first = await createBatch(app, tenant.owner.token, cat, '2026-03-03');
    const again = await create(batchBody(cat, '2026-03-03'));
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ code: ['Conflict'] });
    await moveTo(app, tenant.owner.token, first, 'Cancelled');
    const replacement = await create(batchBody(cat, '2026-03-03'));
    expect(replacement.status).toBe(200);
  });

  it('allows the same day on another branch of the organisation', async () => {
    const branch = await tenant.addBranch();
    const token = await tenant.tokenFor(tenant.owner, branch);
    const res = await create(batchBody(cat, '2026-03-01'), token);
    expect(res.status).toBe(200);
    expect(res.body.data.branchId).toBe(branch);
    const list = await app.request('GET', BATCHES, { token });
    expect(list.body.data.items.map((b: { id: string }) => b.id)).toEqual([res.body.data.id]);
    const cross = await app.request('GET', `${BATCHES}/${res.body.data.id}`, { token: tenant.owner.token });
    expect(cross.status).toBe(404);
  });

  it('answers 422 with a message per field for bad quantities, multiplier, rounding, units and dates', async () => {
    const res = await create(
      batchBody(cat, '2026-03-04', {
        chickenCount: -1,
        meatKg: -0.5,
        rawRiceKg: 1.0001,
        cookedRiceMultiplier: 4.5,
        reservedRiceDirectSaleKg: -1,
        extras: [{ inventoryItemId: cat.oil, quantity: -2, unit: 'Ml' }],
        notes: 'x'.repeat(2001),
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      chickenCount: ['must be 0 or more'],
      meatKg: ['must be 0 or more'],
      rawRiceKg: ['must have at most 3 decimal places'],
      cookedRiceMultiplier: ['must be between 1 and 4'],
      reservedRiceDirectSaleKg: ['must be 0 or more'],
      'extras[0].quantity': ['must be 0 or more'],
      notes: ['must be at most 2000 characters'],
    });
    // Values outside a vocabulary are refused while the body is read, before the field rules run.
    const vocabulary = await create(
      batchBody(cat, '2026-03-04', { riceRoundingMethod: 'banker', extras: [{ inventoryItemId: cat.oil, quantity: 1, unit: 'cup' }] }),
    );
    expect(vocabulary.status).toBe(422);
    expect(vocabulary.body.errors).toEqual({
      riceRoundingMethod: ['must be one of: None, Nearest, Up, Down'],
      'extras[0].unit': ['must be one of: Kg, G, L, Ml, Piece'],
    });
    const low = await create(batchBody(cat, '2026-03-04', { cookedRiceMultiplier: 0.5 }));
    expect(low.body.errors).toEqual({ cookedRiceMultiplier: ['must be between 1 and 4'] });
  });

  it('counts the decimals of numbers written with an exponent (1e-7, 5e-324) and refuses them with 422, not 500', async () => {
    const tiny = await create(batchBody(cat, '2026-03-04', { meatKg: 1e-7, rawRiceKg: 5e-324, reservedRiceDirectSaleKg: 1.5e-10 }));
    expect(tiny.status).toBe(422);
    expect(tiny.body.errors).toEqual({
      meatKg: ['must have at most 3 decimal places'],
      rawRiceKg: ['must have at most 3 decimal places'],
      reservedRiceDirectSaleKg: ['must have at most 3 decimal places'],
    });
    const large = await create(batchBody(cat, '2026-03-04', { rawRiceKg: 1e3 }));
    expect(large.status).toBe(200);
  });

  it('refuses a reservation above the cooked rice, a far-future day and missing or mistyped fields', async () => {
    const reserved = await create(batchBody(cat, '2026-03-04', { reservedRiceDirectSaleKg: 47.5 }));
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors).toEqual({ reservedRiceDirectSaleKg: ['must not exceed the cooked rice (47.4 kg)'] });
    const future = await create(batchBody(cat, '2026-03-23'));
    expect(future.body.errors).toEqual({ businessDate: ['must not be more than 7 days ahead (2026-03-22)'] });
    const missing = await create({ businessDate: '2026-03-04' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      ['chickenCount', 'chickenItemId', 'cookedRiceMultiplier', 'meatItemId', 'meatKg', 'rawRiceKg', 'riceItemId'].sort(),
    );
    const typed = await create(batchBody(cat, '04/03/2026', { chickenCount: 'ten' }));
    expect(typed.status).toBe(422);
    expect(Object.keys(typed.body.errors).sort()).toEqual(['businessDate', 'chickenCount']);
  });

  it("answers 422 naming the field for another organisation's, unknown, inactive or mismatched items", async () => {
    const res = await create(
      batchBody(cat, '2026-03-05', {
        chickenItemId: theirs.chicken,
        meatItemId: '00000000-0000-4000-8000-000000000000',
        riceItemId: cat.oil,
        extras: [
          { inventoryItemId: theirs.oil, quantity: 1, unit: 'L' },
          { inventoryItemId: cat.oil, quantity: 1, unit: 'Kg' },
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      chickenItemId: ['does not refer to an inventory item of this organisation'],
      meatItemId: ['does not refer to an inventory item of this organisation'],
      riceItemId: ['must refer to an inventory item of kind Rice'],
      'extras[0].inventoryItemId': ['does not refer to an inventory item of this organisation'],
      'extras[1].unit': ['must be compatible with the item unit (L)'],
    });
    const twice = await create(
      batchBody(cat, '2026-03-05', {
        extras: [
          { inventoryItemId: cat.oil, quantity: 1, unit: 'L' },
          { inventoryItemId: cat.oil, quantity: 2, unit: 'Ml' },
        ],
      }),
    );
    expect(twice.body.errors).toEqual({ 'extras[1].inventoryItemId': ['is listed twice'] });
    const kgChicken = await app.request('POST', `${C}/catalog/inventory-items`, {
      token: tenant.owner.token,
      body: { name: 'Chicken by weight', unit: 'Kg', kind: 'Chicken', standardCostIqd: 5000 },
    });
    const byWeight = await create(batchBody(cat, '2026-03-05', { chickenItemId: kgChicken.body.data.id }));
    expect(byWeight.body.errors).toEqual({ chickenItemId: ['must refer to an item counted in pieces'] });
    const idle = await app.request('POST', `${C}/catalog/inventory-items`, {
      token: tenant.owner.token,
      body: { name: 'Old rice', unit: 'Kg', kind: 'Rice', standardCostIqd: 2000, active: false },
    });
    const inactive = await create(batchBody(cat, '2026-03-05', { riceItemId: idle.body.data.id }));
    expect(inactive.body.errors).toEqual({ riceItemId: ['refers to an inactive inventory item'] });
  });

  it('lists batches with Status, From, To, IncludeDeleted, sort and paging', async () => {
    const branch = await tenant.addBranch('List branch');
    const token = await tenant.tokenFor(tenant.owner, branch);
    const a = await createBatch(app, token, cat, '2026-03-10');
    const b = await createBatch(app, token, cat, '2026-03-11', { notes: 'Eid special' });
    const c = await createBatch(app, token, cat, '2026-03-12');
    await moveTo(app, token, b, 'InProduction');
    await app.request('DELETE', `${BATCHES}/${c}`, { token, body: { reason: 'Wrong day' } });

    const ids = async (query: string) => {
      const res = await app.request('GET', `${BATCHES}${query}`, { token });
      expect(res.status).toBe(200);
      return res.body.data.items.map((x: { id: string }) => x.id);
    };
    expect(await ids('')).toEqual([b, a]);
    expect(await ids('?Sort=businessDate&Dir=asc')).toEqual([a, b]);
    expect(await ids('?Status=InProduction')).toEqual([b]);
    expect(await ids('?From=2026-03-11')).toEqual([b]);
    expect(await ids('?To=2026-03-10')).toEqual([a]);
    expect(await ids('?IncludeDeleted=true')).toEqual([c, b, a]);
    expect(await ids('?IncludeDeleted=true&From=2026-03-12&To=2026-03-12')).toEqual([c]);
    expect(await ids('?search=eid')).toEqual([b]);
    const page = await app.request('GET', `${BATCHES}?PerPage=1&Page=2`, { token });
    expect(page.body.data).toMatchObject({ page: 2, perPage: 1, total: 2, totalPages: 2, items: [{ id: a }] });

    const badStatus = await app.request('GET', `${BATCHES}?Status=Open`, { token });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors).toEqual({ status: ['must be one of: Draft, InProduction, Completed, Closed, Cancelled'] });
    const badRange = await app.request('GET', `${BATCHES}?From=2026-03-12&To=2026-03-10`, { token });
    expect(badRange.body.errors).toEqual({ to: ['must not be before from'] });
    const badDate = await app.request('GET', `${BATCHES}?From=yesterday`, { token });
    expect(badDate.status).toBe(422);
    const badSort = await app.request('GET', `${BATCHES}?Sort=cost`, { token });
    expect(badSort.body.errors.sort).toBeDefined();
  });

  it('soft-deletes with a reason, keeps the row readable and frees the day', async () => {
    const id = await createBatch(app, tenant.owner.token, cat, '2026-03-06');
    const del = await app.request('DELETE', `${BATCHES}/${id}`, { token: tenant.owner.token, body: { reason: 'Duplicate entry' } });
    expect(del.status).toBe(200);
    expect(del.body.data).toMatchObject({ id, deleteReason: 'Duplicate entry', deletedBy: tenant.owner.userId, deletedAt: expect.any(String) });
    const read = await app.request('GET', `${BATCHES}/${id}`, { token: tenant.owner.token });
    expect(read.body.data.deletedAt).not.toBeNull();
    const write = await app.request('PUT', `${BATCHES}/${id}/status`, { token: tenant.owner.token, body: { status: 'InProduction' } });
    expect(write.status).toBe(404);
    const again = await app.request('DELETE', `${BATCHES}/${id}`, { token: tenant.owner.token });
    expect(again.status).toBe(404);
    expect((await create(batchBody(cat, '2026-03-06'))).status).toBe(200);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
    expect(events.map((e) => e.type)).toEqual(['production.batch.created', 'production.batch.deleted']);
  });

  it("answers 404 for another organisation's batch on every path and changes nothing", async () => {
    const id = await createBatch(app, other.owner.token, theirs, '2026-03-07');
    const paths: Array<[string, string, unknown]> = [
      ['GET', `${BATCHES}/${id}`, undefined],
      ['PUT', `${BATCHES}/${id}`, { cookedRiceMultiplier: 2 }],
      ['DELETE', `${BATCHES}/${id}`, { reason: 'x' }],
      ['POST', `${BATCHES}/${id}/close`, undefined],
      ['PUT', `${BATCHES}/${id}/overflow`, { allowDirectRiceOverflow: true }],
      ['PUT', `${BATCHES}/${id}/status`, { status: 'InProduction' }],
      ['POST', `${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 1 }],
      ['DELETE', `${BATCHES}/${id}/outputs/00000000-0000-4000-8000-000000000000`, {}],
      ['POST', `${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 1, kind: 'Spoiled' }],
    ];
    for (const [method, path, body] of paths) {
      const res = await app.request(method, path, { token: tenant.owner.token, body });
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    const theirsNow = await app.request('GET', `${BATCHES}/${id}`, { token: other.owner.token });
    expect(theirsNow.body.data).toMatchObject({
      status: 'Draft',
      cookedRiceMultiplier: 2.37,
      allowDirectRiceOverflow: false,
      deletedAt: null,
      outputs: [],
      waste: [],
    });
  });

  it('refuses roles without production permissions with 403 and lets staff work on batches', async () => {
    const hr = await tenant.member('Hr');
    const read = await app.request('GET', BATCHES, { token: hr.token });
    expect(read.status).toBe(403);
    expect(read.body.errors).toEqual({ code: ['Forbidden'] });
    expect((await create(batchBody(cat, '2026-03-08'), hr.token)).status).toBe(403);
    const accountant = await tenant.member('Accountant');
    expect((await app.request('GET', BATCHES, { token: accountant.token })).status).toBe(200);
    expect((await create(batchBody(cat, '2026-03-08'), accountant.token)).status).toBe(403);
    const staff = await tenant.member('Staff');
    expect((await create(batchBody(cat, '2026-03-08'), staff.token)).status).toBe(200);
  });

  it('serves batches over GraphQL with figures, using the same rules', async () => {
    const res = await app.graphql(
      `query($f: BatchFilter) { batches(filter: $f) { total items { businessDate status figures { cookedRiceKg inputCostIqd } } } }`,
      { f: { from: '2026-03-01', to: '2026-03-01' } },
      { token: tenant.owner.token },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.batches).toEqual({
      total: 1,
      items: [{ businessDate: '2026-03-01', status: 'Draft', figures: { cookedRiceKg: 47.4, inputCostIqd: 156_500 } }],
    });
  });
});
