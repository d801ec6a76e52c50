import type { NextFunction, Request, Response } from 'express';
import type { ServiceMetrics } from './service-metrics';

/** Paths served outside the bridge, labelled as they are; anything else unmatched is one label. */
const FIXED_ROUTES = new Set(['/graphql', '/healthz', '/readyz', '/metrics', '/api/v1/openapi.json', '/api/docs']);

/**
 * Counts and times every request under its route template (`/api/v1/console/hr/employees/{id}`,
 * set by the bridge), never the raw path: ids in paths would make one series per record.
 */
export function httpMetricsMiddleware(metrics: ServiceMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const stop = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const path = req.originalUrl.split('?')[0];
      const route = (res.locals.routeTemplate as string | undefined) ?? (FIXED_ROUTES.has(path) ? path : 'unmatched');
      const labels = { method: req.method, route, status: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      stop(labels);
    });
    next();
  };
}
