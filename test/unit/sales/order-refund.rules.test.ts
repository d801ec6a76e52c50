import { refundedUnitsOf, refundPlan } from '../../../src/modules/sales/refunds/order-refund.rules';

// Two biryani at 7,000 (net 14,000) and one tea at 500 (net 500), total 14,500 (no tax, no discount).
const LINES = [
  { index: 0, quantity: 2, netAmount: 14_000 },
  { index: 1, quantity: 1, netAmount: 500 },
];
const none = new Map<number, number>();

describe('what a refund gives back', () => {
  it('refunds the whole order when neither lines nor an amount are named: every unit left and all the money left', () => {
    expect(refundPlan(LINES, new Map([[0, 1]]), 14_500, 14_500, 7000, {})).toEqual({
      errors: {},
      lines: [
        { index: 0, quantity: 1 },
        { index: 1, quantity: 1 },
      ],
      amountIqd: 7500,
    });
  });

  it('prices chosen units at their share of the total by net amount, and the last units at all that is left', () => {
    expect(refundPlan(LINES, none, 14_500, 14_500, 0, { lines: [{ index: 0, quantity: 1 }] }).amountIqd).toBe(7000);
    // A promotion took 10 % off: the share follows the total.
    expect(refundPlan(LINES, none, 13_050, 13_050, 0, { lines: [{ index: 1, quantity: 1 }] }).amountIqd).toBe(450);
    const last = refundPlan(LINES, new Map([[0, 2]]), 14_500, 14_500, 14_001, { lines: [{ index: 1, quantity: 1 }] });
    expect(last.amountIqd).toBe(499);
  });

  it('takes a typed amount with or without lines, never above what is left to refund', () => {
    expect(refundPlan(LINES, none, 14_500, 14_500, 0, { amountIqd: 2000 })).toEqual({ errors: {}, lines: [], amountIqd: 2000 });
    expect(refundPlan(LINES, none, 14_500, 14_500, 14_000, { amountIqd: 501 }).errors).toEqual({
      amountIqd: ['must be at most 500 IQD, what was paid and not yet refunded'],
    });
    expect(refundPlan(LINES, none, 14_500, 14_500, 0, { amountIqd: 0 }).errors).toEqual({ amountIqd: ['must be a positive whole number of IQD'] });
  });

  it('refuses an unknown line, a line named twice and more units than the line has left', () => {
    const plan = refundPlan(LINES, new Map([[0, 1]]), 14_500, 14_500, 7000, {
      lines: [
        { index: 4, quantity: 1 },
        { index: 0, quantity: 2 },
        { index: 1, quantity: 0 },
      ],
    });
    expect(plan.errors).toEqual({
      'lines[0].index': ['is not a line of this order'],
      'lines[1].quantity': ['must be at most 1, the units of the line not yet refunded'],
      'lines[2].quantity': ['must be a whole number of 1 or more'],
    });
  });

  it('adds up the units earlier refunds gave back per line', () => {
    expect(
      refundedUnitsOf([
        { lines: [{ index: 0, quantity: 1 }] },
        {
          lines: [
            { index: 0, quantity: 1 },
            { index: 1, quantity: 1 },
          ],
        },
      ]),
    ).toEqual(
      new Map([
        [0, 2],
        [1, 1],
      ]),
    );
  });
});
