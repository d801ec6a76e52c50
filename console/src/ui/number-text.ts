/*
 * Numbers as people type them (issue 55 item 2). An Iraqi keyboard writes Arabic-Indic digits (٠١٢٣),
 * a Persian or Kurdish one Eastern Arabic-Indic digits (۰۱۲۳), with the Arabic decimal separator (٫)
 * and thousands separator (٬); others write Western digits with "." and ",". Every numeric field reads
 * them all the same way: these rules are the only place that turns typed text into a number.
 */

export interface NumberTextRules {
  /** Decimals allowed after the separator; 0 for whole numbers; undefined for any. */
  decimals?: number;
  /** A leading minus sign is allowed. */
  allowNegative?: boolean;
}

/** Marks a formatter or a keyboard may put around a number (bidi marks, spaces) that carry no value. */
const INVISIBLE = /[\s\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Arabic-Indic and Eastern Arabic-Indic digits as Western ones, nothing else changed (a mailed code typed on an Arabic keyboard). */
export function westernDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/**
 * The typed text in Western characters: every digit system to 0-9, the Arabic decimal separator to
 * ".", the Arabic thousands separator to ",", the minus sign (−) to "-", and bidi marks and spaces
 * removed. Other characters are kept, so the result can still be refused.
 */
export function westernNumberText(text: string): string {
  return westernDigits(text.replace(INVISIBLE, ''))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',')
    .replace(/\u2212/g, '-');
}

function pattern(rules: NumberTextRules, partial: boolean): RegExp {
  const sign = rules.allowNegative ? '-?' : '';
  const decimals = rules.decimals === undefined ? '*' : `{0,${rules.decimals}}`;
  const fraction = rules.decimals === 0 ? '' : `(\\.\\d${decimals})?`;
  // Thousands separators are read only where they group by three (1,250,000); "1,5" is no number,
  // so a comma typed as a decimal separator is refused rather than read as fifteen.
  const whole = partial ? '(\\d[\\d,]*)?' : '(\\d{1,3}(,\\d{3})+|\\d+)?';
  return new RegExp(`^${sign}${whole}${fraction}$`);
}

/**
 * Whether a text may be on its way to a number (what a field keeps while someone types):
 * "", "-", "12.", "1,25" are; "12a", "1.2.3", a minus where none is allowed, or more decimals than
 * allowed are not.
 */
export function isNumberTextInProgress(text: string, rules: NumberTextRules = {}): boolean {
  return pattern(rules, true).test(westernNumberText(text));
}

/**
 * The number a typed text means, or null when it is empty or not a number under the rules.
 * "٥٠٠٠٠" → 50000, "١٩٫٣" → 19.3, "۱۲٬۵۰۰" → 12500, "1,250.5" → 1250.5, "1,5" → null.
 */
export function parseNumberText(text: string, rules: NumberTextRules = {}): number | null {
  const western = westernNumberText(text);
  if (!/\d/.test(western) || !pattern(rules, false).test(western)) return null;
  const value = Number(western.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** The text is empty once bidi marks and spaces are gone. */
export function isBlankNumberText(text: string): boolean {
  return westernNumberText(text) === '';
}
