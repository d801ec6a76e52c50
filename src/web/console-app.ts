import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

/**
 * The console's policy: everything from this origin, nothing else. Mantine sets CSS variables in
 * `style` attributes and injects one <style> element, so styles need 'unsafe-inline'; scripts do not.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** console/dist next to the sources (`src/web`) or next to the compiled service (`dist/src/web`). */
export function consoleDistDir(): string {
  const candidates = [path.resolve(__dirname, '../../console/dist'), path.resolve(__dirname, '../../../console/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? candidates[0];
}

/**
 * Serves the built console at /console: hashed assets cached for a year (their names change with
 * their content), index.html never cached (so a deploy is seen at once) and returned for every
 * other path, because the console routes in the browser. Before `npm run build`: 503.
 */
export function consoleRouter(distDir: string = consoleDistDir()): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');

  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', CONSOLE_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });

  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );

  router.use('/assets', (_req, res) => void res.status(404).type('text/plain').send('No such console asset.'));

  router.get(/.*/, (req, res) => {
    if (req.originalUrl === '/console') return void res.redirect(301, '/console/');
    if (!fs.existsSync(indexFile)) {
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(503).type('text/plain').send('The console is not built: run `npm run build` (or `npm run build:console`).');
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').sendFile(indexFile);
  });

  return router;
}
