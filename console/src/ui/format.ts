/*
 * Every number, amount and date the console shows goes through these formatters (issue #38 item 8):
 * one digit system per screen and one date format per language. Arabic shows Arabic-Indic digits
 * (٠١٢٣) unless this browser chose Western digits (the header's setting, `console.digits`); English
 * always shows Western digits. Identifiers and codes (PO-1a2b3c4d, a branch code) are not numbers
 * and are shown as typed.
 */

export type DigitSystem = 'arab' | 'latn';
const DIGITS_KEY = 'console.digits';
/** The browser's storage; absent where these formatters run outside a browser (unit tests). */
const storage = (globalThis as { localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void } }).localStorage;

function storedDigits(): DigitSystem {
  return storage?.getItem(DIGITS_KEY) === 'latn' ? 'latn' : 'arab';
}

let arabicDigits: DigitSystem = storedDigits();

/** The digits an Arabic screen uses in this browser. */
export function arabicDigitSystem(): DigitSystem {
  return arabicDigits;
}

/** Remembers the digits of Arabic screens in this browser (the caller re-renders the console). */
export function setArabicDigitSystem(system: DigitSystem): void {
  arabicDigits = system;
  storage?.setItem(DIGITS_KEY, system);
}

/** The locale every formatter uses: Iraqi Arabic with the chosen digits, or English. */
export function localeOf(language: string): string {
  return language === 'ar' ? `ar-IQ-u-nu-${arabicDigits}` : 'en-GB-u-nu-latn';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${localeOf(language)}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or plain number (thousands separators, up to 3 decimals) in the screen's digits. */
export function formatNumber(value: number | null | undefined, language: string, options: Intl.NumberFormatOptions = {}): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return numberFormat(language, { maximumFractionDigits: 3, ...options }).format(value);
}

/** Whole IQD with thousands separators, in the screen's digits (e.g. IQD 1,250,000 / ١٬٢٥٠٬٠٠٠ د.ع.). */
export function formatIqd(amount: number | null | undefined, language: string): string {
  if (amount === null || amount === undefined) return '';
  return numberFormat(language, { style: 'currency', currency: 'IQD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** An amount in a currency with the given decimals (an amount already in major units). */
export function formatMoney(amount: number | null | undefined, currency: string, decimals: number, language: string): string {
  if (amount === null || amount === undefined) return '';
  return numberFormat(language, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount);
}

/** A quantity in an item's unit (up to 3 decimals), signed (+2 / −2) when asked. */
export function formatQuantity(value: number | null | undefined, language: string, signed = false): string {
  return formatNumber(value, language, { maximumFractionDigits: 3, signDisplay: signed ? 'exceptZero' : 'auto' });
}

/** A fraction (0.125) as a percentage (12.5%). */
export function formatPercent(fraction: number | null | undefined, language: string, maximumFractionDigits = 1): string {
  return formatNumber(fraction, language, { style: 'percent', maximumFractionDigits });
}

/**
 * Western digits in a text (a message, a sentence built around a number) written in the screen's
 * digits: Arabic-Indic on an Arabic screen unless Western digits were chosen. Digits that are part of
 * a code, an address or an identifier (touching a Latin letter, "@", ".", "-" or "_") are left as they are.
 */
export function localDigits(text: string, language: string): string {
  if (language !== 'ar' || arabicDigits === 'latn') return text;
  return text.replace(/(?<![A-Za-z0-9@._-])[0-9]+(?:[.,][0-9]+)*(?![A-Za-z0-9@_-]|\.[A-Za-z])/g, (number) =>
    number
      .replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)))
      .replace(/,/g, '\u066C')
      .replace(/\./g, '\u066B'),
  );
}

/**
 * What stands between two parts of a line (a title and its date, the items of a short list): a
 * middle dot in English; in Arabic the Arabic comma, because "·" beside Arabic-Indic digits reads as
 * a zero ("جلسة الصندوق · ٢٨").
 */
export function separator(language: string): string {
  return language === 'ar' ? '، ' : ' · ';
}

/** An item's unit in the screen's language (Kg → kg / كغم); one table, `units` in console/src/i18n. */
export function formatUnit(unit: string | null | undefined, t: (key: string, options: { defaultValue: string }) => string): string {
  return unit ? t(`units.${unit}`, { defaultValue: unit }) : '';
}

/** The Arabic name when the console is in Arabic and the record has one; otherwise the name. */
export function localName(name: string, nameAr: string | null | undefined, language: string): string {
  return language === 'ar' && nameAr ? nameAr : name;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeOf(language)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), options);
    dateFormats.set(key, format);
  }
  return format;
}

/** An instant: the date as `formatDate` writes it and the time (26 Nov 2026, 14:05). */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(value),
  );
}

/**
 * A calendar date (a business date, YYYY-MM-DD, or an instant's day): one format per language,
 * the day, the month in words and the year (26 Nov 2026 / ٢٦ تشرين الثاني ٢٠٢٦). A date-only value is
 * read as that calendar day wherever the browser is.
 */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return dateFormat(language, { day: 'numeric', month: 'short', year: 'numeric', ...(dateOnly ? { timeZone: 'UTC' } : {}) }).format(
    new Date(dateOnly ? `${value}T00:00:00Z` : value),
  );
}

/** A calendar date as day and month only (28 Nov), for a column whose period already says the year. */
export function formatDayMonth(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return dateFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value.slice(0, 10)}T00:00:00Z`));
}

/** A clock time of an instant (14:05). */
export function formatTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return dateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(value));
}

const zoneClocks = new Map<string, Intl.DateTimeFormat>();

function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * Today's business date (YYYY-MM-DD) for a branch, as the service computes it (docs/design.md,
 * "Money and time"): the date in the branch's time zone, or the day before while the local hour is still
 * before the organisation's business-day start (a sale at 01:30 belongs to the previous day).
 * Dates the console proposes or filters on as "today" must be this one: the service refuses, for
 * one, an invoice dated after the branch's business date.
 */
export function businessDateIn(timeZone: string, dayStartHour: number, now = new Date()): string {
  const parts = zoneClock(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'));
  const date = part('hour') < dayStartHour ? local - 24 * 60 * 60 * 1000 : local;
  return new Date(date).toISOString().slice(0, 10);
}

/** The first day of a business date's month (YYYY-MM-01). */
export function monthStartOf(date: string): string {
  return `${date.slice(0, 8)}01`;
}

/**
 * An arrow that follows the reading direction: "back" points to where the reader came from (left in
 * English, right in Arabic), "forward" (from → to, before → after) the other way.
 */
export function arrow(kind: 'back' | 'forward', language: string): string {
  const rtl = language === 'ar';
  return (kind === 'forward') !== rtl ? '→' : '←';
}
