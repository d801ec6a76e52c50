/*
 * npm run bench:forecast — the forecast rules on generated sales (bench/forecast-data.ts;
 * docs/forecast.md, "Bench"):
 * 1. accuracy: WAPE and bias at one and seven days ahead over the last eight weeks, for the
 *    same-weekday baseline, the calendar regression and the model chosen per series;
 * 2. sold-out check: the one-day forecasts of the backtest weeks computed from the data with the
 *    sold-out cut against the same data without it (all days, and the days a day or a week after a sold-out day);
 * 3. speed: 20 branches × 30 items, backtest and 14-day forecast of every series.
 * FORECAST_SEED (default 53), FORECAST_BRANCHES / FORECAST_ITEMS for the accuracy part (default 4 × 10).
 */
import { performance } from 'node:perf_hooks';
import { accuracy, backtest, chooseModel, forecastSeries, type ScoredDay } from '../src/modules/forecast/rules/backtest';
import { calendarRegression } from '../src/modules/forecast/rules/models/calendar-regression';
import { sameWeekdayBaseline } from '../src/modules/forecast/rules/models/same-weekday';
import type { ForecastModel, ModelOptions } from '../src/modules/forecast/rules/models/model';
import { generateSales, historyOf } from './forecast-data';

const SEED = Number(process.env.FORECAST_SEED ?? 53);
const BRANCHES = Number(process.env.FORECAST_BRANCHES ?? 4);
const ITEMS = Number(process.env.FORECAST_ITEMS ?? 10);
const HORIZON = 14;

const pct = (x: number | null) => (x === null ? '   n/a' : `${(100 * x).toFixed(1).padStart(5)} %`);

function accuracyPart() {
  const { calendar, series } = generateSales({ seed: SEED, branches: BRANCHES, items: ITEMS });
  const pooled: Record<string, ScoredDay[]> = { baseline: [], regression: [], chosen: [] };
  let regressionChosen = 0;
  for (const s of series) {
    const days = historyOf(s, calendar, HORIZON);
    const last = days.length - 1 - HORIZON;
    const results = backtest(days, last, [sameWeekdayBaseline, calendarRegression]);
    const [base, regression] = results;
    pooled.baseline.push(...base.scored);
    pooled.regression.push(...regression.scored);
    const chosen = results[chooseModel(results)];
    if (chosen === regression) regressionChosen++;
    pooled.chosen.push(...chosen.scored);
  }
  console.log(
    `Accuracy: ${series.length} series (${BRANCHES} branches × ${ITEMS} items), seed ${SEED}, last 8 weeks scored (sold-out and closed days left out)`,
  );
  console.log('model                  WAPE 1d   bias 1d   WAPE 7d   bias 7d');
  const rows: Record<string, ReturnType<typeof accuracy>> = {};
  for (const [name, scored] of Object.entries(pooled)) {
    const one = accuracy(scored.filter((d) => d.horizon === 1));
    const seven = accuracy(scored.filter((d) => d.horizon === 7));
    rows[name] = one;
    console.log(`${name.padEnd(20)} ${pct(one.wape)}  ${pct(one.bias)}  ${pct(seven.wape)}  ${pct(seven.bias)}`);
  }
  const gain = rows.baseline.wape && rows.chosen.wape !== null ? 1 - rows.chosen.wape / rows.baseline.wape : null;
  console.log(
    `chosen model's one-day WAPE is ${pct(gain)} lower than the baseline's (relative); regression chosen for ${regressionChosen} of ${series.length} series`,
  );
}

function oneDayForecasts(model: ForecastModel, days: ReturnType<typeof historyOf>, last: number, options: ModelOptions): number[] {
  const values: number[] = [];
  for (let origin = last - 56; origin < last; origin++) values.push(model.forecast(days, origin, 1, options)[0].value);
  return values;
}

function soldOutPart() {
  const { calendar, series } = generateSales({ seed: SEED, branches: BRANCHES, items: ITEMS, soldOutRate: 0.1 });
  const cases: Array<[string, ForecastModel, ModelOptions]> = [
    ['regression (censored)', calendarRegression, { censoring: 'impute' }],
    ['regression (face value)', calendarRegression, { censoring: 'ignore' }],
    ['baseline', sameWeekdayBaseline, {}],
  ];
  console.log('\nSold-out check: Σ one-day forecast with the cut / Σ without the cut − 1, backtest weeks (10 % sold-out rate)');
  console.log('model                       all days   days a day or a week after a sold-out day');
  for (const [name, model, options] of cases) {
    let cutAll = 0;
    let uncutAll = 0;
    let cutAfter = 0;
    let uncutAfter = 0;
    for (const s of series) {
      const cutDays = historyOf(s, calendar, HORIZON);
      const uncutDays = historyOf(s, calendar, HORIZON, true);
      const last = cutDays.length - 1 - HORIZON;
      const cut = oneDayForecasts(model, cutDays, last, options);
      const uncut = oneDayForecasts(model, uncutDays, last, options);
      cut.forEach((value, k) => {
        cutAll += value;
        uncutAll += uncut[k];
        const origin = last - 56 + k;
        if (cutDays[origin].soldOut || cutDays[origin - 6]?.soldOut) {
          cutAfter += value;
          uncutAfter += uncut[k];
        }
      });
    }
    console.log(`${name.padEnd(26)} ${pct(cutAll / uncutAll - 1)}   ${pct(cutAfter / uncutAfter - 1)}`);
  }
}

function speedPart() {
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const { calendar, series } = generateSales({ seed: SEED + 1, branches: 20, items: 30 });
  const generated = performance.now();
  let days = 0;
  for (const s of series) {
    const history = historyOf(s, calendar, HORIZON);
    days += forecastSeries(history, history.length - 1 - HORIZON, { horizon: HORIZON }).days.length;
  }
  const done = performance.now();
  const cpu = process.cpuUsage(cpuStarted);
  console.log(
    `\nSpeed: ${series.length} series (20 branches × 30 items), ${days} forecast days with backtest: ${((done - generated) / 1000).toFixed(1)} s (generating the data: ${((generated - started) / 1000).toFixed(1)} s; CPU of both: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)`,
  );
}

accuracyPart();
soldOutPart();
if (process.env.FORECAST_SPEED !== '0') speedPart();
