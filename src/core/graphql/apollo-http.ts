import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import { writeWhole } from '../http/write-whole';

/** The query string as `url.parse(url).search` gives it: from `?` up to any `#`, or ''. */
export function searchOf(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const hash = url.indexOf('#', start);
  return hash === -1 ? url.slice(start) : url.slice(start, hash);
}

/**
 * /graphql's HTTP adapter: what `@as-integrations/express5`'s `expressMiddleware` does, minus two
 * costs it adds to every request (a legacy `url.parse` of the URL for its query string, and
 * Express's `res.send`, which re-parses the content type Apollo already set and checks request
 * freshness for an answer that is never cached). Apollo Server still does all the
 * GraphQL-over-HTTP work: method and content-type checks, CSRF prevention, the landing page,
 * parsing, validation, plugins, status codes and headers.
 *
 * The request body must already be parsed (the chain's JSON parser runs first).
 */
export function apolloHttpHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (req: Request, res: Response) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('apolloHttpHandler()');
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const headers = new HeaderMap();
      const raw = req.headers;
      for (const key in raw) {
        const value = raw[key];
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body: req.body },
        context: () => context(req, res),
      });
      for (const [key, value] of response.headers) res.setHeader(key, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        writeWhole(res, response.body.string);
        return;
      }
      // Incremental delivery (@defer/@stream) when a client asks for it: chunks as Apollo makes them.
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
