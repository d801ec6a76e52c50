/**
 * Text normalisation for pasted end-of-day reports (pure). Two forms of each line:
 *  - `display`: the line as the user sees it, with bidi controls and zero-width marks removed;
 *  - `folded`: for matching: ASCII digits, lower case, Arabic letter variants folded, no
 *    diacritics or tatweel, one space between words. Folding never touches digits or separators.
 */

/** LRM, RLM, ALM, the embedding/override/isolate controls, zero-width space and BOM. */
const BIDI_AND_INVISIBLE = /[\u200B\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const SPACES = /[\u00A0\u2007\u2009\u202F\u3000\t]/g;
/** Arabic diacritics (harakat, tanween, shadda, sukun, superscript alef) and tatweel. */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

export function stripInvisible(text: string): string {
  return text.replace(BIDI_AND_INVISIBLE, '');
}

/** Arabic-Indic (٠-٩) and Eastern Arabic/Persian (۰-۹) digits to ASCII; ٫ (Arabic decimal separator) to ".". */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.');
}

/** Folds Arabic letter variants so labels match however they were typed (أ/إ/آ → ا, ة → ه, ى → ي, ک → ك, ی → ي). */
export function foldArabic(text: string): string {
  return text
    .replace(MARKS, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/[\u0649\u06CC]/g, '\u064A')
    .replace(/\u06A9/g, '\u0643');
}

export function foldText(text: string): string {
  return foldArabic(asciiDigits(stripInvisible(text)))
    .replace(SPACES, ' ')
    .toLowerCase()
    .replace(/ {2,}/g, ' ')
    .trim();
}

export interface ReportLine {
  /** 1-based line number in the pasted text. */
  number: number;
  display: string;
  folded: string;
}

/** Splits the text into non-empty lines (CRLF, CR, LF, U+2028/2029), numbered as pasted. */
export function reportLines(text: string): ReportLine[] {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((raw, index) => ({ number: index + 1, display: stripInvisible(raw).replace(SPACES, ' ').trim(), folded: foldText(raw) }))
    .filter((line) => line.folded.length > 0);
}
