import { prepareHistory, type DemandDay } from '../../../src/modules/forecast/rules/history';
import { accuracy, backtest, chooseModel, forecastSeries, residualsAt } from '../../../src/modules/forecast/rules/backtest';
import type { ForecastModel } from '../../../src/modules/forecast/rules/models/model';
import { addDays } from '../../../src/modules/forecast/rules/dates';
import { generateSales, historyOf } from '../../../bench/forecast-data';

/** Forecasts every day as the usage of the origin day (the naive model), for hand-computed figures. */
const yesterday: ForecastModel = {
  name: 'yesterday',
  forecast: (days, origin, horizon) =>
    Array.from({ length: horizon }, (_, h) => ({ date: days[origin + 1 + h].date, value: days[origin].usage ?? 0, calendarEffect: 0, promotionEffect: 0 })),
  trainingWindow: (days, origin) => ({ from: days[origin].date, to: days[origin].date, days: 1 }),
};
const constant = (value: number): ForecastModel => ({
  ...yesterday,
  name: `constant-${value}`,
  forecast: (days, origin, horizon) =>
    Array.from({ length: horizon }, (_, h) => ({ date: days[origin + 1 + h].date, value, calendarEffect: 0, promotionEffect: 0 })),
});

function series(usage: number[], flags: { closed?: number[]; soldOut?: number[] } = {}): DemandDay[] {
  const date = (i: number) => addDays('2026-01-01', i);
  return prepareHistory({
    from: date(0),
    to: date(usage.length - 1),
    usage: usage.map((quantity, i) => ({ date: date(i), quantity })),
    closedDays: (flags.closed ?? []).map(date),
    soldOutDays: (flags.soldOut ?? []).map(date),
    futureDays: 14,
  });
}

describe('backtest metrics', () => {
  it('computes WAPE and bias as sums over the scored days', () => {
    expect(
      accuracy([
        { actual: 10, forecast: 12 },
        { actual: 20, forecast: 15 },
        { actual: 0, forecast: 1 },
      ]),
    ).toEqual({ wape: 8 / 30, bias: -2 / 30, days: 3 });
    expect(accuracy([{ actual: 0, forecast: 3 }])).toEqual({ wape: null, bias: null, days: 1 });
  });

  it('scores the last weeks at one and seven days ahead from rolling origins (hand-computed)', () => {
    // 10, 20, 10, 20 … ; one week scored: days 3–9. One day ahead the naive model is always 10 off:
    // |errors| 70 over actual 110, signed 4 × (−10) + 3 × (+10). Seven days ahead only days 7–9 have an origin.
    const days = series([10, 20, 10, 20, 10, 20, 10, 20, 10, 20]);
    const [result] = backtest(days, 9, [yesterday], { weeks: 1, maxHorizon: 7 });
    expect(result.oneDay).toEqual({ wape: 70 / 110, bias: -10 / 110, days: 7 });
    expect(result.sevenDay).toEqual({ wape: 30 / 50, bias: -10 / 50, days: 3 });
    expect(result.scored.filter((s) => s.horizon === 1).map((s) => s.date)).toEqual([
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
    ]);
  });

  it('does not score closed or sold-out days', () => {
    const days = series([10, 20, 10, 20, 10, 20, 10, 20, 10, 20], { closed: [5], soldOut: [7] });
    const [result] = backtest(days, 9, [yesterday], { weeks: 1, maxHorizon: 1 });
    expect(result.scored.map((s) => s.date)).toEqual(['2026-01-04', '2026-01-05', '2026-01-07', '2026-01-09', '2026-01-10']);
  });

  it('chooses the model with the lowest one-day WAPE, the first listed on a tie', () => {
    const days = series(Array.from({ length: 30 }, () => 10));
    const results = backtest(days, 29, [constant(12), constant(9), constant(11)], { weeks: 2, maxHorizon: 1 });
    expect(chooseModel(results)).toBe(1);
    expect(chooseModel(backtest(days, 29, [constant(8), constant(12)], { weeks: 2, maxHorizon: 1 }))).toBe(0);
  });

  it('takes the residuals of the horizon, or of every horizon when too few', () => {
    const scored = [1, 2, 3].flatMap((horizon) =>
      Array.from({ length: horizon === 1 ? 20 : 3 }, () => ({ date: '', horizon, actual: 10, forecast: 10 - horizon })),
    );
    expect(residualsAt(scored, 1)).toHaveLength(20);
    expect(residualsAt(scored, 3)).toHaveLength(26);
  });
});

describe('series forecast', () => {
  const { calendar, series: generated } = generateSales({ seed: 11, branches: 1, items: 1, soldOutRate: 0.1 });
  const days = historyOf(generated[0], calendar, 14);
  const last = days.length - 15;
  const forecast = forecastSeries(days, last, { horizon: 14 });

  it('records the chosen model, its training window, the backtest of every model and 14 days', () => {
    expect(forecast.model).toBe('calendar-regression');
    expect(forecast.trainingWindow).toMatchObject({ to: days[last].date });
    expect(forecast.trainingWindow.days).toBeGreaterThan(300);
    expect(forecast.backtest.models.map((m) => m.model)).toEqual(['same-weekday-mean', 'calendar-regression']);
    expect(forecast.backtest.models[1].oneDay.wape!).toBeLessThan(forecast.backtest.models[0].oneDay.wape!);
    expect(forecast.days.map((d) => d.horizon)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(forecast.days[0].date).toBe(days[last + 1].date);
  });

  it('orders the quantiles: 0 ≤ median ≤ P80 ≤ P95', () => {
    const higher = forecastSeries(days, last, { horizon: 14, serviceLevel: 0.95 });
    forecast.days.forEach((day, k) => {
      expect(day.median).toBeGreaterThanOrEqual(0);
      expect(day.upper).toBeGreaterThan(day.median);
      expect(higher.days[k].upper).toBeGreaterThanOrEqual(day.upper);
    });
  });

  it('explains each day: the same weekdays of the last weeks, the calendar and the sold-out adjustment', () => {
    const [tomorrow] = forecast.days;
    expect(tomorrow.explanation.sameWeekdays).toHaveLength(4);
    expect(tomorrow.explanation.sameWeekdays[0].date).toBe(addDays(tomorrow.date, -7));
    expect(tomorrow.explanation.soldOutAdjustment).toBeGreaterThan(0);
  });
});
