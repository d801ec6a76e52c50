import { borrowHistory } from '../../../src/modules/forecast/rules/borrow';
import { prepareHistory } from '../../../src/modules/forecast/rules/history';
import { calendarRegression } from '../../../src/modules/forecast/rules/models/calendar-regression';
import { backtest } from '../../../src/modules/forecast/rules/backtest';
import { sameWeekdayBaseline } from '../../../src/modules/forecast/rules/models/same-weekday';
import { addDays, weekdayOf } from '../../../src/modules/forecast/rules/dates';

const FROM = '2026-01-04';
const TO = addDays(FROM, 181);
/** Fridays sell 150, other days 100, times `size`. */
function branch(from: string, size: number) {
  const usage = [];
  for (let date = from; date <= TO; date = addDays(date, 1)) usage.push({ date, quantity: size * (weekdayOf(date) === 5 ? 150 : 100) });
  return prepareHistory({ from, to: TO, usage, futureDays: 7 });
}

describe('borrowing history from the other branches', () => {
  const others = [branch(FROM, 1), branch(FROM, 3)];
  const newBranch = branch(addDays(TO, -13), 1); // two weeks old, half the others' mean size

  it('fills the dates before a new branch opened with the others’ mean usage scaled to its size', () => {
    const days = borrowHistory(newBranch, others);
    expect(days).toHaveLength(others[0].length);
    expect(days[0]).toMatchObject({ date: FROM, usage: 100, borrowed: true });
    expect(days.find((d) => d.weekday === 5)).toMatchObject({ usage: 150, borrowed: true });
    expect(days.slice(-21)).toEqual(newBranch);
  });

  it('lets the models forecast a two-week-old branch with the organisation’s weekly pattern, and scores only its own days', () => {
    const days = borrowHistory(newBranch, others);
    const last = days.length - 8;
    const week = calendarRegression.forecast(days, last, 7);
    const friday = week.find((f) => weekdayOf(f.date) === 5)!;
    expect(friday.value).toBeCloseTo(150, 0);
    expect(week.find((f) => weekdayOf(f.date) === 0)!.value).toBeCloseTo(100, 0);
    const [result] = backtest(days, last, [sameWeekdayBaseline], { maxHorizon: 1 });
    expect(result.scored.every((s) => s.date >= newBranch[0].date)).toBe(true);
  });

  it('leaves a series with enough history of its own alone', () => {
    expect(borrowHistory(others[0], [others[1]])).toBe(others[0]);
  });

  it('refuses series that do not line up', () => {
    expect(() => borrowHistory(branch(addDays(TO, -13), 1).slice(0, -1), others)).toThrow(RangeError);
  });
});
