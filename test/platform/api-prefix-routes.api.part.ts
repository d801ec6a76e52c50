import express, { type Express } from 'express';
import { startTestApp, type TestApp } from '../support/test-app';

/*
 * Every path under /api/v1 is the REST bridge's (the app dispatches the prefix to it before any
 * other layer), so an Express route registered there elsewhere would never run: the bridge would
 * answer its 404. Such a route belongs in its module's route table (FeatureModule.routes). The one exception
 * is the OpenAPI document, which the app serves itself.
 */
const ALLOWED = new Set(['/api/v1/openapi.json']);
const PROBES = ['/api/v1/', '/api/v1/probe', '/api/v1/console/probe', '/api/v1/public/probe', '/API/V1/probe'];

interface Layer {
  route?: { path: string | RegExp | Array<string | RegExp>; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  slash?: boolean;
  /** The path the layer was mounted with (router 2, Express 5). */
  rawPath?: string | RegExp | Array<string | RegExp>;
}

/** The layers of an app (and of the routers mounted without a path) that would serve a path under /api/v1. */
export function routesUnderApiPrefix(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]): void => {
    for (const layer of stack) {
      if (layer.route) {
        const methods = Object.keys(layer.route.methods).join(',').toUpperCase();
        for (const path of ([] as Array<string | RegExp>).concat(layer.route.path)) {
          const under = typeof path === 'string' ? path.toLowerCase().startsWith('/api/v1') : PROBES.some((probe) => path.test(probe));
          if (under && !(typeof path === 'string' && ALLOWED.has(path))) found.push(`${methods} ${String(path)}`);
        }
        continue;
      }
      if (layer.slash) {
        // Mounted without a path: a plain middleware (request id, metrics, the API dispatcher) or a router to look into.
        if (layer.handle?.stack) walk(layer.handle.stack);
        continue;
      }
      for (const path of ([] as Array<string | RegExp>).concat(layer.rawPath ?? [])) {
        const under = typeof path === 'string' ? path.toLowerCase().startsWith('/api/v1') : PROBES.some((probe) => path.test(probe));
        if (under) found.push(`a layer mounted at ${String(path)}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
}

describe('routes under /api/v1', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('registers no Express route under /api/v1 besides the bridge (and the OpenAPI document)', () => {
    expect(routesUnderApiPrefix(app.instance.app)).toEqual([]);
  });

  it('would name a route, a router or a middleware registered under /api/v1 outside the bridge', () => {
    const other = express();
    other.use((_req, _res, next) => next());
    other.get('/healthz', (_req, res) => void res.end());
    other.get('/api/v1/openapi.json', (_req, res) => void res.end());
    other.get('/api/v1/console/extra', (_req, res) => void res.end());
    const nested = express.Router();
    nested.post('/api/v1/public/extra', (_req, res) => void res.end());
    other.use(nested);
    other.use('/api/v1/console/reports', express.Router());
    expect(routesUnderApiPrefix(other)).toEqual(['GET /api/v1/console/extra', 'POST /api/v1/public/extra', 'a layer mounted at /api/v1/console/reports']);
  });

  it('answers the bridge 404 envelope for an unknown path under /api/v1', async () => {
    const res = await app.request('GET', '/api/v1/console/no-such-path');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 404 });
  });
});
