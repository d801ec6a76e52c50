import {
  dhAmount,
  dhOrderProblems,
  dhOrderToPlatformOrder,
  dhRejectReason,
  dhTotals,
} from '../../../src/modules/delivery/adapters/delivery-hero/delivery-hero.rules';
import { dhCatalog } from '../../../src/modules/delivery/adapters/delivery-hero/delivery-hero.catalog';
import type { DhOrder } from '../../../src/modules/delivery/adapters/delivery-hero/delivery-hero.types';

describe('Delivery Hero amounts', () => {
  it.each([
    ['12000.00', 12000],
    ['12000', 12000],
    ['0.5', 1],
    ['0.49', 0],
    ['-250.50', -251],
    [2500, 2500],
    [' 7 ', 7],
  ])('reads %p as %p IQD', (value, iqd) => {
    expect(dhAmount(value)).toBe(iqd);
  });

  it.each([[null], [undefined], ['abc'], ['1e5'], ['12,000'], [{}]])('reads %p as no amount', (value) => {
    expect(dhAmount(value)).toBeNull();
  });
});

const order: DhOrder = {
  token: 'tok-1',
  code: 'tb-1001',
  expeditionType: 'delivery',
  comments: { customerComment: 'Ring twice' },
  customer: { firstName: 'Ali', lastName: 'Hassan', mobilePhone: '+964 7701234567' },
  delivery: { address: { deliveryInstructions: 'Second floor' } },
  price: { grandTotal: '21500.00', payRestaurant: '19000.00', deliveryFees: [{ name: 'delivery', value: 2000 }] },
  discounts: [{ name: 'Ramadan', amount: '1000.00', sponsorships: [{ sponsor: 'PLATFORM', amount: '1000.00' }] }],
  products: [
    {
      id: 'plat-1',
      remoteCode: 'prod-burger',
      name: 'Burger',
      quantity: '2',
      unitPrice: '8000.00',
      paidPrice: '16000.00',
      comment: 'No onions',
      discounts: [
        {
          name: 'First order',
          amount: '2000.00',
          sponsorships: [
            { sponsor: 'PLATFORM', amount: '1500.00' },
            { sponsor: 'VENDOR', amount: '500.00' },
          ],
        },
      ],
      selectedToppings: [
        {
          id: 'plat-t1',
          remoteCode: 'opt-cheese',
          name: 'Cheese',
          price: '1000.00',
          quantity: 1,
          children: [{ remoteCode: 'opt-extra', name: 'Extra', price: '500.00', quantity: 1 }],
        },
      ],
    },
    { id: 'plat-2', remoteCode: null, name: 'Mystery drink', quantity: 1, unitPrice: '1000.00', paidPrice: '1000.00' },
  ],
};

describe('a dispatched Delivery Hero order, normalised', () => {
  const normalised = dhOrderToPlatformOrder(order);

  it('is keyed by the middleware token and shows the platform code', () => {
    expect(normalised.platformOrderId).toBe('tok-1');
    expect(normalised.displayId).toBe('tb-1001');
  });

  it('carries the customer, the fulfilment and the notes of the order and of each line', () => {
    expect(normalised.customer).toEqual({ name: 'Ali Hassan', phone: '+964 7701234567' });
    expect(normalised.fulfilment).toBe('Delivery');
    expect(normalised.note).toBe('Ring twice · Second floor');
    expect(normalised.items[0].note).toBe('No onions');
  });

  it('maps lines by the POS code Delivery Hero echoes, toppings with their children flattened', () => {
    expect(normalised.items[0]).toMatchObject({ platformItemId: 'prod-burger', quantity: 2, unitPrice: 8000 });
    expect(normalised.items[0].options.map((o) => o.platformItemId)).toEqual(['opt-cheese', 'opt-extra']);
  });

  it('keys a line without a POS code by the platform item id, so it can be mapped', () => {
    expect(normalised.items[1].platformItemId).toBe('dh:plat-2');
  });

  it('states the items at their original prices and splits discounts by who funds them', () => {
    expect(normalised.statedTotal).toBe(16000 + 1000 + 500 + 1000);
    expect(dhTotals(order)).toEqual({
      subtotal: 18500,
      deliveryFee: 2000,
      discountPlatform: 2500,
      discountVendor: 500,
      discountThirdParty: 0,
      grandTotal: 21500,
      payRestaurant: 19000,
    });
  });

  it('is a pickup when the expedition type says so, and a test order says it in its note', () => {
    const pickup = dhOrderToPlatformOrder({ ...order, expeditionType: 'pickup', test: true, comments: null, delivery: null });
    expect(pickup.fulfilment).toBe('Pickup');
    expect(pickup.note).toBe('TEST ORDER');
  });

  it('is refused without a token or products', () => {
    expect(dhOrderProblems({ products: [] }).map((p) => p.field)).toEqual(['token', 'products']);
    expect(dhOrderProblems([])).toEqual([{ field: 'body', message: 'must be a JSON object' }]);
    expect(dhOrderProblems(order)).toEqual([]);
  });
});

