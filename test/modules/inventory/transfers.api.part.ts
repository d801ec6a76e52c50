import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { countSql } from '../../support/sql-counter';
import { createItem, INV, ledgerMismatches, movementsOf, NOW, ok, openingBalance, stockOf } from './inventory-helpers';

const TRANSFERS = `${INV}/transfers`;

describe('Inventory transfers between branches: Draft → Sent → Received (shortfall charged to the sender) or Cancelled', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let kitchen: string;
  let branch: string;
  let mainOnly: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    kitchen = tenant.branchId;
    branch = await tenant.addBranch('Karrada');
    mainOnly = await tenant.member('Manager', { branchIds: [kitchen] });
  });
  afterAll(() => app.close());

  const create = (body: Record<string, unknown>, token = owner) => app.request('POST', TRANSFERS, { token, body });
  const action = (id: string, name: string, body: Record<string, unknown> = {}, token = owner) =>
    app.request('POST', `${TRANSFERS}/${id}/${name}`, { token, body });

  it('sends stock out of the kitchen and receives it at the branch; a shortfall is a TransferShortfall loss of the sender', async () => {
    const rice = await createItem(app, owner);
    const oil = await createItem(app, owner, { unit: 'L' });
    await openingBalance(app, owner, rice, 20, 4500);
    await openingBalance(app, owner, oil, 5, 3000);
    const draft = ok(
      await create({
        fromBranchId: kitchen,
        toBranchId: branch,
        lines: [
          { inventoryItemId: rice, quantity: 10 },
          { inventoryItemId: oil, quantity: 2 },
        ],
        note: 'Morning run',
      }),
      'create',
    );
    expect(draft).toMatchObject({ status: 'Draft', fromBranchId: kitchen, toBranchId: branch });
    expect(await movementsOf(app, owner, `SourceId=${draft.id}`)).toEqual([]);

    const sent = ok(await action(draft.id, 'send'), 'send');
    expect(sent.status).toBe('Sent');
    expect(sent.lines.map((l: any) => l.sentValueIqd)).toEqual([45_000, 6000]);
    expect(await stockOf(app, owner, rice)).toMatchObject({ onHand: 10, valueIqd: 45_000 });
    expect((await action(draft.id, 'cancel')).status).toBe(409);
    expect((await action(draft.id, 'send')).status).toBe(409);

    const bad = await action(draft.id, 'receive', { lines: [{ lineIndex: 0, receivedQuantity: 11 }] });
    expect(bad.body.errors).toEqual({ 'lines[0].receivedQuantity': ['must be at most the quantity sent (10)'] });
    const received = ok(await action(draft.id, 'receive', { lines: [{ lineIndex: 0, receivedQuantity: 9.5 }] }), 'receive');
    expect(received.status).toBe('Received');
    expect(received.lines[0]).toMatchObject({ receivedQuantity: 9.5, shortQuantity: 0.5, shortValueIqd: 2250 });
    expect(received.lines[1]).toMatchObject({ receivedQuantity: 2, shortQuantity: 0, shortValueIqd: 0 });
    expect(await stockOf(app, owner, rice, branch)).toMatchObject({ onHand: 9.5, valueIqd: 42_750, avgCostIqd: 4500 });
    expect(await stockOf(app, owner, oil, branch)).toMatchObject({ onHand: 2, valueIqd: 6000 });
    expect(await stockOf(app, owner, rice)).toMatchObject({ onHand: 10, valueIqd: 45_000 }); // the shortfall already left with the TransferOut
    const out = await movementsOf(app, owner, `SourceId=${draft.id}`);
    expect(out.map((m: any) => [m.kind, m.quantity])).toEqual(
      expect.arrayContaining([
        ['TransferOut', -10],
        ['TransferOut', -2],
      ]),
    );
    const inMoves = await movementsOf(app, owner, `SourceId=${draft.id}&BranchId=${branch}`);
    expect(inMoves.map((m: any) => [m.kind, m.quantity, m.valueIqd])).toEqual(
      expect.arrayContaining([
        ['TransferIn', 9.5, 42_750],
        ['TransferIn', 2, 6000],
      ]),
    );
    const [shortfall] = await app.runtime.db.dataSource.query(
      `SELECT branch_id, quantity_milli, value_iqd, reason FROM inventory_waste_records WHERE transfer_id = $1`,
      [draft.id],
    );
    expect(shortfall).toEqual({ branch_id: kitchen, quantity_milli: '500', value_iqd: '2250', reason: 'TransferShortfall' });
    expect((await action(draft.id, 'receive')).status).toBe(409);
    expect(await ledgerMismatches(app)).toEqual([]);
  });

  it('cancels only a Draft, and lists transfers by branch and status', async () => {
    const item = await createItem(app, owner);
    const draft = ok(await create({ fromBranchId: kitchen, toBranchId: branch, lines: [{ inventoryItemId: item, quantity: 1 }] }), 'create');
    expect(ok(await action(draft.id, 'cancel'), 'cancel').status).toBe('Cancelled');
    expect((await action(draft.id, 'send')).status).toBe(409);
    const list = ok(await app.request('GET', `${TRANSFERS}?Status=Cancelled&BranchId=${branch}`, { token: owner }), 'list');
    expect(list.items.map((t: any) => t.id)).toContain(draft.id);
    expect(await movementsOf(app, owner, `SourceId=${draft.id}`)).toEqual([]);
  });

  it("refuses the same branch twice, another organisation's branch or item, and bad quantities (422), creating nothing", async () => {
    const item = await createItem(app, owner);
    const theirItem = await createItem(app, other.owner.token);
    expect((await create({ fromBranchId: kitchen, toBranchId: kitchen, lines: [{ inventoryItemId: item, quantity: 1 }] })).body.errors).toEqual({
      toBranchId: ['must not be the sending branch'],
    });
    expect((await create({ fromBranchId: kitchen, toBranchId: other.branchId, lines: [{ inventoryItemId: item, quantity: 1 }] })).body.errors).toEqual({
      toBranchId: ['is not a branch of this organisation'],
    });
    expect((await create({ fromBranchId: kitchen, toBranchId: branch, lines: [{ inventoryItemId: theirItem, quantity: 1 }] })).body.errors).toEqual({
      'lines[0].inventoryItemId': ['does not refer to an inventory item of this organisation'],
    });
    expect(
      (
        await create({
          fromBranchId: kitchen,
          toBranchId: branch,
          lines: [
            { inventoryItemId: item, quantity: 0 },
            { inventoryItemId: item, quantity: -1 },
          ],
        })
      ).body.errors,
    ).toEqual({
      'lines[0].quantity': ['must not be 0'],
      'lines[1].quantity': ['must be more than 0'],
    });
    expect((await create({ fromBranchId: kitchen, toBranchId: branch, lines: [] })).body.errors).toEqual({ lines: ['must have at least one line'] });
    const list = ok(await app.request('GET', `${TRANSFERS}?PerPage=100`, { token: owner }), 'list');
    expect(list.items.every((t: any) => t.lines.every((l: any) => l.inventoryItemId !== theirItem))).toBe(true);
  });

  it("answers 404 for another organisation's transfer and 403 to a member who does not belong to both branches", async () => {
    const item = await createItem(app, owner);
    const draft = ok(await create({ fromBranchId: kitchen, toBranchId: branch, lines: [{ inventoryItemId: item, quantity: 1 }] }), 'create');
    expect((await app.request('GET', `${TRANSFERS}/${draft.id}`, { token: other.owner.token })).status).toBe(404);
    expect((await action(draft.id, 'send', {}, other.owner.token)).status).toBe(404);
    expect((await create({ fromBranchId: kitchen, toBranchId: branch, lines: [{ inventoryItemId: item, quantity: 1 }] }, mainOnly.token)).status).toBe(403);
    expect((await action(draft.id, 'send', {}, mainOnly.token)).status).toBe(403);
    const staff = await tenant.member('Staff');
    expect((await app.request('GET', TRANSFERS, { token: staff.token })).status).toBe(403);
    expect(ok(await app.request('GET', `${TRANSFERS}/${draft.id}`, { token: owner }), 'get').status).toBe('Draft');
  });

  it('names each transfer line and count line item over GraphQL (inventoryItem), with one item query for every line of the page', async () => {
    const items = [await createItem(app, owner), await createItem(app, owner, { unit: 'L' }), await createItem(app, owner)];
    for (const item of items) await openingBalance(app, owner, item, 50, 1000);
    for (let n = 0; n < 3; n++) {
      ok(await create({ fromBranchId: kitchen, toBranchId: branch, lines: items.map((inventoryItemId) => ({ inventoryItemId, quantity: 1 + n })) }), 'create');
    }
    ok(await app.request('POST', `${INV}/counts`, { token: owner, body: { inventoryItemIds: items } }), 'count');
    const sql = countSql();
    let answer;
    let itemQueries: number;
    try {
      answer = await app.graphql(
        `{ transfers(list: { perPage: 3 }) { items { lines { inventoryItemId inventoryItem { id name unit } } } }
           stockCounts(list: { perPage: 1 }) { items { lines { inventoryItemId inventoryItem { id name } } } } }`,
        {},
        { token: owner },
      );
      itemQueries = sql.statements.filter((text) => text.includes('catalog_inventory_items')).length;
    } finally {
      sql.stop();
    }
    expect(answer.body.errors).toBeUndefined();
    const lines = [
      ...answer.body.data.transfers.items.flatMap((transfer: any) => transfer.lines),
      ...answer.body.data.stockCounts.items.flatMap((count: any) => count.lines),
    ];
    expect(lines).toHaveLength(12);
    for (const line of lines) expect(line.inventoryItem).toMatchObject({ id: line.inventoryItemId, name: expect.any(String) });
    expect(answer.body.data.transfers.items[0].lines.map((line: any) => line.inventoryItem.unit)).toEqual(['Kg', 'L', 'Kg']);
    // Transfers and counts resolve their lines in one execution: the loader batches every id into one query.
    expect(itemQueries).toBe(1);
  });
});
