import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { createBatch, createCatalogue, moveTo, BATCHES } from '../production/batch-fixtures';
import { C, GUEST, openShop, type Shop } from './sales.support';

/** 13:00 in Baghdad: business day 2026-03-15. */
const NOW = new Date('2026-03-15T10:00:00Z');
const TODAY = '2026-03-15';

describe('Sales: direct rice sales by weight go through the production batch rule', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let shop: Shop;
  let riceKiloId: string;
  let keyCounter = 0;

  beforeAll(async () => {
    app = await startTestApp({ now: NOW, config: { guestRateLimitPerIp: 100_000, guestRateLimitPerToken: 100_000 } });
    tenant = await createTenant(app.runtime);
    shop = await openShop(app, tenant);
    const product = await app.request('POST', `${C}/catalog/products`, {
      token: tenant.owner.token,
      body: { code: 'RICE-KG', name: 'Rice by the kilo', nameAr: 'رز بالكيلو', basePriceIqd: 3000, channels: ['SelfOrder'], directRiceKg: 1 },
    });
    expect(product.status).toBe(200);
    expect(product.body.data.directRiceKg).toBe(1);
    riceKiloId = product.body.data.id;
  });
  afterAll(() => app.close());

  const order = (kilos: number, extra: Array<{ productId: string; quantity: number }> = []) =>
    app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
      body: { items: [{ productId: riceKiloId, quantity: kilos }, ...extra], payments: [] },
      headers: { 'Idempotency-Key': `00000000-0000-4000-8000-${String(++keyCounter).padStart(12, '0')}` },
    });
  const ordersToday = async () => (await app.request('GET', `${C}/sales/orders?per_page=100`, { token: tenant.owner.token })).body.data.items;

  it('refuses a direct rice sale when the branch has no batch for the business day, and places nothing', async () => {
    const refused = await order(1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`No production batch for ${TODAY}`);
    expect(await ordersToday()).toHaveLength(0);
    // Orders without rice by weight do not need a batch.
    expect(
      (
        await app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
          body: { items: [{ productId: shop.drinkId, quantity: 1 }], payments: [] },
          headers: { 'Idempotency-Key': '10000000-0000-4000-8000-000000000001' },
        })
      ).status,
    ).toBe(200);
  });

  it('sells within the reservation, refuses past it, frees what a cancelled order held, and runs into portion rice once overflow is allowed', async () => {
    const catalogue = await createCatalogue(app, tenant.owner.token);
    // 20 kg raw × 2.37 = 47.4 kg cooked, 8 kg reserved for direct sale.
    const batchId = await createBatch(app, tenant.owner.token, catalogue, TODAY);

    const draft = await order(1);
    expect(draft.status).toBe(409);

    await moveTo(app, tenant.owner.token, batchId, 'InProduction');
    const five = await order(5, [{ productId: shop.drinkId, quantity: 2 }]);
    expect(five.status).toBe(200);
    const fiveId = five.body.data.id;
    const detail = await app.request('GET', `${C}/sales/orders/${fiveId}`, { token: tenant.owner.token });
    expect(detail.body.data.directRiceKg).toBe(5);

    const tooMuch = await order(4);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain('Only 3 kg of the rice reserved for direct sale is left');
    const countBefore = (await ordersToday()).length;
    expect((await order(3)).status).toBe(200);
    expect((await order(1)).status).toBe(409);
    expect((await ordersToday()).length).toBe(countBefore + 1);

    const cancelled = await app.request('POST', `${C}/sales/orders/${fiveId}/cancel`, { token: tenant.owner.token, body: { reason: 'guest left' } });
    expect(cancelled.status).toBe(200);
    expect((await order(5)).status).toBe(200);

    const overflow = await app.request('PUT', `${BATCHES}/${batchId}/overflow`, { token: tenant.owner.token, body: { allowDirectRiceOverflow: true } });
    expect(overflow.status).toBe(200);
    // 8 kg sold; up to 47.4 kg cooked may go now.
    expect((await order(39)).status).toBe(200);
    const last = await order(1);
    expect(last.status).toBe(409);
    expect(last.body.message).toContain('Only 0.4 kg of cooked rice is left');
  });

  it('numbers orders per branch and day without repeats; the number of an order refused in its transaction is skipped', async () => {
    const drink = (key: string) =>
      app.request('POST', `${GUEST}/${shop.qrToken}/orders`, {
        body: { items: [{ productId: shop.drinkId, quantity: 1 }], payments: [] },
        headers: { 'Idempotency-Key': key },
      });
    const first = await drink('20000000-0000-4000-8000-000000000001');
    expect(first.status).toBe(200);
    // The batch's rice is all sold (previous test): refused after its number was taken.
    expect((await order(1)).status).toBe(409);
    const second = await drink('20000000-0000-4000-8000-000000000002');
    expect(second.status).toBe(200);
    const sequence = (number: string) => Number(number.split('-').pop());
    expect(second.body.data.number.replace(/\d+$/, '')).toBe(first.body.data.number.replace(/\d+$/, ''));
    expect(sequence(second.body.data.number)).toBe(sequence(first.body.data.number) + 2);
    const numbers = (await ordersToday()).map((o: { number: string }) => o.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('validates directRiceKg on products: more than 0, at most 100, grams at most', async () => {
    for (const [value, message] of [
      [0, 'must be between 0.001 and 100'],
      [101, 'must be between 0.001 and 100'],
      [0.0005, 'must be a number with at most 3 decimals'],
    ] as const) {
      const res = await app.request('POST', `${C}/catalog/products`, {
        token: tenant.owner.token,
        body: { code: `R-${String(value).replace('.', '')}`, name: 'Rice', basePriceIqd: 1000, directRiceKg: value },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.directRiceKg).toContain(message);
    }
    const cleared = await app.request('PATCH', `${C}/catalog/products/${riceKiloId}`, { token: tenant.owner.token, body: { directRiceKg: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.directRiceKg).toBeNull();
  });
});
