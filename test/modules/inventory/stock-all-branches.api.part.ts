import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createItem, INV, NOW, ok, openingBalance } from './inventory-helpers';

const ALL = `${INV}/stock/all-branches`;

describe('Stock on hand across branches: every item at every branch the caller reads, from the balances', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let karrada: string;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    karrada = await tenant.addBranch('Karrada');
  });
  afterAll(() => app.close());

  it('lists each item with quantity and value per branch and the totals; a manager of one branch sees only it; another organisation never appears', async () => {
    const rice = await createItem(app, owner, { name: 'Across rice' });
    const oil = await createItem(app, owner, { name: 'Across oil', unit: 'L' });
    await openingBalance(app, owner, rice, 10, 4500);
    await openingBalance(app, owner, oil, 2.5, 3000);
    const atKarrada = await tenant.tokenFor(tenant.owner, karrada);
    await openingBalance(app, atKarrada, rice, 4, 5000);
    const foreign = await createItem(app, other.owner.token, { name: 'Across foreign' });
    await openingBalance(app, other.owner.token, foreign, 7, 1000);

    const page = ok(await app.request('GET', `${ALL}?Sort=name&Dir=Asc`, { token: owner }), 'all branches');
    expect(page.branches.map((b: any) => b.id).sort()).toEqual([tenant.branchId, karrada].sort());
    expect(page.total).toBe(2);
    expect(page.items.map((i: any) => i.inventoryItem.name)).toEqual(['Across oil', 'Across rice']);
    const riceRow = page.items[1];
    expect(riceRow.inventoryItemId).toBe(rice);
    expect(new Map(riceRow.branches.map((b: any) => [b.branchId, [b.quantity, b.valueIqd]]))).toEqual(
      new Map([
        [tenant.branchId, [10, 45000]],
        [karrada, [4, 20000]],
      ]),
    );
    expect([riceRow.totalQuantity, riceRow.totalValueIqd]).toEqual([14, 65000]);
    expect(page.items[0].branches).toEqual([{ branchId: tenant.branchId, quantity: 2.5, valueIqd: 7500 }]);
    expect([page.items[0].totalQuantity, page.items[0].totalValueIqd]).toEqual([2.5, 7500]);

    const searched = ok(await app.request('GET', `${ALL}?Search=rice`, { token: owner }), 'search');
    expect(searched.items.map((i: any) => i.inventoryItemId)).toEqual([rice]);

    const manager = await tenant.member('Manager', { branchIds: [karrada] });
    const managerToken = await tenant.tokenFor(manager, karrada);
    const limited = ok(await app.request('GET', ALL, { token: managerToken }), 'manager');
    expect(limited.branches.map((b: any) => b.id)).toEqual([karrada]);
    expect(limited.items.map((i: any) => [i.inventoryItemId, i.branches, i.totalQuantity, i.totalValueIqd])).toEqual([
      [rice, [{ branchId: karrada, quantity: 4, valueIqd: 20000 }], 4, 20000],
    ]);

    const theirs = ok(await app.request('GET', ALL, { token: other.owner.token }), 'other organisation');
    expect(theirs.items.map((i: any) => i.inventoryItemId)).toEqual([foreign]);
    expect(theirs.branches.map((b: any) => b.id)).toEqual([other.branchId]);
  });

  it('answers 403 without inventory:read and 422 for a sort it does not offer', async () => {
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', ALL, { token: staff.token })).status).toBe(403);
    const bad = await app.request('GET', `${ALL}?Sort=value`, { token: owner });
    expect(bad.status).toBe(422);
  });
});
