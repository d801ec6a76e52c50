import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';

const C = '/api/v1/console';
const GROUPS = `${C}/catalog/modifier-groups`;
const OPTIONS = `${C}/catalog/modifier-options`;
const MISSING = '00000000-0000-4000-8000-000000000000';

describe("Modifier options' bills of materials (REST and GraphQL)", () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let cheese: string;
  const token = () => tenant.owner.token;

  const item = async (t: TestTenant, body: Record<string, unknown>) => {
    const res = await app.request('POST', `${C}/catalog/inventory-items`, {
      token: t.owner.token,
      body: { kind: 'Ingredient', standardCostIqd: 12_000, ...body },
    });
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  };
  const groupWith = async (t: TestTenant, names: string[]) => {
    const res = await app.request('POST', GROUPS, {
      token: t.owner.token,
      body: {
        name: `Extras ${Math.random()}`,
        minChoices: 0,
        maxChoices: names.length,
        required: false,
        options: names.map((name) => ({ name, priceDeltaIqd: 500 })),
      },
    });
    expect(res.status).toBe(200);
    return res.body.data as { id: string; options: Array<{ id: string; name: string }> };
  };
  const rowsOf = (optionId: string) =>
    app.runtime.db.dataSource.query(`SELECT inventory_item_id, qty_milli FROM catalog_modifier_option_consumables WHERE option_id = $1`, [optionId]);

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime, { name: 'Other Co' });
    cheese = await item(tenant, { name: 'Cheese', unit: 'Kg' });
  }, 120_000);
  afterAll(() => app.close());

  it('adds a line in grams to a kilogram item, lists it with its standard cost, and shows it on the option over GraphQL', async () => {
    const group = await groupWith(tenant, ['Extra cheese']);
    const optionId = group.options[0].id;
    const added = await app.request('POST', `${OPTIONS}/${optionId}/consumables`, {
      token: token(),
      body: { inventoryItemId: cheese, qtyPerParentUnit: 30, unit: 'G' },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ optionId, inventoryItemId: cheese, qtyPerParentUnit: 30, unit: 'G', kind: 'Ingredient', standardCostIqd: 360 });
    const listed = await app.request('GET', `${OPTIONS}/${optionId}/consumables`, { token: token() });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: added.body.data.id, inventoryItem: expect.objectContaining({ name: 'Cheese' }) })]);
    const gql = await app.graphql(
      'query($id: UUID!) { modifierGroup(id: $id) { options { name consumables { qtyPerParentUnit unit inventoryItem { name } } } } }',
      { id: group.id },
      { token: token() },
    );
    expect(gql.body.data.modifierGroup.options).toEqual([
      { name: 'Extra cheese', consumables: [{ qtyPerParentUnit: 30, unit: 'G', inventoryItem: { name: 'Cheese' } }] },
    ]);
    const [event] = await app.runtime.db.dataSource.manager.find(OutboxEvent, {
      where: { resourceId: added.body.data.id, type: 'catalog.modifier-option-consumable.added' },
    });
    expect(event.data).toMatchObject({ optionId, qtyPerParentUnit: 30, unit: 'G' });
  });

  it('refuses a bad quantity, an incompatible unit and an unknown item with field messages, and the same item twice with 409; nothing is stored', async () => {
    const optionId = (await groupWith(tenant, ['Extra'])).options[0].id;
    const post = (body: Record<string, unknown>) => app.request('POST', `${OPTIONS}/${optionId}/consumables`, { token: token(), body });
    expect((await post({ inventoryItemId: cheese, qtyPerParentUnit: 0, unit: 'G' })).body.errors).toEqual({ qtyPerParentUnit: ['must be greater than 0'] });
    expect((await post({ inventoryItemId: cheese, qtyPerParentUnit: 0.0001, unit: 'G' })).body.errors).toEqual({
      qtyPerParentUnit: ['must have at most 3 decimal places'],
    });
    expect((await post({ inventoryItemId: cheese, qtyPerParentUnit: 1, unit: 'Ml' })).body.errors).toEqual({
      unit: ["must be compatible with the item's unit (Kg)"],
    });
    expect((await post({ inventoryItemId: MISSING, qtyPerParentUnit: 1, unit: 'G' })).body.errors).toEqual({
      inventoryItemId: ['is not an inventory item of this organisation'],
    });
    expect(await rowsOf(optionId)).toEqual([]);
    expect((await post({ inventoryItemId: cheese, qtyPerParentUnit: 1, unit: 'G' })).status).toBe(200);
    const twice = await post({ inventoryItemId: cheese, qtyPerParentUnit: 2, unit: 'G' });
    expect(twice.status).toBe(409);
    expect(await rowsOf(optionId)).toEqual([{ inventory_item_id: cheese, qty_milli: '1000' }]);
  });

  it("answers 404 for a missing option, another organisation's option or line, and refuses another organisation's item; nothing changes", async () => {
    const theirOption = (await groupWith(other, ['Theirs'])).options[0].id;
    const theirItem = await item(other, { name: 'Their cheese', unit: 'Kg' });
    const mine = (await groupWith(tenant, ['Mine'])).options[0].id;
    const line = (
      await app.request('POST', `${OPTIONS}/${mine}/consumables`, { token: token(), body: { inventoryItemId: cheese, qtyPerParentUnit: 5, unit: 'G' } })
    ).body.data;
    expect((await app.request('GET', `${OPTIONS}/${MISSING}/consumables`, { token: token() })).status).toBe(404);
    expect((await app.request('GET', `${OPTIONS}/${theirOption}/consumables`, { token: token() })).status).toBe(404);
    const intoTheirs = await app.request('POST', `${OPTIONS}/${theirOption}/consumables`, {
      token: token(),
      body: { inventoryItemId: cheese, qtyPerParentUnit: 1, unit: 'G' },
    });
    expect(intoTheirs.status).toBe(404);
    expect(await rowsOf(theirOption)).toEqual([]);
    const theirs = await app.request('POST', `${OPTIONS}/${mine}/consumables`, {
      token: token(),
      body: { inventoryItemId: theirItem, qtyPerParentUnit: 1, unit: 'G' },
    });
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors).toEqual({ inventoryItemId: ['is not an inventory item of this organisation'] });
    expect((await app.request('DELETE', `${OPTIONS}/${mine}/consumables/${line.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await app.request('DELETE', `${OPTIONS}/${mine}/consumables/${MISSING}`, { token: token() })).status).toBe(404);
    expect(await rowsOf(mine)).toHaveLength(1);
  });

  it('refuses a member without catalog:write (403) and lets them read with catalog:read', async () => {
    const optionId = (await groupWith(tenant, ['Sauce'])).options[0].id;
    const staff = await tenant.member('Staff');
    const post = await app.request('POST', `${OPTIONS}/${optionId}/consumables`, {
      token: staff.token,
      body: { inventoryItemId: cheese, qtyPerParentUnit: 1, unit: 'G' },
    });
    expect(post.status).toBe(403);
    expect(await rowsOf(optionId)).toEqual([]);
    expect((await app.request('GET', `${OPTIONS}/${optionId}/consumables`, { token: staff.token })).status).toBe(200);
  });

  it('removes a line, and removes the lines of an option left out when its group is replaced', async () => {
    const group = await groupWith(tenant, ['Keep', 'Drop']);
    const [keep, drop] = group.options;
    const kept = (
      await app.request('POST', `${OPTIONS}/${keep.id}/consumables`, { token: token(), body: { inventoryItemId: cheese, qtyPerParentUnit: 1, unit: 'G' } })
    ).body.data;
    expect(
      (await app.request('POST', `${OPTIONS}/${drop.id}/consumables`, { token: token(), body: { inventoryItemId: cheese, qtyPerParentUnit: 2, unit: 'G' } }))
        .status,
    ).toBe(200);
    const replaced = await app.request('PUT', `${GROUPS}/${group.id}`, {
      token: token(),
      body: { name: 'Extras', minChoices: 0, maxChoices: 1, required: false, options: [{ id: keep.id, name: 'Keep', priceDeltaIqd: 500 }] },
    });
    expect(replaced.status).toBe(200);
    expect(await rowsOf(drop.id)).toEqual([]);
    expect(await rowsOf(keep.id)).toHaveLength(1);
    const removed = await app.request('DELETE', `${OPTIONS}/${keep.id}/consumables/${kept.id}`, { token: token() });
    expect(removed.status).toBe(200);
    expect(await rowsOf(keep.id)).toEqual([]);
  });
});
