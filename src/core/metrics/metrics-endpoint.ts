import { timingSafeEqual, createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ServiceMetrics } from './service-metrics';

export interface MetricsAccess {
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`, from anywhere. */
  token: string | undefined;
  isProduction: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics. With METRICS_TOKEN: the bearer token, compared in constant time. Without it:
 * loopback peers only (the socket's own address: X-Forwarded-For is not trusted here), and off
 * in production, where a proxy on the same host would make every caller look local.
 */
export function metricsEndpoint(metrics: ServiceMetrics, access: MetricsAccess) {
  return async (req: Request, res: Response): Promise<void> => {
    if (access.token) {
      const sent = /^Bearer (.+)$/i.exec(req.header('authorization') ?? '')?.[1] ?? '';
      if (!timingSafeEqual(digest(sent), digest(access.token))) {
        res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.type('text/plain').send('metrics need the METRICS_TOKEN bearer token\n');
        return;
      }
    } else if (access.isProduction || !LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      res.status(404).type('text/plain').send('Not found\n');
      return;
    }
    res.setHeader('content-type', metrics.registry.contentType);
    res.setHeader('cache-control', 'no-store');
    res.end(await metrics.registry.metrics());
  };
}
