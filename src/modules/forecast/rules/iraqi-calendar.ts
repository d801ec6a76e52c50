/**
 * The Iraqi calendar defaults an organisation's forecast calendar starts from (docs/forecast.md,
 * "Calendar"). The result is data: the owner edits it (moves an Eid by a day when the moon sighting
 * differs, adds a local holiday); the forecast reads whatever list it is given.
 *
 * Ramadan, the Eids and the other Hijri holidays move by about eleven days a year. Their month starts
 * are written in below for the Hijri years that cover 2024–2032 (Umm al-Qura, the calendar the ICU of
 * Node carries as `islamic-umalqura`; a unit test checks the table against it). Years outside the
 * table are computed through Intl when the runtime has that calendar.
 */
import { addDays, dateRange, FRIDAY, weekdayOf } from './dates';

export type CalendarKind = 'Friday' | 'Ramadan' | 'EidAlFitr' | 'EidAlAdha' | 'NationalHoliday' | 'ReligiousHoliday';

export const CALENDAR_KINDS: readonly CalendarKind[] = ['Friday', 'Ramadan', 'EidAlFitr', 'EidAlAdha', 'NationalHoliday', 'ReligiousHoliday'];

export interface CalendarDay {
  date: string;
  kind: CalendarKind;
  nameEn: string;
  nameAr: string;
}

/** Hijri months the defaults need: Muharram (1), Rabi' al-Awwal (3), Ramadan (9), Shawwal (10), Dhu al-Hijjah (12). */
export type HijriMonth = 1 | 3 | 9 | 10 | 12;

/** Gregorian date of the first day of each needed month, per Hijri year (Umm al-Qura). */
export const HIJRI_MONTH_STARTS: Readonly<Record<number, Readonly<Record<HijriMonth, string>>>> = {
  1445: { 1: '2023-07-19', 3: '2023-09-16', 9: '2024-03-11', 10: '2024-04-10', 12: '2024-06-07' },
  1446: { 1: '2024-07-07', 3: '2024-09-04', 9: '2025-03-01', 10: '2025-03-30', 12: '2025-05-28' },
  1447: { 1: '2025-06-26', 3: '2025-08-24', 9: '2026-02-18', 10: '2026-03-20', 12: '2026-05-18' },
  1448: { 1: '2026-06-16', 3: '2026-08-14', 9: '2027-02-08', 10: '2027-03-09', 12: '2027-05-07' },
  1449: { 1: '2027-06-06', 3: '2027-08-03', 9: '2028-01-28', 10: '2028-02-26', 12: '2028-04-26' },
  1450: { 1: '2028-05-25', 3: '2028-07-23', 9: '2029-01-16', 10: '2029-02-14', 12: '2029-04-15' },
  1451: { 1: '2029-05-14', 3: '2029-07-13', 9: '2030-01-05', 10: '2030-02-04', 12: '2030-04-04' },
  1452: { 1: '2030-05-04', 3: '2030-07-02', 9: '2030-12-26', 10: '2031-01-24', 12: '2031-03-24' },
  1453: { 1: '2031-04-23', 3: '2031-06-21', 9: '2031-12-16', 10: '2032-01-14', 12: '2032-03-13' },
  1454: { 1: '2032-04-11', 3: '2032-06-09', 9: '2032-12-04', 10: '2033-01-03', 12: '2033-03-03' },
};

const HIJRI_MONTHS: readonly HijriMonth[] = [1, 3, 9, 10, 12];
/** 1 Muharram 1446 AH, and the mean length of a Hijri year: to place a Hijri year approximately. */
const HIJRI_EPOCH_1446 = '2024-07-07';
const HIJRI_YEAR_DAYS = 354.367;

/** Fixed-date national holidays (month, day). */
const FIXED_HOLIDAYS: ReadonlyArray<{ month: number; day: number; nameEn: string; nameAr: string }> = [
  { month: 1, day: 1, nameEn: "New Year's Day", nameAr: 'رأس السنة الميلادية' },
  { month: 1, day: 6, nameEn: 'Army Day', nameAr: 'عيد الجيش العراقي' },
  { month: 3, day: 21, nameEn: 'Nowruz', nameAr: 'عيد نوروز' },
  { month: 5, day: 1, nameEn: 'Labour Day', nameAr: 'عيد العمال' },
  { month: 7, day: 14, nameEn: 'Republic Day', nameAr: 'ذكرى ثورة 14 تموز' },
  { month: 10, day: 3, nameEn: 'National Day', nameAr: 'اليوم الوطني' },
  { month: 12, day: 10, nameEn: 'Victory Day', nameAr: 'يوم النصر' },
  { month: 12, day: 25, nameEn: 'Christmas Day', nameAr: 'عيد الميلاد المجيد' },
];

/** Days of each Eid the defaults mark (Iraq's public holidays usually span them). */
export const EID_AL_FITR_DAYS = 3;
export const EID_AL_ADHA_DAYS = 4;

