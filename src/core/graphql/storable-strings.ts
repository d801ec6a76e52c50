import type { FieldErrors } from '../errors/app-error';
import { validationError } from '../errors/app-error';
// Arguments whose fields are the request's own top-level names, as in every other 422: a REST
// body maps onto `input`, list and filter query parameters onto `list` and `filter`.
import { TRANSPARENT_ARGS } from '../errors/normalize-error';

/** The one character PostgreSQL cannot store in `text` or `jsonb` (U+0000). */
const NUL = '\u0000';
export const NUL_MESSAGE = 'must not contain the character U+0000 (NUL)';
/**
 * A lone UTF-16 surrogate (JSON allows "\ud800"): `text` would silently store U+FFFD instead, and
 * `jsonb` (audit changes, outbox payloads) refuses the escape outright, which failed the request.
 */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const SURROGATE_MESSAGE = 'must be valid Unicode text (no unpaired surrogate code units such as \\ud800)';

function problemOf(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

function joinPath(parent: string, property: string | number): string {
  if (typeof property === 'number') return `${parent}[${property}]`;
  return parent ? `${parent}.${property}` : property;
}

function collect(value: unknown, path: string, fields: FieldErrors, depth: number): void {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    if (problem) fields[path || 'body'] = [problem];
    return;
  }
  if (value === null || typeof value !== 'object' || depth > 32 || value instanceof Date) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, joinPath(path, index), fields, depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    // Nor can such a key of a JSON object.
    const problem = problemOf(key);
    if (problem) fields[path || 'body'] = [problem];
    collect(item, joinPath(path, key), fields, depth + 1);
  }
}

/**
 * Every string in a field's arguments (after GraphQL coercion, so variables and literals alike,
 * nested input objects, list items and JSON values) that holds U+0000 or an unpaired surrogate, keyed by the field name
 * the caller used: `name`, `extras[0].unit`, `search`, `reason`.
 */
export function unstorableStringFields(args: Record<string, unknown>): FieldErrors | null {
  const fields: FieldErrors = {};
  for (const [name, value] of Object.entries(args)) collect(value, TRANSPARENT_ARGS.has(name) ? '' : name, fields, 0);
  return Object.keys(fields).length ? fields : null;
}

/** 422 VALIDATION naming each field whose string PostgreSQL could not store. */
export function assertStorableStrings(args: Record<string, unknown>): void {
  const fields = unstorableStringFields(args);
  if (fields) throw validationError(fields);
}
