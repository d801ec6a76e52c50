import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createServiceHttpServer } from '../../src/core/http/service-http-server';

describe('the service HTTP server', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function get(path: string): Promise<{ status: number; body: string }> {
    const { port } = server!.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: res.status, body: await res.text() };
  }

  it('answers with its starting handler until it serves the app, then through the app', async () => {
    const app = express();
    app.get('/probe', (req, res) => void res.json({ path: req.path, query: req.query }));
    const service = createServiceHttpServer(app, (_req, res) => void res.writeHead(503).end('starting'));
    server = service.server;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));

    expect(await get('/probe?x=1')).toEqual({ status: 503, body: 'starting' });
    service.serve();
    expect(await get('/probe?x=1')).toEqual({ status: 200, body: JSON.stringify({ path: '/probe', query: { x: '1' } }) });
  });

  it('answers with the handler it is given, which may wrap the app', async () => {
    const app = express();
    app.use((req, res) => void res.json({ wrapped: res.locals.wrapped === true, ip: typeof req.ip }));
    const service = createServiceHttpServer(app);
    service.serve((req, res) => {
      Object.assign(res, { locals: { wrapped: true } });
      app(req, res);
    });
    server = service.server;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    expect(await get('/anything')).toEqual({ status: 200, body: JSON.stringify({ wrapped: true, ip: 'string' }) });
  });
});
