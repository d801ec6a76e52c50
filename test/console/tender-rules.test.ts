import { tenderIqd, tenderSummary } from '../../console/src/pages/sales/tender-rules';

const iqd = (amount: number, cash = true) => ({ amount, minorDigits: 0, iqdPer100: null, cash });
const usd = (cents: number) => ({ amount: cents, minorDigits: 2, iqdPer100: 131500, cash: true });

describe('split tender in the payment dialog (console)', () => {
  it('pays 24,000 IQD with $10 at 1,315 and 11,000 IQD: nothing remains, 150 IQD change', () => {
    expect(tenderSummary([usd(1000), iqd(11000)], 24000)).toEqual({ tenderedIqd: 24150, remainingIqd: 0, changeIqd: 150, nonCashOver: false });
  });

  it('shows what remains while the tenders fall short, and ignores empty rows', () => {
    expect(tenderSummary([usd(1000), iqd(0)], 24000)).toEqual({ tenderedIqd: 13150, remainingIqd: 10850, changeIqd: 0, nonCashOver: false });
    expect(tenderSummary([], 24000).remainingIqd).toBe(24000);
  });

  it('flags card, Qi or wallet tenders above the amount due (no change on a card)', () => {
    expect(tenderSummary([iqd(25000, false)], 24000).nonCashOver).toBe(true);
    expect(tenderSummary([iqd(20000, false), iqd(5000)], 24000)).toEqual({ tenderedIqd: 25000, remainingIqd: 0, changeIqd: 1000, nonCashOver: false });
  });

  it('converts foreign cash at the stored rate, rounding half away from zero in integer IQD', () => {
    expect(tenderIqd(1000, 2, 131500)).toBe(13150);
    expect(tenderIqd(1, 2, 131250)).toBe(13);
    expect(tenderIqd(12500, 0, null)).toBe(12500);
  });
});
