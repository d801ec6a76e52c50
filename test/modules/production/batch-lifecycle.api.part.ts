import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { BATCH_STATUSES, BATCH_TRANSITIONS, BatchStatus } from '../../../src/modules/production/batches/batch.rules';
import { BATCHES, C, type Catalogue, createBatch, createCatalogue, moveTo, NOW } from './batch-fixtures';

/** How to bring a fresh Draft batch into each status. */
const PATH_TO: Record<BatchStatus, string[]> = {
  Draft: [],
  InProduction: [BatchStatus.InProduction],
  Completed: [BatchStatus.InProduction, BatchStatus.Completed],
  Closed: [BatchStatus.InProduction, BatchStatus.Completed, BatchStatus.Closed],
  Cancelled: [BatchStatus.Cancelled],
};

describe('Production batches: status machine, outputs, waste, overflow, close', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let cat: Catalogue;
  let theirs: Catalogue;
  let day = 0;
  /** A fresh batch on its own day (the branch allows one live batch per day). */
  const fresh = async (status: BatchStatus = BatchStatus.Draft, overrides: Record<string, unknown> = {}) => {
    day += 1;
    const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
    const id = await createBatch(app, tenant.owner.token, cat, date, overrides);
    await moveTo(app, tenant.owner.token, id, ...PATH_TO[status]);
    return id;
  };
  const put = (path: string, body: unknown) => app.request('PUT', path, { token: tenant.owner.token, body });
  const post = (path: string, body?: unknown) => app.request('POST', path, { token: tenant.owner.token, body });

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    cat = await createCatalogue(app, tenant.owner.token);
    theirs = await createCatalogue(app, other.owner.token);
  });
  afterAll(() => app.close());

  describe('PUT status', () => {
    const edges = BATCH_STATUSES.flatMap((from) => BATCH_STATUSES.map((to) => [from, to] as [BatchStatus, BatchStatus]));

    it.each(edges.filter(([from, to]) => BATCH_TRANSITIONS[from].includes(to)))('moves %s → %s', async (from, to) => {
      const id = await fresh(from);
      const res = await put(`${BATCHES}/${id}/status`, { status: to });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(to);
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=batch&EntityId=${id}`, { token: tenant.owner.token });
      expect(trail.body.data.items[0]).toMatchObject({ action: to === BatchStatus.Closed ? 'closed' : 'status-changed', changes: { status: { from, to } } });
    });

    it.each(edges.filter(([from, to]) => !BATCH_TRANSITIONS[from].includes(to)))('refuses %s → %s with 409 and changes nothing', async (from, to) => {
      const id = await fresh(from);
      const res = await put(`${BATCHES}/${id}/status`, { status: to });
      expect(res.status).toBe(409);
      expect(res.body.errors).toEqual({ code: ['Conflict'] });
      const read = await app.request('GET', `${BATCHES}/${id}`, { token: tenant.owner.token });
      expect(read.body.data.status).toBe(from);
    });

    it('answers 422 for an unknown status and keeps the cancel reason in the audit trail', async () => {
      const id = await fresh();
      const res = await put(`${BATCHES}/${id}/status`, { status: 'Finished' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ status: ['must be one of: Draft, InProduction, Completed, Closed, Cancelled'] });
      await put(`${BATCHES}/${id}/status`, { status: BatchStatus.Cancelled, reason: 'Gas cut' });
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=batch&EntityId=${id}`, { token: tenant.owner.token });
      expect(trail.body.data.items[0]).toMatchObject({ action: 'status-changed', reason: 'Gas cut' });
    });
  });

  describe('close', () => {
    it('closes from InProduction or Completed, freezes costs and emits status-changed then closed', async () => {
      const id = await fresh(BatchStatus.Completed);
      const res = await post(`${BATCHES}/${id}/close`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: BatchStatus.Closed, closedBy: tenant.owner.userId, closedAt: NOW.toISOString() });
      expect(res.body.data.figures).toMatchObject({ costBasis: 'ClosedSnapshot', inputCostIqd: 156_500 });
      const fromProduction = await post(`${BATCHES}/${await fresh(BatchStatus.InProduction)}/close`);
      expect(fromProduction.body.data.status).toBe(BatchStatus.Closed);

      // a later change of the chicken's standard cost does not move the closed batch's figures
      await put(`${C}/catalog/inventory-items/${cat.chicken}`, { name: 'Whole chicken', unit: 'Piece', kind: 'Chicken', standardCostIqd: 7000 });
      const read = await app.request('GET', `${BATCHES}/${id}`, { token: tenant.owner.token });
      expect(read.body.data.figures.inputCostIqd).toBe(156_500);
      const open = await app.request('GET', `${BATCHES}/${await fresh()}`, { token: tenant.owner.token });
      expect(open.body.data.figures).toMatchObject({ costBasis: 'Standard', inputCostIqd: 166_500 });
      await put(`${C}/catalog/inventory-items/${cat.chicken}`, { name: 'Whole chicken', unit: 'Piece', kind: 'Chicken', standardCostIqd: 6000 });

      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual([
        'production.batch.created',
        'production.batch.status-changed',
        'production.batch.status-changed',
        // Closing moves the batch's inputs out of stock in the same transaction (docs/inventory.md).
        'inventory.movements.posted',
        'production.batch.status-changed',
        'production.batch.closed',
      ]);
      expect(events[5].data).toMatchObject({ status: BatchStatus.Closed, inputCostIqd: 156_500 });
    });

    it('refuses to close a Draft, Cancelled or already closed batch (409)', async () => {
      for (const status of [BatchStatus.Draft, BatchStatus.Cancelled, BatchStatus.Closed] as const) {
        const res = await post(`${BATCHES}/${await fresh(status)}/close`);
        expect([status, res.status]).toEqual([status, 409]);
      }
    });

    it('refuses every change to a closed batch with 409 and keeps it as it was', async () => {
      const id = await fresh(BatchStatus.InProduction);
      const output = await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 10, shareIqd: 1000 });
      await post(`${BATCHES}/${id}/close`);
      const attempts: Array<[string, string, unknown]> = [
        ['PUT', `${BATCHES}/${id}`, { cookedRiceMultiplier: 2 }],
        ['PUT', `${BATCHES}/${id}/overflow`, { allowDirectRiceOverflow: true }],
        ['PUT', `${BATCHES}/${id}/status`, { status: BatchStatus.InProduction }],
        ['POST', `${BATCHES}/${id}/close`, undefined],
        ['POST', `${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 1 }],
        ['DELETE', `${BATCHES}/${id}/outputs/${output.body.data.id}`, { reason: 'x' }],
        ['POST', `${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 1, kind: 'Spoiled' }],
        ['DELETE', `${BATCHES}/${id}`, { reason: 'x' }],
      ];
      for (const [method, path, body] of attempts) {
        const res = await app.request(method, path, { token: tenant.owner.token, body });
        expect([method, path, res.status, res.body.errors]).toEqual([method, path, 409, { code: ['Conflict'] }]);
      }
      const read = await app.request('GET', `${BATCHES}/${id}`, { token: tenant.owner.token });
      expect(read.body.data).toMatchObject({
        status: BatchStatus.Closed,
        cookedRiceMultiplier: 2.37,
        allowDirectRiceOverflow: false,
        deletedAt: null,
        waste: [],
      });
      expect(read.body.data.outputs).toHaveLength(1);
    });

    it('refuses changing the unit of an item an open batch uses (409), allows it once the batch is cancelled', async () => {
      const oil = (await post(`${C}/catalog/inventory-items`, { name: 'Ghee', unit: 'Kg', kind: 'Ingredient', standardCostIqd: 9000 })).body.data.id;
      const id = await fresh(BatchStatus.Draft, { extras: [{ inventoryItemId: oil, quantity: 1, unit: 'Kg' }] });
      const change = { name: 'Ghee', unit: 'L', kind: 'Ingredient', standardCostIqd: 9000 };
      const refused = await put(`${C}/catalog/inventory-items/${oil}`, change);
      expect(refused.status).toBe(409);
      const price = await put(`${C}/catalog/inventory-items/${oil}`, { ...change, unit: 'Kg', standardCostIqd: 9500 });
      expect(price.status).toBe(200);
      await moveTo(app, tenant.owner.token, id, BatchStatus.Cancelled);
      expect((await put(`${C}/catalog/inventory-items/${oil}`, change)).status).toBe(200);
    });
  });

  describe('PUT rice parameters and overflow', () => {
    it('changes rice parameters while open and recomputes the figures', async () => {
      const id = await fresh(BatchStatus.InProduction);
      const res = await put(`${BATCHES}/${id}`, { cookedRiceMultiplier: 2.5, riceRoundingMethod: 'Down', reservedRiceDirectSaleKg: 10 });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ cookedRiceMultiplier: 2.5, riceRoundingMethod: 'Down', reservedRiceDirectSaleKg: 10 });
      expect(res.body.data.figures).toMatchObject({ cookedRiceKg: 50, riceAvailableForPortionsKg: 40 });
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=batch&EntityId=${id}`, { token: tenant.owner.token });
      expect(trail.body.data.items[0]).toMatchObject({ action: 'updated', changes: { cookedRiceMultiplier: { from: 2.37, to: 2.5 } } });
    });

    it('answers 422 per field and for a reservation above the new cooked rice', async () => {
      const id = await fresh();
      const bad = await put(`${BATCHES}/${id}`, { cookedRiceMultiplier: 9, reservedRiceDirectSaleKg: -1 });
      expect(bad.body.errors).toEqual({
        cookedRiceMultiplier: ['must be between 1 and 4'],
        reservedRiceDirectSaleKg: ['must be 0 or more'],
      });
      const rounding = await put(`${BATCHES}/${id}`, { riceRoundingMethod: 'ceil' });
      expect(rounding.body.errors).toEqual({ riceRoundingMethod: ['must be one of: None, Nearest, Up, Down'] });
      const over = await put(`${BATCHES}/${id}`, { cookedRiceMultiplier: 1, reservedRiceDirectSaleKg: 20.001 });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ reservedRiceDirectSaleKg: ['must not exceed the cooked rice (20 kg)'] });
      const unknown = await put(`${BATCHES}/${id}`, { rawRiceKg: 5 });
      expect(unknown.body.errors).toEqual({ rawRiceKg: ['is not a known field'] });
    });

    it('sets allowDirectRiceOverflow, audits and emits updated', async () => {
      const id = await fresh();
      const res = await put(`${BATCHES}/${id}/overflow`, { allowDirectRiceOverflow: true });
      expect(res.status).toBe(200);
      expect(res.body.data.allowDirectRiceOverflow).toBe(true);
      const missing = await put(`${BATCHES}/${id}/overflow`, {});
      expect(missing.body.errors).toEqual({ allowDirectRiceOverflow: ['is required'] });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual(['production.batch.created', 'production.batch.updated']);
    });
  });

  describe('outputs', () => {
    it('adds outputs only while in production or completed, and totals them in the figures', async () => {
      const draft = await fresh();
      const early = await post(`${BATCHES}/${draft}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 1 });
      expect(early.status).toBe(409);

      const id = await fresh(BatchStatus.InProduction);
      const first = await post(`${BATCHES}/${id}/outputs`, {
        inventoryItemId: cat.riceBox,
        outputQty: 40.5,
        shareIqd: 100_000,
        allocationWeight: 3,
        expiresAt: '2024-12-31T09:59:00Z',
      });
      expect(first.status).toBe(422);
      expect(first.body.errors.expiresAt[0]).toMatch(/must not be before the batch business day/);
      const a = await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 40.5, shareIqd: 100_000, allocationWeight: 3 });
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({
        batchId: id,
        outputQty: 40.5,
        shareIqd: 100_000,
        allocationWeight: 3,
        expiresAt: null,
        inventoryItem: { name: 'Rice box' },
      });
      expect(a.body.data.batch.figures).toMatchObject({ outputCount: 1, totalShareIqd: 100_000 });
      const b = await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.chicken, outputQty: 20.25, shareIqd: 50_000 });
      expect(b.body.data.allocationWeight).toBe(1);
      const read = await app.request('GET', `${BATCHES}/${id}`, { token: tenant.owner.token });
      expect(read.body.data.figures).toMatchObject({
        outputCount: 2,
        totalOutputQty: 60.75,
        totalShareIqd: 150_000,
        totalAllocationWeight: 4,
        unallocatedCostIqd: 6_500,
      });
      expect(read.body.data.figures.outputShares).toEqual([
        { outputId: a.body.data.id, inventoryItemId: cat.riceBox, allocationShare: 0.75, allocatedCostIqd: 117_375, shareOfInputCost: 0.639 },
        { outputId: b.body.data.id, inventoryItemId: cat.chicken, allocationShare: 0.25, allocatedCostIqd: 39_125, shareOfInputCost: 0.3195 },
      ]);
    });

    it('refuses shares above the batch input cost and bad fields with 422', async () => {
      const id = await fresh(BatchStatus.Completed);
      await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 1, shareIqd: 150_000 });
      const over = await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 1, shareIqd: 6_501 });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ shareIqd: ["would bring the outputs' shares to 156501 IQD, above the batch input cost of 156500 IQD"] });
      expect((await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 1, shareIqd: 6_500 })).status).toBe(200);
      const bad = await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: theirs.riceBox, outputQty: 0, shareIqd: -1, allocationWeight: -2 });
      expect(bad.body.errors).toEqual({ outputQty: ['must be more than 0'], shareIqd: ['must be 0 or more'], allocationWeight: ['must be 0 or more'] });
      const foreign = await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: theirs.riceBox, outputQty: 1 });
      expect(foreign.body.errors).toEqual({ inventoryItemId: ['does not refer to an inventory item of this organisation'] });
    });

    it('removes an output softly with a reason, frees its share and emits output-removed', async () => {
      const id = await fresh(BatchStatus.InProduction);
      const out = await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 5, shareIqd: 156_500 });
      const del = await app.request('DELETE', `${BATCHES}/${id}/outputs/${out.body.data.id}`, { token: tenant.owner.token, body: { reason: 'Entered twice' } });
      expect(del.status).toBe(200);
      expect(del.body.data).toMatchObject({ deleteReason: 'Entered twice', deletedAt: expect.any(String) });
      const again = await app.request('DELETE', `${BATCHES}/${id}/outputs/${out.body.data.id}`, { token: tenant.owner.token });
      expect(again.status).toBe(404);
      const otherBatch = await fresh(BatchStatus.InProduction);
      const wrongBatch = await app.request('DELETE', `${BATCHES}/${otherBatch}/outputs/${out.body.data.id}`, { token: tenant.owner.token });
      expect(wrongBatch.status).toBe(404);
      const read = await app.request('GET', `${BATCHES}/${id}`, { token: tenant.owner.token });
      expect(read.body.data.outputs).toEqual([]);
      expect(read.body.data.figures.totalShareIqd).toBe(0);
      expect((await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty: 5, shareIqd: 156_500 })).status).toBe(200);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: out.body.data.id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual(['production.batch.output-added', 'production.batch.output-removed']);
    });

    it('orders outputs by OutputSort/OutputDir, output_sort/output_dir and Sort/Dir', async () => {
      const id = await fresh(BatchStatus.InProduction);
      const add = async (outputQty: number, shareIqd: number, allocationWeight: number, expiresAt: string | null) =>
        (await post(`${BATCHES}/${id}/outputs`, { inventoryItemId: cat.riceBox, outputQty, shareIqd, allocationWeight, expiresAt })).body.data.id;
      const a = await add(5, 300, 1, null);
      const b = await add(10, 100, 3, '2026-12-31T20:00:00Z');
      const c = await add(7, 200, 2, '2026-06-01T18:00:00Z');
      const order = async (query: string) => {
        const res = await app.request('GET', `${BATCHES}/${id}${query}`, { token: tenant.owner.token });
        expect(res.status).toBe(200);
        return res.body.data.outputs.map((o: { id: string }) => o.id);
      };
      expect(await order('')).toEqual([a, b, c]);
      expect(await order('?OutputSort=outputQty&OutputDir=desc')).toEqual([b, c, a]);
      expect(await order('?output_sort=shareIqd&output_dir=asc')).toEqual([b, c, a]);
      expect(await order('?Sort=allocationWeight&Dir=desc')).toEqual([b, c, a]);
      expect(await order('?OutputSort=expiresAt')).toEqual([c, b, a]);
      expect(await order('?OutputSort=createdAt&OutputDir=DESC')).toEqual([c, b, a]);
      const bad = await app.request('GET', `${BATCHES}/${id}?OutputSort=secret`, { token: tenant.owner.token });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ outputSort: ['must be one of: createdAt, outputQty, shareIqd, allocationWeight, expiresAt'] });
      const badDir = await app.request('GET', `${BATCHES}/${id}?OutputDir=sideways`, { token: tenant.owner.token });
      expect(badDir.status).toBe(422);
      expect(Object.keys(badDir.body.errors)).toEqual(['outputDir']);
      const gql = await app.graphql(
        `query($id: UUID!) { batch(id: $id, outputSort: "outputQty", outputDir: Asc) { outputs { id } } }`,
        { id },
        { token: tenant.owner.token },
      );
      expect(gql.body.data.batch.outputs.map((o: { id: string }) => o.id)).toEqual([a, c, b]);
    });
  });

  describe('waste', () => {
    it('records waste by kind and capacity type and sums it in the figures', async () => {
      const id = await fresh(BatchStatus.Completed);
      const one = await post(`${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 3, kind: 'Overproduction', reason: 'Quiet evening' });
      expect(one.status).toBe(200);
      expect(one.body.data).toMatchObject({ batchId: id, units: 3, kind: 'Overproduction', reason: 'Quiet evening', capacityType: { name: 'Box' } });
      await post(`${BATCHES}/${id}/waste`, { capacityTypeId: cat.plate, units: 2, kind: 'Dropped' });
      await post(`${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 1, kind: 'Dropped' });
      const read = await app.request('GET', `${BATCHES}/${id}`, { token: tenant.owner.token });
      expect(read.body.data.waste).toHaveLength(3);
      expect(read.body.data.figures).toMatchObject({
        wasteUnitsTotal: 6,
        wasteByKind: [
          { kind: 'Overproduction', units: 3 },
          { kind: 'Dropped', units: 3 },
        ],
        wasteByCapacityType: [
          { capacityTypeId: cat.box, units: 4 },
          { capacityTypeId: cat.plate, units: 2 },
        ],
        wasteByKindAndCapacityType: [
          { kind: 'Overproduction', capacityTypeId: cat.box, units: 3 },
          { kind: 'Dropped', capacityTypeId: cat.plate, units: 2 },
          { kind: 'Dropped', capacityTypeId: cat.box, units: 1 },
        ],
      });
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: one.body.data.id } });
      expect(events.map((e) => e.type)).toEqual(['production.batch.waste-recorded']);
    });

    it("answers 422 per field, requires a reason for Other and refuses another organisation's capacity type", async () => {
      const id = await fresh(BatchStatus.InProduction);
      const bad = await post(`${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 0, kind: 'Eaten' });
      expect(bad.body.errors).toEqual({ kind: ['must be one of: Overproduction, Spoiled, Burnt, Dropped, Returned, Other'] });
      const none = await post(`${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 0, kind: 'Spoiled' });
      expect(none.body.errors).toEqual({ units: ['must be 1 or more'] });
      const other = await post(`${BATCHES}/${id}/waste`, { capacityTypeId: cat.box, units: 1, kind: 'Other' });
      expect(other.body.errors).toEqual({ reason: ['is required when kind is Other'] });
      const foreign = await post(`${BATCHES}/${id}/waste`, { capacityTypeId: theirs.box, units: 1, kind: 'Spoiled' });
      expect(foreign.body.errors).toEqual({ capacityTypeId: ['does not refer to a capacity type of this organisation'] });
      const draft = await post(`${BATCHES}/${await fresh()}/waste`, { capacityTypeId: cat.box, units: 1, kind: 'Spoiled' });
      expect(draft.status).toBe(409);
    });
  });
});
