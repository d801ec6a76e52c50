/*
 * Pure parsing of the values in a bank statement cell: Arabic-Indic digits, thousands
 * separators, signs, minor units and the date layouts banks here export. No floats: amounts are
 * assembled from their digit strings as integers in the account's minor unit.
 */

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to ASCII; Arabic decimal (٫) and thousands (٬) separators to . and ,. */
const NEEDS_DIGIT_NORMALIZING = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c\u060c]/;

export function normalizeDigits(text: string): string {
  if (!NEEDS_DIGIT_NORMALIZING.test(text)) return text;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else if (code >= EASTERN_ARABIC_INDIC_ZERO && code <= EASTERN_ARABIC_INDIC_ZERO + 9) out += String(code - EASTERN_ARABIC_INDIC_ZERO);
    else if (char === '\u066b') out += '.';
    else if (char === '\u066c' || char === '\u060c') out += ',';
    else out += char;
  }
  return out;
}

export type ParsedValue<T> = { value: T } | { problem: string };

/**
 * An amount in minor units (`digits` decimals: 0 for IQD, 2 for USD). Accepts a leading + or -,
 * a trailing -, parentheses for negatives, thousands separators (",", ".", space, apostrophe,
 * non-breaking space) and "." or "," as the decimal mark. When both marks occur, the last one is
 * the decimal mark; a lone "." or "," followed by exactly three digits in groups is a thousands
 * separator. Empty text is `null`.
 */
export function parseAmount(raw: string, digits: number): ParsedValue<number | null> {
  let text = normalizeDigits(raw).replace(/[\s\u00a0\u202f'’]/g, '');
  text = text.replace(/^(IQD|USD|EUR|د\.ع|دينار)|(IQD|USD|EUR|د\.ع|دينار)$/gi, '');
  if (text === '') return { value: null };
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/^[+-]/.test(text)) {
    negative = negative !== (text[0] === '-');
    text = text.slice(1);
  } else if (/-$/.test(text)) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (!/^[0-9][0-9.,]*$/.test(text) || /[.,]$/.test(text)) return { problem: 'is not an amount' };
  let whole: string;
  let fraction = '';
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    const thousands = decimalAt === lastDot ? ',' : '.';
    whole = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
    if (whole.includes(text[decimalAt]) || !isGrouped(whole, thousands)) return { problem: 'is not an amount' };
    whole = whole.split(thousands).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = text.split(mark);
    const grouped = parts.length > 2 || (parts[1].length === 3 && (digits === 0 || mark === ','));
    if (grouped) {
      if (!isGrouped(text, mark)) return { problem: 'is not an amount' };
      whole = parts.join('');
    } else {
      whole = parts[0];
      fraction = parts[1];
    }
  } else {
    whole = text;
  }
  if (fraction.length > digits) {
    if (!/^0*$/.test(fraction.slice(digits)))
      return { problem: digits === 0 ? 'must be a whole amount (no decimals)' : `must have at most ${digits} decimals` };
    fraction = fraction.slice(0, digits);
  }
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return { problem: 'is too large' };
  const value = Number(minor);
  return { value: negative && value !== 0 ? -value : value };
}

function isGrouped(text: string, separator: string): boolean {
  if (!text.includes(separator)) return /^\d+$/.test(text);
  const parts = text.split(separator);
  return /^\d{1,3}$/.test(parts[0]) && parts.slice(1).every((part) => /^\d{3}$/.test(part));
}

/** YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY (also D/M/YYYY, DD.MM.YYYY, and YYYY/MM/DD), to YYYY-MM-DD; impossible dates refused. */
export function parseStatementDate(raw: string): ParsedValue<string> {
  const text = normalizeDigits(raw).trim();
  let year: number;
  let month: number;
  let day: number;
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text);
  if (match) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    return { problem: text === '' ? 'is required' : 'is not a date (YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY)' };
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { problem: 'is not a real calendar date' };
  }
  return { value: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/** Text cells: trimmed, inner whitespace collapsed, empty as null. */
export function cleanText(raw: string | undefined): string | null {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}
