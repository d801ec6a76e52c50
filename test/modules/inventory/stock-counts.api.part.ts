import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { createItem, INV, ledgerMismatches, movementsOf, NOW, ok, openingBalance, stockOf } from './inventory-helpers';

const COUNTS = `${INV}/counts`;
/** A line's item as REST serves it (the GraphQL `inventoryItem` of the line). */
const itemWithId = (id: string) => expect.objectContaining({ id, name: expect.any(String), unit: expect.any(String) });

describe('Inventory stock counts: blind entry, submit, approval posts CountAdjustment movements', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let staff: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    staff = await tenant.member('Staff');
  });
  afterAll(() => app.close());

  it('lets staff count blind, shows the manager expected quantities, and posts the differences with their value on approval', async () => {
    const rice = await createItem(app, owner);
    const oil = await createItem(app, owner, { unit: 'L' });
    const salt = await createItem(app, owner);
    await openingBalance(app, owner, rice, 10, 4500);
    await openingBalance(app, owner, oil, 4, 3000);
    const sheet = ok(await app.request('POST', COUNTS, { token: staff.token, body: { inventoryItemIds: [rice, oil, salt] } }), 'create');
    expect(sheet.status).toBe('Open');
    expect(sheet.lines.map((l: any) => l.expectedQuantity)).toEqual([null, null, null]);
    const entered = ok(
      await app.request('PUT', `${COUNTS}/${sheet.id}/entries`, {
        token: staff.token,
        body: {
          entries: [
            { inventoryItemId: rice, countedQuantity: 9 },
            { inventoryItemId: oil, countedQuantity: 4 },
          ],
        },
      }),
      'enter',
    );
    expect(entered.lines.map((l: any) => [l.countedQuantity, l.expectedQuantity])).toEqual([
      [9, null],
      [4, null],
      [null, null],
    ]);
    expect((await app.request('POST', `${COUNTS}/${sheet.id}/submit`, { token: staff.token })).body.errors).toEqual({
      lines: ['1 item(s) are not counted yet'],
    });
    ok(
      await app.request('PUT', `${COUNTS}/${sheet.id}/entries`, { token: staff.token, body: { entries: [{ inventoryItemId: salt, countedQuantity: 0.5 }] } }),
      'enter salt',
    );
    expect(ok(await app.request('POST', `${COUNTS}/${sheet.id}/submit`, { token: staff.token }), 'submit').status).toBe('Submitted');
    expect((await app.request('POST', `${COUNTS}/${sheet.id}/approve`, { token: staff.token })).status).toBe(403);

    const managerView = ok(await app.request('GET', `${COUNTS}/${sheet.id}`, { token: owner }), 'get');
    expect(managerView.lines.map((l: any) => l.expectedQuantity)).toEqual([10, 4, 0]);
    const approved = ok(await app.request('POST', `${COUNTS}/${sheet.id}/approve`, { token: owner }), 'approve');
    expect(approved.status).toBe('Approved');
    expect(approved.lines).toEqual([
      { inventoryItemId: rice, countedQuantity: 9, expectedQuantity: 10, differenceQuantity: -1, differenceValueIqd: -4500, inventoryItem: itemWithId(rice) },
      { inventoryItemId: oil, countedQuantity: 4, expectedQuantity: 4, differenceQuantity: 0, differenceValueIqd: 0, inventoryItem: itemWithId(oil) },
      { inventoryItemId: salt, countedQuantity: 0.5, expectedQuantity: 0, differenceQuantity: 0.5, differenceValueIqd: 500, inventoryItem: itemWithId(salt) },
    ]);
    const moves = await movementsOf(app, owner, `SourceId=${sheet.id}`);
    expect(moves.map((m: any) => [m.kind, m.inventoryItemId, m.quantity]).sort()).toEqual(
      [
        ['CountAdjustment', rice, -1],
        ['CountAdjustment', salt, 0.5],
      ].sort(),
    );
    expect(await stockOf(app, owner, rice)).toMatchObject({ onHand: 9, valueIqd: 40_500 });
    const blind = ok(await app.request('GET', `${COUNTS}/${sheet.id}`, { token: staff.token }), 'staff view');
    expect(blind.lines.every((l: any) => l.expectedQuantity === null && l.differenceValueIqd === null)).toBe(true);
    expect((await app.request('POST', `${COUNTS}/${sheet.id}/approve`, { token: owner })).status).toBe(409);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('refuses a count in a locked period (409 PERIOD_LOCKED), unknown items (422) and bad quantities (422)', async () => {
    const item = await createItem(app, owner);
    const theirs = await createItem(app, other.owner.token);
    expect((await app.request('POST', COUNTS, { token: owner, body: { inventoryItemIds: [theirs] } })).body.errors).toEqual({
      'inventoryItemIds[0]': ['does not refer to an inventory item of this organisation'],
    });
    const sheet = ok(await app.request('POST', COUNTS, { token: owner, body: { inventoryItemIds: [item] } }), 'create');
    expect(
      (
        await app.request('PUT', `${COUNTS}/${sheet.id}/entries`, {
          token: owner,
          body: {
            entries: [
              { inventoryItemId: item, countedQuantity: -1 },
              { inventoryItemId: theirs, countedQuantity: 1 },
            ],
          },
        })
      ).body.errors,
    ).toEqual({
      'entries[0].countedQuantity': ['must be more than 0'],
      'entries[1].inventoryItemId': ['is not on this count sheet'],
    });
    expect((await app.request('GET', `${COUNTS}/${sheet.id}`, { token: other.owner.token })).status).toBe(404);
    ok(await app.request('PUT', '/api/v1/console/settings/period-lock', { token: owner, body: { lockedThrough: '2026-03-05' } }), 'lock');
    const locked = await app.request('POST', COUNTS, { token: owner, body: { businessDate: '2026-03-04', inventoryItemIds: [item] } });
    expect(locked.status).toBe(409);
    expect(locked.body.errors).toEqual({ code: ['PeriodLocked'] });
  });
});
