import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, Router } from 'express';

/*
 * The GraphQL explorer: GraphiQL from npm, built into explorer/dist (npm run build:explorer), served
 * at /graphql to browsers (GET with Accept: text/html) outside production, its files at
 * /explorer/assets/. Nothing comes from another origin, so it works on a closed network. Apollo
 * Sandbox (loaded from Apollo's CDN) stays reachable at /graphql?sandbox, or as the default with
 * GRAPHQL_EXPLORER=sandbox; in production neither is served (Apollo's production landing page).
 */

export const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Monaco (GraphiQL's editor) writes its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export function explorerDistDir(): string {
  const candidates = [path.resolve(__dirname, '../../explorer/dist'), path.resolve(__dirname, '../../../explorer/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? candidates[0];
}

function securityHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', EXPLORER_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** The hashed assets at /explorer/assets (cached for a year). */
export function explorerAssets(distDir: string = explorerDistDir()): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      index: false,
      setHeaders: (res) => {
        securityHeaders(res);
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  return router;
}

export interface ExplorerOptions {
  isProduction: boolean;
  /** GRAPHQL_EXPLORER: 'graphiql' (default) or 'sandbox'. */
  explorer: 'graphiql' | 'sandbox';
  distDir?: string;
}

/** A browser asking for a page (not a GraphQL client): GET that prefers HTML over JSON. */
function wantsPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept ?? '';
  return accept.includes('text/html') && req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html';
}

/**
 * First link of the /graphql chain: serves the explorer page to browsers; every other request
 * (and `?sandbox`, and production) goes on to Apollo as before.
 */
export function explorerLanding(options: ExplorerOptions) {
  const indexFile = path.join(options.distDir ?? explorerDistDir(), 'index.html');
  return (req: Request, res: Response, next: NextFunction): void => {
    if (options.isProduction || !wantsPage(req)) return next();
    if (options.explorer === 'sandbox' || 'sandbox' in (req.query as Record<string, unknown>)) return next();
    if (req.query.query !== undefined) return next();
    // Not built (`npm run build:explorer`): Apollo's page, as before the explorer existed.
    if (!fs.existsSync(indexFile)) return next();
    securityHeaders(res);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').sendFile(indexFile);
  };
}
