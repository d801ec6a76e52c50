import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { GUEST_PAGE_CSP, guestPageRouter } from '../../../src/web/guest-page';

async function serve(distDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use(guestPageRouter(distDir));
  app.use((_req, res) => void res.status(404).end());
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('guest page route', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guest-dist-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers a clear 503 text when the page is not built, and serves it once it is, without a restart', async () => {
    const server = await serve(dir);
    try {
      const missing = await fetch(`${server.url}/order/some-token`);
      expect(missing.status).toBe(503);
      expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await missing.text()).toMatch(/npm run build/);

      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>page</title>');
      fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
      const page = await fetch(`${server.url}/order/some-token`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>page</title>');
      expect(page.headers.get('content-security-policy')).toBe(GUEST_PAGE_CSP);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const asset = await fetch(`${server.url}/order/assets/index-abc123.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(`${server.url}/order/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${server.url}/order/a/b`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('forbids framing, inline code and other origins in its policy', () => {
    expect(GUEST_PAGE_CSP).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
  });
});
