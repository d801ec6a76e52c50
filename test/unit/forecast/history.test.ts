import { prepareHistory } from '../../../src/modules/forecast/rules/history';
import { iraqiCalendarDefaults } from '../../../src/modules/forecast/rules/iraqi-calendar';

describe('demand history preparation', () => {
  const days = prepareHistory({
    from: '2026-03-16',
    to: '2026-03-22',
    usage: [
      { date: '2026-03-16', quantity: 40 },
      { date: '2026-03-17', quantity: 30 },
      { date: '2026-03-17', quantity: 5 },
      { date: '2026-03-19', quantity: 22 },
      { date: '2026-03-20', quantity: 3 },
      { date: '2026-03-21', quantity: 50 },
    ],
    closedDays: ['2026-03-20'],
    soldOutDays: ['2026-03-19'],
    promotionDays: ['2026-03-21', '2026-03-23'],
    calendar: iraqiCalendarDefaults(2026, 2026),
    futureDays: 2,
  });

  it('has one day per date, future days included, with their weekday', () => {
    expect(days.map((d) => d.date)).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
      '2026-03-23',
      '2026-03-24',
    ]);
    expect(days.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0, 1, 2]);
  });

  it('sums the usage rows of a day, and takes a trading day without usage as a real zero', () => {
    expect(days.map((d) => d.usage).slice(0, 4)).toEqual([40, 35, 0, 22]);
    expect(days[6].usage).toBe(0);
  });

  it('leaves a closed or partial day missing (null), not zero, whatever it sold', () => {
    expect(days[4]).toMatchObject({ date: '2026-03-20', usage: null, closed: true, soldOut: false });
  });

  it('flags sold-out days as censored and keeps their usage as the lower bound', () => {
    expect(days[3]).toMatchObject({ date: '2026-03-19', usage: 22, soldOut: true });
    expect(days.filter((d) => d.soldOut)).toHaveLength(1);
  });

  it('gives future days no usage but their promotion and calendar flags', () => {
    expect(days[7]).toMatchObject({ date: '2026-03-23', usage: null, closed: false, promotion: true });
    expect(days[5].promotion).toBe(true);
  });

  it('carries the calendar kinds of each date (Ramadan 1447 ends 19 March, Eid al-Fitr and Nowruz follow)', () => {
    expect(days[3].calendarKinds).toEqual(['Ramadan']);
    expect(days[4].calendarKinds).toEqual(expect.arrayContaining(['EidAlFitr', 'Friday']));
    expect(days[5].calendarKinds).toEqual(expect.arrayContaining(['EidAlFitr', 'NationalHoliday']));
  });

  it('refuses negative usage', () => {
    expect(() => prepareHistory({ from: '2026-01-01', to: '2026-01-02', usage: [{ date: '2026-01-01', quantity: -1 }] })).toThrow(RangeError);
  });
});
