import { startTestApp, type TestApp } from '../../support/test-app';
import { createTenant, type TestTenant } from '../../support/factories';
import { RequestContext } from '../../../src/core/context/request-context';
import { systemPrincipal } from '../../../src/core/auth/principal';
import { ALL_PERMISSIONS } from '../../../src/core/auth/permissions';
import { cartQuoteService, type CartQuoteRequest } from '../../../src/modules/commercial/quotes/cart-quote.service';
import { Promotion } from '../../../src/modules/commercial/promotions/promotion.entity';

const C = '/api/v1/console';
const MISSING = '00000000-0000-4000-8000-000000000000';

/*
 * The cart quote service as orders and the console use it: real catalogue rows written through
 * the API, the service called with a context of the organisation.
 */
describe('Commercial: cart quote service', () => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let taxId: string;
  let plate: { id: string };
  let juice: { id: string };
  let sizes: { id: string; options: Array<{ id: string; name: string }> };
  let extras: { id: string; options: Array<{ id: string; name: string }> };
  let dineIn: { id: string };
  let delivery: { id: string };

  // 2026-11-23 10:00 in Baghdad (UTC+3)
  const NOW = new Date('2026-11-23T07:00:00Z');

  beforeAll(async () => {
    app = await startTestApp({ now: NOW });
    tenant = await createTenant(app.runtime);
    other = await createTenant(app.runtime);
    const t = tenant.owner.token;
    taxId = (
      await app.request('POST', `${C}/accounting/tax-codes`, {
        token: t,
        body: { code: 'VAT15', name: 'VAT 15 %', kind: 'Vat', ratePermille: 150, appliesTo: 'Sales' },
      })
    ).body.data.id;
    sizes = (
      await app.request('POST', `${C}/catalog/modifier-groups`, {
        token: t,
        body: {
          name: 'Rice size',
          minChoices: 1,
          maxChoices: 1,
          required: true,
          options: [
            { name: 'Regular', priceDeltaIqd: 0 },
            { name: 'Large', nameAr: 'كبير', priceDeltaIqd: 1000 },
          ],
        },
      })
    ).body.data;
    extras = (
      await app.request('POST', `${C}/catalog/modifier-groups`, {
        token: t,
        body: {
          name: 'Extras',
          minChoices: 0,
          maxChoices: 2,
          required: false,
          options: [
            { name: 'Cheese', priceDeltaIqd: 750 },
            { name: 'No fries', priceDeltaIqd: -250 },
            { name: 'Sauce', priceDeltaIqd: 250 },
          ],
        },
      })
    ).body.data;
    plate = (
      await app.request('POST', `${C}/catalog/products`, {
        token: t,
        body: { code: 'PLATE', name: 'Shawarma plate', nameAr: 'صحن شاورما', basePriceIqd: 4750, taxCodeId: taxId, modifierGroupIds: [sizes.id, extras.id] },
      })
    ).body.data;
    juice = (
      await app.request('POST', `${C}/catalog/products`, { token: t, body: { code: 'JUICE', name: 'Orange juice', basePriceIqd: 2000, channels: ['DineIn'] } })
    ).body.data;
    dineIn = (await app.request('POST', `${C}/settings/channels`, { token: t, body: { name: 'Hall', kind: 'DineIn' } })).body.data;
    delivery = (await app.request('POST', `${C}/settings/channels`, { token: t, body: { name: 'Delivery app', kind: 'Delivery' } })).body.data;
  });
  afterAll(() => app.close());

  const ctxOf = (who: TestTenant) =>
    new RequestContext(app.runtime, systemPrincipal(who.organizationId, ALL_PERMISSIONS, who.branchId), null, { transport: 'cli' });
  const quote = (request: Partial<CartQuoteRequest>, who = tenant) =>
    cartQuoteService.quote(ctxOf(who), { branchId: who.branchId, channelId: null, items: [], ...request });
  const refusal = (request: Partial<CartQuoteRequest>, who = tenant) =>
    quote(request, who).then(
      () => null,
      (error) => ({ status: error.status, fields: error.fields }),
    );
  const promotion = (fields: Partial<Promotion>) =>
    app.runtime.db.dataSource.manager.save(
      app.runtime.db.dataSource.manager.create(Promotion, {
        organizationId: tenant.organizationId,
        active: true,
        minOrderValue: 0,
        maxDiscountCap: null,
        channelId: null,
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        ...fields,
      }),
    );

  it('prices a cart with the tier, modifiers, tax and the best promotion, with names and reasons', async () => {
    const group = (
      await app.request('POST', `${C}/branch-groups`, { token: tenant.owner.token, body: { name: 'Mall branches', kind: 'PriceTier', priceTierPct: 10 } })
    ).body.data;
    await app.request('POST', `${C}/branch-groups/${group.id}/branches`, { token: tenant.owner.token, body: { branchId: tenant.branchId } });
    const twenty = await promotion({ name: 'Twenty capped', discountPercent: 20, maxDiscountCap: 1000 });
    const ten = await promotion({ name: 'Plain ten', discountPercent: 10 });
    await promotion({ name: 'Delivery thirty', discountPercent: 30, channelId: delivery.id });
    await promotion({ name: 'Last month', discountPercent: 50, startDate: '2026-10-01', endDate: '2026-10-31' });

    const large = sizes.options[1];
    const [cheese, noFries] = extras.options;
    const result = await quote({
      channelId: dineIn.id,
      items: [
        { productId: plate.id, quantity: 2, modifierOptionIds: [large.id, cheese.id, noFries.id] },
        { productId: juice.id, quantity: 1 },
      ],
    });
    // 4,750 × 1.10 = 5,225 → 5,250; + 1,000 + 750 − 250 = 6,750; × 2 = 13,500. Juice 2,000 × 1.10 = 2,200 → 2,250.
    expect(result.lines.map((line) => [line.name, line.nameAr, line.shelfPrice, line.unitPrice, line.lineTotal])).toEqual([
      ['Shawarma plate', 'صحن شاورما', 5250, 6750, 13500],
      ['Orange juice', null, 2250, 2250, 2250],
    ]);
    expect(result.lines[0].modifiers).toEqual([
      { optionId: large.id, priceDelta: 1000, name: 'Large', nameAr: 'كبير' },
      { optionId: cheese.id, priceDelta: 750, name: 'Cheese', nameAr: null },
      { optionId: noFries.id, priceDelta: -250, name: 'No fries', nameAr: null },
    ]);
    expect(result.subtotal).toBe(15750);
    // 10% = 1,575 beats 20% capped at 1,000; the delivery one is for another channel; last month's is not read
    expect(result.promotion).toMatchObject({ promotionId: ten.id, name: 'Plain ten', discount: 1575, applied: true });
    expect(result.promotionsConsidered.map((p) => [p.name, p.rejection]).sort()).toEqual([
      ['Delivery thirty', 'OtherChannel'],
      ['Plain ten', null],
      ['Twenty capped', 'NotTheBest'],
    ]);
    expect(result.promotionsConsidered.find((p) => p.promotionId === twenty.id)?.discount).toBe(1000);
    // 1,575 split 13,500 : 2,250 → 1,350 / 225; VAT 15% on 12,150 = 1,822.5 → 1,823
    expect(result.lines.map((line) => line.discount)).toEqual([1350, 225]);
    expect(result.taxes).toEqual([{ taxCodeId: taxId, ratePermille: 150, taxableAmount: 12150, tax: 1823 }]);
    expect(result).toMatchObject({ businessDate: '2026-11-23', discount: 1575, taxTotal: 1823, total: 15750 - 1575 + 1823, channelId: dineIn.id });
    expect(result.tier).toMatchObject({ groupId: group.id, groupName: 'Mall branches', basisPoints: 1000 });
    await app.request('DELETE', `${C}/branch-groups/${group.id}`, { token: tenant.owner.token, body: { reason: 'test over' } });
    await app.runtime.db.dataSource.manager.delete(Promotion, { organizationId: tenant.organizationId });
  });

  it('extracts the tax from the prices once the organisation says its prices include tax', async () => {
    const changed = await app.request('PUT', `${C}/settings/organization`, { token: tenant.owner.token, body: { pricesIncludeTax: true } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.pricesIncludeTax).toBe(true);
    try {
      const result = await quote({ channelId: dineIn.id, items: [{ productId: plate.id, quantity: 2, modifierOptionIds: [sizes.options[0].id] }] });
      // 2 × 4,750 = 9,500 includes VAT 15 %: 9,500 × 150 / 1,150 = 1,239.1 → 1,239; the guest pays 9,500.
      expect(result).toMatchObject({ pricesIncludeTax: true, subtotal: 9500, taxTotal: 1239, total: 9500, totalExcludingTax: 8261 });
    } finally {
      await app.request('PUT', `${C}/settings/organization`, { token: tenant.owner.token, body: { pricesIncludeTax: false } });
    }
    const refused = await app.request('PUT', `${C}/settings/organization`, { token: tenant.owner.token, body: { pricesIncludeTax: 'yes' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['pricesIncludeTax']);
  });

  it('computes the business date in the branch zone: before 04:00 local it is still the day before', async () => {
    await promotion({ name: 'Ends on the 22nd', discountPercent: 10, startDate: '2026-11-22', endDate: '2026-11-22' });
    const items = [{ productId: juice.id, quantity: 1 }];
    // 03:59 in Baghdad on the 23rd is 00:59 UTC
    const early = await quote({ items, at: new Date('2026-11-23T00:59:00Z') });
    expect(early).toMatchObject({ businessDate: '2026-11-22', discount: 200 });
    const later = await quote({ items, at: new Date('2026-11-23T01:00:00Z') });
    expect(later).toMatchObject({ businessDate: '2026-11-23', discount: 0, promotion: null });
    await app.runtime.db.dataSource.manager.delete(Promotion, { organizationId: tenant.organizationId });
  });

  it('refuses with one 422 naming every bad item field', async () => {
    const theirs = (
      await app.request('POST', `${C}/catalog/products`, { token: other.owner.token, body: { code: 'THEIRS', name: 'Theirs', basePriceIqd: 1000 } })
    ).body.data;
    const off = (
      await app.request('POST', `${C}/catalog/products`, { token: tenant.owner.token, body: { code: 'OFF', name: 'Off', basePriceIqd: 1000, active: false } })
    ).body.data;
    const hidden = (
      await app.request('POST', `${C}/catalog/products`, {
        token: tenant.owner.token,
        body: { code: 'HIDDEN', name: 'Hidden', basePriceIqd: 1000, hiddenBranchIds: [tenant.branchId] },
      })
    ).body.data;
    const gone = (await app.request('POST', `${C}/catalog/products`, { token: tenant.owner.token, body: { code: 'GONE', name: 'Gone', basePriceIqd: 1000 } }))
      .body.data;
    await app.request('DELETE', `${C}/catalog/products/${gone.id}`, { token: tenant.owner.token, body: { reason: 'off the menu' } });
    const [regular, large] = sizes.options;
    const [cheese, noFries, sauce] = extras.options;
    const result = await refusal({
      channelId: delivery.id,
      items: [
        { productId: theirs.id, quantity: 1 },
        { productId: off.id, quantity: 1 },
        { productId: hidden.id, quantity: 1 },
        { productId: juice.id, quantity: 1 },
        { productId: plate.id, quantity: 0, modifierOptionIds: [] },
        { productId: plate.id, quantity: 1.5, modifierOptionIds: [regular.id, large.id, cheese.id, noFries.id, sauce.id] },
        { productId: plate.id, quantity: 1, modifierOptionIds: [regular.id, regular.id, MISSING] },
        { productId: 'not-a-uuid', quantity: 1 },
        { productId: gone.id, quantity: 1 },
      ],
    });
    expect(result).toEqual({
      status: 422,
      fields: {
        'items[0].productId': ['is not a product of this organisation'],
        'items[1].productId': ['is not active'],
        'items[2].productId': ['is not sold at this branch'],
        'items[3].productId': ['is not sold on the Delivery app channel'],
        'items[4].quantity': ['must be a positive whole number'],
        'items[4].modifierOptionIds': ['Rice size: choose at least 1'],
        'items[5].quantity': ['must be a positive whole number'],
        'items[5].modifierOptionIds': ['Rice size: choose at most 1', 'Extras: choose at most 2'],
        'items[6].modifierOptionIds[1]': ['is chosen more than once'],
        'items[6].modifierOptionIds[2]': ["is not an option of this product's modifier groups"],
        'items[7].productId': ['must be a UUID'],
        'items[8].productId': ['is not a product of this organisation'],
      },
    });
    // an option of another product's group
    const juiceOption = await refusal({ items: [{ productId: juice.id, quantity: 1, modifierOptionIds: [cheese.id] }] });
    expect(juiceOption?.fields).toEqual({ 'items[0].modifierOptionIds[0]': ["is not an option of this product's modifier groups"] });
  });
  it('refuses an empty cart, more than 100 lines, and a branch or channel of another organisation (422)', async () => {
    expect(await refusal({ items: [] })).toEqual({ status: 422, fields: { items: ['must contain at least one item'] } });
    const many = Array.from({ length: 101 }, () => ({ productId: juice.id, quantity: 1 }));
    expect(await refusal({ items: many })).toEqual({ status: 422, fields: { items: ['must contain at most 100 items'] } });
    const theirChannel = (await app.request('POST', `${C}/settings/channels`, { token: other.owner.token, body: { name: 'Theirs', kind: 'DineIn' } })).body
      .data;
    const items = [{ productId: juice.id, quantity: 1 }];
    expect(await refusal({ branchId: other.branchId, channelId: theirChannel.id, items })).toEqual({
      status: 422,
      fields: { branchId: ['is not a branch of this organisation'], channelId: ['is not a sales channel of this organisation'] },
    });
    const closed = (await app.request('POST', `${C}/settings/channels`, { token: tenant.owner.token, body: { name: 'Closed hall', kind: 'DineIn' } })).body
      .data;
    await app.request('POST', `${C}/settings/channels/${closed.id}/deactivate`, { token: tenant.owner.token });
    expect(await refusal({ channelId: closed.id, items })).toEqual({ status: 422, fields: { channelId: ['is inactive'] } });
  });

  it('refuses a switched-off option of the product (422 on that option)', async () => {
    const t = tenant.owner.token;
    const toppings = (
      await app.request('POST', `${C}/catalog/modifier-groups`, {
        token: t,
        body: {
          name: 'Toppings',
          minChoices: 0,
          maxChoices: 2,
          required: false,
          options: [
            { name: 'Olives', priceDeltaIqd: 500 },
            { name: 'Truffle', priceDeltaIqd: 9000, active: false },
          ],
        },
      })
    ).body.data;
    const pizza = (
      await app.request('POST', `${C}/catalog/products`, {
        token: t,
        body: { code: 'PIZZA', name: 'Pizza', basePriceIqd: 8000, modifierGroupIds: [toppings.id] },
      })
    ).body.data;
    const [olives, truffle] = toppings.options;
    expect(await refusal({ items: [{ productId: pizza.id, quantity: 1, modifierOptionIds: [olives.id, truffle.id] }] })).toEqual({
      status: 422,
      fields: { 'items[0].modifierOptionIds[1]': ['is not active'] },
    });
    const ok = await quote({ items: [{ productId: pizza.id, quantity: 1, modifierOptionIds: [olives.id] }] });
    expect(ok.lines[0]).toMatchObject({ unitPrice: 8500, modifiers: [{ optionId: olives.id, name: 'Olives', priceDelta: 500 }] });
  });

  it('reads the same number of queries for one line as for forty', async () => {
    const logger = app.runtime.db.dataSource.logger;
    const spy = jest.spyOn(logger, 'logQuery');
    const count = async (lines: number) => {
      spy.mockClear();
      const [regular] = sizes.options;
      const [cheese] = extras.options;
      const items = Array.from({ length: lines }, (_, index) =>
        index % 2 === 0 ? { productId: plate.id, quantity: 1 + index, modifierOptionIds: [regular.id, cheese.id] } : { productId: juice.id, quantity: 1 },
      );
      await quote({ channelId: dineIn.id, items });
      return spy.mock.calls.length;
    };
    const one = await count(1);
    const forty = await count(40);
    spy.mockRestore();
    expect(one).toBeGreaterThan(0);
    expect(forty).toBe(one);
    expect(forty).toBeLessThanOrEqual(10);
  });
});
