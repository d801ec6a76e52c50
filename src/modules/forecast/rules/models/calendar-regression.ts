/**
 * Calendar regression: weighted least squares of the day's usage on a level, a trend, the weekday,
 * Ramadan (and its Fridays), the Eids, the other holidays and promotions, plus a local level that
 * follows the last weeks' residuals (docs/forecast.md, "Models").
 *
 * - Older days weigh less (half-life `HALF_LIFE_DAYS`), so the level and the weekday pattern follow
 *   the branch; a small ridge keeps rare effects (an Eid seen once a year ago) from swinging.
 * - Sold-out days are censored: the first fit leaves them out, then each one is replaced by the
 *   expected demand given that it was at least the observed usage (a normal tail, the residual spread
 *   of the uncensored days) and the model is refitted, a few EM-style rounds.
 */
import type { DemandDay } from '../history';
import { FRIDAY } from '../dates';
import { censoredMean, solveSpd } from './linear-algebra';
import { DEFAULT_TRAINING_DAYS, targetIndexes, type ForecastModel, type ModelForecast, type ModelOptions, type TrainingWindow } from './model';

/** Columns: level, trend, Monday … Saturday (Sunday is the reference), Ramadan, Ramadan Friday, Eid, holiday, promotion. */
const P = 13;
const TREND = 1;
const RAMADAN = 8;
const RAMADAN_FRIDAY = 9;
const EID = 10;
const HOLIDAY = 11;
const PROMOTION = 12;
const CALENDAR_COLUMNS = [RAMADAN, RAMADAN_FRIDAY, EID, HOLIDAY];

export const HALF_LIFE_DAYS = 120;
/**
 * Ridge penalty on the trend and the rare columns (calendar, promotion), in units of the weight of one
 * day at the origin. The weekdays are left free: every week brings each of them again.
 */
const RIDGE = 1;
const RIDGE_COLUMNS = [TREND, RAMADAN, RAMADAN_FRIDAY, EID, HOLIDAY, PROMOTION];
/** Residual level: exponential smoothing of the fitted model's residuals over the last days. */
const LEVEL_DAYS = 28;
const LEVEL_ALPHA = 0.2;
const EM_ROUNDS = 3;
const MIN_OBSERVED_DAYS = 14;

/** Nonzero columns of a day (other than the trend, which depends on the origin). */
function dayColumns(day: DemandDay): number[] {
  const columns = [0, TREND];
  if (day.weekday !== 0) columns.push(1 + day.weekday);
  const kinds = day.calendarKinds;
  if (kinds.includes('Ramadan')) {
    columns.push(RAMADAN);
    if (day.weekday === FRIDAY) columns.push(RAMADAN_FRIDAY);
  }
  if (kinds.includes('EidAlFitr') || kinds.includes('EidAlAdha')) columns.push(EID);
  else if (kinds.includes('NationalHoliday') || kinds.includes('ReligiousHoliday')) columns.push(HOLIDAY);
  if (day.promotion) columns.push(PROMOTION);
  return columns;
}

const columnCache = new WeakMap<readonly DemandDay[], number[][]>();
function columnsOf(days: readonly DemandDay[]): number[][] {
  let columns = columnCache.get(days);
  if (!columns) {
    columns = days.map(dayColumns);
    columnCache.set(days, columns);
  }
  return columns;
}

interface Fit {
  beta: Float64Array;
  level: number;
}

function value(beta: Float64Array, columns: readonly number[], trend: number): number {
  let sum = 0;
  for (const c of columns) sum += c === TREND ? beta[c] * trend : beta[c];
  return sum;
}

