import type { ServerResponse } from 'node:http';
import { ERROR_ECHO } from '../errors/error-codes';
import type { WireError } from '../errors/normalize-error';
import { writeWhole } from './write-whole';
import { languageOf, translate, translateFields } from '../i18n/translate';

/*
 * The wire envelopes of the spec (section 7), written by every REST answer: the bridge's routes
 * and the HTTP layer's own refusals (404, bad bodies, refused credentials), and the answers of a
 * process still starting (src/core/http/starting-up.ts), which has no Express app yet: so they take
 * Node's own response (an Express response is one). Bodies are serialised here once and written
 * directly: no ETag, no second stringify.
 */
type Response = ServerResponse;

function write(res: Response, status: number, payload: unknown, headers?: Record<string, string>): void {
  const body = JSON.stringify(payload);
  if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  writeWhole(res, body);
}

export function consoleErrorBody(error: WireError): Record<string, unknown> {
  let errors: Record<string, unknown> | null = null;
  if (error.name === 'VALIDATION') {
    errors = error.fields && Object.keys(error.fields).length ? error.fields : { body: [error.message] };
  } else if (error.echo ?? ERROR_ECHO[error.name]) {
    errors = { code: [error.echo ?? ERROR_ECHO[error.name]] };
  }
  return { success: false, data: null, message: error.message, code: error.status, errors };
}

export function sendSuccess(res: Response, data: unknown): void {
  write(res, 200, { success: true, data, message: null, code: null, errors: null });
}

/** The error in the caller's language (Accept-Language; src/core/i18n). */
function localised(res: Response, error: WireError): WireError {
  const lang = languageOf(res.req);
  if (lang === 'en') return error;
  return { ...error, message: translate(error.message, lang), ...(error.fields ? { fields: translateFields(error.fields, lang) } : {}) };
}

export function sendError(res: Response, error: WireError): void {
  write(res, error.status, consoleErrorBody(localised(res, error)), error.headers);
}

/** A GraphQL caller's error: the errors array, the status in `extensions`. */
export function sendGraphqlError(res: Response, error: WireError): void {
  const extensions = { code: error.name, status: error.status, ...(error.fields ? { fields: error.fields } : {}) };
  write(res, error.status, { errors: [{ message: localised(res, error).message, extensions }] }, error.headers);
}

/** Partner success: `{ok: true, data: [...], total}`. */
export function sendPartnerSuccess(res: Response, data: unknown): void {
  const page = data as { items?: unknown[]; total?: number; totalIsExact?: boolean } | unknown[];
  if (Array.isArray(page)) return write(res, 200, { ok: true, data: page, total: page.length });
  if (page && typeof page === 'object' && Array.isArray(page.items)) {
    const body: Record<string, unknown> = { ok: true, data: page.items, total: page.total ?? page.items.length };
    // A counted list says whether `total` is exact or "at least" (docs/partner-api.md).
    if (typeof page.totalIsExact === 'boolean') body.totalIsExact = page.totalIsExact;
    return write(res, 200, body);
  }
  write(res, 200, { ok: true, data: [data], total: 1 });
}

/** Refused credentials, missing scopes, unbindable bodies and faults keep the console shape. */
const CONSOLE_SHAPED_ON_PARTNER = new Set([401, 403, 422, 500]);

export function sendPartnerError(res: Response, error: WireError): void {
  if (CONSOLE_SHAPED_ON_PARTNER.has(error.status)) return sendError(res, error);
  write(res, error.status, { ok: false, error: { code: error.status, message: localised(res, error).message } }, error.headers);
}
