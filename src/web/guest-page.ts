import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';

/**
 * The guest ordering page (built by Vite from `guest/` into `guest/dist`). It talks only to this
 * origin's guest REST paths, so the policy allows nothing else: no CDN, no inline script or style,
 * no framing (the QR token in the address is a credential, hence also no referrer).
 */
export const GUEST_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const PAGE_HEADERS: Record<string, string> = {
  'content-security-policy': GUEST_PAGE_CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** The repository root: the first folder above this file holding package.json (works from src/ and dist/src/). */
function projectRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const GUEST_DIST_DIR = path.join(projectRoot(), 'guest', 'dist');

interface CachedPage {
  mtimeMs: number;
  body: Buffer;
}

/**
 * `GET /order/{qrToken}` answers the page (never cached: it names the current hashed files) and
 * `/order/assets/*` the hashed files (cached for a year). Without a build the page answers 503
 * with what to run, instead of failing at start-up: the API works without the page.
 */
export function guestPageRouter(distDir: string = GUEST_DIST_DIR): Router {
  const router = express.Router();
  const indexPath = path.join(distDir, 'index.html');
  let cached: CachedPage | null = null;

  const readPage = (): Buffer | null => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(indexPath).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, body: fs.readFileSync(indexPath) };
    return cached.body;
  };

  router.use(
    '/order/assets',
    express.static(path.join(distDir, 'assets'), {
      index: false,
      immutable: true,
      maxAge: 365 * 24 * 3600 * 1000,
      setHeaders: (res) => res.setHeader('x-content-type-options', 'nosniff'),
    }),
  );

  router.get('/order/:qrToken', (_req: Request, res: Response) => {
    for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
    const page = readPage();
    if (!page) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The guest ordering page is not built. Run `npm run build` (or `npm run build:guest`) and reload.\n');
      return;
    }
    res.status(200).type('text/html; charset=utf-8').send(page);
  });

  return router;
}
