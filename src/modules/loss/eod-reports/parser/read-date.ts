import { isLocalDate } from '../../../../core/scalars';
import { MONTH_NAMES } from './vocabulary';
import { foldText } from './normalize-text';

/**
 * Dates in a folded line (pure): 2026-11-23, 2026/11/23, 23/11/2026, 23-11-2026, 23.11.2026,
 * 23/11/26, "23 Nov 2026", "Nov 23, 2026", "23 تشرين الثاني 2026". Day-first is the reading of
 * an ambiguous d/m/y (as written in Iraq); month-first only when day-first is impossible
 * (11/23/2026). `ambiguous` is true when both readings were valid dates.
 */
export interface DateToken {
  date: string;
  ambiguous: boolean;
  text: string;
}

const ISO_LIKE = /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/;
const DAY_FIRST = /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)/;

const monthNames = MONTH_NAMES.flatMap(({ month, names }) => names.map((name) => ({ month, name: foldText(name) }))).sort(
  (a, b) => b.name.length - a.name.length,
);
const monthPattern = monthNames.map(({ name }) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const DAY_MONTH_NAME = new RegExp(`(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?[ -]?(${monthPattern})\\.?[ ,-]*(\\d{4})(?!\\d)`);
const MONTH_NAME_DAY = new RegExp(`(?<![\\p{L}])(${monthPattern})\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})(?!\\d)`, 'u');

function iso(year: number, month: number, day: number): string | null {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isLocalDate(text) ? text : null;
}

function monthOf(name: string): number {
  return monthNames.find((entry) => entry.name === name)?.month ?? 0;
}

function fullYear(text: string): number {
  const year = Number(text);
  return text.length === 2 ? 2000 + year : year;
}

export function readDate(folded: string): DateToken | null {
  let match = ISO_LIKE.exec(folded);
  if (match) {
    const date = iso(Number(match[1]), Number(match[2]), Number(match[3]));
    if (date) return { date, ambiguous: false, text: match[0] };
  }
  match = DAY_MONTH_NAME.exec(folded);
  if (match) {
    const date = iso(Number(match[3]), monthOf(match[2]), Number(match[1]));
    if (date) return { date, ambiguous: false, text: match[0] };
  }
  match = MONTH_NAME_DAY.exec(folded);
  if (match) {
    const date = iso(Number(match[3]), monthOf(match[1]), Number(match[2]));
    if (date) return { date, ambiguous: false, text: match[0] };
  }
  match = DAY_FIRST.exec(folded);
  if (match) {
    const [a, b, year] = [Number(match[1]), Number(match[2]), fullYear(match[3])];
    const dayFirst = iso(year, b, a);
    const monthFirst = iso(year, a, b);
    if (dayFirst) return { date: dayFirst, ambiguous: Boolean(monthFirst) && a !== b, text: match[0] };
    if (monthFirst) return { date: monthFirst, ambiguous: false, text: match[0] };
  }
  return null;
}
