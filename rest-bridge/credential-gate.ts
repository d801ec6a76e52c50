import type { Request, Response, NextFunction, RequestHandler } from 'express';
import type { RequestContext } from '../src/core/context/request-context';
import { type AppError, forbidden, notFound, unauthorized } from '../src/core/errors/app-error';
import type { Credential } from '../src/core/modules/route-table';

/**
 * The refusal a route's declared credential gives this caller, or null when the caller may go on.
 * A caller who presented no credential gets 401 UNAUTHORIZED; one whose credential was refused
 * gets that refusal (401 REAUTH_REQUIRED for an ended session, 401 for a revoked key, 403 for a
 * key outside its IP allowlist...); a credential of the wrong kind gets 403 FORBIDDEN.
 */
export function credentialRefusal(credential: Credential, ctx: RequestContext): AppError | null {
  if (credential === 'public') return null;
  // The QR token in the path is the guest's credential: an unknown, rotated, revoked or inactive
  // one is answered like a missing page (404), before the body or the Idempotency-Key is read.
  if (credential === 'guest') return ctx.principal?.kind === 'guest' ? null : (ctx.authError ?? notFound('Table'));
  const principal = ctx.principal;
  if (!principal) return ctx.authError ?? unauthorized();
  if (credential === 'session' && principal.kind !== 'user') {
    return forbidden('This operation needs a console session; API keys are not accepted.');
  }
  if (credential === 'key' && principal.kind !== 'apiKey') return forbidden('This operation needs an API key (X-Api-Key).');
  if (credential === 'device' && principal.kind !== 'device') return forbidden('This operation needs a time-clock kiosk credential (X-Clock-Device).');
  if (credential !== 'device' && principal.kind === 'device') return forbidden('A time-clock kiosk may only use the kiosk operations.');
  return null;
}

/**
 * First link of every route's chain: the credential is checked before the body is parsed and
 * before idempotency or variables are looked at, so an anonymous caller learns nothing about the
 * form (docs/design.md, "Wire contract"). The
 * shield still decides permissions; this only enforces what the route table declares.
 */
export function credentialGate(credential: Credential, refuse: (res: Response, error: AppError) => void): RequestHandler | null {
  if (credential === 'public') return null;
  return (_req: Request, res: Response, next: NextFunction) => {
    const refusal = credentialRefusal(credential, res.locals.ctx as RequestContext);
    if (refusal) return refuse(res, refusal);
    next();
  };
}
