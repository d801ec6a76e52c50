import { businessDateAt } from '../../../src/core/time/business-day';
import { PricingInputError } from '../../../src/modules/commercial/pricing/money';
import { type CartLineInput, type CartPricingInput, priceCart } from '../../../src/modules/commercial/pricing/price-cart';
import { type PromotionCandidate, PromotionRejection } from '../../../src/modules/commercial/pricing/promotion-choice';

const DINE_IN = 'c-dine-in';
const DELIVERY = 'c-delivery';

function line(overrides: Partial<CartLineInput> = {}): CartLineInput {
  return { productId: 'p-1', basePrice: 10_000, quantity: 1, modifiers: [], tax: null, ...overrides };
}

function promotion(overrides: Partial<PromotionCandidate> = {}): PromotionCandidate {
  return {
    id: 'promo-1',
    name: 'Autumn 10%',
    discountPercent: 10,
    maxDiscountCap: null,
    minOrderValue: null,
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    channelId: null,
    active: true,
    ...overrides,
  };
}

function cart(overrides: Partial<CartPricingInput> = {}): CartPricingInput {
  return {
    lines: [line()],
    tier: null,
    priceStep: 250,
    promotions: [],
    businessDate: '2026-11-20',
    channelId: DINE_IN,
    pricesIncludeTax: false,
    ...overrides,
  };
}

describe('priced lines: tiers and modifiers', () => {
  it.each([
    // tier %, base, modifier deltas, quantity → shelf, unit, line total
    [null, 5_000, [], 1, 5_000, 5_000, 5_000],
    [10, 5_000, [750, -250], 2, 5_500, 6_000, 12_000],
    [-15, 8_500, [500], 3, 7_250, 7_750, 23_250],
    [5, 4_300, [1_000], 1, 4_500, 5_500, 5_500], // deltas are not adjusted by the tier
    [12.5, 1_000, [-1_250], 4, 1_250, 0, 0],
  ])('tier %p on base %i with modifiers %p × %i: shelf %i, unit %i, line %i', (pct, basePrice, deltas, quantity, shelf, unit, total) => {
    const quote = priceCart(
      cart({
        tier: pct === null ? null : { pct, groupId: 'g-1', groupName: 'Mall branches' },
        lines: [line({ basePrice, quantity, modifiers: deltas.map((priceDelta, index) => ({ optionId: `o-${index}`, priceDelta })) })],
      }),
    );
    expect(quote.lines[0]).toMatchObject({ basePrice, shelfPrice: shelf, unitPrice: unit, lineTotal: total, quantity });
    expect(quote.subtotal).toBe(total);
    expect(quote.total).toBe(total);
  });

  it('says which tier priced the cart', () => {
    expect(priceCart(cart({ tier: { pct: 10, groupId: 'g-1', groupName: 'Mall branches' } })).tier).toEqual({
      groupId: 'g-1',
      groupName: 'Mall branches',
      basisPoints: 1000,
      reason: 'Mall branches: +10% on base prices, rounded to the nearest 250 IQD',
    });
    expect(priceCart(cart()).tier.reason).toBe('no price tier: base prices apply');
  });
});

describe('promotion windows at the edges of the business day (Asia/Baghdad, day starts 04:00)', () => {
  const at = (utc: string) => businessDateAt(new Date(utc), 'Asia/Baghdad', 4);
  it.each([
    // instant (UTC; Baghdad is +03:00), startDate, endDate, applies?, rejection
    ['2026-11-21T00:59:59Z', '2026-11-01', '2026-11-20', true, null], // 03:59:59 on the 21st is still the 20th's business day
    ['2026-11-21T01:00:00Z', '2026-11-01', '2026-11-20', false, PromotionRejection.Ended], // 04:00 starts the 21st
    ['2026-11-21T00:59:59Z', '2026-11-21', '2026-11-30', false, PromotionRejection.NotStarted],
    ['2026-11-21T01:00:00Z', '2026-11-21', '2026-11-30', true, null],
    ['2026-11-20T20:59:59Z', '2026-11-20', '2026-11-20', true, null], // 23:59:59 local on a one-day promotion
    ['2026-11-20T21:00:00Z', '2026-11-20', '2026-11-20', true, null], // 00:00 local: still the 20th's business day
  ])('a sale at %s against %s..%s: applies %p', (instant, startDate, endDate, applies, rejection) => {
    const quote = priceCart(cart({ businessDate: at(instant), promotions: [promotion({ startDate, endDate })] }));
    expect(quote.discount).toBe(applies ? 1_000 : 0);
    expect(quote.promotionsConsidered[0].rejection).toBe(rejection);
    expect(quote.promotion?.promotionId ?? null).toBe(applies ? 'promo-1' : null);
  });
});