describe('reject reasons Delivery Hero accepts', () => {
  it.each([
    ['TOO_BUSY', 'TOO_BUSY'],
    ['item_unavailable', 'ITEM_UNAVAILABLE'],
    ['Kitchen is too busy', 'TOO_BUSY'],
    ['Sold out', 'ITEM_UNAVAILABLE'],
    ['deadline', 'NO_RESPONSE'],
    ['We are closing', 'CLOSED'],
    ['outside our area', 'OUTSIDE_DELIVERY_AREA'],
    [null, 'TECHNICAL_PROBLEM'],
    ['something else', 'TECHNICAL_PROBLEM'],
  ])('%p → %p', (reason, code) => {
    expect(dhRejectReason(reason)).toBe(code);
  });
});

describe('the Delivery Hero catalog of a menu', () => {
  const catalog = dhCatalog(
    {
      categories: [
        {
          id: 'c1',
          name: 'Burgers',
          nameAr: 'برغر',
          products: [
            {
              id: 'p1',
              name: 'Burger',
              nameAr: 'برغر لحم',
              price: 8000,
              available: true,
              modifierGroups: [
                {
                  id: 'g1',
                  name: 'Extras',
                  nameAr: 'إضافات',
                  minSelect: 0,
                  maxSelect: 2,
                  options: [{ id: 'o1', name: 'Cheese', nameAr: 'جبن', priceDelta: 1000 }],
                },
              ],
            },
          ],
        },
      ],
    },
    'vendor-1',
    'https://service.example/delivery/delivery-hero/conn/catalog-import-status',
  );

  it('names the vendor and the callback', () => {
    expect(catalog.vendors).toEqual(['vendor-1']);
    expect(catalog.callbackUrl).toMatch(/catalog-import-status$/);
  });

  it('holds categories, products and modifier groups as toppings, in English and Arabic with tier prices', () => {
    const items = catalog.catalog.items;
    expect(items['category:c1']).toMatchObject({
      type: 'Category',
      title: { default: 'Burgers', ar: 'برغر' },
      products: { p1: { id: 'p1', type: 'Product' } },
    });
    expect(items.p1).toMatchObject({
      type: 'Product',
      title: { default: 'Burger', en: 'Burger', ar: 'برغر لحم' },
      price: '8000.00',
      toppings: { 'p1:g1': { id: 'p1:g1', type: 'Topping' } },
    });
    expect(items['p1:g1']).toMatchObject({ type: 'Topping', quantity: { minimum: 0, maximum: 2 }, products: { o1: { id: 'o1', type: 'Product' } } });
    expect(items.o1).toMatchObject({ type: 'Product', title: { ar: 'جبن' }, price: '1000.00' });
    expect(items['menu:delivery']).toMatchObject({ type: 'Menu', menuType: 'DELIVERY', products: { p1: { id: 'p1', type: 'Product' } } });
  });
});
