import { eodVerdict, withDerivedTotals } from '../../console/src/pages/loss/eod-rules';

const agreeing = { grossVarianceIqd: 0, cashVarianceIqd: 0, cardVarianceIqd: 0, qiVarianceIqd: 0 };

describe('end-of-day verdict and derived totals (console)', () => {
  it('calls a report balanced only when its split adds up and it agrees with the ledger', () => {
    expect(eodVerdict({ varianceIqd: 0, ledger: agreeing })).toBe('balanced');
    expect(eodVerdict({ varianceIqd: 5000, ledger: agreeing })).toBe('short');
    expect(eodVerdict({ varianceIqd: -5000, ledger: agreeing })).toBe('over');
  });

  it('never calls a report that differs from the ledger balanced, even with a split that adds up', () => {
    expect(eodVerdict({ varianceIqd: 0, ledger: { ...agreeing, cashVarianceIqd: 250 } })).toBe('differsFromLedger');
    expect(eodVerdict({ varianceIqd: 100, ledger: { ...agreeing, grossVarianceIqd: -1 } })).toBe('differsFromLedger');
  });

  it('works out net from the payment lines and gross from net when the text gives only those', () => {
    const read = { grossSalesIqd: null, netSalesIqd: null, cashSalesIqd: 300_000, cardSalesIqd: 200_000, qiSalesIqd: null, deliverySalesIqd: 50_000 };
    expect(withDerivedTotals(read)).toEqual({ figures: { ...read, netSalesIqd: 550_000, grossSalesIqd: 550_000 }, derived: ['netSalesIqd', 'grossSalesIqd'] });
  });

  it('keeps figures the text gave and derives nothing without parts', () => {
    const read = { grossSalesIqd: 600_000, netSalesIqd: 550_000, cashSalesIqd: 550_000, cardSalesIqd: null, qiSalesIqd: null, deliverySalesIqd: null };
    expect(withDerivedTotals(read)).toEqual({ figures: read, derived: [] });
    const nothing = { grossSalesIqd: null, netSalesIqd: null, cashSalesIqd: null, cardSalesIqd: null, qiSalesIqd: null, deliverySalesIqd: null };
    expect(withDerivedTotals(nothing).derived).toEqual([]);
  });
});
