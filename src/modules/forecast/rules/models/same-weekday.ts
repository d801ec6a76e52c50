/**
 * The peers' baseline: the mean of the last four same weekdays. Missing days (closed, partial) are
 * skipped by reaching one more week back; sold-out days are taken at face value, as the peers do.
 */
import type { DemandDay } from '../history';
import { targetIndexes, type ForecastModel, type ModelForecast, type TrainingWindow } from './model';

export const SAME_WEEKDAY_WEEKS = 4;
/** How many weeks back the baseline looks for its four observed weekdays. */
const LOOK_BACK_WEEKS = 8;

/** The last `count` observed days on the weekday of `target`, at or before `origin`, newest first. */
export function sameWeekdays(days: readonly DemandDay[], origin: number, target: number, count = SAME_WEEKDAY_WEEKS): DemandDay[] {
  const found: DemandDay[] = [];
  let i = target - 7 * Math.ceil((target - origin) / 7);
  for (let week = 0; i >= 0 && week < LOOK_BACK_WEEKS && found.length < count; week++, i -= 7) {
    if (days[i].usage !== null) found.push(days[i]);
  }
  return found;
}

function recentMean(days: readonly DemandDay[], origin: number): number {
  let sum = 0;
  let n = 0;
  for (let i = origin; i >= 0 && i > origin - 28; i--) {
    const usage = days[i].usage;
    if (usage !== null) {
      sum += usage;
      n++;
    }
  }
  return n ? sum / n : 0;
}

export const sameWeekdayBaseline: ForecastModel = {
  name: 'same-weekday-mean',
  forecast(days: readonly DemandDay[], origin: number, horizon: number): ModelForecast[] {
    return targetIndexes(days, origin, horizon).map((target) => {
      const same = sameWeekdays(days, origin, target);
      const value = same.length ? same.reduce((sum, day) => sum + (day.usage ?? 0), 0) / same.length : recentMean(days, origin);
      return { date: days[target].date, value, calendarEffect: 0, promotionEffect: 0 };
    });
  },
  trainingWindow(days: readonly DemandDay[], origin: number): TrainingWindow {
    // The four weeks before the origin (further back only for the weekdays that were missing).
    const first = Math.max(0, origin - 7 * SAME_WEEKDAY_WEEKS + 1);
    let observed = 0;
    for (let i = first; i <= origin; i++) if (days[i].usage !== null) observed++;
    return { from: days[first].date, to: days[origin].date, days: observed };
  },
};
