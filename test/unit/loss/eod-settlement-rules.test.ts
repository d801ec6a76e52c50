import { parseSettlementRef, settlementAmount, settlementRef } from '../../../src/modules/loss/eod-reports/eod-settlement.rules';

const ID = '9a3e2f10-6b7c-4d8e-9f01-2a3b4c5d6e7f';

describe('EOD settlement matchedRef', () => {
  it('round-trips "<eodReportId>:<part>"', () => {
    expect(parseSettlementRef(settlementRef(ID, 'cardqi'))).toEqual({ reportId: ID, part: 'cardqi' });
    expect(parseSettlementRef(` ${ID.toUpperCase()}:cash `)).toEqual({ reportId: ID, part: 'cash' });
  });

  it('refuses other shapes', () => {
    for (const ref of [ID, `${ID}:`, `${ID}:Cash`, `${ID}:tips`, 'x:cash', `${ID}:cash:1`]) expect(parseSettlementRef(ref)).toBeNull();
  });

  it('gives the amount each part brings to the bank', () => {
    const amounts = { cashSalesIqd: 800, cardSalesIqd: 300, qiSalesIqd: 200 };
    expect([
      settlementAmount(amounts, 'cash'),
      settlementAmount(amounts, 'card'),
      settlementAmount(amounts, 'qi'),
      settlementAmount(amounts, 'cardqi'),
    ]).toEqual([800, 300, 200, 500]);
  });
});
