import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { RequestContext } from '../../../src/core/context/request-context';
import { Role, ROLE_PERMISSIONS } from '../../../src/core/auth/roles';
import { matchTargets, type StatementLineView } from '../../../src/core/reconciliation/match-target';
import { createInvoice, createStock, INVOICES, NOW, pendingRequestOf, setSettings, type Stock } from './purchasing-helpers';

/**
 * The supplier-payment match target as reconciliation calls it (the accounting engine drives it
 * through the registry; here the test plays that part with a real context and database).
 */
describe('Supplier payments as a bank-reconciliation match target', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let stock: Stock;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    stock = await createStock(app, tenant.owner.token);
    await setSettings(app, tenant.owner.token, { approvalThresholdIqd: 10_000_000 });
  });
  afterAll(() => app.close());

  const contextOf = (t: TestTenant) =>
    new RequestContext(
      app.runtime,
      {
        kind: 'user',
        userId: t.owner.userId,
        apiKeyId: null,
        sessionId: null,
        organizationId: t.organizationId,
        branchId: t.branchId,
        role: Role.Owner,
        permissions: ROLE_PERMISSIONS.Owner,
      },
      null,
      { transport: 'cli' },
    );
  const line = (amount: number, overrides: Partial<StatementLineView> = {}): StatementLineView => ({
    id: '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
    bankAccountId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    branchId: tenant.branchId,
    currencyCode: 'IQD',
    date: '2026-03-10',
    amount,
    description: 'Transfer',
    reference: null,
    counterparty: null,
    ...overrides,
  });
  const none = { lineIds: [], amount: 0 };

  async function approvedInvoice(total: number): Promise<any> {
    const invoice = await createInvoice(app, tenant.owner.token, stock, total);
    const res = await app.request('POST', `${INVOICES}/${invoice.id}/submit`, { token: tenant.owner.token, body: {} });
    expect(res.body.data.status).toBe('Approved');
    return res.body.data;
  }

  it('is registered as SupplierPayment', () => {
    expect(matchTargets.get('SupplierPayment')).toBeDefined();
  });

  it('offers approved unpaid invoices, closest amount first, for money out of an IQD account', async () => {
    const target = matchTargets.get('SupplierPayment')!;
    const near = await approvedInvoice(250_000);
    const far = await approvedInvoice(900_000);
    const candidates = await target.candidates(contextOf(tenant), line(-250_000), { from: '2026-03-01', to: '2026-03-20', limit: 10 });
    expect(candidates[0]).toMatchObject({ matchedRef: near.id, amount: -250_000, date: '2026-03-09', texts: expect.arrayContaining([near.invoiceNumber]) });
    expect(candidates.map((c) => c.matchedRef)).toContain(far.id);
    expect(await target.candidates(contextOf(tenant), line(250_000), { from: '2026-03-01', to: '2026-03-20', limit: 10 })).toEqual([]);
    expect(await target.candidates(contextOf(tenant), line(-250_000, { currencyCode: 'USD' }), { from: '2026-03-01', to: '2026-03-20', limit: 10 })).toEqual(
      [],
    );
    expect(await target.candidates(contextOf(other), line(-250_000), { from: '2026-03-01', to: '2026-03-20', limit: 10 })).toEqual([]);
  });

  it('matches a line paying the total in full (invoice Paid), refuses other amounts and records, and reopening makes it unpaid again', async () => {
    const target = matchTargets.get('SupplierPayment')!;
    const invoice = await approvedInvoice(120_000);
    const ctx = contextOf(tenant);
    await expect(ctx.transaction((uow) => target.validate(uow, ctx, line(-119_999), invoice.id, none))).rejects.toMatchObject({
      status: 422,
      fields: { matchedRef: [expect.stringMatching(/in full/)] },
    });
    await expect(ctx.transaction((uow) => target.validate(uow, ctx, line(-120_000), 'not-an-id', none))).rejects.toMatchObject({ status: 422 });
    const otherCtx = contextOf(other);
    await expect(otherCtx.transaction((uow) => target.validate(uow, otherCtx, line(-120_000), invoice.id, none))).rejects.toMatchObject({ status: 422 });
    await expect(ctx.transaction((uow) => target.validate(uow, ctx, line(-120_000), invoice.id, { lineIds: ['x'], amount: -120_000 }))).rejects.toMatchObject({
      status: 409,
    });

    const resolution = await ctx.transaction(async (uow) => {
      const result = await target.validate(uow, ctx, line(-120_000), invoice.id, none);
      await target.onMatch!(uow, ctx, line(-120_000), invoice.id);
      return result;
    });
    expect(resolution.label).toBe(`Invoice ${invoice.invoiceNumber} of ${invoice.supplier.name}, 120000 IQD`);
    const paid = await app.request('GET', `${INVOICES}/${invoice.id}`, { token: tenant.owner.token });
    expect(paid.body.data).toMatchObject({ status: 'Paid', paymentRef: 'statement-line:6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0' });
    await expect(ctx.transaction((uow) => target.validate(uow, ctx, line(-120_000), invoice.id, none))).rejects.toMatchObject({ status: 409 });

    await ctx.transaction((uow) => target.onUnmatch!(uow, ctx, line(-120_000), invoice.id, 'Wrong line'));
    const reopened = await app.request('GET', `${INVOICES}/${invoice.id}`, { token: tenant.owner.token });
    expect(reopened.body.data).toMatchObject({ status: 'Approved', paymentRef: null, paidAt: null, lastNote: 'Wrong line' });
  });

  it('refuses an invoice that is not approved yet with 422', async () => {
    await setSettings(app, tenant.owner.token, { approvalThresholdIqd: 0 });
    const invoice = await createInvoice(app, tenant.owner.token, stock, 5_000);
    await app.request('POST', `${INVOICES}/${invoice.id}/submit`, { token: tenant.owner.token, body: {} });
    await pendingRequestOf(app, tenant.owner.token, invoice.id);
    const ctx = contextOf(tenant);
    const target = matchTargets.get('SupplierPayment')!;
    await expect(ctx.transaction((uow) => target.validate(uow, ctx, line(-5_000), invoice.id, none))).rejects.toMatchObject({
      status: 422,
      fields: { matchedRef: ['must refer to an Approved, unpaid purchase invoice (this one is PendingApproval)'] },
    });
  });
});