describe('promotion rules: minimum order, cap, channel, active flag', () => {
  it.each([
    ['subtotal equal to the minimum', promotion({ minOrderValue: 10_000 }), DINE_IN, 1_000, null],
    ['subtotal one IQD below the minimum', promotion({ minOrderValue: 10_001 }), DINE_IN, 0, PromotionRejection.BelowMinimumOrder],
    ['a cap below the percent', promotion({ discountPercent: 25, maxDiscountCap: 2_000 }), DINE_IN, 2_000, null],
    ['a cap above the percent', promotion({ discountPercent: 25, maxDiscountCap: 3_000 }), DINE_IN, 2_500, null],
    ['its own channel', promotion({ channelId: DINE_IN }), DINE_IN, 1_000, null],
    ['another channel', promotion({ channelId: DELIVERY }), DINE_IN, 0, PromotionRejection.OtherChannel],
    ['every channel, cart with no channel', promotion(), null, 1_000, null],
    ['a channel promotion, cart with no channel', promotion({ channelId: DELIVERY }), null, 0, PromotionRejection.OtherChannel],
    ['switched off', promotion({ active: false }), DINE_IN, 0, PromotionRejection.Inactive],
    ['a decimal percent (12.5% of 10,000)', promotion({ discountPercent: '12.5' }), DINE_IN, 1_250, null],
    ['100%', promotion({ discountPercent: 100 }), DINE_IN, 10_000, null],
  ])('%s', (_name, candidate, channelId, discount, rejection) => {
    const quote = priceCart(cart({ channelId, promotions: [candidate] }));
    expect(quote.discount).toBe(discount);
    expect(quote.total).toBe(10_000 - discount);
    expect(quote.promotionsConsidered[0].rejection).toBe(rejection);
  });

  it('says when the cap limited the discount', () => {
    const quote = priceCart(cart({ promotions: [promotion({ discountPercent: 25, maxDiscountCap: 2_000 })] }));
    expect(quote.promotion?.reason).toBe('25% of 10000 IQD, capped at 2000 IQD: the best discount for the guest');
  });

  it('rounds a percent discount half away from zero to 1 IQD', () => {
    const quote = priceCart(cart({ lines: [line({ basePrice: 3_333 })], promotions: [promotion({ discountPercent: 15 })] }));
    expect(quote.discount).toBe(500); // 499.95
    const lower = priceCart(cart({ lines: [line({ basePrice: 3_330 })], promotions: [promotion({ discountPercent: 15 })] }));
    expect(lower.discount).toBe(500); // 499.5 → 500
    const below = priceCart(cart({ lines: [line({ basePrice: 3_329 })], promotions: [promotion({ discountPercent: 15 })] }));
    expect(below.discount).toBe(499); // 499.35
  });
});

describe('overlapping promotions choose the best for the guest and say which', () => {
  it('takes the larger discount after caps and explains the others', () => {
    const quote = priceCart(
      cart({
        lines: [line({ basePrice: 20_000, quantity: 2 })],
        promotions: [
          promotion({ id: 'a', name: 'Twenty capped', discountPercent: 20, maxDiscountCap: 3_000 }),
          promotion({ id: 'b', name: 'Plain ten', discountPercent: 10 }),
          promotion({ id: 'c', name: 'Delivery thirty', discountPercent: 30, channelId: DELIVERY }),
        ],
      }),
    );
    expect(quote.subtotal).toBe(40_000);
    expect(quote.discount).toBe(4_000);
    expect(quote.promotion).toMatchObject({ promotionId: 'b', applied: true, discount: 4_000 });
    expect(quote.promotionsConsidered).toEqual([
      {
        promotionId: 'a',
        name: 'Twenty capped',
        discount: 3_000,
        applied: false,
        rejection: PromotionRejection.NotTheBest,
        reason: '20% of 40000 IQD, capped at 3000 IQD; Plain ten gives the guest more (4000 IQD)',
      },
      { promotionId: 'b', name: 'Plain ten', discount: 4_000, applied: true, rejection: null, reason: '10% of 40000 IQD: the best discount for the guest' },
      {
        promotionId: 'c',
        name: 'Delivery thirty',
        discount: 0,
        applied: false,
        rejection: PromotionRejection.OtherChannel,
        reason: 'applies to another sales channel',
      },
    ]);
  });

  it('breaks a tie in favour of the channel-specific promotion, then the smaller id', () => {
    const quote = priceCart(
      cart({
        promotions: [
          promotion({ id: 'a', name: 'All channels', discountPercent: 10 }),
          promotion({ id: 'b', name: 'Dine-in', discountPercent: 10, channelId: DINE_IN }),
        ],
      }),
    );
    expect(quote.promotion?.promotionId).toBe('b');
    expect(quote.promotionsConsidered[0].reason).toMatch(/Dine-in gives the same discount and is preferred/);
    const sameKind = priceCart(cart({ promotions: [promotion({ id: 'z' }), promotion({ id: 'm' })] }));
    expect(sameKind.promotion?.promotionId).toBe('m');
  });
});