function fit(days: readonly DemandDay[], origin: number, options: ModelOptions): Fit | null {
  const columns = columnsOf(days);
  const first = Math.max(0, origin - (options.trainingDays ?? DEFAULT_TRAINING_DAYS) + 1);
  const impute = (options.censoring ?? 'impute') === 'impute';
  const decay = Math.pow(0.5, 1 / HALF_LIFE_DAYS);

  const uncensored = new Float64Array(P * P);
  const censoredA = new Float64Array(P * P);
  const bUncensored = new Float64Array(P);
  const censoredRows: Array<{ i: number; w: number }> = [];
  let observed = 0;
  let w = 1;
  for (let i = origin; i >= first; i--, w *= decay) {
    const usage = days[i].usage;
    if (usage === null) continue;
    observed++;
    const cols = columns[i];
    const trend = (i - origin) / 365;
    const censored = impute && days[i].soldOut;
    const a = censored ? censoredA : uncensored;
    for (const r of cols) {
      const xr = r === TREND ? trend : 1;
      for (const c of cols) {
        if (c < r) continue;
        a[r * P + c] += w * xr * (c === TREND ? trend : 1);
      }
    }
    if (censored) censoredRows.push({ i, w });
    else for (const r of cols) bUncensored[r] += w * usage * (r === TREND ? trend : 1);
  }
  if (observed < MIN_OBSERVED_DAYS) return null;
  for (const c of RIDGE_COLUMNS) uncensored[c * P + c] += RIDGE;

  let beta = solveSpd(uncensored, bUncensored, P);
  if (!beta) return null;
  const imputed = new Map<number, number>();
  if (censoredRows.length) {
    const all = new Float64Array(P * P);
    for (let k = 0; k < P * P; k++) all[k] = uncensored[k] + censoredA[k];
    for (let round = 0; round < EM_ROUNDS; round++) {
      const sd = residualSd(days, columns, origin, first, beta);
      const b = Float64Array.from(bUncensored);
      for (const { i, w: wi } of censoredRows) {
        const trend = (i - origin) / 365;
        const y = censoredMean(value(beta, columns[i], trend), sd, days[i].usage ?? 0);
        imputed.set(i, y);
        for (const r of columns[i]) b[r] += wi * y * (r === TREND ? trend : 1);
      }
      const next = solveSpd(all, b, P);
      if (!next) break;
      beta = next;
    }
  }

  let level = 0;
  for (let i = Math.max(first, origin - LEVEL_DAYS + 1); i <= origin; i++) {
    const usage = days[i].usage;
    if (usage === null) continue;
    const y = imputed.get(i) ?? usage;
    if (days[i].soldOut && impute && !imputed.has(i)) continue;
    level += LEVEL_ALPHA * (y - value(beta, columns[i], (i - origin) / 365) - level);
  }
  return { beta, level };
}

function residualSd(days: readonly DemandDay[], columns: number[][], origin: number, first: number, beta: Float64Array): number {
  let sum = 0;
  let weight = 0;
  const decay = Math.pow(0.5, 1 / HALF_LIFE_DAYS);
  let w = 1;
  for (let i = origin; i >= first; i--, w *= decay) {
    const usage = days[i].usage;
    if (usage === null || days[i].soldOut) continue;
    const r = usage - value(beta, columns[i], (i - origin) / 365);
    sum += w * r * r;
    weight += w;
  }
  return weight > 0 ? Math.sqrt(sum / weight) : 0;
}

export const calendarRegression: ForecastModel = {
  name: 'calendar-regression',
  forecast(days: readonly DemandDay[], origin: number, horizon: number, options: ModelOptions = {}): ModelForecast[] {
    const targets = targetIndexes(days, origin, horizon);
    const fitted = fit(days, origin, options);
    const columns = columnsOf(days);
    return targets.map((t) => {
      if (!fitted) return { date: days[t].date, value: fallbackMean(days, origin), calendarEffect: 0, promotionEffect: 0 };
      const { beta, level } = fitted;
      const cols = columns[t];
      const calendarEffect = cols.filter((c) => CALENDAR_COLUMNS.includes(c)).reduce((sum, c) => sum + beta[c], 0);
      const promotionEffect = cols.includes(PROMOTION) ? beta[PROMOTION] : 0;
      return { date: days[t].date, value: Math.max(0, value(beta, cols, (t - origin) / 365) + level), calendarEffect, promotionEffect };
    });
  },
  trainingWindow(days: readonly DemandDay[], origin: number, options: ModelOptions = {}): TrainingWindow {
    const first = Math.max(0, origin - (options.trainingDays ?? DEFAULT_TRAINING_DAYS) + 1);
    let observed = 0;
    for (let i = first; i <= origin; i++) if (days[i].usage !== null) observed++;
    return { from: days[first].date, to: days[origin].date, days: observed };
  },
};

/** Too little history for the regression: the mean of the observed days. */
function fallbackMean(days: readonly DemandDay[], origin: number): number {
  let sum = 0;
  let n = 0;
  for (let i = origin; i >= 0; i--) {
    const usage = days[i].usage;
    if (usage !== null) {
      sum += usage;
      n++;
    }
  }
  return n ? sum / n : 0;
}
