import { directRiceKgOf } from '../../../src/modules/sales/orders/direct-rice';

describe('direct rice kilograms of a cart', () => {
  it('sums quantity × kilograms per unit from the quote lines, exactly in grams', () => {
    expect(
      directRiceKgOf([
        { quantity: 3, directRiceKg: 0.1 },
        { quantity: 2, directRiceKg: 0.25 },
      ]),
    ).toBe(0.8);
  });

  it('is 0 when no line sells rice by weight', () => {
    expect(directRiceKgOf([{ quantity: 4, directRiceKg: null }])).toBe(0);
    expect(directRiceKgOf([])).toBe(0);
  });
});
