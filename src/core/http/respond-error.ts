import type { Request, Response } from 'express';
import { normalizeError, type WireError } from '../errors/normalize-error';
import { sendError, sendPartnerError } from './envelope';

export const GRAPHQL_PATH = '/graphql';
export const PARTNER_PREFIX = '/api/v1/public';

/** GraphQL callers get GraphQL-shaped errors; partner paths their envelope; everyone else the console envelope. */
export function respondWithError(req: Request, res: Response, error: unknown): void {
  const wire: WireError = normalizeError(error);
  if (res.headersSent) return;
  const path = req.originalUrl.split('?')[0];
  if (path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`)) {
    if (wire.headers) for (const [name, value] of Object.entries(wire.headers)) res.setHeader(name, value);
    res.status(wire.status).json({
      errors: [{ message: wire.message, extensions: { code: wire.name, status: wire.status, ...(wire.fields ? { fields: wire.fields } : {}) } }],
    });
    return;
  }
  if (path.startsWith(PARTNER_PREFIX)) return sendPartnerError(res, wire);
  sendError(res, wire);
}
