import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';
import { EFFECT_APPLIED_MESSAGE, EffectReplay, type RequestContext } from '../context/request-context';
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
  if (principal?.kind === 'device') return `device:${principal.deviceId}`;
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
 * sent, so a client never sees a result that a retry could not replay. When the first attempt's
 * process died after its effect committed but before its response was stored, the retry rebuilds
 * the answer from the committed results (RequestContext.idempotencyReplay), stores it and answers
 * it as a replay; only if that cannot be done is it told 409 that the request was applied.
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
        if (claim.results.length === 0) return respondError(req, res, new AppError('CONFLICT', EFFECT_APPLIED_MESSAGE));
        ctx.idempotencyReplay = new EffectReplay(claim.results);
        captureAndStore(req, res, store, scope, key, ctx, respondError);
        return next();
      case 'replay': {
        const stored = claim.response;
        for (const [name, value] of Object.entries(stored.headers)) res.setHeader(name, value);
        res.setHeader('Idempotent-Replayed', 'true');
        res.status(stored.status).end(stored.body);
        return;
      }
      case 'claimed':
        ctx.idempotencyClaim = claim.ref;
        captureAndStore(req, res, store, scope, key, ctx, respondError);
        await crashTestHold(req, ctx, 'before-effect');
        return next();
    }
  };
}

function captureAndStore(
  req: Request,
  res: Response,
  store: IdempotencyStore,
  scope: string,
  key: string,
  ctx: RequestContext,
  respondError: ErrorResponder,
): void {
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
    const restore = () => {
      res.write = originalWrite as Response['write'];
      res.end = originalEnd as Response['end'];
    };
    const finish = (sent: Buffer) => {
      restore();
      if (!res.headersSent) res.setHeader('content-length', sent.length);
      originalEnd(sent, typeof callback === 'function' ? callback : undefined);
    };
    const status = res.statusCode;
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const stored = { status, headers, body: withheld(body, ctx) };
    const replay = ctx.idempotencyReplay;
    if (replay) {
      // A rebuilt answer is stored only when it is the attempt's success: rebuilt from every
      // committed result and free of errors. Anything else (a read after the commit that now
      // fails, a result that could not be stored) is not that answer: the retry is told the request
      // was applied, and a later retry may try again. Values shown once stay withheld.
      if (status >= 200 && status < 300 && !ctx.outcome.faulted && !ctx.outcome.errored && replay.complete) {
        store.complete(scope, key, stored).then(
          () => {
            res.setHeader('Idempotent-Replayed', 'true');
            finish(stored.body);
          },
          (error: unknown) => {
            ctx.logger.error({ err: error }, 'could not store rebuilt idempotent response');
            finish(stored.body);
          },
        );
      } else {
        restore();
        respondError(req, res, new AppError('CONFLICT', EFFECT_APPLIED_MESSAGE));
      }
      return res;
    }
    // A fault is not an answer: forget the key so the client's retry runs again.
    const persist = crashTestHold(req, ctx, 'before-store', body).then(() =>
      status >= 500 || ctx.outcome.faulted ? store.release(scope, key, stored) : store.complete(scope, key, stored),
    );
    persist.then(
      () => finish(body),
      (error: unknown) => {
        ctx.logger.error({ err: error }, 'could not store idempotent response');
        finish(body);
      },
    );
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
