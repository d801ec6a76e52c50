import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { liveConnect, until, type LiveConnection, type LiveSubscription } from '../../support/live-client';
import { connectPlatformBranches, platformOrder, type PlatformBranch } from '../../support/delivery-crash';
import { createItem, openingBalance, stockOf } from '../inventory/inventory-helpers';
import { C, D, ok, type DeliveryShop } from './delivery.support';
import { payoutCsv } from './payout-support';

const BOARD = `subscription Board($after: Int64) { branchOrderEvents(afterSequence: $after) { sequence kind order { id source status } } }`;

/*
 * Issue 54's check, end to end through HTTP (docs/delivery.md): two branches, each connected
 * (auto-accept) to its own simulated platform (test/support/delivery-simulator.ts). Branch A's
 * platform sends A1 (2 biryani and a tea, 12,500 IQD) twice and A2 with an item nobody mapped
 * (Kunafa); branch B's sends B1, which it then cancels, and B2. Each order is one sales-ledger
 * order with the platform's id and one card on its branch's live board; rice (250 g a biryani, 10 kg
 * on hand at each branch) leaves stock only when an order completes: A1 by the branch (9.5 kg left),
 * B2 by the platform's pick-up (9.75 kg). A's payout lists A1 over-charged (2,500 commission where
 * the agreed 15 % of 12,500 allows 1,875: 625 over) and A9, an order the ledger never received.
 */
