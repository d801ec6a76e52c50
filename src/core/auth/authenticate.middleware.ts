import type { NextFunction, Request, Response } from 'express';
import type { Runtime } from '../runtime';
import { RequestContext } from '../context/request-context';
import { AppError } from '../errors/app-error';
import type { Principal } from './principal';
import type { CredentialResolver } from './credentials';
import type { ErrorResponder } from '../idempotency/idempotency.middleware';

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
    });
    res.locals.ctx = ctx;
    if (authError && IMMEDIATE.has(authError.errorName)) return respondError(req, res, authError);
    next();
  };
}
