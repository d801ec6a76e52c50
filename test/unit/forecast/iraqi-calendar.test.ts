import {
  HIJRI_MONTH_STARTS,
  hijriDateOf,
  hijriMonthStarts,
  iraqiCalendarDefaults,
  type CalendarDay,
  type CalendarKind,
} from '../../../src/modules/forecast/rules/iraqi-calendar';
import { daysBetween } from '../../../src/modules/forecast/rules/dates';

const calendar = iraqiCalendarDefaults(2024, 2032);
const datesOf = (kind: CalendarKind, days: readonly CalendarDay[] = calendar) => days.filter((d) => d.kind === kind).map((d) => d.date);
/** First days of each run of consecutive dates. */
const runStarts = (dates: string[]) => dates.filter((date, i) => i === 0 || daysBetween(dates[i - 1], date) !== 1);

describe('Iraqi calendar defaults', () => {
  it('puts Eid al-Fitr 2026 on 20 March 2026 (within a day) and lasts three days', () => {
    const eid = datesOf('EidAlFitr').filter((d) => d.startsWith('2026'));
    expect(Math.abs(daysBetween('2026-03-20', eid[0]))).toBeLessThanOrEqual(1);
    expect(eid).toHaveLength(3);
  });

  it('starts Ramadan 2027 on 8 February 2027 (within a day) and lasts 29 or 30 days up to the eve of Eid al-Fitr', () => {
    const ramadan = datesOf('Ramadan').filter((d) => d >= '2027-01-01' && d <= '2027-12-31');
    expect(Math.abs(daysBetween('2027-02-08', ramadan[0]))).toBeLessThanOrEqual(1);
    expect([29, 30]).toContain(ramadan.length);
    const eid = datesOf('EidAlFitr').find((d) => d.startsWith('2027'));
    expect(daysBetween(ramadan[ramadan.length - 1], eid!)).toBe(1);
  });

  it('puts Eid al-Adha 2026 on 27 May 2026 (within a day), four days', () => {
    const eid = datesOf('EidAlAdha').filter((d) => d.startsWith('2026'));
    expect(Math.abs(daysBetween('2026-05-27', eid[0]))).toBeLessThanOrEqual(1);
    expect(eid).toHaveLength(4);
  });

  it('moves the Eids about eleven days earlier each year, once a year from 2024 to 2032', () => {
    for (const kind of ['EidAlFitr', 'EidAlAdha'] as const) {
      const starts = runStarts(datesOf(kind));
      expect(starts.map((d) => d.slice(0, 4))).toEqual(['2024', '2025', '2026', '2027', '2028', '2029', '2030', '2031', '2032']);
      for (let i = 1; i < starts.length; i++) expect([354, 355]).toContain(daysBetween(starts[i - 1], starts[i]));
    }
  });

  it('matches the written-in Hijri month starts with the Umm al-Qura calendar of the runtime', () => {
    if (!hijriDateOf('2026-03-20')) throw new Error('This runtime lacks the islamic-umalqura calendar: the table cannot be cross-checked');
    for (const [year, months] of Object.entries(HIJRI_MONTH_STARTS)) {
      for (const [month, date] of Object.entries(months)) {
        expect({ date, ...hijriDateOf(date) }).toEqual({ date, year: Number(year), month: Number(month), day: 1 });
      }
    }
  });

  it('computes a Hijri year outside the table through the runtime calendar', () => {
    const starts = hijriMonthStarts(1456);
    expect(starts).not.toBeNull();
    expect(hijriDateOf(starts![10])).toEqual({ year: 1456, month: 10, day: 1 });
  });

  it('marks the fixed-date national holidays each year with English and Arabic names', () => {
    const national = calendar.filter((d) => d.kind === 'NationalHoliday' && d.date.startsWith('2028'));
    expect(national.map((d) => d.date.slice(5))).toEqual(['01-01', '01-06', '03-21', '05-01', '07-14', '10-03', '12-10', '12-25']);
    for (const day of national) {
      expect(day.nameEn).toMatch(/\w/);
      expect(day.nameAr).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('marks the Islamic New Year, Ashura (10 Muharram) and the Prophet’s Birthday (12 Rabi al-Awwal)', () => {
    const religious = calendar.filter((d) => d.kind === 'ReligiousHoliday' && d.date.startsWith('2026'));
    const byName = (name: string) => religious.filter((d) => d.nameEn === name).map((d) => d.date);
    expect(byName('Islamic New Year')).toEqual(['2026-06-16']);
    expect(byName('Ashura')).toEqual(['2026-06-25']);
    expect(byName("Prophet's Birthday")).toEqual(['2026-08-25']);
    expect(hijriDateOf(byName('Ashura')[0])).toEqual({ year: 1448, month: 1, day: 10 });
    expect(hijriDateOf(byName("Prophet's Birthday")[0])).toEqual({ year: 1448, month: 3, day: 12 });
  });

  it('marks every Friday of the range, and none when asked not to', () => {
    const fridays = datesOf('Friday', iraqiCalendarDefaults(2026, 2026));
    expect(fridays).toHaveLength(52);
    expect(fridays[0]).toBe('2026-01-02');
    expect(datesOf('Friday', iraqiCalendarDefaults(2026, 2026, { fridays: false }))).toEqual([]);
  });

  it('stays inside the asked years, sorted by date', () => {
    const year = iraqiCalendarDefaults(2030, 2030);
    expect(year.every((d) => d.date >= '2030-01-01' && d.date <= '2030-12-31')).toBe(true);
    expect(year.map((d) => d.date)).toEqual([...year.map((d) => d.date)].sort());
    expect(() => iraqiCalendarDefaults(2030, 2029)).toThrow(RangeError);
  });
});
