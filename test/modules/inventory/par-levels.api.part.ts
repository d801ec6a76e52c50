import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { C, createItem, INV, NOW, ok, openingBalance } from './inventory-helpers';

describe('Inventory par levels: low-stock event and audit, reorder suggestions turned into a Draft purchase order', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let owner: string;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    owner = tenant.owner.token;
  });
  afterAll(() => app.close());

  it('emits inventory.stock.low once when stock falls below par, suggests a reorder and orders it in one call', async () => {
    const rice = await createItem(app, owner);
    const supplierId = ok(await app.request('POST', `${C}/purchasing/suppliers`, { token: owner, body: { name: 'Rice traders' } }), 'supplier').id;
    ok(
      await app.request('POST', `${C}/purchase-orders`, {
        token: owner,
        body: { supplierId, lines: [{ inventoryItemId: rice, quantity: 1, unitPriceIqd: 4200 }] },
      }),
      'old order',
    );
    await openingBalance(app, owner, rice, 12, 4000);
    const par = ok(await app.request('PUT', `${INV}/par-levels`, { token: owner, body: { inventoryItemId: rice, parLevel: 10, reorderQuantity: 25 } }), 'par');
    expect(par).toMatchObject({ parLevel: 10, reorderQuantity: 25, belowPar: false, onHand: 12 });
    ok(await app.request('POST', `${INV}/adjustments`, { token: owner, body: { inventoryItemId: rice, quantity: -3, reason: 'Used' } }), 'down');
    ok(await app.request('POST', `${INV}/adjustments`, { token: owner, body: { inventoryItemId: rice, quantity: -1, reason: 'Used' } }), 'down again');
    const low = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: rice, type: 'inventory.stock.low' } });
    expect(low).toHaveLength(1);
    expect(low[0].data).toEqual({ branchId: tenant.branchId, inventoryItemId: rice, onHand: 9, parLevel: 10 });
    const trail = ok(await app.request('GET', `${C}/audit-trail?EntityType=inventory-balance&EntityId=${rice}`, { token: owner }), 'audit');
    expect(trail.items.map((e: any) => e.action)).toContain('stock-low');
    const below = ok(await app.request('GET', `${INV}/stock?BelowPar=true`, { token: owner }), 'below');
    expect(below.items.map((r: any) => r.inventoryItemId)).toEqual([rice]);

    const suggestions = ok(await app.request('GET', `${INV}/reorder-suggestions`, { token: owner }), 'suggestions');
    expect(suggestions).toEqual([expect.objectContaining({ inventoryItemId: rice, supplierId, onHand: 8, parLevel: 10, quantity: 25, unitPriceIqd: 4200 })]);
    const order = ok(await app.request('POST', `${INV}/reorder-suggestions/order`, { token: owner, body: { supplierId } }), 'order');
    expect(order).toMatchObject({ status: 'Draft', supplierId, totalIqd: 105_000, lines: [{ inventoryItemId: rice, quantity: 25, unitPriceIqd: 4200 }] });
    const other = ok(await app.request('POST', `${C}/purchasing/suppliers`, { token: owner, body: { name: 'Nobody' } }), 'supplier').id;
    expect((await app.request('POST', `${INV}/reorder-suggestions/order`, { token: owner, body: { supplierId: other } })).body.errors).toEqual({
      supplierId: ['has no reorder suggestions at this branch'],
    });
  });

  it('refuses bad par levels (422) and a staff member (403)', async () => {
    const item = await createItem(app, owner);
    expect((await app.request('PUT', `${INV}/par-levels`, { token: owner, body: { inventoryItemId: item, parLevel: -1 } })).body.errors).toEqual({
      parLevel: ['must be more than 0'],
    });
    expect((await app.request('PUT', `${INV}/par-levels`, { token: owner, body: { inventoryItemId: item, reorderQuantity: 5 } })).body.errors).toEqual({
      reorderQuantity: ['needs a par level'],
    });
    const staff = await tenant.member('Staff');
    expect((await app.request('PUT', `${INV}/par-levels`, { token: staff.token, body: { inventoryItemId: item, parLevel: 1 } })).status).toBe(403);
  });
});
