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
  const server = http.createServer({ IncomingMessage: requestsOf(app), ServerResponse: responsesOf(app) }, (req, res) => current(req, res));
  return {
    server,
    serve(next: http.RequestListener = app) {
      current = next;
    },
  };
}

/*
 * Constructors in Node's own style (IncomingMessage and ServerResponse are plain constructor
 * functions): Node runs its constructor on the object `new` made with the app's prototype, so V8
 * sizes that object from the properties the constructor adds, as for Node's own requests.
 * (Reflect.construct with the app's prototype as new.target built each object through a slow path.)
 */
type Construct<Args extends unknown[]> = (this: unknown, ...args: Args) => void;

function requestsOf(app: Express): typeof http.IncomingMessage {
  const construct = http.IncomingMessage as unknown as Construct<[Socket]>;
  function ServiceRequest(this: unknown, socket: Socket) {
    construct.call(this, socket);
  }
  ServiceRequest.prototype = app.request;
  return ServiceRequest as unknown as typeof http.IncomingMessage;
}

function responsesOf(app: Express): typeof http.ServerResponse {
  const construct = http.ServerResponse as unknown as Construct<[http.IncomingMessage, object | undefined]>;
  function ServiceResponse(this: unknown, req: http.IncomingMessage, options?: object) {
    construct.call(this, req, options);
  }
  ServiceResponse.prototype = app.response;
  return ServiceResponse as unknown as typeof http.ServerResponse;
}
