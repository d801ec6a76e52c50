/**
 * Rolling-origin backtest and model choice (docs/forecast.md, "Backtest"). For every origin of the
 * last weeks each model forecasts the following days from the history up to the origin only; the
 * errors against what was then used give WAPE and bias per horizon, the model with the lowest one-day
 * WAPE is chosen for the series, and its errors become the forecast's quantiles.
 *
 * Missing days (closed, partial) and sold-out days are not scored: a sold-out day's usage is only a
 * lower bound of its demand. Nor are days borrowed from other branches.
 */
import type { DemandDay } from './history';
import type { ForecastModel, ModelOptions, TrainingWindow } from './models/model';
import { calendarRegression } from './models/calendar-regression';
import { sameWeekdayBaseline, sameWeekdays } from './models/same-weekday';
import { DEFAULT_SERVICE_LEVEL, forecastBand, MIN_RESIDUALS } from './quantiles';
import type { CalendarKind } from './iraqi-calendar';

export const BACKTEST_WEEKS = 8;
export const MAX_HORIZON = 14;
export const DEFAULT_MODELS: readonly ForecastModel[] = [sameWeekdayBaseline, calendarRegression];

export interface Metrics {
  /** Σ|forecast − actual| / Σ actual; null when nothing was used on the scored days. */
  wape: number | null;
  /** Σ(forecast − actual) / Σ actual: positive when the model forecasts too much. */
  bias: number | null;
  /** Scored days. */
  days: number;
}

export interface ScoredDay {
  date: string;
  horizon: number;
  actual: number;
  forecast: number;
}

export function accuracy(scored: ReadonlyArray<{ actual: number; forecast: number }>): Metrics {
  let absolute = 0;
  let signed = 0;
  let actual = 0;
  for (const day of scored) {
    absolute += Math.abs(day.forecast - day.actual);
    signed += day.forecast - day.actual;
    actual += day.actual;
  }
  if (actual <= 0) return { wape: null, bias: null, days: scored.length };
  return { wape: absolute / actual, bias: signed / actual, days: scored.length };
}

export interface ModelBacktest {
  model: string;
  oneDay: Metrics;
  sevenDay: Metrics;
  /** Every scored forecast, all horizons. */
  scored: ScoredDay[];
}

export interface BacktestOptions {
  weeks?: number;
  /** Longest horizon scored (the residuals of the quantiles reach this far). */
  maxHorizon?: number;
  modelOptions?: ModelOptions;
}

/**
 * Backtests `models` on the series `days`, whose last known day is `days[last]`: the scored days are
 * the last `weeks` weeks up to `last`, each reached from every origin 1 … `maxHorizon` days before it.
 */
export function backtest(days: readonly DemandDay[], last: number, models: readonly ForecastModel[], options: BacktestOptions = {}): ModelBacktest[] {
  const weeks = options.weeks ?? BACKTEST_WEEKS;
  const maxHorizon = options.maxHorizon ?? MAX_HORIZON;
  const firstScored = Math.max(1, last - 7 * weeks + 1);
  return models.map((model) => {
    const scored: ScoredDay[] = [];
    for (let origin = Math.max(0, firstScored - maxHorizon); origin < last; origin++) {
      const horizon = Math.min(maxHorizon, last - origin);
      const forecasts = model.forecast(days, origin, horizon, options.modelOptions);
      for (let h = 1; h <= horizon; h++) {
        const target = origin + h;
        const day = days[target];
        if (target < firstScored || day.usage === null || day.soldOut || day.borrowed) continue;
        scored.push({ date: day.date, horizon: h, actual: day.usage, forecast: forecasts[h - 1].value });
      }
    }
    return {
      model: model.name,
      oneDay: accuracy(scored.filter((s) => s.horizon === 1)),
      sevenDay: accuracy(scored.filter((s) => s.horizon === 7)),
      scored,
    };
  });
}

/** The model with the lowest one-day WAPE; on a tie or without any score, the first listed (the baseline). */
export function chooseModel(results: readonly ModelBacktest[]): number {
  let best = 0;
  for (let i = 1; i < results.length; i++) {
    const wape = results[i].oneDay.wape;
    const bestWape = results[best].oneDay.wape;
    if (wape !== null && (bestWape === null || wape < bestWape)) best = i;
  }
  return best;
}

