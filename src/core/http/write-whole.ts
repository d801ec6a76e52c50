import type { ServerResponse } from 'node:http';

/**
 * Ends a response with its whole body, Content-Length included. Node measures the body that
 * `end()` receives (one UTF-8 length pass over the string) and sends that length itself when no
 * header names one, so the service does not measure it a second time (a pass over every byte of a
 * large page; docs/performance.md, "Per-request CPU"). A HEAD answer
 * has no body and Node sends no length for it, so there the length of the body a GET would carry
 * is set here, as before.
 */
export function writeWhole(res: ServerResponse, body: string): void {
  if (res.req?.method === 'HEAD') res.setHeader('content-length', Buffer.byteLength(body));
  res.end(body);
}
