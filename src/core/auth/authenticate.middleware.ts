import type { NextFunction, Request, Response } from 'express';
import type { Runtime } from '../runtime';
import { RequestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';
import type { Principal } from './principal';
import type { CredentialResolver } from './credentials';
import type { ErrorResponder } from '../idempotency/idempotency.middleware';
import type { ClientGoneHook } from '../db/cancel-when-gone';

/** Errors that must stop the request at once rather than wait for a shield rule to ask. */
const IMMEDIATE = new Set(['RATE_LIMITED', 'TENANT_MISMATCH']);

/**
 * Builds the request context every transport uses: resolves the principal from the first
 * matching credential. A refused credential is remembered, and reported (401/403) by the shield
 * only where the operation needs a caller, so public paths stay usable.
 */
export function authenticateMiddleware(runtime: Runtime, resolvers: readonly CredentialResolver[], respondError: ErrorResponder) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    let principal: Principal | null = null;
    let authError: AppError | null = null;
    const resolver = resolvers.find((candidate) => candidate.matches(req));
    if (resolver) {
      try {
        principal = await resolver.resolve(runtime, req);
      } catch (error) {
        if (!(error instanceof AppError)) return next(error);
        authError = error;
      }
    }
    const ctx = new RequestContext(runtime, principal, authError, {
      requestId: res.locals.requestId,
      ip: req.ip ?? null,
      origin: req.header('origin') ?? null,
      userAgent: req.header('user-agent') ?? null,
      transport: req.path === '/graphql' ? 'graphql' : 'rest',
      whenClientGone: abandonmentOf(res),
    });
    res.locals.ctx = ctx;
    if (authError && IMMEDIATE.has(authError.errorName)) return respondError(req, res, authError);
    next();
  };
}

/**
 * The request's ClientGoneHook: the caller has gone when the connection closed before the response
 * was written in full ('close' also fires after a response that ended normally, which
 * `writableEnded` tells apart; a destroyed socket is gone before its 'close' is emitted). One
 * 'close' listener per request, added on first use, however many statements a GraphQL operation
 * runs side by side.
 */
function abandonmentOf(res: Response): ClientGoneHook {
  let listeners: Set<() => void> | undefined;
  let closedEarly = false;
  const left = () => closedEarly || (res.socket?.destroyed === true && !res.writableEnded);
  return {
    left,
    onLeave(listener) {
      if (left()) {
        listener();
        return () => undefined;
      }
      if (!listeners) {
        const waiting = (listeners = new Set());
        res.once('close', () => {
          if (res.writableEnded) return;
          closedEarly = true;
          for (const gone of waiting) gone();
        });
      }
      listeners.add(listener);
      return () => listeners?.delete(listener);
    },
  };
}