/** Past errors (actual − forecast) at a horizon, or at every horizon when too few. */
export function residualsAt(scored: readonly ScoredDay[], horizon: number): number[] {
  const at = scored.filter((s) => s.horizon === Math.min(horizon, MAX_HORIZON)).map((s) => s.actual - s.forecast);
  return at.length >= MIN_RESIDUALS ? at : scored.map((s) => s.actual - s.forecast);
}

export interface ForecastExplanation {
  /** The same weekdays of the last weeks (newest first), as the baseline reads them. */
  sameWeekdays: Array<{ date: string; usage: number; soldOut: boolean }>;
  calendarKinds: readonly CalendarKind[];
  /** Usage the calendar adds (negative: removes) on the day, per the chosen model. */
  calendarEffect: number;
  promotionEffect: number;
  /** How much treating sold-out days as censored raised (lowered) the point forecast. */
  soldOutAdjustment: number;
}

export interface ForecastDay {
  date: string;
  horizon: number;
  /** The chosen model's expected usage. */
  point: number;
  median: number;
  /** The service-level quantile (P80 by default). */
  upper: number;
  explanation: ForecastExplanation;
}

export interface SeriesForecast {
  model: string;
  trainingWindow: TrainingWindow;
  serviceLevel: number;
  days: ForecastDay[];
  backtest: {
    from: string;
    to: string;
    models: Array<{ model: string; oneDay: Metrics; sevenDay: Metrics }>;
  };
}

export interface ForecastOptions extends BacktestOptions {
  models?: readonly ForecastModel[];
  /** Days forecast after `last` (1–14, default 14). */
  horizon?: number;
  serviceLevel?: number;
}

/**
 * Backtests the models on the series, chooses one and forecasts the `horizon` days after
 * `days[last]` with its median and service-level quantile. `days` must reach `last + horizon`.
 */
export function forecastSeries(days: readonly DemandDay[], last: number, options: ForecastOptions = {}): SeriesForecast {
  const models = options.models ?? DEFAULT_MODELS;
  const horizon = options.horizon ?? MAX_HORIZON;
  const serviceLevel = options.serviceLevel ?? DEFAULT_SERVICE_LEVEL;
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON) throw new RangeError(`The horizon must be 1–${MAX_HORIZON} days`);
  const results = backtest(days, last, models, { ...options, maxHorizon: MAX_HORIZON });
  const chosen = models[chooseModel(results)];
  const scored = results[models.indexOf(chosen)].scored;
  const modelOptions = options.modelOptions ?? {};
  const forecasts = chosen.forecast(days, last, horizon, modelOptions);
  const faceValue =
    (modelOptions.censoring ?? 'impute') === 'impute' ? chosen.forecast(days, last, horizon, { ...modelOptions, censoring: 'ignore' }) : forecasts;
  const firstScored = Math.max(1, last - 7 * (options.weeks ?? BACKTEST_WEEKS) + 1);
  return {
    model: chosen.name,
    trainingWindow: chosen.trainingWindow(days, last, modelOptions),
    serviceLevel,
    days: forecasts.map((forecast, k) => {
      const target = last + 1 + k;
      const band = forecastBand(forecast.value, residualsAt(scored, k + 1), serviceLevel);
      return {
        date: forecast.date,
        horizon: k + 1,
        point: forecast.value,
        ...band,
        explanation: {
          sameWeekdays: sameWeekdays(days, last, target).map((day) => ({ date: day.date, usage: day.usage ?? 0, soldOut: day.soldOut })),
          calendarKinds: days[target].calendarKinds,
          calendarEffect: forecast.calendarEffect,
          promotionEffect: forecast.promotionEffect,
          soldOutAdjustment: forecast.value - faceValue[k].value,
        },
      };
    }),
    backtest: {
      from: days[firstScored].date,
      to: days[last].date,
      models: results.map(({ model, oneDay, sevenDay }) => ({ model, oneDay, sevenDay })),
    },
  };
}
