import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { consoleRouter, CONSOLE_CSP } from '../../src/web/console-app';

async function serve(distDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  app.use('/console', consoleRouter(distDir));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('serving the console at /console', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('answers 503 with a plain explanation before the console is built', async () => {
    const server = await serve(dist);
    try {
      const response = await fetch(`${server.url}/console/`);
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
    } finally {
      await server.close();
    }
  });

  it('serves index.html uncached for every console route, hashed assets for a year, and the strict policy on all of them', async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
    const server = await serve(dist);
    try {
      for (const route of ['/console/', '/console/hr/departments?page=2']) {
        const page = await fetch(`${server.url}${route}`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/text\/html/);
        expect(page.headers.get('cache-control')).toBe('no-store');
        expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
        expect(await page.text()).toContain('<title>console</title>');
      }
      const asset = await fetch(`${server.url}/console/assets/index-abc123.js`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
      const missing = await fetch(`${server.url}/console/assets/index-gone.js`);
      expect(missing.status).toBe(404);
      const bare = await fetch(`${server.url}/console`, { redirect: 'manual' });
      expect(bare.status).toBe(301);
      expect(bare.headers.get('location')).toBe('/console/');
    } finally {
      await server.close();
    }
  });

  it('allows scripts, connections and frames from its own origin only', () => {
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).toContain("connect-src 'self'");
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
    expect(CONSOLE_CSP).toContain("base-uri 'none'");
    expect(CONSOLE_CSP).not.toMatch(/script-src[^;]*unsafe/);
  });
});
