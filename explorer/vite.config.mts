import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/*
 * The GraphQL explorer (GraphiQL), served by the service at /graphql to browsers outside
 * production; its hashed files at /explorer/assets/. Everything is bundled, the editor's web
 * workers too: the page makes no request to another origin (docs/api-conventions.md).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/explorer/',
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic' } },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 6000,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
