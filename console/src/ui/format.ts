/** Whole IQD with thousands separators, in the language's digits (e.g. 1,250,000 IQD / ١٬٢٥٠٬٠٠٠ د.ع.). */
export function formatIqd(amount: number | null | undefined, language: string): string {
  if (amount === null || amount === undefined) return '';
  return new Intl.NumberFormat(language === 'ar' ? 'ar-IQ' : 'en-US', {
    style: 'currency',
    currency: 'IQD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** The Arabic name when the console is in Arabic and the record has one; otherwise the name. */
export function localName(name: string, nameAr: string | null | undefined, language: string): string {
  return language === 'ar' && nameAr ? nameAr : name;
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-IQ' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
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
