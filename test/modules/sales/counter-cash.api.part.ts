import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { DevInbox } from '../identity/support/mailbox';
import { register, type Registered } from '../identity/support/flows';
import { PaymentMethod } from '../../../src/modules/sales/payment-methods/payment-method.entity';
import { StarterCashMethod1795800000000 } from '../../../migrations/1795800000000-StarterCashMethod';
import { C, GUEST, openShop, type Shop } from './sales.support';

const TILLS = `${C}/sales/tills`;
const SESSIONS = `${TILLS}/sessions`;

describe('Cash on a fresh organisation: the Cash method from registration, the self-approval refusal', () => {
  let app: TestApp;
  let owner: Registered;
  let shop: Shop;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
    owner = await register(app, new DevInbox(app), { organizationName: 'Tigris Grill' });
    // openShop reads only the owner's token of the tenant it is given.
    shop = await openShop(app, { owner: { token: owner.accessToken } } as unknown as TestTenant, 'FRESH');
  }, 180_000);
  afterAll(() => app.close());

  async function ok(method: string, path: string, body?: unknown, token = owner.accessToken): Promise<any> {
    const res = await app.request(method, path, { token, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  it('a registered organisation has an active Cash method and takes $10 + IQD for 24,000 IQD at once, change in IQD', async () => {
    const methods = (await ok('GET', `${C}/settings/payment-methods?Kind=Cash`)).items;
    expect(methods).toEqual([expect.objectContaining({ name: 'Cash', nameAr: 'نقدًا', kind: 'Cash', active: true, allowedForSelfOrder: false })]);
    await ok('POST', `${TILLS}/exchange-rates`, { currencyCode: 'USD', iqdPer100: 131500 });
    const till = await ok('POST', TILLS, { name: 'Front counter' });
    const session = await ok('POST', `${TILLS}/${till.id}/sessions`, { floats: [{ currency: 'IQD', amount: 50000 }] });
    const order = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: shop.productId, quantity: 4 }] },
      headers: { 'Idempotency-Key': 'fresh-cash-1' },
    });
    expect(order.body.data.amountDueAtCounter).toBe(24000);
    const payment = await ok('POST', `${SESSIONS}/${session.id}/payments`, {
      orderId: order.body.data.id,
      tenders: [
        { currency: 'USD', amount: 1000 },
        { currency: 'IQD', amount: 11000 },
      ],
    });
    expect(payment).toMatchObject({ amountIqd: 24000, changeIqd: 150 });
    expect(payment.tenders).toEqual([
      expect.objectContaining({ currency: 'USD', amount: 1000, iqdPer100: 131500, amountIqd: 13150 }),
      expect.objectContaining({ currency: 'IQD', amount: 11000, iqdPer100: null, amountIqd: 11000 }),
    ]);
    const paid = await ok('GET', `${C}/sales/orders/${order.body.data.id}`);
    expect(paid.amountDueAtCounter).toBe(0);
    expect(paid.payments).toEqual([expect.objectContaining({ methodId: methods[0].id, kind: 'Cash', amountIqd: 24000 })]);
  });

  it('tells the cashier who counted that someone else must approve the close (403 with reason SELF_APPROVAL), in English and Arabic', async () => {
    const till = await ok('POST', TILLS, { name: 'Self approval' });
    const session = await ok('POST', `${TILLS}/${till.id}/sessions`, { floats: [{ currency: 'IQD', amount: 5000 }] });
    await ok('POST', `${SESSIONS}/${session.id}/count`, { counts: [{ currency: 'IQD', denomination: 5000, quantity: 1 }] });
    const rest = await app.request('POST', `${SESSIONS}/${session.id}/approve`, { token: owner.accessToken, body: {} });
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ message: 'Someone else must approve this close: you opened or counted this session.', errors: { code: ['Forbidden'] } });
    const approve = `mutation($id: UUID!) { approveTillClose(sessionId: $id) { id } }`;
    const en = await app.graphql(approve, { id: session.id }, { token: owner.accessToken });
    expect(en.body.errors[0]).toMatchObject({
      message: 'Someone else must approve this close: you opened or counted this session.',
      extensions: { code: 'FORBIDDEN', reason: 'SELF_APPROVAL' },
    });
    const ar = await app.graphql(approve, { id: session.id }, { token: owner.accessToken, headers: { 'Accept-Language': 'ar' } });
    expect(ar.body.errors[0]).toMatchObject({
      message: 'يجب أن يعتمد شخص آخر هذا الإغلاق: أنت فتحت هذه الجلسة أو عددتها.',
      extensions: { reason: 'SELF_APPROVAL' },
    });
  });

  it('the migration gives a Cash method to an older organisation without one, and leaves one that deactivated its own as it is', async () => {
    const older = await createTenant(app.runtime);
    const deactivated = await createTenant(app.runtime);
    const own = await ok('POST', `${C}/settings/payment-methods`, { name: 'Drawer', kind: 'Cash' }, deactivated.owner.token);
    await ok('PATCH', `${C}/settings/payment-methods/${own.id}`, { active: false }, deactivated.owner.token);
    const runner = app.runtime.db.dataSource.createQueryRunner();
    try {
      await new StarterCashMethod1795800000000().up(runner);
    } finally {
      await runner.release();
    }
    const manager = app.runtime.db.dataSource.manager;
    expect(await manager.findBy(PaymentMethod, { organizationId: older.organizationId })).toEqual([
      expect.objectContaining({ name: 'Cash', nameAr: 'نقدًا', kind: 'Cash', active: true }),
    ]);
    expect(await manager.findBy(PaymentMethod, { organizationId: deactivated.organizationId })).toEqual([
      expect.objectContaining({ name: 'Drawer', active: false }),
    ]);
    // A registered organisation already had its own: still exactly one.
    expect(await manager.countBy(PaymentMethod, { organizationId: owner.organizationId, kind: 'Cash' as PaymentMethod['kind'] })).toBe(1);
  });
});
