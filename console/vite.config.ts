import { defineConfig } from 'vite';

/*
 * Vite 8 transforms TSX itself (oxc), so no React plugin is needed. `npm run console:dev` serves the
 * console on :5173 and proxies GraphQL to the running service (CONSOLE_API, default :3000), so the
 * browser still sees one origin, as in production.
 */
const api = process.env.CONSOLE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: __dirname,
  base: '/console/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Mantine marks its modules "use client" for React Server Components; meaningless in a SPA bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: { proxy: { '/graphql': { target: api, changeOrigin: false } } },
});
