/**
 * Currencies at the till (docs/cash.md): ISO 4217 codes, amounts as integers in the minor unit the
 * service uses for each (IQD: whole dinars, fils are not used; USD: cents), and the exchange rate
 * to IQD as a whole number of dinars per 100 units of the currency (the way Baghdad exchange
 * offices quote it: "131,500 per 100 dollars"), so a rate like 1,315.5 dinars per dollar needs no
 * fraction. No floats anywhere: conversions run in BigInt and round half away from zero to 1 IQD.
 */

export const BASE_CURRENCY = 'IQD';

/** Digits of the minor unit the service uses (IQD is whole dinars: 0, not ISO's 3). */
export const MINOR_DIGITS: Readonly<Record<string, number>> = {
  IQD: 0,
  USD: 2,
  EUR: 2,
  GBP: 2,
  TRY: 2,
  AED: 2,
  SAR: 2,
  JOD: 3,
  KWD: 3,
  IRR: 0,
};

export const KNOWN_CURRENCIES = Object.keys(MINOR_DIGITS);

/** Notes in circulation, in minor units (IQD 250 … 50,000; US $1 … $100 in cents). */
export const DEFAULT_DENOMINATIONS: Readonly<Record<string, readonly number[]>> = {
  IQD: [250, 500, 1000, 5000, 10000, 25000, 50000],
  USD: [100, 200, 500, 1000, 2000, 5000, 10000],
};

export interface CurrencySetting {
  code: string;
  denominations: number[];
}

/** What an organisation accepts until it says otherwise: IQD and USD with their notes. */
export function defaultCurrencies(): CurrencySetting[] {
  return ['IQD', 'USD'].map((code) => ({ code, denominations: [...DEFAULT_DENOMINATIONS[code]] }));
}

export function isKnownCurrency(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(MINOR_DIGITS, code);
}

/** Rounds numerator/denominator (denominator > 0) half away from zero, exactly. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/**
 * An amount of `currency` (minor units) in IQD at `iqdPer100` dinars per 100 units. IQD itself
 * needs no rate. Half away from zero to the dinar.
 */
export function toIqd(amountMinor: number, currency: string, iqdPer100: number | null): number {
  if (currency === BASE_CURRENCY) return amountMinor;
  if (iqdPer100 == null) throw new Error(`No ${currency} rate to convert with`);
  const digits = MINOR_DIGITS[currency] ?? 2;
  const denominator = 100n * 10n ** BigInt(digits);
  return Number(divideRounded(BigInt(amountMinor) * BigInt(iqdPer100), denominator));
}

/** Field errors of a currency list (codes, denominations), keyed as the request names them. */
export function currencyListErrors(list: readonly CurrencySetting[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  if (list.length === 0 || list.length > 10) errors.currencies = ['must name between 1 and 10 currencies'];
  list.forEach((entry, index) => {
    if (!isKnownCurrency(entry.code)) errors[`currencies[${index}].code`] = [`must be one of ${KNOWN_CURRENCIES.join(', ')} (ISO 4217)`];
    else if (seen.has(entry.code)) errors[`currencies[${index}].code`] = ['is named twice'];
    seen.add(entry.code);
    const notes = entry.denominations;
    if (notes.length === 0 || notes.length > 30) errors[`currencies[${index}].denominations`] = ['must list between 1 and 30 denominations'];
    else if (notes.some((n) => !Number.isSafeInteger(n) || n <= 0))
      errors[`currencies[${index}].denominations`] = ['must be positive whole amounts in the minor unit'];
    else if (new Set(notes).size !== notes.length) errors[`currencies[${index}].denominations`] = ['must not repeat a denomination'];
  });
  if (!seen.has(BASE_CURRENCY) && !errors.currencies) errors.currencies = ['must include IQD'];
  return errors;
}
