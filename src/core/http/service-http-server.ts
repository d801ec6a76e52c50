import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

interface ServiceHttpServer {
  server: http.Server;
  /** Answers every request with `handler` (by default the app) from now on. */
  serve(handler?: http.RequestListener): void;
}

/**
 * A plain Node HTTP server answering with `handler` until `serve` is called (src/main.ts answers
 * 503 while the service starts), then with the Express app.
 *
 * Its requests and responses are made with the app's own prototypes (`app.request` and
 * `app.response`, Express's documented extension points), through Node's documented
 * `IncomingMessage` and `ServerResponse` options of `http.createServer`. Express gives every
 * request those prototypes as it enters the app; an object made with them already has them, so
 * that step changes nothing, and the request and response keep the shapes V8 optimised for
 * (docs/performance.md, "Per-request CPU").
 */
export function createServiceHttpServer(app: Express, handler: http.RequestListener = app): ServiceHttpServer {
  let current = handler;
  const server = http.createServer(
    { IncomingMessage: madeWith(http.IncomingMessage, app.request), ServerResponse: madeWith(http.ServerResponse, app.response) },
    (req, res) => current(req, res),
  );
  return {
    server,
    serve(next: http.RequestListener = app) {
      current = next;
    },
  };
}

/** A constructor building what `base` builds, with `prototype` (which inherits from base's) as its prototype. */
function madeWith<T extends typeof http.IncomingMessage | typeof http.ServerResponse>(base: T, prototype: object): T {
  function Made(this: unknown, ...args: [Socket] | [http.IncomingMessage, object?]) {
    return Reflect.construct(base, args, Made);
  }
  Made.prototype = prototype;
  return Made as unknown as T;
}
