import http from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

/*
 * The service's HTTP server, whose requests and responses are made with the Express app's own
 * prototypes. Express gives every request and response its prototypes as it starts handling them
 * (`Object.setPrototypeOf`, express lib/application.js `handle`): an object whose prototype
 * changes after it was made gets a map of its own, and every inline cache in Node's HTTP code and
 * Express that meets it then takes its slow path: in a bare Express app, about three times the CPU
 * of Node's own handling of the request (docs/performance.md, "Lists at scale"). Node makes each
 * request and response with the constructors this server is given (`http.createServer({
 * IncomingMessage, ServerResponse })`); made with the app's prototypes, Express's call finds them
 * already in place and changes nothing.
 */

interface ServiceHttpServer {
  server: http.Server;
  /** Answers every request with `handler` (by default `app` itself) from now on, each made with `app`'s prototypes. */
  serve(app: Express, handler?: http.RequestListener): void;
}

type PlainConstructor = (this: object, ...args: unknown[]) => void;

/**
 * A server answering with `handler` until `serve` is called (src/main.ts answers 503 while the
 * service starts). Node's IncomingMessage and ServerResponse are plain constructor functions, so
 * these call them on the new object as a subclass would.
 */
export function createServiceHttpServer(handler: http.RequestListener): ServiceHttpServer {
  const IncomingMessage = http.IncomingMessage as unknown as PlainConstructor;
  const ServerResponse = http.ServerResponse as unknown as PlainConstructor;
  function ServiceRequest(this: object, socket: Socket): void {
    IncomingMessage.call(this, socket);
  }
  function ServiceResponse(this: object, req: http.IncomingMessage, options: unknown): void {
    ServerResponse.call(this, req, options);
  }
  ServiceRequest.prototype = http.IncomingMessage.prototype;
  ServiceResponse.prototype = http.ServerResponse.prototype;
  let current = handler;
  const server = http.createServer(
    {
      IncomingMessage: ServiceRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: ServiceResponse as unknown as typeof http.ServerResponse,
    },
    (req, res) => current(req, res),
  );
  return {
    server,
    serve(app, handler: http.RequestListener = app) {
      ServiceRequest.prototype = app.request;
      ServiceResponse.prototype = app.response;
      current = handler;
    },
  };
}
