import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';

const C = '/api/v1/console';
const GROUPS = `${C}/catalog/modifier-groups`;
const PRODUCTS = `${C}/catalog/products`;

describe('Catalogue: modifier groups attached to products (REST and GraphQL)', () => {
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
  const riceSize = {
    name: 'Rice size',
    nameAr: 'حجم الرز',
    minChoices: 1,
    maxChoices: 1,
    required: true,
    options: [
      { name: 'Regular', nameAr: 'عادي', priceDeltaIqd: 0 },
      { name: 'Large', nameAr: 'كبير', priceDeltaIqd: 1000 },
    ],
  };
  const group = (body: Record<string, unknown>, t = token()) => app.request('POST', GROUPS, { token: t, body: { ...riceSize, ...body } });

  it('creates a group with Arabic options in order, and refuses bad choice limits per field (422)', async () => {
    const res = await group({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Rice size', nameAr: 'حجم الرز', minChoices: 1, maxChoices: 1, required: true });
    expect(res.body.data.options.map((o: { nameAr: string; priceDeltaIqd: number }) => [o.nameAr, o.priceDeltaIqd])).toEqual([
      ['عادي', 0],
      ['كبير', 1000],
    ]);
    expect((await group({ minChoices: 2, maxChoices: 1 })).body.errors).toEqual({ minChoices: ['must not exceed maxChoices'] });
    expect((await group({ minChoices: 0 })).body.errors).toEqual({ minChoices: ['must be at least 1 when the group is required'] });
    expect((await group({ required: false })).body.errors).toEqual({ required: ['must be true when minChoices is above 0'] });
    expect((await group({ minChoices: 3, maxChoices: 3 })).body.errors).toEqual({ minChoices: ['must not exceed the number of active options (2)'] });
    const option = await group({ options: [{ name: '', priceDeltaIqd: 1.5 }] });
    expect(option.status).toBe(422);
  });

  it('replaces options (kept by id, new without, removed when left out) and emits events', async () => {
    const created = (await group({ name: 'Extras', minChoices: 0, maxChoices: 3, required: false })).body.data;
    const large = created.options[1];
    const res = await app.request('PUT', `${GROUPS}/${created.id}`, {
      token: token(),
      body: {
        name: 'Extras',
        minChoices: 0,
        maxChoices: 2,
        required: false,
        options: [
          { id: large.id, name: 'Large', priceDeltaIqd: 1500 },
          { name: 'Cheese', nameAr: 'جبن', priceDeltaIqd: 750 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.options).toEqual([
      expect.objectContaining({ id: large.id, priceDeltaIqd: 1500 }),
      expect.objectContaining({ name: 'Cheese', nameAr: 'جبن' }),
    ]);
    const foreignOption = await app.request('PUT', `${GROUPS}/${created.id}`, {
      token: token(),
      body: { name: 'Extras', minChoices: 0, maxChoices: 2, required: false, options: [{ id: '00000000-0000-4000-8000-000000000000', name: 'X' }] },
    });
    expect(foreignOption.body.errors).toEqual({ 'options[0].id': ['is not an option of this group'] });
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: created.id } });
    expect(events.map((e) => e.type).sort()).toEqual(['catalog.modifier-group.created', 'catalog.modifier-group.updated']);
  });

  it('attaches groups to a product in order, refuses other organisations groups (422), and blocks deleting an attached group (409)', async () => {
    const a = (await group({ name: 'A' })).body.data;
    const b = (await group({ name: 'B' })).body.data;
    const theirs = (await group({ name: 'Theirs' }, other.owner.token)).body.data;
    const refused = await app.request('POST', PRODUCTS, {
      token: token(),
      body: { code: 'MOD-X', name: 'X', basePriceIqd: 1, modifierGroupIds: [a.id, theirs.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'modifierGroupIds[1]': ['is not a modifier group of this organisation'] });
    const p = (
      await app.request('POST', PRODUCTS, { token: token(), body: { code: 'MOD-1', name: 'Biryani', basePriceIqd: 9000, modifierGroupIds: [b.id, a.id] } })
    ).body.data;
    expect(p.modifierGroups.map((g: { name: string }) => g.name)).toEqual(['B', 'A']);
    expect((await app.request('DELETE', `${GROUPS}/${a.id}`, { token: token(), body: { reason: 'x' } })).status).toBe(409);
    const reordered = await app.request('PATCH', `${PRODUCTS}/${p.id}`, { token: token(), body: { modifierGroupIds: [a.id] } });
    expect(reordered.body.data.modifierGroups.map((g: { name: string }) => g.name)).toEqual(['A']);
    const deleted = await app.request('DELETE', `${GROUPS}/${b.id}`, { token: token(), body: { reason: 'Unused' } });
    expect(deleted.body.data).toMatchObject({ deleteReason: 'Unused' });
  });

  it("answers 404 for another organisation's group and 403 without catalog:write; reads over GraphQL", async () => {
    const mine = (await group({ name: 'Mine' })).body.data;
    expect((await app.request('GET', `${GROUPS}/${mine.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await app.request('PUT', `${GROUPS}/${mine.id}`, { token: other.owner.token, body: riceSize })).status).toBe(404);
    expect((await app.request('DELETE', `${GROUPS}/${mine.id}`, { token: other.owner.token, body: {} })).status).toBe(404);
    const staff = await tenant.member('Staff');
    expect((await group({}, staff.token)).status).toBe(403);
    const res = await app.graphql('query($id: UUID!) { modifierGroup(id: $id) { name options { nameAr } } }', { id: mine.id }, { token: token() });
    expect(res.body.data.modifierGroup).toMatchObject({ name: 'Mine', options: [{ nameAr: 'عادي' }, { nameAr: 'كبير' }] });
  });

  it("finds a group by its name or an option's, in English or Arabic, and only the organisation's own", async () => {
    const sauce = (await group({ name: 'Sauce', nameAr: 'الصلصة', options: [{ name: 'Garlic toum', nameAr: 'ثومية', priceDeltaIqd: 250 }] })).body.data;
    await group({ name: 'Sauce', nameAr: 'الصلصة', options: [{ name: 'Garlic toum', nameAr: 'ثومية', priceDeltaIqd: 250 }] }, other.owner.token);
    const found = async (search: string) =>
      ((await app.request('GET', `${GROUPS}?Search=${encodeURIComponent(search)}&PerPage=100`, { token: token() })).body.data.items as any[]).map((g) => g.id);
    expect(await found('toum')).toEqual([sauce.id]);
    expect(await found('ثومية')).toEqual([sauce.id]);
    expect(await found('sauc')).toEqual([sauce.id]);
    expect(await found('no such option')).toEqual([]);
  });

  it("finds the group holding an option by the option's id, never another organisation's, and refuses a malformed id (422)", async () => {
    const dips = (await group({ name: 'Dips', nameAr: 'صوصات', options: [{ name: 'Tahini', nameAr: 'طحينة', priceDeltaIqd: 250 }] })).body.data;
    const theirs = (await group({ name: 'Dips', options: [{ name: 'Tahini', priceDeltaIqd: 250 }] }, other.owner.token)).body.data;
    const holding = async (optionId: string) => app.request('GET', `${GROUPS}?OptionId=${encodeURIComponent(optionId)}`, { token: token() });
    const mine = await holding(dips.options[0].id);
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((g: { id: string }) => g.id)).toEqual([dips.id]);
    expect((await holding(theirs.options[0].id)).body.data.items).toEqual([]);
    const malformed = await holding('not-a-uuid');
    expect(malformed.status).toBe(422);

    const viaGraphql = await app.graphql(
      'query ($optionId: UUID!) { modifierGroups(filter: { optionId: $optionId }) { items { id options { id name } } } }',
      { optionId: dips.options[0].id },
      { token: token() },
    );
    expect(viaGraphql.body.data.modifierGroups.items).toEqual([{ id: dips.id, options: [{ id: dips.options[0].id, name: 'Tahini' }] }]);
  });
});
