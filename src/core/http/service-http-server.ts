import http from 'node:http';
import type { Express } from 'express';

interface ServiceHttpServer {
  server: http.Server;
  /** Answers every request with `handler` (by default `app` itself) from now on. */
  serve(app: Express, handler?: http.RequestListener): void;
}

/**
 * A plain Node HTTP server answering with `handler` until `serve` is called (src/main.ts answers
 * 503 while the service starts), then with the Express app.
 */
export function createServiceHttpServer(handler: http.RequestListener): ServiceHttpServer {
  let current = handler;
  const server = http.createServer((req, res) => current(req, res));
  return {
    server,
    serve(app, next: http.RequestListener = app) {
      current = next;
    },
  };
}
