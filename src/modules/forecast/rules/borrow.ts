/**
 * A new branch (or an item a branch only started using) has too little history for a model. It
 * borrows the organisation's other branches' history of the same item (docs/forecast.md, "Little
 * history"): the dates before its own series starts are filled with the other branches' mean usage of
 * the date, scaled to the new branch's size (its own usage over the others' on the days both have;
 * 1, a typical branch, when it has none yet). The models then learn the weekly pattern and the
 * calendar effects from the organisation and the level from the branch's own last days.
 */
import type { DemandDay } from './history';

/** Own observed days from which a series stands on its own. */
export const MIN_OWN_DAYS = 56;

/**
 * `others` are the other branches' series of the item, all on the same dates; `own` must end on the
 * same date as they do (future days included) and start on or after their first date.
 */
export function borrowHistory(own: readonly DemandDay[], others: ReadonlyArray<readonly DemandDay[]>, minOwnDays = MIN_OWN_DAYS): readonly DemandDay[] {
  const observed = own.filter((day) => day.usage !== null).length;
  if (observed >= minOwnDays || !others.length) return own;
  const dates = others[0];
  for (const other of others) {
    if (other.length !== dates.length || other[0].date !== dates[0].date) throw new RangeError('The other branches’ series must cover the same dates');
  }
  const offset = dates.length - own.length;
  if (offset < 0 || (own.length && own[own.length - 1].date !== dates[dates.length - 1].date)) {
    throw new RangeError('The series must end with the other branches’ series and start no earlier');
  }

  const othersMean = dates.map((_, t) => {
    let sum = 0;
    let n = 0;
    for (const other of others) {
      const day = other[t];
      if (day.usage !== null && !day.soldOut) {
        sum += day.usage;
        n++;
      }
    }
    return n ? sum / n : null;
  });
  let ownSum = 0;
  let theirSum = 0;
  own.forEach((day, k) => {
    const theirs = othersMean[offset + k];
    if (day.usage !== null && !day.soldOut && theirs !== null) {
      ownSum += day.usage;
      theirSum += theirs;
    }
  });
  const scale = theirSum > 0 ? ownSum / theirSum : 1;

  const borrowed: DemandDay[] = dates.slice(0, offset).map((day, t) => ({
    date: day.date,
    weekday: day.weekday,
    usage: othersMean[t] === null ? null : othersMean[t]! * scale,
    closed: false,
    soldOut: false,
    promotion: false,
    calendarKinds: day.calendarKinds,
    borrowed: true,
  }));
  return [...borrowed, ...own];
}
