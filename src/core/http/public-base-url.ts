import type { RequestContext } from '../context/request-context';

/**
 * The address links in mail and QR codes point at: PUBLIC_BASE_URL when it is set; otherwise the
 * origin the caller's browser is at (the console is served by this service, so its origin is an
 * address of the service that people reach: docs/orders.md, "Self-order tables and QR tokens"); otherwise
 * (no browser origin: an API key, a job) the configured default. The owner is never asked to set
 * a variable for a QR code to work.
 */
export function publicBaseUrlOf(ctx: RequestContext): string {
  const config = ctx.runtime.config;
  if (config.publicBaseUrlConfigured) return config.publicBaseUrl;
  const origin = webOrigin(ctx.origin);
  return origin ?? config.publicBaseUrl;
}

/** An http(s) origin with no path, user or query; null for anything else ("null", a file:, garbage). */
export function webOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return url.origin;
}