/** The Umm al-Qura (year, month, day) of a Gregorian date, or null when the runtime lacks the calendar. */
export function hijriDateOf(date: string): { year: number; month: number; day: number } | null {
  const format = umalquraFormat();
  if (!format) return null;
  const [y, m, d] = date.split('-').map(Number);
  const parts = Object.fromEntries(format.formatToParts(new Date(Date.UTC(y, m - 1, d))).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

let cachedFormat: Intl.DateTimeFormat | null | undefined;
function umalquraFormat(): Intl.DateTimeFormat | null {
  if (cachedFormat !== undefined) return cachedFormat;
  try {
    const format = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
    // A runtime without the calendar falls back to another one silently: check what it resolved to.
    cachedFormat = format.resolvedOptions().calendar === 'islamic-umalqura' ? format : null;
  } catch {
    cachedFormat = null;
  }
  return cachedFormat;
}

/**
 * First days of the needed months of a Hijri year: the written-in table, else computed through Intl
 * (searching around the year's approximate position), else null.
 */
export function hijriMonthStarts(hijriYear: number): Readonly<Record<HijriMonth, string>> | null {
  const written = HIJRI_MONTH_STARTS[hijriYear];
  if (written) return written;
  if (!umalquraFormat()) return null;
  const approxStart = addDays(HIJRI_EPOCH_1446, Math.round((hijriYear - 1446) * HIJRI_YEAR_DAYS));
  const starts: Partial<Record<HijriMonth, string>> = {};
  for (const date of dateRange(addDays(approxStart, -20), addDays(approxStart, 375))) {
    const hijri = hijriDateOf(date);
    if (hijri && hijri.year === hijriYear && hijri.day === 1 && (HIJRI_MONTHS as readonly number[]).includes(hijri.month)) {
      starts[hijri.month as HijriMonth] = date;
    }
  }
  return HIJRI_MONTHS.every((month) => starts[month]) ? (starts as Record<HijriMonth, string>) : null;
}

export interface CalendarOptions {
  /** Mark every Friday (the weekly day off); default true. */
  fridays?: boolean;
}

/**
 * The default Iraqi calendar days of the Gregorian years `fromYear`–`toYear`, sorted by date then
 * kind. A date can carry two kinds (a Friday in Ramadan).
 */
export function iraqiCalendarDefaults(fromYear: number, toYear: number, options: CalendarOptions = {}): CalendarDay[] {
  if (!Number.isInteger(fromYear) || !Number.isInteger(toYear) || toYear < fromYear) throw new RangeError(`Invalid year range ${fromYear}–${toYear}`);
  const from = `${fromYear}-01-01`;
  const to = `${toYear}-12-31`;
  const days: CalendarDay[] = [];
  const add = (date: string, kind: CalendarKind, nameEn: string, nameAr: string) => {
    if (date >= from && date <= to) days.push({ date, kind, nameEn, nameAr });
  };

  if (options.fridays ?? true) {
    const firstFriday = addDays(from, (FRIDAY - weekdayOf(from) + 7) % 7);
    for (let date = firstFriday; date <= to; date = addDays(date, 7)) add(date, 'Friday', 'Friday', 'الجمعة');
  }
  for (let year = fromYear; year <= toYear; year++) {
    for (const h of FIXED_HOLIDAYS) add(`${year}-${pad(h.month)}-${pad(h.day)}`, 'NationalHoliday', h.nameEn, h.nameAr);
  }

  // Hijri years whose holidays (1 Muharram to the last day of Eid al-Adha, 356 days) overlap the range.
  const hijriStart = (hijriYear: number) => addDays(HIJRI_EPOCH_1446, Math.round((hijriYear - 1446) * HIJRI_YEAR_DAYS));
  let firstHijri = 1446 + Math.floor((fromYear - 2024) * 1.03) - 2;
  while (addDays(hijriStart(firstHijri), 356 + 3) < from) firstHijri++;
  for (let hijriYear = firstHijri; addDays(hijriStart(hijriYear), -3) <= to; hijriYear++) {
    const starts = hijriMonthStarts(hijriYear);
    if (!starts) throw new RangeError(`No Hijri dates for ${hijriYear} AH: add them to HIJRI_MONTH_STARTS`);
    add(starts[1], 'ReligiousHoliday', 'Islamic New Year', 'رأس السنة الهجرية');
    add(addDays(starts[1], 9), 'ReligiousHoliday', 'Ashura', 'عاشوراء');
    add(addDays(starts[3], 11), 'ReligiousHoliday', "Prophet's Birthday", 'المولد النبوي الشريف');
    for (const date of dateRange(starts[9], addDays(starts[10], -1))) add(date, 'Ramadan', 'Ramadan', 'شهر رمضان');
    for (let i = 0; i < EID_AL_FITR_DAYS; i++) add(addDays(starts[10], i), 'EidAlFitr', 'Eid al-Fitr', 'عيد الفطر');
    for (let i = 0; i < EID_AL_ADHA_DAYS; i++) add(addDays(starts[12], 9 + i), 'EidAlAdha', 'Eid al-Adha', 'عيد الأضحى');
  }
  return days.sort((a, b) => (a.date === b.date ? a.kind.localeCompare(b.kind) : a.date < b.date ? -1 : 1));
}

/** The kinds each date carries, for the history preparation. */
export function calendarKindsByDate(calendar: readonly CalendarDay[]): Map<string, CalendarKind[]> {
  const byDate = new Map<string, CalendarKind[]>();
  for (const day of calendar) {
    const kinds = byDate.get(day.date);
    if (!kinds) byDate.set(day.date, [day.kind]);
    else if (!kinds.includes(day.kind)) kinds.push(day.kind);
  }
  return byDate;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
