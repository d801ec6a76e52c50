import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from '../errors/app-error';
import { respondWithError } from './respond-error';
import { plainJsonLength, readPlainJson } from './plain-json-body';

export const MAX_BODY_BYTES = 1024 * 1024;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the JSON parser's failures mean to the caller: always 422 on `body`. */
function bodyError(error: unknown): AppError | null {
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    return new AppError('VALIDATION', 'The request body is not valid JSON.', { fields: { body: ['is not valid JSON'] } });
  }
  if (type === 'entity.too.large') {
    return new AppError('VALIDATION', 'The request body is too large.', { fields: { body: [`must be at most ${MAX_BODY_BYTES} bytes`] } });
  }
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new AppError('VALIDATION', 'The request body encoding is not supported.', { fields: { body: ['must be UTF-8 JSON'] } });
  }
  return null;
}

/**
 * body-parser's JSON parser, with the plain shape of nearly every request (application/json with
 * a Content-Length, nothing to decode) read by plain-json-body.ts, which answers as body-parser does.
 * A request that declares no body at all (every GET) is passed on as body-parser passes it: no
 * Content-Length, no Transfer-Encoding, `req.body` undefined.
 */
export function jsonParser(): express.RequestHandler {
  const general = express.json({ limit: MAX_BODY_BYTES, strict: false, type: ['application/json', 'application/*+json'] });
  return (req: Request, res: Response, next: NextFunction) => {
    const length = plainJsonLength(req, MAX_BODY_BYTES);
    if (length !== null) return readPlainJson(req, length, next);
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
      if (!('body' in req)) (req as { body?: unknown }).body = undefined;
      return next();
    }
    general(req, res, next);
  };
}

/** A write whose body is not declared as JSON (a plain JSON body, read as exactly that, never is). */
function sendsOtherThanJson(req: Request): boolean {
  if (!WRITE_METHODS.has(req.method) || plainJsonLength(req, MAX_BODY_BYTES) !== null) return false;
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  return hasBody && !req.is(['application/json', 'application/*+json']);
}

/**
 * JSON bodies up to 1 MB. Unparseable JSON, a body that is not JSON and an oversized body are
 * 422 with the key `body`, never 400 (docs/design.md). One plain middleware (no error-handling
 * signature), so it can sit in any chain: the REST bridge runs it after a route's credential
 * check, GraphQL at its own path.
 */
export function jsonBodies(): express.RequestHandler {
  const parse = jsonParser();
  return (req: Request, res: Response, next: NextFunction) => {
    if (sendsOtherThanJson(req)) {
      return respondWithError(
        req,
        res,
        new AppError('VALIDATION', 'The request body must be JSON.', { fields: { body: ['must be sent as application/json'] } }),
      );
    }
    parse(req, res, (error?: unknown) => {
      if (error === undefined || error === null) return next();
      const refusal = bodyError(error);
      if (refusal) return respondWithError(req, res, refusal);
      next(error);
    });
  };
}