describe("Issue 54's check: two branches' platform orders to the board, the ledger, stock, the platform and the payout (HTTP)", () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: DeliveryShop;
  let a: PlatformBranch;
  let b: PlatformBranch;
  const token: Record<string, string> = {};
  let rice: string;
  const boards: Record<string, { connection: LiveConnection; events: LiveSubscription }> = {};
  /** Platform order id → the service's answer to its first delivery. */
  const placed: Record<string, { id: string; salesOrderId: string; state: string; flags: string[]; duplicate: boolean }> = {};

  const send = async (branch: PlatformBranch, payload: unknown, expected: number) => {
    const res = await branch.sim.send(app.baseUrl, branch.connectionId, payload);
    if (res.status !== expected) throw new Error(`${JSON.stringify(payload)}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const placedOn = (branch: PlatformBranch) =>
    boards[branch.branchId].events.results.map((result) => result.data?.branchOrderEvents).filter((event) => event?.kind === 'OrderPlaced');
  const salesOrder = (branch: PlatformBranch, id: string) => ok(app, 'GET', `${C}/sales/orders/${id}`, token[branch.branchId]);
  const move = async (branch: PlatformBranch, orderId: string, statuses: string[]) => {
    for (const status of statuses) await ok(app, 'POST', `${C}/sales/orders/${placed[orderId].salesOrderId}/status`, token[branch.branchId], { status });
  };
  const riceAt = async (branch: PlatformBranch) => (await stockOf(app, token[branch.branchId], rice, branch.branchId)).onHand;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true, config: { webhookAllowPrivateNetworks: true } });
    tenant = await createTenant(app.runtime);
    const connected = await connectPlatformBranches(app, tenant, 2, 'CHK');
    shop = connected.shop;
    [a, b] = connected.branches;
    token[a.branchId] = tenant.owner.token;
    token[b.branchId] = await tenant.tokenFor(tenant.owner, b.branchId);
    rice = await createItem(app, tenant.owner.token, { name: 'Check rice', standardCostIqd: 4000 });
    await ok(app, 'POST', `${C}/products/${shop.productId}/consumables`, tenant.owner.token, { inventoryItemId: rice, qtyPerParentUnit: 250, unit: 'G' });
    for (const branch of [a, b]) {
      await openingBalance(app, tenant.owner.token, rice, 10, 4000, { branchId: branch.branchId });
      // Each branch's live board, from its first event (replayed if it joins late).
      const connection = liveConnect(app.baseUrl, { accessToken: token[branch.branchId] });
      boards[branch.branchId] = { connection, events: connection.subscribe(BOARD, { after: 0 }) };
    }
  }, 120_000);
  afterAll(async () => {
    for (const board of Object.values(boards)) await board.connection.dispose().catch(() => undefined);
    for (const branch of [a, b]) await branch?.sim.stop();
    await app.close();
  });

  it('puts each order once in the ledger with the platform id and once on its board: the repeat stays one, the unmapped line is kept and flagged, the cancelled one is cancelled', async () => {
    placed['CHK-A1'] = await send(a, platformOrder('CHK-A1', { biryani: 2 }), 201);
    const again = await send(a, platformOrder('CHK-A1', { biryani: 2 }), 200);
    expect(again).toMatchObject({ id: placed['CHK-A1'].id, duplicate: true });
    placed['CHK-A2'] = await send(a, platformOrder('CHK-A2', { extra: [{ id: 'pl-kunafa', name: 'Kunafa', quantity: 1, unitPrice: 2500 }] }), 201);
    placed['CHK-B1'] = await send(b, platformOrder('CHK-B1'), 201);
    placed['CHK-B2'] = await send(b, platformOrder('CHK-B2'), 201);
    expect((await send(b, { type: 'order.cancelled', data: { orderId: 'CHK-B1', reason: 'Customer unreachable' } }, 200)).state).toBe('Cancelled');
    for (const id of ['CHK-A1', 'CHK-B1', 'CHK-B2']) expect(placed[id]).toMatchObject({ state: 'Accepted', flags: [], duplicate: false });
    expect(placed['CHK-A2']).toMatchObject({ state: 'Accepted', flags: expect.arrayContaining(['UnmappedItem']) });

    // The ledger: one platform order and one sales order per platform id, of its branch.
    for (const [branch, orderIds] of [
      [a, ['CHK-A1', 'CHK-A2']],
      [b, ['CHK-B1', 'CHK-B2']],
    ] as const) {
      const list = await ok(app, 'GET', `${D}/orders?ConnectionId=${branch.connectionId}&PerPage=50`, tenant.owner.token);
      expect(list.items.map((order: { platformOrderId: string }) => order.platformOrderId).sort()).toEqual([...orderIds]);
      for (const orderId of orderIds) {
        const reference = `${branch.storeId}/${orderId}`;
        const sales = await ok(
          app,
          'GET',
          `${C}/sales/orders?BranchId=${branch.branchId}&Search=${encodeURIComponent(reference)}&PerPage=50`,
          tenant.owner.token,
        );
        expect(
          sales.items.filter((order: { partnerReference: string }) => order.partnerReference === reference).map((order: { id: string }) => order.id),
        ).toEqual([placed[orderId].salesOrderId]);
      }
    }

    // The unmapped item is kept on the platform order and in the kitchen's note, flagged for mapping.
    const a2 = await ok(app, 'GET', `${D}/orders/${placed['CHK-A2'].id}`, tenant.owner.token);
    expect(a2.unmappedLines).toEqual([expect.objectContaining({ platformItemId: 'pl-kunafa', name: 'Kunafa', quantity: 1 })]);
    const mappings = await ok(app, 'GET', `${D}/mappings?ConnectionId=${a.connectionId}&Unmapped=true`, tenant.owner.token);
    expect(mappings.items.map((mapping: { platformItemId: string }) => mapping.platformItemId)).toEqual(['pl-kunafa']);
    expect((await salesOrder(a, placed['CHK-A2'].salesOrderId)).note).toContain('Unmapped: 1× Kunafa');

    // The platform's cancellation cancels the order and its sales order.
    expect(await ok(app, 'GET', `${D}/orders/${placed['CHK-B1'].id}`, tenant.owner.token)).toMatchObject({
      state: 'Cancelled',
      reason: 'Customer unreachable',
    });
    expect((await salesOrder(b, placed['CHK-B1'].salesOrderId)).status).toBe('Cancelled');

    // Each branch's board shows its orders once; events come in sequence, so the last one sent closes the wait.
    await until(() => placedOn(a).some((event) => event.order.id === placed['CHK-A2'].salesOrderId), 5_000, "A2 on A's board");
    const cancelled = (event: any) =>
      event?.kind === 'OrderStatusChanged' && event.order.id === placed['CHK-B1'].salesOrderId && event.order.status === 'Cancelled';
    await until(() => boards[b.branchId].events.results.some((result) => cancelled(result.data?.branchOrderEvents)), 5_000, "B1's cancellation on B's board");
    expect(placedOn(a).map((event) => [event.order.id, event.order.source])).toEqual([
      [placed['CHK-A1'].salesOrderId, 'Delivery'],
      [placed['CHK-A2'].salesOrderId, 'Delivery'],
    ]);
    expect(placedOn(b).map((event) => event.order.id)).toEqual([placed['CHK-B1'].salesOrderId, placed['CHK-B2'].salesOrderId]);
    // The kitchen: one ticket per mapped line of each live order (the cancelled order's are voided).
    const tickets = await ok(app, 'GET', `${C}/kitchen/tickets`, token[a.branchId]);
    const ticketsOf = (list: any[], orderId: string) =>
      list
        .filter((ticket) => ticket.orderId === placed[orderId].salesOrderId)
        .map((ticket) => ticket.lineIndex)
        .sort();
    expect(ticketsOf(tickets, 'CHK-A1')).toEqual([0, 1]);
    expect(ticketsOf(tickets, 'CHK-A2')).toEqual([0, 1]);
    const ticketsB = await ok(app, 'GET', `${C}/kitchen/tickets`, token[b.branchId]);
    expect(ticketsOf(ticketsB, 'CHK-B1')).toEqual([]);
    expect(ticketsOf(ticketsB, 'CHK-B2')).toEqual([0, 1]);
  });

  it('posts the recipe’s rice at completion only, and tells the platform accepted, preparing, ready for pickup and picked up, in order', async () => {
    expect([await riceAt(a), await riceAt(b)]).toEqual([10, 10]);
    await move(a, 'CHK-A1', ['Preparing', 'Ready']);
    expect(await riceAt(a)).toBe(10);
    await move(a, 'CHK-A1', ['Completed']);
    expect(await riceAt(a)).toBeCloseTo(9.5, 3);

    // B2 is completed by the platform's pick-up; the cancelled B1 and the open A2 post nothing.
    await move(b, 'CHK-B2', ['Preparing', 'Ready']);
    expect(await riceAt(b)).toBe(10);
    await send(b, { type: 'order.picked-up', data: { orderId: 'CHK-B2' } }, 200);
    expect((await salesOrder(b, placed['CHK-B2'].salesOrderId)).status).toBe('Completed');
    expect([await riceAt(a), await riceAt(b)]).toEqual([9.5, 9.75]);

    const statuses = () => a.sim.of('order.status').filter((call) => call.data.orderId === 'CHK-A1');
    await a.sim.waitFor(() => statuses().length >= 4, 10_000);
    expect(statuses().map((call) => call.data.status)).toEqual(['Accepted', 'Preparing', 'ReadyForPickup', 'PickedUp']);
    expect(statuses().every((call) => call.signatureValid)).toBe(true);
  });

  it('reaches the platform with a sold-out product within 10 s', async () => {
    await ok(app, 'PUT', `${C}/sales/availability`, token[a.branchId], { productId: shop.drinkId, available: false });
    const soldOut = () =>
      a.sim.of('availability').some((call) => call.data.items.some((item: { id: string; available: boolean }) => item.id === 'pl-tea' && !item.available));
    await a.sim.waitFor(soldOut, 10_000);
  });

  it('reconciles a payout with one order missing from the ledger and one over-charged, listing both', async () => {
    const { businessDate } = await salesOrder(a, placed['CHK-A1'].salesOrderId);
    const content = payoutCsv('CHK-PAYOUT-1', businessDate, [
      { orderId: 'CHK-A1', orderDate: businessDate, gross: 12_500, commission: 2_500 },
      { orderId: 'CHK-A2', orderDate: businessDate, gross: 9_000, commission: 1_350 },
      { orderId: 'CHK-A9', orderDate: businessDate, gross: 4_000, commission: 600 },
    ]);
    const payout = await ok(app, 'POST', `${D}/payouts`, tenant.owner.token, {
      connectionId: a.connectionId,
      format: 'Csv',
      content,
      commissionRatePercent: 15,
    });
    expect(payout).toMatchObject({
      branchId: a.branchId,
      rowsRead: 3,
      matchedCount: 1,
      differentCount: 1,
      missingInLedgerCount: 1,
      missingInPayoutCount: 0,
      overChargeIqd: 625,
    });
    const lines = await ok(app, 'GET', `${D}/payouts/${payout.id}/lines?PerPage=50`, tenant.owner.token);
    expect(lines.items.map((line: any) => [line.platformOrderId, line.kind, line.problems])).toEqual([
      ['CHK-A1', 'Different', ['CommissionAboveRate']],
      ['CHK-A2', 'Matched', []],
      ['CHK-A9', 'MissingInLedger', []],
    ]);
    expect(lines.items[0]).toMatchObject({ salesOrderId: placed['CHK-A1'].salesOrderId, allowedCommissionIqd: 1_875, overChargeIqd: 625 });
    expect(lines.items[2]).toMatchObject({ salesOrderId: null });
  });
});
