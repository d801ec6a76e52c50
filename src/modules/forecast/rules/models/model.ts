/** What every forecast model offers the backtest (docs/forecast.md, "Models"). */
import type { DemandDay } from '../history';

export interface ModelOptions {
  /** Most days of history a fit reads, counting back from the origin (default 365). */
  trainingDays?: number;
  /** Sold-out days: `impute` treats them as censored (the default), `ignore` takes them at face value. */
  censoring?: 'impute' | 'ignore';
}

export interface ModelForecast {
  date: string;
  /** Expected usage (never below 0). */
  value: number;
  /** Part of `value` due to the calendar (Ramadan, Eid, holiday); 0 for models that do not know it. */
  calendarEffect: number;
  /** Part of `value` due to an active promotion. */
  promotionEffect: number;
}

export interface TrainingWindow {
  from: string;
  to: string;
  /** Observed days the fit read. */
  days: number;
}

export interface ForecastModel {
  readonly name: string;
  /**
   * Forecasts `days[origin + 1 … origin + horizon]` knowing only `days[0 … origin]` (their usage and
   * flags) and the calendar and promotion flags of the target days. The array must reach the last
   * target day (future days carry null usage).
   */
  forecast(days: readonly DemandDay[], origin: number, horizon: number, options?: ModelOptions): ModelForecast[];
  trainingWindow(days: readonly DemandDay[], origin: number, options?: ModelOptions): TrainingWindow;
}

export const DEFAULT_TRAINING_DAYS = 365;

export function targetIndexes(days: readonly DemandDay[], origin: number, horizon: number): number[] {
  if (origin < 0 || origin + horizon >= days.length) throw new RangeError(`The series must reach ${horizon} days past its origin`);
  return Array.from({ length: horizon }, (_, h) => origin + 1 + h);
}
