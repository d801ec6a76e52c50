import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';
import type { RequestContext } from '../context/request-context';
import { type IdempotencyStore } from './idempotency-store';
import { crashTestHold } from './crash-test-hold';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REPLAYED_HEADERS = ['content-type', 'retry-after'];

export type ErrorResponder = (req: Request, res: Response, error: AppError) => void;

/** The credential a key belongs to: the same key from two callers is two different keys. */
export function idempotencyScope(ctx: RequestContext, req: Request, guestScope?: string): string {
  if (guestScope) return `guest:${guestScope}`;
  const principal = ctx.principal;
  if (principal?.kind === 'guest') return `guest:${principal.tableId}`;
  if (principal?.apiKeyId) return `key:${principal.apiKeyId}`;
  if (principal?.userId) return `user:${principal.userId}:${principal.organizationId}`;
  return `anon:${req.ip ?? 'unknown'}`;
}

/** JSON with object keys sorted: the same JSON value always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .filter((name) => (value as Record<string, unknown>)[name] !== undefined)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson((value as Record<string, unknown>)[name])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Method, path and the body as a JSON value (key order and whitespace do not matter). */
export function requestFingerprint(req: Request): string {
  return createHash('sha256')
    .update(req.method)
    .update('\0')
    .update(req.originalUrl.split('?')[0])
    .update('\0')
    .update(canonicalJson(req.body ?? null))
    .digest('hex');
}

/**
 * Makes writes safe to retry: the first request with a key runs; the same key with the same
 * request gets the stored response again (Idempotent-Replayed: true) with no second effect; with
 * another request 422; while the first is still running 409. The response is stored before it is
 * sent, so a client never sees a result that a retry could not replay.
 */
export function idempotencyMiddleware(
  store: IdempotencyStore,
  respondError: ErrorResponder,
  options: { required?: boolean; scope?: (req: Request) => string | undefined } = {},
) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const key = req.header(IDEMPOTENCY_HEADER);
    if (!key) {
      if (options.required) return respondError(req, res, new AppError('IDEMPOTENCY_KEY_REQUIRED'));
      return next();
    }
    if (!KEY_PATTERN.test(key)) {
      return respondError(
        req,
        res,
        new AppError('VALIDATION', 'The Idempotency-Key header is not valid.', {
          fields: { 'Idempotency-Key': ['must be 8-128 characters of letters, digits, -, _, . or : (a UUID is recommended)'] },
        }),
      );
    }
    const ctx = res.locals.ctx as RequestContext;
    const scope = idempotencyScope(ctx, req, options.scope?.(req));
    const claim = await store.claim(scope, key, requestFingerprint(req), ctx.now());
    switch (claim.kind) {
      case 'mismatch':
        return respondError(
          req,
          res,
          new AppError('VALIDATION', 'This Idempotency-Key was already used for a different request.', {
            fields: { 'Idempotency-Key': ['was already used with a different request'] },
          }),
        );
      case 'in_flight':
        return respondError(req, res, new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed.'));
      case 'lost':
        return respondError(
          req,
          res,
          new AppError(
            'CONFLICT',
            'The request with this Idempotency-Key was applied, but the service stopped before its response was stored; it will not run again. Read the resource to see the result.',
          ),
        );
      case 'replay': {
        const stored = claim.response;
        for (const [name, value] of Object.entries(stored.headers)) res.setHeader(name, value);
        res.setHeader('Idempotent-Replayed', 'true');
        res.status(stored.status).end(stored.body);
        return;
      }
      case 'claimed':
        ctx.idempotencyClaim = claim.ref;
        captureAndStore(req, res, store, scope, key, ctx);
        await crashTestHold(req, ctx, 'before-effect');
        return next();
    }
  };
}

function captureAndStore(req: Request, res: Response, store: IdempotencyStore, scope: string, key: string, ctx: RequestContext): void {
  const chunks: Buffer[] = [];
  const originalWrite = res.write.bind(res) as (...args: unknown[]) => boolean;
  const originalEnd = res.end.bind(res) as (...args: unknown[]) => Response;
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

  res.write = ((chunk: unknown, encoding?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    return true;
  }) as Response['write'];

  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(chunks);
    const finish = () => {
      res.write = originalWrite as Response['write'];
      res.end = originalEnd as Response['end'];
      if (!res.headersSent) res.setHeader('content-length', body.length);
      originalEnd(body, typeof callback === 'function' ? callback : undefined);
    };
    const status = res.statusCode;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    // A fault is not an answer: forget the key so the client's retry runs again.
    const stored = { status, headers, body: withheld(body, ctx) };
    const persist = crashTestHold(req, ctx, 'before-store').then(() =>
      status >= 500 || ctx.outcome.faulted ? store.release(scope, key, stored) : store.complete(scope, key, stored),
    );
    persist.then(finish, (error: unknown) => {
      ctx.logger.error({ err: error }, 'could not store idempotent response');
      finish();
    });
    return res;
  }) as Response['end'];
}

/** The response as stored for replays: values shown once (new secrets) become JSON null. */
function withheld(body: Buffer, ctx: RequestContext): Buffer {
  if (ctx.withheldValues.length === 0) return body;
  let text = body.toString('utf8');
  for (const value of ctx.withheldValues) text = text.split(JSON.stringify(value)).join('null');
  return Buffer.from(text, 'utf8');
}
