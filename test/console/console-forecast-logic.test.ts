import type { TFunction } from 'i18next';
import {
  beatsBaseline,
  explanationLines,
  formatForecast,
  markedKind,
  modelName,
  niceCeiling,
  percentOrDash,
  percentile,
  seriesKey,
  seriesName,
} from '../../console/src/pages/forecast/forecast-format';
import { setArabicDigitSystem } from '../../console/src/ui/format';
import { en } from '../../console/src/i18n/en';

/** A stand-in for i18next's t over the English catalogue (interpolation only). */
const t = ((key: string, options: Record<string, unknown> = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  if (typeof text !== 'string') return (options.defaultValue as string | undefined) ?? key;
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(options[name]));
}) as unknown as TFunction;

describe("console forecast pages' rules (figures, model names, explanations, calendar marks)", () => {
  beforeAll(() => setArabicDigitSystem('arab'));

  it("names a series in the page's language, the rice sold by weight as such, and keys it by item and measure", () => {
    const rice = { inventoryItemId: 'r1', itemName: 'Basmati rice', itemNameAr: 'رز بسمتي' };
    expect(seriesName({ ...rice, measure: 'Usage' }, 'en', t)).toBe('Basmati rice');
    expect(seriesName({ ...rice, measure: 'Usage' }, 'ar', t)).toBe('رز بسمتي');
    expect(seriesName({ ...rice, measure: 'RiceSoldByWeight' }, 'en', t)).toBe('Basmati rice, sold by weight (cooked)');
    expect(seriesName({ ...rice, itemNameAr: null, measure: 'Usage' }, 'ar', t)).toBe('Basmati rice');
    expect(seriesKey({ inventoryItemId: 'r1', measure: 'Usage' })).toBe('r1');
    expect(seriesKey({ inventoryItemId: 'r1', measure: 'RiceSoldByWeight' })).toBe('r1:RiceSoldByWeight');
  });

  it('writes forecast figures with one decimal, signed when asked, in the screen digits', () => {
    expect(formatForecast(77.577, 'en')).toBe('77.6');
    expect(formatForecast(4.9, 'en', true)).toBe('+4.9');
    expect(formatForecast(-0.3, 'en', true)).toBe('-0.3');
    expect(formatForecast(0, 'en', true)).toBe('0');
    expect(formatForecast(17.95, 'ar')).toBe('١٨');
  });

  it('writes WAPE and bias as percentages, a dash when the service has none', () => {
    expect(percentOrDash(0.098, 'en')).toBe('9.8%');
    expect(percentOrDash(0.012, 'en', true)).toBe('+1.2%');
    expect(percentOrDash(-0.07, 'en', true)).toBe('-7%');
    expect(percentOrDash(null, 'en')).toBe('—');
    expect(percentOrDash(0.142, 'ar')).not.toMatch(/[0-9]/);
    expect(percentile(0.8)).toBe(80);
    expect(percentile(0.95)).toBe(95);
  });

  it('ends a value axis on a round step above the highest figure', () => {
    expect(niceCeiling(127)).toBe(140);
    expect(niceCeiling(100)).toBe(100);
    expect(niceCeiling(47.3)).toBe(50);
    expect(niceCeiling(0.4)).toBe(0.4);
    expect(niceCeiling(0)).toBe(1);
  });

  it("names the models in the screen's language and keeps an unknown one as the service sent it", () => {
    expect(modelName('calendar-regression', t)).toBe('Calendar regression');
    expect(modelName('same-weekday-mean', t)).toBe('Same weekday (last 4)');
    expect(modelName('another-model', t)).toBe('another-model');
    expect(modelName(null, t)).toBe('—');
  });

  it('says only the chosen model beats the baseline when its one-day error is lower and both are known', () => {
    expect(beatsBaseline({ chosenOneDayWape: 0.1, baselineOneDayWape: 0.14 })).toBe(true);
    expect(beatsBaseline({ chosenOneDayWape: 0.14, baselineOneDayWape: 0.14 })).toBe(false);
    expect(beatsBaseline({ chosenOneDayWape: null, baselineOneDayWape: 0.14 })).toBe(false);
  });

  it('colours a calendar day by its rarest kind: an Eid on a Friday is an Eid', () => {
    expect(markedKind(['Friday', 'EidAlFitr'])).toBe('EidAlFitr');
    expect(markedKind(['Friday', 'Ramadan'])).toBe('Ramadan');
    expect(markedKind(['Friday'])).toBe('Friday');
    expect(markedKind([])).toBeNull();
  });

  it('explains a forecast day: same weekdays with sold-out marks, the calendar effect, promotion and sold-out adjustment when they count', () => {
    const lines = explanationLines(
      {
        sameWeekdays: [
          { date: '2026-04-24', usage: 92, soldOut: false },
          { date: '2026-04-17', usage: 80, soldOut: true },
        ],
        calendarKinds: ['NationalHoliday'],
        calendarEffect: 4.9,
        promotionEffect: 0.01,
        soldOutAdjustment: 2.44,
      },
      'Piece',
      'en',
      t,
    );
    expect(lines).toEqual([
      'Same weekdays: 24 Apr 2026: 92 pcs · 17 Apr 2026: 80 pcs (Sold out)',
      'Calendar (National holiday): +4.9 pcs',
      'Sold-out days counted as cut short: +2.4 pcs',
    ]);
    expect(explanationLines({ sameWeekdays: [], calendarKinds: [], calendarEffect: 0, promotionEffect: 3, soldOutAdjustment: 0 }, 'Kg', 'en', t)).toEqual([
      'No calendar effect',
      'Promotion: +3 kg',
    ]);
  });
});
