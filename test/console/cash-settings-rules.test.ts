import { denominationsFromText, denominationsToText, iqdPer100FromText, ratePerUnit } from '../../console/src/pages/sales/cash-settings-rules';

describe('cash settings: rates and notes as people type them (console)', () => {
  it('reads a rate per unit with separators and Arabic-Indic digits into IQD per 100 units, exactly', () => {
    expect(iqdPer100FromText('1315')).toBe(131500);
    expect(iqdPer100FromText('1,312.50')).toBe(131250);
    expect(iqdPer100FromText('١٣١٥')).toBe(131500);
    expect(iqdPer100FromText('١٬٣١٢٫٥')).toBe(131250);
    expect(iqdPer100FromText('۱۳۱۵')).toBe(131500);
    expect(ratePerUnit(131250)).toBe(1312.5);
  });

  it('refuses a rate of 0, a negative one, three decimals or text', () => {
    for (const text of ['0', '-1315', '13.155', 'abc', '']) expect(iqdPer100FromText(text)).toBeNull();
  });

  it('turns typed notes into sorted minor units and back, refusing duplicates, zeros and too many decimals', () => {
    expect(denominationsFromText('100, 5, 1, 20, 10, 50', 2)).toEqual([100, 500, 1000, 2000, 5000, 10000]);
    expect(denominationsFromText('250، 500 1000', 0)).toEqual([250, 500, 1000]);
    expect(denominationsFromText('٢٥٠، ٥٠٠ ۱۰۰۰', 0)).toEqual([250, 500, 1000]);
    expect(denominationsFromText('٠٫٥، ١', 2)).toEqual([50, 100]);
    expect(denominationsToText([100, 500, 10000], 2)).toBe('1, 5, 100');
    for (const text of ['', '5, 5', '0, 1', '1.005', '1.5']) expect(denominationsFromText(text, text === '1.005' ? 2 : 0)).toBeNull();
  });
});
