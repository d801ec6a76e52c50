/** Validation rules shared by the catalogue's records and its import (pure; unit tested). */
export const CATALOG_CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const MAX_SORT_ORDER = 1_000_000;
/** Category metadata: JSON text up to this many characters. */
export const MAX_METADATA_LENGTH = 4000;
/** Largest base price of a product (IQD). */
export const MAX_PRICE_IQD = 100_000_000;

export function codeKey(code: string): string {
  return code.trim().toLocaleLowerCase('en');
}

/** Null when the text is valid JSON, else the message for the field. */
export function jsonTextProblem(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    return 'must be valid JSON text';
  }
}

/** Null when the value is an absolute http(s) URL of at most 2,000 characters. */
export function imageUrlProblem(value: string): string | null {
  if (value.length > 2000) return 'must be at most 2000 characters';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an http or https URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  return null;
}
