import { forecastQuantity, proposeBatch } from '../../../src/modules/forecast/rules/batch-proposal';
import { RiceRoundingMethod } from '../../../src/modules/production/batches/batch.rules';

describe('batch proposal', () => {
  const base = { chickenPieces: 41.2, meatKg: 12.3451, rawRiceKg: 10, cookedRiceMultiplier: 2.5, riceRoundingMethod: RiceRoundingMethod.None };

  it('proposes whole chickens and meat to the gram, rounded up', () => {
    expect(proposeBatch(base)).toMatchObject({ chickenCount: 42, meatKg: 12.346 });
    expect(proposeBatch({ ...base, chickenPieces: 40, meatKg: 12 })).toMatchObject({ chickenCount: 40, meatKg: 12 });
    expect(proposeBatch({ ...base, chickenPieces: 0.1 + 0.2 + 39.7 })).toMatchObject({ chickenCount: 40 });
  });

  it('proposes raw rice to the gram without step rounding, cooked as the batch computes it', () => {
    // 10 kg raw × 2.5 = 25 kg cooked for portions, plus 2.3 kg sold by weight → 27.3 kg cooked → 10.92 kg raw.
    expect(proposeBatch({ ...base, directRiceKg: 2.3 })).toMatchObject({ rawRiceKg: 10.92, cookedRiceKg: 27.3, reservedRiceDirectSaleKg: 2.3 });
  });

  it('puts raw rice on the 0.1 kg step of the branch, enough for the cooked rice the batch rounds (Up, Nearest, Down)', () => {
    // Need 10.03 × 2.25 = 22.5675 → 22.568 kg cooked: 10.1 kg raw cooks to 22.725 → 22.8 (Up), 22.7 (Nearest, Down).
    const need = { ...base, rawRiceKg: 10.03, cookedRiceMultiplier: 2.25 };
    expect(proposeBatch({ ...need, riceRoundingMethod: RiceRoundingMethod.Up })).toMatchObject({ rawRiceKg: 10.1, cookedRiceKg: 22.8 });
    expect(proposeBatch({ ...need, riceRoundingMethod: RiceRoundingMethod.Nearest })).toMatchObject({ rawRiceKg: 10.1, cookedRiceKg: 22.7 });
    expect(proposeBatch({ ...need, riceRoundingMethod: RiceRoundingMethod.Down })).toMatchObject({ rawRiceKg: 10.1, cookedRiceKg: 22.7 });
  });

  it('steps the raw rice up when rounding the cooked rice down would fall short', () => {
    // 15.04 kg cooked sold by weight, multiplier 1.3: 11.6 kg raw cooks to 15.08, which Down rounds to 15.0 (short); 11.7 → 15.2.
    const input = { ...base, rawRiceKg: 0, directRiceKg: 15.04, cookedRiceMultiplier: 1.3 };
    expect(proposeBatch({ ...input, riceRoundingMethod: RiceRoundingMethod.Down })).toMatchObject({
      rawRiceKg: 11.7,
      cookedRiceKg: 15.2,
      reservedRiceDirectSaleKg: 15.04,
    });
    expect(proposeBatch({ ...input, riceRoundingMethod: RiceRoundingMethod.Up })).toMatchObject({ rawRiceKg: 11.6, cookedRiceKg: 15.1 });
  });

  it('proposes nothing for a day without forecast usage', () => {
    expect(proposeBatch({ ...base, chickenPieces: 0, meatKg: 0, rawRiceKg: 0 })).toEqual({
      chickenCount: 0,
      meatKg: 0,
      rawRiceKg: 0,
      cookedRiceKg: 0,
      reservedRiceDirectSaleKg: 0,
    });
  });

  it('refuses negative or non-numeric forecasts and a multiplier outside 1–4', () => {
    expect(() => proposeBatch({ ...base, meatKg: -1 })).toThrow(RangeError);
    expect(() => proposeBatch({ ...base, chickenPieces: NaN })).toThrow(RangeError);
    expect(() => proposeBatch({ ...base, cookedRiceMultiplier: 5 })).toThrow(RangeError);
  });

  it('takes the upper quantile of a forecast day by default, the median on request', () => {
    expect(forecastQuantity({ median: 40, upper: 46 })).toBe(46);
    expect(forecastQuantity({ median: 40, upper: 46 }, 'median')).toBe(40);
  });
});
