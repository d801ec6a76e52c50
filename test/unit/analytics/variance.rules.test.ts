import {
  buildReport,
  emptySums,
  exceedsThreshold,
  itemVariance,
  percentOf,
  roundHalfAway,
  DEFAULT_THRESHOLD_BP,
} from '../../../src/modules/analytics/variance/variance.rules';
import { thresholdBpOf } from '../../../src/modules/analytics/settings/analytics-settings.service';

function sums(opening: number, qty: Partial<Record<string, number>>, value: Partial<Record<string, number>> = {}) {
  const s = emptySums();
  s.openingMilli = opening;
  Object.assign(s.qty, qty);
  Object.assign(s.value, value);
  return s;
}

describe('usage variance rules', () => {
  it('computes actual usage from opening, inflows, transfers and closing, and the unexplained rest after theoretical and waste', () => {
    // 20 kg on hand, 10 received, 4 made, 2 in, 3 out; sold 8, batches took 5, 1 wasted, the count found 1.5 kg missing.
    const v = itemVariance(
      sums(20_000, {
        receipts: 10_000,
        productionOutputs: 4_000,
        transfersIn: 2_000,
        transfersOut: -3_000,
        salesUsage: -8_000,
        productionInputs: -5_000,
        waste: -1_000,
        unexplained: -1_500,
      }),
      DEFAULT_THRESHOLD_BP,
    );
    expect(v.closingMilli).toBe(17_500);
    expect(v.actualMilli).toBe(20_000 + 10_000 + 4_000 + 2_000 - 3_000 - 17_500);
    expect(v).toMatchObject({ theoreticalMilli: 13_000, wasteMilli: 1_000, unexplainedMilli: 1_500, transfersOutMilli: 3_000, flagged: true });
    expect(v.actualMilli).toBe(v.theoreticalMilli + v.wasteMilli + v.unexplainedMilli);
    expect(v.unexplainedBpOfTheoretical).toBe(1154); // 1.5 / 13 = 11.54 %
  });

  it('values the figures from the movements themselves (each at the moving average when posted)', () => {
    const v = itemVariance(sums(0, { salesUsage: -2_500, waste: -500, unexplained: -250 }, { salesUsage: -11_667, waste: -2_333, unexplained: -1_167 }), 300);
    expect(v).toMatchObject({ theoreticalIqd: 11_667, wasteIqd: 2_333, unexplainedIqd: 1_167, actualIqd: 15_167 });
  });

  it('reports a count surplus as a negative unexplained variance, flagged the same way', () => {
    const v = itemVariance(sums(5_000, { salesUsage: -1_000, unexplained: 200 }), 300);
    expect(v.unexplainedMilli).toBe(-200);
    expect(v.flagged).toBe(true);
  });

  it('flags only above the threshold (strictly), and any unexplained quantity without theoretical usage', () => {
    expect(exceedsThreshold(300, 10_000, 300)).toBe(false);
    expect(exceedsThreshold(301, 10_000, 300)).toBe(true);
    expect(exceedsThreshold(-301, 10_000, 300)).toBe(true);
    expect(exceedsThreshold(0, 0, 300)).toBe(false);
    expect(exceedsThreshold(1, 0, 300)).toBe(true);
    expect(exceedsThreshold(5, 100, 0)).toBe(true);
  });

  it('gives percentages with two decimals and null without a base', () => {
    expect(percentOf(1000, 19_000)).toBe(5.26);
    expect(percentOf(-1, 3)).toBe(-33.33);
    expect(percentOf(5, 0)).toBeNull();
    expect(roundHalfAway(-2.5)).toBe(-3);
    expect(roundHalfAway(2.5)).toBe(3);
  });

  it('takes the threshold as a percentage with at most two decimals between 0 and 100', () => {
    expect(thresholdBpOf(3)).toBe(300);
    expect(thresholdBpOf(2.75)).toBe(275);
    expect(() => thresholdBpOf(2.755)).toThrow(expect.objectContaining({ fields: { varianceThresholdPercent: ['must have at most 2 decimal places'] } }));
    expect(() => thresholdBpOf(101)).toThrow(expect.objectContaining({ fields: { varianceThresholdPercent: ['must be between 0 and 100'] } }));
    expect(() => thresholdBpOf(-1)).toThrow();
  });
});

describe("usage variance report from a period's sums", () => {
  const item = (
    branchId: string,
    name: string,
    balanceMilli: number,
    afterMilli: number,
    qty: Partial<Record<string, number>>,
    value: Partial<Record<string, number>>,
  ) => {
    const { qty: q, value: v } = emptySums();
    return {
      branchId,
      inventoryItemId: `${name}-id`,
      name,
      nameAr: null,
      unit: 'Kg',
      lastCountedOn: null,
      balanceMilli,
      afterMilli,
      qty: Object.assign(q, qty),
      value: Object.assign(v, value),
    };
  };

  it('derives opening and closing from on hand now, orders lines by unexplained value and keeps unflagged items in the branch totals when only flagged lines are asked', () => {
    // Rice: 27 kg now, 2 kg received after the period; in it 10 received, 0.75 sold, 1 wasted, 1.25 found missing.
    const rice = item(
      'b1',
      'Rice',
      27_000,
      2_000,
      { receipts: 10_000, salesUsage: -750, waste: -1_000, unexplained: -1_250 },
      { receipts: 40_000, salesUsage: -3_000, waste: -4_000, unexplained: -5_000 },
    );
    const oil = item('b1', 'Oil', 5_000, 0, { salesUsage: -500 }, { salesUsage: -1_500 });
    const branches = [
      { id: 'b1', name: 'Karrada' },
      { id: 'b2', name: 'Mansour' },
    ];
    const input = { from: '2026-03-10', to: '2026-03-15', flaggedOnly: false, thresholdBp: DEFAULT_THRESHOLD_BP, branches };
    const sales = [{ branchId: 'b1', orders: 3, netIqd: 19_000, refundsIqd: 0 }];
    const unmapped = [{ branchId: 'b1', productId: 'tea', productName: 'Tea', units: 2, netIqd: 1_000 }];
    const report = buildReport(input, [oil, rice], sales, unmapped);
    expect(report.lines.map((l) => [l.name, l.opening, l.closing, l.actual, l.unexplained, l.flagged])).toEqual([
      ['Rice', 18, 25, 3, 1.25, true],
      ['Oil', 5.5, 5, 0.5, 0, false],
    ]);
    expect(report.branches).toEqual([
      expect.objectContaining({
        branchId: 'b1',
        orderCount: 3,
        theoreticalCostIqd: 4_500,
        wasteIqd: 4_000,
        unexplainedIqd: 5_000,
        actualCostIqd: 13_500,
        flaggedItems: 1,
        unmappedSalesPercent: 5.26,
      }),
      expect.objectContaining({ branchId: 'b2', orderCount: 0, netSalesIqd: 0, theoreticalFoodCostPercent: null }),
    ]);
    expect(report.unmappedSales).toEqual([{ branchId: 'b1', productId: 'tea', productName: 'Tea', units: 2, netSalesIqd: 1_000, percentOfNetSales: 5.26 }]);
    const flaggedOnly = buildReport({ ...input, flaggedOnly: true }, [oil, rice], sales, unmapped);
    expect(flaggedOnly.lines.map((l) => l.name)).toEqual(['Rice']);
    expect(flaggedOnly.branches[0].theoreticalCostIqd).toBe(4_500);
  });
});
