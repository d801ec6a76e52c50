import fc from 'fast-check';
import {
  applyMovement,
  crossedBelowPar,
  divideHalfAwayFromZero,
  EMPTY_BALANCE,
  unitCostOf,
  valueAt,
  type BalanceState,
} from '../../../src/modules/inventory/ledger/costing.rules';

describe('inventory costing rules (moving average, whole IQD)', () => {
  it('rounds half away from zero', () => {
    expect(divideHalfAwayFromZero(5n, 2n)).toBe(3n);
    expect(divideHalfAwayFromZero(-5n, 2n)).toBe(-3n);
    expect(divideHalfAwayFromZero(4n, 3n)).toBe(1n);
    expect(divideHalfAwayFromZero(-4n, 3n)).toBe(-1n);
    expect(valueAt(1500, 333)).toBe(500); // 1.5 × 333 = 499.5 → 500
    expect(valueAt(-1500, 333)).toBe(-500);
    expect(unitCostOf(1000, 3000)).toBe(333);
  });

  it('averages receipts at their own values (the worked example of docs/inventory.md)', () => {
    const first = applyMovement(EMPTY_BALANCE, 10_000, 45_000, 0); // 10 kg for 45,000 IQD
    expect(first.after).toEqual({ onHandMilli: 10_000, valueIqd: 45_000, avgCostIqd: 4_500 });
    const second = applyMovement(first.after, 5_000, 25_000, 0); // 5 kg for 25,000 IQD
    expect(second.after).toEqual({ onHandMilli: 15_000, valueIqd: 70_000, avgCostIqd: 4_667 });
    const usage = applyMovement(second.after, -2_500, null, 0); // 2.5 kg used: 70,000 × 2.5 / 15 = 11,666.67
    expect(usage.valueIqd).toBe(-11_667);
    expect(usage.after).toEqual({ onHandMilli: 12_500, valueIqd: 58_333, avgCostIqd: 4_667 });
    const rest = applyMovement(usage.after, -12_500, null, 0);
    expect(rest.valueIqd).toBe(-58_333);
    expect(rest.after).toEqual({ onHandMilli: 0, valueIqd: 0, avgCostIqd: 4_667 });
  });

  it('values an outflow beyond stock at the average and lets the balance go negative', () => {
    const start: BalanceState = { onHandMilli: 1_000, valueIqd: 2_000, avgCostIqd: 2_000 };
    const out = applyMovement(start, -3_000, null, 0);
    expect(out.valueIqd).toBe(-6_000);
    expect(out.after).toEqual({ onHandMilli: -2_000, valueIqd: -4_000, avgCostIqd: 2_000 });
    const again = applyMovement(out.after, -1_000, null, 0);
    expect(again.valueIqd).toBe(-2_000);
    const refill = applyMovement(again.after, 5_000, 12_500, 0);
    expect(refill.after).toEqual({ onHandMilli: 2_000, valueIqd: 6_500, avgCostIqd: 3_250 });
  });

  it("prices stock at the item's standard cost while the branch has no average", () => {
    const out = applyMovement(EMPTY_BALANCE, -500, null, 3_000);
    expect(out.valueIqd).toBe(-1_500);
    const surplus = applyMovement(EMPTY_BALANCE, 2_000, null, 3_000);
    expect(surplus.valueIqd).toBe(6_000);
  });

  it('refuses a zero quantity and values beyond the safe int64 range', () => {
    expect(() => applyMovement(EMPTY_BALANCE, 0, null, 0)).toThrow(RangeError);
    expect(() => applyMovement(EMPTY_BALANCE, 1_000_000_000, 9_007_199_254_740_991, 0)).not.toThrow();
    expect(() => applyMovement({ onHandMilli: 1, valueIqd: 9_007_199_254_740_991, avgCostIqd: 1 }, 1, 1, 0)).toThrow(RangeError);
  });

  it('warns once when a balance crosses below par', () => {
    expect(crossedBelowPar(10_000, 9_999, 10_000)).toBe(true);
    expect(crossedBelowPar(9_000, 8_000, 10_000)).toBe(false);
    expect(crossedBelowPar(10_000, 9_000, null)).toBe(false);
  });

  it('keeps the balance value equal to the sum of movement values, whatever the sequence', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: -50_000, max: 50_000 }).filter((q) => q !== 0), price: fc.option(fc.integer({ min: 0, max: 20_000 })) }), {
          maxLength: 60,
        }),
        fc.integer({ min: 0, max: 10_000 }),
        (steps, standard) => {
          let balance: BalanceState = EMPTY_BALANCE;
          let qty = 0;
          let value = 0;
          for (const step of steps) {
            const inflowValue = step.qty > 0 && step.price !== null ? valueAt(step.qty, step.price) : null;
            const applied = applyMovement(balance, step.qty, inflowValue, standard);
            qty += applied.quantityMilli;
            value += applied.valueIqd;
            balance = applied.after;
            expect(balance.avgCostIqd).toBeGreaterThanOrEqual(0);
            if (balance.onHandMilli === 0 && step.qty < 0 && qty === 0) expect(Number.isSafeInteger(balance.valueIqd)).toBe(true);
          }
          expect(balance.onHandMilli).toBe(qty);
          expect(balance.valueIqd).toBe(value);
        },
      ),
      { numRuns: 300 },
    );
  });
});
