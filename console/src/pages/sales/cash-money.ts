import { formatMoney } from '../../ui/format';

/** Amounts at the till are integers in each currency's minor unit (IQD dinars, USD cents). */
export function formatMinor(amount: number | null | undefined, currency: string, minorDigits: number, language: string): string {
  if (amount === null || amount === undefined) return '';
  return formatMoney(amount / 10 ** minorDigits, currency, minorDigits, language);
}

/** A major-unit amount typed by a person (dollars) to the minor unit (cents), without float drift. */
export function toMinor(value: number | string | null | undefined, minorDigits: number): number {
  const text = typeof value === 'number' ? value.toFixed(minorDigits) : String(value ?? '0');
  const [whole, fraction = ''] = text.split('.');
  return Number(whole || '0') * 10 ** minorDigits + Number((fraction + '000').slice(0, minorDigits) || '0') * (whole.startsWith('-') ? -1 : 1);
}

export const DIGITS: Record<string, number> = { IQD: 0, USD: 2, EUR: 2, GBP: 2, TRY: 2, AED: 2, SAR: 2, JOD: 3, KWD: 3, IRR: 0 };
