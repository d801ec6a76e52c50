import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { createItem, INV, ledgerMismatches, movementsOf, NOW, ok, openingBalance, stockOf, TODAY } from './inventory-helpers';

describe('Inventory ledger: opening balances, adjustments, waste, balances (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let staff: TestMember;
  let accountant: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    staff = await tenant.member('Staff');
    accountant = await tenant.member('Accountant');
  });
  afterAll(() => app.close());

  it('records an opening balance, keeps the balance row and answers on hand, value and average', async () => {
    const item = await createItem(app, owner);
    const movement = await openingBalance(app, owner, item, 10, 4500);
    expect(movement).toMatchObject({
      kind: 'OpeningBalance',
      quantity: 10,
      valueIqd: 45_000,
      unitCostIqd: 4500,
      onHandAfter: 10,
      businessDate: TODAY,
      sourceKind: 'Adjustment',
      branchId: tenant.branchId,
    });
    expect(await stockOf(app, owner, item)).toMatchObject({
      onHand: 10,
      valueIqd: 45_000,
      avgCostIqd: 4500,
      negative: false,
      belowPar: false,
      inventoryItem: { id: item },
    });
    const again = await app.request('POST', `${INV}/opening-balances`, { token: owner, body: { inventoryItemId: item, quantity: 1, unitCostIqd: 1 } });
    expect(again.status).toBe(409);
  });

  it('adjusts by signed quantities with a reason, moving average kept, negative stock allowed and flagged', async () => {
    const item = await createItem(app, owner);
    await openingBalance(app, owner, item, 10, 4500);
    const add = ok(
      await app.request('POST', `${INV}/adjustments`, {
        token: owner,
        body: { inventoryItemId: item, quantity: 5, unitCostIqd: 5000, reason: 'Found in the back store' },
      }),
      'add',
    );
    expect(add).toMatchObject({ kind: 'ManualAdjustment', quantity: 5, valueIqd: 25_000, onHandAfter: 15 });
    expect(await stockOf(app, owner, item)).toMatchObject({ onHand: 15, valueIqd: 70_000, avgCostIqd: 4667 });
    const out = ok(await app.request('POST', `${INV}/adjustments`, { token: owner, body: { inventoryItemId: item, quantity: -2.5, reason: 'Spilt' } }), 'out');
    expect(out).toMatchObject({ quantity: -2.5, valueIqd: -11_667 });
    ok(await app.request('POST', `${INV}/adjustments`, { token: owner, body: { inventoryItemId: item, quantity: -20, reason: 'Correction' } }), 'negative');
    const row = await stockOf(app, owner, item);
    expect(row).toMatchObject({ onHand: -7.5, negative: true });
    const negatives = ok(await app.request('GET', `${INV}/stock?Negative=true`, { token: owner }), 'negatives');
    expect(negatives.items.map((r: any) => r.inventoryItemId)).toContain(item);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('records standalone waste at the moving-average cost, with its movement linked to the record', async () => {
    const item = await createItem(app, owner);
    await openingBalance(app, owner, item, 4, 2000);
    const waste = ok(await app.request('POST', `${INV}/waste`, { token: owner, body: { inventoryItemId: item, quantity: 1.5, reason: 'Spoiled' } }), 'waste');
    expect(waste).toMatchObject({ quantity: 1.5, valueIqd: 3000, reason: 'Spoiled', inventoryItem: { id: item } });
    const moves = await movementsOf(app, owner, `InventoryItemId=${item}&Kind=Waste`);
    expect(moves).toEqual([expect.objectContaining({ kind: 'Waste', quantity: -1.5, valueIqd: -3000, sourceKind: 'WasteRecord', sourceId: waste.id })]);
    const other = await app.request('POST', `${INV}/waste`, { token: owner, body: { inventoryItemId: item, quantity: 1, reason: 'Other' } });
    expect(other.body.errors).toEqual({ note: ['is required when reason is Other'] });
    const shortfall = await app.request('POST', `${INV}/waste`, { token: owner, body: { inventoryItemId: item, quantity: 1, reason: 'TransferShortfall' } });
    expect(shortfall.status).toBe(422);
  });

  it('answers on hand at a past business date from the ledger', async () => {
    const item = await createItem(app, owner);
    await openingBalance(app, owner, item, 10, 1000, { businessDate: '2026-03-01' });
    ok(
      await app.request('POST', `${INV}/adjustments`, {
        token: owner,
        body: { inventoryItemId: item, quantity: -3, reason: 'Used', businessDate: '2026-03-05' },
      }),
      'adjust',
    );
    const at = (date: string) => app.request('GET', `${INV}/stock/at?InventoryItemId=${item}&BusinessDate=${date}`, { token: owner });
    expect(ok(await at('2026-02-28'), 'before')).toMatchObject({ quantity: 0, valueIqd: 0 });
    expect(ok(await at('2026-03-04'), 'between')).toMatchObject({ quantity: 10, valueIqd: 10_000 });
    expect(ok(await at('2026-03-05'), 'after')).toMatchObject({ quantity: 7, valueIqd: 7000 });
  });

  it('refuses zero, negative where not allowed, too many decimals and quantities beyond int64 with 422, moving nothing', async () => {
    const item = await createItem(app, owner);
    const post = (path: string, body: Record<string, unknown>) => app.request('POST', `${INV}/${path}`, { token: owner, body });
    expect((await post('adjustments', { inventoryItemId: item, quantity: 0, reason: 'x' })).body.errors).toEqual({ quantity: ['must not be 0'] });
    expect((await post('opening-balances', { inventoryItemId: item, quantity: -1, unitCostIqd: 1 })).body.errors).toEqual({
      quantity: ['must be more than 0'],
    });
    expect((await post('waste', { inventoryItemId: item, quantity: 1.0001, reason: 'Spoiled' })).body.errors).toEqual({
      quantity: ['must have at most 3 decimal places'],
    });
    const huge = await post('adjustments', { inventoryItemId: item, quantity: 1e19, reason: 'x' });
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.body.errors)).toEqual(['quantity']);
    const cost = await post('opening-balances', { inventoryItemId: item, quantity: 1, unitCostIqd: '99999999999999999999' });
    expect(cost.status).toBe(422);
    expect((await post('adjustments', { inventoryItemId: item, quantity: 1, reason: '  ' })).body.errors).toEqual({ reason: ['is required'] });
    expect(await movementsOf(app, owner, `InventoryItemId=${item}`)).toEqual([]);
  });

  it("answers 422 for another organisation's item or branch and for unknown ids, moving nothing", async () => {
    const theirs = await createItem(app, other.owner.token);
    const mine = await createItem(app, owner);
    const item = await app.request('POST', `${INV}/adjustments`, { token: owner, body: { inventoryItemId: theirs, quantity: 1, reason: 'x' } });
    expect(item.status).toBe(422);
    expect(item.body.errors).toEqual({ inventoryItemId: ['does not refer to an inventory item of this organisation'] });
    const branch = await app.request('POST', `${INV}/adjustments`, {
      token: owner,
      body: { branchId: other.branchId, inventoryItemId: mine, quantity: 1, reason: 'x' },
    });
    expect(branch.status).toBe(422);
    expect(branch.body.errors).toEqual({ branchId: ['is not a branch of this organisation'] });
    const list = await app.request('GET', `${INV}/stock?BranchId=${other.branchId}`, { token: owner });
    expect(list.status).toBe(422);
    expect(await stockOf(app, other.owner.token, theirs)).toBeNull();
    expect(await movementsOf(app, owner, `InventoryItemId=${mine}`)).toEqual([]);
  });

  it('answers 403 without the permission: staff cannot read or write stock, an accountant reads but cannot write', async () => {
    const item = await createItem(app, owner);
    expect((await app.request('GET', `${INV}/stock`, { token: staff.token })).status).toBe(403);
    expect((await app.request('POST', `${INV}/adjustments`, { token: staff.token, body: { inventoryItemId: item, quantity: 1, reason: 'x' } })).status).toBe(
      403,
    );
    expect((await app.request('GET', `${INV}/stock`, { token: accountant.token })).status).toBe(200);
    expect(
      (await app.request('POST', `${INV}/waste`, { token: accountant.token, body: { inventoryItemId: item, quantity: 1, reason: 'Spoiled' } })).status,
    ).toBe(403);
  });

  it('refuses a movement in a locked period with 409 PERIOD_LOCKED', async () => {
    const item = await createItem(app, owner);
    ok(await app.request('PUT', '/api/v1/console/settings/period-lock', { token: owner, body: { lockedThrough: '2026-03-02' } }), 'lock');
    const res = await app.request('POST', `${INV}/adjustments`, {
      token: owner,
      body: { inventoryItemId: item, quantity: 1, reason: 'x', businessDate: '2026-03-02' },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: ['PeriodLocked'] });
    expect(await movementsOf(app, owner, `InventoryItemId=${item}`)).toEqual([]);
  });

  it('emits one inventory.movements.posted event per source, and serves the same data over GraphQL', async () => {
    const item = await createItem(app, owner);
    const movement = await openingBalance(app, owner, item, 2, 100);
    const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: movement.sourceId, type: 'inventory.movements.posted' } });
    expect(events).toHaveLength(1);
    expect(events[0].data).toMatchObject({ kind: 'OpeningBalance', sourceKind: 'Adjustment', lines: [{ inventoryItemId: item, quantity: 2, valueIqd: 200 }] });
    const gql = await app.graphql(
      `query($f: StockFilter) { stockOnHand(filter: $f, list: { search: "" }) { total items { inventoryItemId onHand valueIqd } } stockValueTotal(filter: $f) }`,
      { f: { branchId: tenant.branchId } },
      { token: owner },
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.stockOnHand.items).toEqual(expect.arrayContaining([{ inventoryItemId: item, onHand: 2, valueIqd: 200 }]));
    const total = gql.body.data.stockOnHand.items.reduce((sum: number, row: any) => sum + row.valueIqd, 0);
    expect(gql.body.data.stockValueTotal).toBe(total);
  });
});
