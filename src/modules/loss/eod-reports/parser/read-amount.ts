import { AMOUNT_MULTIPLIERS, CURRENCY_MARKS } from './vocabulary';
import { foldText } from './normalize-text';

/**
 * Amounts in a folded line (pure). Accepted shapes: 1250000, 1,250,000, 1٬250٬000, 1.250.000,
 * 1 250 000 (one separator kind per number, groups of three), an optional .5/.25/.00 fraction,
 * a multiplier (1.5M, 250K, 250 الف, 1.5 مليون) and a currency mark (IQD, د.ع, دينار) on either
 * side. Dates, times and percentages are not amounts. A minus sign makes the amount negative
 * (the caller refuses it).
 */
export interface AmountToken {
  /** Whole IQD (rounded half away from zero when the text had a fraction). */
  value: number;
  negative: boolean;
  /** The text of the number as written (folded). */
  text: string;
  start: number;
  end: number;
  hadFraction: boolean;
  rounded: boolean;
  multiplied: boolean;
  currencyBeside: boolean;
}

const NUMBER = /(?<!\d)(?<!\d[.,\u066C ])(-)?(\d{1,3}(?:([,\u066C. ])\d{3})(?:\3\d{3})*|\d+)(?:\.(\d{1,3}))?(?!\d)/g;
const DATE_OR_TIME = /\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?/g;

const multipliers = AMOUNT_MULTIPLIERS.flatMap(({ marks, factor }) => marks.map((mark) => ({ mark: foldText(mark), factor }))).sort(
  (a, b) => b.mark.length - a.mark.length,
);
const currencies = CURRENCY_MARKS.map((mark) => foldText(mark)).sort((a, b) => b.length - a.length);

/** Blanks out dates and times (same length) so their digits are not read as amounts. */
export function blankDatesAndTimes(folded: string): string {
  return folded.replace(DATE_OR_TIME, (match) => ' '.repeat(match.length));
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && /\p{L}/u.test(char);
}

function multiplierAfter(rest: string): { factor: number; length: number } | null {
  const trimmed = rest.replace(/^ ?/, '');
  const offset = rest.length - trimmed.length;
  for (const { mark, factor } of multipliers) {
    if (trimmed.startsWith(mark) && !isLetter(trimmed[mark.length])) return { factor, length: offset + mark.length };
  }
  return null;
}

function currencyNear(folded: string, start: number, end: number): boolean {
  const before = folded.slice(Math.max(0, start - 8), start).trim();
  const after = folded.slice(end, end + 10).trim();
  return currencies.some((mark) => before.endsWith(mark) || after.startsWith(mark));
}

/** Integer arithmetic on digit strings: whole part × factor + fraction × factor, half away from zero. */
function scaled(whole: string, fraction: string, factor: number): { value: number; rounded: boolean } {
  const digits = whole + fraction;
  const divisor = 10 ** fraction.length;
  const numerator = Number(digits) * factor;
  const quotient = Math.floor(numerator / divisor);
  const remainder = numerator - quotient * divisor;
  const value = remainder * 2 >= divisor ? quotient + 1 : quotient;
  return { value, rounded: remainder !== 0 };
}

export function readAmounts(folded: string): AmountToken[] {
  const text = blankDatesAndTimes(folded);
  const tokens: AmountToken[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [whole, minus, body, separator, fractionPart] = match;
    const start = match.index!;
    let end = start + whole.length;
    if (/^\s*[%\u066A]/.test(text.slice(end))) continue;
    if (/[x#]/.test(text[start - 1] ?? '')) continue;
    const multiplier = multiplierAfter(text.slice(end));
    let integer = body;
    let fraction = fractionPart ?? '';
    if (separator === '.' && multiplier && /^\d{1,3}\.\d{3}$/.test(body)) {
      // "1.250M": with a multiplier a single dot is a decimal point, not thousands.
      [integer, fraction] = body.split('.');
    } else if (separator) {
      integer = body.split(separator).join('');
    }
    if (fraction.length === 3 && !multiplier) continue;
    const factor = multiplier?.factor ?? 1;
    if (multiplier) end += multiplier.length;
    const { value, rounded } = scaled(integer, fraction, factor);
    if (!Number.isSafeInteger(value)) continue;
    tokens.push({
      value,
      negative: Boolean(minus),
      text: folded.slice(start, end).trim(),
      start,
      end,
      hadFraction: fraction.length > 0 && !multiplier && /[1-9]/.test(fraction),
      rounded,
      multiplied: Boolean(multiplier),
      currencyBeside: currencyNear(folded, start, end),
    });
  }
  return tokens;
}
