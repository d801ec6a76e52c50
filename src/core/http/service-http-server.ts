import http from 'node:http';
import type { Express } from 'express';

interface ServiceHttpServer {
  server: http.Server;
  /** Answers every request with `handler` (by default the app) from now on. */
  serve(handler?: http.RequestListener): void;
}

/**
 * A plain Node HTTP server answering with `handler` until `serve` is called (src/main.ts answers
 * 503 while the service starts), then with the Express app.
 */
export function createServiceHttpServer(app: Express, handler: http.RequestListener = app): ServiceHttpServer {
  let current = handler;
  const server = http.createServer((req, res) => current(req, res));
  return {
    server,
    serve(next: http.RequestListener = app) {
      current = next;
    },
  };
}
