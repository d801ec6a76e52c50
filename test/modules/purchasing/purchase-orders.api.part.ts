import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import { createKey } from '../developers/api-keys.support';
import {
  C,
  createInvoice,
  createItem,
  createOrder,
  createStock,
  createSupplier,
  INVOICES,
  NOW,
  ORDERS,
  pendingRequestOf,
  REQUESTS,
  setSettings,
  type Stock,
  submitOrder,
} from './purchasing-helpers';

describe('Purchase orders and their approvals (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let manager: TestMember;
  let accountant: TestMember;
  let stock: Stock;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    manager = await tenant.member('Manager');
    accountant = await tenant.member('Accountant');
    stock = await createStock(app, owner);
    // Approval is off by default; these tenants turn it on for every document above 0 IQD.
    await setSettings(app, owner, { approvalThresholdIqd: 0 });
    await setSettings(app, other.owner.token, { approvalThresholdIqd: 0 });
  });
  afterAll(() => app.close());

  const apply = (id: string, approvalRequestId: string, token: string, note?: string) =>
    app.request('POST', `${ORDERS}/${id}/apply-approval`, { token, body: { approvalRequestId, note } });
  const revert = (id: string, approvalRequestId: string, token: string, note?: string) =>
    app.request('POST', `${ORDERS}/${id}/revert-approval`, { token, body: { approvalRequestId, note } });
  const action = (id: string, name: string, token = owner, body: Record<string, unknown> = {}) =>
    app.request('POST', `${ORDERS}/${id}/${name}`, { token, body });

  describe('lines and totals', () => {
    it('computes line totals half away from zero to 1 IQD and the total as their exact sum', async () => {
      const res = await app.request('POST', ORDERS, {
        token: owner,
        body: {
          supplierId: stock.supplierId,
          expectedDate: '2026-03-12',
          notes: 'Weekly order',
          lines: [
            { inventoryItemId: stock.itemA, quantity: 2.5, unitPriceIqd: 1001 },
            { inventoryItemId: stock.itemB, quantity: 0.333, unitPriceIqd: 1500 },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        status: 'Draft',
        branchId: tenant.branchId,
        expectedDate: '2026-03-12',
        totalIqd: 3003,
        supplier: { id: stock.supplierId },
        lines: [
          { inventoryItemId: stock.itemA, quantity: 2.5, unitPriceIqd: 1001, lineTotalIqd: 2503 },
          { inventoryItemId: stock.itemB, quantity: 0.333, unitPriceIqd: 1500, lineTotalIqd: 500 },
        ],
        approvalRequests: [],
      });
    });

    it('keeps totals beyond 32 bits exact (int64 IQD) and refuses a total past 2^53 − 1 with 422 on lines', async () => {
      const big = await app.request('POST', ORDERS, {
        token: owner,
        body: { supplierId: stock.supplierId, lines: [{ inventoryItemId: stock.itemA, quantity: 999_999.999, unitPriceIqd: 999_999_999 }] },
      });
      expect(big.status).toBe(200);
      expect(big.body.data.totalIqd).toBe(999_999_998_000_000); // 999999.999 × 999999999 = 999999998000000.001 → 999999998000000
      const items = await Promise.all(Array.from({ length: 10 }, () => createItem(app, owner)));
      const over = await app.request('POST', ORDERS, {
        token: owner,
        body: { supplierId: stock.supplierId, lines: items.map((inventoryItemId) => ({ inventoryItemId, quantity: 1_000_000, unitPriceIqd: 1_000_000_000 })) },
      });
      expect(over.status).toBe(422);
      expect(over.body.errors).toEqual({ lines: ['the total must be at most 9007199254740991 IQD'] });
    });

    it('answers 422 with field names for invalid bodies', async () => {
      const bad = await app.request('POST', ORDERS, {
        token: owner,
        body: {
          supplierId: stock.supplierId,
          lines: [
            { inventoryItemId: stock.itemA, quantity: 1.2345, unitPriceIqd: -1 },
            { inventoryItemId: stock.itemB, quantity: 0, unitPriceIqd: 5 },
          ],
        },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({
        'lines[0].quantity': ['must have at most 3 decimal places'],
        'lines[0].unitPriceIqd': ['must be 0 or more'],
        'lines[1].quantity': ['must be more than 0'],
      });
      const empty = await app.request('POST', ORDERS, { token: owner, body: { supplierId: stock.supplierId, lines: [] } });
      expect(empty.body.errors).toEqual({ lines: ['must have at least one line'] });
      const missing = await app.request('POST', ORDERS, { token: owner, body: { lines: [] } });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors)).toContain('supplierId');
      const twice = await app.request('POST', ORDERS, {
        token: owner,
        body: {
          supplierId: stock.supplierId,
          lines: [
            { inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 },
            { inventoryItemId: stock.itemA, quantity: 2, unitPriceIqd: 1 },
          ],
        },
      });
      expect(twice.body.errors).toEqual({ 'lines[1].inventoryItemId': ['is listed twice'] });
      const past = await app.request('POST', ORDERS, {
        token: owner,
        body: { supplierId: stock.supplierId, expectedDate: '2026-03-09', lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }] },
      });
      expect(past.body.errors).toEqual({ expectedDate: ["must not be before today's business date (2026-03-10)"] });
    });

    it("refuses another organisation's supplier and item with 422 on the field, and an inactive supplier", async () => {
      const theirs = await createStock(app, other.owner.token);
      const res = await app.request('POST', ORDERS, {
        token: owner,
        body: { supplierId: theirs.supplierId, lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }] },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ supplierId: ['does not refer to a supplier of this organisation'] });
      const item = await app.request('POST', ORDERS, {
        token: owner,
        body: { supplierId: stock.supplierId, lines: [{ inventoryItemId: theirs.itemA, quantity: 1, unitPriceIqd: 1 }] },
      });
      expect(item.body.errors).toEqual({ 'lines[0].inventoryItemId': ['does not refer to an inventory item of this organisation'] });
      const inactive = await createSupplier(app, owner);
      await app.request('POST', `${C}/purchasing/suppliers/${inactive}/deactivate`, { token: owner, body: {} });
      const refused = await app.request('POST', ORDERS, {
        token: owner,
        body: { supplierId: inactive, lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }] },
      });
      expect(refused.body.errors).toEqual({ supplierId: ['refers to an inactive supplier'] });
    });

    it('changes only Draft orders and recomputes the total', async () => {
      const order = await createOrder(app, owner, stock, 1000);
      const updated = await app.request('PUT', `${ORDERS}/${order.id}`, {
        token: owner,
        body: { lines: [{ inventoryItemId: stock.itemB, quantity: 3, unitPriceIqd: 7 }], notes: 'Changed' },
      });
      expect(updated.body.data).toMatchObject({ totalIqd: 21, notes: 'Changed', lines: [{ inventoryItemId: stock.itemB, lineTotalIqd: 21 }] });
      const nullLines = await app.request('PUT', `${ORDERS}/${order.id}`, { token: owner, body: { lines: null } });
      expect(nullLines.status).toBe(422);
      await submitOrder(app, owner, order.id);
      const refused = await app.request('PUT', `${ORDERS}/${order.id}`, { token: owner, body: { notes: 'Again' } });
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual({ code: ['Conflict'] });
    });
  });

  describe('approval: submit, apply, revert, apply again', () => {
    it('walks Draft → PendingApproval → Approved → (revert) PendingApproval → Approved → Received with history, audit and events', async () => {
      const order = await createOrder(app, owner, stock, 750_000);
      const submitted = await submitOrder(app, owner, order.id);
      expect(submitted).toMatchObject({ status: 'PendingApproval', submittedBy: tenant.owner.userId });
      const first = await pendingRequestOf(app, owner, order.id);
      expect(first).toMatchObject({
        targetKind: 'PurchaseOrder',
        targetId: order.id,
        amountIqd: 750_000,
        status: 'Pending',
        requestedBy: tenant.owner.userId,
        reason: 'Total 750000 IQD is above the approval threshold of 0 IQD.',
      });
      expect((await action(order.id, 'receive')).status).toBe(409);
      expect((await action(order.id, 'submit')).status).toBe(409);

      const applied = await apply(order.id, first.id, manager.token, 'Prices checked');
      expect(applied.status).toBe(200);
      expect(applied.body.data).toMatchObject({ status: 'Approved', approvedBy: manager.userId });
      const twice = await apply(order.id, first.id, manager.token);
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe('The approval request is Applied; only a Pending request can be applied.');
      expect((await action(order.id, 'reopen')).status).toBe(409);

      const reverted = await revert(order.id, first.id, accountant.token, 'Wrong prices');
      expect(reverted.status).toBe(200);
      expect(reverted.body.data).toMatchObject({ status: 'PendingApproval', approvedBy: null, approvedAt: null, lastNote: 'Wrong prices' });
      expect((await revert(order.id, first.id, accountant.token)).status).toBe(409);
      const second = await pendingRequestOf(app, owner, order.id);
      expect(second).toMatchObject({ previousRequestId: first.id, requestedBy: tenant.owner.userId, amountIqd: 750_000, status: 'Pending' });
      expect((await apply(order.id, first.id, manager.token)).status).toBe(409);

      const again = await apply(order.id, second.id, accountant.token, 'Fixed');
      expect(again.body.data).toMatchObject({ status: 'Approved', approvedBy: accountant.userId });
      const received = await action(order.id, 'receive', owner, { note: 'All boxes in' });
      expect(received.body.data).toMatchObject({ status: 'Received', receivedBy: tenant.owner.userId });
      const late = await revert(order.id, second.id, manager.token);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('The purchase order has been received; its approval can no longer be reverted.');
      expect((await action(order.id, 'cancel')).status).toBe(409);

      const firstNow = await app.request('GET', `${REQUESTS}/${first.id}`, { token: owner });
      expect(firstNow.body.data.status).toBe('Reverted');
      expect(firstNow.body.data.history.map((h: any) => [h.action, h.by, h.note])).toEqual([
        ['Requested', tenant.owner.userId, null],
        ['Applied', manager.userId, 'Prices checked'],
        ['Reverted', accountant.userId, 'Wrong prices'],
      ]);
      const secondNow = await app.request('GET', `${REQUESTS}/${second.id}`, { token: owner });
      expect(secondNow.body.data.history.map((h: any) => h.action)).toEqual(['Requested', 'Applied']);

      const trail = await app.request('GET', `${C}/audit-trail?EntityType=purchase-order&EntityId=${order.id}`, { token: owner });
      expect(trail.body.data.items.map((e: any) => e.action)).toEqual(['received', 'approved', 'approval-reverted', 'approved', 'submitted', 'created']);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: order.id }, order: { occurredAt: 'ASC' } });
      const types = events.map((e) => e.type);
      expect(types.slice(0, 5)).toEqual([
        'purchasing.purchase-order.created',
        'purchasing.purchase-order.submitted',
        'purchasing.purchase-order.approved',
        'purchasing.purchase-order.approval-reverted',
        'purchasing.purchase-order.approved',
      ]);
      // Receiving moves the stock in the same transaction: one inventory event beside the order's own,
      // at the same instant (so in no fixed order between the two).
      expect(types.slice(5).sort()).toEqual(['inventory.movements.posted', 'purchasing.purchase-order.received']);
      const requestEvents = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: first.id }, order: { occurredAt: 'ASC' } });
      expect(requestEvents.map((e) => e.type)).toEqual([
        'purchasing.approval-request.requested',
        'purchasing.approval-request.applied',
        'purchasing.approval-request.reverted',
      ]);
    });

    it('refuses self-approval with 403 and changes nothing', async () => {
      const order = await createOrder(app, manager.token, stock);
      await submitOrder(app, manager.token, order.id);
      const request = await pendingRequestOf(app, owner, order.id);
      const self = await apply(order.id, request.id, manager.token);
      expect(self.status).toBe(403);
      expect(self.body.errors).toEqual({ code: ['Forbidden'] });
      expect((await app.request('GET', `${ORDERS}/${order.id}`, { token: owner })).body.data.status).toBe('PendingApproval');
      expect((await app.request('GET', `${REQUESTS}/${request.id}`, { token: owner })).body.data.status).toBe('Pending');
      expect((await apply(order.id, request.id, owner)).status).toBe(200);
    });

    it("answers 409 for a request of another order and 404 for another organisation's order or request", async () => {
      const a = await createOrder(app, owner, stock);
      const b = await createOrder(app, owner, stock);
      await submitOrder(app, owner, a.id);
      await submitOrder(app, owner, b.id);
      const requestA = await pendingRequestOf(app, owner, a.id);
      const mismatch = await apply(b.id, requestA.id, manager.token);
      expect(mismatch.status).toBe(409);
      expect(mismatch.body.message).toBe('The approval request does not belong to this purchase order.');

      const theirStock = await createStock(app, other.owner.token);
      const theirs = await createOrder(app, other.owner.token, theirStock);
      await submitOrder(app, other.owner.token, theirs.id);
      const theirRequest = await pendingRequestOf(app, other.owner.token, theirs.id);
      expect((await apply(theirs.id, theirRequest.id, manager.token)).status).toBe(404);
      expect((await apply(a.id, theirRequest.id, manager.token)).status).toBe(404);
      expect((await revert(theirs.id, theirRequest.id, manager.token)).status).toBe(404);
      for (const path of [`${ORDERS}/${theirs.id}`, `${REQUESTS}/${theirRequest.id}`]) {
        expect((await app.request('GET', path, { token: owner })).status).toBe(404);
      }
      for (const name of ['submit', 'receive', 'reopen', 'cancel']) expect((await action(theirs.id, name)).status).toBe(404);
      expect((await app.request('PUT', `${ORDERS}/${theirs.id}`, { token: owner, body: { notes: 'x' } })).status).toBe(404);
      expect((await app.request('POST', `${REQUESTS}/${theirRequest.id}/reject`, { token: owner, body: { note: 'No' } })).status).toBe(404);
      expect((await app.request('GET', `${ORDERS}/${theirs.id}`, { token: other.owner.token })).body.data.status).toBe('PendingApproval');
      expect((await app.request('GET', `${REQUESTS}/${theirRequest.id}`, { token: other.owner.token })).body.data.status).toBe('Pending');
      expect((await app.request('GET', `${ORDERS}/00000000-0000-4000-8000-000000000000`, { token: owner })).status).toBe(404);
    });

    it('keeps orders to their branch: another branch of the organisation answers 404', async () => {
      const order = await createOrder(app, owner, stock);
      const second = await tenant.addBranch();
      const elsewhere = await tenant.tokenFor(tenant.owner, second);
      expect((await app.request('GET', `${ORDERS}/${order.id}`, { token: elsewhere })).status).toBe(404);
      const list = await app.request('GET', ORDERS, { token: elsewhere });
      expect(list.body.data.total).toBe(0);
    });

    it('approves at once (audited) at or below the threshold and asks for approval above it', async () => {
      const t = await createTenant(app.runtime);
      const s = await createStock(app, t.owner.token);
      await setSettings(app, t.owner.token, { approvalThresholdIqd: 1_000_000 });
      const at = await createOrder(app, t.owner.token, s, 1_000_000);
      const approved = await submitOrder(app, t.owner.token, at.id);
      expect(approved).toMatchObject({ status: 'Approved', approvedBy: null, approvalRequests: [] });
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=purchase-order&EntityId=${at.id}`, { token: t.owner.token });
      expect(trail.body.data.items[0]).toMatchObject({
        action: 'approved',
        changes: { status: { from: 'Draft', to: 'Approved' }, automatic: true, approvalThresholdIqd: 1_000_000 },
      });
      const above = await createOrder(app, t.owner.token, s, 1_000_001);
      expect((await submitOrder(app, t.owner.token, above.id)).status).toBe('PendingApproval');
      const request = await pendingRequestOf(app, t.owner.token, above.id);
      expect(request.reason).toBe('Total 1000001 IQD is above the approval threshold of 1000000 IQD.');
    });

    it('reopens a waiting order to Draft (request Withdrawn), and rejection returns it to Draft for resubmission', async () => {
      const order = await createOrder(app, owner, stock);
      expect((await action(order.id, 'reopen')).status).toBe(409);
      await submitOrder(app, owner, order.id);
      const first = await pendingRequestOf(app, owner, order.id);
      const reopened = await action(order.id, 'reopen', owner, { note: 'Add cream' });
      expect(reopened.body.data).toMatchObject({ status: 'Draft', submittedAt: null });
      expect((await app.request('GET', `${REQUESTS}/${first.id}`, { token: owner })).body.data.status).toBe('Withdrawn');
      expect((await apply(order.id, first.id, manager.token)).status).toBe(409);

      await submitOrder(app, owner, order.id);
      const second = await pendingRequestOf(app, owner, order.id);
      const noNote = await app.request('POST', `${REQUESTS}/${second.id}/reject`, { token: manager.token, body: { note: '  ' } });
      expect(noNote.status).toBe(422);
      expect(noNote.body.errors).toEqual({ note: ['is required'] });
      const rejected = await app.request('POST', `${REQUESTS}/${second.id}/reject`, { token: manager.token, body: { note: 'Too expensive' } });
      expect(rejected.body.data).toMatchObject({
        status: 'Rejected',
        history: [{ action: 'Requested' }, { action: 'Rejected', note: 'Too expensive', by: manager.userId }],
      });
      expect((await app.request('GET', `${ORDERS}/${order.id}`, { token: owner })).body.data.status).toBe('Draft');
      expect((await app.request('POST', `${REQUESTS}/${second.id}/reject`, { token: manager.token, body: { note: 'again' } })).status).toBe(409);
      await submitOrder(app, owner, order.id);
      const third = await pendingRequestOf(app, owner, order.id);
      expect(third.id).not.toBe(second.id);
    });

    it('cancels Draft, waiting and Approved orders but not once an invoice bills them', async () => {
      const draft = await createOrder(app, owner, stock);
      expect((await action(draft.id, 'cancel', owner, { note: 'Not needed' })).body.data).toMatchObject({ status: 'Cancelled', lastNote: 'Not needed' });
      expect((await action(draft.id, 'submit')).status).toBe(409);
      const waiting = await createOrder(app, owner, stock);
      await submitOrder(app, owner, waiting.id);
      const request = await pendingRequestOf(app, owner, waiting.id);
      expect((await action(waiting.id, 'cancel')).body.data.status).toBe('Cancelled');
      expect((await app.request('GET', `${REQUESTS}/${request.id}`, { token: owner })).body.data.status).toBe('Withdrawn');

      const billed = await createOrder(app, owner, stock, 100_000);
      await submitOrder(app, owner, billed.id);
      await apply(billed.id, (await pendingRequestOf(app, owner, billed.id)).id, manager.token);
      await createInvoice(app, owner, stock, 100_000, { purchaseOrderId: billed.id });
      const refused = await action(billed.id, 'cancel');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('The purchase order is billed by an invoice; cancel or reject the invoice first.');
    });

    it('refuses to revert once an approved invoice bills the order', async () => {
      const order = await createOrder(app, owner, stock, 200_000);
      await submitOrder(app, owner, order.id);
      const request = await pendingRequestOf(app, owner, order.id);
      await apply(order.id, request.id, manager.token);
      const invoice = await createInvoice(app, owner, stock, 200_000, { purchaseOrderId: order.id });
      await app.request('POST', `${INVOICES}/${invoice.id}/submit`, { token: owner, body: {} });
      const invoiceRequest = await pendingRequestOf(app, owner, invoice.id);
      expect((await app.request('POST', `${INVOICES}/approvals/${invoiceRequest.id}/apply`, { token: manager.token, body: {} })).body.data.status).toBe(
        'Approved',
      );
      const refused = await revert(order.id, request.id, manager.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('The purchase order is billed by an approved invoice; its approval can no longer be reverted.');
      expect((await app.request('GET', `${REQUESTS}/${request.id}`, { token: owner })).body.data.status).toBe('Applied');
    });
  });

  describe('permissions and GraphQL', () => {
    it('refuses staff and hr (403), lets the accountant read and approve but not write', async () => {
      const staff = await tenant.member('Staff');
      const hr = await tenant.member('Hr');
      for (const token of [staff.token, hr.token]) {
        const res = await app.request('GET', ORDERS, { token });
        expect(res.status).toBe(403);
        expect(res.body.errors).toEqual({ code: ['Forbidden'] });
      }
      expect((await app.request('GET', ORDERS, { token: accountant.token })).status).toBe(200);
      const create = await app.request('POST', ORDERS, {
        token: accountant.token,
        body: { supplierId: stock.supplierId, lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }] },
      });
      expect(create.status).toBe(403);
      const order = await createOrder(app, owner, stock);
      await submitOrder(app, owner, order.id);
      const request = await pendingRequestOf(app, owner, order.id);
      expect((await apply(order.id, request.id, staff.token)).status).toBe(403);
      expect((await app.request('POST', `${ORDERS}/${order.id}/reopen`, { token: accountant.token, body: {} })).status).toBe(403);
      const anonymous = await app.request('POST', ORDERS, {
        body: { supplierId: stock.supplierId, lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }] },
      });
      expect(anonymous.status).toBe(401);
    });

    it('lets an API key act on the branch named by X-Branch-Id and refuses apply without purchasing:approve', async () => {
      const writer = (await createKey(app, owner, { scopes: ['purchasing:read', 'purchasing:write'] })).key;
      const headers = { 'x-branch-id': tenant.branchId };
      const created = await app.request('POST', ORDERS, {
        apiKey: writer,
        headers,
        body: { supplierId: stock.supplierId, lines: [{ inventoryItemId: stock.itemA, quantity: 2, unitPriceIqd: 50_000 }] },
      });
      expect(created.status).toBe(200);
      const submitted = await app.request('POST', `${ORDERS}/${created.body.data.id}/submit`, { apiKey: writer, headers, body: {} });
      expect(submitted.body.data.status).toBe('PendingApproval');
      const request = await pendingRequestOf(app, owner, created.body.data.id);
      const refused = await app.request('POST', `${ORDERS}/${created.body.data.id}/apply-approval`, {
        apiKey: writer,
        headers,
        body: { approvalRequestId: request.id },
      });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/purchasing:approve/);
      // The key acts for the owner who created it: the owner cannot apply what the key raised.
      expect((await apply(created.body.data.id, request.id, owner)).status).toBe(403);
      expect((await apply(created.body.data.id, request.id, manager.token)).status).toBe(200);
    });

    it('serves the order, its requests and their history over GraphQL and applies an approval there', async () => {
      const order = await createOrder(app, owner, stock, 321);
      await submitOrder(app, owner, order.id);
      const request = await pendingRequestOf(app, owner, order.id);
      const mutation = `mutation ($id: UUID!, $input: OrderApprovalInput!) {
        applyPurchaseOrderApproval(id: $id, input: $input) { id status totalIqd approvalRequests { id status history { action note by } } }
      }`;
      const res = await app.graphql(mutation, { id: order.id, input: { approvalRequestId: request.id, note: 'ok' } }, { token: manager.token });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.applyPurchaseOrderApproval).toEqual({
        id: order.id,
        status: 'Approved',
        totalIqd: 321,
        approvalRequests: [
          {
            id: request.id,
            status: 'Applied',
            history: [
              { action: 'Requested', note: null, by: tenant.owner.userId },
              { action: 'Applied', note: 'ok', by: manager.userId },
            ],
          },
        ],
      });
      const again = await app.graphql(mutation, { id: order.id, input: { approvalRequestId: request.id } }, { token: manager.token });
      expect(again.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', status: 409 });
      const list = await app.graphql('{ purchaseOrders(filter: {status: Approved}) { total items { id status } } }', {}, { token: owner });
      expect(list.body.data.purchaseOrders.items.every((o: any) => o.status === 'Approved')).toBe(true);
    });

    it('filters lists by Status (case-insensitive) and refuses an unknown status or sort with 422', async () => {
      const res = await app.request('GET', `${ORDERS}?Status=pendingapproval&PerPage=100`, { token: owner });
      expect(res.status).toBe(200);
      expect(res.body.data.items.every((o: any) => o.status === 'PendingApproval')).toBe(true);
      expect((await app.request('GET', `${ORDERS}?Status=Lost`, { token: owner })).status).toBe(422);
      expect((await app.request('GET', `${ORDERS}?Sort=colour`, { token: owner })).body.errors).toEqual({
        sort: ['must be one of: createdAt, expectedDate, totalIqd, status, updatedAt'],
      });
      const requests = await app.request('GET', `${REQUESTS}?TargetKind=PurchaseOrder&Status=Pending`, { token: accountant.token });
      expect(requests.status).toBe(200);
      expect(requests.body.data.items.every((r: any) => r.targetKind === 'PurchaseOrder' && r.status === 'Pending')).toBe(true);
    });
  });
});
