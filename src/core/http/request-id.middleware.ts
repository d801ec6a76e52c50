import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../config/logger';
import type { Principal } from '../auth/principal';

const ACCEPTABLE = /^[A-Za-z0-9._:-]{8,128}$/;

/** Accepts a caller's X-Request-Id when sane, otherwise makes one; echoes it and logs the request. */
export function requestIdMiddleware(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && ACCEPTABLE.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (logger.isLevelEnabled('info')) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        // Who called, by ids only (never a token, key or e-mail address).
        const principal = (res.locals.ctx as { principal?: Principal | null } | undefined)?.principal;
        logger.info(
          {
            requestId,
            method: req.method,
            path: req.originalUrl.split('?')[0],
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            ...(principal
              ? { organizationId: principal.organizationId, principal: { kind: principal.kind, userId: principal.userId, apiKeyId: principal.apiKeyId } }
              : {}),
          },
          'request',
        );
      });
    }
    next();
  };
}
