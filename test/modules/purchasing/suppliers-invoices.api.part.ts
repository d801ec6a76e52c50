import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { OutboxEvent } from '../../../src/core/outbox/outbox-event.entity';
import {
  C,
  createInvoice,
  createOrder,
  createStock,
  createSupplier,
  INVOICES,
  NOW,
  ORDERS,
  pendingRequestOf,
  REQUESTS,
  SETTINGS,
  setSettings,
  type Stock,
  submitOrder,
  SUPPLIERS,
} from './purchasing-helpers';

describe('Suppliers, purchase invoices and purchasing settings (REST and GraphQL)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let owner: string;
  let manager: TestMember;
  let accountant: TestMember;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    owner = tenant.owner.token;
    manager = await tenant.member('Manager');
    accountant = await tenant.member('Accountant');
    // Approval is off by default; these tenants turn it on for every document above 0 IQD.
    await setSettings(app, owner, { approvalThresholdIqd: 0 });
    await setSettings(app, other.owner.token, { approvalThresholdIqd: 0 });
  });
  afterAll(() => app.close());

  describe('suppliers', () => {
    it('creates, changes, deactivates and activates a supplier with audit and events', async () => {
      const created = await app.request('POST', SUPPLIERS, {
        token: owner,
        body: { name: ' Baghdad Poultry ', nameAr: 'دواجن بغداد', phone: '+964 770 123 4567', taxNumber: 'TX-1' },
      });
      expect(created.body.data).toMatchObject({ name: 'Baghdad Poultry', nameAr: 'دواجن بغداد', phone: '+964 770 123 4567', taxNumber: 'TX-1', active: true });
      const id = created.body.data.id;
      const updated = await app.request('PUT', `${SUPPLIERS}/${id}`, { token: owner, body: { phone: null, taxNumber: 'TX-2' } });
      expect(updated.body.data).toMatchObject({ name: 'Baghdad Poultry', phone: null, taxNumber: 'TX-2' });
      const off = await app.request('POST', `${SUPPLIERS}/${id}/deactivate`, { token: owner, body: { reason: 'Late deliveries' } });
      expect(off.body.data.active).toBe(false);
      expect((await app.request('POST', `${SUPPLIERS}/${id}/deactivate`, { token: owner, body: {} })).status).toBe(409);
      const inactive = await app.request('GET', `${SUPPLIERS}?Active=false`, { token: owner });
      expect(inactive.body.data.items.map((s: any) => s.id)).toContain(id);
      expect((await app.request('POST', `${SUPPLIERS}/${id}/activate`, { token: owner })).body.data.active).toBe(true);
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=supplier&EntityId=${id}`, { token: owner });
      expect(trail.body.data.items.map((e: any) => e.action)).toEqual(['activated', 'deactivated', 'updated', 'created']);
      expect(trail.body.data.items[1].reason).toBe('Late deliveries');
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual([
        'purchasing.supplier.created',
        'purchasing.supplier.updated',
        'purchasing.supplier.deactivated',
        'purchasing.supplier.activated',
      ]);
    });

    it('answers 422 for invalid fields and 409 for a duplicate name (case-insensitive)', async () => {
      const bad = await app.request('POST', SUPPLIERS, { token: owner, body: { name: '', phone: 'call me' } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ name: ['is required'], phone: ['must be a phone number (digits, spaces, + ( ) -; 5 to 20 characters)'] });
      await createSupplier(app, owner, { name: 'Rice Traders' });
      const dup = await app.request('POST', SUPPLIERS, { token: owner, body: { name: 'RICE traders' } });
      expect(dup.status).toBe(409);
      const id = await createSupplier(app, owner);
      expect((await app.request('PUT', `${SUPPLIERS}/${id}`, { token: owner, body: { name: null } })).body.errors).toEqual({ name: ['is required'] });
    });

    it("answers 404 for another organisation's supplier and changes nothing; staff get 403", async () => {
      const theirs = await createSupplier(app, other.owner.token, { name: 'Theirs' });
      expect((await app.request('GET', `${SUPPLIERS}/${theirs}`, { token: owner })).status).toBe(404);
      expect((await app.request('PUT', `${SUPPLIERS}/${theirs}`, { token: owner, body: { name: 'Mine' } })).status).toBe(404);
      expect((await app.request('POST', `${SUPPLIERS}/${theirs}/deactivate`, { token: owner, body: {} })).status).toBe(404);
      expect((await app.request('GET', `${SUPPLIERS}/${theirs}`, { token: other.owner.token })).body.data).toMatchObject({ name: 'Theirs', active: true });
      const staff = await tenant.member('Staff');
      expect((await app.request('GET', SUPPLIERS, { token: staff.token })).status).toBe(403);
      expect((await app.request('POST', SUPPLIERS, { token: accountant.token, body: { name: 'By accountant' } })).status).toBe(403);
    });
  });

  describe('purchasing settings', () => {
    it('reads the defaults (approval off: no threshold, tolerance 0), changes them with audit, and refuses bad values and roles', async () => {
      const t = await createTenant(app.runtime);
      const defaults = await app.request('GET', SETTINGS, { token: t.owner.token });
      expect(defaults.body.data).toEqual({ approvalThresholdIqd: null, invoiceToleranceIqd: 0, updatedAt: null, updatedBy: null });
      const bad = await app.request('PUT', SETTINGS, { token: t.owner.token, body: { approvalThresholdIqd: -1 } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ approvalThresholdIqd: ['must be 0 or more'] });
      const fraction = await app.request('PUT', SETTINGS, { token: t.owner.token, body: { invoiceToleranceIqd: 1.5 } });
      expect(fraction.status).toBe(422);
      expect(Object.keys(fraction.body.errors)).toEqual(['invoiceToleranceIqd']);
      const nulledTolerance = await app.request('PUT', SETTINGS, { token: t.owner.token, body: { invoiceToleranceIqd: null } });
      expect(nulledTolerance.body.errors).toEqual({ invoiceToleranceIqd: ['must not be null'] });
      expect((await app.request('GET', SETTINGS, { token: t.owner.token })).body.data.updatedAt).toBeNull();
      const changed = await setSettings(app, t.owner.token, { approvalThresholdIqd: 2_500_000_000 });
      expect(changed).toMatchObject({ approvalThresholdIqd: 2_500_000_000, invoiceToleranceIqd: 0, updatedBy: t.owner.userId });
      const acc = await t.member('Accountant');
      expect((await app.request('GET', SETTINGS, { token: acc.token })).body.data.approvalThresholdIqd).toBe(2_500_000_000);
      expect((await app.request('PUT', SETTINGS, { token: acc.token, body: { invoiceToleranceIqd: 1 } })).status).toBe(403);
      const gql = await app.graphql('{ purchasingSettings { approvalThresholdIqd invoiceToleranceIqd } }', {}, { token: t.owner.token });
      expect(gql.body.data.purchasingSettings).toEqual({ approvalThresholdIqd: 2_500_000_000, invoiceToleranceIqd: 0 });
      expect((await app.request('GET', SETTINGS, { token: owner })).body.data.approvalThresholdIqd).toBe(0);
      const off = await setSettings(app, t.owner.token, { approvalThresholdIqd: null });
      expect(off).toMatchObject({ approvalThresholdIqd: null, invoiceToleranceIqd: 0 });
    });

    it('lets a lone owner order and receive stock while approval is off, invoices included, and audits the approval as automatic', async () => {
      const t = await createTenant(app.runtime);
      const s = await createStock(app, t.owner.token);
      const order = await createOrder(app, t.owner.token, s, 4_000_000);
      const submitted = await submitOrder(app, t.owner.token, order.id);
      expect(submitted).toMatchObject({ status: 'Approved', approvedBy: null });
      const requests = await app.request('GET', `${REQUESTS}?TargetId=${order.id}`, { token: t.owner.token });
      expect(requests.body.data.items).toEqual([]);
      const received = await app.request('POST', `${ORDERS}/${order.id}/receive`, { token: t.owner.token, body: {} });
      expect(received.status).toBe(200);
      expect(received.body.data.status).toBe('Received');
      // An invoice billing more than the order is approved at once too while approval is off.
      const invoice = await createInvoice(app, t.owner.token, s, 4_500_000, { purchaseOrderId: order.id });
      const billed = await app.request('POST', `${INVOICES}/${invoice.id}/submit`, { token: t.owner.token, body: {} });
      expect(billed.body.data.status).toBe('Approved');
      // Turning approval on applies to the next submission.
      await setSettings(app, t.owner.token, { approvalThresholdIqd: 1_000_000 });
      const next = await createOrder(app, t.owner.token, s, 1_000_001);
      expect((await submitOrder(app, t.owner.token, next.id)).status).toBe('PendingApproval');
    });
  });

  describe('purchase invoices', () => {
    let stock: Stock;
    beforeAll(async () => {
      stock = await createStock(app, owner);
    });

    const submit = (id: string, token = owner) => app.request('POST', `${INVOICES}/${id}/submit`, { token, body: {} });
    const applyInvoice = (requestId: string, token: string, note?: string) =>
      app.request('POST', `${INVOICES}/approvals/${requestId}/apply`, { token, body: { note } });

    async function approvedOrder(totalIqd: number, s: Stock = stock, token = owner, approver = manager.token): Promise<string> {
      const order = await createOrder(app, token, s, totalIqd);
      const submitted = await submitOrder(app, token, order.id);
      if (submitted.status === 'PendingApproval') {
        const request = await pendingRequestOf(app, token, order.id);
        await app.request('POST', `${ORDERS}/${order.id}/apply-approval`, { token: approver, body: { approvalRequestId: request.id } });
      }
      return order.id;
    }

    it('keeps invoice numbers unique per supplier, case-insensitively, until the invoice is cancelled', async () => {
      const first = await createInvoice(app, owner, stock, 10_000, { invoiceNumber: 'INV-77' });
      expect(first).toMatchObject({ invoiceNumber: 'INV-77', status: 'Draft', totalIqd: 10_000, invoiceDate: '2026-03-09' });
      const dup = await app.request('POST', INVOICES, {
        token: owner,
        body: {
          supplierId: stock.supplierId,
          invoiceNumber: 'inv-77',
          invoiceDate: '2026-03-09',
          lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }],
        },
      });
      expect(dup.status).toBe(409);
      expect(dup.body.message).toBe('This supplier already has an invoice with this number.');
      const otherSupplier = await createSupplier(app, owner);
      await createInvoice(app, owner, { ...stock, supplierId: otherSupplier }, 10_000, { invoiceNumber: 'INV-77' });
      await app.request('POST', `${INVOICES}/${first.id}/cancel`, { token: owner, body: { note: 'Duplicate scan' } });
      expect((await createInvoice(app, owner, stock, 10_000, { invoiceNumber: 'Inv-77' })).status).toBe('Draft');
    });

    it('refuses with 422 a future date, a foreign or unbillable order, and an order of another supplier', async () => {
      const future = await app.request('POST', INVOICES, {
        token: owner,
        body: {
          supplierId: stock.supplierId,
          invoiceNumber: 'F-1',
          invoiceDate: '2026-03-11',
          lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }],
        },
      });
      expect(future.status).toBe(422);
      expect(future.body.errors).toEqual({ invoiceDate: ["must not be after today's business date (2026-03-10)"] });
      const draftOrder = await createOrder(app, owner, stock);
      const unbillable = await app.request('POST', INVOICES, {
        token: owner,
        body: {
          supplierId: stock.supplierId,
          invoiceNumber: 'F-2',
          invoiceDate: '2026-03-09',
          purchaseOrderId: draftOrder.id,
          lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }],
        },
      });
      expect(unbillable.body.errors).toEqual({ purchaseOrderId: ['must refer to an Approved or Received purchase order (this one is Draft)'] });
      const otherSupplier = await createSupplier(app, owner);
      const orderId = await approvedOrder(5_000);
      const wrongSupplier = await app.request('POST', INVOICES, {
        token: owner,
        body: {
          supplierId: otherSupplier,
          invoiceNumber: 'F-3',
          invoiceDate: '2026-03-09',
          purchaseOrderId: orderId,
          lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }],
        },
      });
      expect(wrongSupplier.body.errors).toEqual({ purchaseOrderId: ['must refer to a purchase order of the same supplier'] });
      const theirStock = await createStock(app, other.owner.token);
      const theirOrder = await approvedOrder(5_000, theirStock, other.owner.token, other.owner.token).catch(() => null);
      const theirs = theirOrder ?? (await createOrder(app, other.owner.token, theirStock)).id;
      const foreign = await app.request('POST', INVOICES, {
        token: owner,
        body: {
          supplierId: stock.supplierId,
          invoiceNumber: 'F-4',
          invoiceDate: '2026-03-09',
          purchaseOrderId: theirs,
          lines: [{ inventoryItemId: stock.itemA, quantity: 1, unitPriceIqd: 1 }],
        },
      });
      expect(foreign.body.errors).toEqual({ purchaseOrderId: ['does not refer to a purchase order of this branch'] });
    });

    it('asks for approval above the threshold; an approver applies it (not the requester), then it is paid', async () => {
      const invoice = await createInvoice(app, owner, stock, 90_000);
      const submitted = await submit(invoice.id);
      expect(submitted.body.data.status).toBe('PendingApproval');
      const request = await pendingRequestOf(app, owner, invoice.id);
      expect(request).toMatchObject({ targetKind: 'PurchaseInvoice', amountIqd: 90_000, reason: 'Total 90000 IQD is above the approval threshold of 0 IQD.' });
      expect((await submit(invoice.id)).status).toBe(409);
      const self = await applyInvoice(request.id, owner);
      expect(self.status).toBe(403);
      expect((await applyInvoice(request.id, (await tenant.member('Staff')).token)).status).toBe(403);
      const applied = await applyInvoice(request.id, accountant.token, 'Matches delivery note');
      expect(applied.body.data).toMatchObject({ status: 'Approved', approvedBy: accountant.userId, lastNote: 'Matches delivery note' });
      expect((await applyInvoice(request.id, manager.token)).status).toBe(409);
      const paid = await app.request('POST', `${INVOICES}/${invoice.id}/pay`, { token: accountant.token, body: { paymentRef: 'TRF-991' } });
      expect(paid.body.data).toMatchObject({ status: 'Paid', paymentRef: 'TRF-991', paidBy: accountant.userId });
      expect((await app.request('POST', `${INVOICES}/${invoice.id}/pay`, { token: accountant.token, body: {} })).status).toBe(409);
      expect((await app.request('POST', `${INVOICES}/${invoice.id}/cancel`, { token: owner, body: {} })).status).toBe(409);
      const events = await app.runtime.db.dataSource.manager.find(OutboxEvent, { where: { resourceId: invoice.id }, order: { occurredAt: 'ASC' } });
      expect(events.map((e) => e.type)).toEqual([
        'purchasing.purchase-invoice.created',
        'purchasing.purchase-invoice.submitted',
        'purchasing.purchase-invoice.approved',
        'purchasing.purchase-invoice.paid',
      ]);
    });

    it('answers 409 when a purchase order request is applied through the invoice path', async () => {
      const order = await createOrder(app, owner, stock);
      await submitOrder(app, owner, order.id);
      const request = await pendingRequestOf(app, owner, order.id);
      const res = await applyInvoice(request.id, manager.token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('The approval request belongs to a purchase order; apply it with apply-approval on that order.');
    });

    it('applies the tolerance against the order total including its other invoices', async () => {
      const t = await createTenant(app.runtime);
      const approver = await t.member('Manager');
      const s = await createStock(app, t.owner.token);
      await setSettings(app, t.owner.token, { approvalThresholdIqd: 1_000_000, invoiceToleranceIqd: 5_000 });
      const orderId = await approvedOrder(100_000, s, t.owner.token, approver.token);
      const within = await createInvoice(app, t.owner.token, s, 105_000, { purchaseOrderId: orderId });
      const first = await app.request('POST', `${INVOICES}/${within.id}/submit`, { token: t.owner.token, body: {} });
      expect(first.body.data.status).toBe('Approved');
      const trail = await app.request('GET', `${C}/audit-trail?EntityType=purchase-invoice&EntityId=${within.id}`, { token: t.owner.token });
      expect(trail.body.data.items[0].changes).toMatchObject({
        automatic: true,
        purchaseOrderTotalIqd: 100_000,
        otherBilledIqd: 0,
        invoiceToleranceIqd: 5_000,
      });
      const extra = await createInvoice(app, t.owner.token, s, 1, { purchaseOrderId: orderId });
      const second = await app.request('POST', `${INVOICES}/${extra.id}/submit`, { token: t.owner.token, body: {} });
      expect(second.body.data.status).toBe('PendingApproval');
      const request = await pendingRequestOf(app, t.owner.token, extra.id);
      expect(request.reason).toBe('Billed 105001 IQD exceeds the purchase order total of 100000 IQD by 5001 IQD, more than the tolerance of 5000 IQD.');
      const noOrder = await createInvoice(app, t.owner.token, s, 1_000_000);
      expect((await app.request('POST', `${INVOICES}/${noOrder.id}/submit`, { token: t.owner.token, body: {} })).body.data.status).toBe('Approved');
      const over = await createInvoice(app, t.owner.token, s, 1_000_001);
      expect((await app.request('POST', `${INVOICES}/${over.id}/submit`, { token: t.owner.token, body: {} })).body.data.status).toBe('PendingApproval');
    });

    it('rejects an invoice request (invoice Rejected, cancellable) and changes only Draft invoices', async () => {
      const invoice = await createInvoice(app, owner, stock, 40_000);
      const changed = await app.request('PUT', `${INVOICES}/${invoice.id}`, {
        token: owner,
        body: { lines: [{ inventoryItemId: stock.itemA, quantity: 1.5, unitPriceIqd: 333 }] },
      });
      expect(changed.body.data).toMatchObject({ totalIqd: 500, lines: [{ quantity: 1.5, lineTotalIqd: 500 }] });
      await submit(invoice.id);
      expect((await app.request('PUT', `${INVOICES}/${invoice.id}`, { token: owner, body: { notes: 'x' } })).status).toBe(409);
      const request = await pendingRequestOf(app, owner, invoice.id);
      const rejected = await app.request('POST', `${REQUESTS}/${request.id}/reject`, { token: manager.token, body: { note: 'Not ours' } });
      expect(rejected.body.data.status).toBe('Rejected');
      expect((await app.request('GET', `${INVOICES}/${invoice.id}`, { token: owner })).body.data).toMatchObject({ status: 'Rejected', lastNote: 'Not ours' });
      expect((await applyInvoice(request.id, manager.token)).status).toBe(409);
      expect((await app.request('POST', `${INVOICES}/${invoice.id}/cancel`, { token: owner, body: {} })).body.data.status).toBe('Cancelled');
    });

    it("answers 404 for another organisation's invoice and request, changing nothing", async () => {
      const theirStock = await createStock(app, other.owner.token);
      const theirs = await createInvoice(app, other.owner.token, theirStock, 5_000);
      await app.request('POST', `${INVOICES}/${theirs.id}/submit`, { token: other.owner.token, body: {} });
      const request = await pendingRequestOf(app, other.owner.token, theirs.id);
      expect((await applyInvoice(request.id, manager.token)).status).toBe(404);
      for (const name of ['submit', 'pay', 'cancel'])
        expect((await app.request('POST', `${INVOICES}/${theirs.id}/${name}`, { token: owner, body: {} })).status).toBe(404);
      expect((await app.request('GET', `${INVOICES}/${theirs.id}`, { token: owner })).status).toBe(404);
      expect((await app.request('PUT', `${INVOICES}/${theirs.id}`, { token: owner, body: { notes: 'x' } })).status).toBe(404);
      expect((await app.request('GET', `${INVOICES}/${theirs.id}`, { token: other.owner.token })).body.data.status).toBe('PendingApproval');
    });

    it('lists invoices with filters and serves them over GraphQL', async () => {
      const invoice = await createInvoice(app, owner, stock, 7_000, { invoiceNumber: 'GQL-1' });
      const list = await app.request('GET', `${INVOICES}?SupplierId=${stock.supplierId}&Status=draft&Search=gql`, { token: accountant.token });
      expect(list.body.data.items.map((i: any) => i.id)).toEqual([invoice.id]);
      const gql = await app.graphql(
        'query ($id: UUID!) { purchaseInvoice(id: $id) { invoiceNumber totalIqd status supplier { id } approvalRequests { id } lines { inventoryItem { id unit } lineTotalIqd } } }',
        { id: invoice.id },
        { token: owner },
      );
      expect(gql.body.data.purchaseInvoice).toEqual({
        invoiceNumber: 'GQL-1',
        totalIqd: 7000,
        status: 'Draft',
        supplier: { id: stock.supplierId },
        approvalRequests: [],
        lines: [{ inventoryItem: { id: stock.itemA, unit: 'Kg' }, lineTotalIqd: 7000 }],
      });
    });
  });
});
