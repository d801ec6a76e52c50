import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Express's next() contract for a fixed list of handlers: an error or the end goes to `done`.
 * The app's API doors (/graphql and the REST bridge) and each bridge route run their chains with
 * it instead of mounting them as Express layers, so a request walks only its own chain.
 */
export function runChain(chain: readonly RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let index = 0;
  const step = (error?: unknown): void => {
    if (error !== undefined && error !== null) return done(error);
    const handler = chain[index++];
    if (!handler) return done();
    try {
      const result = handler(req, res, step) as unknown;
      if (result instanceof Promise) result.catch(done);
    } catch (caught) {
      done(caught);
    }
  };
  step();
}
