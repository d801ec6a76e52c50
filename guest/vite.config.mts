import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/*
 * The guest ordering page, served by the service at /order/{qrToken}; its hashed files at
 * /order/assets/ are cached for a year. Everything is bundled (no CDN, no inline script or style)
 * because the page runs under a strict Content-Security-Policy.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/order/',
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    // Inline data: assets would be blocked for scripts and styles by the CSP; keep every file real.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
