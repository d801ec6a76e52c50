/** Validation rules shared by the catalogue's records and its import (pure; unit tested). */
export const CATALOG_CODE_PATTERN = /^[A-Za-z0-9._-]*$/;
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

/**
 * GraphQL lets null through nullable update fields and class-validator skips nulls: the fields
 * that must keep a value answer 422 on null (messages per field).
 */
export function nullFieldErrors<T extends object>(input: T, fields: Partial<Record<keyof T, string>>): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(fields) as Array<[string, string]>) {
    if ((input as Record<string, unknown>)[field] === null) errors[field] = [message];
  }
  return Object.keys(errors).length ? errors : null;
}