describe('taxes in per mille', () => {
  const lines = [
    line({ productId: 'meal', basePrice: 10_000, tax: { taxCodeId: 'vat', ratePermille: 150 } }),
    line({ productId: 'juice', basePrice: 5_000, quantity: 2, tax: { taxCodeId: 'service', ratePermille: 50 } }),
    line({ productId: 'water', basePrice: 500, quantity: 2, tax: null }),
  ];

  it('adds tax to prices that exclude it, on the discounted amounts', () => {
    const quote = priceCart(cart({ lines, promotions: [promotion({ discountPercent: 10 })] }));
    expect(quote.subtotal).toBe(21_000);
    expect(quote.discount).toBe(2_100);
    expect(quote.lines.map((priced) => [priced.discount, priced.netAmount])).toEqual([
      [1_000, 9_000],
      [1_000, 9_000],
      [100, 900],
    ]);
    expect(quote.taxes).toEqual([
      { taxCodeId: 'vat', ratePermille: 150, taxableAmount: 9_000, tax: 1_350 },
      { taxCodeId: 'service', ratePermille: 50, taxableAmount: 9_000, tax: 450 },
    ]);
    expect(quote.taxTotal).toBe(1_800);
    expect(quote.totalExcludingTax).toBe(18_900);
    expect(quote.total).toBe(20_700);
  });

  it('extracts tax from prices that include it', () => {
    const quote = priceCart(cart({ lines, pricesIncludeTax: true, promotions: [promotion({ discountPercent: 10 })] }));
    expect(quote.taxes).toEqual([
      { taxCodeId: 'vat', ratePermille: 150, taxableAmount: 9_000, tax: 1_174 }, // 1,173.91
      { taxCodeId: 'service', ratePermille: 50, taxableAmount: 9_000, tax: 429 }, // 428.57
    ]);
    expect(quote.total).toBe(18_900);
    expect(quote.totalExcludingTax).toBe(17_297);
  });

  it('rounds once per tax code after splitting the discount exactly', () => {
    const vat = { taxCodeId: 'vat', ratePermille: 150 };
    const quote = priceCart(
      cart({
        lines: [line({ basePrice: 1_111, tax: vat }), line({ basePrice: 1_111, tax: vat }), line({ basePrice: 1_111, tax: vat })],
        promotions: [promotion({ discountPercent: 15 })],
      }),
    );
    expect(quote.discount).toBe(500);
    expect(quote.lines.map((priced) => priced.discount)).toEqual([167, 167, 166]);
    expect(quote.taxes).toEqual([{ taxCodeId: 'vat', ratePermille: 150, taxableAmount: 2_833, tax: 425 }]); // 424.95
    expect(quote.total).toBe(3_258);
  });
});

describe('refused carts', () => {
  it.each([
    ['no lines', cart({ lines: [] }), 'lines'],
    ['a quantity of 0', cart({ lines: [line({ quantity: 0 })] }), 'lines.0.quantity'],
    ['a fractional quantity', cart({ lines: [line({ quantity: 1.5 })] }), 'lines.0.quantity'],
    ['a negative unit price', cart({ lines: [line({ basePrice: 1_000, modifiers: [{ optionId: 'o', priceDelta: -1_001 }] })] }), 'lines.0.modifiers'],
    ['a tax rate above 1000‰', cart({ lines: [line({ tax: { taxCodeId: 't', ratePermille: 1_001 } })] }), 'lines.0.tax.ratePermille'],
    [
      'two rates for one tax code',
      cart({ lines: [line({ tax: { taxCodeId: 't', ratePermille: 150 } }), line({ tax: { taxCodeId: 't', ratePermille: 100 } })] }),
      'lines.1.tax.ratePermille',
    ],
    ['a discount of 0%', cart({ promotions: [promotion({ discountPercent: 0 })] }), 'promotions.0.discountPercent'],
    ['a discount above 100%', cart({ promotions: [promotion({ discountPercent: '100.01' })] }), 'promotions.0.discountPercent'],
    ['a tier above +100%', cart({ tier: { pct: 101 } }), 'tier.pct'],
    ['a price step of 0', cart({ priceStep: 0 }), 'priceStep'],
    ['an amount past int64-safe', cart({ lines: [line({ basePrice: Number.MAX_SAFE_INTEGER, quantity: 2 })] }), 'lines.0.lineTotal'],
  ])('refuses %s', (_name, input, field) => {
    let error: unknown;
    try {
      priceCart(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PricingInputError);
    expect((error as PricingInputError).field).toBe(field);
  });
});
