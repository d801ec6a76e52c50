import { prepareHistory, type DemandDay } from '../../../src/modules/forecast/rules/history';
import { sameWeekdayBaseline, sameWeekdays } from '../../../src/modules/forecast/rules/models/same-weekday';
import { calendarRegression } from '../../../src/modules/forecast/rules/models/calendar-regression';
import { censoredMean, solveSpd } from '../../../src/modules/forecast/rules/models/linear-algebra';
import { accuracy, backtest } from '../../../src/modules/forecast/rules/backtest';
import { addDays } from '../../../src/modules/forecast/rules/dates';
import { generateSales, historyOf } from '../../../bench/forecast-data';

/** A series from 2026-01-04 (a Sunday) with the given usage, then `future` days without. */
function series(usage: number[], flags: { closed?: number[]; soldOut?: number[] } = {}, future = 7): DemandDay[] {
  const from = '2026-01-04';
  const date = (i: number) => addDays(from, i);
  return prepareHistory({
    from,
    to: date(usage.length - 1),
    usage: usage.map((quantity, i) => ({ date: date(i), quantity })),
    closedDays: (flags.closed ?? []).map(date),
    soldOutDays: (flags.soldOut ?? []).map(date),
    futureDays: future,
  });
}

describe('same-weekday baseline', () => {
  it('forecasts the mean of the last four same weekdays', () => {
    // Five weeks; Sundays 10, 20, 30, 40, 50 → the next Sunday is (20 + 30 + 40 + 50) / 4.
    const usage = Array.from({ length: 35 }, (_, i) => (i % 7 === 0 ? 10 * (i / 7 + 1) : 5));
    const days = series(usage);
    const [sunday, monday] = sameWeekdayBaseline.forecast(days, 34, 2);
    expect(sunday).toEqual({ date: '2026-02-08', value: 35, calendarEffect: 0, promotionEffect: 0 });
    expect(monday.value).toBe(5);
  });

  it('skips a closed same weekday by reaching one more week back, but takes a sold-out one at face value', () => {
    const usage = Array.from({ length: 35 }, (_, i) => (i % 7 === 0 ? 10 * (i / 7 + 1) : 5));
    const days = series(usage, { closed: [28], soldOut: [21] });
    expect(sameWeekdays(days, 34, 35).map((d) => d.date)).toEqual(['2026-01-25', '2026-01-18', '2026-01-11', '2026-01-04']);
    expect(sameWeekdayBaseline.forecast(days, 34, 1)[0].value).toBe((40 + 30 + 20 + 10) / 4);
  });
});

describe('calendar regression', () => {
  it('solves a small symmetric positive definite system', () => {
    const x = solveSpd(Float64Array.from([4, 2, 2, 3]), Float64Array.from([10, 8]), 2);
    expect(Array.from(x!)).toEqual([expect.closeTo(1.75, 9), expect.closeTo(1.5, 9)]);
    expect(solveSpd(Float64Array.from([1, 2, 2, 1]), Float64Array.from([1, 1]), 2)).toBeNull();
  });

  it('expects a sold-out day to have sold at least what it sold, more when the cut was well below the mean', () => {
    expect(censoredMean(100, 10, 60)).toBeCloseTo(100, 1);
    expect(censoredMean(100, 10, 100)).toBeGreaterThan(107);
    expect(censoredMean(100, 10, 200)).toBe(200);
    expect(censoredMean(100, 0, 80)).toBe(100);
  });

  it('learns the weekly pattern: Friday above Sunday', () => {
    const usage = Array.from({ length: 84 }, (_, i) => (i % 7 === 5 ? 150 : 100));
    const [sunday, , , , , friday] = calendarRegression.forecast(series(usage), 83, 6);
    expect(sunday.value).toBeCloseTo(100, 0);
    expect(friday.value).toBeCloseTo(150, 0);
  });

  it('is not pulled down by sold-out days, unlike the same data taken at face value', () => {
    const usage = Array.from({ length: 84 }, (_, i) => (i % 5 === 0 ? 60 : 100)); // every fifth day cut at 60
    const soldOut = usage.flatMap((u, i) => (u === 60 ? [i] : []));
    const days = series(usage, { soldOut });
    const censored = calendarRegression.forecast(days, 83, 7).map((f) => f.value);
    const faceValue = calendarRegression.forecast(days, 83, 7, { censoring: 'ignore' }).map((f) => f.value);
    for (const value of censored) expect(value).toBeCloseTo(100, 0);
    for (const value of faceValue) expect(value).toBeLessThan(97);
  });

  it('beats the same-weekday baseline by more than 15 % (relative one-day WAPE) on a generated year with Ramadan and the Eids, bias within ±5 %', () => {
    const { calendar, series: generated } = generateSales({ seed: 7, branches: 1, items: 3 });
    const scored = { baseline: [] as Array<{ actual: number; forecast: number }>, regression: [] as Array<{ actual: number; forecast: number }> };
    for (const s of generated) {
      const days = historyOf(s, calendar, 1);
      const [base, regression] = backtest(days, days.length - 2, [sameWeekdayBaseline, calendarRegression], { maxHorizon: 1 });
      scored.baseline.push(...base.scored);
      scored.regression.push(...regression.scored);
    }
    const base = accuracy(scored.baseline);
    const regression = accuracy(scored.regression);
    expect(regression.wape!).toBeLessThan(0.85 * base.wape!);
    expect(Math.abs(regression.bias!)).toBeLessThan(0.05);
  });

  it('reports the Ramadan effect of a Ramadan day as its calendar effect', () => {
    const { calendar, series: generated } = generateSales({ seed: 7, branches: 1, items: 1, to: '2026-03-01' });
    const days = historyOf(generated[0], calendar, 3);
    const [tomorrow] = calendarRegression.forecast(days, days.length - 4, 1);
    expect(days[days.length - 3].calendarKinds).toContain('Ramadan');
    expect(tomorrow.calendarEffect).not.toBe(0);
  });
});
