/**
 * ISO 4217 currencies a bank account may hold, with the decimals its amounts carry. IQD is kept in
 * whole dinars (0 decimals, the house rule for IQD: fils are not in use), the others in their
 * ISO minor unit.
 */
export const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  IQD: 0,
  USD: 2,
  EUR: 2,
  GBP: 2,
  AED: 2,
  SAR: 2,
  TRY: 2,
  IRR: 0,
  JOD: 3,
  KWD: 3,
  BHD: 3,
  OMR: 3,
  QAR: 2,
  CNY: 2,
};

export const SUPPORTED_CURRENCIES = Object.keys(CURRENCY_DIGITS);

export function currencyDigits(code: string): number {
  const digits = CURRENCY_DIGITS[code];
  if (digits === undefined) throw new Error(`Unsupported currency ${code}`);
  return digits;
}
