import { eodAmountErrors, eodVariance, futureDateProblem, paymentTotal } from '../../../src/modules/loss/eod-reports/eod-report.rules';

const base = { grossSalesIqd: 1000, netSalesIqd: 900, cashSalesIqd: 500, cardSalesIqd: 200, qiSalesIqd: 100, deliverySalesIqd: 50 };

describe('EOD report rules', () => {
  it('computes the variance as net − (cash + card + qi + delivery), positive or negative', () => {
    expect(paymentTotal(base)).toBe(850);
    expect(eodVariance(base)).toBe(50);
    expect(eodVariance({ ...base, cashSalesIqd: 600 })).toBe(-50);
    expect(eodVariance({ ...base, cashSalesIqd: 550 })).toBe(0);
  });

  it('refuses negative, fractional and oversized amounts and net above gross', () => {
    expect(eodAmountErrors(base)).toEqual({});
    expect(eodAmountErrors({ ...base, cashSalesIqd: -1 })).toEqual({ cashSalesIqd: ['must be 0 or more'] });
    expect(eodAmountErrors({ ...base, qiSalesIqd: 1.5 })).toEqual({ qiSalesIqd: ['must be a whole number of IQD'] });
    expect(Object.keys(eodAmountErrors({ ...base, cardSalesIqd: 2e12 }))).toEqual(['cardSalesIqd']);
    expect(eodAmountErrors({ ...base, netSalesIqd: 1001 })).toEqual({ netSalesIqd: ['must not be more than grossSalesIqd (1000)'] });
    expect(eodAmountErrors({ ...base, netSalesIqd: 1000 })).toEqual({});
  });

  it("refuses only dates after the branch's today", () => {
    expect(futureDateProblem('2026-11-23', '2026-11-23')).toBeNull();
    expect(futureDateProblem('2026-11-24', '2026-11-23')).toContain('2026-11-23');
  });
});
