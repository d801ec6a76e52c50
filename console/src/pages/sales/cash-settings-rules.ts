import { formatNumber } from '../../ui/format';
import { westernNumberText } from '../../ui/number-text';

/**
 * Rates are stored as whole IQD for 100 units of the foreign currency (131500: 1,315 IQD per dollar),
 * so a rate with fils is exact; people type and read the rate per one unit.
 */
export function ratePerUnit(iqdPer100: number): number {
  return iqdPer100 / 100;
}

/** "1315" or "1,315.50" (IQD per one unit, at most two decimals) → IQD per 100 units; null when not a positive rate. */
export function iqdPer100FromText(text: string): number | null {
  const clean = westernNumberText(text).replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  const value = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return value > 0 && Number.isSafeInteger(value) ? value : null;
}

/** Denominations (minor units) shown in major units: "250, 500, 1000" for IQD; "1, 5, 10, 20, 50, 100" for USD. */
export function denominationsToText(denominations: readonly number[], minorDigits: number): string {
  return denominations.map((value) => String(value / 10 ** minorDigits)).join(', ');
}

/**
 * A typed list of notes in major units back to minor units: positive, no more decimals than the
 * currency has, no duplicates; null when the list is empty or any entry is not a note.
 */
export function denominationsFromText(text: string, minorDigits: number): number[] | null {
  // The notes are separated by commas (Western or Arabic) or spaces; each is read in any digit system.
  const parts = text
    .replace(/[\u0660-\u0669\u06F0-\u06F9\u066B]/g, (character) => westernNumberText(character))
    .split(/[,،\u066C\s]+/)
    .filter(Boolean);
  if (parts.length === 0) return null;
  const values: number[] = [];
  for (const part of parts) {
    const pattern = minorDigits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${minorDigits}})?$`) : /^\d+$/;
    if (!pattern.test(part)) return null;
    const [whole, fraction = ''] = part.split('.');
    const value = Number(whole) * 10 ** minorDigits + (minorDigits > 0 ? Number((fraction + '000').slice(0, minorDigits)) : 0);
    if (value <= 0 || values.includes(value)) return null;
    values.push(value);
  }
  return values.sort((a, b) => a - b);
}

/** A rate per unit in IQD, with its fils when it has any (1,320.5), in the language's digits. */
export function formatRate(iqdPer100: number, language: string): string {
  return formatNumber(ratePerUnit(iqdPer100), language, { style: 'currency', currency: 'IQD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
}
