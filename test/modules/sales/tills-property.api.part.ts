import fc from 'fast-check';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestMember, type TestTenant } from '../../support/factories';
import { TillSession } from '../../../src/modules/sales/tills/till-session.entity';
import { toIqd } from '../../../src/modules/sales/cash/currency.rules';
import { C, GUEST, openShop, type Shop } from './sales.support';
import { FUZZ_SEED } from '../../support/fuzz/fuzz-settings';

const TILLS = `${C}/sales/tills`;
const SESSIONS = `${TILLS}/sessions`;
const DUE = 500; // one tea, paid at the counter

type Op =
  | { op: 'rate'; iqdPer100: number }
  | { op: 'pay'; currency: 'IQD' | 'USD'; extra: number }
  | { op: 'move'; kind: 'CashIn' | 'CashOut' | 'SupplierPayout' | 'SafeDrop' | 'NoSale'; currency: 'IQD' | 'USD'; amount: number }
  | { op: 'close' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('rate' as const), iqdPer100: fc.integer({ min: 100_000, max: 200_000 }) }),
  fc.record({ op: fc.constant('pay' as const), currency: fc.constantFrom('IQD' as const, 'USD' as const), extra: fc.integer({ min: 0, max: 3 }) }),
  fc.record({
    op: fc.constant('move' as const),
    kind: fc.constantFrom('CashIn' as const, 'CashOut' as const, 'SupplierPayout' as const, 'SafeDrop' as const, 'NoSale' as const),
    currency: fc.constantFrom('IQD' as const, 'USD' as const),
    amount: fc.integer({ min: 1, max: 100_000 }),
  }),
  fc.constant({ op: 'close' as const }),
);

/**
 * The property of issue 35 through the real service: any sequence of sessions, payments in IQD and
 * USD, movements and rate changes gives expected cash per currency = float + cash payments −
 * change − outs + ins exactly (checked against a model at each count), and a closed session's row
 * never changes afterwards, whatever happens next.
 */
describe('till sessions (property, HTTP)', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  let cashier: TestMember;
  let manager: TestMember;
  let seq = 0;

  beforeAll(async () => {
    app = await startTestApp();
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant, 'PROP');
    cashier = await tenant.member('Staff');
    manager = await tenant.member('Manager');
    await app.request('POST', `${C}/settings/payment-methods`, { token: tenant.owner.token, body: { name: 'Cash', kind: 'Cash' } });
  }, 180_000);
  afterAll(() => app.close());

  async function ok(method: string, path: string, token: string, body?: unknown): Promise<any> {
    const res = await app.request(method, path, { token, body });
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  it('keeps expected = float + payments − change − outs + ins, and closed sessions final', async () => {
    const closed = new Map<string, TillSession>();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(opArb, { minLength: 1, maxLength: 10 }),
        async (floatIqd, floatUsd, ops) => {
          seq += 1;
          const tillId = (await ok('POST', TILLS, manager.token, { name: `P${seq}` })).id;
          let rate = 131_500;
          await ok('POST', `${TILLS}/exchange-rates`, manager.token, { currencyCode: 'USD', iqdPer100: rate });
          const open = async () =>
            ok('POST', `${TILLS}/${tillId}/sessions`, cashier.token, {
              floats: [
                { currency: 'IQD', amount: floatIqd },
                { currency: 'USD', amount: floatUsd },
              ],
            });
          let session = await open();
          const model = { IQD: floatIqd, USD: floatUsd };
          for (const step of ops) {
            if (step.op === 'rate') {
              rate = step.iqdPer100;
              await ok('POST', `${TILLS}/exchange-rates`, manager.token, { currencyCode: 'USD', iqdPer100: rate });
            } else if (step.op === 'pay') {
              seq += 1;
              const order = await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
                body: { items: [{ productId: shop.drinkId, quantity: 1 }] },
                headers: { 'Idempotency-Key': `prop-${FUZZ_SEED}-${seq}` },
              });
              // Enough to cover the tea: 500 IQD (+ extra notes) or $1 (+ extra dollars).
              const amount = step.currency === 'IQD' ? DUE + step.extra * 250 : 100 * (1 + step.extra);
              const paid = await ok('POST', `${SESSIONS}/${session.id}/payments`, cashier.token, {
                orderId: order.body.data.id,
                tenders: [{ currency: step.currency, amount }],
              });
              expect(paid.changeIqd).toBe(toIqd(amount, step.currency, step.currency === 'USD' ? rate : null) - DUE);
              model[step.currency] += amount;
              model.IQD -= paid.changeIqd;
            } else if (step.op === 'move') {
              const body =
                step.kind === 'NoSale' ? { kind: 'NoSale', reason: 'prop' } : { kind: step.kind, currency: step.currency, amount: step.amount, reason: 'prop' };
              await ok('POST', `${SESSIONS}/${session.id}/movements`, cashier.token, body);
              if (step.kind === 'CashIn') model[step.currency] += step.amount;
              else if (step.kind !== 'NoSale') model[step.currency] -= step.amount;
            } else {
              const counted = await ok('POST', `${SESSIONS}/${session.id}/count`, cashier.token, { counts: [] });
              const expected = Object.fromEntries(counted.variances.map((v: { currency: string; expected: number }) => [v.currency, v.expected]));
              expect(expected).toEqual({ IQD: model.IQD, USD: model.USD });
              expect(counted.varianceIqd).toBe(-model.IQD + toIqd(-model.USD, 'USD', rate));
              await ok('POST', `${SESSIONS}/${session.id}/approve`, manager.token, {});
              closed.set(session.id, await app.runtime.db.dataSource.manager.findOneByOrFail(TillSession, { id: session.id }));
              session = await open();
              model.IQD = floatIqd;
              model.USD = floatUsd;
            }
          }
          for (const [id, before] of closed) expect(await app.runtime.db.dataSource.manager.findOneByOrFail(TillSession, { id })).toEqual(before);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 6), seed: FUZZ_SEED },
    );
    expect(closed.size).toBeGreaterThan(0);
  }, 600_000);
});
